// @vitest-environment node
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { FakeResponse } from "../tests/support/fake-response";
import { BUSY_RETRY_AFTER_SECONDS, renderTurns } from "./render-turns";

const execFileAsync = promisify(execFile);

/** A request and response as the middleware uses them. */
function fakeRequest(method = "GET") {
  return { req: { method, socket: { destroyed: false } }, res: new FakeResponse() };
}

/** Counts event-loop turns (its check phase) until stopped. */
function turnCounter() {
  const counter = { turn: 0, stopped: false };
  const tick = () => {
    counter.turn++;
    if (!counter.stopped) setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 2));
};

describe("renderTurns", () => {
  it("starts one waiting request per turn of the event loop, in order", async () => {
    const turns = renderTurns({ limit: 100 });
    const counter = turnCounter();
    const started: { n: number; turn: number }[] = [];
    for (let n = 0; n < 6; n++) {
      const { req, res } = fakeRequest(n % 2 ? "HEAD" : "GET");
      turns(req as never, res as never, () => started.push({ n, turn: counter.turn }));
    }
    expect(started).toEqual([]); // not in the turn they arrived in
    await until(() => started.length === 6);
    counter.stopped = true;
    expect(started.map((s) => s.n)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(new Set(started.map((s) => s.turn)).size).toBe(6);
  });

  it("lets other methods through at once (a form post keeps its values)", () => {
    const turns = renderTurns({ limit: 1 });
    let passed = 0;
    for (const method of ["POST", "PUT", "OPTIONS"]) {
      const { req, res } = fakeRequest(method);
      turns(req as never, res as never, () => passed++);
    }
    expect(passed).toBe(3);
  });

  it("answers 503 with Retry-After when `limit` requests are already waiting", async () => {
    const turns = renderTurns({ limit: 2 });
    const answers = Array.from({ length: 4 }, () => fakeRequest());
    const started: number[] = [];
    answers.forEach(({ req, res }, n) => turns(req as never, res as never, () => started.push(n)));
    for (const { res } of answers.slice(2)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers["Retry-After"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(res.headers["Cache-Control"]).toBe("no-store");
      expect(res.body).toContain("<h1>503 Service Unavailable</h1>");
      expect(res.turnedAway).toBe("render queue");
    }
    await until(() => started.length === 2);
    expect(started).toEqual([0, 1]);
    // Room again once they have started.
    const later = fakeRequest();
    turns(later.req as never, later.res as never, () => started.push(9));
    await until(() => started.length === 3);
    expect(started).toEqual([0, 1, 9]);
  });

  it("skips requests whose client has gone, without spending a turn on them", async () => {
    const turns = renderTurns({ limit: 10 });
    const counter = turnCounter();
    const started: { n: number; turn: number }[] = [];
    const requests = Array.from({ length: 3 }, () => fakeRequest());
    requests.forEach(({ req, res }, n) => turns(req as never, res as never, () => started.push({ n, turn: counter.turn })));
    requests[0].req.socket.destroyed = true;
    await until(() => started.length === 2);
    counter.stopped = true;
    expect(started.map((s) => s.n)).toEqual([1, 2]);
    expect(started[1].turn - started[0].turn).toBe(1);
  });

  it("answers a probe taken before Express while renders pile up, not after all of them", async () => {
    const RENDER_MS = 10;
    const RENDERS = 40;
    const app = express();
    app.use(renderTurns({ limit: 100 }));
    let rendered = 0;
    app.get("/{*splat}", (_req, res) => {
      const end = performance.now() + RENDER_MS; // a render: CPU nothing interrupts
      while (performance.now() < end);
      rendered++;
      res.send("page");
    });
    let renderedBeforeProbe = -1;
    const server = http.createServer((req, res) => {
      if (!req.url?.startsWith("/probe")) return app(req, res);
      if (req.url === "/probe") renderedBeforeProbe = rendered;
      res.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // The clients in their own process: here, they would wait on the renders themselves.
      const { stdout } = await execFileAsync(process.execPath, ["-e", CLIENTS, origin, String(RENDERS), String(RENDER_MS * 3)], {
        encoding: "utf8",
      });
      const { probe } = JSON.parse(stdout) as { probe: number };
      // Rendered as they come, all 40 go before the probe; taking turns, a few (counted by the
      // server, as the machine's load would blur the milliseconds).
      expect(rendered).toBe(RENDERS);
      expect(renderedBeforeProbe, `the probe took ${probe.toFixed(0)} ms`).toBeGreaterThanOrEqual(0);
      expect(renderedBeforeProbe, `the probe took ${probe.toFixed(0)} ms`).toBeLessThan(RENDERS / 2);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/**
 * `node -e CLIENTS origin n delay`: opens n keep-alive connections (Node accepts one new
 * connection per turn of its loop, so they are opened first), sends a page request on each at
 * once, and a probe on a new connection `delay` ms later; prints the latencies.
 */
const CLIENTS = `
const http = require("node:http");
const [origin, n, delay] = process.argv.slice(1);
const get = (path, agent) => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(origin + path, { agent }, (res) => { res.resume(); res.on("end", () => resolve(performance.now() - started)); }).on("error", reject);
});
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(n) });
const each = (path) => Promise.all(Array.from({ length: Number(n) }, (_, i) => get(path + i, agent)));
each("/probe?").then(() => {
  const pages = each("/page");
  setTimeout(async () => {
    const probe = await get("/probe", false);
    const slowest = Math.max(...(await pages));
    agent.destroy();
    console.log(JSON.stringify({ probe, slowest }));
  }, Number(delay));
});
`;
