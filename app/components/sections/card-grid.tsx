import type { Key, ReactNode } from "react";
import { ArrowRight } from "~/components/ui/icons";
import { localHref } from "~/i18n/links";

export type GridColumns = 1 | 2 | 3 | 4;
/** Heading level of a card title, so the outline stays right wherever the grid is placed. */
export type CardHeading = "h2" | "h3" | "h4";

/** Props every card grid accepts besides its items. */
export interface GridOptions {
  columns?: GridColumns;
  /** Accessible name of the list, when the section heading does not already give context. */
  label?: string;
  headingLevel?: CardHeading;
}

const columnClasses: Record<GridColumns, string> = {
  1: "grid-cols-1",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** The responsive list every card section uses: one column on phones, `columns` on wide screens. */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  columns = 3,
  label,
}: {
  items: T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  columns?: GridColumns;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={`grid gap-6 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

/**
 * The 'Read More' text link at the foot of a card. The card's title follows as visually
 * hidden text, so the link makes sense on its own (links lists, search engines).
 */
export function CardMoreLink({ to, label, context }: { to: string; label: string; context: string }) {
  return (
    <a href={localHref(to)} className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-brand-ink hover:underline">
      {label}
      <span className="sr-only">: {context}</span>
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
    </a>
  );
}
