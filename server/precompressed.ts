// Compressed once at build time (brotli 11), served from memory: a page asks for thirty-odd scripts at once,
// and a file-system round trip for each is what made the last of them wait.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import { htmlFiles, pagePath } from "./built-pages";
import { answerClientError } from "./client-errors";
import { isGetOrHead, pathnameOf, type Handler } from "./front";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

// Pages revalidate (ETag → 304); fingerprinted assets a year; other files an hour (express.static's maxAge "1h"). scripts/lib/edge-config.ts sends the same.
export const CACHE_CONTROL = {
  page: "no-cache",
  asset: "public, max-age=31536000, immutable",
  file: "public, max-age=3600",
} as const;

type Encoding = "br" | "gzip";

const ENCODINGS: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
];

// Pages are compressed one level below the maximum, by the build and by a publish alike: on a 125 KB page 40 ms instead
// of 125 ms, for 2% more bytes; a publish compresses dozens while visitors wait for a core, and the build's pages were
// most of its time (9 of 24 s for three languages). Scripts and styles, cached for a year, get the maximum.
export const PAGE_BROTLI_QUALITY = zlib.constants.BROTLI_MAX_QUALITY - 1;

const brotliOptions = (body: Buffer, quality: number = zlib.constants.BROTLI_MAX_QUALITY): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

export function brotli(body: Buffer): Buffer {
  return zlib.brotliCompressSync(body, brotliOptions(body));
}

export function gzip(body: Buffer): Buffer {
  return zlib.gzipSync(body, gzipOptions);
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Writes `file` by a rename: a reader (nginx, another instance) sees the old file or the new, whole, and a hard link
 * to the old one (a copy of the build) keeps the old. */
export function writeWhole(file: string, body: Buffer | string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, body);
  fs.renameSync(temporary, file);
}

/** `body` as `file` with its compressed copies, each whole; the file itself last, once its copies are there. */
export function writeWithCopies(file: string, body: Buffer): void {
  writeWhole(`${file}.br`, brotli(body));
  writeWhole(`${file}.gz`, gzip(body));
  writeWhole(file, body);
}

export function compressFile(file: string): void {
  const body = fs.readFileSync(file);
  fs.writeFileSync(file + ".br", brotli(body));
  fs.writeFileSync(file + ".gz", gzip(body));
}

const compressAsync = (body: Buffer, quality?: number) =>
  Promise.all([brotliAsync(body, brotliOptions(body, quality)), gzipAsync(body, gzipOptions)]);

/** The same copies for many files, one per core at a time on zlib's thread pool: a build writes hundreds. */
/** `quality`: brotli's, the maximum unless given (PAGE_BROTLI_QUALITY for pages). */
export async function compressFiles(
  files: readonly string[],
  parallel = os.availableParallelism(),
  quality: number = zlib.constants.BROTLI_MAX_QUALITY,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const [br, gz] = await compressAsync(await fs.promises.readFile(file), quality);
      await Promise.all([fs.promises.writeFile(file + ".br", br), fs.promises.writeFile(file + ".gz", gz)]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

// `br;q=0` refuses brotli; `*` stands for any encoding not named.
export function acceptedEncodings(header: string | undefined): readonly Encoding[] {
  if (!header) return [];
  let accepted = acceptedCache.get(header);
  if (!accepted) {
    accepted = parseAcceptEncoding(header);
    // Anything can be sent, so the cache is bounded.
    if (acceptedCache.size >= 64) acceptedCache.clear();
    acceptedCache.set(header, accepted);
  }
  return accepted;
}

const acceptedCache = new Map<string, readonly Encoding[]>();

function parseAcceptEncoding(header: string): Encoding[] {
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.toLowerCase().split(";");
    const name = rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param);
      if (m) weight = Number(m[1]);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get("*");
  return ENCODINGS.map((e) => e.encoding).filter((e) => (q.get(e) ?? star ?? 0) > 0);
}

// Only files that exist are kept, so the cache holds at most the build's own files.
function fileCache() {
  const cache = new Map<string, Buffer>();
  return (file: string): Buffer | undefined => {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      const body = fs.readFileSync(file);
      cache.set(file, body);
      return body;
    } catch {
      return undefined;
    }
  };
}

