import { useEffect, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./use-reduced-motion";

/**
 * "final": show the end state (server HTML, no IntersectionObserver, reduced motion, or the
 * element was already done). "armed": the element started off-screen, show the start state.
 * "running": it has come into view, animate to the end state (once).
 */
export type ViewPhase = "final" | "armed" | "running";

/**
 * Runs an entrance animation once, when the element first scrolls into view. Elements that
 * are already visible when the page loads are animated at once.
 */
export function useAnimateOnView(ref: RefObject<Element | null>, threshold = 0.4): ViewPhase {
  const [phase, setPhase] = useState<ViewPhase>("final");
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setPhase("running");
        } else {
          setPhase((p) => (p === "final" ? "armed" : p));
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return phase;
}
