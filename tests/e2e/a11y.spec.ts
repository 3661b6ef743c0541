import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { gotoReady, scrollThrough, toggleDetails } from "./shell-helpers";
import { pages } from "../../app/pages";
import { LOCALES, localePath } from "../../shared/locales";

/** WCAG 1.4.10 Reflow: nothing may make the page scroll sideways. */
async function reflowProblems(page: Page): Promise<string[]> {
  const { scroll, viewport } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  return scroll > viewport ? [`reflow: the page is ${scroll}px wide in a ${viewport}px viewport`] : [];
}

/** Loads a route the way a visitor sees it: everything loaded and in-view effects settled. */
async function visit(page: Page, path: string) {
  await gotoReady(page, path);
  // Steps of nine tenths of the viewport: every part of the page passes through it, in fewer steps than 500 px took.
  await scrollThrough(page, { step: 0.9, pauseMs: 40, backToTop: true });
  await page.waitForLoadState("networkidle");
}

// Every page in every language (docs/decisions/0026-locales.md): the Arabic pages right to left.
for (const locale of LOCALES) {
  for (const width of [1440, 375]) {
    test.describe(`axe at ${width} px, ${locale.englishName}`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const p of pages) {
        const path = localePath(p.path, locale.code);
        test(`${path} (${p.theme})`, async ({ page }) => {
          await visit(page, path);
          expect([...(await axeViolations(page)), ...(await reflowProblems(page))]).toEqual([]);
        });
      }

      test("the error page", async ({ page }) => {
        await visit(page, localePath("/no-such-page", locale.code));
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
}

test.describe("axe with the menus open", () => {
  for (const path of ["/about", "/aboutdark"]) {
    test(`${path}: desktop dropdown open`, async ({ page }) => {
      await gotoReady(page, path);
      const company = page
        .getByRole("banner")
        .getByRole("navigation", { name: "Main", exact: true })
        .getByRole("button", { name: "Company" });
      await company.click();
      await expect(company).toHaveAttribute("aria-expanded", "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path}: mobile menu and submenu open, then closed`, async ({ page }) => {
      test.slow(); // three axe runs
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoReady(page, path);
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = page.getByRole("banner").locator("nav.mobile-menu");
      await expect(menu).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await menu.locator("summary", { hasText: "Company" }).click();
      await expect(menu.getByRole("link", { name: "Our Team" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path}: sticky header shown`, async ({ page }) => {
      await gotoReady(page, path);
      const bar = page.locator("[data-header-state]");
      await page.mouse.move(700, 500);
      await page.mouse.wheel(0, 1200);
      await expect(bar).toHaveAttribute("data-header-state", "sticky");
      await page.mouse.wheel(0, -300);
      await expect(bar).toHaveAttribute("data-header-state", "shown");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe with the accordions switched", () => {
  for (const width of [1440, 375]) {
    test(`/home3 at ${width} px: other FAQ answers open, then all closed`, async ({ page }) => {
      test.slow(); // two axe runs on a long page
      await page.setViewportSize({ width, height: 900 });
      await gotoReady(page, "/home3");
      const faq = page.locator("#main details");
      await toggleDetails(faq.nth(2), true);
      expect(await axeViolations(page)).toEqual([]);
      await faq.nth(2).locator("summary").click();
      for (const open of await page.locator("#main details[open] > summary").all()) await open.click();
      await expect(page.locator("#main details[open]")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
