import { expect, test } from "@playwright/test";
import { LOCALES, localePath } from "../../shared/locales";
import { pages } from "../../app/pages";
import { site } from "../../app/content/site";

/** Search-engine metadata of every route, read from the HTML the server sends. */

const origin = () => site().website.url.replace(/\/$/, "");
const head = (html: string, re: RegExp) => re.exec(html)?.[1];

test("every route has a unique title and description, a canonical URL, social tags and JSON-LD", async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    const title = head(html, /<title>([^<]+)<\/title>/);
    const description = head(html, /<meta name="description" content="([^"]+)"/);
    expect(title, page.path).toBeTruthy();
    expect(description, page.path).toBeTruthy();
    titles.add(title!);
    descriptions.add(description!);
    const canonical = head(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical, page.path).toBe(page.canonical === "/" ? `${origin()}/` : `${origin()}${page.canonical}`);
    for (const prop of ["og:title", "og:description", "og:image", "og:url"]) {
      expect(html, `${page.path} ${prop}`).toContain(`property="${prop}"`);
    }
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1]) as { "@type": string })["@type"],
    );
    expect(ld).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    if (page.inner) expect(ld, page.path).toContain("BreadcrumbList");
    if (page.module === "routes/blog-details.tsx") expect(ld).toContain("BlogPosting");
    if (page.module === "routes/service-details.tsx") expect(ld).toEqual(expect.arrayContaining(["Service", "FAQPage"]));
    if (page.id === "home3" || page.id === "home7") expect(ld).toContain("FAQPage");
  }
  // Dark twins and detail layouts share their light page's copy but not its title.
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBeGreaterThan(10);
});

test("a case variant of a URL names the spec's spelling as canonical", async ({ request }) => {
  const html = await (await request.get("/PROJECTDARK")).text();
  expect(head(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin()}/project`);
});

test("sitemap.xml lists the canonical URLs only, in every language; robots.txt points to it; the manifest is served", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const url = (p: string) => (p === "/" ? `${origin()}/` : `${origin()}${p}`);
  const canonical = [...new Set(pages.map((p) => p.canonical))].flatMap((p) => LOCALES.map((l) => url(localePath(p, l.code))));
  expect(locs.sort()).toEqual(canonical.sort());
  expect(locs.some((l) => /dark|-right|-center/i.test(l))).toBe(false);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${origin()}/sitemap.xml`);
  const manifest = await request.get("/site.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(((await manifest.json()) as { icons: unknown[] }).icons.length).toBeGreaterThan(0);
});
