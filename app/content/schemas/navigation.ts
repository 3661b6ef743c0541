/** Zod schemas and types of ../navigation (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { InternalHrefSchema, LinkSchema, NonEmpty, type DataSchemas } from "./common.ts";

/**
 * A navigation entry. Placeholders (Careers, Case Studies) have `href: null`
 * and `soon: true`; everything else has a real in-app href.
 */
export const NavLinkSchema = z
  .object({
    label: NonEmpty,
    href: InternalHrefSchema.nullable(),
    soon: z.boolean().optional(),
  })
  .refine((l) => (l.href === null) === (l.soon === true), {
    message: "href must be null exactly when soon is true",
  });
export type NavLink = z.infer<typeof NavLinkSchema>;

export const NavItemSchema = z.object({
  label: NonEmpty,
  /** Items with children may still have an href (Our Work → /project); Company has none. */
  href: InternalHrefSchema.nullable(),
  children: NavLinkSchema.array().min(1).optional(),
});
export type NavItem = z.infer<typeof NavItemSchema>;

/** Header button (always to /contact); the label depends on the layout. */
export const HeaderCtaSchema = z.object({
  href: z.literal("/contact"),
  labels: z.object({
    main: z.literal("Get A Quote"),
    home4: z.literal("Get A Quote"),
    home3: z.literal("Get Started Now"),
    home7: z.literal("Contact Us"),
  }),
});
export type HeaderCta = z.infer<typeof HeaderCtaSchema>;

export const FooterLinkListSchema = z.object({
  heading: NonEmpty,
  links: LinkSchema.array().min(1),
});
export type FooterLinkList = z.infer<typeof FooterLinkListSchema>;

/** Title banner text for each inner page (light and dark variants share the same copy). */
export const PageBannerSchema = z.object({
  title: NonEmpty,
  /** Short description, also suitable for the <meta name="description"> tag. */
  description: NonEmpty,
});
export type PageBanner = z.infer<typeof PageBannerSchema>;

export const PageKeySchema = z.enum([
  "about",
  "service",
  "serviceDetails",
  "project",
  "projectDetails",
  "team",
  "testimonial",
  "blog",
  "blogDetails",
  "contact",
]);
export type PageKey = z.infer<typeof PageKeySchema>;

/** Each validated export of ../navigation and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  mainNav: NavItemSchema.array().length(5),
  headerCta: HeaderCtaSchema,
  footerServices: FooterLinkListSchema,
  footerUsefulLinks: FooterLinkListSchema,
  pageBanners: z.record(PageKeySchema, PageBannerSchema),
} satisfies DataSchemas;
