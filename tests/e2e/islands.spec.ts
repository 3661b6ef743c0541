import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/pages";
import { LIGHTHOUSE_PHONE } from "../../scripts/lib/chromium";
import { readChunkManifest } from "../../scripts/lib/page-scripts";
import { gotoReady } from "./shell-helpers";

/**
 * How pages reach the browser (docs/decisions/0010-islands.md): no framework runtime; the
 * header module on every page; the island loader, React and an island's code only where there
 * are islands, and only once one starts; ids inside islands the same before and after
 * hydration; navigation as ordinary page loads.
 */

const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*? src="([^"]+)"/g)].map((m) => m[1]);
const islandNames = (html: string) => [...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]);

/** The site's script files the page has requested so far. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith(".js")),
  );

test("every page loads the header module, and the island loader only when it has islands", async ({ request }) => {
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    const scripts = moduleScripts(html);
    expect(scripts[0], path).toMatch(/^\/assets\/header-[\w-]+\.js$/);
    const islands = islandNames(html);
    if (islands.length) expect(scripts.slice(1), path).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
    else expect(scripts, path).toHaveLength(1);
    // No React Router runtime: no boot script, no route modules, no client manifest.
    expect(html, path).not.toMatch(/__reactRouter|modulepreload|entry\.client/);
    expect(html, path).toContain('<script type="speculationrules">');
  }
});

test("a page rendered on request follows the same rule, the loader under the request's nonce", async ({ request }) => {
  for (const [path, islands] of [
    ["/CONTACT", true],
    ["/ABOUT", false],
  ] as const) {
    const response = await request.get(path);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(nonce, path).toBeTruthy();
    expect(islandNames(html).length > 0, path).toBe(islands);
    const loaders = [...html.matchAll(/<script type="module" src="\/assets\/islands-[\w-]+\.js"([^>]*)><\/script>/g)];
    expect(
      loaders.map((m) => m[1]),
      path,
    ).toEqual(islands ? [` nonce="${nonce}"`] : []);
  }
});

// The binding pages import (`export const XIsland = island(X)`) is for the server: the loader
// takes each module's default export only, and vite.islands.config.ts keeps the rest out.
test("no browser chunk carries the islands' bindings", () => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const chunks = Object.values(readChunkManifest(buildDir));
  expect(chunks.filter((chunk) => chunk.name?.endsWith(".island")).length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const code = fs.readFileSync(path.join(buildDir, "client", chunk.file), "utf8");
    // IslandBinding's constructor (app/islands/bind.ts); property names survive minification.
    expect(code, chunk.file).not.toContain("this.component=");
  }
});

test("a page without islands runs the header module only", async ({ page, request }) => {
  const plain = [];
  for (const { path } of pages) if (!islandNames(await (await request.get(path)).text()).length) plain.push(path);
  expect(plain.length, "pages without islands").toBeGreaterThan(0);
  for (const path of plain.slice(0, 3)) {
    await gotoReady(page, path);
    await page.waitForLoadState("networkidle");
    const scripts = await requestedScripts(page);
    expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/header-/)]);
  }
});

/** Scrolls through the page so that every island starts, and waits until each is live. */
async function startEveryIsland(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(30);
  }
  // Islands that start on use only (the play button): the pointer over them is use.
  for (const island of await page.locator('[data-island-start="use"]').all()) await island.locator("> *").first().hover();
  await page.waitForFunction(
    () => [...document.querySelectorAll("[data-island]")].every((el) => el.hasAttribute("data-island-ready")),
    undefined,
    { timeout: 15_000 },
  );
}

/** In the page: the ids inside islands and the id references of their ARIA attributes. */
const islandIds = () => {
  const ids: string[] = [];
  const refs: string[] = [];
  for (const island of document.querySelectorAll("[data-island]")) {
    for (const el of island.querySelectorAll("*")) {
      if (el.id) ids.push(el.id);
      for (const attr of ["aria-controls", "aria-labelledby", "aria-describedby", "for"]) {
        for (const ref of (el.getAttribute(attr) ?? "").split(/\s+/).filter(Boolean)) refs.push(ref);
      }
    }
  }
  const all = [...document.querySelectorAll("[id]")].map((el) => el.id);
  return { ids, refs, duplicates: all.filter((id, i) => all.indexOf(id) !== i) };
};

for (const path of ["/", "/home3", "/home7", "/contact", "/service/service-details", "/blog/blog-details"]) {
  test(`${path}: ids inside islands are the same before and after hydration, unique and resolved`, async ({ page, browser }) => {
    const served = await browser.newContext({ javaScriptEnabled: false });
    const plain = await served.newPage();
    await plain.goto(path);
    const before = await plain.evaluate(islandIds);
    await served.close();
    expect(before.ids.length, "islands with ids").toBeGreaterThan(0);

    const errors: string[] = [];
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.on("pageerror", (e) => errors.push(e.message));
    await gotoReady(page, path);
    await startEveryIsland(page);
    const after = await page.evaluate(islandIds);
    expect(after.ids).toEqual(before.ids);
    expect(after.duplicates).toEqual([]);
    const known = new Set(await page.evaluate(() => [...document.querySelectorAll("[id]")].map((el) => el.id)));
    for (const ref of after.refs) expect(known.has(ref), `reference to #${ref}`).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("React and an island's code load when the island nears the viewport, not with the page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, "/blog/blog-details");
  await page.waitForLoadState("networkidle");
  const comment = page.locator('[data-island="lead-form"]').last();
  expect(await comment.getAttribute("data-island-ready")).toBeNull();
  const early = await requestedScripts(page);
  expect(early.some((p) => /\/lead-form\.island-/.test(p))).toBe(false);
  await comment.scrollIntoViewIfNeeded();
  await expect(comment).toHaveAttribute("data-island-ready", "");
  expect((await requestedScripts(page)).some((p) => /\/react-/.test(p))).toBe(true);
});

test("an island that starts on use stays asleep in view until the pointer, focus or a press reaches it", async ({ page }) => {
  await page.setViewportSize(LIGHTHOUSE_PHONE.viewport);
  await gotoReady(page, "/");
  await page.waitForLoadState("networkidle");
  const video = page.locator('[data-island="video-dialog"]');
  await expect(video).toHaveAttribute("data-island-start", "use");
  await expect(page.getByRole("button", { name: "Play introduction video" })).toBeInViewport();
  // In view, yet neither its code nor React is loaded: the page's first paint and first taps
  // do not wait for them.
  expect((await requestedScripts(page)).filter((p) => /\/(react|video-dialog\.island)-/.test(p))).toEqual([]);
  await page.getByRole("button", { name: "Play introduction video" }).focus();
  await expect(video).toHaveAttribute("data-island-ready", "");
  expect((await requestedScripts(page)).some((p) => /\/react-/.test(p))).toBe(true);
});

test("a link is an ordinary page load", async ({ page }) => {
  await gotoReady(page, "/");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
});
