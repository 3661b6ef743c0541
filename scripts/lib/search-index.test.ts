// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageByPath, pages } from "../../app/pages";
import { site } from "../../app/content/site";
import { SEARCH_INDEX_PLACEHOLDER, SEARCH_INDEX_URL, searchManifestName, type SearchManifest } from "../../app/search/index-file";
import { createSiteSearch, loadSiteSearch } from "../../app/search/search.server";
import { searchLanguage } from "../../app/search/search-options";
import { liveSearch } from "../../app/search/live-search";
import { openIndex } from "../../app/search/site-index";
import { buildIndex, readPage, readSynonyms, searchDocuments, writeSearchIndex, type IndexedPage } from "./search-index";
import { prerender } from "./prerender-for-tests";

const canonical = pages.filter((p) => p.path === p.canonical);
let indexed: IndexedPage[];

beforeAll(async () => {
  indexed = [];
  for (const page of canonical) indexed.push(readPage(await prerender(page), page.path, site().name));
}, 60_000);

describe("readPage", () => {
  const html = `<!DOCTYPE html><html><head><title>Cloud Solution | Nexora</title>
    <meta name="description" content="Move to the cloud &amp; stay there."></head><body>
    <header><nav>Home About</nav></header>
    <main><section><h1>Cloud Solution</h1><nav aria-label="Breadcrumb"><a href="/">Home</a></nav></section>
      <article><h2>Why <em>move</em></h2><p>Workloads <strong>run</strong>better<br>on <span>$9.9</span><span>per month</span>.</p>
        <p class="sr-only">Read More: Cloud Solution</p><div aria-hidden="true">decor</div><div hidden>later</div>
        <script>var x = "code";</script><svg><title>icon</title></svg><img alt="a photo">
        <button type="button">Play</button><dialog>Video</dialog></article>
      <aside><form><label>Search</label><input name="q"></form>Sidebar services</aside></main>
    <footer>Footer text</footer></body></html>`;

  it("takes the title (without the site name), the description, the headings and the main text", () => {
    const page = readPage(html, "/service", "Nexora");
    expect(page.title).toBe("Cloud Solution");
    expect(page.description).toBe("Move to the cloud & stay there.");
    expect(page.headings).toBe("Cloud Solution\nWhy move");
    // Blocks are separated; formatting inside a sentence is not.
    expect(page.body).toBe("Workloads runbetter on $9.9 per month .");
    expect(page.text).toBe("Cloud Solution Why move Workloads runbetter on $9.9 per month .");
  });

  it("leaves out navigation, sidebars, forms, controls, hidden, decorative and screen-reader-only text", () => {
    const page = readPage(html, "/service", "Nexora");
    for (const left of ["Home", "Sidebar", "Search", "Read More", "decor", "later", "code", "icon", "photo", "Play", "Video", "Footer"]) {
      expect(page.text).not.toContain(left);
    }
  });

  it("fails on a page without <main>", () => {
    expect(() => readPage("<html><body><p>x</p></body></html>", "/x", "Nexora")).toThrow(/\/x: no <main>/);
  });

  it("reads blocks with the share of the page their section holds, leaving out links' labels, and cards by target", () => {
    const page = readPage(
      `<html><head><title>Services | Nexora</title></head><body><main>
        <section><h1>Services</h1></section>
        <section><h2>All services</h2><p>Lines we offer, <a href="/contact">ask us</a> anything.</p>
          <article><h3><a href="/service/service-details">Cloud Solution</a></h3><p>Migrate workloads.</p>
            <a href="/service/service-details-dark">Read More</a></article>
          <article><h3>Two places</h3><a href="/team">Team</a><a href="/about">About</a></article></section>
        <section><h2>Talk to us</h2><a href="/contact">Get A Quote</a></section></main></body></html>`,
      "/service",
      "Nexora",
    );
    expect(page.blocks.map((b) => b.text)).toEqual([
      "Services",
      "All services",
      "Lines we offer,",
      "ask us",
      "anything.",
      "Cloud Solution",
      "Migrate workloads.",
      "Two places",
      "Talk to us",
    ]);
    const block = (text: string) => page.blocks.find((b) => b.text === text)!;
    expect(block("Cloud Solution")).toMatchObject({ heading: true, teaser: true });
    expect(block("Two places")).toMatchObject({ heading: true, teaser: false });
    expect(block("Migrate workloads.").share).toBeGreaterThan(0.7);
    expect(block("Talk to us").share).toBeLessThan(0.2);
    // A dark twin's link counts for its canonical page; a card linking to two pages is no card.
    expect(page.cards).toEqual([{ heading: "Cloud Solution", to: "/service/service-details" }]);
  });

  it("reads a card of another language's page (/de/…, /ar/…) as one for the page table's path", () => {
    const page = readPage(
      `<html><head><title>Leistungen | Nexora</title></head><body><main>
        <article><h3><a href="/de/service/service-details">Cloud-Lösungen</a></h3><a href="/de/service/service-details-dark">Mehr</a></article>
        <article><h3><a href="/ar/team">فريقنا</a></h3></article></main></body></html>`,
      "/service",
      "Nexora",
    );
    expect(page.cards).toEqual([
      { heading: "Cloud-Lösungen", to: "/service/service-details" },
      { heading: "فريقنا", to: "/team" },
    ]);
  });
});

