// content/interface/en/forms.json for code run outside a build (tests, tools); a build replaces this module with
// its language's words, one module per key (scripts/lib/content-plugin.ts, docs/decisions/0026-locales.md).
import { readCollection } from "../../content/files/read";
import type { formsCollection } from "../../content/schemas/interface";

const words = readCollection<typeof formsCollection>("forms");

export const { fieldLabels, submitLabels, successMessages, privacyNotes, formCopy, subscription, serverMessages, validation } = words;
export default words;
