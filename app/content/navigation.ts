/**
 * Header navigation, header call-to-action labels, footer link lists and
 * inner-page title banners.
 */
import { z } from "zod";
import { InternalHrefSchema, LinkSchema, NonEmpty } from "./schemas";
import { VALIDATE, content } from "./validate";

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

export const NavItemSchema = /*#__PURE__*/ z.object({
  label: NonEmpty,
  /** Items with children may still have an href (Our Work → /project); Company has none. */
  href: InternalHrefSchema.nullable(),
  children: NavLinkSchema.array().min(1).optional(),
});
export type NavItem = z.infer<typeof NavItemSchema>;

export const mainNav: NavItem[] = content([
    { label: "Home", href: "/" },
    {
      label: "Company",
      href: null,
      children: [
        { label: "About Us", href: "/about" },
        { label: "Our Team", href: "/team" },
        { label: "Careers", href: null, soon: true },
      ],
    },
    {
      label: "Our Work",
      href: "/project",
      children: [
        { label: "Portfolio", href: "/project" },
        { label: "Testimonials", href: "/testimonial" },
        { label: "Case Studies", href: null, soon: true },
      ],
    },
    { label: "Our Services", href: "/service" },
    { label: "Blog", href: "/blog" },
  ], VALIDATE && NavItemSchema.array().length(5));

/** Header button (always to /contact); the label depends on the layout. */
export const HeaderCtaSchema = /*#__PURE__*/ z.object({
  href: z.literal("/contact"),
  labels: z.object({
    main: z.literal("Get A Quote"),
    home4: z.literal("Get A Quote"),
    home3: z.literal("Get Started Now"),
    home7: z.literal("Contact Us"),
  }),
});
export type HeaderCta = z.infer<typeof HeaderCtaSchema>;

export const headerCta: HeaderCta = content({
  href: "/contact",
  labels: {
    main: "Get A Quote",
    home4: "Get A Quote",
    home3: "Get Started Now",
    home7: "Contact Us",
  },
}, VALIDATE && HeaderCtaSchema);

export const FooterLinkListSchema = /*#__PURE__*/ z.object({
  heading: NonEmpty,
  links: LinkSchema.array().min(1),
});
export type FooterLinkList = z.infer<typeof FooterLinkListSchema>;

export const footerServices: FooterLinkList = content({
  heading: "Service We Offer",
  links: [
    { label: "Cloud Computing Solution", href: "/service/service-details" },
    { label: "Cybersecurity & Compliance", href: "/service/service-details" },
    { label: "Software Development", href: "/service/service-details" },
    { label: "It Consulting & Support", href: "/service/service-details" },
  ],
}, VALIDATE && FooterLinkListSchema);

export const footerUsefulLinks: FooterLinkList = content({
  heading: "Useful Links",
  links: [
    { label: "About Us", href: "/about" },
    { label: "Our Services", href: "/service" },
    { label: "Blog & News", href: "/blog" },
    { label: "Project", href: "/project" },
    { label: "Contact Us", href: "/contact" },
  ],
}, VALIDATE && FooterLinkListSchema);

/** Heading of the footer contact column (phones, e-mail, website come from `site`). */
export const footerContactHeading = "Contact Us" as const;

/** Title banner text for each inner page (light and dark variants share the same copy). */
export const PageBannerSchema = /*#__PURE__*/ z.object({
  title: NonEmpty,
  /** Short description, also suitable for the <meta name="description"> tag. */
  description: NonEmpty,
});
export type PageBanner = z.infer<typeof PageBannerSchema>;

export const PageKeySchema = /*#__PURE__*/ z.enum([
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

export const pageBanners: Record<PageKey, PageBanner> = content({
    about: {
      title: "About Us",
      description:
        "Learn how Nexora helps organisations grow with dependable IT solutions, secure infrastructure and measurable digital marketing.",
    },
    service: {
      title: "Our Services",
      description:
        "Explore Nexora's IT consulting, software development, cloud, cybersecurity, data analytics and managed IT services.",
    },
    serviceDetails: {
      title: "Service Details",
      description:
        "See how Nexora plans, builds and supports technology solutions that fit your business goals.",
    },
    project: {
      title: "Our Projects",
      description:
        "Browse a selection of Nexora projects, from ERP implementations to cloud migrations and security programmes.",
    },
    projectDetails: {
      title: "Project Details",
      description:
        "A closer look at how Nexora delivered an Enterprise Resource Planning implementation from assessment to go-live.",
    },
    team: {
      title: "Our Team",
      description:
        "Meet the consultants, engineers and project leaders who deliver Nexora's IT and digital marketing work.",
    },
    testimonial: {
      title: "Testimonials",
      description: "Read what clients say about working with Nexora on their technology and marketing projects.",
    },
    blog: {
      title: "Blog & News",
      description:
        "Insights on IT strategy, cybersecurity, cloud, SEO and digital marketing from the Nexora team.",
    },
    blogDetails: {
      title: "Blog Details",
      description: "Practical advice from Nexora's specialists on technology and digital growth.",
    },
    contact: {
      title: "Contact Us",
      description:
        "Get in touch with Nexora to discuss your project, request a quote or book a free consultation.",
    },
  }, VALIDATE && z.record(PageKeySchema, PageBannerSchema));
