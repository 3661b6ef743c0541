import { describe, expect, it } from "vitest";
import { median } from "./bench-stats";
import { formatTable, summarize, type InteractionRun } from "./interaction-stats";

const run = (responseMs: number | null): InteractionRun => ({ responseMs, jsBytes: 10 * 1024, scriptMs: 100 });
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
  it("passes a native widget whose median is within 100 ms, even with one lost press", () => {
    const row = summarize(menu, [run(40), run(null), run(60)]);
    expect(row.medianMs).toBe(60);
    expect(row.lost).toBe(1);
    expect(row.failures).toEqual([]);
  });

  it("counts a majority of lost presses as a lost median", () => {
    const row = summarize(menu, [run(40), run(null), run(null)]);
    expect(row.medianMs).toBe(Number.POSITIVE_INFINITY);
    expect(row.failures).toEqual(["median lost > 100 ms"]);
  });

  it("fails an island that loses any press, however fast the others", () => {
    const row = summarize(carousel, [run(200), run(null), run(300)]);
    expect(row.failures).toEqual(["1 of 3 presses lost"]);
  });

  it("fails a slow native widget and passes the same time for an island", () => {
    expect(summarize(menu, [run(1200)]).failures).toEqual(["median 1200 ms > 100 ms"]);
    expect(summarize(carousel, [run(1200)]).failures).toEqual([]);
  });
});

describe("formatTable", () => {
  it("prints lost medians as 'lost' and the number of lost runs", () => {
    const table = formatTable([summarize(menu, [run(null), run(null), run(50)])]);
    expect(table).toContain("lost");
    expect(table).toContain("3 (2 lost)");
    expect(table).toContain("10.0");
  });
});
