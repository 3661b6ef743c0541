import type { Counter as CounterFigure } from "~/content/stats";
import { homeLabels } from "~/content/home";
import { Island } from "~/islands/island";
import { CountersIsland } from "~/islands/counters.island";
import { specFigures, formatFigure } from "~/i18n/figures";

/**
 * Company figures (450+ Active Clients, …) that count up once when scrolled into view: one
 * island for the group; the final figures are in the server HTML.
 */
export function Counters({ items, className = "" }: { items: CounterFigure[]; className?: string }) {
  return (
    <Island
      of={CountersIsland}
      props={{
        // The final figure in the language's format ("1.500+"); English keeps the specification's ("1500+").
        items: items.map(({ value, suffix, label }) => ({
          value,
          suffix,
          label,
          ...(specFigures() ? {} : { display: formatFigure(`${value}${suffix}`) }),
        })),
        label: homeLabels.counters,
        className,
      }}
    />
  );
}
