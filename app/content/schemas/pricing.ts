/** Zod schemas and types of ../pricing (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { InternalHrefSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common.ts";
import { PLAN_TITLES } from "../spec.ts";
import { ascending, folderCollection } from "./collection.ts";
import { hrefField, orderField } from "./forms.ts";
import { pricingPlanList } from "../files/assemble.ts";
import { commonCollection } from "./interface.ts";

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

/**
 * content/pricing/<plan>.json: a plan. The price is a number of dollars a month (the page shows
 * "$9.9" and "per month"); the button's label is the spec's. No badge: no `popular` or an empty one.
 */
export const PricingPlanFileSchema = z.strictObject({
  order: OrderSchema,
  title: PricingPlanSchema.shape.title,
  price: z.number().nonnegative(),
  description: NonEmpty,
  featureHeading: NonEmpty,
  features: PricingPlanSchema.shape.features,
  link: InternalHrefSchema,
  popular: z.union([NonEmpty, z.literal("")]).optional(),
});
export type PricingPlanFile = z.infer<typeof PricingPlanFileSchema>;

/** Each validated export of ../pricing and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  pricingPlans: PricingPlanSchema.array().length(3),
} satisfies DataSchemas;

/** The pricing plans: content/pricing/<plan>.json. */
export const pricingCollection = folderCollection({
  name: "pricing",
  folder: "pricing",
  extension: ".json",
  schema: PricingPlanFileSchema,
  order: ascending("order"),
  exports: (records, use) => ({ pricingPlans: pricingPlanList(records, use(commonCollection).sections) }),
  recordLists: ["pricingPlans"],
  checks: dataSchemas,
  form: {
    label: "Pricing plans",
    label_singular: "Plan",
    description: "The three plans on the home page.",
    create: false,
    delete: false,
    identifier_field: "title",
    summary: "{{order}}. {{title}}: ${{price}} a month",
    sortable_fields: ["order"],
    fields: {
      order: orderField,
      title: { label: "Plan" },
      price: { label: "Price (dollars a month)", step: 0.1, hint: "A number, e.g. 9.9: the page shows $9.9 per month." },
      description: { label: "Description", widget: "text" },
      featureHeading: { label: "Heading above the features" },
      features: { label: "Features", field: { name: "feature", label: "Feature" } },
      link: hrefField,
      popular: { label: "Badge", hint: "e.g. Most Popular; empty for no badge." },
    },
  },
});
