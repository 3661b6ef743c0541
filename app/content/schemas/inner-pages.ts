/** Zod schemas and types of ../inner-pages (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, NonEmpty, SectionIntroSchema, type DataSchemas } from "./common.ts";
import { CallToActionSchema } from "./home.ts";
import { fileCollection } from "./collection.ts";
import { ctaBandFields, introFields } from "./forms.ts";

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

/** The inner pages' section intros and call-to-action bands: content/pages/inner-pages.json. */
export const innerPagesCollection = fileCollection({
  name: "inner-pages",
  file: "pages/inner-pages.json",
  schema: InnerPagesFileSchema,
  exports: (page) => page,
  form: {
    group: "pages",
    label: "Inner pages' section intros and call-to-action bands",
    fields: {
      innerIntros: {
        label: "Section intros",
        fields: {
          services: { label: "Services page", fields: introFields },
          projects: { label: "Projects page", fields: introFields },
          team: { label: "Team page", fields: introFields },
          testimonials: { label: "Testimonials page", fields: introFields },
          blog: { label: "Blog page", fields: introFields },
          aboutTeam: { label: "About page", "team section": null, fields: introFields },
          aboutTestimonials: { label: "About page", "testimonials section": null, fields: introFields },
        },
      },
      innerCtas: {
        label: "Call-to-action bands",
        fields: { default: { label: "Most inner pages", fields: ctaBandFields }, team: { label: "Team page", fields: ctaBandFields } },
      },
    },
  },
});

/** The contact page's copy: content/pages/contact.json. */
export const contactCollection = fileCollection({
  name: "contact",
  file: "pages/contact.json",
  schema: ContactPageSchema,
  exports: (contactPage) => ({ contactPage }),
  form: {
    group: "pages",
    label: "Contact page (/contact)",
    fields: {
      info: { label: "Introduction", fields: introFields },
      phoneHeading: { label: "Phone card heading" },
      emailHeading: { label: "E-mail card heading" },
      addressHeading: { label: "Address card heading" },
      hoursLabel: { label: "Opening hours label" },
      formHeading: { label: "Form heading" },
      formText: { label: "Form text", widget: "text" },
      mapHeading: { label: "Map heading" },
      mapButton: { label: "Map button" },
      mapNotice: { label: "Map notice", widget: "text" },
      mapOpenLink: { label: "Link to Google Maps" },
    },
  },
});
