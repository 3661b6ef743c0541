// Every language's pages as built: the alternates each page names and the sitemap, and no English left on the German
// and Arabic pages (docs/decisions/0026-locales.md). They read the build folder; the browser tests of right-to-left
// layout are in rtl-layout.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { pages, searchPage } from "../../app/pages";
import { LOCALES, localePath } from "../../shared/locales";
import { ARABIC_FONT_EARLY } from "../../app/fonts/ask-early";
import { OTHER_LOCALES, attr, builtPages, clientDir, contentStrings, elements, parsePage, readableTexts } from "./locale-support";

const origin = () => site().website.url.replace(/\/$/, "");
const url = (p: string) => `${origin()}${p === "/" ? "/" : p}`;
const built = builtPages();

test("every page of the page table is built in every language", () => {
  const paths = new Set(built.map((p) => p.path));
  const missing = LOCALES.flatMap((l) => pages.map((p) => localePath(p.path, l.code)).filter((p) => !paths.has(p)));
  expect(missing).toEqual([]);
  expect(built.length).toBe(pages.length * LOCALES.length);
  // /search is rendered on request: its alternates are checked over HTTP below.
  expect(searchPage.canonical).toBe("/search");
});

test("every page names itself and the same page in every language as alternates, with x-default, reciprocally", () => {
  const alternatesOf = new Map<string, Map<string, string>>();
  const canonicalOf = new Map<string, string>();
  for (const page of built) {
    const links = elements(parsePage(page.file) as never).filter((el) => el.tagName === "link");
    const alternates = new Map(
      links.filter((l) => attr(l, "rel") === "alternate" && attr(l, "hreflang")).map((l) => [attr(l, "hreflang")!, attr(l, "href")!]),
    );
    alternatesOf.set(page.path, alternates);
    canonicalOf.set(
      page.path,
      attr(
        links.find((l) => attr(l, "rel") === "canonical")!,
        "href",
      )!,
    );
  }
  const problems: string[] = [];
  for (const page of built) {
    const alternates = alternatesOf.get(page.path)!;
    const canonical = canonicalOf.get(page.path)!;
    expect([...alternates.keys()].sort(), page.path).toEqual([...LOCALES.map((l) => l.code), "x-default"].sort());
    // The canonical page is in the page's own language and is its own language's alternate.
    if (alternates.get(page.locale) !== canonical)
      problems.push(`${page.path}: canonical ${canonical}, ${page.locale} alternate ${alternates.get(page.locale)}`);
    // Each alternate, read as a path of this build, names the same set back.
    for (const [lang, href] of alternates) {
      const target = new URL(href).pathname.replace(/(.)\/$/, "$1");
      const back = alternatesOf.get(target);
      if (!back) problems.push(`${page.path}: ${lang} alternate ${href} is no built page`);
      else if (JSON.stringify([...back].sort()) !== JSON.stringify([...alternates].sort()))
        problems.push(`${page.path}: ${target} names other alternates`);
    }
  }
  expect(problems).toEqual([]);
});

test("the sitemap lists every language's canonical pages with the alternates the pages name", () => {
  const xml = fs.readFileSync(path.join(clientDir, "sitemap.xml"), "utf8");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!,
    alternates: Object.fromEntries([...m[1]!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2]])),
  }));
  const canonicals = [...new Set(pages.map((p) => p.canonical))];
  expect(entries.map((e) => e.loc).sort()).toEqual(LOCALES.flatMap((l) => canonicals.map((p) => url(localePath(p, l.code)))).sort());
  for (const entry of entries) {
    const file = path.join(clientDir, new URL(entry.loc).pathname, "index.html");
    const named = Object.fromEntries(
      elements(parsePage(file) as never)
        .filter((el) => el.tagName === "link" && attr(el, "rel") === "alternate")
        .map((el) => [attr(el, "hreflang"), attr(el, "href")]),
    );
    expect(entry.alternates, entry.loc).toEqual(named);
  }
});

test("/search in another language is its own, and kept out of search engines like the English one", async ({ request }) => {
  const html = await (await request.get("/de/search?q=cloud")).text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('href="/de/service"');
});

// Figures, names of people and companies, brands, addresses and technologies are written the same in every language;
// a translator keeps them in the language's files. A text of the English page that is also on a German or Arabic page
// is a leftover unless the language's own files hold it and it is not a sentence.
const SENTENCE_WORDS = 5;
for (const locale of OTHER_LOCALES) {
  test(`no English left on the ${locale.name} pages (texts, attributes, titles, island words)`, () => {
    const english = new Map(built.filter((p) => p.locale === "en").map((p) => [p.path, readableTexts(p.file)]));
    const kept = contentStrings(locale.code);
    for (const l of LOCALES) kept.add(l.name);
    const leftovers: string[] = [];
    for (const page of built.filter((p) => p.locale === locale.code)) {
      const inEnglish = english.get(page.within)!;
      for (const text of readableTexts(page.file)) {
        if (!inEnglish.has(text) || !/\p{L}{2}/u.test(text)) continue;
        const words = text.split(/\s+/).length;
        if (kept.has(text) && words < SENTENCE_WORDS) continue;
        leftovers.push(`${page.path}: "${text}"`);
      }
    }
    expect(leftovers).toEqual([]);
  });
}

