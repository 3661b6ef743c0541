import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink, useLocation } from "react-router";
import { ChevronDown, Mail, Menu, Phone, X } from "lucide-react";
import { site } from "~/content/site";
import { mainNav, type NavItem, type NavLink } from "~/content/navigation";
import { useHeaderScroll } from "~/hooks/use-header-scroll";
import type { PageShell } from "~/pages";
import { Logo } from "./logo";

const BAR_HEIGHT = 80;

/** A placeholder entry (Careers, Case Studies): shown, but not a link and not focusable. */
function SoonItem({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span className={`flex items-center justify-between gap-3 text-muted ${className}`}>
      {label}
      <span className="rounded-full bg-accent-soft px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-accent uppercase">
        Soon
      </span>
    </span>
  );
}

function SubmenuLink({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  if (link.href === null) return <SoonItem label={link.label} className="px-4 py-2.5 text-[0.95rem]" />;
  return (
    <RouterNavLink
      to={link.href}
      end
      onClick={onNavigate}
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

/**
 * A top-level item with a submenu, per the APG disclosure navigation pattern: a button
 * with aria-expanded toggles the list; Escape closes it and returns focus to the button;
 * mouse users also open it by hovering.
 */
function DisclosureItem({ item }: { item: NavItem & { children: NavLink[] } }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <li
      ref={itemRef}
      className="nav-item relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="flex items-center">
        {item.href ? (
          <RouterNavLink
            to={item.href}
            className="py-7 pr-1 text-[0.95rem] font-semibold text-ink hover:text-brand-ink"
          >
            {item.label}
          </RouterNavLink>
        ) : null}
        <button
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={item.href ? `${item.label} menu` : undefined}
          onClick={() => setOpen((o) => !o)}
          className="flex items-center gap-1 py-7 text-[0.95rem] font-semibold text-ink hover:text-brand-ink"
        >
          {item.href ? null : item.label}
          <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        className="nav-submenu absolute top-full left-0 z-20 min-w-56 rounded-xl border border-line bg-surface-raised p-2 shadow-xl"
      >
        {item.children.map((link) => (
          <li key={link.label}>
            <SubmenuLink link={link} onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function hasChildren(item: NavItem): item is NavItem & { children: NavLink[] } {
  return Array.isArray(item.children) && item.children.length > 0;
}

function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-7">
        {mainNav.map((item) =>
          hasChildren(item) ? (
            <DisclosureItem key={item.label} item={item} />
          ) : (
            <li key={item.label}>
              <RouterNavLink
                to={item.href ?? "/"}
                end
                className={({ isActive }) =>
                  `block py-7 text-[0.95rem] font-semibold hover:text-brand-ink ${isActive ? "text-brand-ink" : "text-ink"}`
                }
              >
                {item.label}
              </RouterNavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function MobileNav({ id, open, cta, onClose }: { id: string; open: boolean; cta: string; onClose: () => void }) {
  return (
    <nav
      id={id}
      aria-label="Main"
      hidden={!open}
      className="mobile-menu max-h-[calc(100vh-80px)] overflow-y-auto border-t border-line bg-surface-raised lg:hidden"
    >
      <ul className="container-site flex flex-col py-3">
        {mainNav.map((item) => (
          <li key={item.label} className="border-b border-line last:border-b-0">
            {item.href ? (
              <Link to={item.href} onClick={onClose} className="block py-3 font-semibold text-ink">
                {item.label}
              </Link>
            ) : (
              <span className="block py-3 font-semibold text-muted">{item.label}</span>
            )}
            {hasChildren(item) ? (
              <ul className="mb-2 border-l-2 border-brand-soft pl-3">
                {item.children.map((link) => (
                  <li key={link.label}>
                    <SubmenuLink link={link} onNavigate={onClose} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
        <li className="pt-4 sm:hidden">
          <Link to="/contact" onClick={onClose} className="btn-primary w-full">
            {cta}
          </Link>
        </li>
      </ul>
    </nav>
  );
}

export function Header({ shell }: { shell: PageShell }) {
  const state = useHeaderScroll(BAR_HEIGHT * 2);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onResize = () => {
      if (window.matchMedia("(min-width: 62rem)").matches) setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, [menuOpen]);

  const fixed = state !== "default";
  const hiddenUp = state === "sticky" && !menuOpen;

  return (
    <header>
      <div className="bg-inverse text-on-inverse">
        <div className="container-site flex min-h-10 flex-wrap items-center justify-center gap-x-6 gap-y-1 py-2 text-[0.8rem] md:justify-between">
          <p className="text-center">{site.bannerText}</p>
          <div className="hidden items-center gap-5 md:flex">
            <a href={site.headerPhone.href} className="inline-flex items-center gap-1.5 hover:underline">
              <Phone aria-hidden="true" className="size-3.5" />
              {site.headerPhone.display}
            </a>
            <a href={site.email.href} className="inline-flex items-center gap-1.5 hover:underline">
              <Mail aria-hidden="true" className="size-3.5" />
              {site.email.display}
            </a>
          </div>
        </div>
      </div>
      {/* The placeholder keeps the bar's height in the flow, so going fixed shifts nothing. */}
      <div style={{ minHeight: BAR_HEIGHT }}>
        <div
          data-header-state={state}
          className={`z-40 w-full border-b border-line bg-surface-raised/95 backdrop-blur transition-transform duration-300 ${
            fixed ? "fixed inset-x-0 top-0 shadow-lg focus-within:translate-y-0" : "relative"
          } ${hiddenUp ? "-translate-y-full" : "translate-y-0"}`}
        >
          <div className="container-site flex h-20 items-center justify-between gap-6">
            <Logo />
            <DesktopNav />
            <div className="flex items-center gap-3">
              <Link to="/contact" className="btn-primary hidden sm:inline-flex">
                {shell.cta}
              </Link>
              <button
                ref={toggleRef}
                type="button"
                className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-full border border-line text-ink lg:hidden"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((o) => !o)}
              >
                {menuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
                <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
              </button>
            </div>
          </div>
          <MobileNav id={menuId} open={menuOpen} cta={shell.cta} onClose={() => setMenuOpen(false)} />
        </div>
      </div>
    </header>
  );
}
