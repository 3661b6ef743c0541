/**
 * Home variant 5 (`/home5`): its copy, from content/pages/home5.json. Lists of cards come from their own content
 * modules. A module of its own so that only its page's bundle carries it.
 */
import { readFile } from "./files/read";
import type { Home5 } from "./schemas/home";

export const home5: Home5 = readFile<Home5>("pages/home5.json");
