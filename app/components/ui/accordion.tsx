import { useId, type ReactNode } from "react";
import { ChevronDown } from "~/components/ui/icons";

export interface AccordionItem {
  key: string | number;
  header: ReactNode;
  panel: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * An accordion of native disclosures: each item is a `<details>` sharing the accordion's
 * `name`, so the browser keeps at most one open and a click (Enter, Space) on the open one
 * closes it; no script, and it works before and without JavaScript. Find-in-page opens the
 * item that holds the match. The summary is exposed as a button with its expanded state.
 *
 * The heading sits inside the summary: HTML allows a summary to hold one heading, and a
 * heading cannot wrap a `<details>` the way APG wraps its button. Screen readers that list
 * headings find the questions this way; the few that flatten a summary's content still read
 * the question as the button's name, which is the APG accordion's contract.
 */
export function Accordion({
  items,
  defaultOpenIndex = 0,
  headingLevel = 3,
  className = "",
}: {
  items: AccordionItem[];
  /** Index of the item open on first render; null for all closed. */
  defaultOpenIndex?: number | null;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  // The exclusive group's name: unique per accordion, so two accordions on a page stay apart.
  const name = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {items.map((item, index) => (
        <details
          key={item.key}
          name={name}
          open={index === defaultOpenIndex}
          className="group rounded-xl border border-line bg-surface-raised transition-colors open:border-brand open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-ink [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold md:text-lg">{item.header}</Heading>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink transition-transform duration-200 group-open:rotate-180 group-open:bg-brand group-open:text-on-brand"
            >
              <ChevronDown className="size-4" />
            </span>
          </summary>
          <div className="px-5 pb-5 leading-relaxed text-muted">{item.panel}</div>
        </details>
      ))}
    </div>
  );
}
