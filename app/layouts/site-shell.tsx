import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { usePage } from "~/hooks/use-page";
import { Header } from "./header";
import { Footer } from "./footer";
import { PageBanner } from "./page-banner";
import { ScrollToTop } from "./scroll-to-top";
import { ctas } from "@interface/pages";
import { layout } from "@interface/common";

/**
 * The site shell around every page and the error page: skip link, header, title banner
 * (inner pages; not on the error page, whose heading is the error's), content and footer. What
 * varies by page comes from the page table.
 */
export function SiteShell({ children, banner = true }: { children: ReactNode; banner?: boolean }) {
  const page = usePage();
  const shell = page?.shell ?? { cta: ctas.quote, scrollTop: false };
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {layout.skipToContent}
      </a>
      <Header shell={shell} page={page} />
      <main id="main" tabIndex={-1} className="outline-none">
        {banner && page?.inner ? <PageBanner heading={page.heading} /> : null}
        {children}
      </main>
      <Footer />
      {shell.scrollTop ? <ScrollToTop /> : null}
    </>
  );
}

/** The component of the light and dark layout routes: the shell around the matched page. */
export function ShellLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
