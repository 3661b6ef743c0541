/**
 * Pricing plans (main home page): one file each, content/pricing/<plan>.json, in the order of
 * their `order` field. A price is a number of dollars a month ("$9.9" on the page); Premium is
 * 9.9 exactly as the spec shows (the spec calls it a probable content slip and says to keep it).
 *
 * Link: the spec says the Buy Now buttons go to a placeholder (#); the files point them at
 * /contact so they lead somewhere useful.
 */
import { readCollection } from "./files/read";
import type { PricingPlan, pricingCollection } from "./schemas/pricing";

export type { PricingPlan } from "./schemas/pricing";

export const pricingPlans: PricingPlan[] = readCollection<typeof pricingCollection>("pricing").pricingPlans;
