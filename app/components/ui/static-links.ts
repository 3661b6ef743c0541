import { useEffect } from "react";
import { useNavigate } from "react-router";
import { STATIC_ATTRIBUTE } from "./static";

/**
 * A router link inside markup kept by `<Static>` is plain HTML: React has no handler on it.
 * This listener gives it what `<Link>` does: a plain left click on a link to a page of the site
 * becomes a client-side navigation; new tabs, downloads, other sites and jumps within the page
 * are left to the browser.
 */
export function handleStaticLinkClick(event: MouseEvent, navigate: (to: string, options: { replace: boolean }) => void) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest("a[href][data-discover]");
  if (!(link instanceof HTMLAnchorElement) || !link.closest(`[${STATIC_ATTRIBUTE}]`)) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  const here = window.location;
  if (url.origin !== here.origin) return;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash, { replace: samePage });
}

/** Installs the listener for the life of the site shell. */
export function useStaticLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => handleStaticLinkClick(event, navigate);
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
