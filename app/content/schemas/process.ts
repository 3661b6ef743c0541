/** Zod schemas and types of ../process (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, InternalHrefSchema, NonEmpty, type DataSchemas } from "./common.ts";

export const HowItWorksStepSchema = z.object({
  icon: IconNameSchema,
  title: NonEmpty,
  description: NonEmpty,
  link: InternalHrefSchema,
});
export type HowItWorksStep = z.infer<typeof HowItWorksStepSchema>;

export const NumberedStepSchema = z.object({
  label: z.string().regex(/^STEP 0[1-4]$/),
  title: NonEmpty,
  description: NonEmpty,
});
export type NumberedStep = z.infer<typeof NumberedStepSchema>;

export const SixStepSchema = z.object({
  icon: IconNameSchema,
  title: NonEmpty,
  description: NonEmpty,
});
export type SixStep = z.infer<typeof SixStepSchema>;

/** Each validated export of ../process and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  howItWorks: HowItWorksStepSchema.array().length(5),
  numberedSteps: NumberedStepSchema.array()
    .length(4)
    .refine((steps) => steps.every((s, i) => s.label === `STEP 0${i + 1}`), { message: "labels must be STEP 01..04" }),
  sixSteps: SixStepSchema.array().length(6),
} satisfies DataSchemas;
