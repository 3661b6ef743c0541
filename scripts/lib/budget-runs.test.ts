import { describe, expect, it } from "vitest";
import { CpuReference, judgeScores, lcpGap, summarize, unscoredReason, wantsMoreRuns, type Run } from "./budget-runs";
import { median } from "./bench-stats";

const good: Run = {
  performance: 100,
  cls: 0,
  tbtMs: 20,
  fcpMs: 1150,
  lcpMs: 1200,
  jsKb: 56,
  cssKb: 9,
  benchmarkIndex: 3000,
  retaken: [],
  failedAudits: [],
};
const slow: Run = { ...good, performance: 91, tbtMs: 260, failedAudits: ["total-blocking-time"] };

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
    expect(row.failures).toEqual(["performance 91 < 100 (total-blocking-time)", "TBT 260 ms > 50"]);
    expect(wantsMoreRuns(row)).toBe(true);
  });

  it("judges timings on the medians of the runs, and says what each run measured", () => {
    expect(summarize("/a", [slow, good, good]).failures).toEqual([]);
    const stillSlow = summarize("/a", [slow, slow, good]);
    expect(stillSlow.tbtMs).toBe(260);
    expect(stillSlow.failures[1]).toBe(
      "TBT 260 ms > 50 [runs perf/TBT/LCP/LCP−FCP/CPU: 91*/260*/1200/50/3000 91*/260*/1200/50/3000 100/20/1200/50/3000]",
    );
    expect(summarize("/a", [{ ...good, benchmarkIndex: 2000 }, good, { ...good, benchmarkIndex: 3300 }]).benchmarkIndex).toBe(3000);
    expect(summarize("/a", [{ ...good, retaken: [1200, 900] }, good, { ...good, retaken: [1500] }]).retaken).toBe(3);
  });

  it("fails a route whose largest paint comes more than 100 ms after its first, on the median of the runs' own gaps", () => {
    const late: Run = { ...good, fcpMs: 1000, lcpMs: 1350 };
    expect(lcpGap(late)).toBe(350);
    expect(lcpGap({ fcpMs: 1200, lcpMs: 1150 })).toBe(0);
    const row = summarize("/a", [late]);
    expect(row.lcpGapMs).toBe(350);
    expect(row.failures).toEqual(["LCP 350 ms after FCP > 100"]);
    // A timing: measured again, as a slow TBT is.
    expect(wantsMoreRuns(row)).toBe(true);
    expect(summarize("/a", [{ ...good, fcpMs: 1100 }]).failures).toEqual([]); // exactly 100 ms
    // Gaps of 350, 50 and 60 ms: the median gap is 60 ms, though the median FCP and LCP are 1150 and 1350 ms.
    const mixed = summarize("/a", [late, { ...good, fcpMs: 1150, lcpMs: 1200 }, { ...good, fcpMs: 1290, lcpMs: 1350 }]);
    expect(mixed.lcpGapMs).toBe(60);
    expect(mixed.failures).toEqual([]);
  });

  it("stops asking after five runs", () => {
    expect(wantsMoreRuns(summarize("/a", [slow, slow, slow]))).toBe(true);
    expect(wantsMoreRuns(summarize("/a", [slow, slow, slow, good, good]))).toBe(false);
  });

  it("never measures again for bytes: the worst run counts", () => {
    const heavy = summarize("/a", [good, { ...slow, jsKb: 70 }, good]);
    expect(heavy.jsKb).toBe(70);
    expect(heavy.failures).toContain(
      "JS 70.0 KB > 64 [runs perf/TBT/LCP/LCP−FCP/CPU: 100/20/1200/50/3000 91*/260*/1200/50/3000 100/20/1200/50/3000]",
    );
    expect(wantsMoreRuns(heavy)).toBe(false);
  });
});

describe("judgeScores", () => {
  const scores = {
    accessibility: 100,
    "best-practices": 100,
    seo: 100,
    failedAudits: { accessibility: [], "best-practices": [], seo: [] },
  };

  it("passes a route at 100 in accessibility, best practices and SEO", () => {
    expect(judgeScores("/a", scores).failures).toEqual([]);
  });

  it("fails a route below 100 in any of them, naming the audits that missed", () => {
    const row = judgeScores("/a", {
      ...scores,
      accessibility: 96,
      seo: 92,
      failedAudits: { accessibility: ["color-contrast", "target-size"], "best-practices": [], seo: ["link-text"] },
    });
    expect(row.failures).toEqual(["accessibility 96 < 100 (color-contrast, target-size)", "seo 92 < 100 (link-text)"]);
  });
});

describe("CpuReference", () => {
  it("takes a run again only when its benchmark is far below the machine's usual", () => {
    const cpu = new CpuReference();
    expect(cpu.contended(3200)).toBe(false); // the first run sets the usual
    expect(cpu.contended(3300)).toBe(false);
    expect(cpu.contended(2000)).toBe(false); // 62% of the usual 3200: the normal swing
    expect(cpu.contended(1800)).toBe(true); // 56% of the usual: something else held the CPU
    expect(cpu.usual).toBe(2000); // lower middle of 1800, 2000, 3200, 3300
  });

  it("follows the machine: on a slower machine, slow runs are its usual", () => {
    const cpu = new CpuReference();
    for (const b of [900, 1000, 950, 1100]) expect(cpu.contended(b)).toBe(false);
    expect(cpu.contended(500)).toBe(true);
    expect(cpu.contended(3000)).toBe(false);
  });

  it("counts a run whose benchmark is missing, without recording it", () => {
    const cpu = new CpuReference();
    cpu.contended(3000);
    expect(cpu.contended(Number.NaN)).toBe(false);
    expect(cpu.contended(0)).toBe(false);
    expect(cpu.seen).toEqual([3000]);
  });
});

describe("unscoredReason", () => {
  const refs = [
    { id: "largest-contentful-paint", weight: 25 },
    { id: "total-blocking-time", weight: 30 },
    { id: "interactive", weight: 0 },
  ];
  it("passes a run with a performance score, even a low one", () => {
    expect(unscoredReason({ categories: { performance: { score: 0.42, auditRefs: refs } }, audits: {} })).toBeNull();
  });
  it("names the weighted metrics whose audits failed when the score is missing", () => {
    const reason = unscoredReason({
      categories: { performance: { score: null, auditRefs: refs } },
      audits: {
        "largest-contentful-paint": { errorMessage: "NO_LCP" },
        "total-blocking-time": {},
        interactive: { errorMessage: "not weighted" },
      },
    });
    expect(reason).toBe("no performance score (largest-contentful-paint: NO_LCP)");
  });
  it("says so when nothing explains a missing score", () => {
    expect(unscoredReason({ categories: {}, audits: {} })).toBe("no performance score (no metric reported)");
  });
});
