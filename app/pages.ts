// Pure data, imported by the route config, the prerender list, the sitemap and `usePage()`; the words from
// content/interface/<locale>/pages.json.
import type { FormKind } from "../shared/forms/fields";
import { SEARCH_PATH } from "./search/constants";
import { CONFIRM_PATH } from "../shared/subscription";
// Relative, not "@interface/…": React Router's config loader reads this module without the content plugin (English).
import texts from "./i18n/interface/pages";
import { fill } from "./i18n/format";

export type Theme = "light" | "dark";
export type Sidebar = "left" | "right" | "none";

export interface PageShell {
  /** Always links to /contact: "Get A Quote", "Get Started Now" or "Contact Us" in English. */
  cta: string;
  scrollTop: boolean;
}

export interface PageEntry {
  id: string;
  /** Exactly as the specification spells it. */
  path: string;
  /** Relative to app/. */
  module: string;
  theme: Theme;
  /** meta() appends the site name. */
  title: string;
  description: string;
  /** For inner pages also the title banner and breadcrumb leaf. */
  heading: string;
  inner: boolean;
  canonical: string;
  sidebar?: Sidebar;
  shell: PageShell;
  /** A post of another kind to the page is refused. */
  forms: readonly FormKind[];
  /**
   * What the site search indexes: the whole page, or its name and headings only (the legal pages: found as "privacy
   * policy", "Impressum" or "VAT ID", but their paragraphs on forms and e-mail would outrank the pages meant).
   */
  search: "page" | "headings";
}

const defaultShell: PageShell = { cta: texts.ctas.quote, scrollTop: false };

type Seed = Omit<PageEntry, "canonical" | "shell" | "theme" | "inner" | "forms" | "search"> &
  Partial<Pick<PageEntry, "canonical" | "shell" | "inner" | "forms" | "search">>;

function light(seed: Seed): PageEntry {
  return {
    inner: true,
    canonical: seed.path,
    forms: [],
    search: "page",
    ...seed,
    theme: "light",
    shell: { ...defaultShell, ...seed.shell },
  };
}

// Canonical to the light page.
function dark(of: PageEntry, path: string): PageEntry {
  return {
    ...of,
    id: `${of.id}-dark`,
    path,
    theme: "dark",
    title: fill(texts.layoutTitles.dark, { title: of.title }),
    canonical: of.canonical,
  };
}

function detail(
  base: { id: string; path: string; module: string; title: string; heading: string; description: string },
  forms: { main?: FormKind[]; sidebar?: FormKind[] } = {},
): PageEntry[] {
  const layouts: { suffix: string; sidebar: Sidebar; label: string | null }[] = [
    { suffix: "", sidebar: "left", label: null },
    { suffix: "-right", sidebar: "right", label: texts.layoutTitles.right },
    { suffix: "-center", sidebar: "none", label: texts.layoutTitles.center },
  ];
  return layouts.map(({ suffix, sidebar, label }) =>
    light({
      ...base,
      id: `${base.id}${suffix}`,
      path: `${base.path}${suffix}`,
      title: label ? fill(label, { title: base.title }) : base.title,
      canonical: base.path,
      sidebar,
      forms: [...(forms.main ?? []), ...(sidebar === "none" ? [] : (forms.sidebar ?? []))],
    }),
  );
}

const home = light({
  id: "home",
  path: "/",
  module: "routes/home.tsx",
  title: texts.pages.home.title,
  heading: texts.pages.home.heading,
  description: texts.pages.home.description,
  inner: false,
});

function homeVariant(n: 2 | 3 | 4 | 5 | 7, title: string, shell: Partial<PageShell> = {}): PageEntry {
  return light({
    id: `home${n}`,
    path: `/home${n}`,
    module: `routes/home${n}.tsx`,
    title,
    heading: title,
    description: fill(texts.homeVariantDescription, { title }),
    inner: false,
    shell: shell as PageShell,
    forms: ["subscribe"],
  });
}

