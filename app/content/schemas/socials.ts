/** Schemas of ../socials (the social link type itself is shared: ./common). */
import { SocialLinkSchema, type DataSchemas } from "./common";

export { SocialLinkSchema, type SocialLink } from "./common";

export const dataSchemas = {
  defaultSocials: SocialLinkSchema.array().length(4),
} satisfies DataSchemas;
