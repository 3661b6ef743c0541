/**
 * Client testimonials. Testimonials page: all 9; variant 2/3 carousels:
 * `testimonials.slice(0, 6)`; variant 7: `testimonials.slice(0, 2)`.
 */
import type { Testimonial } from "./schemas/testimonials";

export type { Testimonial } from "./schemas/testimonials";

/** Maximum rating value, for "4.5 of 5" star rendering. */
export const RATING_MAX = 5 as const;

type TestimonialInput = Omit<Testimonial, "rating" | "ratingText" | "image">;

const entries: TestimonialInput[] = [
  {
    author: "Rebecca Hartley",
    role: "Chief Operating Officer",
    company: "Meridian Components Group",
    title: "Our operations finally run on one system",
    text: "Nexora guided us through a complex ERP rollout without disrupting production. Their team understood our processes better than some of our own managers by the end, and the results speak for themselves.",
    subtitle: "COO, Meridian Components Group",
  },
  {
    author: "Tom Sullivan",
    role: "Marketing Director",
    company: "Brightwave Retail",
    title: "Organic traffic more than doubled",
    text: "Within eight months of working with Nexora our organic traffic had doubled and online revenue followed. They explain every recommendation clearly and report on the numbers that matter.",
    subtitle: "Marketing Director, Brightwave Retail",
  },
  {
    author: "Aisha Bello",
    role: "IT Manager",
    company: "Northgate Health Partners",
    title: "Security we can finally rely on",
    text: "Their security assessment uncovered risks we did not know we had, and they fixed them quickly with minimal downtime. Our auditors were impressed with the documentation they left behind.",
    subtitle: "IT Manager, Northgate Health Partners",
  },
  {
    author: "Kenji Watanabe",
    role: "Founder & CEO",
    company: "Parcelly",
    title: "A mobile app our customers love",
    text: "Nexora turned our idea into a polished iOS and Android app in under five months. Communication was excellent throughout and they still support us as we grow.",
    subtitle: "Founder & CEO, Parcelly",
  },
  {
    author: "Laura Jensen",
    role: "Finance Director",
    company: "Harbor Legal LLP",
    title: "Month-end close in days, not weeks",
    text: "The reporting and automation Nexora built has transformed our finance function. We now spend our time analysing results instead of chasing spreadsheets.",
    subtitle: "Finance Director, Harbor Legal LLP",
  },
  {
    author: "Carlos Mendes",
    role: "Head of Digital",
    company: "Atlas Travel Co.",
    title: "A partner, not just a supplier",
    text: "From cloud migration to paid search campaigns, Nexora has become an extension of our team. They are responsive, honest about trade-offs and always focused on results.",
    subtitle: "Head of Digital, Atlas Travel Co.",
  },
  {
    author: "Emily Nguyen",
    role: "Operations Manager",
    company: "GreenLeaf Logistics",
    title: "Support that is always there",
    text: "Since moving to Nexora's managed IT service our help desk tickets are resolved faster and outages have become rare. Their monthly reports give us complete peace of mind.",
    subtitle: "Operations Manager, GreenLeaf Logistics",
  },
  {
    author: "David Fischer",
    role: "Chief Technology Officer",
    company: "Quantix Software",
    title: "Cloud costs down by a third",
    text: "Nexora re-architected our platform on the cloud and cut our hosting bill by thirty percent while improving performance. Their engineers are genuinely world-class.",
    subtitle: "CTO, Quantix Software",
  },
  {
    author: "Olivia Bennett",
    role: "Managing Director",
    company: "Bennett & Co. Interiors",
    title: "More qualified leads every month",
    text: "Their SEO and content strategy put us on the first page for the searches our customers actually use. Enquiries have grown steadily every month since we started.",
    subtitle: "Managing Director, Bennett & Co. Interiors",
  },
];

export const testimonials: Testimonial[] = entries.map((entry, i) => ({
  ...entry,
  rating: 4.5,
  ratingText: "(4.5)",
  image: `/images/clients/client-${i + 1}.svg`,
}));
