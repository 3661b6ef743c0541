/**
 * Company-wide settings: identity, contact details, embeds, socials and legal links, from
 * content/settings/site.json (./files/assemble adds the links and what the spec fixes).
 * Sample values only (fictional company, reserved 555-01xx numbers, .example domain).
 */
import { readCollection } from "./files/read";
import type { Site, siteCollection } from "./schemas/site";

export type { Phone, Address, Site } from "./schemas/site";

export const site = (): Site => readCollection<typeof siteCollection>("site").site;
