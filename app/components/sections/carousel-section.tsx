import { useId } from "react";
import type { SectionIntro } from "~/content/schemas";
import { Carousel, type CarouselProps } from "~/components/ui/carousel";
import { SectionHeading } from "~/components/ui/section-heading";

/** A page section that is a carousel, its heading on the left of the carousel controls. */
export function CarouselSection({
  intro,
  tone = "plain",
  ...carousel
}: { intro: SectionIntro; tone?: "plain" | "alt" } & Omit<CarouselProps, "header">) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section overflow-hidden ${tone === "alt" ? "bg-surface-alt" : ""}`}>
      <div className="container-site">
        <Carousel
          {...carousel}
          header={<SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} align="left" />}
        />
      </div>
    </section>
  );
}
