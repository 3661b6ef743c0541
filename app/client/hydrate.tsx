/**
 * React's part of the island loader (./islands.ts), in its own chunk with React DOM: a page
 * loads it only when one of its islands starts.
 */
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { IslandRoot } from "../islands/island-root";

export type IslandComponent = ComponentType<Record<string, unknown>>;

export function hydrateIsland(
  root: HTMLElement,
  Component: IslandComponent,
  props: Record<string, unknown>,
  identifierPrefix: string,
  onMount: () => void,
): void {
  hydrateRoot(
    root,
    <IslandRoot onMount={onMount}>
      <Component {...props} />
    </IslandRoot>,
    {
      identifierPrefix,
      // A mismatch means the island's ids or markup drifted from the server's: say so loudly.
      onRecoverableError: (error) => console.error(`Island hydration error in ${root.getAttribute("data-island")}:`, error),
    },
  );
}
