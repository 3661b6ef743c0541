import type { Faq } from "~/content/faqs";
import { Accordion } from "~/components/ui/accordion";

/** FAQ list as an accordion of native disclosures: at most one answer open, the open one closes on click. */
export function FaqAccordion({
  items,
  defaultOpenIndex = 0,
  headingLevel = 3,
  className,
}: {
  items: Faq[];
  /** Index within `items` of the answer open on first render; null for none. */
  defaultOpenIndex?: number | null;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}) {
  return (
    <Accordion
      className={className}
      defaultOpenIndex={defaultOpenIndex}
      headingLevel={headingLevel}
      items={items.map((faq) => ({ key: faq.id, header: faq.question, panel: <p>{faq.answer}</p> }))}
    />
  );
}