const about = light({
  id: "about",
  path: "/about",
  module: "routes/about.tsx",
  title: texts.pages.about.title,
  heading: texts.pages.about.heading,
  description: texts.pages.about.description,
});
const services = light({
  id: "service",
  path: "/service",
  module: "routes/services.tsx",
  title: texts.pages.service.title,
  heading: texts.pages.service.heading,
  description: texts.pages.service.description,
});
const serviceDetails = detail(
  {
    id: "service-details",
    path: "/service/service-details",
    module: "routes/service-details.tsx",
    title: texts.pages["service-details"].title,
    heading: texts.pages["service-details"].heading,
    description: texts.pages["service-details"].description,
  },
  { sidebar: ["quote"] },
);
const projects = light({
  id: "project",
  path: "/project",
  module: "routes/projects.tsx",
  title: texts.pages.project.title,
  heading: texts.pages.project.heading,
  description: texts.pages.project.description,
});
const projectDetails = detail({
  id: "project-details",
  path: "/project/project-details",
  module: "routes/project-details.tsx",
  title: texts.pages["project-details"].title,
  heading: texts.pages["project-details"].heading,
  description: texts.pages["project-details"].description,
});
const team = light({
  id: "team",
  path: "/team",
  module: "routes/team.tsx",
  title: texts.pages.team.title,
  heading: texts.pages.team.heading,
  description: texts.pages.team.description,
});
const testimonials = light({
  id: "testimonial",
  path: "/testimonial",
  module: "routes/testimonials.tsx",
  title: texts.pages.testimonial.title,
  heading: texts.pages.testimonial.heading,
  description: texts.pages.testimonial.description,
});
const blog = light({
  id: "blog",
  path: "/blog",
  module: "routes/blog.tsx",
  title: texts.pages.blog.title,
  heading: texts.pages.blog.heading,
  description: texts.pages.blog.description,
});
const blogDetails = detail(
  {
    id: "blog-details",
    path: "/blog/blog-details",
    module: "routes/blog-details.tsx",
    title: texts.pages["blog-details"].title,
    heading: texts.pages["blog-details"].heading,
    description: texts.pages["blog-details"].description,
  },
  { main: ["comment"] },
);
const contact = light({
  id: "contact",
  path: "/contact",
  module: "routes/contact.tsx",
  title: texts.pages.contact.title,
  heading: texts.pages.contact.heading,
  description: texts.pages.contact.description,
  forms: ["contact"],
});

// Beyond the spec: the pages the footer's legal links lead to (content/legal), one module for the three.
const legal = (["privacy-policy", "terms-conditions", "legal-notice"] as const).map((id) =>
  light({
    id,
    path: `/${id}`,
    module: "routes/legal.tsx",
    title: texts.pages[id].title,
    heading: texts.pages[id].heading,
    description: texts.pages[id].description,
    search: "headings",
  }),
);

const [sd, sdRight, sdCenter] = serviceDetails;
const [pd, pdRight, pdCenter] = projectDetails;
const [bd, bdRight, bdCenter] = blogDetails;

export const pages: PageEntry[] = [
  home,
  homeVariant(2, texts.homeVariants.home2, { scrollTop: true }),
  homeVariant(3, texts.homeVariants.home3, { cta: texts.ctas.start, scrollTop: true }),
  homeVariant(4, texts.homeVariants.home4),
  homeVariant(5, texts.homeVariants.home5),
  homeVariant(7, texts.homeVariants.home7, { cta: texts.ctas.contact }),
  about,
  services,
  ...serviceDetails,
  projects,
  ...projectDetails,
  team,
  testimonials,
  blog,
  ...blogDetails,
  contact,
  // Paths exactly as the specification writes them.
  dark(about, "/aboutdark"),
  dark(projects, "/projectDark"),
  dark(pd, "/project/project-details-dark"),
  dark(pdRight, "/project/project-details-right-dark"),
  dark(pdCenter, "/project/project-details-center-dark"),
  dark(services, "/serviceDark"),
  dark(sd, "/service/service-details-dark"),
  dark(sdRight, "/service/service-details-right-dark"),
  dark(sdCenter, "/service/service-details-center-dark"),
  dark(blog, "/blogdark"),
  dark(bd, "/blog/blog-details-dark"),
  dark(bdRight, "/blog/blog-details-right-dark"),
  dark(bdCenter, "/blog/blog-details-center-dark"),
  ...legal,
];

// Rendered on request and noindex, so not in `pages` (nor the sitemap).
export const searchPage: PageEntry = light({
  id: "search",
  path: SEARCH_PATH,
  module: "routes/search.tsx",
  title: texts.pages.search.title,
  heading: texts.pages.search.heading,
  description: texts.pages.search.description,
});

// Where a subscription's confirmation e-mail leads (double opt-in): rendered on request and noindex, like the search.
export const subscriptionPage: PageEntry = light({
  id: "subscription",
  path: CONFIRM_PATH,
  module: "routes/newsletter-confirm.tsx",
  title: texts.pages.subscription.title,
  heading: texts.pages.subscription.heading,
  description: texts.pages.subscription.description,
});

const byId = new Map([...pages, searchPage, subscriptionPage].map((p) => [p.id, p]));
const byPath = new Map(pages.map((p) => [p.path.toLowerCase(), p]));

export function pageById(id: string): PageEntry | undefined {
  return byId.get(id);
}

// Case-insensitive, as route matching is.
export function pageByPath(pathname: string): PageEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(clean.toLowerCase());
}