describe("searchDocuments", () => {
  const page = (path: string, blocks: [string, boolean, number, boolean?][], cards: IndexedPage["cards"] = []): IndexedPage => ({
    path,
    title: path,
    description: "",
    headings: "",
    body: "",
    text: "",
    blocks: blocks.map(([text, heading, share, teaser = false]) => ({ text, heading, share, teaser })),
    cards,
  });

  it("counts text several pages show only where its section is most of the page, teasers too, each block once", () => {
    const [services, home, details] = searchDocuments([
      page(
        "/service",
        [
          ["Cloud Solution", true, 0.9, true],
          ["Migrate workloads.", false, 0.9, true],
          ["Let's talk", true, 0.1],
        ],
        [{ heading: "Cloud Solution", to: "/service/service-details" }],
      ),
      page(
        "/",
        [
          ["Welcome home", true, 0.3],
          ["Cloud Solution", true, 0.2, true],
          ["Cloud Solution", true, 0.2, true],
          ["Hybrid Cloud Migration", true, 0.3, true],
          ["Let's talk", true, 0.1],
        ],
        [{ heading: "Hybrid Cloud Migration", to: "/service/service-details" }],
      ),
      page("/service/service-details", [["Cloud Solution", true, 0.1]]),
    ]);
    expect(services).toMatchObject({ headings: "Cloud Solution", body: "Migrate workloads.", repeated: "Let's talk", linked: "" });
    expect(home).toMatchObject({ headings: "Welcome home", repeated: "Cloud Solution Hybrid Cloud Migration Let's talk" });
    // The cards' headings count for the page they link to, once.
    expect(details).toMatchObject({ headings: "", repeated: "Cloud Solution", linked: "Cloud Solution\nHybrid Cloud Migration" });
  });
});

describe("the index's own share of each page and its synonym table", () => {
  it("stores how much of each page is its own text, the home pages' least", () => {
    const docs = Object.fromEntries(searchDocuments(indexed).map((d) => [d.path, d.own!]));
    for (const own of Object.values(docs)) {
      expect(own).toBeGreaterThanOrEqual(0);
      expect(own).toBeLessThanOrEqual(1);
    }
    expect(docs["/home2"]).toBeLessThan(0.2);
    expect(docs["/service"]).toBeGreaterThan(0.8);
  });

  it("carries the language's synonym table (content/search/<locale>/synonyms.json), which the search opens with it", () => {
    const english = searchLanguage("en");
    const table = readSynonyms("en");
    expect(table.synonyms.length).toBeGreaterThan(10);
    const json = JSON.stringify(buildIndex(indexed, english));
    expect((JSON.parse(json) as { synonyms: unknown }).synonyms).toEqual(table.synonyms);
    const opened = openIndex(json, english);
    expect(opened.index.documentCount).toBe(indexed.length);
    expect(opened.synonyms.rules.length).toBeGreaterThan(0);
    // A table of its own, or none.
    const own = JSON.stringify(buildIndex(indexed, english, { synonyms: [{ query: ["xylophonequartz"], alsoFind: ["pricing"] }] }));
    expect(createSiteSearch(own, {}).search("xylophonequartz")[0]?.path).toBe("/");
    expect(createSiteSearch(JSON.stringify(buildIndex(indexed, english, { synonyms: [] })), {}).search("xylophonequartz")).toEqual([]);
    expect(readSynonyms("en", path.join(os.tmpdir(), "no-content-here"))).toEqual({ synonyms: [] });
  });
});

