// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, formRequestGuards } from "./http-guards";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(formRequestGuards());
  app.all("/{*splat}", (req, res) => {
    let size = 0;
    req.on("data", (c: Buffer) => (size += c.length));
    req.on("end", () => res.json({ method: req.method, size }));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, headers: Record<string, string | number> = {}, body = "kind=contact") {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("cross-site posts", () => {
  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["the same host on another port", { origin: "http://127.0.0.1:1" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["an unparsable Origin", { origin: "::::" }],
  ])("are refused with a readable 403 (%s)", async (_, headers) => {
    const res = await send("POST", headers);
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("<h1>403 Forbidden</h1>");
  });

  it.each([
    ["its own Origin", () => ({ origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin" })],
    ["no Origin (not a browser)", () => ({})],
  ])("are allowed with %s", async (_, headers) => {
    expect((await send("POST", headers())).status).toBe(200);
  });

  it("do not concern reading requests", async () => {
    expect((await send("GET", { origin: "https://evil.example" }, "")).status).toBe(200);
  });
});

describe("body size", () => {
  it("refuses a declared body over 32 KB with a readable 413", async () => {
    const res = await send("POST", {}, "a".repeat(BODY_LIMIT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body).toContain("<h1>413 Payload Too Large</h1>");
  });

  it("lets a body of exactly the limit through", async () => {
    const res = await send("POST", {}, "a".repeat(BODY_LIMIT_BYTES));
    expect(JSON.parse(res.body)).toEqual({ method: "POST", size: BODY_LIMIT_BYTES });
  });
});
