// content/interface/en/common.json for code run outside a build (tests, tools); a build replaces this module with
// its language's words, one module per key (scripts/lib/content-plugin.ts, docs/decisions/0026-locales.md).
import { readCollection } from "../../content/files/read";
import type { commonCollection } from "../../content/schemas/interface";

const words = readCollection<typeof commonCollection>("common");

export const { layout, carousel, video, legalPage, widgets, homeLabels, sections, search, errors, galleryCategories } = words;
export default words;
