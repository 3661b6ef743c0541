/**
 * The edge's configuration, written by the build from what the production server itself sends
 * (server/security-headers.ts, the per-page hashes of build/csp-hashes.json, the cache rules of
 * server/precompressed.ts), so a page served by nginx or a static host carries the same
 * headers as one served by server.ts:
 *
 * - build/edge/nginx-site.conf: the inside of an nginx `server {}` block. nginx answers the
 *   prerendered pages and the built files from build/client itself (with the build's .br and
 *   .gz copies) and hands everything else to the Node instances (upstream `nexora_node`):
 *   form posts, `/search`, the article pages (their approved comments change them, see
 *   server/article-pages.ts), `?sent=` confirmations, other spellings, unknown paths (the 404
 *   page), the health probes.
 * - build/client/_headers: the same headers for a static host (Netlify, Cloudflare Pages).
 *
 * README's "Running it for real" shows the `server {}` block around the include
 * (`nginxServerBlock`); scripts/test-edge.ts runs nginx with exactly that. Why nginx serves what
 * it serves, and the headers it sets: docs/decisions/0016-https-edge.md.
 */
import fs from "node:fs";
import path from "node:path";
import { commentPages } from "../../app/lib/comments";
import { htmlFiles, pagePath } from "../../server/built-pages";
import { CACHE_CONTROL } from "../../server/precompressed";
import {
  contentSecurityPolicy,
  hashInlineScripts,
  loadCspHashes,
  staticSecurityHeaders,
  subresourceSecurityHeaders,
} from "../../server/security-headers";

/** The upstream the include proxies to; the operator's `http {}` context defines it. */
export const UPSTREAM = "nexora_node";

export type Headers = Record<string, string>;

/** A prerendered page nginx answers itself, and the headers it sends with it. */
export interface EdgePage {
  path: string;
  /** The file under build/client ("/about/index.html"). */
  file: string;
  headers: Headers;
  /** An article page: Node adds its approved comments, so nginx hands it over (a static host cannot). */
  node: boolean;
}

export interface EdgeInputs {
  /** The prerendered pages, in path order. */
  pages: EdgePage[];
  /** Headers of built files that are not pages (hashed assets, with their own Cache-Control). */
  assetHeaders: Headers;
  /** Headers of other public files (images, icons, sitemap). */
  fileHeaders: Headers;
  /** Files and folders at the top of build/client other than pages and assets (for _headers). */
  publicEntries: string[];
}

/** Headers of a prerendered page as server.ts sends them: its own policy, revalidated. */
export function pageHeaders(policy: string): Headers {
  return { ...staticSecurityHeaders, "Content-Security-Policy": policy, "Cache-Control": CACHE_CONTROL.page };
}

/** Headers of a file that is not a page (server.ts: setFileSecurityHeaders). */
export function fileHeaders(cacheControl: string): Headers {
  return { ...staticSecurityHeaders, ...subresourceSecurityHeaders, "Cache-Control": cacheControl };
}

/** Reads a build: its prerendered pages with their policies (as server.ts computes them). */
export function edgeInputs(buildDir: string): EdgeInputs {
  const clientDir = path.join(buildDir, "client");
  const hashes = loadCspHashes(buildDir);
  const pages: EdgePage[] = [];
  const pageDirs = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    const urlPath = pagePath(clientDir, file);
    pageDirs.add(urlPath.split("/")[1] ?? "");
    const policy = contentSecurityPolicy(hashes[urlPath] ?? hashInlineScripts(fs.readFileSync(file, "utf8")));
    pages.push({
      path: urlPath,
      file: "/" + path.relative(clientDir, file).split(path.sep).join("/"),
      headers: pageHeaders(policy),
      node: commentPages.has(urlPath),
    });
  }
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const publicEntries = fs
    .readdirSync(clientDir, { withFileTypes: true })
    .filter(
      (e) => e.name !== "assets" && !(e.isDirectory() && pageDirs.has(e.name)) && !/\.(html|br|gz)$/.test(e.name) && e.name !== "_headers",
    )
    .map((e) => (e.isDirectory() ? `/${e.name}/*` : `/${e.name}`))
    .sort();
  return { pages, assetHeaders: fileHeaders(CACHE_CONTROL.asset), fileHeaders: fileHeaders(CACHE_CONTROL.file), publicEntries };
}

