/**
 * Partner logos: the marquee under every inner-page title banner (7 logos,
 * repeated), the variant 4 hero logo carousel, and the variant 7 brand carousel.
 */
import type { Partner } from "./schemas/partners";

export type { Partner } from "./schemas/partners";

const partnerNames = [
  "Quantix",
  "Lumora",
  "Vertexa",
  "Orbitra",
  "Cloudnest",
  "Synthra",
  "Helixa",
] as const;

export const partners: Partner[] = partnerNames.map((name, i) => ({
  name,
  image: `/images/partners/partner-${i + 1}.svg`,
  width: 160,
  height: 48,
}));

/** Variant 7 brand carousel uses the same logos. */
export const brands: Partner[] = partners;
