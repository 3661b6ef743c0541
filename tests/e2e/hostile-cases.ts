/**
 * Requests an attacker or a broken client sends, each as raw bytes, with the answer the
 * production server must give: its status, what kind of body (an HTML page, JSON, nothing)
 * and, for 405, the Allow header. Used by tests/e2e/hostile.spec.ts and by
 * scripts/hostile-table.ts (the before/after table).
 */
import fs from "node:fs";
import path from "node:path";
import type { BodyKind, RawResponse } from "./raw-http";

export interface HostileCase {
  /** How the table and the test name it. */
  name: string;
  /** The request's bytes; `host` is the server's host:port. */
  request(host: string): string | Buffer;
  /** A HEAD request: the answer has no body. */
  head?: boolean;
  status: number;
  kind: BodyKind;
  /** The Allow header a 405 (or an OPTIONS answer) must carry. */
  allow?: string;
  /** Anything else the answer must satisfy (throws if not). */
  check?(res: RawResponse): void;
  /** The e-mail address of a lead in the body: it must not be stored. */
  email?: string;
}

const CRLF = "\r\n";

/** A request line, headers (Host first unless given as null) and an optional body, ending the connection after the answer. */
export function message(requestLine: string, host: string | null, headers: [string, string][] = [], body = ""): string {
  const lines = [requestLine];
  if (host !== null) lines.push(`Host: ${host}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  if (!headers.some(([name]) => name.toLowerCase() === "connection")) lines.push("Connection: close");
  return lines.join(CRLF) + CRLF + CRLF + body;
}

const get =
  (target: string, headers: [string, string][] = []) =>
  (host: string) =>
    message(`GET ${target} HTTP/1.1`, host, headers);

/** A contact lead as the form sends it without JavaScript from a prerendered page (stored if accepted). */
export function contactFields(email: string): string {
  return new URLSearchParams({
    kind: "contact",
    formId: "contact-form",
    fax_number: "",
    firstName: "Eve",
    lastName: "Hostile",
    email,
    phone: "+44 20 7946 0958",
    subject: "Hello",
    message: "A message sent in a malformed request.",
  }).toString();
}

let emails = 0;
/** An address no other case or run uses. */
export function uniqueEmail(tag: string): string {
  return `hostile.${tag}.${process.pid}.${Date.now()}.${++emails}@example.com`;
}

function post(target: string, host: string, headers: [string, string][], body: string): string {
  return message(`POST ${target} HTTP/1.1`, host, [["Origin", `http://${host}`], ...headers], body);
}

function expectHeader(res: RawResponse, name: string, pattern: RegExp) {
  if (!pattern.test(res.headers[name] ?? "")) throw new Error(`${name}: ${JSON.stringify(res.headers[name])} does not match ${pattern}`);
}

function expectNoText(res: RawResponse, text: string | RegExp) {
  const body = res.body.toString("utf8");
  if (typeof text === "string" ? body.includes(text) : text.test(body)) throw new Error(`the body contains ${text}`);
}

/** A fingerprinted script of the build and its size, for the Range and precompressed-copy cases. */
export function builtAsset(buildDir = process.env.BUILD_DIR ?? "build"): { url: string; size: number } {
  const dir = path.join(buildDir, "client", "assets");
  const name = fs.readdirSync(dir).find((f) => f.endsWith(".js"));
  if (!name) throw new Error(`no script in ${dir}: build the site first`);
  return { url: `/assets/${name}`, size: fs.statSync(path.join(dir, name)).size };
}

export function hostileCases(buildDir?: string): HostileCase[] {
  const asset = builtAsset(buildDir);
  const faviconSize = fs.statSync(path.join(buildDir ?? process.env.BUILD_DIR ?? "build", "client", "favicon.svg")).size;
  const multipartEmail = uniqueEmail("multipart");
  const jsonEmail = uniqueEmail("json");
  const smuggledEmail = uniqueEmail("smuggled");
  const twiceEmail = uniqueEmail("twice");
  const chunkEmail = uniqueEmail("chunk");
  const bigEmail = uniqueEmail("big");
  const crossEmail = uniqueEmail("cross");
  const bigBody = (email: string) => contactFields(email) + "&pad=" + "x".repeat(40 * 1024);
  // The site's page for a request it cannot read: one heading, the error's, in the site's words.
  const unreadablePage = (res: RawResponse) => {
    expectNoText(res, "Unexpected Application Error");
    const headings = res.body.toString("utf8").match(/<h1[^>]*>[^<]*<\/h1>/g) ?? [];
    if (headings.length !== 1 || !headings[0].includes("We could not read your request"))
      throw new Error(`headings: ${headings.join(" | ")}`);
    if (!res.body.toString("utf8").includes("400 Bad Request")) throw new Error("no 400 Bad Request on the page");
  };

  return [
    // Methods we do not serve.
    { name: "TRACE /", request: (h) => message("TRACE / HTTP/1.1", h), status: 405, kind: "html", allow: "GET, HEAD" },
    { name: "TRACE /contact", request: (h) => message("TRACE /contact HTTP/1.1", h), status: 405, kind: "html", allow: "GET, HEAD, POST" },
    {
      name: "PROPFIND /",
      request: (h) => message("PROPFIND / HTTP/1.1", h, [["Depth", "1"]]),
      status: 405,
      kind: "html",
      allow: "GET, HEAD",
    },
    {
      name: "PUT /about",
      request: (h) => message("PUT /about HTTP/1.1", h, [["Content-Length", "0"]]),
      status: 405,
      kind: "html",
      allow: "GET, HEAD",
    },
    {
      name: "DELETE /contact",
      request: (h) => message("DELETE /contact HTTP/1.1", h),
      status: 405,
      kind: "html",
      allow: "GET, HEAD, POST",
    },
    {
      name: "PATCH /forms/submit",
      request: (h) => message("PATCH /forms/submit?page=/contact HTTP/1.1", h, [["Content-Length", "0"]]),
      status: 405,
      kind: "json",
      allow: "POST",
    },
    {
      name: "POST /about (no form there)",
      request: (h) =>
        post(
          "/about",
          h,
          [
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", "3"],
          ],
          "a=b",
        ),
      status: 405,
      kind: "html",
      allow: "GET, HEAD",
    },
    {
      name: "CONNECT example.com:443",
      request: () => message("CONNECT example.com:443 HTTP/1.1", "example.com:443"),
      status: 405,
      kind: "html",
      allow: "GET, HEAD, POST",
    },
    { name: "OPTIONS *", request: (h) => message("OPTIONS * HTTP/1.1", h), status: 204, kind: "empty", allow: "GET, HEAD, POST" },
    {
      name: "OPTIONS /contact",
      request: (h) => message("OPTIONS /contact HTTP/1.1", h),
      status: 204,
      kind: "empty",
      allow: "GET, HEAD, POST",
    },
    { name: "unknown method BREW /", request: (h) => message("BREW / HTTP/1.1", h), status: 400, kind: "html" },
    { name: "GET * (asterisk target)", request: (h) => message("GET * HTTP/1.1", h), status: 400, kind: "html" },

    // Targets.
    { name: "GET /%ff", request: get("/%ff"), status: 400, kind: "html" },
    { name: "GET /about%ff", request: get("/about%ff"), status: 400, kind: "html" },
    { name: "GET /%00", request: get("/%00"), status: 400, kind: "html" },
    { name: "GET /contact%00.html", request: get("/contact%00.html"), status: 400, kind: "html" },
    {
      name: "GET /..%2f..%2fetc/passwd",
      request: get("/..%2f..%2fetc/passwd"),
      status: 404,
      kind: "html",
      check: (r) => expectNoText(r, "root:"),
    },
    {
      name: "GET /../../etc/passwd (raw)",
      request: get("/../../etc/passwd"),
      status: 404,
      kind: "html",
      check: (r) => expectNoText(r, "root:"),
    },
    {
      name: "GET /%2e%2e/%2e%2e/etc/passwd",
      request: get("/%2e%2e/%2e%2e/etc/passwd"),
      status: 404,
      kind: "html",
      check: (r) => expectNoText(r, "root:"),
    },
    { name: "GET /assets/..%2f..%2fserver%2findex.js", request: get("/assets/..%2f..%2fserver%2findex.js"), status: 404, kind: "html" },
    { name: "GET /.env", request: get("/.env"), status: 404, kind: "html" },
    { name: "GET /\\evil.example (backslash)", request: get("/\\evil.example"), status: 404, kind: "html" },
    { name: "GET //evil.example/", request: get("//evil.example/"), status: 404, kind: "html" },
    {
      name: "GET http://example.com/ (absolute form)",
      request: () => message("GET http://example.com/ HTTP/1.1", "example.com"),
      status: 200,
      kind: "html",
    },
    {
      name: "GET http://example.com/ABOUT (absolute form)",
      request: (h) => message("GET http://example.com/ABOUT HTTP/1.1", h),
      status: 200,
      kind: "html",
    },
    {
      name: "GET ftp://example.com/ (absolute form, other scheme)",
      request: (h) => message("GET ftp://example.com/ HTTP/1.1", h),
      status: 400,
      kind: "html",
    },
    { name: "GET /search?q=%ff%fe", request: get("/search?q=%ff%fe"), status: 200, kind: "html" },
    { name: "GET 8 KB path", request: get("/" + "a".repeat(8 * 1024)), status: 404, kind: "html" },
    { name: "GET 20 KB path (over the header limit)", request: get("/" + "a".repeat(20 * 1024)), status: 431, kind: "html" },

    // Host.
    { name: "HTTP/1.0 without Host: GET /", request: () => "GET / HTTP/1.0\r\n\r\n", status: 200, kind: "html" },
    { name: "HTTP/1.0 without Host: GET /ABOUT", request: () => "GET /ABOUT HTTP/1.0\r\n\r\n", status: 200, kind: "html" },
    // Node answers this one itself, before the request reaches the server's code.
    { name: "HTTP/1.1 without Host", request: () => "GET /ABOUT HTTP/1.1\r\nConnection: close\r\n\r\n", status: 400, kind: "empty" },
    {
      name: "Host: evil.example (spoofed)",
      request: () => message("GET /ABOUT HTTP/1.1", "evil.example"),
      status: 200,
      kind: "html",
      check: (r) => expectNoText(r, "evil.example"),
    },
    { name: "Host: (empty)", request: () => message("GET /ABOUT HTTP/1.1", ""), status: 400, kind: "html" },
    { name: "Host: a b (invalid)", request: () => message("GET /ABOUT HTTP/1.1", "a b"), status: 400, kind: "html" },
    { name: "Host: [::1 (invalid)", request: () => message("GET /ABOUT HTTP/1.1", "[::1"), status: 400, kind: "html" },
    { name: "Host: example.com:99999", request: () => message("GET /ABOUT HTTP/1.1", "example.com:99999"), status: 400, kind: "html" },
    { name: "X-Forwarded-Host: evil/x", request: get("/ABOUT", [["X-Forwarded-Host", "evil/x"]]), status: 200, kind: "html" },

    // Headers and framing.
    { name: "a 20 KB header", request: get("/", [["X-Big", "b".repeat(20 * 1024)]]), status: 431, kind: "html" },
    {
      name: "duplicate Content-Length",
      request: (h) =>
        message(
          "POST /contact HTTP/1.1",
          h,
          [
            ["Content-Length", "3"],
            ["Content-Length", "4"],
          ],
          "a=bc",
        ),
      status: 400,
      kind: "html",
    },
    {
      name: "Content-Length with Transfer-Encoding",
      request: (h) =>
        post(
          "/contact",
          h,
          [
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", "4"],
            ["Transfer-Encoding", "chunked"],
          ],
          `0\r\n\r\n${contactFields(smuggledEmail)}`,
        ),
      status: 400,
      kind: "html",
      email: smuggledEmail,
    },
    {
      name: "Transfer-Encoding: gzip",
      request: (h) => message("POST /contact HTTP/1.1", h, [["Transfer-Encoding", "gzip"]], "abc"),
      status: 400,
      kind: "html",
    },
    {
      name: "Transfer-Encoding: chunked, chunked",
      request: (h) => post("/contact", h, [["Transfer-Encoding", "chunked, chunked"]], "0\r\n\r\n"),
      status: 400,
      kind: "html",
    },
    {
      name: "a broken chunk",
      request: (h) =>
        post(
          "/contact",
          h,
          [
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Transfer-Encoding", "chunked"],
          ],
          `zz\r\n${contactFields(chunkEmail)}\r\n0\r\n\r\n`,
        ),
      status: 400,
      kind: "html",
      email: chunkEmail,
    },
    {
      name: "Content-Length: abc",
      request: (h) => message("POST /contact HTTP/1.1", h, [["Content-Length", "abc"]]),
      status: 400,
      kind: "html",
    },
    {
      name: "a header line without a colon",
      request: (h) => message("GET / HTTP/1.1", h, [["X-No-Colon", ""]]).replace("X-No-Colon: ", "X-No-Colon"),
      status: 400,
      kind: "html",
    },
    { name: "HTTP/2.0 in the request line", request: (h) => message("GET / HTTP/2.0", h), status: 200, kind: "html" },
    {
      name: "Expect: chocolate",
      request: (h) =>
        message("POST /contact HTTP/1.1", h, [
          ["Expect", "chocolate"],
          ["Content-Length", "0"],
        ]),
      status: 417,
      kind: "empty",
    },
    {
      name: "Upgrade: websocket on /",
      request: get("/", [
        ["Upgrade", "websocket"],
        ["Connection", "Upgrade, close"],
        ["Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="],
        ["Sec-WebSocket-Version", "13"],
      ]),
      status: 200,
      kind: "html",
    },

    // Conditional and range requests.
    { name: 'If-Match: "nope" on a file', request: get("/favicon.svg", [["If-Match", '"nope"']]), status: 412, kind: "html" },
    { name: 'If-Match: "nope" on a page', request: get("/about", [["If-Match", '"nope"']]), status: 412, kind: "html" },
    {
      name: 'If-Match: "nope" on a script',
      request: get(asset.url, [
        ["If-Match", '"nope"'],
        ["Accept-Encoding", "br"],
      ]),
      status: 412,
      kind: "html",
    },
    { name: "If-Match: * on a page", request: get("/about", [["If-Match", "*"]]), status: 200, kind: "html" },
    {
      name: "If-None-Match: garbage on a page",
      request: get("/about", [["If-None-Match", 'garbage,,"unclosed']]),
      status: 200,
      kind: "html",
    },
    {
      name: "If-None-Match: garbage on a file",
      request: get("/favicon.svg", [["If-None-Match", 'garbage,,"unclosed']]),
      status: 200,
      kind: "other",
    },
    {
      name: "If-Modified-Since: garbage on a file",
      request: get("/favicon.svg", [["If-Modified-Since", "yesterday-ish"]]),
      status: 200,
      kind: "other",
    },
    {
      name: "Range: bytes=99999999- on a file",
      request: get("/favicon.svg", [["Range", "bytes=99999999-"]]),
      status: 416,
      kind: "html",
      check: (r) => expectHeader(r, "content-range", new RegExp(`^bytes \\*/${faviconSize}$`)),
    },
    {
      name: "Range: bytes=99999999- on a script (no encoding)",
      request: get(asset.url, [["Range", "bytes=99999999-"]]),
      status: 416,
      kind: "html",
      check: (r) => expectHeader(r, "content-range", new RegExp(`^bytes \\*/${asset.size}$`)),
    },
    {
      name: "Range: bytes=0-9 on a file",
      request: get("/favicon.svg", [["Range", "bytes=0-9"]]),
      status: 206,
      kind: "other",
      check: (r) => expectHeader(r, "content-range", /^bytes 0-9\//),
    },
    { name: "Range: two ranges on a file", request: get("/favicon.svg", [["Range", "bytes=0-9,20-29"]]), status: 200, kind: "other" },
    { name: "Range: bytes=abc on a file", request: get("/favicon.svg", [["Range", "bytes=abc"]]), status: 200, kind: "other" },
    { name: "Range: bytes=0-9 on a page", request: get("/about", [["Range", "bytes=0-9"]]), status: 200, kind: "html" },
    { name: "Range: bytes=99999999- on a page", request: get("/ABOUT", [["Range", "bytes=99999999-"]]), status: 200, kind: "html" },

    // The build's private files.
    { name: "GET /index.html.br", request: get("/index.html.br"), status: 404, kind: "html" },
    { name: "GET /about/index.html.gz", request: get("/about/index.html.gz"), status: 404, kind: "html" },
    { name: "GET /about.html.gz", request: get("/about.html.gz"), status: 404, kind: "html" },
    { name: "GET <script>.br", request: get(`${asset.url}.br`), status: 404, kind: "html" },
    { name: "GET <script>.gz", request: get(`${asset.url}.gz`, [["Accept-Encoding", "gzip"]]), status: 404, kind: "html" },

    // Form posts.
    {
      name: "POST /contact, multipart with a broken boundary",
      request: (h) =>
        post(
          "/contact",
          h,
          [
            ["Content-Type", "multipart/form-data; boundary=zzz"],
            ["Content-Length", String(contactFields(multipartEmail).length)],
          ],
          contactFields(multipartEmail),
        ),
      status: 400,
      kind: "html",
      check: unreadablePage,
      email: multipartEmail,
    },
    {
      name: "POST /contact, a JSON body",
      request: (h) => {
        const body = JSON.stringify({ kind: "contact", email: jsonEmail });
        return post(
          "/contact",
          h,
          [
            ["Content-Type", "application/json"],
            ["Content-Length", String(body.length)],
          ],
          body,
        );
      },
      status: 400,
      kind: "html",
      check: unreadablePage,
      email: jsonEmail,
    },
    {
      name: "POST /forms/submit, over 32 KB",
      request: (h) => {
        const body = bigBody(bigEmail);
        return post(
          "/forms/submit?page=/contact",
          h,
          [
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", String(body.length)],
          ],
          body,
        );
      },
      status: 413,
      kind: "json",
      email: bigEmail,
    },
    {
      name: "POST /forms/submit, cross-site",
      request: (h) => {
        const body = contactFields(crossEmail);
        return message(
          "POST /forms/submit?page=/contact HTTP/1.1",
          h,
          [
            ["Origin", "https://evil.example"],
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", String(body.length)],
          ],
          body,
        );
      },
      status: 403,
      kind: "json",
      email: crossEmail,
    },
    {
      name: "POST /contact, over 32 KB, Accept: JSON",
      request: (h) => {
        const body = bigBody(twiceEmail);
        return post(
          "/contact",
          h,
          [
            ["Accept", "application/json"],
            ["Content-Type", "application/x-www-form-urlencoded"],
            ["Content-Length", String(body.length)],
          ],
          body,
        );
      },
      status: 413,
      kind: "json",
      email: twiceEmail,
    },

    // HEAD on everything: the status GET would get, no body.
    ...(
      [
        ["/", 200],
        ["/ABOUT", 200],
        ["/no-such-page", 404],
        ["/search?q=seo", 200],
        ["/healthz", 200],
        ["/favicon.svg", 200],
        [asset.url, 200],
        ["/forms/submit", 405],
        ["/%ff", 400],
        ["/index.html.br", 404],
      ] as const
    ).map(([target, status]): HostileCase => ({
      name: `HEAD ${target === asset.url ? "<script>" : target}`,
      request: (h) => message(`HEAD ${target} HTTP/1.1`, h),
      head: true,
      status,
      kind: "empty",
    })),
  ];
}
