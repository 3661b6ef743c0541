/** Social links shared by the footer, team cards and the blog share row: the site settings' (content/settings/site.json). */
import { site } from "./site";
import type { SocialLink } from "./schemas/common";

export type { SocialLink } from "./schemas/common";

/** The four social icons used in the footer, team cards and blog share row. */
export const defaultSocials = (): SocialLink[] => site().socials;
