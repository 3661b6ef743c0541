/**
 * Home variant 3 (`/home3`): its copy, from content/pages/home3.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { Home3, home3Collection } from "./schemas/home";

export const home3 = (): Home3 => readCollection<typeof home3Collection>("home3").home3;
