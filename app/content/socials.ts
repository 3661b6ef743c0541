/** Social links shared by the footer, team cards and the blog share row. */
import type { SocialLink } from "./schemas/common";

export type { SocialLink } from "./schemas/common";

/** The four social icons used in the footer, team cards and blog share row. */
export const defaultSocials: SocialLink[] = [
  { name: "Facebook", icon: "Facebook", url: null },
  { name: "X", icon: "Twitter", url: null },
  { name: "LinkedIn", icon: "Linkedin", url: null },
  { name: "Instagram", icon: "Instagram", url: null },
];
