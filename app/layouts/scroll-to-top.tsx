import { useEffect, useState } from "react";
import { ArrowUp } from "~/components/ui/icons";

/** Floating "back to top" button (home variants 2 and 3), shown once the visitor has scrolled. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 600);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <a
      href="#main"
      onClick={(e) => {
        e.preventDefault();
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
      className={`fixed right-5 bottom-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand text-on-brand shadow-lg transition-opacity hover:bg-brand-strong ${
        visible ? "opacity-100" : "pointer-events-none opacity-0"
      }`}
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Back to top</span>
    </a>
  );
}
