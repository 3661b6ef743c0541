// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthChecks, sharedCheck, withDeadline } from "./health";
import { createLogger, requestLogger } from "./logger";

let ready: () => Promise<unknown>;
const lines: Record<string, unknown>[] = [];
let server: http.Server;
let origin: string;

beforeAll(async () => {
  const app = express();
  const logRequest = requestLogger(createLogger({ level: "info", destination: { write: (l: string) => void lines.push(JSON.parse(l)) } }));
  // No verdict is kept between requests here (each test sets its own check); sharedCheck below.
  const probes = healthChecks({ ready: () => ready(), deadlineMs: 150, cacheMs: 0 });
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
    expect(await res.json()).toEqual({ status: "ok", node: process.version });
    expect(process.version).toMatch(/^v24\./);
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
    let answer: () => void = () => undefined;
    ready = () => new Promise<void>((resolve) => (answer = resolve));
    const started = Date.now();
    const res = await fetch(`${origin}/readyz`);
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "unavailable" });
    // While that check still runs, no second one starts: the next probe gets the same verdict.
    ready = async () => undefined;
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    answer();
    await new Promise((r) => setTimeout(r, 10));
    expect((await fetch(`${origin}/readyz`)).status).toBe(200);
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
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "not ready",
        requestId: id,
        err: expect.objectContaining({ message: expect.stringContaining("ECONNREFUSED") }),
      }),
    );
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

describe("sharedCheck (what /readyz runs)", () => {
  it("runs one check for a flood of probes and keeps its verdict for cacheMs after it", async () => {
    let calls = 0;
    let failing = false;
    const check = sharedCheck(
      async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 20));
        if (failing) throw new Error("SQLITE_FULL");
      },
      1_000,
      200,
    );
    const flood = Array.from({ length: 50 }, () => check());
    expect(flood.filter((c) => c.fresh)).toHaveLength(1);
    await Promise.all(flood.map((c) => c.verdict));
    expect(calls).toBe(1);
    // Within cacheMs: the same verdict, without a check.
    failing = true;
    await check().verdict;
    expect(calls).toBe(1);
    // After it: a new check, whose failure is the new verdict; then back when the store is.
    await new Promise((r) => setTimeout(r, 220));
    const next = check();
    expect(next.fresh).toBe(true);
    await expect(next.verdict).rejects.toThrow("SQLITE_FULL");
    expect(calls).toBe(2);
    await expect(check().verdict).rejects.toThrow("SQLITE_FULL");
    expect(calls).toBe(2);
    failing = false;
    await new Promise((r) => setTimeout(r, 220));
    await expect(check().verdict).resolves.toBeUndefined();
    expect(calls).toBe(3);
  });

  it("logs the cause once per check, not once per probe that shares it", async () => {
    const logged: Record<string, unknown>[] = [];
    const app = express();
    const logRequest = requestLogger(
      createLogger({ level: "info", destination: { write: (l: string) => void logged.push(JSON.parse(l)) } }),
    );
    const probes = healthChecks({
      ready: () => Promise.reject(new Error("attempt to write a readonly database")),
      deadlineMs: 150,
      cacheMs: 60_000,
    });
    app.use((req, res, next) => {
      logRequest(req, res);
      if (!probes(req, res)) next();
    });
    const local = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => local.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}/readyz`;
      const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await fetch(url)).status));
      expect(statuses.every((s) => s === 503)).toBe(true);
      await new Promise((r) => setTimeout(r, 30));
      expect(logged.filter((l) => l.msg === "not ready")).toHaveLength(1);
      expect(logged.filter((l) => l.path === "/readyz" && l.status === 503)).toHaveLength(20);
    } finally {
      local.close();
    }
  });
});

describe("withDeadline", () => {
  it("settles as the check does, or rejects at the deadline", async () => {
    await expect(withDeadline(async () => "ok", 50)).resolves.toBeUndefined();
    await expect(withDeadline(() => Promise.reject(new Error("no")), 50)).rejects.toThrow("no");
    await expect(withDeadline(() => new Promise(() => undefined), 20)).rejects.toThrow(/no answer within 20 ms/);
  });
});
