import { describe, expect, it } from "vitest";
import { median, summarize, wantsMoreRuns, type Run } from "./budget-runs";

const good: Run = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  tbtMs: 20,
  lcpMs: 1500,
  jsKb: 110,
  cssKb: 9,
  failedAudits: { performance: [], accessibility: [], "best-practices": [], seo: [] },
};
const slow: Run = { ...good, performance: 91, tbtMs: 260, failedAudits: { ...good.failedAudits, performance: ["total-blocking-time"] } };

describe("median", () => {
  it("takes the middle value, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([260, 20, 30, 25, 400])).toBe(30);
    expect(median([5])).toBe(5);
  });
});

describe("summarize", () => {
  it("passes a route within every budget", () => {
    const row = summarize("/a", [good]);
    expect(row.failures).toEqual([]);
    expect(wantsMoreRuns(row)).toBe(false);
  });

  it("asks for more runs when a single run misses only timing budgets", () => {
    const row = summarize("/a", [slow]);
    expect(row.failures).toEqual(["performance 91 < 95 (total-blocking-time)", "TBT 260 ms > 150"]);
    expect(wantsMoreRuns(row)).toBe(true);
  });

  it("judges timings on the medians of the runs, and says what each run measured", () => {
    expect(summarize("/a", [slow, good, good]).failures).toEqual([]);
    const stillSlow = summarize("/a", [slow, slow, good]);
    expect(stillSlow.tbtMs).toBe(260);
    expect(stillSlow.failures[1]).toBe("TBT 260 ms > 150 [runs perf/TBT/LCP: 91*/260*/1500 91*/260*/1500 100/20/1500]");
  });

  it("stops asking after five runs", () => {
    expect(wantsMoreRuns(summarize("/a", [slow, slow, slow]))).toBe(true);
    expect(wantsMoreRuns(summarize("/a", [slow, slow, slow, good, good]))).toBe(false);
  });

  it("never measures again for accessibility, SEO, best practices or bytes: the worst run counts", () => {
    const inaccessible = { ...good, accessibility: 96, failedAudits: { ...good.failedAudits, accessibility: ["color-contrast"] } };
    const row = summarize("/a", [good, inaccessible, good]);
    expect(row.accessibility).toBe(96);
    expect(row.failures[0]).toMatch(/^accessibility 96 < 100 \(color-contrast\)/);
    expect(wantsMoreRuns(row)).toBe(false);
    const heavy = summarize("/a", [{ ...slow, jsKb: 140 }]);
    expect(heavy.failures).toContain("JS 140.0 KB > 130");
    expect(wantsMoreRuns(heavy)).toBe(false);
  });
});
