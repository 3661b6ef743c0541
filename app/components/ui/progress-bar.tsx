import { useId, useRef } from "react";
import { useAnimateOnView } from "~/hooks/use-animate-on-view";

/**
 * A labelled horizontal bar exposed as role="progressbar" with its value. It fills once when
 * it scrolls into view; the server HTML (and any visitor without JavaScript or with reduced
 * motion, and every screen reader) has the final width and value. Only a bar that is still
 * off-screen when the code arrives is emptied, then filled as it appears.
 */
export function ProgressBar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);
  const phase = useAnimateOnView(track);
  const percent = Math.round((value / max) * 100);
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-4 font-semibold text-ink">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true" className="text-brand-ink">
          {percent}%
        </span>
      </div>
      <div
        ref={track}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={`${percent}%`}
        data-phase={phase}
        className="h-2.5 overflow-hidden rounded-full bg-brand-soft"
      >
        <div
          className={`h-full rounded-full bg-gradient-to-r from-brand to-accent ${phase === "running" ? "transition-[width] duration-[1400ms] ease-out" : ""}`}
          style={{ width: phase === "armed" ? "0%" : `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** One bar of a list. (A type, not an interface: island props must be JSON.) */
export type ProgressBarItem = { label: string; value: number };

/**
 * A list of progress bars: one island (app/islands/progress-bars.island.tsx) for the group,
 * each bar filling on its own as it comes into view.
 */
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
