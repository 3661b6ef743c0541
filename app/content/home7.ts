/**
 * Home variant 7 (`/home7`): its copy, from content/pages/home7.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { Home7, home7Collection } from "./schemas/home";

export const home7 = (): Home7 => readCollection<typeof home7Collection>("home7").home7;
