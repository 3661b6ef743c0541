import { useId, type ReactNode } from "react";
import type { SectionIntro } from "~/content/schemas";
import type { CarouselOptions } from "~/components/ui/carousel";
import { SectionHeading } from "~/components/ui/section-heading";
import { Island } from "~/islands/island";
import { CarouselIsland } from "~/islands/carousel.island";
import { carousel as words } from "@interface/common";

/**
 * A page section that is a carousel, its heading on the left of the carousel controls. The
 * carousel is an island; the heading and the slides are server markup it shows (slots).
 */
export function CarouselSection({
  intro,
  tone = "plain",
  slides,
  ...carousel
}: { intro: SectionIntro; tone?: "plain" | "alt"; slides: ReactNode[] } & Omit<CarouselOptions, "words">) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section overflow-hidden ${tone === "alt" ? "bg-surface-alt" : ""}`}>
      <div className="container-site">
        <Island
          of={CarouselIsland}
          props={{ ...carousel, words }}
          slots={{
            slides,
            header: [<SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} align="left" />],
          }}
        />
      </div>
    </section>
  );
}
