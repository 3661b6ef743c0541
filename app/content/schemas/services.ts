/** Zod schemas and types of ../services (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { IconNameSchema, ImagePathSchema, NonEmpty, OrderSchema, type DataSchemas } from "./common";
import { SERVICE_TITLES, TECHNOLOGY_GROUPS } from "../spec";

export const ServiceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  icon: IconNameSchema,
  title: z.enum(SERVICE_TITLES),
  desc: NonEmpty,
  btnLink: z.literal("/service/service-details"),
  image: ImagePathSchema,
});
export type Service = z.infer<typeof ServiceSchema>;

/** content/services/<slug>.json: a service card; every card links to the service details page. */
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
  services: ServiceSchema.array()
    .length(9)
    .refine((list) => list.every((s, i) => s.title === SERVICE_TITLES[i]), {
      message: "services must follow the spec order",
    }),
  serviceDetail: ServiceDetailSchema,
  brochure: BrochureSchema,
} satisfies DataSchemas;
