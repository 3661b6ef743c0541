// Zod-free, since components and browser code import it; the zod schemas are in the sibling modules.
export { ICON_NAMES } from "../icon-names";
export { formatIsoDate } from "../format";
export type { IconName, ImagePath, InternalHref, IsoDate, Link, PlaceholderLink, SectionIntro, SocialName, SocialLink } from "./common";
