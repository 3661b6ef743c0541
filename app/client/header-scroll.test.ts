import { describe, expect, it } from "vitest";
import { nextHeaderState, type HeaderState } from "./header-scroll";

// The bar sits 40px down (below the top banner) and is 80px tall.
const bounds = { top: 40, bottom: 120 };

/** Scrolls through the given offsets, returning the state after each step. */
function scrollThrough(offsets: number[], start: HeaderState = "default"): HeaderState[] {
  let state = start;
  let last = 0;
  return offsets.map((y) => {
    state = nextHeaderState(state, y, last, bounds);
    last = y;
    return state;
  });
}

describe("nextHeaderState", () => {
  it("stays in its normal place while the bar is still in view on the way down", () => {
    expect(scrollThrough([10, 60, 120])).toEqual(["default", "default", "default"]);
  });

  it("becomes sticky when scrolling down past the bar, and shown when scrolling back up", () => {
    expect(scrollThrough([200, 600, 500, 450, 700])).toEqual(["sticky", "sticky", "shown", "shown", "sticky"]);
  });

  it("returns to default at the top", () => {
    expect(scrollThrough([600, 300, 100, 40, 0])).toEqual(["sticky", "shown", "shown", "default", "default"]);
  });

  it("does not pin a bar that is still partly in view after a short scroll down and up", () => {
    expect(scrollThrough([100, 80])).toEqual(["default", "default"]);
  });

  it("keeps its state when the offset does not change", () => {
    expect(nextHeaderState("shown", 500, 500, bounds)).toBe("shown");
    expect(nextHeaderState("sticky", 500, 500, bounds)).toBe("sticky");
  });
});
