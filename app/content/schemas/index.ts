/**
 * Compatibility entry for `~/content/schemas` (formerly app/content/schemas.ts). It is
 * deliberately zod-free, because components, scripts and the client bundle import from it:
 * it re-exports the shared content types and the plain helpers only.
 *
 * The zod schemas themselves live in the sibling modules (./common for the shared
 * primitives, ./<data-module> for each data module, e.g. ./services); import them from
 * there, in tests and tooling only.
 */
export { ICON_NAMES } from "../icon-names";
export { formatIsoDate } from "../format";
export type { IconName, ImagePath, InternalHref, IsoDate, Link, PlaceholderLink, SectionIntro, SocialName, SocialLink } from "./common";
