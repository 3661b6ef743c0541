import { useId } from "react";
import { formatPercent } from "~/i18n/figures";

/**
 * A labelled horizontal bar exposed as role="progressbar" with its value. The HTML has the
 * final width (and every screen reader the final value); where the browser has scroll-driven
 * animations, CSS (`.skill-fill` in app.css) fills it as it scrolls into view, and not at all
 * under reduced motion. No script: a page whose only moving part is this loads no React.
 * The track clips (`overflow: clip`) rather than hides: a hidden overflow would make it a
 * scroll container, and the fill's view timeline would follow the track, not the page.
 */
export function ProgressBar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const labelId = useId();
  const percent = Math.round((value / max) * 100);
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-4 font-semibold text-ink">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="text-brand-ink">
          {formatPercent(percent)}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={formatPercent(percent)}
        className="h-2.5 overflow-clip rounded-full bg-brand-soft"
      >
        <div className="skill-fill h-full rounded-full bg-gradient-to-r from-brand to-accent" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** One bar of a list. */
export type ProgressBarItem = { label: string; value: number };

/** A list of progress bars. */
export function ProgressBarList({ items, className = "" }: { items: ProgressBarItem[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-6 ${className}`}>
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`}>
          <ProgressBar label={item.label} value={item.value} />
        </li>
      ))}
    </ul>
  );
}
