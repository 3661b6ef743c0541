import type { Counter as CounterFigure } from "~/content/stats";
import { homeLabels } from "~/content/home";
import { Island } from "~/islands/island";
import { CountersIsland } from "~/islands/counters.island";

/**
 * Company figures (450+ Active Clients, …) that count up once when scrolled into view: one
 * island for the group; the final figures are in the server HTML.
 */
export function Counters({ items, className = "" }: { items: CounterFigure[]; className?: string }) {
  return (
    <Island
      of={CountersIsland}
      props={{
        items: items.map(({ value, suffix, label }) => ({ value, suffix, label })),
        label: homeLabels.counters,
        className,
      }}
    />
  );
}
