import { describe, expect, it } from "vitest";
import { calibratedSlowdown, hostWorkloadMs, slownessFactor } from "./host-speed";

describe("the phone profile on any host", () => {
  it("keeps the nominal throttle on a host as fast as the reference", () => {
    expect(calibratedSlowdown(4, 0.8, 0.8)).toBe(4);
  });

  it("throttles less on a slower host and more on a faster one, within 1× and twice the nominal", () => {
    expect(calibratedSlowdown(4, 0.8, 1.6)).toBe(2);
    expect(calibratedSlowdown(4, 0.8, 0.4)).toBe(8);
    expect(calibratedSlowdown(4, 0.8, 8)).toBe(1);
    expect(calibratedSlowdown(4, 0.8, 0.1)).toBe(8);
  });

  it("falls back to the nominal throttle when a measurement is missing", () => {
    expect(calibratedSlowdown(4, 0.8, Number.NaN)).toBe(4);
    expect(calibratedSlowdown(4, 0, 1)).toBe(4);
  });

  it("measures a positive time per workload", async () => {
    const ms = await hostWorkloadMs({ forMs: 50 });
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThan(1000);
  });
});

describe("slownessFactor", () => {
  it("scales a budget by how much slower the host is, never below 1 nor above 4", () => {
    expect(slownessFactor(0.8, 0.8)).toBe(1);
    expect(slownessFactor(0.8, 2)).toBe(2.5);
    expect(slownessFactor(0.8, 0.4)).toBe(1);
    expect(slownessFactor(0.8, 80)).toBe(4);
    expect(slownessFactor(0.8, Number.NaN)).toBe(1);
    expect(slownessFactor(0, 1)).toBe(1);
  });
});
