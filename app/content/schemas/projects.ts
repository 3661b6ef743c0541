/** Zod schemas and types of ../projects (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common.ts";
import { ERP_TITLE, GALLERY_CATEGORIES, PROCESS_STEP_TITLES } from "../spec.ts";
import { ascending, fileCollection, folderCollection } from "./collection.ts";
import { iconField, iconPointFields, imageField, orderField } from "./forms.ts";
import { galleryItems, projectCards } from "../files/assemble.ts";
import { commonCollection } from "./interface.ts";

export const ProjectCardSchema = z.object({
  icon: IconNameSchema,
  title: z.literal(ERP_TITLE),
  image: ImagePathSchema,
  desc: NonEmpty,
  link: z.literal("/project/project-details"),
  buttonLabel: z.literal("Learn More"),
});
export type ProjectCard = z.infer<typeof ProjectCardSchema>;

/** content/projects/<nn>-<client>.json: a card of the projects page (title, link and button are the spec's). */
export const ProjectCardFileSchema = z.strictObject({
  order: OrderSchema,
  ...ProjectCardSchema.pick({ icon: true, desc: true, image: true }).shape,
});
export type ProjectCardFile = z.infer<typeof ProjectCardFileSchema>;

export const GalleryCategorySchema = z.enum(GALLERY_CATEGORIES);
export type GalleryCategory = z.infer<typeof GalleryCategorySchema>;

