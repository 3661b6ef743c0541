import type { Counter as CounterFigure } from "~/content/stats";
import { homeLabels } from "~/content/home";
import { Counter } from "~/components/ui/counter";

/** Company figures (450+ Active Clients, …) that count up once when scrolled into view. */
export function Counters({ items, className = "" }: { items: CounterFigure[]; className?: string }) {
  return (
    <ul aria-label={homeLabels.counters} className={`grid grid-cols-2 gap-4 ${className}`}>
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl border border-line bg-surface-raised p-5 md:p-6">
          <Counter value={item.value} suffix={item.suffix} className="text-4xl font-extrabold text-brand-ink md:text-5xl" />
          <span className="mt-1 block font-medium text-muted">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
