/** Schemas of ../socials (the social link type itself is shared: ./common). */
import { SocialLinkSchema, type DataSchemas } from "./common.ts";

export { SocialLinkSchema, type SocialLink } from "./common.ts";

export const dataSchemas = {
  defaultSocials: SocialLinkSchema.array().length(4),
} satisfies DataSchemas;
