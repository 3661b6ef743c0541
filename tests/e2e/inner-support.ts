import { expect, type Locator, type Page } from "@playwright/test";
import { scrollThrough } from "./shell-helpers";

/** The inner pages this suite covers, with their dark twin where the spec has one. */
export const innerPages: { path: string; dark?: string }[] = [
  { path: "/about", dark: "/aboutdark" },
  { path: "/service", dark: "/serviceDark" },
  { path: "/service/service-details", dark: "/service/service-details-dark" },
  { path: "/service/service-details-right", dark: "/service/service-details-right-dark" },
  { path: "/service/service-details-center", dark: "/service/service-details-center-dark" },
  { path: "/project", dark: "/projectDark" },
  { path: "/project/project-details", dark: "/project/project-details-dark" },
  { path: "/project/project-details-right", dark: "/project/project-details-right-dark" },
  { path: "/project/project-details-center", dark: "/project/project-details-center-dark" },
  { path: "/team" },
  { path: "/testimonial" },
  { path: "/blog", dark: "/blogdark" },
  { path: "/blog/blog-details", dark: "/blog/blog-details-dark" },
  { path: "/blog/blog-details-right", dark: "/blog/blog-details-right-dark" },
  { path: "/blog/blog-details-center", dark: "/blog/blog-details-center-dark" },
  { path: "/contact" },
];

/** Loads a page as a visitor sees it: scrolled through once so in-view effects have run. */
export async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await scrollThrough(page, { step: 500, backToTop: true });
}

/** The page's own content: everything in <main> after the title banner and partner strip. */
export function content(page: Page): Locator {
  return page.locator("#main");
}

/** The innermost section (or sidebar widget) whose heading has this exact text. */
export function sectionByHeading(page: Page, heading: string): Locator {
  return page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .last();
}

/** Asserts that every link in `scope` has this href. */
export async function expectAllHrefs(links: Locator, href: string) {
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
}
