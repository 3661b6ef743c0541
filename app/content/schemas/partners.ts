/** Zod schemas and types of ../partners (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common";

export const PartnerSchema = z.object({
  name: NonEmpty,
  image: ImagePathSchema,
  width: z.literal(160),
  height: z.literal(48),
});
export type Partner = z.infer<typeof PartnerSchema>;

/** content/partners/<nn>-<name>.json: a partner's logo (every logo is drawn 160 × 48). */
export const PartnerFileSchema = z.strictObject({ order: OrderSchema, name: NonEmpty, image: ImagePathSchema });
export type PartnerFile = z.infer<typeof PartnerFileSchema>;

/** Each validated export of ../partners and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  partners: PartnerSchema.array().length(7),
  brands: PartnerSchema.array(),
} satisfies DataSchemas;
