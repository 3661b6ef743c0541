// Pure data, imported by the route config, the prerender list, the sitemap and `usePage()`.
import type { FormKind } from "../shared/forms/fields";
import { SEARCH_PATH } from "./search/constants";

export type Theme = "light" | "dark";
export type Sidebar = "left" | "right" | "none";

export interface PageShell {
  /** Always links to /contact. */
  cta: "Get A Quote" | "Get Started Now" | "Contact Us";
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
}

const defaultShell: PageShell = { cta: "Get A Quote", scrollTop: false };

type Seed = Omit<PageEntry, "canonical" | "shell" | "theme" | "inner" | "forms"> &
  Partial<Pick<PageEntry, "canonical" | "shell" | "inner" | "forms">>;

function light(seed: Seed): PageEntry {
  return {
    inner: true,
    canonical: seed.path,
    forms: [],
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
    title: `${of.title} (Dark)`,
    canonical: of.canonical,
  };
}

function detail(
  base: { id: string; path: string; module: string; title: string; heading: string; description: string },
  forms: { main?: FormKind[]; sidebar?: FormKind[] } = {},
): PageEntry[] {
  const layouts: { suffix: string; sidebar: Sidebar; label: string }[] = [
    { suffix: "", sidebar: "left", label: "" },
    { suffix: "-right", sidebar: "right", label: " (Right Sidebar)" },
    { suffix: "-center", sidebar: "none", label: " (Full Width)" },
  ];
  return layouts.map(({ suffix, sidebar, label }) =>
    light({
      ...base,
      id: `${base.id}${suffix}`,
      path: `${base.path}${suffix}`,
      title: `${base.title}${label}`,
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
  title: "SEO & Digital Marketing Agency",
  heading: "Grow Your Business With Smart SEO & Digital Marketing",
  description:
    "Nexora is an award-winning SEO and digital marketing agency that grows traffic, leads and revenue for businesses worldwide.",
  inner: false,
});

function homeVariant(n: 2 | 3 | 4 | 5 | 7, title: string, shell: Partial<PageShell> = {}): PageEntry {
  return light({
    id: `home${n}`,
    path: `/home${n}`,
    module: `routes/home${n}.tsx`,
    title,
    heading: title,
    description: `${title}: Nexora delivers IT consulting, software development, cloud and cyber security services for growing businesses.`,
    inner: false,
    shell: shell as PageShell,
    forms: ["subscribe"],
  });
}

const about = light({
  id: "about",
  path: "/about",
  module: "routes/about.tsx",
  title: "About Us",
  heading: "About Us",
  description: "Meet Nexora: 25 years of IT consulting, cyber security and managed services for businesses of every size.",
});
const services = light({
  id: "service",
  path: "/service",
  module: "routes/services.tsx",
  title: "Our Services",
  heading: "Our Services",
  description:
    "Consulting, software, cloud, cyber security, data analytics, managed IT and mobile apps: explore Nexora's nine service lines.",
});
const serviceDetails = detail(
  {
    id: "service-details",
    path: "/service/service-details",
    module: "routes/service-details.tsx",
    title: "Service Details",
    heading: "Service Details",
    description: "How Nexora plans, builds and runs IT services: our approach, the technologies we use and answers to common questions.",
  },
  { sidebar: ["quote"] },
);
const projects = light({
  id: "project",
  path: "/project",
  module: "routes/projects.tsx",
  title: "Our Projects",
  heading: "Our Projects",
  description:
    "A selection of Nexora projects: enterprise resource planning, cloud migrations and digital platforms delivered for our clients.",
});
const projectDetails = detail({
  id: "project-details",
  path: "/project/project-details",
  module: "routes/project-details.tsx",
  title: "Project Details",
  heading: "Project Details",
  description: "Case study: how Nexora implemented an enterprise resource planning system, from needs assessment to go-live and support.",
});
const team = light({
  id: "team",
  path: "/team",
  module: "routes/team.tsx",
  title: "Our Team",
  heading: "Our Team",
  description: "The consultants, engineers and project leads behind Nexora's IT and digital marketing work.",
});
const testimonials = light({
  id: "testimonial",
  path: "/testimonial",
  module: "routes/testimonials.tsx",
  title: "Testimonials",
  heading: "Testimonials",
  description: "What clients say about working with Nexora on IT solutions, SEO and digital marketing.",
});
const blog = light({
  id: "blog",
  path: "/blog",
  module: "routes/blog.tsx",
  title: "Blog & News",
  heading: "Blog & News",
  description: "Insights on IT strategy, cyber security, cloud and digital marketing from the Nexora team.",
});
const blogDetails = detail(
  {
    id: "blog-details",
    path: "/blog/blog-details",
    module: "routes/blog-details.tsx",
    title: "Blog Details",
    heading: "Blog Details",
    description: "Read the full article from the Nexora blog, join the discussion and explore more posts on IT and digital marketing.",
  },
  { main: ["comment"] },
);
const contact = light({
  id: "contact",
  path: "/contact",
  module: "routes/contact.tsx",
  title: "Contact Us",
  heading: "Contact Us",
  description: "Call, e-mail or visit Nexora, or send us a message: we answer every enquiry within one business day.",
  forms: ["contact"],
});

const [sd, sdRight, sdCenter] = serviceDetails;
const [pd, pdRight, pdCenter] = projectDetails;
const [bd, bdRight, bdCenter] = blogDetails;

export const pages: PageEntry[] = [
  home,
  homeVariant(2, "IT Solutions & Services", { scrollTop: true }),
  homeVariant(3, "Technology Consulting Partner", { cta: "Get Started Now", scrollTop: true }),
  homeVariant(4, "Digital Transformation Experts"),
  homeVariant(5, "Business IT Solutions"),
  homeVariant(7, "Managed IT & Cyber Security", { cta: "Contact Us" }),
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
];

// Rendered on request and noindex, so not in `pages` (nor the sitemap).
export const searchPage: PageEntry = light({
  id: "search",
  path: SEARCH_PATH,
  module: "routes/search.tsx",
  title: "Search",
  heading: "Search",
  description: "Search every page of the Nexora website: services, projects, articles and more.",
});

const byId = new Map([...pages, searchPage].map((p) => [p.id, p]));
const byPath = new Map(pages.map((p) => [p.path.toLowerCase(), p]));

export function pageById(id: string): PageEntry | undefined {
  return byId.get(id);
}

// Case-insensitive, as route matching is.
export function pageByPath(pathname: string): PageEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(clean.toLowerCase());
}
