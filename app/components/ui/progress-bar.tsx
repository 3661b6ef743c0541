import { useEffect, useId, useRef, useState } from "react";

type Phase = "final" | "armed" | "filling";

/**
 * Fills the bar once when it scrolls into view. The server HTML (and any visitor without
 * JavaScript, IntersectionObserver or with reduced motion) gets the final width; only a bar
 * that starts below the fold is emptied on the client and then filled as it appears.
 */
function useFillOnView(ref: React.RefObject<HTMLElement | null>): Phase {
  const [phase, setPhase] = useState<Phase>("final");
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting);
        if (first) {
          first = false;
          if (visible) {
            observer.disconnect();
            return;
          }
          setPhase("armed");
          return;
        }
        if (visible) {
          observer.disconnect();
          setPhase("filling");
        }
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return phase;
}

/** A labelled horizontal bar exposed as role="progressbar" with its value. */
export function ProgressBar({ label, value, max = 100 }: { label: string; value: number; max?: number }) {
  const labelId = useId();
  const track = useRef<HTMLDivElement>(null);
  const phase = useFillOnView(track);
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
          className={`h-full rounded-full bg-gradient-to-r from-brand to-accent ${phase === "filling" ? "transition-[width] duration-[1400ms] ease-out" : ""}`}
          style={{ width: phase === "armed" ? "0%" : `${percent}%` }}
        />
      </div>
    </div>
  );
}
