import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, isHydrated } from "./shell-helpers";

/** Start times (ms since navigation) of the page's script downloads, and when `load` began. */
async function scriptTimings(page: Page, except: string[]) {
  return page.evaluate((except) => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname) && !except.includes(new URL(e.name).pathname))
      .map((e) => e.startTime);
    return { loadEventStart: nav.loadEventStart, scripts };
  }, except);
}

/** Opens `/` with its hero image held back, so the load event (and the boot) is far away. */
async function openHomeBeforeLoad(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/images/illustrations/hero-*.svg", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return release;
}

test.describe("deferred boot (app/lib/deferred-boot.ts)", () => {
  for (const path of ["/", "/contact", "/ABOUT"]) {
    test(`${path}: the page's modules start after it has loaded, then the page hydrates`, async ({ page }) => {
      // The served HTML preloads only the client entry and runs no module while parsing.
      const html = await (await page.request.get(path)).text();
      const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloads).toHaveLength(1);
      expect(preloads[0]).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
      expect(html).not.toMatch(/<script[^>]* type="module"/);

      await gotoHydrated(page, path);
      const { loadEventStart, scripts } = await scriptTimings(page, preloads);
      expect(loadEventStart).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(5);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(loadEventStart);
    });
  }

  test("a key press before the page has loaded starts the scripts at once", async ({ page }) => {
    const release = await openHomeBeforeLoad(page);
    await page.keyboard.press("Tab");
    await page.waitForFunction(isHydrated, undefined, { timeout: 15_000 });
    const loadEventStart = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
    );
    expect(loadEventStart, "hydrated before the load event").toBe(0);
    release();
    await page.waitForLoadState("load");
  });

  test("a widget button pressed before the scripts have run answers that press", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openHomeBeforeLoad(page);
    expect(await page.evaluate(isHydrated)).toBe(false);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click(); // one press, before any script has run
    await expect(toggle).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    // The press was answered once: the next one closes the menu.
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    release();
  });
});

test.describe("hydration in parts (app/layouts/site-shell.tsx)", () => {
  for (const path of ["/", "/service/service-details-dark", "/ABOUT"]) {
    test(`${path}: header, content and footer are separate boundaries, each in place in the HTML`, async ({ page }) => {
      const html = await (await page.request.get(path)).text();
      // Completed boundaries only: none left pending, moved behind a script, or out of order.
      expect(html).not.toContain("<!--$?-->");
      expect(html).not.toMatch(/<template id="B:|\$RC\(/);
      const body = html.slice(html.indexOf("<body"));
      const at = (s: string) => body.indexOf(s);
      expect(at("<!--$--><header")).toBeGreaterThan(-1);
      expect(at("<!--$--><header")).toBeLessThan(at('<main id="main"'));
      expect(at("<!--$--><footer")).toBeGreaterThan(at("</main>"));

      // Without scripts, every part shows where it belongs.
      const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      await plain.goto(path);
      for (const part of ["banner", "main", "contentinfo"]) await expect(plain.getByRole(part as "main").first()).toBeVisible();
      await context.close();

      await gotoHydrated(page, path);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

test.describe("markup kept as served (app/components/ui/static.tsx)", () => {
  /** In the page: how many elements under `selector` React has hydrated (they carry its props). */
  const hydratedUnder = (selector: string) =>
    [...document.querySelectorAll(`${selector} *`)].filter((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))
      .length;

  test("static parts are not hydrated, widgets are, and a link in a static part navigates in place", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await gotoHydrated(page, "/");
    // Footer, card grids and carousel slides keep the server's nodes; the menus and carousel controls are live.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("#main button")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))),
    );
    expect(await page.evaluate(hydratedUnder, "footer")).toBe(0);
    expect(await page.evaluate(hydratedUnder, "#main [data-slide] > [data-static]")).toBe(0);
    expect(await page.evaluate(hydratedUnder, "header nav")).toBeGreaterThan(5);
    expect(await page.locator("[data-static]").count()).toBeGreaterThan(10);

    // A router link in kept markup: a client-side navigation (the page's own window stays).
    await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    // By keyboard: the footer is the same on every page, so it stays as served and keeps the focus.
    const about = page.getByRole("contentinfo").getByRole("link", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    await expect(about).toBeFocused();
    expect(await page.evaluate(hydratedUnder, "footer")).toBe(0);
    // And back: the home page's content is rendered again, once.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Grow Your Traffic");
    expect(await page.getByRole("heading", { name: "Simple, Transparent Pricing" }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
