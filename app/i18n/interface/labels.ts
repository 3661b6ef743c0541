// content/interface/<locale>/labels.json on the server: the words of the revision being rendered (the build's outside a
// render). Islands get theirs as props; only React Router's unused client build and jsdom tests compile them in (decision 26).
// Each export is read at its use (./live.ts), so a publish of interface text reaches every page that shows it.
import { live, liveCollection } from "./live";
import type { labelsCollection } from "../../content/schemas/interface";

const words = liveCollection<typeof labelsCollection>("labels");

export const cardLabels = live(() => words.cardLabels);
export const serviceSidebar = live(() => words.serviceSidebar);
export const commentForm = live(() => words.commentForm);
export const detailLabels = live(() => words.detailLabels);
export default words;
