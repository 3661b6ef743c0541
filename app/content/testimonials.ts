/**
 * Client testimonials: one file each, content/testimonials/<nn>-<author>.json, in the order of
 * their `order` field. Testimonials page: all 9; variant 2/3 carousels:
 * `testimonials().slice(0, 6)`; variant 7: `testimonials().slice(0, 2)`.
 */
import { readCollection } from "./files/read";
import type { Testimonial, testimonialsCollection } from "./schemas/testimonials";

export type { Testimonial } from "./schemas/testimonials";

/** Maximum rating value, for "4.5 of 5" star rendering. */
export const RATING_MAX = 5 as const;

export const testimonials = (): Testimonial[] => readCollection<typeof testimonialsCollection>("testimonials").testimonials;
