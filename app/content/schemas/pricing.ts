/** Zod schemas and types of ../pricing (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { InternalHrefSchema, NonEmpty, type DataSchemas } from "./common";
import { PLAN_TITLES } from "../spec";

export const PricingPlanSchema = z.object({
  title: z.enum(PLAN_TITLES),
  /** Display text including currency, e.g. "$9.9". */
  price: z.string().regex(/^\$\d+(?:\.\d+)?$/),
  period: z.literal("month"),
  description: NonEmpty,
  featureHeading: NonEmpty,
  features: NonEmpty.array().min(5).max(6),
  buttonLabel: z.literal("Buy Now"),
  link: InternalHrefSchema,
  /** Badge text for the highlighted plan. */
  popular: NonEmpty.optional(),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;

/** Each validated export of ../pricing and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  pricingPlans: PricingPlanSchema.array().length(3),
} satisfies DataSchemas;
