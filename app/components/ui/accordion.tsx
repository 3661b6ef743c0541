import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { ChevronDown } from "~/components/ui/icons";

export interface AccordionItem {
  key: string | number;
  header: ReactNode;
  panel: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * APG accordion: each header is a heading holding a button with aria-expanded and
 * aria-controls; panels are labelled regions. At most one panel is open; activating the
 * open header closes it. Up/Down/Home/End move focus between headers.
 * Without JavaScript every panel is shown (the buttons could not open them).
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
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={`flex flex-col gap-3 ${className}`}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div
            key={item.key}
            className={`rounded-xl border transition-colors ${open ? "border-brand bg-surface-raised shadow-sm" : "border-line bg-surface-raised"}`}
          >
            <Heading className="text-base font-semibold md:text-lg">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-ink"
              >
                <span>{item.header}</span>
                <span
                  aria-hidden="true"
                  className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full transition-transform duration-200 ${open ? "rotate-180 bg-brand text-on-brand" : "bg-brand-soft text-brand-ink"}`}
                >
                  <ChevronDown className="size-4" />
                </span>
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={open ? "block" : "hidden [@media(scripting:none)]:block"}
            >
              <div className="px-5 pb-5 leading-relaxed text-muted">{item.panel}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
