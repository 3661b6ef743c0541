/**
 * Partner logos: the marquee under every inner-page title banner (7 logos, repeated), the
 * variant 4 hero logo carousel, and the variant 7 brand carousel. One file each,
 * content/partners/<nn>-<name>.json, in the order of their `order` field.
 */
import { readCollection } from "./files/read";
import type { Partner, partnersCollection } from "./schemas/partners";

export type { Partner } from "./schemas/partners";

export const partners = (): Partner[] => readCollection<typeof partnersCollection>("partners").partners;

/** Variant 7 brand carousel uses the same logos. */
export const brands = (): Partner[] => partners();
