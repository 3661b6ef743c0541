import type { ReactNode } from "react";

export type GridColumns = 1 | 2 | 3 | 4;
/** Heading level of a card title, so the outline stays right wherever the grid is placed. */
export type CardHeading = "h2" | "h3" | "h4";

const columnClasses: Record<GridColumns, string> = {
  1: "grid-cols-1",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** The responsive list grid every card section uses: one column on phones, `columns` on wide screens. */
export function CardGrid({
  columns = 3,
  label,
  className = "",
  children,
}: {
  columns?: GridColumns;
  /** Accessible name of the list, when the section heading does not already give context. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul aria-label={label} className={`grid gap-6 ${columnClasses[columns]} ${className}`}>
      {children}
    </ul>
  );
}
