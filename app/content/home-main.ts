/**
 * The main home page (`/`), in the SEO & digital marketing agency voice: its copy, from content/pages/home-main.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { HomeMain, homeMainCollection } from "./schemas/home";

export const homeMain = (): HomeMain => readCollection<typeof homeMainCollection>("home-main").homeMain;
