// content/interface/<locale>/forms.json on the server: the words of the revision being rendered (the build's outside a
// render). Islands get theirs as props; only React Router's unused client build and jsdom tests compile them in (decision 26).
// Each export is read at its use (./live.ts), so a publish of interface text reaches every page that shows it.
import { live, liveCollection } from "./live";
import type { formsCollection } from "../../content/schemas/interface";

const words = liveCollection<typeof formsCollection>("forms");

export const fieldLabels = live(() => words.fieldLabels);
export const submitLabels = live(() => words.submitLabels);
export const successMessages = live(() => words.successMessages);
export const privacyNotes = live(() => words.privacyNotes);
export const formCopy = live(() => words.formCopy);
export const subscription = live(() => words.subscription);
export const serverMessages = live(() => words.serverMessages);
export const validation = live(() => words.validation);
export default words;
