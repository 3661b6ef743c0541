import { ArrowUp } from "~/components/ui/icons";
import { layout } from "@interface/common";

/**
 * Floating "back to top" link (home variants 2 and 3). Served hidden (not focusable, not in the
 * accessibility tree); the header module (app/client/header.ts) shows it once the visitor has
 * scrolled and makes its click scroll smoothly. Without script it stays hidden.
 */
export function ScrollToTop() {
  return (
    <a
      href="#main"
      data-scroll-top=""
      tabIndex={-1}
      aria-hidden="true"
      className="scroll-top fixed end-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-opacity hover:bg-brand-strong"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{layout.backToTop}</span>
    </a>
  );
}
