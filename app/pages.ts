// Pure data, imported by the route config, the prerender list, the sitemap and `usePage()`; the words from
// content/interface/<locale>/pages.json, read when asked for (a page's title is the revision's being rendered).
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
  /** The languages the page is in, when not every one (a news item not yet translated). */
  languages?: readonly string[];
  /**
   * What the site search indexes: the whole page, or its name and headings only (the legal pages: found as "privacy
   * policy", "Impressum" or "VAT ID", but their paragraphs on forms and e-mail would outrank the pages meant).
   */
  search: "page" | "headings";
}

type Texts = typeof texts;

/** A page's words, read from the interface text when asked for: a render at a revision gets that revision's. */
interface Words {
  title: (t: Texts) => string;
  heading: (t: Texts) => string;
  description: (t: Texts) => string;
  shell?: (t: Texts) => Partial<PageShell>;
}

type Seed = Omit<PageEntry, "canonical" | "shell" | "theme" | "inner" | "forms" | "search" | "title" | "heading" | "description"> &
  Partial<Pick<PageEntry, "canonical" | "inner" | "forms" | "search">> & { words: Words };

function entry({ words, ...seed }: Seed, theme: Theme = "light"): PageEntry & { words: Words } {
  const page = { inner: true, canonical: seed.path, forms: [], search: "page" as const, ...seed, theme } as PageEntry & { words: Words };
  Object.defineProperties(page, {
    words: { value: words },
    title: { get: () => words.title(texts), enumerable: true },
    heading: { get: () => words.heading(texts), enumerable: true },
    description: { get: () => words.description(texts), enumerable: true },
    shell: { get: () => ({ cta: texts.ctas.quote, scrollTop: false, ...words.shell?.(texts) }), enumerable: true },
  });
  return page;
}

/** The words of `pages.json`'s entry `id`. */
const named = (id: keyof Texts["pages"]): Words => ({
  title: (t) => t.pages[id].title,
  heading: (t) => t.pages[id].heading,
  description: (t) => t.pages[id].description,
});

const light = (seed: Seed) => entry(seed);

// Canonical to the light page.
function dark(of: PageEntry & { words: Words }, path: string): PageEntry {
  const { words } = of;
  return entry(
    {
      id: `${of.id}-dark`,
      path,
      module: of.module,
      canonical: of.canonical,
      inner: of.inner,
      forms: of.forms,
      search: of.search,
      ...(of.sidebar && { sidebar: of.sidebar }),
      words: { ...words, title: (t) => fill(t.layoutTitles.dark, { title: words.title(t) }) },
    },
    "dark",
  );
}

function detail(base: { id: string; path: string; module: string }, forms: { main?: FormKind[]; sidebar?: FormKind[] } = {}) {
  const words = named(base.id as keyof Texts["pages"]);
  const layouts: { suffix: string; sidebar: Sidebar; label: ((t: Texts) => string) | null }[] = [
    { suffix: "", sidebar: "left", label: null },
    { suffix: "-right", sidebar: "right", label: (t) => t.layoutTitles.right },
    { suffix: "-center", sidebar: "none", label: (t) => t.layoutTitles.center },
  ];
  return layouts.map(({ suffix, sidebar, label }) =>
    light({
      ...base,
      id: `${base.id}${suffix}`,
      path: `${base.path}${suffix}`,
      words: label ? { ...words, title: (t) => fill(label(t), { title: words.title(t) }) } : words,
      canonical: base.path,
      sidebar,
      forms: [...(forms.main ?? []), ...(sidebar === "none" ? [] : (forms.sidebar ?? []))],
    }),
  );
}

const home = light({ id: "home", path: "/", module: "routes/home.tsx", words: named("home"), inner: false });

