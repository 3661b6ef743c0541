import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backoffMs, DEFAULT_RETRY_POLICY, nextAttemptAt } from "./backoff";

const policy = { baseMs: 5_000, capMs: 900_000 };

describe("backoff", () => {
  it("doubles from the base up to the cap (no jitter at random = 1)", () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 30, 1000].map((n) => backoffMs(n, policy, () => 1));
    expect(steps).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 900_000, 900_000, 900_000, 900_000]);
  });

  it("takes off at most half of each step at random", () => {
    expect(backoffMs(1, policy, () => 0)).toBe(2_500);
    expect(backoffMs(3, policy, () => 0.5)).toBe(15_000);
    expect(backoffMs(20, policy, () => 0)).toBe(450_000);
  });

  it("stays within [step / 2, step] and never shrinks its ceiling, whatever the draw", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 60_000 }),
        (failures, draw, baseMs) => {
          const p = { baseMs, capMs: baseMs * 100 };
          const step = Math.min(p.capMs, baseMs * 2 ** (failures - 1));
          const wait = backoffMs(failures, p, () => draw);
          expect(wait).toBeGreaterThanOrEqual(Math.floor(step / 2));
          expect(wait).toBeLessThanOrEqual(step);
          expect(backoffMs(failures + 1, p, () => 1)).toBeGreaterThanOrEqual(backoffMs(failures, p, () => 1));
        },
      ),
    );
  });

  it("spreads instances that failed together", () => {
    const waits = new Set(Array.from({ length: 50 }, () => backoffMs(4, policy)));
    expect(waits.size).toBeGreaterThan(40);
  });

  it("gives up after the last attempt or when the lead is too old", () => {
    const created = new Date("2025-06-01T00:00:00Z");
    const p = { ...DEFAULT_RETRY_POLICY, maxAttempts: 3, maxAgeMs: 3_600_000 };
    const soon = new Date(created.getTime() + 60_000);
    expect(nextAttemptAt(1, created, soon, p, () => 1)).toEqual(new Date(soon.getTime() + 5_000));
    expect(nextAttemptAt(2, created, soon, p, () => 1)).toEqual(new Date(soon.getTime() + 10_000));
    expect(nextAttemptAt(3, created, soon, p, () => 1)).toBeNull();
    const late = new Date(created.getTime() + 3_595_000);
    expect(nextAttemptAt(1, created, late, p, () => 0)).toEqual(new Date(late.getTime() + 2_500));
    expect(nextAttemptAt(2, created, late, p, () => 1)).toBeNull();
  });
});
