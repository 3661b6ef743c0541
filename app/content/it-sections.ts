/**
 * Sections the IT-solutions home pages (home2–home5, home7) share: its copy, from content/pages/it-sections.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { ItSections, itSectionsCollection } from "./schemas/home";

export const itSections = (): ItSections => readCollection<typeof itSectionsCollection>("it-sections").itSections;
