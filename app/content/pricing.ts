// Premium's 9.9 is the spec's probable content slip, kept as it says; Buy Now goes to /contact rather than the spec's placeholder #.
import { readCollection } from "./files/read";
import type { PricingPlan, pricingCollection } from "./schemas/pricing";

export type { PricingPlan } from "./schemas/pricing";

export const pricingPlans = (): PricingPlan[] => readCollection<typeof pricingCollection>("pricing").pricingPlans;
