// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Handler } from "./front";
import {
  acceptedEncodings,
  compressFile,
  compressFiles,
  failsIfMatch,
  loadPrerenderedPages,
  pageKey,
  precompressedAssets,
  prerenderedPages,
} from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
const source = "console.log('hello');".repeat(20);
fs.writeFileSync(path.join(dir, "app-1.js"), source);
fs.writeFileSync(path.join(dir, "app-1.js.br"), zlib.brotliCompressSync(source));
fs.writeFileSync(path.join(dir, "app-1.js.gz"), zlib.gzipSync(source));

let server: http.Server;
let origin: string;
/** A server that answers with `handler`, and 404 for what it leaves. */
async function serve(handler: Handler): Promise<{ server: http.Server; origin: string }> {
  const server = http.createServer((req, res) => {
    if (!handler(req, res)) res.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  ({ server, origin } = await serve(precompressedAssets("/assets/", dir, (res) => res.setHeader("X-File-Policy", "short"))));
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, headers: Record<string, string>, method = "GET", base = origin) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + pathname, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressedAssets", () => {
  it("answers with the brotli copy, cached for a year, with the file headers", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await get("/assets/app-1.js", { "accept-encoding": "gzip, deflate, br" });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-file-policy"]).toBe("short");
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(source);
    }
  });

  it("falls back to gzip, and sends no body to HEAD", async () => {
    const gz = await get("/assets/app-1.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(source);
    const head = await get("/assets/app-1.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it("leaves a request with a precondition to the next handler, which has the file's ETag to judge it", async () => {
    expect((await get("/assets/app-1.js", { "accept-encoding": "br", "if-match": '"nope"' })).status).toBe(404);
    expect(
      (await get("/assets/app-1.js", { "accept-encoding": "br", "if-unmodified-since": "Mon, 01 Jan 2001 00:00:00 GMT" })).status,
    ).toBe(404);
  });

  it("passes unknown names and paths outside the folder on, and does not remember misses", async () => {
    expect((await get("/assets/nope-2.js", { "accept-encoding": "br" })).status).toBe(404);
    expect((await get("/assets/..%2F..%2Fetc%2Fpasswd.js", { "accept-encoding": "br" })).status).toBe(404);
    // A file that appears later (a miss was not kept as "missing").
    fs.writeFileSync(path.join(dir, "nope-2.js.br"), zlib.brotliCompressSync("late"));
    const late = await get("/assets/nope-2.js", { "accept-encoding": "br" });
    expect(late.status).toBe(200);
    expect(zlib.brotliDecompressSync(late.body).toString()).toBe("late");
  });
});

describe("failsIfMatch", () => {
  it("fails only when If-Match is sent and names neither this tag (strongly) nor *", () => {
    expect(failsIfMatch(undefined, '"a"')).toBe(false);
    expect(failsIfMatch('"a"', '"a"')).toBe(false);
    expect(failsIfMatch(' "b" , "a" ', '"a"')).toBe(false);
    expect(failsIfMatch("*", '"a"')).toBe(false);
    expect(failsIfMatch('W/"a"', '"a"')).toBe(true);
    expect(failsIfMatch('"b"', '"a"')).toBe(true);
    expect(failsIfMatch("", '"a"')).toBe(true);
  });
});

describe("acceptedEncodings", () => {
  it("lists ours in our order, honouring q=0 and *", () => {
    expect(acceptedEncodings("gzip, deflate, br")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("br;q=0, gzip;q=0.5")).toEqual(["gzip"]);
    expect(acceptedEncodings("identity")).toEqual([]);
    expect(acceptedEncodings("*")).toEqual(["br", "gzip"]);
    expect(acceptedEncodings("*;q=0, gzip")).toEqual(["gzip"]);
    expect(acceptedEncodings("GZIP ; Q=1")).toEqual(["gzip"]);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });
});

describe("pageKey", () => {
  it("decodes and normalises, and refuses what cannot name a page", () => {
    expect(pageKey("/")).toBe("/");
    expect(pageKey("/blog/blog-details")).toBe("/blog/blog-details");
    expect(pageKey("/%61bout")).toBe("/about");
    expect(pageKey("/x/../about")).toBe("/about");
    expect(pageKey("/%E0%A4%A")).toBeUndefined();
    expect(pageKey("/about%00")).toBeUndefined();
  });
});

