// Inner pages' copy the other content modules do not hold; card and widget labels are re-exported from ./labels.
import { readCollection } from "./files/read";
import type { ContactPage, InnerPagesFile, contactCollection, innerPagesCollection } from "./schemas/inner-pages";

export type { ShareTarget, ContactPage } from "./schemas/inner-pages";

export { detailLabels, shareTargets } from "./labels";

const innerPages = () => readCollection<typeof innerPagesCollection>("inner-pages");

export const innerIntros = (): InnerPagesFile["innerIntros"] => innerPages().innerIntros;

export const innerCtas = (): InnerPagesFile["innerCtas"] => innerPages().innerCtas;

/** Contact page: information cards, form and map. */
export const contactPage = (): ContactPage => readCollection<typeof contactCollection>("contact").contactPage;
