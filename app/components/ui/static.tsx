import { createElement, useId, useState, type HTMLAttributes, type ReactNode } from "react";
import { useInRouterContext, useLocation } from "react-router";

/** The inner HTML a kept element is hydrated with. It is never written (see Static). */
const KEPT_MARKUP = Object.freeze({ __html: "" });

/** The attribute that marks kept markup, for ./static-links.ts. */
export const STATIC_ATTRIBUTE = "data-static";

/**
 * The current path, or "" outside a router (a widget rendered on its own, as in unit tests).
 * Whether there is a router does not change during a component's life, so the hook order holds.
 */
function usePathname(): string {
  return useInRouterContext() ? useLocation().pathname : "";
}

/** True when the document has the served element of the kept element with this id. */
function isServed(id: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`[${STATIC_ATTRIBUTE}="${CSS.escape(id)}"]`) !== null;
}

type Tag = "div" | "footer" | "section" | "ul" | "ol" | "li" | "article" | "aside";

/**
 * Markup without behaviour (headings, card grids, the footer) does not need React on the page
 * it was rendered for: every page arrives as complete HTML. `<Static>` keeps that markup as it
 * is while the page hydrates, so React neither renders its components again nor walks its
 * nodes; on a phone that is most of the page's hydration work (docs/decisions/0008).
 *
 * How: while the page hydrates, the element is given an (unchanging) inner HTML. React does not
 * hydrate the children of such an element and never writes an inner HTML it already has, so
 * the server's children stay.
 *
 * Whether it is hydrating: the element carries its `useId` (data-static="…"). A component
 * being hydrated gets the id it had on the server, so its served element is in the document;
 * one mounted in the browser gets an id of another form that no served element has. This holds
 * for parts that hydrate later (React hydrates Suspense boundaries after the root has
 * committed). Unlike a `useSyncExternalStore` with a server snapshot, it costs no second,
 * synchronous render of every kept element right after hydration. Anywhere else (a page
 * reached by client-side navigation, content shown later) it renders its children as usual.
 *
 * The markup is kept for the page it was rendered for: after a client-side navigation to
 * another page it renders its children (React clears the kept markup before it inserts them).
 * Markup that is the same on every page (`everyPage`: footer, top bar) stays kept, so a link the
 * visitor used in it keeps the keyboard focus. Do not keep a link that stays on screen across
 * navigations and changes with the page (the header's active entry): it would lose the focus.
 *
 * What it may wrap: content that depends only on the page (not on state, which the kept
 * markup would not follow) and has no state, effects or event handlers of its own (they
 * would be dead). Links are fine: a click on a router link in kept markup is a client-side
 * navigation (./static-links.ts). The element itself is hydrated: its attributes follow its
 * props, and a handler given to it (`onClick`) receives events from the kept markup inside.
 */
export function Static({
  as = "div",
  everyPage = false,
  children,
  ...props
}: { as?: Tag; everyPage?: boolean; children: ReactNode } & Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML">) {
  const id = useId();
  const pathname = usePathname();
  // The path whose served markup this element keeps: set when it mounts while hydrating.
  const [keptFor, setKeptFor] = useState(() => (isServed(id) ? pathname : null));
  if (keptFor !== null && keptFor !== pathname && !everyPage) setKeptFor(null);
  const keep = keptFor !== null && (everyPage || keptFor === pathname);
  const attributes = { ...props, [STATIC_ATTRIBUTE]: id };
  return keep
    ? createElement(as, { ...attributes, dangerouslySetInnerHTML: KEPT_MARKUP, suppressHydrationWarning: true })
    : createElement(as, attributes, children);
}
