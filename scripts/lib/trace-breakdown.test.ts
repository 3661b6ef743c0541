import { describe, expect, it } from "vitest";
import { formatBreakdown, mainThreadOf, markTime, selfTimeBreakdown, type TraceEvent } from "./trace-breakdown";

const main = { pid: 7, tid: 1 };
const x = (name: string, ts: number, dur: number, thread = main): TraceEvent => ({ name, ph: "X", ts, dur, ...thread });
const events: TraceEvent[] = [
  { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: 1, args: { name: "CrRendererMain" } },
  { name: "thread_name", ph: "M", ts: 0, pid: 7, tid: 2, args: { name: "Compositor" } },
  { name: "bench-tap-0", cat: "blink.user_timing", ph: "R", ts: 1_000, pid: 7, tid: 1 },
  // A task from 500 to 3,000 µs holding a 1,000 µs layout with a 200 µs style update inside it.
  x("RunTask", 500, 2_500),
  x("Layout", 1_500, 1_000),
  x("UpdateLayoutTree", 1_600, 200),
  { name: "Paint", ph: "B", ts: 3_500, ...main },
  { name: "Paint", ph: "E", ts: 4_000, ...main },
  x("RunTask", 1_000, 5_000, { pid: 7, tid: 2 }),
];

describe("trace breakdown", () => {
  it("finds the main thread of the process that set the mark, and the mark's time", () => {
    expect(mainThreadOf(events, "bench-tap-0")).toEqual(main);
    expect(markTime(events, "bench-tap-0")).toBe(1_000);
    expect(mainThreadOf(events, "bench-tap-1")).toBeNull();
  });

  it("gives each name its own time within the window, nested spans taken out, other threads left out", () => {
    const parts = selfTimeBreakdown(events, main, 1_000, 5_000);
    expect(parts).toEqual(
      [
        { name: "Layout", ms: 0.8 },
        { name: "RunTask", ms: 1 },
        { name: "Paint", ms: 0.5 },
        { name: "UpdateLayoutTree", ms: 0.2 },
      ].sort((a, b) => b.ms - a.ms),
    );
  });

  it("prints the largest parts, the rest and the idle time of the window", () => {
    expect(
      formatBreakdown(
        [
          { name: "Layout", ms: 3 },
          { name: "Paint", ms: 1 },
        ],
        10,
        1,
      ),
    ).toBe("Layout 3.0, other 1.0, idle 6.0");
  });
});
