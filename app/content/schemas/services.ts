/** Zod schemas and types of ../services (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common.ts";
import { TECHNOLOGY_GROUPS } from "../spec.ts";
import { ascending, fileCollection, folderCollection } from "./collection.ts";
import { iconField, imageField, orderField, slugField } from "./forms.ts";
import { serviceCards } from "../files/assemble.ts";

/** The fewest services a section shows (the home pages' strip of three): fewer would leave it short. */
export const SERVICES_AT_LEAST = 3;

export const ServiceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  icon: IconNameSchema,
  // The spec's nine titles are the sample the site ships with (content.test.ts); the company names its own.
  title: NonEmpty,
  desc: NonEmpty,
  btnLink: z.string().regex(/^\/service\/service-details\?service=[a-z0-9]+(?:-[a-z0-9]+)*$/),
  image: ImagePathSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** content/services/<slug>.json: a service card; every card links to the service details page, named by its slug. */
export const ServiceFileSchema = z.strictObject({
  order: OrderSchema,
  ...ServiceSchema.omit({ btnLink: true }).shape,
});
export type ServiceFile = z.infer<typeof ServiceFileSchema>;

export const TechnologyGroupSchema = z.object({
  title: z.enum(TECHNOLOGY_GROUPS),
  items: NonEmpty.array().min(3).max(5),
});
export type TechnologyGroup = z.infer<typeof TechnologyGroupSchema>;

export const ServiceDetailSchema = z.object({
  title: NonEmpty,
  image: ImagePathSchema,
  paragraphs: NonEmpty.array().min(2),
  approach: z.object({
    heading: NonEmpty,
    paragraphs: NonEmpty.array().min(1),
    bullets: NonEmpty.array().min(3).max(4),
  }),
  technologiesHeading: NonEmpty,
  technologiesText: NonEmpty,
  technologies: TechnologyGroupSchema.array()
    .length(5)
    .refine((groups) => groups.every((g, i) => g.title === TECHNOLOGY_GROUPS[i]), {
      message: "technology groups must follow the spec order",
    }),
  relatedHeading: NonEmpty,
  faqHeading: z.literal("Frequently Asked Question"),
  tags: NonEmpty.array().length(8),
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

/** Sidebar "Download Brochure" widget (service and blog detail). Links are inactive per spec. */
export const BrochureSchema = z.object({
  heading: z.literal("Download Brochure"),
  text: NonEmpty,
  files: z
    .object({
      label: NonEmpty,
      format: z.enum(["PDF", "DOC"]),
      href: z.null(),
    })
    .array()
    .length(2),
});
export type Brochure = z.infer<typeof BrochureSchema>;

/** content/pages/service-details.json: the service details page's write-up and the sidebars' brochure. */
export const ServiceDetailsFileSchema = z.strictObject({ serviceDetail: ServiceDetailSchema, brochure: BrochureSchema });
export type ServiceDetailsFile = z.infer<typeof ServiceDetailsFileSchema>;

/** Each validated export of ../services and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  services: ServiceSchema.array().min(SERVICES_AT_LEAST, {
    error: `the home pages show ${SERVICES_AT_LEAST} services in a row, so at least ${SERVICES_AT_LEAST} are needed`,
  }),
  serviceDetail: ServiceDetailSchema,
  brochure: BrochureSchema,
} satisfies DataSchemas;

/** The service cards: content/services/<slug>.json. */
export const servicesCollection = folderCollection({
  name: "services",
  folder: "services",
  extension: ".json",
  schema: ServiceFileSchema,
  order: ascending("order"),
  exports: (records) => ({ services: serviceCards(records) }),
  recordLists: ["services"],
  checks: { services: dataSchemas.services },
  form: {
    label: "Services",
    label_singular: "Service",
    description: "The service cards, in their order (services page, home pages, sidebars); at least three.",
    create: true,
    delete: true,
    identifier_field: "title",
    summary: "{{order}}. {{title}}",
    sortable_fields: ["order", "title"],
    media_folder: "/public/images/services",
    public_folder: "/images/services",
    fields: {
      order: orderField,
      title: { label: "Title" },
      slug: slugField,
      icon: iconField,
      desc: { label: "Description", widget: "text" },
      image: imageField,
    },
  },
});

/** The service details page: content/pages/service-details.json. */
export const serviceDetailsCollection = fileCollection({
  name: "service-details",
  file: "pages/service-details.json",
  schema: ServiceDetailsFileSchema,
  exports: (page) => page,
  checks: { serviceDetail: dataSchemas.serviceDetail, brochure: dataSchemas.brochure },
  form: {
    group: "pages",
    label: "Service details page",
    media_folder: "/public/images/services",
    public_folder: "/images/services",
    fields: {
      serviceDetail: {
        label: "Article",
        fields: {
          title: { label: "Title" },
          image: imageField,
          paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
          approach: {
            label: "Our approach",
            fields: {
              heading: { label: "Heading" },
              paragraphs: { label: "Paragraphs", field: { name: "paragraph", label: "Paragraph", widget: "text" } },
              bullets: { label: "Bullets", field: { name: "bullet", label: "Bullet" } },
            },
          },
          technologiesHeading: { label: "Technologies heading" },
          technologiesText: { label: "Technologies text", widget: "text" },
          technologies: {
            label: "Technologies (the spec's five groups, in order)",
            summary: "{{fields.title}}",
            fields: { title: { label: "Group" }, items: { label: "Technologies", field: { name: "item", label: "Technology" } } },
          },
          relatedHeading: { label: "Related services heading" },
          faqHeading: { label: "FAQ heading" },
          tags: { label: "Tags", field: { name: "tag", label: "Tag" } },
        },
      },
      brochure: {
        label: "Brochure (sidebar)",
        fields: {
          heading: { label: "Heading" },
          text: { label: "Text", widget: "text" },
          files: {
            label: "Files",
            summary: "{{fields.label}}",
            fields: { label: { label: "Button text" }, format: { label: "Format" }, href: { label: "Link" } },
          },
        },
      },
    },
  },
});