describe("prerenderedPages", () => {
  const client = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
  const about = `<!doctype html><title>About</title><script>1</script>${"<p>About us.</p>".repeat(50)}`;
  fs.mkdirSync(path.join(client, "about"));
  fs.writeFileSync(path.join(client, "index.html"), "<!doctype html><title>Home</title>");
  fs.writeFileSync(path.join(client, "about/index.html"), about);
  // The build's copies; the home page has none (a build without the postbuild step).
  compressFile(path.join(client, "about/index.html"));
  fs.writeFileSync(path.join(client, "secret.txt"), "not a page");

  let pageServer: http.Server;
  let pageOrigin: string;
  const policies: string[] = [];
  beforeAll(async () => {
    const pages = loadPrerenderedPages(client, (urlPath, html) => {
      policies.push(urlPath);
      return `script-src 'self' ${html.includes("<script>1</script>") ? "'sha256-one'" : ""}`.trim();
    });
    ({ server: pageServer, origin: pageOrigin } = await serve(prerenderedPages(pages, (req) => req.url!.includes("sent="))));
  });
  afterAll(() => {
    pageServer.close();
    fs.rmSync(client, { recursive: true, force: true });
  });
  const page = (pathname: string, headers: Record<string, string> = {}, method = "GET") => get(pathname, headers, method, pageOrigin);

  it("sends the build's brotli or gzip copy, or the page itself, with the page's headers", async () => {
    const br = await page("/about", { "accept-encoding": "gzip, br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.equals(fs.readFileSync(path.join(client, "about/index.html.br")))).toBe(true);
    const gz = await page("/about", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(about);
    const plain = await page("/about", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(about);
    for (const res of [br, gz, plain]) {
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers.vary).toBe("Accept-Encoding");
      expect(res.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-one'");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
    }
    // One strong ETag per encoding.
    const tags = [br, gz, plain].map((r) => r.headers.etag);
    expect(tags.every((t) => /^"[\w-]+"$/.test(t ?? ""))).toBe(true);
    expect(new Set(tags).size).toBe(3);
    // Pages are read once, when the server starts.
    expect(policies.sort()).toEqual(["/", "/about"]);
  });

  it("compresses a page the build left without copies", async () => {
    const res = await page("/", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe("<!doctype html><title>Home</title>");
  });

  it("answers 304 to If-None-Match with the ETag of the same encoding, and 200 otherwise", async () => {
    const gz = await page("/about", { "accept-encoding": "gzip" });
    const etag = gz.headers.etag!;
    const notModified = await page("/about", { "accept-encoding": "gzip", "if-none-match": `"other", ${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers["cache-control"]).toBe("no-cache");
    expect(notModified.headers["content-security-policy"]).toBe("script-src 'self' 'sha256-one'");
    expect((await page("/about", { "accept-encoding": "gzip", "if-none-match": `W/${etag}` })).status).toBe(304);
    // The gzip copy's tag does not validate the brotli copy.
    const br = await page("/about", { "accept-encoding": "br", "if-none-match": etag });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect((await page("/about", { "accept-encoding": "gzip", "if-none-match": '"stale"' })).status).toBe(200);
  });

  it("answers 412 to If-Match without this encoding's ETag (or *), and 200 with it", async () => {
    const gz = await page("/about", { "accept-encoding": "gzip" });
    const etag = gz.headers.etag!;
    expect((await page("/about", { "accept-encoding": "gzip", "if-match": etag })).status).toBe(200);
    expect((await page("/about", { "accept-encoding": "gzip", "if-match": `"x", ${etag}` })).status).toBe(200);
    expect((await page("/about", { "accept-encoding": "gzip", "if-match": "*" })).status).toBe(200);
    for (const ifMatch of ['"nope"', `W/${etag}`, "garbage"]) {
      const failed = await page("/about", { "accept-encoding": "gzip", "if-match": ifMatch });
      expect([ifMatch, failed.status]).toEqual([ifMatch, 412]);
      expect(failed.headers["content-type"]).toMatch(/^text\/html/);
      expect(failed.body.toString()).toContain("412 Precondition Failed");
      expect(failed.headers.etag).toBe(etag);
    }
    // The brotli copy's tag is another entity's.
    expect((await page("/about", { "accept-encoding": "br", "if-match": etag })).status).toBe(412);
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await page("/about", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(fs.statSync(path.join(client, "about/index.html.br")).size);
    expect(head.body.length).toBe(0);
  });

  it("serves exact paths only and leaves everything else to the next handler", async () => {
    for (const pathname of [
      "/about/",
      "/About",
      "/about/index.html",
      "/nope",
      "/secret.txt",
      "/..%2F..%2Fetc%2Fpasswd",
      "/about?sent=contact",
    ]) {
      const res = await page(pathname, { "accept-encoding": "br" });
      expect([pathname, res.status]).toEqual([pathname, 404]);
    }
    expect((await page("/about", {}, "POST")).status).toBe(404);
    // Escapes and dot segments name the same page, as they name the same file.
    expect((await page("/%61bout", {})).body.toString()).toBe(about);
    expect((await page("/about?utm_source=mail", {})).status).toBe(200);
  });
});

describe("compressFiles", () => {
  it("writes the brotli and gzip copy of every file, whatever the number running at once", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "compress-"));
    const files = Array.from({ length: 7 }, (_, i) => {
      const file = path.join(folder, `f${i}.js`);
      fs.writeFileSync(file, `const n${i} = ${i};\n`.repeat(50 + i));
      return file;
    });
    await compressFiles(files, 3);
    for (const file of files) {
      const body = fs.readFileSync(file);
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).equals(body)).toBe(true);
      expect(fs.readFileSync(`${file}.br`).length).toBeLessThan(body.length);
    }
    await compressFiles([], 2);
  });
});
