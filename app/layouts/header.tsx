import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink as RouterNavLink } from "react-router";
import { Mail, Menu, Phone, X } from "~/components/ui/icons";
import { site } from "~/content/site";
import { mainNav, type NavItem } from "~/content/navigation";
import { useHeaderScroll, type HeaderState } from "~/hooks/use-header-scroll";
import { useNavigated } from "~/hooks/use-navigated";
import type { PageShell } from "~/pages";
import { Logo } from "./logo";
import { NavDisclosure, hasChildren } from "./nav-disclosure";
import { Static } from "~/components/ui/static";

/**
 * Height of the header bar, border included. Its place in the flow keeps exactly this height
 * whether the bar is in place or fixed (a mobile menu opened at the top overlays the page),
 * so going fixed shifts nothing.
 */
const BAR_HEIGHT = 80;

function TopBar() {
  return (
    <Static everyPage className="bg-inverse text-on-inverse">
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
    </Static>
  );
}

/**
 * A top-level entry without a submenu. In the mobile menu it is kept as served (`kept`): the
 * menu closes when its link is followed. The desktop bar's entries are not: they stay on screen,
 * and a kept link would be rendered anew after the navigation, taking a keyboard user's focus.
 */
function TopItem({ item, className, kept = false }: { item: NavItem; className: string; kept?: boolean }) {
  const link = (
    <RouterNavLink
      to={item.href ?? "/"}
      end
      className={({ isActive }) => `${className} hover:text-brand-ink ${isActive ? "text-brand-ink" : "text-ink"}`}
    >
      {item.label}
    </RouterNavLink>
  );
  return kept ? <Static as="li">{link}</Static> : <li>{link}</li>;
}

function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-7">
        {mainNav.map((item) =>
          hasChildren(item) ? (
            <NavDisclosure key={item.label} item={item} variant="desktop" />
          ) : (
            <TopItem key={item.label} item={item} className="block py-7 text-[0.95rem] font-semibold" />
          ),
        )}
      </ul>
    </nav>
  );
}

/** The menu below 992 px. It closes when the visitor navigates (useMobileMenu). */
function MobileNav({ id, open, cta }: { id: string; open: boolean; cta: string }) {
  return (
    <nav
      id={id}
      aria-label="Main menu"
      hidden={!open}
      className="mobile-menu max-h-[calc(100dvh-80px)] overflow-y-auto border-t border-line bg-surface-raised lg:hidden"
    >
      <ul className="container-site flex flex-col py-3">
        {mainNav.map((item) =>
          hasChildren(item) ? (
            <NavDisclosure key={item.label} item={item} variant="mobile" />
          ) : (
            <TopItem key={item.label} item={item} className="block py-3 font-semibold" kept />
          ),
        )}
        <Static as="li" className="pt-4 sm:hidden">
          <Link to="/contact" className="btn-primary w-full">
            {cta}
          </Link>
        </Static>
      </ul>
    </nav>
  );
}

/**
 * The mobile menu's open state: closes on navigation (to the page already shown too), Escape
 * (focus back to the toggle) and on widening.
 */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useNavigated(() => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // A submenu that handled this Escape (see NavDisclosure) keeps the menu open.
      if (e.key !== "Escape" || e.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const wide = window.matchMedia("(min-width: 62rem)");
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [open]);
  return { open, setOpen, toggleRef };
}

/** Slide animation only between the fixed states, so the bar never flashes when it first goes fixed. */
function barClasses(state: HeaderState, previous: HeaderState, menuOpen: boolean): string {
  if (state === "default") return "relative";
  const animate = previous !== "default" ? "transition-transform duration-300" : "";
  const tucked = state === "sticky" && !menuOpen ? "-translate-y-full focus-within:translate-y-0" : "translate-y-0";
  return `fixed inset-x-0 top-0 shadow-lg ${animate} ${tucked}`;
}

function usePrevious<T>(value: T): T {
  const ref = useRef(value);
  const previous = ref.current;
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return previous;
}

export function Header({ shell }: { shell: PageShell }) {
  const placeholderRef = useRef<HTMLDivElement>(null);
  const state = useHeaderScroll(placeholderRef);
  const previous = usePrevious(state);
  const menu = useMobileMenu();
  const menuId = useId();

  return (
    <header>
      <TopBar />
      <div ref={placeholderRef} style={{ height: BAR_HEIGHT }}>
        <div
          data-header-state={state}
          className={`z-40 w-full border-b border-line bg-surface-raised ${barClasses(state, previous, menu.open)}`}
        >
          <div className="container-site flex h-[79px] items-center justify-between gap-6">
            <Static everyPage className="contents">
              <Logo />
            </Static>
            <DesktopNav />
            <div className="flex items-center gap-3">
              <Link to="/contact" className="btn-primary hidden sm:inline-flex">
                {shell.cta}
              </Link>
              <button
                ref={menu.toggleRef}
                type="button"
                className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:bg-brand-soft lg:hidden"
                aria-expanded={menu.open}
                aria-controls={menuId}
                onClick={() => menu.setOpen((o) => !o)}
              >
                {menu.open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
                <span className="sr-only">Menu</span>
              </button>
            </div>
          </div>
          <MobileNav id={menuId} open={menu.open} cta={shell.cta} />
        </div>
      </div>
    </header>
  );
}
