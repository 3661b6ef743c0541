/**
 * Where a key moves focus in a row (tabs) or column (accordion headers) of `count` items:
 * the arrow keys of the orientation step and wrap, Home and End jump to the ends.
 * Returns undefined for any other key.
 */
export function rovingIndex(key: string, index: number, count: number, orientation: "horizontal" | "vertical"): number | undefined {
  const last = count - 1;
  const [back, forward] = orientation === "horizontal" ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];
  if (key === forward) return index === last ? 0 : index + 1;
  if (key === back) return index === 0 ? last : index - 1;
  if (key === "Home") return 0;
  if (key === "End") return last;
  return undefined;
}
