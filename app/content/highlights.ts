/**
 * Highlights strip on the main home page: a big figure (`title`) over a short
 * label (`description`), with an icon.
 */
import { z } from "zod";
import { IconNameSchema, NonEmpty } from "./schemas";

export const HighlightSchema = z.object({
  icon: IconNameSchema,
  /** The figure, e.g. "24/7". */
  title: NonEmpty,
  /** The label under the figure, e.g. "client support". */
  description: NonEmpty,
});
export type Highlight = z.infer<typeof HighlightSchema>;

export const highlights: Highlight[] = HighlightSchema.array()
  .length(4)
  .parse([
    { icon: "Award", title: "4x", description: "award-winning agency" },
    { icon: "Headset", title: "24/7", description: "client support" },
    { icon: "Megaphone", title: "2.5K+", description: "campaigns managed" },
    { icon: "Search", title: "150K+", description: "keywords optimized" },
  ]);
