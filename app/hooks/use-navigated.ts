import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Runs `onNavigate` when the visitor follows a link or goes back or forward, including to the
 * page already shown (each navigation has its own location key), but not when the component
 * first mounts: a menu opened while the page was still hydrating (a press kept from before the
 * scripts ran, see lib/early-clicks.ts) must stay open. Menus close with it, so their links
 * need no handler of their own (and can be kept as served, see components/ui/static.tsx).
 */
export function useNavigated(onNavigate: () => void): void {
  const { key } = useLocation();
  const shown = useRef(key);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    callback.current();
  }, [key]);
}
