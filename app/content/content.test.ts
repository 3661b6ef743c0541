import { describe, it, expect } from "vitest";
import * as lucide from "lucide-react";
import { BRAND_ICON_IDS, brandIconFile } from "./brand-icons";
import * as content from "./index";
import {
  ICON_NAMES,
  aboutPage,
  benefits,
  blogComments,
  blogTags,
  brandsHeadline,
  counters,
  experienceYears,
  faqGroups,
  faqPreview,
  faqs,
  footerServices,
  footerUsefulLinks,
  formatIsoDate,
  galleryCategories,
  galleryItems,
  headerCta,
  highlights,
  homeMain,
  home3,
  home5,
  home7,
  itSections,
  mainNav,
  numberedSteps,
  partners,
  posts,
  pricingPlans,
  processSteps,
  projects,
  serviceDetail,
  services,
  site,
  sixSteps,
  skills,
  skillsVariant7,
  howItWorks,
  team,
  testimonials,
} from "./index";
import { existsSync, readFileSync } from "node:fs";
import type { z } from "zod";
import { iconId } from "./icon-id";
import { UI_ICON_NAMES } from "~/components/ui/icons";
import * as faqsData from "./faqs";
import * as highlightsData from "./highlights";
import * as homeShared from "./home";
import * as homeMainData from "./home-main";
import * as itSectionsData from "./it-sections";
import * as home2Data from "./home2";
import * as home3Data from "./home3";
import * as home4Data from "./home4";
import * as home5Data from "./home5";
import * as home7Data from "./home7";
import * as aboutPageData from "./about-page";
import * as innerPagesOnly from "./inner-pages";
import * as labelsData from "./labels";
import * as navigationData from "./navigation";
import * as partnersData from "./partners";
import * as postsOnly from "./posts";
import * as blogArticleData from "./blog-article";
import * as pricingData from "./pricing";
import * as processData from "./process";
import * as projectsOnly from "./projects";
import * as projectDetailData from "./project-detail";
import * as servicesOnly from "./services";
import * as serviceDetailData from "./service-detail";
import * as siteData from "./site";
import * as socialsData from "./socials";
import * as statsData from "./stats";
import * as teamData from "./team";
import * as testimonialsData from "./testimonials";
import { dataSchemas as faqsSchemas } from "./schemas/faqs";
import { dataSchemas as highlightsSchemas } from "./schemas/highlights";
import { dataSchemas as homeSchemas } from "./schemas/home";
import { dataSchemas as innerPagesSchemas } from "./schemas/inner-pages";
import { dataSchemas as navigationSchemas } from "./schemas/navigation";
import { dataSchemas as partnersSchemas } from "./schemas/partners";
import { dataSchemas as postsSchemas } from "./schemas/posts";
import { dataSchemas as pricingSchemas } from "./schemas/pricing";
import { dataSchemas as processSchemas } from "./schemas/process";
import { dataSchemas as projectsSchemas } from "./schemas/projects";
import { dataSchemas as servicesSchemas } from "./schemas/services";
import { dataSchemas as siteSchemas } from "./schemas/site";
import { dataSchemas as socialsSchemas } from "./schemas/socials";
import { dataSchemas as statsSchemas } from "./schemas/stats";
import { dataSchemas as teamSchemas } from "./schemas/team";
import { dataSchemas as testimonialsSchemas } from "./schemas/testimonials";

/** The home pages' copy, one module per page, validated as one set by ./schemas/home. */
const homeData = {
  ...homeShared,
  ...homeMainData,
  ...itSectionsData,
  ...home2Data,
  ...home3Data,
  ...home4Data,
  ...home5Data,
  ...home7Data,
  ...aboutPageData,
};

/** Card lists and their detail pages' content live apart (for the bundles), validated together. */
const innerPagesData = { ...innerPagesOnly, ...labelsData };
const postsData = { ...postsOnly, ...blogArticleData };
const projectsData = { ...projectsOnly, ...projectDetailData };
const servicesData = { ...servicesOnly, ...serviceDetailData };

