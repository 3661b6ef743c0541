import type { Counter as CounterFigure } from "~/content/stats";
import { homeLabels } from "~/content/home";
import { CounterList } from "~/components/ui/counter";
import { Island } from "~/islands/island";

/**
 * Company figures (450+ Active Clients, …) that count up once when scrolled into view: one
 * island for the group; the final figures are in the server HTML.
 */
export function Counters({ items, className = "" }: { items: CounterFigure[]; className?: string }) {
  return (
    <Island
      name="counters"
      component={CounterList}
      props={{
        items: items.map(({ value, suffix, label }) => ({ value, suffix, label })),
        label: homeLabels.counters,
        className,
      }}
    />
  );
}
