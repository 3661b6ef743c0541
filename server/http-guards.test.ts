// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, formRequestGuards, wantsJson } from "./http-guards";

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

function send(method: string, headers: Record<string, string | number> = {}, body = "kind=contact", path = "/contact") {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path, headers: { "content-type": "application/x-www-form-urlencoded", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text, headers: res.headers }));
      },
    );
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

  it("gives the desk's content forms and image uploads their own larger limits, and no other path", async () => {
    // A whole page's Arabic copy, percent-encoded: far over a visitor's form.
    const page = await send("POST", {}, "a".repeat(600 * 1024), "/desk/content/edit/legal/ar/privacy-policy");
    expect(JSON.parse(page.body)).toEqual({ method: "POST", size: 600 * 1024 });
    expect((await send("POST", {}, "a".repeat(1024 * 1024 + 1), "/desk/content/edit/legal/ar/privacy-policy")).status).toBe(413);
    const upload = await send("POST", {}, "a".repeat(3 * 1024 * 1024), "/desk/content/media");
    expect(JSON.parse(upload.body)).toEqual({ method: "POST", size: 3 * 1024 * 1024 });
    for (const path of ["/contact", "/desk/leads", "/desk/content/1/rollback"])
      expect((await send("POST", {}, "a".repeat(BODY_LIMIT_BYTES + 1), path)).status, path).toBe(413);
  });
});

describe("answers to the forms' JSON endpoint and JSON clients", () => {
  it("are JSON at /forms/submit, whatever Accept says: 403 and 413", async () => {
    const cross = await send("POST", { origin: "https://evil.example" }, "kind=contact", "/forms/submit?page=%2Fcontact");
    expect(cross.status).toBe(403);
    expect(cross.headers["content-type"]).toMatch(/^application\/json/);
    expect(cross.headers["cache-control"]).toBe("no-store");
    expect(JSON.parse(cross.body)).toEqual({ ok: false, error: "Forbidden" });
    const big = await send("POST", { accept: "text/html" }, "a".repeat(BODY_LIMIT_BYTES + 1), "/Forms/Submit/?page=%2Fcontact");
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ ok: false, error: "Payload Too Large" });
  });

  it("are JSON elsewhere when the client asked for JSON, a page otherwise", async () => {
    const json = await send("POST", { accept: "application/json" }, "a".repeat(BODY_LIMIT_BYTES + 1));
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body)).toEqual({ ok: false, error: "Payload Too Large" });
    const browser = await send("POST", {
      accept: "text/html,application/xhtml+xml,application/json;q=0.9",
      origin: "https://evil.example",
    });
    expect(browser.status).toBe(403);
    expect(browser.body).toContain("<h1>403 Forbidden</h1>");
  });

  it("wantsJson reads the path and Accept", () => {
    const req = (url: string, accept?: string) => ({ url, headers: accept ? { accept } : {} }) as http.IncomingMessage;
    expect(wantsJson(req("/forms/submit?page=/contact"))).toBe(true);
    expect(wantsJson(req("/FORMS/SUBMIT/"))).toBe(true);
    expect(wantsJson(req("/contact", "application/json"))).toBe(true);
    expect(wantsJson(req("/contact", "*/*"))).toBe(false);
    expect(wantsJson(req("/contact", "text/html, application/json"))).toBe(false);
    expect(wantsJson(req("/forms/submitted"))).toBe(false);
  });
});
