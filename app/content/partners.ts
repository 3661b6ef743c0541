/**
 * Partner logos: the marquee under every inner-page title banner (7 logos,
 * repeated), the variant 4 hero logo carousel, and the variant 7 brand carousel.
 */
import { z } from "zod";
import { ImagePathSchema, NonEmpty } from "./schemas";
import { VALIDATE, content } from "./validate";

export const PartnerSchema = /*#__PURE__*/ z.object({
  name: NonEmpty,
  image: ImagePathSchema,
  width: z.literal(160),
  height: z.literal(48),
});
export type Partner = z.infer<typeof PartnerSchema>;

const partnerNames = [
  "Quantix",
  "Lumora",
  "Vertexa",
  "Orbitra",
  "Cloudnest",
  "Synthra",
  "Helixa",
] as const;

export const partners: Partner[] = content(
    partnerNames.map((name, i) => ({
      name,
      image: `/images/partners/partner-${i + 1}.svg`,
      width: 160,
      height: 48,
    })), VALIDATE && PartnerSchema.array().length(7));

/** Variant 7 brand carousel uses the same logos. */
export const brands: Partner[] = partners;
