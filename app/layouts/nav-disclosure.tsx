import { useEffect, useId, useRef, useState } from "react";
import { NavLink as RouterNavLink, useLocation } from "react-router";
import { ChevronDown } from "~/components/ui/icons";
import type { NavItem, NavLink } from "~/content/navigation";
import { useNavigated } from "~/hooks/use-navigated";
import { Static } from "~/components/ui/static";

export type NavParent = NavItem & { children: NavLink[] };

export function hasChildren(item: NavItem): item is NavParent {
  return Array.isArray(item.children) && item.children.length > 0;
}

/** A placeholder entry (Careers, Case Studies): shown, but not a link and not focusable. */
function SoonItem({ label }: { label: string }) {
  return (
    <span className="flex items-center justify-between gap-3 px-4 py-2.5 text-[0.95rem] text-muted">
      {label}
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-accent uppercase">
        Soon
      </span>
    </span>
  );
}

function SubmenuLink({ link }: { link: NavLink }) {
  if (link.href === null) return <SoonItem label={link.label} />;
  return (
    <RouterNavLink
      to={link.href}
      end
      className={({ isActive }) =>
        `block rounded-lg px-4 py-2.5 text-[0.95rem] font-medium transition-colors hover:bg-brand-soft hover:text-brand-ink ${
          isActive ? "text-brand-ink" : "text-ink"
        }`
      }
    >
      {link.label}
    </RouterNavLink>
  );
}

/** True when the current page is one of the item's links (so the parent shows as active). */
function useContainsCurrent(item: NavParent): boolean {
  const path = useLocation().pathname.toLowerCase();
  return [item.href, ...item.children.map((c) => c.href)].some((href) => href !== null && href.toLowerCase() === path);
}

const variants = {
  desktop: {
    item: "nav-item relative",
    row: "flex items-center",
    trigger: "py-7 text-[0.95rem] font-semibold",
    button: "min-w-6",
    list: "nav-submenu absolute top-full left-0 z-20 min-w-60 rounded-xl border border-line bg-surface-raised p-2 shadow-xl",
  },
  mobile: {
    item: "nav-item",
    row: "flex items-center justify-between",
    trigger: "py-3 font-semibold",
    button: "min-w-11 first:flex-1 first:justify-between",
    list: "nav-submenu mb-2 border-l-2 border-brand-soft pl-3",
  },
} as const;

/**
 * A navigation entry with a submenu, following the WAI-ARIA APG disclosure navigation
 * pattern: a button with aria-expanded shows and hides the list (click, Enter, Space);
 * Escape closes it and returns focus to the button; leaving it with the keyboard or
 * clicking elsewhere or navigating closes it. On desktop a mouse pointer also opens it by hovering.
 * An entry that has its own page (Our Work → /project) keeps that link beside the button.
 */
export function NavDisclosure({
  item,
  variant,
}: {
  item: NavParent;
  variant: keyof typeof variants;
}) {
  const [open, setOpen] = useState(false);
  // Opened by hovering: the click that usually follows must not close it again.
  const openedByHover = useRef(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const current = useContainsCurrent(item);
  const cls = variants[variant];
  const hover = variant === "desktop";

  useNavigated(() => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const tone = current ? "text-brand-ink" : "text-ink";
  return (
    <li
      ref={itemRef}
      className={cls.item}
      onPointerEnter={(e) => {
        if (!hover || e.pointerType !== "mouse" || open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (!hover || e.pointerType !== "mouse") return;
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open) return;
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={cls.row}>
        {item.href ? (
          <RouterNavLink to={item.href} end className={`${cls.trigger} pr-1 hover:text-brand-ink ${tone}`}>
            {item.label}
          </RouterNavLink>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={item.href ? `${item.label} menu` : undefined}
          onClick={() => {
            if (openedByHover.current) openedByHover.current = false;
            else setOpen((o) => !o);
          }}
          className={`${cls.trigger} ${cls.button} inline-flex items-center justify-center gap-1 hover:text-brand-ink ${tone}`}
        >
          {item.href ? null : item.label}
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      {/* The list's items depend on the page alone: kept as served (its own attributes follow the state). */}
      <Static as="ul" id={listId} hidden={!open} className={cls.list}>
        {item.children.map((link) => (
          <li key={link.label}>
            <SubmenuLink link={link} />
          </li>
        ))}
      </Static>
    </li>
  );
}
