// @vitest-environment node
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFormContext } from "./load-context";
import type { LeadService } from "./lead-service";
import { clientStatusOf, consoleShaped, createRateLimitedLog, createLogger, errorHandler, requestIdFrom, requestLogger } from "./logger";

let lines: Record<string, unknown>[];
const destination = { write: (line: string) => void lines.push(JSON.parse(line)) };

let server: http.Server;
let origin: string;
beforeAll(async () => {
  const app = express();
  app.set("trust proxy", 1);
  const logRequest = requestLogger(createLogger({ level: "info", destination }));
  app.use((req, res, next) => {
    logRequest(req, res);
    next();
  });
  app.get("/ok", (_req, res) => void res.type("text").send("fine"));
  app.post("/contact", (req, res) => {
    req.resume();
    req.on("end", () => void res.status(303).setHeader("Location", "/contact?sent=contact").end());
  });
  app.get("/boom", () => {
    throw new Error("kaput");
  });
  // What a form action does when the store fails: it logs through the load context.
  app.get("/store-down", (req, res) => {
    createFormContext(req, res, {} as LeadService).log.error({ err: new Error("database is locked") }, "lead storage failed");
    res.status(503).end();
  });
  app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
  // What the search limit and the render queue do when the instance is busy.
  app.get("/busy", (_req, res) => {
    res.turnedAway = "render queue";
    res.status(503).type("html").send("busy");
  });
  app.get("/busy-but-failed", (_req, res) => {
    res.turnedAway = "render queue";
    res.status(500).end();
  });
  // Errors that carry the client's status, as http-errors (express.static's send) makes them.
  app.get("/range", () => {
    throw Object.assign(new Error("Range Not Satisfiable"), {
      name: "RangeNotSatisfiableError",
      status: 416,
      statusCode: 416,
      headers: { "Content-Range": "bytes */42" },
    });
  });
  app.get("/decode", () => {
    throw Object.assign(new URIError("Failed to decode param '%ff'"), { statusCode: 400 });
  });
  app.get("/teapot-500", () => {
    throw Object.assign(new Error("upstream broke"), { status: 502 });
  });
  app.use(errorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());
beforeEach(() => {
  lines = [];
});

/** The log line is written when the response is done, just after the client has it. */
async function settled(count: number) {
  for (let i = 0; i < 50 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
  await new Promise((r) => setTimeout(r, 20));
}

describe("requestLogger", () => {
  it("writes exactly one JSON line per request: method, path, status, duration, request id", async () => {
    const res = await fetch(`${origin}/ok`);
    await settled(1);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: "info", msg: "request", method: "GET", path: "/ok", status: 200 });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("x-request-id")).toBe(line.requestId);
    expect(typeof line.time).toBe("string");
  });

  it("never logs the visitor's address, headers, the query string or the form's contents", async () => {
    const body = new URLSearchParams({ email: "ada@example.com", message: "call me" });
    await fetch(`${origin}/contact?email=ada%40example.com&q=secret+search`, {
      method: "POST",
      body,
      headers: { "x-forwarded-for": "198.51.100.23", cookie: "session=abc123", "user-agent": "AgentSmith/1.0" },
      redirect: "manual",
    });
    await fetch(`${origin}/ok?q=secret+search`, { headers: { "x-forwarded-for": "198.51.100.23" } });
    await settled(2);
    expect(lines.map((l) => [l.method, l.path, l.status])).toEqual([
      ["POST", "/contact", 303],
      ["GET", "/ok", 200],
    ]);
    const text = JSON.stringify(lines);
    for (const secret of [
      "198.51.100.23",
      "127.0.0.1",
      "ada@example.com",
      "ada%40example.com",
      "secret",
      "call me",
      "abc123",
      "AgentSmith",
      "Location",
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("keeps a sane X-Request-Id from the client or proxy and replaces anything else", async () => {
    const kept = await fetch(`${origin}/ok`, { headers: { "x-request-id": "lb-7f3a.42:9" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.42:9");
    for (const bad of ["x".repeat(65), "a b", '"}{"level":"fatal', "../../etc"]) {
      const res = await fetch(`${origin}/ok`, { headers: { "x-request-id": bad } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    await settled(5);
    expect(lines[0].requestId).toBe("lb-7f3a.42:9");
    expect(lines.slice(1).every((l) => /^[0-9a-f-]{36}$/.test(String(l.requestId)))).toBe(true);
  });

  it("logs an unhandled error once, at error level, with the request's id and no stack for the visitor", async () => {
    const res = await fetch(`${origin}/boom`, { headers: { "x-request-id": "req-boom-1" } });
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Internal Server Error");
    await settled(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", requestId: "req-boom-1", path: "/boom", status: 500, err: { message: "kaput" } });
    expect(String((lines[0].err as { stack: string }).stack)).toContain("kaput");
  });

  it("answers an error's own 4xx status with a small page and logs one warn line without a stack", async () => {
    const range = await fetch(`${origin}/range`, { headers: { "x-request-id": "req-range-1" } });
    expect(range.status).toBe(416);
    expect(range.headers.get("content-range")).toBe("bytes */42");
    expect(range.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await range.text()).toContain("<h1>416 Range Not Satisfiable</h1>");
    const decode = await fetch(`${origin}/decode`, { headers: { accept: "application/json" } });
    expect(decode.status).toBe(400);
    expect(await decode.json()).toEqual({ ok: false, error: "Bad Request" });
    await settled(2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: "warn",
      msg: "client error",
      reason: "RangeNotSatisfiableError",
      requestId: "req-range-1",
      path: "/range",
      status: 416,
    });
    expect(lines[1]).toMatchObject({ level: "warn", msg: "client error", reason: "URIError", path: "/decode", status: 400 });
    expect(JSON.stringify(lines)).not.toMatch(/stack|logger\.test/);
  });

  it("keeps a 5xx an error line, whatever status the error carries", async () => {
    const res = await fetch(`${origin}/teapot-500`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("Internal Server Error");
    await settled(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", msg: "request failed", status: 500, err: { message: "upstream broke" } });
  });

  it("gives app code a logger whose error lines carry the request's id", async () => {
    const res = await fetch(`${origin}/store-down`);
    await settled(2);
    const id = res.headers.get("x-request-id");
    const error = lines.find((l) => l.msg === "lead storage failed");
    expect(error).toMatchObject({ level: "error", requestId: id, err: { message: "database is locked" } });
    // The request's own line: a 5xx is logged at error level, without a made-up error.
    expect(lines.find((l) => l.msg === "request failed")).toMatchObject({ requestId: id, status: 503 });
    expect(lines.find((l) => l.msg === "request failed")).not.toHaveProperty("err");
  });

  it("logs a busy instance's refusals as rate-limited warn lines, not an error line each", async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => fetch(`${origin}/busy`)));
    expect(answers.map((r) => r.status)).toEqual(Array(25).fill(503));
    await settled(10);
    expect(lines.some((l) => l.level === "error")).toBe(false);
    // 10 lines a second, the rest counted in one summary a second later. A slow machine may refill a line or two while
    // the 25 arrive (one every 100 ms): the lines and the count still add up to every refusal.
    const written = lines.length;
    expect(written).toBeGreaterThanOrEqual(10);
    expect(written).toBeLessThanOrEqual(13);
    expect(lines.every((l) => l.level === "warn" && l.msg === "turned away: busy" && l.reason === "render queue" && l.status === 503)).toBe(
      true,
    );
    await new Promise((r) => setTimeout(r, 1_100));
    expect(lines.at(-1)).toMatchObject({ level: "warn", reason: "render queue", suppressed: 25 - written });
    // Only a 503 is a refusal: anything else the handler answered stays an error line.
    lines = [];
    expect((await fetch(`${origin}/busy-but-failed`)).status).toBe(500);
    await settled(1);
    expect(lines).toMatchObject([{ level: "error", status: 500 }]);
  });

  it("logs the load balancer's successful probes at debug level only", async () => {
    await fetch(`${origin}/healthz`);
    await fetch(`${origin}/ok`);
    await settled(1);
    expect(lines.map((l) => l.path)).toEqual(["/ok"]);
  });
});

describe("clientStatusOf", () => {
  it("takes a 4xx from status or statusCode, nothing else", () => {
    expect(clientStatusOf({ status: 412 })).toBe(412);
    expect(clientStatusOf({ statusCode: 400 })).toBe(400);
    expect(clientStatusOf({ status: "400" })).toBeUndefined();
    expect(clientStatusOf({ status: 500 })).toBeUndefined();
    expect(clientStatusOf({ status: 399 })).toBeUndefined();
    expect(clientStatusOf(new Error("x"))).toBeUndefined();
    expect(clientStatusOf(null)).toBeUndefined();
    expect(clientStatusOf("400")).toBeUndefined();
  });
});

describe("createRateLimitedLog", () => {
  function limited(perSecond: number) {
    const written: Record<string, unknown>[] = [];
    let t = 0;
    const log = createRateLimitedLog(
      createLogger({ level: "info", destination: { write: (l: string) => void written.push(JSON.parse(l)) } }),
      {
        perSecond,
        now: () => t,
        flushMs: 30,
      },
    );
    return { log, written, advance: (ms: number) => (t += ms) };
  }

  it("writes up to N lines of a reason at once, counts the rest and says how many in one summary line", async () => {
    const { log, written } = limited(3);
    for (let i = 0; i < 10; i++) log.warn("bad path", { status: 400, path: `/${i}` });
    expect(written).toHaveLength(3);
    expect(written.every((l) => l.level === "warn" && l.msg === "client error" && l.reason === "bad path")).toBe(true);
    await new Promise((r) => setTimeout(r, 60));
    expect(written).toHaveLength(4);
    expect(written[3]).toMatchObject({ level: "warn", reason: "bad path", suppressed: 7 });
    // Nothing more held back: no second summary.
    await new Promise((r) => setTimeout(r, 60));
    expect(written).toHaveLength(4);
  });

  it("refills N lines a second, and keeps each reason's bucket apart", () => {
    const { log, written, advance } = limited(2);
    for (let i = 0; i < 5; i++) log.warn("bad path", {});
    log.warn("bad host", {});
    expect(written.map((l) => l.reason)).toEqual(["bad path", "bad path", "bad host"]);
    advance(500); // one line's worth
    log.warn("bad path", {});
    log.warn("bad path", {});
    expect(written.map((l) => l.reason)).toEqual(["bad path", "bad path", "bad host", "bad path"]);
    advance(5_000); // a full bucket, no more
    for (let i = 0; i < 5; i++) log.warn("bad path", {});
    expect(written.filter((l) => l.msg === "client error")).toHaveLength(6);
  });

  it("writes nothing below warn level", () => {
    const quiet: string[] = [];
    const log = createRateLimitedLog(createLogger({ level: "error", destination: { write: (l: string) => void quiet.push(l) } }));
    log.warn("bad path", {});
    expect(quiet).toEqual([]);
  });
});

describe("requestIdFrom", () => {
  it("accepts short tokens only", () => {
    expect(requestIdFrom("abc-123_X.y:z")).toBe("abc-123_X.y:z");
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(["a", "b"])).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom("a\nb")).not.toBe("a\nb");
    expect(requestIdFrom("")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// LOG_LEVEL's values: server/config.test.ts.
describe("log levels", () => {
  it("silent writes nothing", async () => {
    const quiet: string[] = [];
    createLogger({ level: "silent", destination: { write: (l: string) => void quiet.push(l) } }).error({}, "nobody hears this");
    expect(quiet).toEqual([]);
  });
});

describe("consoleShaped", () => {
  it("writes one JSON line per call at its level, the arguments joined, an error by its message only", () => {
    lines = [];
    const log = consoleShaped(createLogger({ level: "info", destination }));
    log.info("outbox: lead #3 email delivered");
    log.error("Retention: pruning old leads failed:", new Error("disk full"));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", msg: "outbox: lead #3 email delivered" });
    expect(lines[1]).toMatchObject({ level: "error", msg: "Retention: pruning old leads failed: disk full" });
    expect(JSON.stringify(lines[1])).not.toContain("logger.test.ts");
  });
});
