import { useId, type ReactNode } from "react";
import type { SectionIntro } from "~/content/schemas";
import { ContentImage } from "~/components/ui/content-image";

/**
 * The copy of a split section: eyebrow, h2 (labelling the section through `headingId`), lead
 * and paragraphs, with static extras (e.g. a check list) after them. Kept as served.
 */
export function IntroCopy({
  intro,
  paragraphs,
  headingId,
  strongLead = false,
  children,
}: {
  intro: SectionIntro;
  paragraphs: readonly string[];
  headingId: string;
  /** A medium-weight lead, for a block that opens the page. */
  strongLead?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="eyebrow">{intro.eyebrow}</p>
      <h2 id={headingId} className="section-title">
        {intro.heading}
      </h2>
      {intro.text ? <p className={`mt-4 text-lg text-ink ${strongLead ? "font-medium" : ""}`}>{intro.text}</p> : null}
      {paragraphs.map((p) => (
        <p key={p} className="mt-4 leading-relaxed text-muted">
          {p}
        </p>
      ))}
      {children}
    </div>
  );
}

/**
 * Illustration beside a block of copy (About page Mission and Vision). `reverse` puts the
 * illustration on the right on wide screens; on phones the copy always comes first.
 */
export function ImageText({
  intro,
  paragraphs,
  image,
  reverse = false,
  tone = "plain",
  children,
}: {
  intro: SectionIntro;
  paragraphs: string[];
  image: { src: string; width: number; height: number };
  reverse?: boolean;
  tone?: "plain" | "alt";
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section ${tone === "alt" ? "bg-surface-alt" : ""}`}>
      <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div className={reverse ? "" : "lg:order-last"}>
          <IntroCopy intro={intro} paragraphs={paragraphs} headingId={headingId} />
          {children}
        </div>
        <div className="overflow-hidden rounded-3xl bg-brand-soft">
          <ContentImage
            sizes="(min-width: 768px) 50vw, 100vw"
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
        </div>
      </div>
    </section>
  );
}
