import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnServer, type SpawnedServer } from "../../server/spawn-server";
import { consoleErrors, holdIslandModule, island } from "./island-support";
import { sectionByHeading } from "./inner-support";
import { gotoReady } from "./shell-helpers";
import { bidiOrderProblems } from "./bidi-order";
import { pages } from "../../app/pages";

/** Requests for the search index (/assets/search-index-<hash>.json) the page has made so far. */
function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/search-index-[0-9a-f]+\.json$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

/** The site's script files the page has requested so far whose path matches `pattern`. */
const scriptsMatching = (page: Page, pattern: RegExp) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => new RegExp(source).test(p)),
    pattern.source,
  );

const results = (page: Page) => page.getByRole("list", { name: "Search results" });
/** The results page's summary heading ("3 results for “x”"). */
const summary = (page: Page) => page.locator("#main").getByRole("heading", { level: 2 });

test.describe("/search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists the pages for “cloud migration”: title, link, path and a snippet with the words marked", async ({ page }) => {
    const response = await page.goto("/search?q=cloud+migration");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Search results for “cloud migration” | Nexora");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(summary(page)).toHaveText(/^\d+ results for “cloud migration”$/);
    const items = results(page).getByRole("listitem");
    expect(await items.count()).toBeGreaterThanOrEqual(5);
    const links = results(page).getByRole("heading", { level: 3 }).getByRole("link");
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(["/service", "/service/service-details", "/project/project-details", "/blog"]));
    // Each result marks what it matched; the Cloud Solution service shows in the services page's snippet.
    for (const item of await items.all()) {
      await expect(item.locator("mark").first()).toHaveText(/^(cloud|migrat\w*)$/i);
    }
    const services = items.filter({ has: page.getByRole("link", { name: "Our Services", exact: true }) });
    await expect(services).toContainText("Cloud Solution");
    await expect(services).toContainText("/service");
    // The query is in the box; the site's header, title banner and footer are around the results.
    await expect(page.getByRole("search").getByRole("searchbox")).toHaveValue("cloud migration");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Search");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  });

  test("“seo” lists the SEO agency home page first; a new search from the box submits to /search", async ({ page }) => {
    await page.goto("/search?q=seo");
    await expect(results(page).getByRole("link").first()).toHaveAttribute("href", "/");
    const box = page.getByRole("search").getByRole("searchbox", { name: "Search the website" });
    await box.fill("secruity");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=secruity$/);
    await expect(results(page).getByRole("link").first()).toHaveText("Our Services");
  });

  test("without a query it shows the empty form; without a match it says so", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(page.getByText("Type a word or two to search every page of the website.")).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await page.goto("/search?q=xylophonequartz");
    await expect(summary(page)).toHaveText("No pages match “xylophonequartz”");
    await expect(results(page)).toHaveCount(0);
  });

  test("a query is shown as text: no markup or script from q reaches the page", async ({ page }) => {
    const evil = `"><img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;
    await page.goto(`/search?q=${encodeURIComponent(evil)}`);
    await expect(summary(page)).toContainText(`“${evil.slice(0, 100)}”`);
    await expect(page.locator("main img[src='x'], main script")).toHaveCount(0);
    await expect(page.getByRole("searchbox")).toHaveValue(evil);
    expect(await page.title()).not.toBe("pwned");
  });

  test("the sidebar search box submits to /search", async ({ page }) => {
    await page.goto("/service/service-details");
    const widget = sectionByHeading(page, "Search");
    const form = widget.getByRole("search");
    await expect(form).toHaveAttribute("action", "/search");
    await expect(form).toHaveAttribute("method", "get");
    await widget.getByRole("searchbox", { name: "Search the website" }).fill("cloud migration");
    await widget.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=cloud\+migration$/);
    await expect(results(page).getByRole("link", { name: "Our Services", exact: true })).toHaveAttribute("href", "/service");
  });
});

test.describe("/search as served", () => {
  test("rendered on request: noindex, a nonce CSP, no cache validator, not in the sitemap", async ({ page, request }) => {
    await page.goto("/search?q=seo");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    for (const path of ["/search", "/search?q=seo", "/SEARCH?q=seo"]) {
      const res = await request.get(path);
      expect([path, res.status()]).toEqual([path, 200]);
      expect(res.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      expect(res.headers().etag).toBeUndefined();
      expect(res.headers()["cache-control"]).toBe("no-cache");
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/search");
  });

  test("nothing a visitor sends breaks it", async ({ request }) => {
    const queries = [
      "q=a&q=b",
      "q[]=x&q[a][b]=c",
      "q=%ZZ%E0%A4",
      "q=%ED%A0%80%00",
      `q=${"x".repeat(5000)}`,
      "q=__proto__&constructor=1",
      "q=*%20%25%20%3F",
      "q=" + encodeURIComponent("☁️ migration 雲 😀"),
    ];
    for (const query of queries) {
      const res = await request.get(`/search?${query}`);
      expect([query.slice(0, 40), res.status()]).toEqual([query.slice(0, 40), 200]);
      expect(await res.text()).toContain("</html>");
    }
    // Only GET: a post has no action here.
    expect((await request.post("/search?q=seo", { form: { q: "seo" } })).status()).toBe(405);
  });

  test("a query's direction controls are not echoed: the title, the box and the heading read as the page does", async ({ request }) => {
    for (const path of ["/search", "/ar/search"]) {
      const res = await request.get(`${path}?q=${encodeURIComponent("\u202Ecloud\u2066 migration\u200F")}`);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html, path).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
      expect(html, path).toContain('value="cloud migration"');
    }
  });

  test("a page rendered on request links its language's index, as its prerendered twin does", async ({ request }) => {
    const indexOf = async (path: string) => /\/assets\/search-index[^"&]*\.json/.exec(await (await request.get(path)).text())?.[0];
    for (const path of ["/service/service-details", "/de/service/service-details", "/ar/service/service-details"]) {
      const prerendered = await indexOf(path);
      expect(prerendered, path).toMatch(/^\/assets\/search-index-[0-9a-f]{12}\.json$/);
      // A form's confirmation and a 404 are rendered by the server bundle, which renders every language.
      expect(await indexOf(`${path}?sent=quote`), `${path}?sent=quote`).toBe(prerendered);
    }
    expect(await indexOf("/de/service/service-details")).not.toBe(await indexOf("/ar/service/service-details"));
  });

  test("the index is a fingerprinted file cached for a year", async ({ page, request }) => {
    await page.goto("/blog/blog-details");
    const props = JSON.parse((await island(page, "site-search").getAttribute("data-island-props")) ?? "{}") as { indexUrl: string };
    expect(props.indexUrl).toMatch(/^\/assets\/search-index-[0-9a-f]{12}\.json$/);
    const res = await request.get(props.indexUrl);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/json/);
    expect(res.headers()["cache-control"]).toMatch(/max-age=31536000/);
    expect(res.headers()["cache-control"]).toMatch(/immutable/);
    const index = (await res.json()) as { documentCount: number };
    // Every canonical page, the legal ones by their names only (app/pages.ts).
    expect(index.documentCount).toBe(pages.filter((p) => p.path === p.canonical).length);
  });
});

test.describe("the sidebar search with JavaScript", () => {
  test("loads the index on focus, shows live results as you type, announces the count, and works by keyboard", async ({ page }) => {
    const errors = consoleErrors(page);
    const requested = indexRequests(page);
    await gotoReady(page, "/blog/blog-details");
    const widget = sectionByHeading(page, "Search");
    const box = widget.getByRole("searchbox", { name: "Search the website" });
    // In view, it stays a plain form: neither its code, React nor the index loads for a visitor who does not use it.
    await box.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await expect(island(widget, "site-search")).not.toHaveAttribute("data-island-ready");
    expect(await scriptsMatching(page, /\/(react|site-search\.island)-/)).toEqual([]);
    expect(requested).toEqual([]);

    await box.focus();
    await expect.poll(() => requested.length).toBe(1);
    await box.pressSequentially("secruity");
    const live = widget.getByRole("list", { name: "Search results" });
    await expect(live.getByRole("link").first()).toHaveAttribute("href", "/service");
    await expect(live.getByRole("link").first()).toContainText("Our Services");
    expect(await live.getByRole("link").count()).toBeLessThanOrEqual(5);
    // Announced once typing pauses, politely.
    const status = widget.getByRole("status");
    await expect(status).toHaveText(/^\d+ results for “secruity”$/);
    expect(await status.evaluate((el) => el.getAttribute("role") === "status" || el.getAttribute("aria-live") === "polite")).toBe(true);

    // Tab: the search button, then the results. Escape clears and returns to the box.
    await page.keyboard.press("Tab");
    await expect(widget.getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(live.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("");
    await expect(live).toHaveCount(0);

    // A word no page has.
    await box.pressSequentially("xylophonequartz");
    await expect(status).toHaveText("No pages match “xylophonequartz”");
    await box.fill("");

    // Enter still goes to /search.
    await box.pressSequentially("seo");
    await expect(widget.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(results(page).getByRole("link").first()).toHaveAttribute("href", "/");
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  // One script serves the three languages: it reads the page's language when it runs (decision 26).
  for (const [prefix, query] of [
    ["/de", "Sicherheitslösungen"],
    ["/ar", "الأمن"],
  ] as const) {
    test(`on ${prefix}, in the page's language: the results and the count /search gives`, async ({ page }) => {
      await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}`);
      const expected = { summary: await summary(page).textContent(), first: await page.locator("ol h3 a").first().getAttribute("href") };
      expect(expected.first).toMatch(new RegExp(`^${prefix}(/|$)`));

      await gotoReady(page, `${prefix}/blog/blog-details`);
      const box = page.locator("#main").getByRole("searchbox");
      await box.pressSequentially(query);
      const live = page.locator("#main").locator("[data-island=site-search] ul");
      await expect(live.getByRole("link").first()).toHaveAttribute("href", expected.first!);
      await expect(page.locator("#main [data-island=site-search] [role=status]")).toHaveText(expected.summary!);
    });
  }

  test("on a dark detail page too", async ({ page }) => {
    const requested = indexRequests(page);
    await gotoReady(page, "/service/service-details-right-dark");
    const widget = sectionByHeading(page, "Search");
    await widget.getByRole("searchbox").pressSequentially("analyt");
    await expect(widget.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();
    await expect(widget.getByRole("list", { name: "Search results" }).locator("mark").first()).toHaveText(/^analytics$/i);
    expect(requested).toHaveLength(1);
  });

  test("what is typed while its code is still on the way is searched once it arrives", async ({ page }) => {
    const held = await holdIslandModule(page, "site-search");
    await gotoReady(page, "/blog/blog-details");
    const widget = sectionByHeading(page, "Search");
    const box = widget.getByRole("searchbox", { name: "Search the website" });
    await box.pressSequentially("secruity");
    await expect.poll(held.requested).toBe(true);
    await expect(box).toHaveValue("secruity");
    held.release();
    await expect(island(widget, "site-search")).toHaveAttribute("data-island-ready", "");
    await expect(widget.getByRole("list", { name: "Search results" }).getByRole("link").first()).toHaveAttribute("href", "/service");
    await expect(box).toHaveValue("secruity");
  });
});

/**
 * A server of its own (a fresh cache, a small limit), behind "a proxy" on loopback so each
 * test can be its own client (X-Forwarded-For): the shared server's allowance for 127.0.0.1
 * is left to the other specs.
 */
async function searchServer(): Promise<SpawnedServer & { cleanUp(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-e2e-"));
  const server = await spawnServer({
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_PATH: path.join(dir, "leads.sqlite"),
    DATABASE_URL: undefined,
    TRUST_PROXY: "loopback",
    SEARCH_RATE_BURST: "5",
    // One search every 5 s: a slow machine does not refill the allowance during a test step.
    SEARCH_RATE_PER_SECOND: "0.2",
    LOG_LEVEL: "warn",
  });
  return {
    ...server,
    async cleanUp() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The page without its per-request nonce (the one part of a rendered page that must differ). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');
/** The list of results, as HTML. */
const resultsList = (html: string) => /<ol aria-label="Search results"[\s\S]*?<\/ol>/.exec(html)?.[0];

test.describe("/search under load", () => {
  test("a burst from one client gets 429 with Retry-After and a page that says to wait; other clients are not held up", async ({
    page,
    request,
  }) => {
    test.slow(); // starts a server of its own
    const server = await searchServer();
    try {
      const client = { "x-forwarded-for": "203.0.113.10" };
      const started = Date.now();
      const burst = await Promise.all(Array.from({ length: 12 }, () => request.get(`${server.url}/search?q=seo`, { headers: client })));
      const seconds = (Date.now() - started) / 1000;
      const passed = burst.filter((r) => r.status() === 200).length;
      const refused = burst.filter((r) => r.status() === 429);
      // 5 at once, and 1 more every 5 s since the burst began.
      expect(passed).toBeGreaterThanOrEqual(5);
      expect(passed).toBeLessThanOrEqual(5 + Math.ceil(seconds / 5));
      expect(refused).toHaveLength(12 - passed);
      for (const r of refused) {
        expect(r.headers()["retry-after"]).toMatch(/^[1-9]\d*$/);
        expect(r.headers()["cache-control"]).toBe("no-store");
      }

      // Another visitor searches as usual meanwhile.
      expect((await request.get(`${server.url}/search?q=seo`, { headers: { "x-forwarded-for": "203.0.113.11" } })).status()).toBe(200);

      // What the refused visitor sees (while its allowance is empty: a slow machine may have
      // refilled a search since the burst).
      await page.setExtraHTTPHeaders(client);
      let refusedPage = await page.goto(`${server.url}/search?q=cloud`);
      if (refusedPage?.status() === 200) refusedPage = await page.goto(`${server.url}/search?q=cloud`);
      expect(refusedPage?.status()).toBe(429);
      const wait = Number(refusedPage?.headers()["retry-after"]);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(5);
      await expect(page).toHaveTitle(/^429 Too Many Requests \| Nexora$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("429 Too Many Requests");
      await expect(page.getByRole("main")).toContainText(`Please wait ${wait} second${wait === 1 ? "" : "s"}, then search again.`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      // After the wait it searches again.
      await page.waitForTimeout(wait * 1000);
      const again = await page.goto(`${server.url}/search?q=cloud`);
      expect(again?.status()).toBe(200);
      await expect(results(page).getByRole("listitem").first()).toBeVisible();
    } finally {
      await server.cleanUp();
    }
  });

  test("cached answers are identical to uncached ones, for every spelling of a query", async ({ request }) => {
    test.slow(); // starts two servers of its own
    const [warm, cold] = [await searchServer(), await searchServer()];
    try {
      // Each request from another client: the limit is not what this test is about.
      let clients = 0;
      const get = async (server: SpawnedServer, q: string, req: APIRequestContext = request) => {
        const client = `203.0.113.${100 + clients++}`;
        const res = await req.get(`${server.url}/search?q=${encodeURIComponent(q)}`, { headers: { "x-forwarded-for": client } });
        expect(res.status()).toBe(200);
        return res.text();
      };
      // The same query twice: the second answer comes from the cache, the page is the same.
      const first = await get(warm, "Cloud Migration");
      const second = await get(warm, "Cloud Migration");
      expect(resultsList(first)).toBeDefined();
      expect(withoutNonce(second)).toBe(withoutNonce(first));
      expect(second).not.toBe(first); // (a fresh nonce each time)

      // Another spelling is answered from the entry of the first on one server, and searched
      // afresh on the other: the same page (which shows the query as typed).
      for (const [query, spelling] of [
        ["Cloud Migration", " cloud   MIGRATION "],
        ["seo", "ｓｅｏ"],
        ["security", "SECURITY"],
      ]) {
        const entry = await get(warm, query);
        const cached = await get(warm, spelling);
        const fresh = await get(cold, spelling);
        expect(resultsList(cached), spelling).toBeDefined();
        expect(resultsList(cached), spelling).toBe(resultsList(entry));
        expect(withoutNonce(cached), spelling).toBe(withoutNonce(fresh));
        expect(cached).toContain(`“${spelling.trim().replace(/ +/g, " ")}”`);
      }
    } finally {
      await Promise.all([warm.cleanUp(), cold.cleanUp()]);
    }
  });
});

// The results page is rendered per request, so the sweep of every page (a11y.spec.ts) does not read it.
test("Arabic results: each page's address reads left to right, the first result is About", async ({ page }) => {
  await page.goto(`/ar/search?q=${encodeURIComponent("عن الشركة")}`);
  const first = page.locator("#main li:has(h3)").first();
  await expect(first.locator("h3")).toHaveText("من نحن");
  // Isolated and left to right: without it the bidi algorithm shows "ar/about/".
  await expect(first.locator('bdi[dir="ltr"]')).toHaveText("/ar/about");
  expect(await bidiOrderProblems(page)).toEqual([]);
});
