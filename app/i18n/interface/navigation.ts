// content/interface/<locale>/navigation.json on the server: the words of the revision being rendered (the build's outside a
// render). Islands get theirs as props; only React Router's unused client build and jsdom tests compile them in (decision 26).
// Each export is read at its use (./live.ts), so a publish of interface text reaches every page that shows it.
import { live, liveCollection } from "./live";
import type { navigationCollection } from "../../content/schemas/interface";

const words = liveCollection<typeof navigationCollection>("navigation");

export const mainNav = live(() => words.mainNav);
export const headerCta = live(() => words.headerCta);
export const footerServices = live(() => words.footerServices);
export const footerUsefulLinks = live(() => words.footerUsefulLinks);
export const pageBanners = live(() => words.pageBanners);
// footerContactHeading: a string, read as `words.footerContactHeading` where it is shown.
export default words;
