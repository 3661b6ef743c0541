/** Zod schemas and types of ../testimonials (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { GrammaticalGenderSchema, ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common.ts";
import { ascending, folderCollection } from "./collection.ts";
import { imageField, orderField } from "./forms.ts";
import { testimonialList } from "../files/assemble.ts";

export const TestimonialSchema = z.object({
  author: NonEmpty,
  /** Job title / designation of the author. */
  role: NonEmpty,
  grammaticalGender: GrammaticalGenderSchema,
  company: NonEmpty,
  /** Short headline quote. */
  title: NonEmpty,
  text: NonEmpty,
  rating: z.literal(4.5),
  ratingText: z.literal("(4.5)"),
  image: ImagePathSchema,
  /** Line shown under the author on the home testimonial slider. */
  subtitle: NonEmpty,
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** content/testimonials/<nn>-<author>.json: a client's testimonial (the rating is the spec's 4.5 for all). */
export const TestimonialFileSchema = z.strictObject({
  order: OrderSchema,
  ...TestimonialSchema.omit({ rating: true, ratingText: true }).shape,
});
export type TestimonialFile = z.infer<typeof TestimonialFileSchema>;

/** Each validated export of ../testimonials and the schema (with its count and order constraints) it must satisfy. */
/** The most a section shows at once (the about page's row, a carousel's three per view): fewer would leave gaps. */
export const TESTIMONIALS_AT_LEAST = 3;

export const dataSchemas = {
  // The spec's nine are the sample the site ships with (content.test.ts); the company may have more or fewer.
  testimonials: TestimonialSchema.array().min(TESTIMONIALS_AT_LEAST, {
    error: `the about page and the carousels show ${TESTIMONIALS_AT_LEAST} testimonials at once, so at least ${TESTIMONIALS_AT_LEAST} are needed`,
  }),
} satisfies DataSchemas;

/** Client testimonials: content/testimonials/<nn>-<author>.json. */
export const testimonialsCollection = folderCollection({
  name: "testimonials",
  folder: "testimonials",
  extension: ".json",
  schema: TestimonialFileSchema,
  order: ascending("order"),
  exports: (records) => ({ testimonials: testimonialList(records) }),
  recordLists: ["testimonials"],
  checks: dataSchemas,
  form: {
    label: "Testimonials",
    label_singular: "Testimonial",
    description: "What clients say (testimonials page and carousels), at least three. Every rating is the spec's 4.5.",
    create: true,
    delete: true,
    identifier_field: "author",
    summary: "{{order}}. {{author}}, {{company}}",
    sortable_fields: ["order", "author"],
    media_folder: "/public/images/clients",
    public_folder: "/images/clients",
    fields: {
      order: orderField,
      author: { label: "Client's name" },
      role: { label: "Job title" },
      grammaticalGender: { label: "Job title's grammatical gender (German, Arabic)" },
      company: { label: "Company" },
      title: { label: "Headline" },
      text: { label: "Testimonial", widget: "text" },
      subtitle: { label: "Line under the name (home carousel)" },
      image: { ...imageField, label: "Photo" },
    },
  },
});
