/**
 * FAQ items about IT services and SEO.
 *
 * Usage in the spec:
 * - Service detail and home variant 7: the first 4 items (`faqs.slice(0, 4)`),
 *   initially open: the first item.
 * - Home variant 3 has two accordions (`faqGroups`). The spec says the second
 *   accordion opens "item 5" initially, so items are numbered 1–10 across both
 *   accordions: the first accordion holds items 1–4 (opens item 1) and the
 *   second holds items 5–8 (opens item 5). Items 9–10 are spare. Each group
 *   carries its `defaultOpenId`, so pages need not hard-code indices.
 */
import type { Faq, FaqGroup } from "./schemas/faqs";

export type { Faq, FaqGroup } from "./schemas/faqs";

export const faqs: Faq[] = [
  {
    id: 1,
    question: "What IT services does Nexora provide?",
    answer: "We offer IT consulting, custom software and mobile app development, cloud solutions, cybersecurity, data analytics, managed IT services and network infrastructure, alongside SEO and digital marketing.",
  },
  {
    id: 2,
    question: "How long does a typical project take?",
    answer: "Small websites and integrations usually take four to eight weeks, while larger software or ERP projects run from three to nine months. We agree a detailed timeline with milestones before work begins.",
  },
  {
    id: 3,
    question: "How much do your services cost?",
    answer: "Every project is priced on its scope. After a free consultation we provide a fixed quote or a transparent monthly plan, with no hidden fees.",
  },
  {
    id: 4,
    question: "Do you provide support after launch?",
    answer: "Yes. Every project includes a warranty period, and we offer flexible support and maintenance plans with guaranteed response times, monitoring and regular updates.",
  },
  {
    id: 5,
    question: "How long does it take to see results from SEO?",
    answer: "Most clients see measurable improvements in rankings and traffic within three to six months. Competitive markets can take longer, and we report progress monthly so you always know where you stand.",
  },
  {
    id: 6,
    question: "Do you guarantee first-page rankings?",
    answer: "No reputable agency can guarantee rankings, because search engines control their results. We do guarantee a transparent, ethical strategy focused on the traffic and leads that grow your business.",
  },
  {
    id: 7,
    question: "Can you work with our existing systems and in-house team?",
    answer: "Absolutely. We regularly integrate with existing software and collaborate with internal IT and marketing teams, filling skill gaps without replacing what already works.",
  },
  {
    id: 8,
    question: "How do you keep our data secure?",
    answer: "We follow security best practices at every stage: least-privilege access, encryption in transit and at rest, regular testing and documented procedures aligned with standards such as ISO 27001.",
  },
  {
    id: 9,
    question: "Do you work with businesses outside your home country?",
    answer: "Yes. We serve clients worldwide and work comfortably across time zones using video calls, shared project boards and clear written updates.",
  },
  {
    id: 10,
    question: "How do we get started?",
    answer: "Contact us or request a consultation. We will arrange a short call to understand your goals, then send a tailored proposal with scope, timeline and cost.",
  },
];

/** Number of FAQ items shown on service detail and home variant 7. */
export const FAQ_PREVIEW_COUNT = 4 as const;

/** The first 4 FAQs (service detail, home variant 7). */
export const faqPreview: Faq[] = faqs.slice(0, FAQ_PREVIEW_COUNT);

/** Home variant 3: two accordions side by side. */
export const faqGroups: [FaqGroup, FaqGroup] = [
  { items: faqs.slice(0, 4), defaultOpenId: 1 },
  { items: faqs.slice(4, 8), defaultOpenId: 5 },
];

export const faqHeading = "Frequently Asked Question" as const;
