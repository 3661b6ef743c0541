// Images uploaded in the desk (docs/decisions/0037-media.md): the type is read from the bytes, never the name; JPEG,
// PNG and WebP are decoded and encoded again as WebP (no metadata, no trailing bytes, at most MEDIA_MAX_WIDTH wide);
// an SVG is kept only if it holds nothing that could run or fetch (it is refused, not rewritten).
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import sharp from "sharp";
import { MEDIA_WIDTHS } from "../shared/media";
import type { ContentIssue } from "../app/content/files/validate";
import { BucketError } from "./media-bucket";
import type { ContentFiles, ContentStore } from "./store/content-types";

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The widest a page shows an image (2× a 800 px column): larger ones are scaled down. */
export const MEDIA_MAX_WIDTH = MEDIA_WIDTHS.at(-1)!;
export const MEDIA_PATH = /^\/media\/([0-9a-f]{24})\.(webp|svg)$/;

export type MediaType = "image/webp" | "image/svg+xml";

export interface ProcessedMedia {
  /** Its path on the site: /media/<first 24 hex of the bytes' SHA-256>.<webp|svg>. */
  path: string;
  type: MediaType;
  width: number;
  height: number;
  bytes: Buffer;
}

/** What the bytes are, by their first bytes (a name or a declared type says nothing). */
export function sniffImage(bytes: Buffer): "jpeg" | "png" | "webp" | "svg" | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return "svg";
  return undefined;
}