describe("the index of the site's pages", () => {
  it("holds every canonical page once, and no dark twin or other layout", () => {
    const index = buildIndex(indexed);
    expect(index.documentCount).toBe(canonical.length);
    expect(indexed.map((p) => p.path).sort()).toEqual(canonical.map((p) => p.path).sort());
    for (const p of indexed) expect(p.path).not.toMatch(/dark|-right|-center/i);
    // Every page has its own text, not just the shell; a page found by its headings has its name and headings only,
    // its summary as the server's snippet.
    for (const p of indexed) {
      if (pageByPath(p.path)?.search === "headings") {
        expect([p.body, p.headings, p.description, p.text.length > 40], p.path).toEqual(["", "", "", true]);
        expect(p.blocks.length, p.path).toBeGreaterThan(3);
        expect(
          p.blocks.every((b) => b.heading && b.text.length < 120),
          p.path,
        ).toBe(true);
      } else expect(p.body.length, p.path).toBeGreaterThan(200);
      expect(p.text, p.path).not.toContain("Skip to content");
    }
    expect(
      indexed
        .filter((p) => pageByPath(p.path)?.search === "headings")
        .map((p) => p.path)
        .sort(),
    ).toEqual(["/legal-notice", "/privacy-policy", "/terms-conditions"]);
  });

  describe("searched as /search does", () => {
    let search: ReturnType<typeof createSiteSearch>;
    beforeAll(() => {
      search = createSiteSearch(JSON.stringify(buildIndex(indexed)), Object.fromEntries(indexed.map((p) => [p.path, p.text])));
    });
    const paths = (q: string) => search.search(q).map((r) => r.path);
    const marked = (q: string) => search.search(q).flatMap((r) => r.snippet.filter((p) => p.mark).map((p) => p.text.toLowerCase()));

    it('"cloud migration" finds the Cloud Solution service, the migration case study and the cloud migration article', () => {
      const results = search.search("cloud migration");
      expect(paths("cloud migration")).toEqual(
        expect.arrayContaining(["/service", "/service/service-details", "/project/project-details", "/blog", "/blog/blog-details"]),
      );
      const services = results.find((r) => r.path === "/service")!;
      expect(services.title).toBe("Our Services");
      expect(services.snippet.map((p) => p.text).join("")).toContain("Cloud Solution");
      expect(marked("cloud migration")).toEqual(expect.arrayContaining(["cloud", "migration", "migrate"]));
      for (const r of results)
        expect(
          r.snippet.some((p) => p.mark),
          r.path,
        ).toBe(true);
      // Pages with neither word are not listed.
      expect(paths("cloud migration")).not.toContain("/team");
    });

    it('"seo" finds the SEO pages, the SEO agency home page first', () => {
      const found = paths("seo");
      expect(found[0]).toBe("/");
      expect(found).toEqual(expect.arrayContaining(["/blog", "/blog/blog-details"]));
      expect(new Set(marked("seo"))).toEqual(new Set(["seo"]));
      expect(found).not.toContain("/team");
    });

    it('"secruity" (a typo) finds Cyber Security, the services page before the home page made of its sections', () => {
      const results = search.search("secruity");
      // The managed IT and security home page (/home7) came first until its title no longer outweighed its being
      // made of other pages' sections (docs/decisions/0024-search-relevance.md).
      expect(results[0]).toMatchObject({ path: "/service", title: "Our Services" });
      expect(results.map((r) => r.path)).toEqual(expect.arrayContaining(["/home7", "/about"]));
      expect(marked("secruity")).toContain("security");
    });

    it('"analyt" (a prefix) finds the analytics pages', () => {
      expect(paths("analyt")).toEqual(expect.arrayContaining(["/service", "/"]));
      expect(new Set(marked("analyt"))).toEqual(new Set(["analytics"]));
    });

    it("finds people, projects and FAQ answers too, and nothing for an unknown word", () => {
      expect(paths("Priya Raman")).toContain("/team");
      expect(paths("payroll")).toContain("/project");
      expect(paths("warranty")).toContain("/service/service-details");
      expect(search.search("xylophonequartz")).toEqual([]);
    });

    it("gives the browser the same pages in the same order", () => {
      const live = liveSearch(JSON.stringify(buildIndex(indexed)));
      for (const q of ["cloud migration", "seo", "secruity", "analyt"]) {
        expect(
          live.search(q).map((h) => h.path),
          q,
        ).toEqual(paths(q));
      }
      expect(live.search("seo")[0]).toMatchObject({ path: "/", title: "SEO & Digital Marketing Agency" });
    });
  });
});

