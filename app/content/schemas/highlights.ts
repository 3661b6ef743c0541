/** Zod schemas and types of ../highlights (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, NonEmpty, type DataSchemas } from "./common.ts";

export const HighlightSchema = z.object({
  icon: IconNameSchema,
  /** The figure, e.g. "24/7". */
  title: NonEmpty,
  /** The label under the figure, e.g. "client support". */
  description: NonEmpty,
});
export type Highlight = z.infer<typeof HighlightSchema>;

/** Each validated export of ../highlights and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  highlights: HighlightSchema.array().length(4),
} satisfies DataSchemas;
