// content/interface/en/navigation.json for code run outside a build (tests, tools); a build replaces this module with
// its language's words, one module per key (scripts/lib/content-plugin.ts, docs/decisions/0026-locales.md).
import { readCollection } from "../../content/files/read";
import type { navigationCollection } from "../../content/schemas/interface";

const words = readCollection<typeof navigationCollection>("navigation");

export const { mainNav, headerCta, footerServices, footerUsefulLinks, footerContactHeading, pageBanners } = words;
export default words;
