/**
 * The About page (`/about`, `/aboutdark`): its copy, from content/pages/about.json. Lists of cards come from their own content
 * modules. A module of its own so that only its page's bundle carries it.
 */
import { readCollection } from "./files/read";
import type { AboutPage, aboutCollection } from "./schemas/home";

export const aboutPage: AboutPage = readCollection<typeof aboutCollection>("about").aboutPage;
