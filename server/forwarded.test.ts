// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { formRequestGuards } from "./http-guards";
import { oneHost, schemeMismatch } from "./forwarded";
import type { TrustProxy } from "./config";

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))));

/** An app as server.ts orders it; the last handler shows what React Router's adapter reads. */
async function start(trustProxy: TrustProxy, warnings: unknown[] = []) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use((req, _res, next) => {
    req.log = { warn: (fields: object, msg: string) => void warnings.push({ ...fields, msg }) } as unknown as typeof req.log;
    next();
  });
  app.use(oneHost);
  app.use(formRequestGuards());
  app.use(schemeMismatch());
  app.all("/{*splat}", (req, res) => {
    res.json({ host: req.get("host"), forwardedHost: req.get("x-forwarded-host") ?? null, hostname: req.hostname, protocol: req.protocol });
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: number, method: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: "/contact", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on("error", reject);
    req.end(method === "GET" ? undefined : "kind=contact");
  });
}

describe("oneHost", () => {
  it("takes a trusted proxy's X-Forwarded-Host (its port, or none) as the Host", async () => {
    const port = await start(["loopback"]);
    const res = JSON.parse((await send(port, "GET", { "x-forwarded-host": "www.nexora.example", "x-forwarded-proto": "https" })).body);
    expect(res).toEqual({ host: "www.nexora.example", forwardedHost: null, hostname: "www.nexora.example", protocol: "https" });
    const withPort = JSON.parse((await send(port, "GET", { "x-forwarded-host": "localhost:8443, 10.0.0.1" })).body);
    expect(withPort).toMatchObject({ host: "localhost:8443", forwardedHost: null, hostname: "localhost" });
  });

  it("drops X-Forwarded-Host from a client it does not trust, keeping its Host", async () => {
    const port = await start(["10.0.0.0/8"]);
    const res = JSON.parse((await send(port, "GET", { "x-forwarded-host": "evil.example:1234", "x-forwarded-proto": "https" })).body);
    expect(res).toEqual({ host: `127.0.0.1:${port}`, forwardedHost: null, hostname: "127.0.0.1", protocol: "http" });
  });

  it("leaves requests without X-Forwarded-Host alone", async () => {
    const port = await start(false);
    expect(JSON.parse((await send(port, "GET", {})).body)).toMatchObject({ host: `127.0.0.1:${port}`, protocol: "http" });
  });
});

describe("schemeMismatch", () => {
  it("answers a same-host post from an https page that arrived as http with a readable 400, and warns once a minute", async () => {
    const warnings: unknown[] = [];
    const port = await start(false, warnings);
    for (let i = 0; i < 3; i++) {
      const res = await send(port, "POST", { origin: `https://127.0.0.1:${port}` });
      expect(res.status).toBe(400);
      expect(res.body).toContain("<h1>400 Not Sent</h1>");
      expect(res.body).toContain("hello@nexora.example");
    }
    expect(warnings).toEqual([
      expect.objectContaining({ origin: "https://", seen: "http://", msg: expect.stringContaining("X-Forwarded-Proto") }),
    ]);
  });

  it("lets through a post whose scheme matches, directly or through a trusted proxy", async () => {
    const direct = await start(false);
    expect((await send(direct, "POST", { origin: `http://127.0.0.1:${direct}` })).status).toBe(200);
    const proxied = await start(["loopback"]);
    expect(
      (
        await send(proxied, "POST", {
          origin: "https://www.nexora.example",
          "x-forwarded-host": "www.nexora.example",
          "x-forwarded-proto": "https",
        })
      ).status,
    ).toBe(200);
  });

  it("leaves other hosts to the cross-site check (403) and reading requests alone", async () => {
    const port = await start(false);
    expect((await send(port, "POST", { origin: "https://evil.example" })).status).toBe(403);
    expect((await send(port, "GET", { origin: `https://127.0.0.1:${port}` })).status).toBe(200);
  });
});
