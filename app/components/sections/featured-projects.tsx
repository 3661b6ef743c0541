import type { GalleryItem } from "~/content/projects";
import type { SectionIntro } from "~/content/schemas";
import { PageSection } from "./page-section";
import { ProjectTile } from "./project-tile";

/**
 * Selected projects: "grid" is a row of equal cards (variant 4's four project cards);
 * "feature" shows wide tiles, the first one large across the row (variant 7).
 */
export function FeaturedProjects({
  intro,
  items,
  layout = "grid",
  tone,
}: {
  intro: SectionIntro;
  items: GalleryItem[];
  layout?: "grid" | "feature";
  tone?: "plain" | "alt";
}) {
  const feature = layout === "feature";
  const list = feature ? "grid gap-6 lg:grid-cols-2 [&>li:first-child]:lg:col-span-2" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";
  return (
    <PageSection intro={intro} tone={tone}>
      <ul className={list}>
        {items.map((item, i) => (
          <li key={item.title}>
            <ProjectTile item={item} orientation={feature ? "horizontal" : "vertical"} size={feature && i === 0 ? "large" : "normal"} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
