/**
 * Highlights strip on the main home page: a big figure (`title`) over a short label
 * (`description`), with an icon. From content/pages/home-sections.json.
 */
import { readCollection } from "./files/read";
import type { Highlight } from "./schemas/highlights";
import type { homeSectionsCollection } from "./schemas/home";

export type { Highlight } from "./schemas/highlights";

export const highlights = (): Highlight[] => readCollection<typeof homeSectionsCollection>("home-sections").highlights;
