// content/interface/en/labels.json for code run outside a build (tests, tools); a build replaces this module with
// its language's words, one module per key (scripts/lib/content-plugin.ts, docs/decisions/0026-locales.md).
import { readCollection } from "../../content/files/read";
import type { labelsCollection } from "../../content/schemas/interface";

const words = readCollection<typeof labelsCollection>("labels");

export const { cardLabels, serviceSidebar, commentForm, detailLabels } = words;
export default words;
