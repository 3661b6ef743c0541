/**
 * Sections the IT-solutions home pages (home2–home5, home7) share: its copy, from content/pages/it-sections.json. Lists of cards come from their own content
 * modules. A module of its own so that only its page's bundle carries it.
 */
import { readCollection } from "./files/read";
import type { ItSections, itSectionsCollection } from "./schemas/home";

export const itSections: ItSections = readCollection<typeof itSectionsCollection>("it-sections").itSections;
