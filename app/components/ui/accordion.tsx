import { useId, type ReactNode } from "react";
import { ChevronDown } from "~/components/ui/icons";

export interface AccordionItem {
  key: string | number;
  header: ReactNode;
  panel: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// Native `<details>` sharing one `name`: at most one open, no script, find-in-page opens the match. The heading sits inside
// the summary (a heading cannot wrap a `<details>` as APG wraps its button); the question stays the button's name either way.
export function Accordion({
  items,
  defaultOpenIndex = 0,
  headingLevel = 3,
  className = "",
}: {
  items: AccordionItem[];
  /** null for all closed. */
  defaultOpenIndex?: number | null;
  headingLevel?: HeadingLevel;
  className?: string;
}) {
  // Unique per accordion, so two on a page stay apart.
  const name = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {items.map((item, index) => (
        <details
          key={item.key}
          name={name}
          open={index === defaultOpenIndex}
          className="group rounded-xl border border-line bg-surface-raised open:border-brand open:shadow-sm"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-start text-ink [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold md:text-lg">{item.header}</Heading>
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-ink group-open:rotate-180 group-open:bg-brand group-open:text-on-brand"
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