// Interface words around a name ("{label} menu", "{index} of {count}"): the page's text is not an English string, yet
// the template's own words were English on the German and Arabic pages once (a submenu's button named "Referenzen menu").
function templateFragments(code: string): Set<string> {
  const fragments = new Set<string>();
  const dir = path.join("content/interface", code);
  const walk = (value: unknown): void => {
    if (typeof value === "string" && value.includes("{")) {
      for (const part of value.split(/\{[^}]*\}/)) if (/\p{L}{2}/u.test(part)) fragments.add(part.trim());
    } else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const file of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
  return fragments;
}

for (const locale of OTHER_LOCALES) {
  test(`no English interface words around names on the ${locale.name} pages`, () => {
    const own = [...templateFragments(locale.code)];
    const english = [...templateFragments("en")].filter((f) => !own.some((o) => o.includes(f)));
    const words = (f: string) => new RegExp(`(^|[^\\p{L}])${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u");
    const leftovers = new Set<string>();
    for (const page of built.filter((p) => p.locale === locale.code)) {
      for (const text of readableTexts(page.file)) {
        for (const fragment of english) if (words(fragment).test(text)) leftovers.add(`"${fragment}" in "${text}"`);
      }
    }
    expect([...leftovers]).toEqual([]);
  });
}

test("Arabic pages' font is named for text on Arabic pages only and preloaded on none; Latin pages preload theirs", () => {
  for (const page of built) {
    const html = fs.readFileSync(page.file, "utf8");
    expect(html, page.path).toContain(`<html lang="${page.locale}"`);
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
    expect(preloads, page.path).toEqual(page.locale === "ar" ? [] : [expect.stringMatching(/^\/assets\/plus-jakarta-sans-core-wght-/)]);
  }
  // The page's CSS (inline) names it under html:lang(ar) only; the font file is in the build.
  const inline = fs.readFileSync(built.find((p) => p.locale === "en")!.file, "utf8");
  expect(inline).toMatch(/html:lang\(ar\) body\{font-family:"Nexora Arabic Sans"/);
  expect(inline).toMatch(/url\(\/assets\/nexora-arabic-sans-core-wght-[\w-]+\.woff2\)/);
});

// One font file per page, whatever its scripts: a second was a second request before the first screen was in its fonts.
// Latin pages preload theirs; Arabic pages ask for theirs from the head, at the priority a font the page needs gets.
for (const [path, file, priority] of [
  ["/", "plus-jakarta-sans-core-wght", "High"],
  ["/de/contact", "plus-jakarta-sans-core-wght", "High"],
  ["/ar", "nexora-arabic-sans-core-wght", "VeryHigh"],
  ["/ar/blog/blog-details", "nexora-arabic-sans-core-wght", "VeryHigh"],
] as const) {
  test(`${path}: one web font is fetched, ${file}, from the head at ${priority} priority`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const fonts: { path: string; priority: string }[] = [];
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.type === "Font") fonts.push({ path: new URL(event.request.url).pathname, priority: event.request.initialPriority });
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.map((f) => f.path)).toEqual([expect.stringMatching(new RegExp(`^/assets/${file}-[\\w-]+\\.woff2$`))]);
    expect(fonts[0]!.priority).toBe(priority);
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, "the head asks for the font").toContain(
      priority === "High" ? `<link rel="preload" href="/assets/${file}-` : ARABIC_FONT_EARLY,
    );
  });
}

// The faces are cut and split by unicode-range (app/fonts/README.md): what a browser does with them is the test. Each
// language's heading is set in its web font once the page has loaded, not left in the fallback.
for (const [path, family, sample] of [
  ["/", "Plus Jakarta Sans Variable", "Nexora"],
  ["/de", "Plus Jakarta Sans Variable", "Größe"],
  ["/ar", "Nexora Arabic Sans", "نكسورا"],
  ["/ar", "Nexora Arabic Sans", "Nexora 2026"],
] as const) {
  test(`${path}: "${sample}" is set in ${family}`, async ({ page }) => {
    await page.goto(path, { waitUntil: "networkidle" });
    const faces = await page.evaluate(async (family) => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.family.replace(/"/g, "") === family).map((f) => f.status);
    }, family);
    expect(faces, "the family's faces").toContain("loaded");
    const weight = await page.locator("h1").evaluate((h) => getComputedStyle(h).fontWeight);
    expect(await page.evaluate(([f, w, s]) => document.fonts.check(`${w} 36px "${f}"`, s), [family, weight, sample] as const)).toBe(true);
  });
}
