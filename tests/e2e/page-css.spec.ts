import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { pages } from "../../app/pages";
import { styleSelectors } from "../../scripts/lib/page-css";
import { stubVideoHost } from "./home-support";
import { gotoReady, scrollThrough } from "./shell-helpers";

// Each prerendered page inlines only the rules its classes can match (scripts/lib/page-css.ts). Here each page is
// toured as a visitor would (scrolled, every island started, its tabs and carousel buttons pressed, its video opened,
// its forms sent empty, the phone menu and its submenus opened), every class any element had on the way is recorded,
// and every rule of the whole sheet those classes can match must be in the page's own sheet.

const buildDir = process.env.BUILD_DIR ?? "build";
const wholeSheet = fs.readFileSync(path.join(buildDir, "styles.css"), "utf8");

const OTHER_LANGUAGES = ["/de", "/de/contact", "/de/service/service-details", "/ar", "/ar/home4", "/ar/contact"];
const tourPaths = [...new Set(pages.map((p) => p.path)), ...OTHER_LANGUAGES];

// Every class any element has from the first byte on, kept in the page.
function recordClasses() {
  const seen = new Set<string>();
  const add = (el: Element) =>
    el
      .getAttribute("class")
      ?.split(/\s+/)
      .forEach((c) => c && seen.add(c));
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes" && r.target instanceof Element) add(r.target);
      for (const node of r.addedNodes) {
        if (!(node instanceof Element)) continue;
        add(node);
        node.querySelectorAll("[class]").forEach(add);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });
  (window as unknown as { recordedClasses: () => string[] }).recordedClasses = () => {
    document.querySelectorAll("[class]").forEach(add);
    return [...seen];
  };
}

const pause = (page: Page) => page.waitForTimeout(150);

async function tour(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await gotoReady(page, path);
  await scrollThrough(page);
  // The islands that start on use, started too.
  await page.evaluate(() => document.querySelectorAll("[data-island]").forEach((el) => el.dispatchEvent(new Event("mouseover"))));
  await expect(page.locator("[data-island]:not([data-island-ready])")).toHaveCount(0);
  // Pressed through the DOM: what each press changes is what counts here, not where the pointer lands.
  await page.evaluate(async () => {
    const wait = () => new Promise((r) => setTimeout(r, 100));
    for (const el of document.querySelectorAll<HTMLElement>('[role="tab"], [data-island="carousel"] button[type="button"]')) {
      el.click();
      await wait();
    }
    for (const form of document.querySelectorAll<HTMLFormElement>('[data-island="lead-form"] form')) {
      form.requestSubmit();
      await wait();
    }
  });
  const play = page.locator('[data-island="video-dialog"] button[type="button"]');
  if (await play.count()) {
    await play.first().evaluate((el: HTMLElement) => el.click());
    const dialog = page.locator("dialog[open]");
    await expect(dialog).toHaveCount(1);
    await pause(page);
    await dialog
      .locator("button")
      .first()
      .evaluate((el: HTMLElement) => el.click());
    await expect(dialog).toHaveCount(0);
  }
  const menu = page.locator(".mobile-menu-toggle");
  if (await menu.isVisible()) {
    await menu.evaluate((el: HTMLElement) => el.click());
    await expect(page.locator("nav.mobile-menu")).toBeVisible();
    await page.evaluate(() => document.querySelectorAll("nav.mobile-menu details").forEach((d) => d.setAttribute("open", "")));
    await pause(page);
    await page.keyboard.press("Escape");
  }
}

test.describe("each page's own stylesheet", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of tourPaths) {
    test(`${path}: keeps every rule the classes it reaches can match`, async ({ page }) => {
      await stubVideoHost(page);
      await page.addInitScript(recordClasses);
      await tour(page, path, 1440);
      const wide = await page.evaluate(() => (window as unknown as { recordedClasses: () => string[] }).recordedClasses());
      await tour(page, path, 375);
      const narrow = await page.evaluate(() => (window as unknown as { recordedClasses: () => string[] }).recordedClasses());
      const own = styleSelectors(
        await page
          .locator("head > style")
          .first()
          .evaluate((el) => el.textContent ?? ""),
      );
      const needed = styleSelectors(wholeSheet, new Set([...wide, ...narrow]));
      expect([...needed].filter((s) => !own.has(s))).toEqual([]);
      // The page's sheet is its own, not the whole one.
      expect(own.size).toBeLessThan(styleSelectors(wholeSheet).size);
    });
  }
});
