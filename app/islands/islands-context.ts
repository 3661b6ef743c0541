import { createContext } from "react";

/**
 * Counts the islands a document renders, so the root layout adds the island loader only to
 * pages that have one. The layout renders it after the page's body, when the count is final
 * (nothing in the document suspends: React renders it in order).
 */
export interface IslandRegistry {
  count: number;
}

export const IslandsContext = createContext<IslandRegistry>({ count: 0 });