export function precompressedAssets(prefix: string, assetsDir: string, setHeaders?: (res: ServerResponse, file: string) => void): Handler {
  const root = path.resolve(assetsDir);
  const read = fileCache();
  return (req, res) => {
    if (!isGetOrHead(req)) return false;
    const urlPath = pathnameOf(req.url);
    if (!urlPath.startsWith(prefix)) return false;
    const type = TYPES[path.extname(urlPath)];
    if (!type) return false;
    // express.static has the file's ETag and answers 412.
    if (req.headers["if-match"] !== undefined || req.headers["if-unmodified-since"] !== undefined) return false;
    const file = path.resolve(root, "." + urlPath.slice(prefix.length - 1));
    if (!file.startsWith(root + path.sep)) return false;
    for (const encoding of acceptedEncodings(req.headers["accept-encoding"])) {
      const body = read(file + ENCODINGS.find((e) => e.encoding === encoding)!.suffix);
      if (!body) continue;
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Type", type);
      res.setHeader("Content-Length", body.length);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Cache-Control", CACHE_CONTROL.asset);
      setHeaders?.(res, file);
      res.statusCode = 200;
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    return false;
  };
}

interface PageVariant {
  body: Buffer;
  etag: string;
  headers: [string, string | number][];
  notModified: [string, string][];
}

export interface PrerenderedPage {
  identity: PageVariant;
  br: PageVariant;
  gzip: PageVariant;
  policy: string;
}

function strongEtag(body: Buffer): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

function variant(body: Buffer, encoding: Encoding | undefined, csp: string): PageVariant {
  const etag = strongEtag(body);
  const shared: [string, string][] = [
    ["ETag", etag],
    ["Vary", "Accept-Encoding"],
    ["Cache-Control", CACHE_CONTROL.page],
    ["Content-Security-Policy", csp],
  ];
  return {
    body,
    etag,
    headers: [
      ["Content-Type", "text/html; charset=utf-8"],
      ["Content-Length", body.length],
      ...(encoding ? ([["Content-Encoding", encoding]] as [string, string][]) : []),
      ...shared,
    ],
    notModified: shared,
  };
}

// A build made without the postbuild step has no copies: made now.
function copyOf(file: string, suffix: string, body: Buffer, compress: (b: Buffer) => Buffer): Buffer {
  try {
    return fs.readFileSync(file + suffix);
  } catch {
    return compress(body);
  }
}

export function loadPrerenderedPages(clientDir: string, csp: (urlPath: string, html: string) => string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of htmlFiles(clientDir)) {
    const urlPath = pagePath(clientDir, file);
    const body = fs.readFileSync(file);
    const policy = csp(urlPath, body.toString("utf8"));
    pages.set(urlPath, {
      identity: variant(body, undefined, policy),
      br: variant(copyOf(file, ".br", body, brotli), "br", policy),
      gzip: variant(copyOf(file, ".gz", body, gzip), "gzip", policy),
      policy,
    });
  }
  return pages;
}

// Compressed off the main thread (zlib's thread pool), one brotli level below the build's copies.
export async function renderedPage(html: string, policy: string): Promise<PrerenderedPage> {
  const body = Buffer.from(html, "utf8");
  const [br, gz] = await compressAsync(body, PAGE_BROTLI_QUALITY);
  return { identity: variant(body, undefined, policy), br: variant(br, "br", policy), gzip: variant(gz, "gzip", policy), policy };
}

// Undefined for paths that cannot name a page (bad escapes, NUL, above the root).
export function pageKey(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const rel = path.posix.normalize(decoded).replace(/^\/+/, "");
  if (rel.startsWith("..")) return undefined;
  return "/" + rel.replace(/\/$/, "");
}

// Weak comparison, as RFC 9110 asks for this header.
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const tag of ifNoneMatch.split(",")) {
    const t = tag.trim();
    if (t === "*" || t === etag || t === `W/${etag}`) return true;
  }
  return false;
}

/** A served page and the content revision it belongs to (server/live-content.ts); a Map of the build's pages will do. */
export type PageLookup = (urlPath: string) => { page: PrerenderedPage; revision?: number } | undefined;

// Exact path only: trailing slashes, other casings and unknown paths go on to React Router.
export function prerenderedPages(
  pages: ReadonlyMap<string, PrerenderedPage> | PageLookup,
  skip: (req: IncomingMessage) => boolean = () => false,
): Handler {
  const lookup: PageLookup =
    typeof pages === "function"
      ? pages
      : (urlPath) => {
          const page = pages.get(urlPath);
          return page && { page };
        };
  return (req, res) => {
    if (!isGetOrHead(req)) return false;
    const urlPath = pathnameOf(req.url);
    if (urlPath !== "/" && urlPath.endsWith("/")) return false;
    const found = lookup(urlPath) ?? lookup(pageKey(urlPath) ?? "");
    if (!found || skip(req)) return false;
    sendPage(req, res, found.page, found.revision);
    return true;
  };
}

// Strong comparison (RFC 9110 13.1.1): the client holds another version → 412.
export function failsIfMatch(ifMatch: string | undefined, etag: string): boolean {
  if (ifMatch === undefined) return false;
  return !ifMatch.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);
}

/** The content revision a page was served at (server/live-content.ts), on 200 and 304 alike. */
export const REVISION_HEADER = "X-Content-Revision";

export function sendPage(req: IncomingMessage, res: ServerResponse, page: PrerenderedPage, revision?: number): void {
  const [encoding] = acceptedEncodings(req.headers["accept-encoding"]);
  if (revision !== undefined) res.setHeader(REVISION_HEADER, String(revision));
  const chosen = encoding ? page[encoding] : page.identity;
  if (failsIfMatch(req.headers["if-match"], chosen.etag)) {
    answerClientError(req, res, 412, "precondition failed", { headers: { ETag: chosen.etag, Vary: "Accept-Encoding" } });
    return;
  }
  if (matchesEtag(req.headers["if-none-match"], chosen.etag)) {
    for (const [name, value] of chosen.notModified) res.setHeader(name, value);
    res.statusCode = 304;
    res.end();
    return;
  }
  for (const [name, value] of chosen.headers) res.setHeader(name, value);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : chosen.body);
}
