// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthChecks, withDeadline } from "./health";
import { createLogger, requestLogger } from "./logger";

let ready: () => Promise<unknown>;
const lines: Record<string, unknown>[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  const logRequest = requestLogger(createLogger({ level: "info", destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }));
  const probes = healthChecks({ ready: () => ready(), deadlineMs: 150 });
  app.use((req, res, next) => {
    logRequest(req, res);
    if (!probes(req, res)) next();
  });
  app.use((_req, res) => void res.status(404).send("page handlers"));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

describe("GET /healthz", () => {
  it("answers 200 while the process runs, whatever the store does, never cached", async () => {
    ready = () => Promise.reject(new Error("store down"));
    const res = await fetch(`${origin}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers HEAD without a body", async () => {
    const res = await fetch(`${origin}/healthz`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });
});

describe("GET /readyz", () => {
  it("answers 200 when the store answers in time", async () => {
    let calls = 0;
    ready = async () => void calls++;
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
    expect(calls).toBe(1);
  });

  it("answers 503 when the store does not answer within the deadline", async () => {
    ready = () => new Promise(() => undefined);
    const started = Date.now();
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "unavailable" });
  });

  it("answers 503 when the check fails, and says why in the log only", async () => {
    lines.length = 0;
    ready = () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432"));
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(503);
    const body = await res.text();
    expect(body).not.toContain("ECONNREFUSED");
    await new Promise((r) => setTimeout(r, 30));
    const id = res.headers.get("x-request-id");
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", msg: "not ready", requestId: id, err: expect.objectContaining({ message: expect.stringContaining("ECONNREFUSED") }) }));
    expect(lines).toContainEqual(expect.objectContaining({ level: "warn", path: "/readyz", status: 503, requestId: id }));
  });

  it("answers 503 when the check throws synchronously", async () => {
    ready = () => {
      throw new Error("store closed");
    };
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
  });
});

it("leaves other paths and methods to the next handlers", async () => {
  ready = async () => undefined;
  for (const [path, method] of [
    ["/healthz/", "GET"],
    ["/HEALTHZ", "GET"],
    ["/readyz", "POST"],
    ["/", "GET"],
  ]) {
    const res = await fetch(origin + path, { method });
    expect([path, res.status]).toEqual([path, 404]);
  }
});

describe("withDeadline", () => {
  it("settles as the check does, or rejects at the deadline", async () => {
    await expect(withDeadline(async () => "ok", 50)).resolves.toBeUndefined();
    await expect(withDeadline(() => Promise.reject(new Error("no")), 50)).rejects.toThrow("no");
    await expect(withDeadline(() => new Promise(() => undefined), 20)).rejects.toThrow(/no answer within 20 ms/);
  });
});