const IMAGE_RE = /^\/images\/.+\.svg$/;

/** Collects every string value found under an `image` or `avatar` key, at any depth. */
function collectImagePaths(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) collectImagePaths(item, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if ((key === "image" || key === "avatar") && typeof child === "string") out.push(child);
      else collectImagePaths(child, out);
    }
  }
  return out;
}

/**
 * The data modules hold plain, unvalidated data (so no page bundle ships zod); their zod
 * schemas live in ./schemas/<module>. Each schema module's `dataSchemas` maps the module's
 * record exports to the schema, with the count/order constraints, that they must satisfy.
 */
const MODULES: ReadonlyArray<readonly [string, Record<string, unknown>, Record<string, z.ZodType>]> = [
  ["faqs", faqsData, faqsSchemas],
  ["highlights", highlightsData, highlightsSchemas],
  ["home", homeData, homeSchemas],
  ["inner-pages", innerPagesData, innerPagesSchemas],
  ["navigation", navigationData, navigationSchemas],
  ["partners", partnersData, partnersSchemas],
  ["posts", postsData, postsSchemas],
  ["pricing", pricingData, pricingSchemas],
  ["process", processData, processSchemas],
  ["projects", projectsData, projectsSchemas],
  ["services", servicesData, servicesSchemas],
  ["site", siteData, siteSchemas],
  ["socials", socialsData, socialsSchemas],
  ["stats", statsData, statsSchemas],
  ["team", teamData, teamSchemas],
  ["testimonials", testimonialsData, testimonialsSchemas],
];

/** Exports that are plain constants (spec lists, labels, literal figures) rather than schema-typed records. */
const PLAIN_CONSTANTS: Record<string, string[]> = {
  faqs: ["FAQ_PREVIEW_COUNT", "faqHeading"],
  home: ["SUBSCRIBE_PLACEHOLDERS", "homeHeroImages", "homeLabels"],
  "inner-pages": ["cardLabels", "detailLabels", "serviceSidebar", "commentForm", "SIDEBAR_SERVICES_COUNT"],
  navigation: ["footerContactHeading"],
  // posts() is checked against the spec (no news items ship); samplePosts() is what it lists then.
  posts: ["blogCommentsHeading", "samplePosts"],
  projects: ["ERP_TITLE", "GALLERY_CATEGORIES", "PROCESS_STEP_TITLES"],
  services: ["SERVICE_TITLES", "TECHNOLOGY_GROUPS"],
  stats: ["brandsHeadline", "experienceLabel", "experienceYears"],
  team: ["TEAM_ROLES"],
  testimonials: ["RATING_MAX"],
};

/** A data export's value: content is read through zero-argument accessors, the other exports are constants. */
const valueOf = (exported: unknown): unknown => (typeof exported === "function" ? (exported as () => unknown)() : exported);

/** [name, schema, export] for every validated data export. */
const SCHEMA_ROWS: Array<[string, z.ZodType, unknown]> = MODULES.flatMap(([file, data, schemas]) =>
  Object.entries(schemas).map(([name, schema]): [string, z.ZodType, unknown] => [`${file}.${name}`, schema, data[name]]),
);

describe("content schemas", () => {
  it.each(SCHEMA_ROWS)("%s satisfies its schema", (_name, schema, exported) => {
    const value = valueOf(exported);
    expect(value).toBeDefined();
    const parsed = schema.parse(value);
    // Pages render the raw data, so parsing must not change it (no trimming, no stripped keys).
    expect(parsed).toEqual(value);
  });

  it("covers every export of every data module", () => {
    for (const [file, data, schemas] of MODULES) {
      const plain = PLAIN_CONSTANTS[file] ?? [];
      const uncovered = Object.keys(data).filter((name) => !(name in schemas) && !plain.includes(name));
      expect(uncovered, `${file}: exports without a schema`).toEqual([]);
      for (const name of [...Object.keys(schemas), ...plain]) expect(data, `${file}.${name}`).toHaveProperty(name);
    }
  });

  it("exports nothing from the index but data and the zod-free helpers", () => {
    const known = new Set(MODULES.flatMap(([, data]) => Object.keys(data)));
    const others = Object.keys(content).filter((name) => !known.has(name));
    expect(others.sort()).toEqual(["ICON_NAMES", "formatIsoDate"]);
  });
});

