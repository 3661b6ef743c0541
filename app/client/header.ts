// On every page, no React: only what the header's native HTML (popover, details) cannot do.
import { nextHeaderState, type HeaderState } from "./header-scroll";

const doc = document;
const invokers = doc.querySelectorAll<HTMLButtonElement>("button[popovertarget]");
const isOpen = (el: Element | null | undefined) => !!el?.matches(":popover-open");

// Not in the served HTML, where it would go stale without this module and override the browser's own state.
const syncExpanded = () => {
  for (const b of invokers) b.setAttribute("aria-expanded", String(isOpen(b.popoverTargetElement)));
};
syncExpanded();
// toggle and beforetoggle do not bubble: listen in the capture phase for every popover at once.
doc.addEventListener("toggle", syncExpanded, true);

// Without CSS anchor positioning: place a popover under its parent as it opens (it is position: fixed).
if (!CSS.supports("anchor-name: --a")) {
  doc.addEventListener(
    "beforetoggle",
    (e) => {
      const el = e.target as HTMLElement;
      if ((e as ToggleEvent).newState !== "open" || !el.popover) return;
      const r = (el.parentElement as HTMLElement).getBoundingClientRect();
      el.style.top = `${r.bottom}px`;
      el.style.left = `${r.left}px`;
    },
    true,
  );
}

for (const list of doc.querySelectorAll<HTMLElement>(".nav-submenu")) {
  const item = list.parentElement as HTMLElement;
  const button = item.querySelector("button") as HTMLButtonElement;
  let hoverOpened = false;
  item.addEventListener("pointerenter", (e) => {
    if (e.pointerType !== "mouse" || isOpen(list)) return;
    hoverOpened = true;
    // `source` makes the button its invoker, as a click would (anchor, focus return).
    (list as unknown as { showPopover(o: { source: Element }): void }).showPopover({ source: button });
  });
  item.addEventListener("pointerleave", (e) => {
    if (e.pointerType !== "mouse") return;
    hoverOpened = false;
    list.hidePopover();
  });
  // The click that follows hovering would toggle the list shut: cancelling it cancels popovertarget.
  button.addEventListener("click", (e) => {
    if (hoverOpened) e.preventDefault();
    hoverOpened = false;
  });
  item.addEventListener("focusout", (e) => {
    // Focus gone to nowhere (a click on plain text) is left to light dismiss.
    const to = e.relatedTarget;
    if (to instanceof Node && !item.contains(to)) list.hidePopover();
  });
}

// Escape in an open submenu closes only it: a cancelled keydown is not a close request, so the menu stays open.
const menu = doc.getElementById("mobile-menu");
menu?.addEventListener("keydown", (e) => {
  const sub = e.key === "Escape" ? (e.target as Element).closest("details[open]") : null;
  if (!sub) return;
  e.preventDefault();
  (sub as HTMLDetailsElement).open = false;
  sub.querySelector("summary")?.focus();
});
const closeMenus = () => {
  for (const el of doc.querySelectorAll<HTMLElement>(":popover-open")) el.hidePopover();
};
// Closed when the viewport crosses 992 px, and as the page is left, so the back/forward cache restores it closed.
matchMedia("(min-width: 62rem)").addEventListener("change", closeMenus);
addEventListener("pagehide", closeMenus);

const bar = doc.querySelector<HTMLElement>("[data-header-state]");
const arrow = doc.querySelector<HTMLElement>("[data-scroll-top]");
let state: HeaderState = "default";
let lastY = 0;
let frame = 0;
const update = () => {
  frame = 0;
  const y = scrollY;
  if (bar) {
    const slot = bar.parentElement as HTMLElement;
    const top = slot.getBoundingClientRect().top + y;
    const next = nextHeaderState(state, y, lastY, { top, bottom: top + slot.offsetHeight });
    if (next !== state) {
      // Going fixed must not flash the bar in.
      bar.toggleAttribute("data-header-animate", state !== "default" && next !== "default");
      bar.dataset.headerState = state = next;
    }
  }
  if (arrow) {
    const show = y > 600;
    arrow.toggleAttribute("data-visible", show);
    if (show) {
      arrow.removeAttribute("tabindex");
      arrow.removeAttribute("aria-hidden");
    } else {
      arrow.tabIndex = -1;
      arrow.setAttribute("aria-hidden", "true");
    }
  }
  lastY = y;
};
addEventListener("scroll", () => (frame ||= requestAnimationFrame(update)), { passive: true });
// A scrolled start gets a scroll event, and one check after load's first frame: reading scrollY now would force the
// first style and layout inside this script, the longest task of the load.
addEventListener("load", () => requestAnimationFrame(() => setTimeout(() => frame || update())), { once: true });

arrow?.addEventListener("click", (e) => {
  e.preventDefault();
  const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
  scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
  doc.getElementById("main")?.focus({ preventScroll: true });
});

doc.documentElement.dataset.header = "ready";
