import { CircleCheck } from "~/components/ui/icons";

/** A list of short points, each with a check mark. */
export function CheckList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5 font-medium text-ink">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
          {item}
        </li>
      ))}
    </ul>
  );
}
