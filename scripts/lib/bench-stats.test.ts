import { afterEach, describe, expect, it } from "vitest";
import { median, percentile, wholeNumberEnv } from "./bench-stats";

describe("bench statistics", () => {
  it("median: the middle, the mean of two middles, Infinity kept, NaN for none", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([1, Infinity, Infinity])).toBe(Infinity);
    expect(median([])).toBeNaN();
  });

  it("percentile: nearest rank, on a copy", () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(percentile(values, 99)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(values).toEqual([5, 1, 4, 2, 3]);
    expect(percentile([], 99)).toBeNaN();
  });

  describe("wholeNumberEnv", () => {
    const NAME = "BENCH_TEST_VALUE";
    afterEach(() => delete process.env[NAME]);
    it("reads a whole number, falls back when unset, refuses anything else", () => {
      expect(wholeNumberEnv(NAME, 7)).toBe(7);
      process.env[NAME] = "12";
      expect(wholeNumberEnv(NAME, 7)).toBe(12);
      for (const bad of ["0", "-3", "1.5", "many"]) {
        process.env[NAME] = bad;
        expect(() => wholeNumberEnv(NAME, 7)).toThrow("BENCH_TEST_VALUE must be a whole number, 1 or more");
      }
    });
    it("takes 0 when the minimum is 0", () => {
      process.env[NAME] = "0";
      expect(wholeNumberEnv(NAME, 4, 0)).toBe(0);
      process.env[NAME] = "-1";
      expect(() => wholeNumberEnv(NAME, 4, 0)).toThrow("BENCH_TEST_VALUE must be a whole number, 0 or more");
    });
  });
});
