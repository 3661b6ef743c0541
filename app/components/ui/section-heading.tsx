import type { ReactNode } from "react";

/**
 * The standard heading block of a page section: small eyebrow label, heading and lead text.
 * `as` keeps the document outline right (h2 for sections, h3 inside a section).
 */
export function SectionHeading({
  eyebrow,
  heading,
  text,
  align = "center",
  as: Tag = "h2",
  id,
  children,
}: {
  eyebrow?: string;
  heading: string;
  text?: string;
  align?: "center" | "left";
  as?: "h2" | "h3";
  id?: string;
  children?: ReactNode;
}) {
  return (
    <div className={align === "center" ? "mx-auto mb-12 max-w-2xl text-center" : "mb-10 max-w-2xl"}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <Tag id={id} className="section-title">
        {heading}
      </Tag>
      {text ? <p className="mt-4 text-lg leading-relaxed text-muted">{text}</p> : null}
      {children}
    </div>
  );
}
