/** Zod schemas and types of ../testimonials (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, type DataSchemas } from "./common";

export const TestimonialSchema = z.object({
  author: NonEmpty,
  /** Job title / designation of the author. */
  role: NonEmpty,
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

/** Each validated export of ../testimonials and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  testimonials: TestimonialSchema.array().length(9),
} satisfies DataSchemas;
