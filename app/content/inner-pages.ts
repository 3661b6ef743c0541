/**
 * Copy for the inner pages (About, Services, Projects, Team, Testimonials, Blog, Contact)
 * that the other content modules do not already hold: section intros and call-to-action bands
 * (content/pages/inner-pages.json), and the contact page's copy (content/pages/contact.json).
 * Lists of cards come from their own modules (services.ts, projects.ts, team.ts, …); widget
 * and card labels are in ./labels (re-exported here).
 */
import { readCollection } from "./files/read";
import type { ContactPage, InnerPagesFile, contactCollection, innerPagesCollection } from "./schemas/inner-pages";

export type { ShareTarget, ContactPage } from "./schemas/inner-pages";

export { detailLabels, shareTargets } from "./labels";

const innerPages = readCollection<typeof innerPagesCollection>("inner-pages");

/** Section intros of the list pages and the shared sections placed on the About page. */
export const innerIntros: InnerPagesFile["innerIntros"] = innerPages.innerIntros;

/** Call-to-action bands at the end of the inner pages. */
export const innerCtas: InnerPagesFile["innerCtas"] = innerPages.innerCtas;

/** Contact page: information cards, form and map. */
export const contactPage: ContactPage = readCollection<typeof contactCollection>("contact").contactPage;
