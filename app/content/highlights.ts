/**
 * Highlights strip on the main home page: a big figure (`title`) over a short
 * label (`description`), with an icon.
 */
import type { Highlight } from "./schemas/highlights";

export type { Highlight } from "./schemas/highlights";

export const highlights: Highlight[] = [
  { icon: "Award", title: "4x", description: "award-winning agency" },
  { icon: "Headset", title: "24/7", description: "client support" },
  { icon: "Megaphone", title: "2.5K+", description: "campaigns managed" },
  { icon: "Search", title: "150K+", description: "keywords optimized" },
];