describe("site", () => {
  it("has the spec banner text, copyright year and contact details", () => {
    expect(site().bannerText).toBe("A Professional SEO & Digital Marketing Company Serving Businesses Worldwide");
    expect(site().copyrightYear).toBe(2024);
    expect(site().phones).toHaveLength(2);
    expect(site().headerPhone).toEqual(site().phones[0]);
    for (const phone of site().phones) expect(phone.href).toBe(`tel:${phone.tel}`);
    expect(site().socials.map((s) => s.name)).toEqual(["Facebook", "X", "LinkedIn", "Instagram"]);
    expect(site().socials.every((s) => s.url === null)).toBe(true);
    expect(site().legalLinks.map((l) => l.label)).toEqual(["Terms & Conditions", "Privacy Policy", "Legal Notice"]);
    expect(site().legalLinks.map((l) => l.href)).toEqual(["/terms-conditions", "/privacy-policy", "/legal-notice"]);
    expect(site().videoEmbedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1$/);
  });
});

describe("navigation", () => {
  it("matches the spec menu", () => {
    expect(mainNav.map((n) => n.label)).toEqual(["Home", "Company", "Our Work", "Our Services", "Blog"]);
    const company = mainNav[1];
    expect(company?.children?.map((c) => [c.label, c.href])).toEqual([
      ["About Us", "/about"],
      ["Our Team", "/team"],
      ["Careers", null],
    ]);
    const work = mainNav[2];
    expect(work?.href).toBe("/project");
    expect(work?.children?.map((c) => [c.label, c.href])).toEqual([
      ["Portfolio", "/project"],
      ["Testimonials", "/testimonial"],
      ["Case Studies", null],
    ]);
    expect(headerCta.labels).toEqual({
      main: "Get A Quote",
      home4: "Get A Quote",
      home3: "Get Started Now",
      home7: "Contact Us",
    });
  });

  it("has the spec footer lists", () => {
    expect(footerServices.heading).toBe("Service We Offer");
    expect(footerServices.links.map((l) => l.label)).toEqual([
      "Cloud Computing Solution",
      "Cybersecurity & Compliance",
      "Software Development",
      "It Consulting & Support",
    ]);
    expect(footerServices.links.every((l) => l.href === "/service/service-details")).toBe(true);
    expect(footerUsefulLinks.heading).toBe("Useful Links");
    expect(footerUsefulLinks.links.map((l) => [l.label, l.href])).toEqual([
      ["About Us", "/about"],
      ["Our Services", "/service"],
      ["Blog & News", "/blog"],
      ["Project", "/project"],
      ["Contact Us", "/contact"],
    ]);
  });
});

describe("services", () => {
  it("has exactly the 9 spec services in order", () => {
    expect(services().map((s) => s.title)).toEqual([
      "Consulting Service",
      "Software Development",
      "Cloud Solution",
      "Cyber Security",
      "Data Analytics",
      "Manage It Services",
      "Mobile App Development",
      "IT Infrastructure & Networking",
      "Custom Software Development",
    ]);
    // The spec's detail page, told which service was clicked (its quote form says so and sends it).
    expect(services().every((s) => s.btnLink === `/service/service-details?service=${s.slug}`)).toBe(true);
    expect(new Set(services().map((s) => s.slug)).size).toBe(9);
  });

  it("has 5 technology groups and 8 tags on the detail page", () => {
    expect(serviceDetail().technologies.map((t) => t.title)).toEqual(["Frontend", "Backend", "Database", "Mobile", "Cloud Platform"]);
    for (const group of serviceDetail().technologies) {
      expect(group.items.length).toBeGreaterThanOrEqual(3);
      expect(group.items.length).toBeLessThanOrEqual(5);
    }
    expect(serviceDetail().tags).toHaveLength(8);
    expect(serviceDetail().approach.bullets.length).toBeGreaterThanOrEqual(3);
    expect(serviceDetail().approach.bullets.length).toBeLessThanOrEqual(4);
  });
});

