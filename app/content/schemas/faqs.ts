/** Zod schemas and types of ../faqs (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { NonEmpty, type DataSchemas } from "./common";

export const FaqSchema = z.object({
  /** 1-based number, stable across both accordions. */
  id: z.number().int().positive(),
  question: NonEmpty,
  answer: NonEmpty,
});
export type Faq = z.infer<typeof FaqSchema>;

/** content/faqs/<nn>-<question>.json: a question and its answer; `id` orders them (1, 2, 3, …). */
export const FaqFileSchema = FaqSchema.strict();

export const FaqGroupSchema = z
  .object({
    items: FaqSchema.array().min(1),
    /** id of the item open on first render. */
    defaultOpenId: z.number().int().positive(),
  })
  .refine((g) => g.items.some((item) => item.id === g.defaultOpenId), {
    message: "defaultOpenId must belong to the group",
  });
export type FaqGroup = z.infer<typeof FaqGroupSchema>;

/** Each validated export of ../faqs and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  faqs: FaqSchema.array()
    .min(10)
    .refine((items) => items.every((item, i) => item.id === i + 1), { message: "ids must be 1..n in order" }),
  faqPreview: FaqSchema.array(),
  faqGroups: z.tuple([FaqGroupSchema, FaqGroupSchema]),
} satisfies DataSchemas;
