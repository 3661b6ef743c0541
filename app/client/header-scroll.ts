// Pure, so the header module and its test share it.
export type HeaderState = "default" | "sticky" | "shown";

// Px from the top, with the bar in its normal place.
export interface HeaderBounds {
  /** Where the fixed bar and the bar in its normal place coincide. */
  top: number;
  /** Below this the bar in its normal place is out of view. */
  bottom: number;
}

// The switches happen where they cause no jump: fixed only once the normal place is out of view, back only where the two coincide.
export function nextHeaderState(prev: HeaderState, y: number, lastY: number, bounds: HeaderBounds): HeaderState {
  if (y <= bounds.top) return "default";
  if (prev === "default" && y <= bounds.bottom) return "default";
  if (y > lastY) return "sticky";
  if (y < lastY) return "shown";
  return prev;
}
