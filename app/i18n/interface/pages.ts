// content/interface/en/pages.json for code run outside a build (tests, tools); a build replaces this module with
// its language's words, one module per key (scripts/lib/content-plugin.ts, docs/decisions/0026-locales.md).
import { readCollection } from "../../content/files/read";
import type { pagesTextCollection } from "../../content/schemas/interface";

const words = readCollection<typeof pagesTextCollection>("pageTexts");

export const { pages, homeVariants, homeVariantDescription, layoutTitles, ctas } = words;
export default words;
