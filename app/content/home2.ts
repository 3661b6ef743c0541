/**
 * Home variant 2 (`/home2`): its copy, from content/pages/home2.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { Home2, home2Collection } from "./schemas/home";

export const home2 = (): Home2 => readCollection<typeof home2Collection>("home2").home2;
