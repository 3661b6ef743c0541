// Read by the loader (app/client/islands.ts), so no imports: it is on every page with an island.

export const ISLAND_ATTR = "data-island";
export const PREFIX_ATTR = "data-island-prefix";
export const PROPS_ATTR = "data-island-props";
// "use": start only on first touch, focus or hover, keeping React off the critical path of islands that look complete.
export const START_ATTR = "data-island-start";
export const READY_ATTR = "data-island-ready";
export const SLOT_ATTR = "data-slot";

export type SlotMarkup = Record<string, string[]>;
