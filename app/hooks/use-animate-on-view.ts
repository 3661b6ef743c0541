import { useEffect, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./use-reduced-motion";

/**
 * "final": show the end state (server HTML, no IntersectionObserver, reduced motion, or the
 * element was already in view when the code arrived). "armed": the element is off-screen,
 * show the start state. "running": it has come into view, animate to the end state (once).
 */
export type ViewPhase = "final" | "armed" | "running";

/**
 * Runs an entrance animation once, when the element scrolls into view (at least `threshold`
 * of it visible). Islands hydrate after the first paint, so an element that is already
 * (partly) in view then has been seen at its final state: it stays there rather than jump
 * back to the start. Only elements still off-screen are reset, where nobody sees it.
 */
export function useAnimateOnView(ref: RefObject<Element | null>, threshold = 0.4): ViewPhase {
  const [phase, setPhase] = useState<ViewPhase>("final");
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          if (entry.isIntersecting) {
            observer.disconnect();
            return;
          }
          setPhase("armed");
          return;
        }
        if (entry.isIntersecting && entry.intersectionRatio >= threshold) {
          observer.disconnect();
          setPhase("running");
        }
      },
      // 0 as well: the first report says whether any of it shows.
      { threshold: [0, threshold] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return phase;
}