/** An nginx string: double-quoted; a `$` would start a variable, so none may appear. */
function quoted(value: string): string {
  if (value.includes("$")) throw new Error(`a header value for nginx holds "$": ${value}`);
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** Precompressed copies: brotli needs Debian's libnginx-mod-http-brotli-static. */
const PRECOMPRESSED = ["gzip_static on;", "brotli_static on;", "gzip_vary on;"];

/** A location block; `body` lines are indented by two spaces, nested blocks by four. */
function block(head: string, body: string[]): string {
  return [`${head} {`, ...body.map((line) => `  ${line}`), "}"].join("\n");
}

/** Hands the request to Node (error_page to a named location keeps its method and body). */
const TO_NODE = ["return 418;", "error_page 418 = @node;"];

/** The inside of a `server {}` block (build/edge/nginx-site.conf). */
export function nginxSite({ pages, assetHeaders, fileHeaders }: EdgeInputs): string {
  const headers = (h: Headers) => Object.entries(h).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  const sections = [
    `# Generated by \`npm run build\` (scripts/lib/edge-config.ts) from server/security-headers.ts,
# build/csp-hashes.json and server/precompressed.ts: do not edit, rebuild. Include it inside a
# \`server {}\` block whose \`root\` is this build's client folder, with an \`upstream ${UPSTREAM}\`
# of the Node instances in the \`http {}\` context (README.md: "Running it for real").
# add_header is repeated in every location: a block that has one of its own inherits none, and
# proxied answers carry Node's own headers.

server_tokens off;
charset utf-8;
# Node answers bodies over its limit with its own page (413); nginx passes them on up to this.
client_max_body_size 1m;

# What must reach Node even on a page's own path: form posts, a form's ?sent= confirmation.
set $nexora_to_node "";
if ($request_method !~ "^(GET|HEAD)$") { set $nexora_to_node 1; }
if ($args ~ "(^|&)sent(=|&|$)") { set $nexora_to_node 1; }`,
    block("location @node", [
      `proxy_pass http://${UPSTREAM};`,
      "proxy_http_version 1.1;",
      'proxy_set_header Connection "";',
      "# The host and port the visitor addressed (a form's Origin has them) and the scheme;",
      "# TRUST_PROXY makes Node believe these from this proxy only.",
      "proxy_set_header Host $http_host;",
      "proxy_set_header X-Forwarded-Host $http_host;",
      "proxy_set_header X-Forwarded-Proto $scheme;",
      "# Replaced, not appended to: a visitor cannot put addresses of their choice in front.",
      "proxy_set_header X-Forwarded-For $remote_addr;",
      "proxy_set_header X-Request-Id $request_id;",
    ]),
    "# Built files with a hash in their names: a year.\n" +
      block("location ^~ /assets/", [
        ...PRECOMPRESSED,
        "try_files $uri @node;",
        ...headers(assetHeaders),
        "# The compressed copies are no files of their own (Node answers 404).",
        ...block("location ~ \\.(br|gz)$", TO_NODE).split("\n"),
      ]),
    "# Other public files (images, icons, sitemap, robots.txt): an hour.\n" +
      block("location /", [...PRECOMPRESSED, "try_files $uri @node;", ...headers(fileHeaders)]),
    "# index.html by name and the compressed copies: as Node answers them.\n" + block("location ~ \\.(html|br|gz)$", TO_NODE),
    "# The prerendered pages, each with the hashes of its own inline scripts. The article pages\n" +
      "# (/blog/blog-details…) are not here: Node adds their approved comments.",
    ...pages
      .filter((page) => !page.node)
      .map((page) =>
        block(`location = ${page.path}`, [
          "if ($nexora_to_node) { return 418; }",
          "error_page 418 = @node;",
          ...PRECOMPRESSED,
          `try_files ${page.file} @node;`,
          ...headers(page.headers),
        ]),
      ),
  ];
  return sections.join("\n\n") + "\n";
}

/** build/client/_headers (Netlify and Cloudflare Pages): one rule per path, none overlapping a header of another. */
export function headersFile({ pages, assetHeaders, fileHeaders, publicEntries }: EdgeInputs): string {
  const rule = (pattern: string, headers: Headers) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  // Both hosts join the values of a header that several matching rules set (two policies
  // would both apply), so each path gets each header from one rule only.
  return (
    [
      "# Generated by `npm run build` (scripts/lib/edge-config.ts): the headers server.ts sends.",
      "# Forms, /search, the article pages' comments and the 404 page need the Node server.",
      ...pages.map((page) => rule(page.path, page.headers)),
      rule("/assets/*", assetHeaders),
      ...publicEntries.map((entry) => rule(entry, fileHeaders)),
    ].join("\n") + "\n"
  );
}

/** The `upstream` and `server {}` blocks around the include: README's, and the edge test's. */
export interface ServerBlockOptions {
  /** The Node instances, "127.0.0.1:3001". */
  upstreams: string[];
  /** `listen` of the HTTPS server ("443", "127.0.0.1:8443"). */
  listen: string;
  /** `listen` of the plain-HTTP server that redirects to HTTPS; none when undefined. */
  listenHttp?: string;
  /** The HTTPS port visitors use, when not 443 (for the redirect). */
  httpsPort?: number;
  serverName: string;
  certificate: string;
  certificateKey: string;
  /** build/client of the deployed build. */
  root: string;
  /** build/edge/nginx-site.conf of the same build. */
  include: string;
}

/** README's example (edge-config.test.ts checks that the README shows exactly this). */
export const README_SERVER_BLOCK: ServerBlockOptions = {
  upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
  listen: "443",
  listenHttp: "80",
  serverName: "www.nexora.example",
  certificate: "/etc/ssl/nexora/fullchain.pem",
  certificateKey: "/etc/ssl/nexora/privkey.pem",
  root: "/srv/nexora/build/client",
  include: "/srv/nexora/build/edge/nginx-site.conf",
};

export function nginxServerBlock(o: ServerBlockOptions): string {
  const port = o.httpsPort && o.httpsPort !== 443 ? `:${o.httpsPort}` : "";
  return `upstream ${UPSTREAM} {
${o.upstreams.map((u) => `  server ${u};`).join("\n")}
  keepalive 16;
}

server {
  listen ${o.listen} ssl http2;
  server_name ${o.serverName};
  ssl_certificate ${o.certificate};
  ssl_certificate_key ${o.certificateKey};
  root ${o.root};
  include ${o.include};
}
${
  o.listenHttp
    ? `
server {
  listen ${o.listenHttp};
  server_name ${o.serverName};
  return 301 https://$host${port}$request_uri;
}
`
    : ""
}`;
}

/** Writes build/edge/nginx-site.conf and build/client/_headers; returns what it wrote. */
export function writeEdgeConfig(buildDir: string): { nginx: string; headers: string; pages: number; nodePages: number } {
  const inputs = edgeInputs(buildDir);
  const nginx = path.join(buildDir, "edge", "nginx-site.conf");
  const headers = path.join(buildDir, "client", "_headers");
  fs.mkdirSync(path.dirname(nginx), { recursive: true });
  fs.writeFileSync(nginx, nginxSite(inputs));
  fs.writeFileSync(headers, headersFile(inputs));
  const nodePages = inputs.pages.filter((p) => p.node).length;
  return { nginx, headers, pages: inputs.pages.length - nodePages, nodePages };
}
