import { Suspense, useId, type ReactNode } from "react";
import type { SectionIntro } from "~/content/schemas";
import { SectionHeading } from "~/components/ui/section-heading";

/**
 * A page section with its standard intro (eyebrow, h2, lead) and content below. The content
 * hydrates as its own part (a Suspense boundary that never suspends), so no single task of the
 * page's hydration has to cover several sections.
 */
export function PageSection({
  intro,
  tone = "plain",
  align = "center",
  children,
}: {
  intro: SectionIntro;
  /** "alt" gives the section the alternate surface colour to separate it from its neighbours. */
  tone?: "plain" | "alt";
  align?: "center" | "left";
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section ${tone === "alt" ? "bg-surface-alt" : ""}`}>
      <div className="container-site">
        <SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} align={align} />
        <Suspense>{children}</Suspense>
      </div>
    </section>
  );
}
