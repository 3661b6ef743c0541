// content/interface/<locale>/pages.json on the server: the words of the revision being rendered (the build's outside a
// render). Islands get theirs as props; only React Router's unused client build and jsdom tests compile them in (decision 26).
// Each export is read at its use (./live.ts), so a publish of interface text reaches every page that shows it.
import { live, liveCollection } from "./live";
import type { pagesTextCollection } from "../../content/schemas/interface";

const words = liveCollection<typeof pagesTextCollection>("pageTexts");

export const pages = live(() => words.pages);
export const homeVariants = live(() => words.homeVariants);
export const layoutTitles = live(() => words.layoutTitles);
export const ctas = live(() => words.ctas);
// homeVariantDescription: a string, read as `words.homeVariantDescription` where it is shown.
export default words;
