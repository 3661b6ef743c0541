/**
 * Highlights strip on the main home page: a big figure (`title`) over a short
 * label (`description`), with an icon.
 */
import { z } from "zod";
import { IconNameSchema, NonEmpty } from "./schemas";
import { VALIDATE, content } from "./validate";

export const HighlightSchema = /*#__PURE__*/ z.object({
  icon: IconNameSchema,
  /** The figure, e.g. "24/7". */
  title: NonEmpty,
  /** The label under the figure, e.g. "client support". */
  description: NonEmpty,
});
export type Highlight = z.infer<typeof HighlightSchema>;

export const highlights: Highlight[] = content([
    { icon: "Award", title: "4x", description: "award-winning agency" },
    { icon: "Headset", title: "24/7", description: "client support" },
    { icon: "Megaphone", title: "2.5K+", description: "campaigns managed" },
    { icon: "Search", title: "150K+", description: "keywords optimized" },
  ], VALIDATE && HighlightSchema.array().length(4));