describe("writeSearchIndex", () => {
  let buildDir: string;
  const page = (title: string, main: string, island = "") =>
    `<!DOCTYPE html><html><head><title>${title} | Nexora</title></head><body><main>${main}</main>${island}</body></html>`;
  const islandProps = `<div data-island="site-search" data-island-props="{&quot;indexUrl&quot;:&quot;${SEARCH_INDEX_URL}&quot;}"></div>`;

  beforeAll(() => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-build-"));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(buildDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(buildDir, rel), text);
    };
    write("client/index.html", page("Home", "<h2>Welcome</h2><p>Cloud services for growing businesses.</p>"));
    write("client/blog/index.html", page("Blog", "<p>A smooth cloud migration.</p>", islandProps));
    write("client/blog-dark/index.html", page("Blog (Dark)", "<p>A smooth cloud migration.</p>", islandProps));
    write("client/de/blog/index.html", page("Blog", "<p>Eine reibungslose Migration.</p>", islandProps));
    write("server/assets/server-build.js", `const url = "${SEARCH_INDEX_URL}";`);
  });
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it("writes a fingerprinted index with compressed copies, the server's manifest, and links the index into the build", () => {
    const report = writeSearchIndex(buildDir, ["/", "/blog"], "Nexora");
    expect(report.pages).toBe(2);
    expect(report.indexUrl).toMatch(/^\/assets\/search-index-[0-9a-f]{12}\.json$/);
    const file = path.join(buildDir, "client", report.indexUrl);
    const json = fs.readFileSync(file, "utf8");
    expect(report.bytes).toBe(Buffer.byteLength(json));
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(json);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(json);
    // Title and short text are stored; the body is not.
    expect(json).toContain('"Blog"');
    expect(json).not.toContain("A smooth cloud migration");

    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, searchManifestName("en")), "utf8")) as SearchManifest;
    expect(manifest).toEqual({
      indexUrl: report.indexUrl,
      texts: { "/": "Welcome Cloud services for growing businesses.", "/blog": "A smooth cloud migration." },
      locale: "en",
    });
    expect(createSiteSearch(json, manifest.texts).search("migration")[0]).toMatchObject({ path: "/blog", title: "Blog" });

    // Every English page with the island now names the file; the server bundle, which renders every language, keeps
    // the placeholder (the server links each page it renders to its language's index).
    expect(report.linked.map((f) => path.relative(buildDir, f)).sort()).toEqual(["client/blog-dark/index.html", "client/blog/index.html"]);
    expect(fs.readFileSync(path.join(buildDir, "server/assets/server-build.js"), "utf8")).toContain(SEARCH_INDEX_PLACEHOLDER);
    // A German page is linked to German's index, not to this one.
    expect(fs.readFileSync(path.join(buildDir, "client/de/blog/index.html"), "utf8")).toContain(SEARCH_INDEX_PLACEHOLDER);
    for (const f of report.linked) {
      const text = fs.readFileSync(f, "utf8");
      expect(text).not.toContain(SEARCH_INDEX_PLACEHOLDER);
      expect(text).toContain(report.indexUrl);
    }
  });

  it("is what the server searches: loadSiteSearch() reads the build's index and texts", () => {
    const search = loadSiteSearch(buildDir)!;
    expect(search.pages).toBe(2);
    expect(search.search("migration").map((r) => r.path)).toEqual(["/blog"]);
    expect(loadSiteSearch(path.join(buildDir, "missing"))).toBeUndefined();
  });

  it("names the index by its content: the same pages give the same file, other text another", () => {
    const first = writeSearchIndex(buildDir, ["/", "/blog"], "Nexora").indexUrl;
    expect(writeSearchIndex(buildDir, ["/", "/blog"], "Nexora").indexUrl).toBe(first);
    expect(writeSearchIndex(buildDir, ["/"], "Nexora").indexUrl).not.toBe(first);
  });

  it("fails the build when a page to index was not prerendered", () => {
    expect(() => writeSearchIndex(buildDir, ["/", "/missing"], "Nexora")).toThrow(/\/missing has no prerendered page/);
  });
});

describe("writeSearchIndex in another language", () => {
  let buildDir: string;
  const page = (title: string, main: string) =>
    `<!DOCTYPE html><html lang="de"><head><title>${title} | Nexora</title></head><body><main>${main}</main></body></html>`;

  beforeAll(() => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-build-de-"));
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(buildDir, rel)), { recursive: true });
      fs.writeFileSync(path.join(buildDir, rel), text);
    };
    // A German build's pages are under its prefix, and link within it.
    write("client/de/index.html", page("Startseite", '<article><h3><a href="/de/service">Unsere Leistungen</a></h3></article>'));
    write("client/de/service/index.html", page("Leistungen", "<p>Cloud-Lösungen und Cybersicherheit für Unternehmen.</p>"));
  });
  afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

  it("reads the language's pages under its prefix, indexes them by the page table's paths, in its language", () => {
    const report = writeSearchIndex(buildDir, ["/", "/service"], "Nexora", searchLanguage("de"));
    expect(report.pages).toBe(2);
    const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, searchManifestName("de")), "utf8")) as SearchManifest;
    expect(manifest).toMatchObject({ locale: "de", texts: { "/": "Unsere Leistungen", "/service": expect.any(String) } });
    // The index's words are German's (umlauts folded), and the server opens it so whatever its own language.
    const search = loadSiteSearch(buildDir, "de")!;
    expect(search.search("Losungen").map((r) => r.path)).toEqual(["/service"]);
    // The home page's card for /de/service counts for /service.
    expect(search.search("Dienstleistungen").map((r) => r.path)).toEqual(["/service", "/"]);
  });
});
