/**
 * The About page (`/about`, `/aboutdark`): its copy, from content/pages/about.json. Lists of cards come from their own content
 * modules.
 */
import { readCollection } from "./files/read";
import type { AboutPage, aboutCollection } from "./schemas/home";

export const aboutPage = (): AboutPage => readCollection<typeof aboutCollection>("about").aboutPage;
