/**
 * Pricing plans (main home page). Premium is "$9.9" exactly as the spec shows
 * (the spec calls it a probable content slip and says to keep it).
 *
 * Link: the spec says the Buy Now buttons go to a placeholder (#); we point
 * them at /contact so they lead somewhere useful. Change `link` here if the
 * literal placeholder is wanted.
 */
import type { PricingPlan } from "./schemas/pricing";

export type { PricingPlan } from "./schemas/pricing";

export const pricingPlans: PricingPlan[] = [
  {
    title: "Basic",
    price: "$9.9",
    period: "month",
    description: "Essential SEO and website care for small businesses getting started online.",
    featureHeading: "What's included",
    features: [
      "Website audit and health report",
      "Keyword research for 10 keywords",
      "On-page optimisation for 5 pages",
      "Google Business Profile setup",
      "Monthly performance report",
    ],
    buttonLabel: "Buy Now",
    link: "/contact",
  },
  {
    title: "Standard",
    price: "$19.9",
    period: "month",
    description: "Our most popular plan for growing companies that want steady, measurable growth.",
    featureHeading: "Everything in Basic, plus",
    features: [
      "Keyword tracking for 50 keywords",
      "On-page optimisation for 20 pages",
      "Two SEO blog articles per month",
      "Technical fixes and speed improvements",
      "Local citation building",
      "Dedicated account manager",
    ],
    buttonLabel: "Buy Now",
    link: "/contact",
    popular: "Most Popular",
  },
  {
    title: "Premium",
    price: "$9.9",
    period: "month",
    description: "Full-service search and digital marketing for ambitious brands in competitive markets.",
    featureHeading: "Everything in Standard, plus",
    features: [
      "Unlimited keyword tracking",
      "Content strategy and four articles per month",
      "Link-building and digital PR outreach",
      "Paid search and social campaign management",
      "Conversion rate optimisation",
      "Quarterly strategy workshop",
    ],
    buttonLabel: "Buy Now",
    link: "/contact",
  },
];
