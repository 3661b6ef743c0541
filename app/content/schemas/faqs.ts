/** Zod schemas and types of ../faqs (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { NonEmpty, type DataSchemas } from "./common.ts";
import { ascending, folderCollection } from "./collection.ts";
import { faqCollection } from "../files/assemble.ts";

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

/** The FAQ: content/faqs/<nn>-<question>.json, in the order of their `id`. */
export const faqsCollection = folderCollection({
  name: "faqs",
  folder: "faqs",
  extension: ".json",
  schema: FaqFileSchema,
  order: ascending("id"),
  exports: (records) => faqCollection(records),
  recordLists: ["faqs"],
  checks: dataSchemas,
  form: {
    label: "FAQ",
    label_singular: "Question",
    description: "Frequently asked questions. Numbers 1–4 and 5–8 fill the two accordions of home variant 3.",
    create: true,
    delete: true,
    identifier_field: "question",
    slug: "{{fields.id}}-{{slug}}",
    summary: "{{id}}. {{question}}",
    sortable_fields: ["id", "question"],
    fields: {
      id: { label: "Number", hint: "1, 2, 3, … with no gaps: the order on the page." },
      question: { label: "Question" },
      answer: { label: "Answer", widget: "text" },
    },
  },
});
