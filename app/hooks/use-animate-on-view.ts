import { useEffect, useState, type RefObject } from "react";
import { prefersReducedMotion } from "./use-reduced-motion";

// "final": the end state (server HTML, reduced motion, or already in view when the code arrived); "armed": off-screen.
export type ViewPhase = "final" | "armed" | "running";

// Islands hydrate after the first paint: an element already in view was seen in its final state and stays there.
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
      // 0 too: the first report says whether any of it shows.
      { threshold: [0, threshold] },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return phase;
}
