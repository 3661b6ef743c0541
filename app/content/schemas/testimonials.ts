/** Zod schemas and types of ../testimonials (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common";

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

/** content/testimonials/<nn>-<author>.json: a client's testimonial (the rating is the spec's 4.5 for all). */
export const TestimonialFileSchema = z.strictObject({
  order: OrderSchema,
  ...TestimonialSchema.omit({ rating: true, ratingText: true }).shape,
});
export type TestimonialFile = z.infer<typeof TestimonialFileSchema>;

/** Each validated export of ../testimonials and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  testimonials: TestimonialSchema.array().length(9),
} satisfies DataSchemas;
