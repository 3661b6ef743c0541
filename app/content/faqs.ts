/**
 * One file each, content/faqs/<nn>-<question>.json, in `id` order. Numbered 1–10 across home variant 3's two accordions
 * because the spec opens "item 5" in the second: 1–4 and 5–8, 9–10 spare. Each group carries its `defaultOpenId`.
 */
import { readCollection } from "./files/read";
import type { Faq, FaqGroup, faqsCollection } from "./schemas/faqs";
import { sections } from "@interface/common";

export type { Faq, FaqGroup } from "./schemas/faqs";

const collection = () => readCollection<typeof faqsCollection>("faqs");

export const faqs = (): Faq[] => collection().faqs;

/** Number of FAQ items shown on service detail and home variant 7. */
export { FAQ_PREVIEW_COUNT } from "./spec";

/** The first 4 FAQs (service detail, home variant 7). */
export const faqPreview = (): Faq[] => collection().faqPreview;

/** Home variant 3: two accordions side by side (items 1–4 opening item 1, items 5–8 opening item 5). */
export const faqGroups = (): [FaqGroup, FaqGroup] => collection().faqGroups;

export const faqHeading = (): string => sections.faqHeading;