function homeVariant(n: 2 | 3 | 4 | 5 | 7, shell: (t: Texts) => Partial<PageShell> = () => ({})): PageEntry {
  const title = (t: Texts) => t.homeVariants[`home${n}`];
  return light({
    id: `home${n}`,
    path: `/home${n}`,
    module: `routes/home${n}.tsx`,
    words: { title, heading: title, description: (t) => fill(t.homeVariantDescription, { title: title(t) }), shell },
    inner: false,
    forms: ["subscribe"],
  });
}

const about = light({ id: "about", path: "/about", module: "routes/about.tsx", words: named("about") });
const services = light({ id: "service", path: "/service", module: "routes/services.tsx", words: named("service") });
const serviceDetails = detail(
  { id: "service-details", path: "/service/service-details", module: "routes/service-details.tsx" },
  { sidebar: ["quote"] },
);
const projects = light({ id: "project", path: "/project", module: "routes/projects.tsx", words: named("project") });
const projectDetails = detail({ id: "project-details", path: "/project/project-details", module: "routes/project-details.tsx" });
const team = light({ id: "team", path: "/team", module: "routes/team.tsx", words: named("team") });
const testimonials = light({ id: "testimonial", path: "/testimonial", module: "routes/testimonials.tsx", words: named("testimonial") });
const blog = light({ id: "blog", path: "/blog", module: "routes/blog.tsx", words: named("blog") });
const blogDetails = detail({ id: "blog-details", path: "/blog/blog-details", module: "routes/blog-details.tsx" }, { main: ["comment"] });
const contact = light({ id: "contact", path: "/contact", module: "routes/contact.tsx", words: named("contact"), forms: ["contact"] });

// Beyond the spec: the pages the footer's legal links lead to (content/legal), one module for the three.
const legal = (["privacy-policy", "terms-conditions", "legal-notice"] as const).map((id) =>
  light({ id, path: `/${id}`, module: "routes/legal.tsx", words: named(id), search: "headings" }),
);

const [sd, sdRight, sdCenter] = serviceDetails;
const [pd, pdRight, pdCenter] = projectDetails;
const [bd, bdRight, bdCenter] = blogDetails;

export const pages: PageEntry[] = [
  home,
  homeVariant(2, () => ({ scrollTop: true })),
  homeVariant(3, (t) => ({ cta: t.ctas.start, scrollTop: true })),
  homeVariant(4),
  homeVariant(5),
  homeVariant(7, (t) => ({ cta: t.ctas.contact })),
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
export const searchPage: PageEntry = light({ id: "search", path: SEARCH_PATH, module: "routes/search.tsx", words: named("search") });

// Where a subscription's confirmation e-mail leads (double opt-in): rendered on request and noindex, like the search.
export const subscriptionPage: PageEntry = light({
  id: "subscription",
  path: CONFIRM_PATH,
  module: "routes/newsletter-confirm.tsx",
  words: named("subscription"),
});

// A news item's page (routes/news.tsx): rendered on request from the content, like the search; its words are the item's
// (newsPageOf), so the table's entry only places the route. Listed in the blog's own sitemap, not the built one.
export const newsPage: PageEntry = light({
  id: "news",
  path: "/blog/:slug",
  module: "routes/news.tsx",
  words: named("blog"),
  forms: ["comment"],
});

/** The page of one news item: its title, summary and address stand for the table's words. */
export function newsPageOf(item: { slug: string; title: string; summary: string }, languages?: readonly string[] | null): PageEntry {
  const path = `/blog/${item.slug}`;
  const { shell } = newsPage;
  const page: PageEntry = { ...newsPage, path, canonical: path, title: item.title, heading: item.title, description: item.summary, shell };
  return { ...page, sidebar: "left", ...(languages && { languages }) };
}

const byId = new Map([...pages, searchPage, subscriptionPage, newsPage].map((p) => [p.id, p]));
const byPath = new Map(pages.map((p) => [p.path.toLowerCase(), p]));

export function pageById(id: string): PageEntry | undefined {
  return byId.get(id);
}

// Case-insensitive, as route matching is.
export function pageByPath(pathname: string): PageEntry | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(clean.toLowerCase());
}
