import { useEffect, useRef, useState } from "react";
import { useAnimateOnView } from "~/hooks/use-animate-on-view";

const DURATION_MS = 1600;

// The server HTML holds the final value (also for reduced motion); screen readers get only it, and a hidden copy reserves the width.
// `display`: the final figure as the page's language writes it ("1.500+"), from the server; the count up shows plain digits.
export function Counter({
  value,
  suffix = "",
  className = "",
  display,
}: {
  value: number;
  suffix?: string;
  className?: string;
  display?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const phase = useAnimateOnView(ref);
  const [current, setCurrent] = useState(value);

  useEffect(() => {
    if (phase === "armed") setCurrent(0);
    if (phase !== "running") return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const t = Math.min(1, (now - start) / DURATION_MS);
      setCurrent(Math.round((1 - (1 - t) ** 3) * value));
      if (t < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [phase, value]);

  const final = display ?? `${value}${suffix}`;
  return (
    <span ref={ref} data-counter={final} data-phase={phase} className={`relative inline-block tabular-nums ${className}`}>
      <span aria-hidden="true" className="invisible">
        {final}
      </span>
      <span aria-hidden="true" className="absolute inset-0">
        {current === value ? final : `${current}${suffix}`}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}

// A type: island props must be JSON.
export type CounterFigure = { value: number; suffix: string; label: string; display?: string };

// One island for the whole group; each figure counts up as it comes into view.
export function CounterList({ items, label, className = "" }: { items: CounterFigure[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-4 ${className}`}>
      {items.map((item) => (
        <li key={item.label} className="rounded-2xl border border-line bg-surface-raised p-5 md:p-6">
          <Counter
            value={item.value}
            suffix={item.suffix}
            display={item.display}
            className="text-4xl font-extrabold text-brand-ink md:text-5xl"
          />
          <span className="mt-1 block font-medium text-muted">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
