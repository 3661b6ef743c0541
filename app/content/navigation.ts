/**
 * Header navigation, header call-to-action labels, footer link lists and
 * inner-page title banners.
 */
import type { NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

export type { NavLink, NavItem, HeaderCta, FooterLinkList, PageBanner, PageKey } from "./schemas/navigation";

export const mainNav: NavItem[] = [
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
];

export const headerCta: HeaderCta = {
  href: "/contact",
  labels: {
    main: "Get A Quote",
    home4: "Get A Quote",
    home3: "Get Started Now",
    home7: "Contact Us",
  },
};

export const footerServices: FooterLinkList = {
  heading: "Service We Offer",
  links: [
    { label: "Cloud Computing Solution", href: "/service/service-details" },
    { label: "Cybersecurity & Compliance", href: "/service/service-details" },
    { label: "Software Development", href: "/service/service-details" },
    { label: "It Consulting & Support", href: "/service/service-details" },
  ],
};

export const footerUsefulLinks: FooterLinkList = {
  heading: "Useful Links",
  links: [
    { label: "About Us", href: "/about" },
    { label: "Our Services", href: "/service" },
    { label: "Blog & News", href: "/blog" },
    { label: "Project", href: "/project" },
    { label: "Contact Us", href: "/contact" },
  ],
};

/** Heading of the footer contact column (phones, e-mail, website come from `site`). */
export const footerContactHeading = "Contact Us" as const;

export const pageBanners: Record<PageKey, PageBanner> = {
  about: {
    title: "About Us",
    description:
      "Learn how Nexora helps organisations grow with dependable IT solutions, secure infrastructure and measurable digital marketing.",
  },
  service: {
    title: "Our Services",
    description: "Explore Nexora's IT consulting, software development, cloud, cybersecurity, data analytics and managed IT services.",
  },
  serviceDetails: {
    title: "Service Details",
    description: "See how Nexora plans, builds and supports technology solutions that fit your business goals.",
  },
  project: {
    title: "Our Projects",
    description: "Browse a selection of Nexora projects, from ERP implementations to cloud migrations and security programmes.",
  },
  projectDetails: {
    title: "Project Details",
    description: "A closer look at how Nexora delivered an Enterprise Resource Planning implementation from assessment to go-live.",
  },
  team: {
    title: "Our Team",
    description: "Meet the consultants, engineers and project leaders who deliver Nexora's IT and digital marketing work.",
  },
  testimonial: {
    title: "Testimonials",
    description: "Read what clients say about working with Nexora on their technology and marketing projects.",
  },
  blog: {
    title: "Blog & News",
    description: "Insights on IT strategy, cybersecurity, cloud, SEO and digital marketing from the Nexora team.",
  },
  blogDetails: {
    title: "Blog Details",
    description: "Practical advice from Nexora's specialists on technology and digital growth.",
  },
  contact: {
    title: "Contact Us",
    description: "Get in touch with Nexora to discuss your project, request a quote or book a free consultation.",
  },
};