describe("projects", () => {
  it("has 9 ERP project cards", () => {
    expect(projects()).toHaveLength(9);
    for (const p of projects()) {
      expect(p.title).toBe("Enterprise Resource Planning Implementation");
      expect(p.link).toBe("/project/project-details");
      expect(p.buttonLabel).toBe("Learn More");
    }
  });

  it("has 30 gallery items spread over exactly the five categories", () => {
    expect(galleryCategories).toEqual(["Software", "Development", "IT", "Solution", "Cybersecurity"]);
    expect(galleryItems()).toHaveLength(30);
    for (const category of galleryCategories) {
      expect(galleryItems().filter((g) => g.category === category).length).toBeGreaterThan(0);
    }
    expect(galleryItems().every((g) => galleryCategories.includes(g.category))).toBe(true);
    galleryItems().forEach((g, i) => expect(g.image).toBe(`/images/projects/project-${(i % 9) + 1}.svg`));
  });

  it("has the six process steps in order and four benefits", () => {
    expect(processSteps().map((s) => s.title)).toEqual([
      "Needs Assessment",
      "Solution Design",
      "Data Migration",
      "Change Management",
      "Testing & Quality",
      "Go Live & Support",
    ]);
    expect(benefits()).toHaveLength(4);
    expect(benefits().every((b) => b.title === "Improved Efficiency")).toBe(true);
    expect(new Set(benefits().map((b) => b.description)).size).toBe(4);
  });
});

describe("team", () => {
  it("has 12 members with the four spec roles", () => {
    const roles = ["CEO & Founder", "Chief Technology Officer", "Head of Project Management", "Lead Software Engineer"];
    expect(team()).toHaveLength(12);
    expect(team().every((m) => roles.includes(m.role))).toBe(true);
    expect(new Set(team().map((m) => m.role))).toEqual(new Set(roles));
  });
});

describe("testimonials", () => {
  it("has 9 testimonials rated (4.5)", () => {
    expect(testimonials()).toHaveLength(9);
    for (const t of testimonials()) {
      expect(t.ratingText).toBe("(4.5)");
      expect(t.rating).toBe(4.5);
    }
  });
});

describe("blog", () => {
  it("has 8 posts with valid 2024 ISO dates", () => {
    expect(posts()).toHaveLength(8);
    for (const post of posts()) {
      expect(post.date).toMatch(/^2024-\d{2}-\d{2}$/);
      const parsed = new Date(`${post.date}T00:00:00Z`);
      expect(Number.isNaN(parsed.getTime())).toBe(false);
      expect(parsed.toISOString().slice(0, 10)).toBe(post.date);
      expect(post.link).toBe("/blog/blog-details");
    }
  });

  it("has 2 comments and 6–8 tags", () => {
    expect(blogComments()).toHaveLength(2);
    expect(blogTags().length).toBeGreaterThanOrEqual(6);
    expect(blogTags().length).toBeLessThanOrEqual(8);
  });

  it("formats ISO dates deterministically", () => {
    expect(formatIsoDate("2024-03-05")).toBe("March 5, 2024");
    expect(formatIsoDate("2024-03-05", "de")).toBe("5. März 2024");
    expect(() => formatIsoDate("2024-13-01")).toThrow();
    expect(() => formatIsoDate("2024-02-30")).toThrow();
  });
});

describe("faqs", () => {
  it("has at least 4 items and the variant 3 accordion groups", () => {
    expect(faqs().length).toBeGreaterThanOrEqual(4);
    expect(faqPreview()).toEqual(faqs().slice(0, 4));
    expect(faqGroups()[0].defaultOpenId).toBe(1);
    expect(faqGroups()[1].defaultOpenId).toBe(5);
  });
});

