import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onChange` when the visitor moves to another page, not when the component first mounts:
 * a menu opened while the page was still hydrating (a press kept from before the scripts ran,
 * see lib/early-clicks.ts) must stay open.
 */
export function usePathnameChange(onChange: () => void): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    callback.current();
  }, [pathname]);
}
