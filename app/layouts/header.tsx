import { Mail, Menu, Phone, X } from "~/components/ui/icons";
import { site } from "~/content/site";
import { mainNav, type NavItem } from "~/content/navigation";
import type { PageEntry, PageShell } from "~/pages";
import { Logo } from "./logo";
import { LanguageSwitcher } from "./language-switcher";
import { DesktopDisclosure, MobileDisclosure, hasChildren, useIsCurrent } from "./nav-disclosure";
import { layout } from "@interface/common";
import { localHref } from "~/i18n/links";

// Border included; the bar's place in the flow keeps this height when it goes fixed, so nothing shifts.
const BAR_HEIGHT = 80;

const MOBILE_MENU_ID = "mobile-menu";

function TopBar({ page }: { page?: PageEntry }) {
  return (
    <div className="bg-inverse text-on-inverse">
      <div className="container-site flex min-h-10 flex-wrap items-center justify-center gap-x-6 gap-y-1 py-2 text-[0.8rem] md:justify-between">
        <p className="text-center">{site().bannerText}</p>
        <div className="flex items-center gap-5">
          <LanguageSwitcher page={page} />
          <a href={site().headerPhone.href} className="hidden items-center gap-1.5 hover:underline md:inline-flex">
            <Phone aria-hidden="true" className="size-3.5" />
            <bdi dir="ltr">{site().headerPhone.display}</bdi>
          </a>
          <a href={site().email.href} className="hidden items-center gap-1.5 hover:underline md:inline-flex">
            <Mail aria-hidden="true" className="size-3.5" />
            {site().email.display}
          </a>
        </div>
      </div>
    </div>
  );
}

// The current page is marked on the server.
function TopItem({ item, className }: { item: NavItem; className: string }) {
  const isCurrent = useIsCurrent();
  const href = item.href ?? "/";
  return (
    <li>
      <a
        href={localHref(href)}
        aria-current={isCurrent(href) ? "page" : undefined}
        className={`${className} text-ink hover:text-brand-ink aria-[current=page]:text-brand-ink`}
      >
        {item.label}
      </a>
    </li>
  );
}

function DesktopNav() {
  return (
    <nav aria-label={layout.mainNav} className="hidden lg:block">
      <ul className="flex items-center gap-7">
        {mainNav.map((item) =>
          hasChildren(item) ? (
            <DesktopDisclosure key={item.label} item={item} />
          ) : (
            <TopItem key={item.label} item={item} className="block py-7 text-[0.95rem] font-semibold" />
          ),
        )}
      </ul>
    </nav>
  );
}

// Below 992 px: a popover, so light dismiss and Escape work without script.
function MobileNav({ cta, page }: { cta: string; page?: PageEntry }) {
  return (
    <nav
      id={MOBILE_MENU_ID}
      popover="auto"
      aria-label={layout.mainMenu}
      className="mobile-menu border-t border-line bg-surface-raised text-ink shadow-lg lg:hidden"
    >
      <ul className="container-site flex flex-col py-3">
        {mainNav.map((item) =>
          hasChildren(item) ? (
            <MobileDisclosure key={item.label} item={item} />
          ) : (
            <TopItem key={item.label} item={item} className="flex h-12 items-center font-semibold" />
          ),
        )}
        <li className="border-t border-line pt-3 mt-2">
          <LanguageSwitcher page={page} landmark={false} linkClassName="min-h-11 px-3 font-semibold" />
        </li>
        <li className="pt-4 sm:hidden">
          <a href={localHref("/contact")} className="btn-primary w-full">
            {cta}
          </a>
        </li>
      </ul>
    </nav>
  );
}

// The scroll states and the menus' extras are app/client/header.ts's, styled in app.css: no React runs in the browser.
export function Header({ shell, page }: { shell: PageShell; page?: PageEntry }) {
  return (
    <header>
      <TopBar page={page} />
      <div style={{ height: BAR_HEIGHT }}>
        <div data-header-state="default" className="header-bar z-40 w-full border-b border-line bg-surface-raised">
          <div className="container-site flex h-[79px] items-center justify-between gap-6">
            <Logo />
            <DesktopNav />
            <div className="flex items-center gap-3">
              <a href={localHref("/contact")} className="btn-primary hidden sm:inline-flex">
                {shell.cta}
              </a>
              <button
                type="button"
                popoverTarget={MOBILE_MENU_ID}
                className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-full border border-line text-ink hover:bg-brand-soft lg:hidden"
              >
                {/* Which icon shows follows the menu's open state in CSS (app.css). */}
                <Menu aria-hidden="true" className="menu-icon-open size-5" />
                <X aria-hidden="true" className="menu-icon-close size-5" />
                <span className="sr-only">{layout.menu}</span>
              </button>
            </div>
          </div>
          <MobileNav cta={shell.cta} page={page} />
        </div>
      </div>
    </header>
  );
}
