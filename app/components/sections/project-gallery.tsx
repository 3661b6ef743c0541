import type { GalleryCategory, GalleryItem } from "~/content/projects";
import type { SectionIntro } from "~/content/schemas";
import { homeLabels } from "~/content/home";
import { Island } from "~/islands/island";
import { TabsIsland } from "~/islands/tabs.island";
import { PageSection } from "./page-section";
import { ProjectTile } from "./project-tile";
import { galleryCategories } from "@interface/common";

/**
 * Portfolio filtered by category tabs (variant 3): each tab shows only its category's items.
 * The tabs are an island; the cards are static server markup in its `panels` slot.
 */
export function ProjectGallery({
  intro,
  items,
  categories,
  defaultCategory,
  tone,
}: {
  intro: SectionIntro;
  items: GalleryItem[];
  categories: GalleryCategory[];
  defaultCategory: GalleryCategory;
  tone?: "plain" | "alt";
}) {
  return (
    <PageSection intro={intro} tone={tone}>
      <Island
        of={TabsIsland}
        props={{
          label: homeLabels.galleryTabs,
          defaultKey: defaultCategory,
          items: categories.map((category) => ({ key: category, label: galleryCategories[category] })),
        }}
        slots={{
          panels: categories.map((category) => (
            <ul key={category} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items
                .filter((item) => item.category === category)
                .map((item) => (
                  <li key={item.title}>
                    <ProjectTile item={item} headingLevel="h4" />
                  </li>
                ))}
            </ul>
          )),
        }}
      />
    </PageSection>
  );
}
