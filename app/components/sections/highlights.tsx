import type { Highlight } from "~/content/highlights";
import { homeLabels } from "~/content/home";
import { getIcon } from "~/content/icons";
import { ltrRuns } from "~/components/ui/ltr-runs";
import { formatFigure } from "~/i18n/figures";

/** The strip of four agency highlights (big figure over a short label) under the hero. */
export function Highlights({ items }: { items: Highlight[] }) {
  return (
    <section aria-label={homeLabels.highlights} className="relative z-10 -mt-8 md:-mt-12">
      <div className="container-site">
        <ul className="grid gap-px overflow-hidden rounded-3xl border border-line bg-line shadow-xl shadow-brand/5 grid-cols-2 lg:grid-cols-4">
          {items.map((item) => {
            const Icon = getIcon(item.icon);
            return (
              <li key={item.description} className="flex flex-col gap-4 bg-surface-raised p-5 sm:flex-row sm:items-center sm:gap-5 md:p-8">
                <span
                  aria-hidden="true"
                  className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-brand-ink"
                >
                  <Icon className="size-7" />
                </span>
                <p className="flex flex-col">
                  <span className="text-2xl leading-tight font-extrabold sm:text-3xl text-ink">{ltrRuns(formatFigure(item.title))}</span>
                  <span className="font-medium text-muted first-letter:uppercase">{item.description}</span>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
