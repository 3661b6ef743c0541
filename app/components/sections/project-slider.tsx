import type { SectionIntro } from "~/content/schemas";
import type { GalleryItem } from "~/content/projects";
import { homeLabels } from "~/content/home";
import { CarouselSection } from "./carousel-section";
import { ProjectTile } from "./project-tile";

/**
 * Project slider (spec §9): infinite, autoplay, one slide per step; 3 slides above 1199px,
 * 2 up to 1199px, 1 up to 575px.
 */
export function ProjectSlider({ intro, items, tone }: { intro: SectionIntro; items: GalleryItem[]; tone?: "plain" | "alt" }) {
  return (
    <CarouselSection
      intro={intro}
      tone={tone}
      label={homeLabels.projectSlider}
      autoplay
      perView={{ base: 3, upTo1399: 3, upTo1199: 2, upTo575: 1 }}
      slides={items.map((item) => (
        <ProjectTile key={item.title} item={item} />
      ))}
    />
  );
}
