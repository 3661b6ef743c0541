import { useId, type CSSProperties } from "react";
import { useLocation } from "react-router";
import { splitLocale } from "~/i18n/locales";
import { ChevronDown } from "~/components/ui/icons";
import type { NavItem, NavLink } from "~/content/navigation";
import { layout } from "@interface/common";
import { localHref } from "~/i18n/links";
import { fill } from "~/i18n/format";

export type NavParent = NavItem & { children: NavLink[] };

export function hasChildren(item: NavItem): item is NavParent {
  return Array.isArray(item.children) && item.children.length > 0;
}

// Paths are case-insensitive on this site.
export function useIsCurrent(): (href: string | null | undefined) => boolean {
  // The menu's links are the page table's paths: the page's own, without its language's prefix.
  const path = normalize(splitLocale(useLocation().pathname).path);
  return (href) => href != null && normalize(href) === path;
}

function normalize(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, "$1");
}

// Careers, Case Studies: shown, but not a link and not focusable.
function SoonItem({ label }: { label: string }) {
  return (
    <span className="flex items-center justify-between gap-3 px-4 py-2.5 text-[0.95rem] text-muted">
      {label}
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-accent uppercase">
        {layout.soon}
      </span>
    </span>
  );
}

function SubmenuList({ item, className, id, popover }: { item: NavParent; className: string; id?: string; popover?: "auto" }) {
  const isCurrent = useIsCurrent();
  return (
    <ul id={id} popover={popover} className={className}>
      {item.children.map((link) => (
        <li key={link.label}>
          {link.href === null ? (
            <SoonItem label={link.label} />
          ) : (
            <a
              href={localHref(link.href)}
              aria-current={isCurrent(link.href) ? "page" : undefined}
              className="block rounded-lg px-4 py-2.5 text-[0.95rem] font-medium text-ink transition-colors hover:bg-brand-soft hover:text-brand-ink aria-[current=page]:text-brand-ink"
            >
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function useContainsCurrent(item: NavParent): boolean {
  const isCurrent = useIsCurrent();
  return [item.href, ...item.children.map((c) => c.href)].some(isCurrent);
}

// APG disclosure navigation on the popover API, placed by CSS anchor positioning (app.css); app/client/header.ts adds
// hover, closing when focus leaves, and aria-expanded. An entry with its own page keeps that link beside the button.
export function DesktopDisclosure({ item }: { item: NavParent }) {
  const listId = useId();
  const isCurrent = useIsCurrent();
  const tone = useContainsCurrent(item) ? "text-brand-ink" : "text-ink";
  // The list, a descendant, inherits the name to position against: from the list's id, since a label in another
  // script (Arabic) has no characters a CSS name may take and every entry would get the same one.
  const anchor = { "--anchor": `--nav-${listId.replace(/[^\w-]/g, "")}` } as CSSProperties;
  return (
    <li className="nav-item" style={anchor}>
      <div className="flex items-center">
        {item.href ? (
          <a
            href={localHref(item.href)}
            aria-current={isCurrent(item.href) ? "page" : undefined}
            className={`py-7 pe-1 text-[0.95rem] font-semibold hover:text-brand-ink ${tone}`}
          >
            {item.label}
          </a>
        ) : null}
        <button
          type="button"
          popoverTarget={listId}
          aria-label={item.href ? fill(layout.submenu, { label: item.label }) : undefined}
          className={`nav-button inline-flex min-w-6 items-center justify-center gap-1 py-7 text-[0.95rem] font-semibold hover:text-brand-ink ${tone}`}
        >
          {item.href ? null : item.label}
          <ChevronDown aria-hidden="true" className="nav-chevron size-4 transition-transform" />
        </button>
      </div>
      <SubmenuList
        item={item}
        id={listId}
        popover="auto"
        className="nav-submenu min-w-60 rounded-xl border border-line bg-surface-raised p-2 text-ink shadow-xl"
      />
    </li>
  );
}

// A `<details>` opens in the menu's flow (a popover would float above it); the shared name keeps one submenu open.
export function MobileDisclosure({ item }: { item: NavParent }) {
  const isCurrent = useIsCurrent();
  const tone = useContainsCurrent(item) ? "text-brand-ink" : "text-ink";
  return (
    <li className="relative">
      {item.href ? (
        <a
          href={localHref(item.href)}
          aria-current={isCurrent(item.href) ? "page" : undefined}
          className={`absolute start-0 top-0 z-10 flex h-12 items-center pe-2 font-semibold hover:text-brand-ink ${tone}`}
        >
          {item.label}
        </a>
      ) : null}
      <details name="mobile-submenu" className="group">
        <summary
          aria-label={item.href ? fill(layout.submenu, { label: item.label }) : undefined}
          className={`flex h-12 cursor-pointer list-none items-center justify-between font-semibold hover:text-brand-ink [&::-webkit-details-marker]:hidden ${tone}`}
        >
          {/* With its own link laid over the row, the summary shows only the chevron (named by aria-label). */}
          {item.href ? null : <span>{item.label}</span>}
          <span className="ms-auto inline-flex size-11 items-center justify-center">
            <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
          </span>
        </summary>
        <SubmenuList item={item} className="mb-2 border-s-2 border-brand-soft ps-3" />
      </details>
    </li>
  );
}
