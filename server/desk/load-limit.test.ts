import type { NextFunction, Request, Response } from "express";
import { describe, expect, it, vi } from "vitest";
import type { IncomingMessage, ServerResponse } from "node:http";
import { FakeResponse } from "../../tests/support/fake-response";
import { deskRateLimit, deskTurns, type DeskLoad } from "./load-limit";

const COOKIE = "__Host-desk";

function request(path: string, { session, ip = "10.0.0.1" }: { session?: string; ip?: string } = {}): Request {
  return {
    method: "GET",
    url: `${path}?x=1`,
    path,
    ip,
    headers: session ? { cookie: `other=1; ${COOKIE}=${session}` } : {},
    socket: { destroyed: false },
  } as unknown as Request;
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

function setUp(load: Partial<DeskLoad> = {}) {
  const settings = { burst: 1000, perSecond: 1, running: 2, startsPerSecond: 1e6, waiting: 3, exports: 1, ...load };
  const front = deskRateLimit({ cookieName: COOKIE, load: settings }, (req) => (req as Request).ip);
  const turns = deskTurns(settings);
  const passed: FakeResponse[] = [];
  const send = (req: Request) => {
    const res = new FakeResponse();
    const next: NextFunction = () => void passed.push(res);
    // The front stage first, as server/pipeline.ts runs them; the turns on what it lets through.
    if (!front(req as unknown as IncomingMessage, res as unknown as ServerResponse)) {
      turns(req, res as unknown as Response, next);
    }
    return res;
  };
  return { send, passed };
}

describe("the desk's load limit", () => {
  it("leaves everything outside /desk alone", () => {
    const { send, passed } = setUp({ burst: 1, running: 1, waiting: 0 });
    for (let i = 0; i < 5; i++) send(request("/search"));
    send(request("/desktop"));
    expect(passed).toHaveLength(6);
  });

  it("gives each session a bucket: past it 429 with Retry-After and a message; another session is not held up", () => {
    const { send, passed } = setUp({ burst: 3, perSecond: 0.5, running: 100 });
    const answers = Array.from({ length: 5 }, () => send(request("/desk/leads/contact", { session: "a".repeat(43) })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3].headers["Retry-After"]).toBe("2");
    expect(answers[3].body).toContain("Please wait 2 seconds");
    expect(answers[3].turnedAway).toBe("desk rate limit");
    expect(send(request("/desk", { session: "b".repeat(43) })).statusCode).toBe(200);
    // Before sign-in, by address.
    const anonymous = Array.from({ length: 4 }, () => send(request("/desk/sign-in", { ip: "10.0.0.9" })));
    expect(anonymous.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(passed).toHaveLength(7);
  });

  it("works on `running` at once, queues `waiting`, turns the next away with 503, and admits the queue in order", async () => {
    const { send, passed } = setUp();
    const answers = Array.from({ length: 6 }, (_, i) => send(request(`/desk/leads/contact/${i}`, { session: `s${i}` })));
    expect(passed).toEqual(answers.slice(0, 2));
    expect(answers[5].statusCode).toBe(503);
    expect(answers[5].headers["Retry-After"]).toBe("2");
    expect(answers[5].body).toContain("very busy");
    answers[0].finish();
    // On the next turn of the event loop, not inside the other's close.
    expect(passed).toHaveLength(2);
    await turn();
    expect(passed).toEqual(answers.slice(0, 3));
    // A client that left while it waited takes no turn.
    answers[3].writableEnded = true;
    answers[1].finish();
    await turn();
    expect(passed).toEqual([...answers.slice(0, 3), answers[4]]);
  });

  it("starts at most `startsPerSecond` a second once its few at once are used, the rest waiting in order", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "setImmediate", "performance"] });
    try {
      const { send, passed } = setUp({ running: 100, startsPerSecond: 10, waiting: 100 });
      const answers = Array.from({ length: 8 }, (_, i) => send(request(`/desk/leads/contact/${i}`, { session: `s${i}` })));
      expect(passed).toHaveLength(5);
      await vi.advanceTimersByTimeAsync(99);
      expect(passed).toHaveLength(5);
      await vi.advanceTimersByTimeAsync(2);
      expect(passed).toHaveLength(6);
      await vi.advanceTimersByTimeAsync(200);
      expect(passed).toEqual(answers);
    } finally {
      vi.useRealTimers();
    }
  });

  it("passes over a request whose client left before it got here: no answer, no turn taken for good", () => {
    const { send, passed } = setUp({ running: 1 });
    const left = request("/desk/leads/contact", { session: "s1" });
    (left.socket as { destroyed: boolean }).destroyed = true;
    send(left);
    expect(passed).toHaveLength(0);
    expect(send(request("/desk/leads/contact", { session: "s2" })).statusCode).toBe(200);
    expect(passed).toHaveLength(1);
  });

  it("lets exports stream beside the turns, one at a time here", () => {
    const { send, passed } = setUp({ running: 1, waiting: 0 });
    const page = send(request("/desk/leads/contact", { session: "s1" }));
    const first = send(request("/desk/leads/contact/export", { session: "s2" }));
    const second = send(request("/desk/export", { session: "s3" }));
    expect(passed).toEqual([page, first]);
    expect(second.statusCode).toBe(503);
    first.finish();
    expect(send(request("/desk/export", { session: "s3" })).statusCode).toBe(200);
  });
});
