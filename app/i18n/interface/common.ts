// content/interface/<locale>/common.json on the server: the words of the revision being rendered (the build's outside a
// render). Islands get theirs as props; only React Router's unused client build and jsdom tests compile them in (decision 26).
// Each export is read at its use (./live.ts), so a publish of interface text reaches every page that shows it.
import { live, liveCollection } from "./live";
import type { commonCollection } from "../../content/schemas/interface";

const words = liveCollection<typeof commonCollection>("common");

export const layout = live(() => words.layout);
export const carousel = live(() => words.carousel);
export const video = live(() => words.video);
export const legalPage = live(() => words.legalPage);
export const widgets = live(() => words.widgets);
export const homeLabels = live(() => words.homeLabels);
export const sections = live(() => words.sections);
export const search = live(() => words.search);
export const errors = live(() => words.errors);
export const galleryCategories = live(() => words.galleryCategories);
export default words;
