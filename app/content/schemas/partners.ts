/** Zod schemas and types of ../partners (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common.ts";
import { ascending, folderCollection } from "./collection.ts";
import { orderField } from "./forms.ts";
import { partnerLogos } from "../files/assemble.ts";

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

/** Partner logos: content/partners/<nn>-<name>.json. */
export const partnersCollection = folderCollection({
  name: "partners",
  folder: "partners",
  extension: ".json",
  schema: PartnerFileSchema,
  order: ascending("order"),
  exports: (records) => ({ partners: partnerLogos(records) }),
  recordLists: ["partners"],
  checks: { partners: dataSchemas.partners },
  form: {
    label: "Partner logos",
    label_singular: "Partner",
    description: "The logos under every inner page's title and in the home pages' carousels.",
    create: false,
    delete: false,
    identifier_field: "name",
    summary: "{{order}}. {{name}}",
    sortable_fields: ["order", "name"],
    media_folder: "/public/images/partners",
    public_folder: "/images/partners",
    fields: {
      order: orderField,
      name: { label: "Name" },
      image: {
        label: "Logo",
        choose_url: false,
        hint: "An .svg logo, drawn 160 × 48.",
        pattern: ["^[^/]+\\.svg$", "Pick one of the site's .svg images"],
      },
    },
  },
});
