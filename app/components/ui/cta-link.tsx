import { Link } from "react-router";
import { ArrowRight } from "lucide-react";

/** A primary call-to-action link with its arrow (about blocks and similar). */
export function CtaLink({ to, label, className = "" }: { to: string; label: string; className?: string }) {
  return (
    <Link to={to} className={`btn-primary ${className}`}>
      {label}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
