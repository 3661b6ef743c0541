import { useId } from "react";
import type { SectionIntro } from "~/content/schemas";
import type { GalleryItem } from "~/content/projects";
import { homeLabels } from "~/content/home";
import { Carousel } from "~/components/ui/carousel";
import { SectionHeading } from "~/components/ui/section-heading";
import { ProjectTile } from "./project-tile";

/**
 * Project slider (spec §9): infinite, autoplay, one slide per step; 3 slides above 1199px,
 * 2 up to 1199px, 1 up to 575px.
 */
export function ProjectSlider({
  intro,
  items,
  tone = "plain",
}: {
  intro: SectionIntro;
  items: GalleryItem[];
  tone?: "plain" | "alt";
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`section overflow-hidden ${tone === "alt" ? "bg-surface-alt" : ""}`}>
      <div className="container-site">
        <Carousel
          label={homeLabels.projectSlider}
          autoplay
          perView={{ base: 3, upTo1399: 3, upTo1199: 2, upTo575: 1 }}
          header={
            <SectionHeading id={headingId} eyebrow={intro.eyebrow} heading={intro.heading} text={intro.text} align="left" />
          }
          slides={items.map((item) => (
            <ProjectTile key={item.title} item={item} />
          ))}
        />
      </div>
    </section>
  );
}
