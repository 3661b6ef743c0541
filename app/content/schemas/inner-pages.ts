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

/** Each validated export of ../inner-pages and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  /** Every entry goes through SectionIntroSchema / CallToActionSchema. */
  innerIntros: z.record(z.string(), SectionIntroSchema),
  innerCtas: z.record(z.string(), CallToActionSchema),
  shareTargets: ShareTargetSchema.array().min(1),
  /** Only the intro is structured copy; the other fields are plain labels. */
  contactPage: z.looseObject({ info: SectionIntroSchema }),
} satisfies DataSchemas;