// What an SVG may not hold: scripts and event handlers, anything fetched or embedded, entities, and styles (which can
// fetch). Plain shapes, paths, gradients and text pass; links only within the file (#id).
const SVG_REFUSED: [RegExp, string][] = [
  [/<!DOCTYPE|<!ENTITY/i, "a document type or entity declaration"],
  [/<\s*script/i, "a script"],
  [/\son[a-z]+\s*=/i, "an event attribute (onload, onclick…)"],
  [
    /<\s*(foreignObject|iframe|embed|object|audio|video|image|use|style|a|animate|set|handler|listener)\b/i,
    "an embedded, linked or animated element",
  ],
  [/\b(xlink:)?href\s*=\s*["']?\s*(?!#)/i, "a link to something outside the image"],
  [/url\s*\(\s*["']?\s*(?!#)/i, "a reference to something outside the image"],
  [/javascript:|data:|@import/i, "a script or data address"],
  [/style\s*=/i, "a style attribute"],
];

export type MediaResult = { ok: true; media: ProcessedMedia } | { ok: false; problem: string };

export async function processImage(bytes: Buffer): Promise<MediaResult> {
  if (bytes.length > MEDIA_MAX_BYTES) return { ok: false, problem: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.` };
  const kind = sniffImage(bytes);
  if (!kind) return { ok: false, problem: "The file is no JPEG, PNG, WebP or SVG image (whatever its name says)." };
  if (kind === "svg") return svg(bytes);
  try {
    const image = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: "The image has no size." };
    // Turned as the camera was held, scaled down to the widest a page shows, encoded again: metadata (place, camera)
    // and anything appended to the file are gone.
    const { data, info } = await image
      .rotate()
      .resize({ width: MEDIA_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, media: made(data, "webp", "image/webp", info.width, info.height) };
  } catch (error) {
    const message = (error as Error).message;
    if (/pixel limit/i.test(message))
      return { ok: false, problem: `The image has more than ${MEDIA_MAX_PIXELS / 1_000_000} million pixels.` };
    return { ok: false, problem: "The image cannot be read: the file is damaged or not what its first bytes say." };
  }
}

async function svg(bytes: Buffer): Promise<MediaResult> {
  const text = bytes.toString("utf8");
  for (const [pattern, what] of SVG_REFUSED)
    if (pattern.test(text))
      return { ok: false, problem: `The SVG holds ${what}, which the website does not take. Export it as plain shapes.` };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: "The SVG has no size (width and height, or a viewBox)." };
    return { ok: true, media: made(bytes, "svg", "image/svg+xml", meta.width, meta.height) };
  } catch {
    return { ok: false, problem: "The SVG cannot be read." };
  }
}

function made(bytes: Buffer, ext: string, type: MediaType, width: number, height: number): ProcessedMedia {
  const key = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 24);
  return { path: `/media/${key}.${ext}`, type, width, height, bytes };
}

/** The headers a stored image is served with: kept a year (its path is its content), never run as a page. */
export function mediaHeaders(type: MediaType | VariantType): Record<string, string> {
  return {
    "Content-Type": type,
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** The widths pages ask a stored photo at (shared/media.ts): a phone's card, a column, the widest a photo is kept. */
export { MEDIA_WIDTHS };
/** /media/<hash>-<width>.<webp|avif>: a stored photo at one of those widths, made from it when first asked for. */
export const MEDIA_VARIANT = new RegExp(`^/media/([0-9a-f]{24})-(${MEDIA_WIDTHS.join("|")})\\.(webp|avif)$`);

export type VariantType = "image/webp" | "image/avif";

/** A stored WebP at `width` (never wider than it is) as WebP or AVIF. */
export async function mediaVariant(webp: Buffer, width: number, format: "webp" | "avif"): Promise<Buffer> {
  const resized = sharp(webp, { limitInputPixels: MEDIA_MAX_PIXELS }).resize({ width, withoutEnlargement: true });
  // AVIF at effort 2: a third of the bytes of JPEG for a photo, made in well under a second on one core.
  return format === "avif" ? resized.avif({ quality: 55, effort: 2 }).toBuffer() : resized.webp({ quality: 80 }).toBuffer();
}

/**
 * Made variants, kept by this instance up to `maxBytes` (the least recently used go first): each is made once, one at
 * a time, so a page of new photos asked for at once does not take every core from the visitors' requests.
 */
export function variantCache(maxBytes = 64 * 1024 * 1024) {
  const kept = new Map<string, Buffer>();
  let bytes = 0;
  const making = new Map<string, Promise<Buffer>>();
  let queue: Promise<unknown> = Promise.resolve();
  return {
    get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = making.get(key);
      if (pending) return pending;
      const done = queue.then(make).then((made) => {
        kept.set(key, made);
        bytes += made.length;
        for (const [old, body] of kept) {
          if (bytes <= maxBytes) break;
          kept.delete(old);
          bytes -= body.length;
        }
        return made;
      });
      const settled = done.finally(() => making.delete(key));
      queue = settled.catch(() => undefined);
      making.set(key, settled);
      return settled;
    },
    bytes: () => bytes,
  };
}

/**
 * GET /media/<hash>.<ext>: an uploaded image from the store, the same on every instance; /media/<hash>-<width>.<ext>
 * that photo at a page's width, made from it; anything else passes on.
 */
export function mediaFiles(content: () => Promise<Pick<ContentStore, "mediaFile">>, variants = variantCache()): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const variant = MEDIA_VARIANT.exec(req.path);
    if (!variant && !MEDIA_PATH.test(req.path)) return next();
    const send = (type: string, body: Buffer) => {
      for (const [name, value] of Object.entries(mediaHeaders(type as MediaType))) res.setHeader(name, value);
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    };
    content()
      .then(async (store) => {
        if (!variant) {
          const file = await store.mediaFile(req.path);
          return file ? send(file.type, file.bytes) : next();
        }
        const [, key, width, format] = variant;
        const original = await store.mediaFile(`/media/${key}.webp`);
        if (!original) return next();
        const body = await variants.get(req.path, () => mediaVariant(original.bytes, Number(width), format as "webp" | "avif"));
        send(`image/${format}`, body);
      })
      .catch((error: unknown) => {
        if (!(error instanceof BucketError) || res.headersSent) return next(error);
        // The bucket is out of reach: a moment's outage, logged with the request; the browser may ask again.
        res.err = error;
        res.status(503).setHeader("Retry-After", "30");
        res.type("text").send("Service Unavailable");
      });
  };
}

const MEDIA_ADDRESS = /\/media\/[0-9a-f]{24}\.(?:webp|svg)/g;

/**
 * The `/media/…` addresses the content names that the library does not hold (a mistyped address, or a picture removed
 * before a scheduled change that uses it ran), each on its field where the file is JSON.
 */
export function missingMedia(files: ContentFiles, held: ReadonlySet<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const message = (address: string) => `${address} is not in the desk's pictures: upload it there, or check the address`;
  for (const [file, text] of Object.entries(files)) {
    if (!text.includes("/media/")) continue;
    if (!file.endsWith(".json")) {
      for (const address of new Set(text.match(MEDIA_ADDRESS) ?? []))
        if (!held.has(address)) issues.push({ file, path: "", message: message(address) });
      continue;
    }
    const walk = (value: unknown, at: string) => {
      if (typeof value === "string") {
        for (const address of value.match(MEDIA_ADDRESS) ?? [])
          if (!held.has(address)) issues.push({ file, path: at, message: message(address) });
      } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`));
      else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key);
    };
    try {
      walk(JSON.parse(text), "");
    } catch {
      // A file that does not parse is the content checks' to report.
    }
  }
  return issues;
}

/** The addresses the library holds. */
export async function heldMedia(content: Pick<ContentStore, "mediaList">): Promise<Set<string>> {
  return new Set((await content.mediaList()).map((m) => m.path));
}