describe("pricing", () => {
  it("has the three spec plans", () => {
    expect(pricingPlans().map((p) => [p.title, p.price])).toEqual([
      ["Basic", "$9.9"],
      ["Standard", "$19.9"],
      ["Premium", "$9.9"],
    ]);
    expect(pricingPlans().map((p) => p.popular)).toEqual([undefined, "Most Popular", undefined]);
    expect(pricingPlans().every((p) => p.period === "month" && p.buttonLabel === "Buy Now")).toBe(true);
  });
});

describe("highlights, process, partners, stats", () => {
  it("has the four spec highlights", () => {
    expect(highlights().map((h) => [h.title, h.description])).toEqual([
      ["4x", "award-winning agency"],
      ["24/7", "client support"],
      ["2.5K+", "campaigns managed"],
      ["150K+", "keywords optimized"],
    ]);
  });

  it("has the step counts", () => {
    expect(howItWorks()).toHaveLength(5);
    expect(numberedSteps().map((s) => s.label)).toEqual(["STEP 01", "STEP 02", "STEP 03", "STEP 04"]);
    expect(sixSteps()).toHaveLength(6);
  });

  it("has 7 partner logos", () => {
    expect(partners()).toHaveLength(7);
    expect(partners().every((p) => p.width === 160 && p.height === 48)).toBe(true);
  });

  it("has the spec figures", () => {
    expect(skills()).toEqual([
      { label: "IT Consulting", value: 100 },
      { label: "Cyber Security", value: 98 },
    ]);
    expect(skillsVariant7()).toEqual([
      { label: "IT Consulting", value: 80 },
      { label: "Cyber Security", value: 90 },
      { label: "Cyber Security", value: 70 },
    ]);
    expect(experienceYears).toBe(25);
    expect(counters()).toEqual([
      { value: 450, suffix: "+", label: "Active Clients" },
      { value: 990, suffix: "+", label: "IT Projects" },
      { value: 45, suffix: "+", label: "Team Advisors" },
      { value: 20, suffix: "+", label: "Glorious Years" },
    ]);
    expect(brandsHeadline).toBe("More Than 5K+ Brands");
  });
});

describe("home and about copy", () => {
  it("keeps the spec button labels and placeholders", () => {
    expect(homeMain().hero.buttons[0]).toEqual({ label: "Speak to an SEO Expert", href: "/contact" });
    expect(homeMain().about.cta).toEqual({ label: "Discover More", href: "/about" });
    expect(homeMain().work.cta).toEqual({ label: "Discover More", href: "/contact" });
    expect(homeMain().cta.buttons).toEqual([
      { label: "Request a Consultaion", href: "/service" },
      { label: "Explore Solution", href: "/service" },
    ]);
    expect(home5().hero.buttons).toEqual([
      { label: "Free Consultation", href: "/service" },
      { label: "Discover More", href: "/service" },
    ]);
    expect(home5().about.cta).toEqual({ label: "Learn More", href: "/about" });
    expect([itSections().subscribe.placeholder, home3().subscribe.placeholder, home7().consultation.placeholder]).toEqual([
      "Enter Your Email",
      "Enter Your email",
      "Enter Email Address",
    ]);
    expect(aboutPage().vision.points.map((p) => p.title)).toEqual(["Network Infrastructure Solutions", "Managed IT Services"]);
  });
});

describe("assets and icons", () => {
  it("uses only /images/**/*.svg image paths", () => {
    const paths = collectImagePaths(MODULES.map(([, data]) => Object.values(data).map(valueOf)));
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) expect(path).toMatch(IMAGE_RE);
  });

  it("uses only real lucide-react icon exports, all present in the sprite", () => {
    const exports = lucide as unknown as Record<string, unknown>;
    const sprite = readFileSync("public/icons.svg", "utf8");
    for (const name of [...ICON_NAMES, ...UI_ICON_NAMES]) {
      // Brand logos left lucide in 1.0; they come from 0.548 (brand-icons.ts).
      if (BRAND_ICON_IDS.has(iconId(name))) expect(existsSync(brandIconFile(iconId(name))), name).toBe(true);
      else expect(exports[name], name).toBeDefined();
      expect(sprite, name).toContain(`<symbol id="${iconId(name)}"`);
    }
  });
});
