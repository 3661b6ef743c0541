// @vitest-environment node
import express from "express";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
const source = "console.log('hello');".repeat(20);
fs.writeFileSync(path.join(dir, "app-1.js"), source);
fs.writeFileSync(path.join(dir, "app-1.js.br"), zlib.brotliCompressSync(source));
fs.writeFileSync(path.join(dir, "app-1.js.gz"), zlib.gzipSync(source));

let server: http.Server;
let origin: string;
beforeAll(async () => {
  const app = express();
  app.use("/assets", precompressedAssets(dir, (res) => res.setHeader("X-File-Policy", "short")));
  app.use((_req, res) => res.status(404).send("not here"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide the encoding). */
function get(pathname: string, headers: Record<string, string>, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(origin + pathname, { method, headers }, (res) => {
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
