import type { GalleryCategory, GalleryItem } from "~/content/projects";
import type { SectionIntro } from "~/content/schemas";
import { homeLabels } from "~/content/home";
import { Tabs } from "~/components/ui/tabs";
import { PageSection } from "./page-section";
import { ProjectTile } from "./project-tile";
import { Static } from "~/components/ui/static";

/** Portfolio filtered by category tabs (variant 3): each tab shows only its category's items. */
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
      <Tabs
        label={homeLabels.galleryTabs}
        defaultKey={defaultCategory}
        items={categories.map((category) => ({
          key: category,
          label: category,
          panel: (
            <Static as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items
                .filter((item) => item.category === category)
                .map((item) => (
                  <li key={item.title}>
                    <ProjectTile item={item} headingLevel="h4" />
                  </li>
                ))}
            </Static>
          ),
        }))}
      />
    </PageSection>
  );
}
