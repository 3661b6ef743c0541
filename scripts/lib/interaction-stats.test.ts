import { describe, expect, it } from "vitest";
import { median } from "./bench-stats";
import { formatTable, NATIVE_GOAL_OVER_FLOOR_MS, NATIVE_OVER_FLOOR_MS, summarize, type InteractionRun } from "./interaction-stats";

const run = (responseMs: number | null): InteractionRun => ({ responseMs, jsBytes: 10 * 1024, scriptMs: 100 });
const runs = (...ms: (number | null)[]) => ms.map(run);
const menu = { page: "/", widget: "mobile menu", kind: "native" as const };
const carousel = { page: "/", widget: "carousel next", kind: "island" as const };

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("summarize", () => {
  it("gives a native widget two frames over its floor's median, and says when it misses the goal of one", () => {
    expect(NATIVE_OVER_FLOOR_MS).toBe(32);
    expect(NATIVE_GOAL_OVER_FLOOR_MS).toBe(16);
    const row = summarize(menu, runs(80, 96, 70), runs(82, 80, 75));
    expect(row.floorMedianMs).toBe(80);
    expect(row.budgetMs).toBe(112);
    expect(row.failures).toEqual([]);
    expect(row.goalMet).toBe(true);
    const over = summarize(menu, runs(100, 100, 70), runs(82, 80, 75));
    expect(over.failures).toEqual([]);
    expect(over.goalMet).toBe(false);
    expect(formatTable([over])).toContain("goal (floor + 16 ms) missed");
    expect(summarize(menu, runs(113, 113, 70), runs(82, 80, 75)).failures).toEqual(["median 113 ms > floor 80 ms + 32 ms"]);
  });

  it("moves the budget with the floor: the same times pass on a slow machine's floor and fail on a fast one's", () => {
    expect(summarize(menu, runs(150, 150, 150), runs(140, 140, 140)).failures).toEqual([]);
    expect(summarize(menu, runs(150, 150, 150), runs(60, 60, 60)).failures).toHaveLength(1);
  });

  it("passes a native widget within budget even with one lost press", () => {
    const row = summarize(menu, runs(40, null, 60), runs(50, 50, 50));
    expect(row.medianMs).toBe(60);
    expect(row.lost).toBe(1);
    expect(row.failures).toEqual([]);
  });

  it("counts a majority of lost presses as a lost median", () => {
    const row = summarize(menu, runs(40, null, null), runs(50, 50, 50));
    expect(row.medianMs).toBe(Number.POSITIVE_INFINITY);
    expect(row.failures).toEqual(["median lost > floor 50 ms + 32 ms"]);
  });

  it("fails a native row without a floor, or whose floor lost the press", () => {
    expect(summarize(menu, runs(40)).failures).toContain("no floor runs");
    expect(summarize(menu, runs(40), runs(null, null, 30)).failures).toContain("the floor page lost the press");
  });

  it("fails an island that loses any press, however fast the others", () => {
    const row = summarize(carousel, runs(200, null, 300));
    expect(row.failures).toEqual(["1 of 3 presses lost"]);
  });

  it("holds an island to 1.5 s whatever the floor", () => {
    expect(summarize(carousel, runs(1200)).failures).toEqual([]);
    expect(summarize(carousel, runs(1600)).failures).toEqual(["median 1600 ms > 1500 ms"]);
  });

  it("takes the bytes and script time from the runs that collected them only", () => {
    const collected = [
      { responseMs: 80, jsBytes: 2 * 1024, scriptMs: 30 },
      { responseMs: 90, jsBytes: 4 * 1024, scriptMs: 50 },
      { responseMs: 70, jsBytes: Number.NaN, scriptMs: Number.NaN },
    ];
    const row = summarize(menu, collected, runs(70, 70, 70));
    expect(row.medianJsKb).toBe(3);
    expect(row.medianScriptMs).toBe(40);
    expect(row.medianMs).toBe(80);
  });
});

describe("formatTable", () => {
  it("prints lost medians as 'lost', the number of lost runs, the floor and the difference", () => {
    const table = formatTable([summarize(menu, runs(null, null, 50), runs(40, 40, 40)), summarize(menu, runs(30), runs(45))]);
    expect(table).toContain("lost");
    expect(table).toContain("3 (2 lost)");
    expect(table).toContain("10.0");
    expect(table).toContain("40 ms");
    expect(table).toContain("−15 ms");
  });
});
