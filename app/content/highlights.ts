/**
 * Highlights strip on the main home page: a big figure (`title`) over a short label
 * (`description`), with an icon. From content/pages/home-sections.json.
 */
import { readFile } from "./files/read";
import { HOME_SECTIONS_FILE } from "./files/assemble";
import type { Highlight } from "./schemas/highlights";
import type { HomeSectionsFile } from "./schemas/home";

export type { Highlight } from "./schemas/highlights";

export const highlights: Highlight[] = readFile<HomeSectionsFile>(HOME_SECTIONS_FILE).highlights;
