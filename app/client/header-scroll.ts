/** The header's scroll states; pure, so the header module (no React) and its test share it. */
export type HeaderState = "default" | "sticky" | "shown";

/** Where the header bar sits in the document when it is in its normal place (px from the top). */
export interface HeaderBounds {
  /** Scroll offset at which the fixed bar and the bar in its normal place coincide. */
  top: number;
  /** Scroll offset below which the bar in its normal place is out of view. */
  bottom: number;
}

/**
 * The header scroll states of the specification: "default" at the top (the bar in its normal
 * place), "sticky" while scrolling down (fixed, tucked away above the viewport) and "shown"
 * while scrolling up away from the top (fixed and visible). The switches happen where they
 * cause no jump: the bar only becomes fixed once its normal place has scrolled out of view,
 * and it only returns to its normal place where the two positions coincide.
 */
export function nextHeaderState(prev: HeaderState, y: number, lastY: number, bounds: HeaderBounds): HeaderState {
  if (y <= bounds.top) return "default";
  if (prev === "default" && y <= bounds.bottom) return "default";
  if (y > lastY) return "sticky";
  if (y < lastY) return "shown";
  return prev;
}
