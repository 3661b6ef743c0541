/**
 * Home variant 2 (`/home2`): its copy, from content/pages/home2.json. Lists of cards come from their own content
 * modules. A module of its own so that only its page's bundle carries it.
 */
import { readFile } from "./files/read";
import type { Home2 } from "./schemas/home";

export const home2: Home2 = readFile<Home2>("pages/home2.json");
