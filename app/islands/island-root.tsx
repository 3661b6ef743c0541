import { useEffect, type ReactNode } from "react";

/** Same on server and browser so the trees, and their `useId` ids, match. */
export function IslandRoot({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return children;
}