export const GalleryItemSchema = z.object({
  image: ImagePathSchema,
  title: NonEmpty,
  buttonLabel: NonEmpty,
  desc: NonEmpty,
  category: GalleryCategorySchema,
  link: z.literal("/project/project-details"),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

/** content/gallery/<slug>.json: a project of the home pages' gallery and sliders (all link to the project details page). */
export const GalleryItemFileSchema = z.strictObject({
  order: OrderSchema,
  ...GalleryItemSchema.omit({ link: true }).shape,
});
export type GalleryItemFile = z.infer<typeof GalleryItemFileSchema>;

export const ProjectDetailSchema = z.object({
  title: z.literal(ERP_TITLE),
  image: ImagePathSchema,
  paragraphs: NonEmpty.array().min(2),
  facts: z.object({ label: NonEmpty, value: NonEmpty }).array().min(3),
  processHeading: NonEmpty,
  processText: NonEmpty,
  benefitsHeading: NonEmpty,
  /** "More More Project" strip: first 3 services with a link to /service (spec text kept verbatim). */
  moreProjects: z.object({
    heading: z.literal("More More Project"),
    count: z.literal(3),
    link: z.object({ label: z.literal("View All Services"), href: z.literal("/service") }),
  }),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const ProcessStepSchema = z.object({
  number: z.number().int().min(1).max(6),
  title: z.enum(PROCESS_STEP_TITLES),
  description: NonEmpty,
});
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

export const BenefitSchema = z.object({
  icon: IconNameSchema,
  /** The spec shows four boxes that all carry this same title. */
  title: z.literal("Improved Efficiency"),
  description: NonEmpty,
});
export type Benefit = z.infer<typeof BenefitSchema>;

export const GetStartedSchema = z.object({
  heading: NonEmpty,
  text: NonEmpty,
  button: z.object({ label: z.literal("Get Started"), href: z.literal("/contact") }),
  /**
   * The spec's 'Call Now' link points to a static "contact.html" file that this
   * app does not serve; kept verbatim — the page author/lead decides whether to
   * render it as-is or point it at /contact.
   */
  callNow: z.object({ label: z.literal("Call Now"), href: z.literal("contact.html") }),
});
export type GetStarted = z.infer<typeof GetStartedSchema>;

/** Each validated export of ../projects and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  projects: ProjectCardSchema.array().length(9),
  galleryCategories: GalleryCategorySchema.array().length(5),
  defaultGalleryCategory: GalleryCategorySchema,
  galleryItems: GalleryItemSchema.array()
    .length(30)
    .refine((items) => GALLERY_CATEGORIES.every((c) => items.filter((item) => item.category === c).length === 6), {
      message: "each gallery category must have exactly 6 items",
    }),
  projectDetail: ProjectDetailSchema,
  processSteps: ProcessStepSchema.array()
    .length(6)
    .refine((steps) => steps.every((s, i) => s.title === PROCESS_STEP_TITLES[i] && s.number === i + 1), {
      message: "process steps must follow the spec order",
    }),
  benefits: BenefitSchema.array().length(4),
  getStarted: GetStartedSchema,
} satisfies DataSchemas;

/** content/pages/project-details.json: the project details page's case study, process, benefits and call to action. */
export const ProjectDetailsFileSchema = z.strictObject({
  projectDetail: dataSchemas.projectDetail,
  processSteps: dataSchemas.processSteps,
  benefits: dataSchemas.benefits,
  getStarted: dataSchemas.getStarted,
});
export type ProjectDetailsFile = z.infer<typeof ProjectDetailsFileSchema>;

/** The projects page's cards: content/projects/<nn>-<client>.json. */
export const projectsCollection = folderCollection({
  name: "projects",
  folder: "projects",
  extension: ".json",
  schema: ProjectCardFileSchema,
  order: ascending("order"),
  exports: (records, use) => ({ projects: projectCards(records, use(commonCollection).sections) }),
  recordLists: ["projects"],
  checks: { projects: dataSchemas.projects },
  form: {
    label: "Projects (cards)",
    label_singular: "Project card",
    description: "The nine cards of the projects page. Their title, link and button are the spec's.",
    create: false,
    delete: false,
    identifier_field: "desc",
    summary: "{{order}}. {{desc}}",
    sortable_fields: ["order"],
    media_folder: "/public/images/projects",
    public_folder: "/images/projects",
    fields: { order: orderField, icon: iconField, desc: { label: "Description", widget: "text" }, image: imageField },
  },
});

/** The home pages' project gallery: content/gallery/<slug>.json. */
export const galleryCollection = folderCollection({
  name: "gallery",
  folder: "gallery",
  extension: ".json",
  schema: GalleryItemFileSchema,
  // The gallery's tabs filter on it; their labels are interface text.
  sameInEveryLocale: ["category"],
  order: ascending("order"),
  exports: (records) => ({ galleryItems: galleryItems(records) }),
  recordLists: ["galleryItems"],
  checks: { galleryItems: dataSchemas.galleryItems },
  form: {
    label: "Project gallery",
    label_singular: "Gallery project",
    description: "The home pages' project gallery and sliders; six projects in each category.",
    create: false,
    delete: false,
    identifier_field: "title",
    summary: "{{order}}. {{title}} ({{category}})",
    sortable_fields: ["order", "title", "category"],
    media_folder: "/public/images/projects",
    public_folder: "/images/projects",
    fields: {
      order: orderField,
      title: { label: "Title" },
      category: { label: "Category" },
      desc: { label: "Description", widget: "text" },
      image: imageField,
      buttonLabel: { label: "Button text" },
    },
  },
});

/** The project details page: content/pages/project-details.json. */
export const projectDetailsCollection = fileCollection({
  name: "project-details",
  file: "pages/project-details.json",
  schema: ProjectDetailsFileSchema,
  exports: (page) => page,
  form: {
    group: "pages",
    label: "Project details page",
    media_folder: "/public/images/projects",
    public_folder: "/images/projects",
    fields: {
      projectDetail: {
        label: "Case study",
        fields: {
          title: { label: "Title" },
          image: imageField,
          paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
          facts: {
            label: "Facts",
            summary: "{{fields.label}}: {{fields.value}}",
            fields: { label: { label: "Label" }, value: { label: "Value" } },
          },
          processHeading: { label: "Process heading" },
          processText: { label: "Process text", widget: "text" },
          benefitsHeading: { label: "Benefits heading" },
          moreProjects: { label: "More projects strip" },
        },
      },
      processSteps: {
        label: "Process (the spec's six steps, in order)",
        summary: "{{fields.number}}. {{fields.title}}",
        fields: { number: { label: "Number" }, title: { label: "Step" }, description: { label: "Text", widget: "text" } },
      },
      benefits: { label: "Benefits", fields: iconPointFields },
      getStarted: {
        label: "Call to action",
        fields: {
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          button: { label: "Button" },
          callNow: { label: "Call link" },
        },
      },
    },
  },
});
