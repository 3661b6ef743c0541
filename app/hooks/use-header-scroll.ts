import { useEffect, useState } from "react";

export type HeaderState = "default" | "sticky" | "shown";

/**
 * Header scroll states from the specification: at the top the header is in its normal
 * place ("default"); once scrolled past it while going down it becomes fixed but tucked
 * away ("sticky"); scrolling up anywhere below the top slides it in ("shown").
 */
export function useHeaderScroll(threshold: number): HeaderState {
  const [state, setState] = useState<HeaderState>("default");
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      if (y <= threshold) setState("default");
      else if (y > last) setState("sticky");
      else if (y < last) setState("shown");
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return state;
}
