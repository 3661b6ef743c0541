import { useEffect, type ReactNode } from "react";

/**
 * The top of every island's own React tree, the same on the server and in the browser (so
 * the trees, and their `useId` ids, match). `onMount` tells the loader the island is live.
 */
export function IslandRoot({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return children;
}
