import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("rate limiter", () => {
  it("allows `limit` events per window, then tells how long to wait", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    for (const t of [0, 10_000, 20_000]) {
      expect(limiter.retryAfter("k", t)).toBe(0);
      limiter.record("k", t);
    }
    expect(limiter.retryAfter("k", 30_000)).toBe(30); // the first event expires at 60 s
    expect(limiter.retryAfter("other", 30_000)).toBe(0);
    expect(limiter.retryAfter("k", 60_000)).toBe(0);
  });

  it("never asks to wait less than a second", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.record("k", 0);
    expect(limiter.retryAfter("k", 999)).toBe(1);
  });

  it("forgets expired and, when full, the longest-unseen keys", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 });
    limiter.record("a", 0);
    limiter.record("b", 0);
    limiter.record("c", 500);
    limiter.record("d", 1200); // a and b have expired
    expect(limiter.size).toBe(2);
    limiter.record("e", 1300);
    limiter.record("f", 1400); // full of live keys: c (oldest) goes
    expect(limiter.size).toBeLessThanOrEqual(3);
    expect(limiter.retryAfter("f", 1400)).toBe(1);
  });
});
