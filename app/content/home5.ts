/**
 * Home variant 5 (`/home5`): its copy, from content/pages/home5.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { Home5, home5Collection } from "./schemas/home";

export const home5 = (): Home5 => readCollection<typeof home5Collection>("home5").home5;
