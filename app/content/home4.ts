/**
 * Home variant 4 (`/home4`): its copy, from content/pages/home4.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { Home4, home4Collection } from "./schemas/home";

export const home4 = (): Home4 => readCollection<typeof home4Collection>("home4").home4;
