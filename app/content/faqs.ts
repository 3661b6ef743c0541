/**
 * FAQ items about IT services and SEO: one file each, content/faqs/<nn>-<question>.json, in the
 * order of their `id` field.
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
import { readCollection } from "./files/read";
import type { Faq, FaqGroup, faqsCollection } from "./schemas/faqs";

export type { Faq, FaqGroup } from "./schemas/faqs";

const collection = readCollection<typeof faqsCollection>("faqs");

export const faqs: Faq[] = collection.faqs;

/** Number of FAQ items shown on service detail and home variant 7. */
export { FAQ_PREVIEW_COUNT } from "./spec";

/** The first 4 FAQs (service detail, home variant 7). */
export const faqPreview: Faq[] = collection.faqPreview;

/** Home variant 3: two accordions side by side (items 1–4 opening item 1, items 5–8 opening item 5). */
export const faqGroups: [FaqGroup, FaqGroup] = collection.faqGroups;

export const faqHeading = "Frequently Asked Question" as const;
