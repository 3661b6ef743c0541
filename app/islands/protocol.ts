/**
 * What the server writes around an island and the loader in the browser reads back
 * (app/client/islands.ts). Kept free of imports: the loader is on every page with an island.
 */

/** The island's container: `data-island="<name>"`, the name of its module in app/islands/. */
export const ISLAND_ATTR = "data-island";
/** The `identifierPrefix` of the island's own React tree, so `useId` gives the same ids twice. */
export const PREFIX_ATTR = "data-island-prefix";
/** The island's props as JSON (everything but its slots). */
export const PROPS_ATTR = "data-island-props";
/**
 * `data-island-start="use"`: the island starts on the visitor's first touch, focus, press or
 * hover only, not when it nears the viewport. For islands whose served HTML looks complete and
 * whose code matters only once used (a play button): starting them at load would put React on
 * the page's critical path for nothing.
 */
export const START_ATTR = "data-island-start";
/** Set by the loader once the island's code is running (for tests and styles). */
export const READY_ATTR = "data-island-ready";
/** A slot: server-rendered markup the island shows as it is (`data-slot="<name>"`). */
export const SLOT_ATTR = "data-slot";

/** Markup the server rendered for an island's slots, by slot name, in order. */
export type SlotMarkup = Record<string, string[]>;
