import { ArrowRight } from "~/components/ui/icons";
import { localHref } from "~/i18n/links";

/**
 * A primary call-to-action link with its arrow (about blocks and similar). `context` is read
 * to screen readers after the label ("Learn More about Nexora"), for labels that say nothing
 * out of their surroundings.
 */
export function CtaLink({ to, label, context, className = "" }: { to: string; label: string; context?: string; className?: string }) {
  return (
    <a href={localHref(to)} className={`btn-primary ${className}`}>
      {label}
      {context ? <span className="sr-only"> {context}</span> : null}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
