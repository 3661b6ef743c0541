/**
 * Projects: the projects page's 9 cards (content/projects/<nn>-<client>.json) and the home
 * pages' project gallery (content/gallery/<slug>.json: 30 items, 6 in each of the 5 categories),
 * each list in the order of the files' `order` field. The ERP project-detail article is in
 * ./project-detail.
 */
import { readCollection } from "./files/read";
import { GALLERY_CATEGORIES } from "./spec";
import type { ProjectCard, GalleryCategory, GalleryItem, galleryCollection, projectsCollection } from "./schemas/projects";

export type { ProjectCard, GalleryCategory, GalleryItem, ProjectDetail, ProcessStep, Benefit, GetStarted } from "./schemas/projects";

export { ERP_TITLE, GALLERY_CATEGORIES } from "./spec";

/** The projects page's cards. */
export const projects: ProjectCard[] = readCollection<typeof projectsCollection>("projects").projects;

/** Tab order for the gallery; the initially selected tab is the first ("Software"). */
export const galleryCategories: GalleryCategory[] = [...GALLERY_CATEGORIES];
export const defaultGalleryCategory: GalleryCategory = "Software";

/** The gallery, its categories interleaved (Software, Development, IT, Solution, Cybersecurity, Software, …). */
export const galleryItems: GalleryItem[] = readCollection<typeof galleryCollection>("gallery").galleryItems;
