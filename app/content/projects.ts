// The projects page's cards and the home pages' gallery, each in the files' `order`; the ERP article is in ./project-detail.
import { readCollection } from "./files/read";
import { GALLERY_CATEGORIES } from "./spec";
import type { ProjectCard, GalleryCategory, GalleryItem, galleryCollection, projectsCollection } from "./schemas/projects";

export type { ProjectCard, GalleryCategory, GalleryItem, ProjectDetail, ProcessStep, Benefit, GetStarted } from "./schemas/projects";

export { ERP_TITLE, GALLERY_CATEGORIES } from "./spec";

export const projects = (): ProjectCard[] => readCollection<typeof projectsCollection>("projects").projects;

// The initially selected tab is the first.
export const galleryCategories: GalleryCategory[] = [...GALLERY_CATEGORIES];
export const defaultGalleryCategory: GalleryCategory = "Software";

/** The gallery, its categories interleaved (Software, Development, IT, Solution, Cybersecurity, Software, …). */
export const galleryItems = (): GalleryItem[] => readCollection<typeof galleryCollection>("gallery").galleryItems;
