/** The legal pages' texts (content/legal/<id>.md), by page id. */
import { readCollection } from "./files/read";
import type { LegalPage, LegalPageId, legalCollection } from "./schemas/legal";

export type { LegalPage, LegalPageId } from "./schemas/legal";

export const legalPages = (): Record<LegalPageId, LegalPage> => readCollection<typeof legalCollection>("legal").legalPages;
