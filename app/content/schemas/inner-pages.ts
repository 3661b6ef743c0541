/** Zod schemas and types of ../inner-pages (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, NonEmpty, SectionIntroSchema, type DataSchemas } from "./common";
import { CallToActionSchema } from "./home";

/** Share targets of the blog article; `{url}` and `{title}` are replaced and URL-encoded. */
export const ShareTargetSchema = z.object({
  name: NonEmpty,
  icon: IconNameSchema,
  template: z.string().startsWith("https://"),
});
export type ShareTarget = z.infer<typeof ShareTargetSchema>;

/** The section intros of the list pages and of the shared sections placed on the About page. */
export const InnerIntrosSchema = z.strictObject({
  services: SectionIntroSchema,
  projects: SectionIntroSchema,
  team: SectionIntroSchema,
  testimonials: SectionIntroSchema,
  blog: SectionIntroSchema,
  aboutTeam: SectionIntroSchema,
  aboutTestimonials: SectionIntroSchema,
});

/** The call-to-action bands at the end of the inner pages (the team page has its own). */
export const InnerCtasSchema = z.strictObject({ default: CallToActionSchema, team: CallToActionSchema });

/** content/pages/inner-pages.json. */
export const InnerPagesFileSchema = z.strictObject({ innerIntros: InnerIntrosSchema, innerCtas: InnerCtasSchema });
export type InnerPagesFile = z.infer<typeof InnerPagesFileSchema>;

/** content/pages/contact.json: the contact page's information cards, form and map. */
export const ContactPageSchema = z.strictObject({
  info: SectionIntroSchema,
  phoneHeading: NonEmpty,
  emailHeading: NonEmpty,
  addressHeading: NonEmpty,
  hoursLabel: NonEmpty,
  formHeading: NonEmpty,
  formText: NonEmpty,
  mapHeading: NonEmpty,
  mapButton: NonEmpty,
  mapNotice: NonEmpty,
  mapOpenLink: NonEmpty,
});
export type ContactPage = z.infer<typeof ContactPageSchema>;

/** Each validated export of ../inner-pages and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  innerIntros: InnerIntrosSchema,
  innerCtas: InnerCtasSchema,
  shareTargets: ShareTargetSchema.array().min(1),
  contactPage: ContactPageSchema,
} satisfies DataSchemas;
