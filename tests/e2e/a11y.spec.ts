import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { bidiOrderProblems } from "./bidi-order";
import { overflowProblems } from "./overflow";
import { gotoReady, isReady, scrollThrough, toggleDetails, watch } from "./shell-helpers";
import { pages } from "../../app/pages";
import { DEFAULT_LOCALE, LOCALES, localePath } from "../../shared/locales";

type Watch = ReturnType<typeof watch>;

/** Loads a route the way a visitor sees it: everything loaded and in-view effects settled. */
async function visit(page: Page, browser: Watch, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(isReady);
  await reread(page, browser);
  return response;
}

/** Scrolled through (sections laid out late, in-view effects, lazy images), back at the top, the network quiet. */
async function reread(page: Page, browser: Watch) {
  // Steps of nine tenths of the viewport: every part of the page passes through it, in fewer steps than 500 px took.
  await scrollThrough(page, { step: 0.9, pauseMs: 40, backToTop: true });
  await browser.settled();
  // Back at the top the header bar returns to its place in the flow; read mid-slide, it covers the links above it. On a
  // busy machine a late layout can leave the page a little scrolled: back to the top once more, then it is read as it is.
  for (let attempt = 0; attempt < 3; attempt++) {
    const settled = await page
      .waitForFunction(
        () => {
          const bar = document.querySelector<HTMLElement>("[data-header-state]");
          return !bar || (bar.dataset.headerState === "default" && bar.getAnimations().length === 0);
        },
        undefined,
        { timeout: 3_000 },
      )
      .then(() => true)
      .catch(() => false);
    if (settled) break;
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  }
}

/** The page table's promises for an English page: its title, one h1, the landmarks and the breadcrumb. */
async function expectShell(page: Page, p: (typeof pages)[number]) {
  await expect(page).toHaveTitle(`${p.title} | Nexora`);
  await expect(page.locator("h1")).toHaveCount(1);
  // Inner pages: the title banner's h1 is the page heading; home pages: the hero's.
  if (p.inner) await expect(page.locator("h1")).toHaveText(p.heading);
  else await expect(page.locator("h1")).not.toBeEmpty();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  if (p.inner) {
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(p.heading);
  } else {
    await expect(breadcrumb).toHaveCount(0);
  }
}

/**
 * Everything a page owes every visitor at the viewport it is in now, each finding led by that width; on a right-to-left
 * page also every left-to-right run that does not read as written and every e-mail, phone or URL box not left to right.
 */
async function findings(page: Page, rtl: boolean): Promise<string[]> {
  const width = page.viewportSize()?.width;
  return [...(await axeViolations(page)), ...(await overflowProblems(page)), ...(rtl ? await bidiOrderProblems(page) : [])].map(
    (f) => `${width} px: ${f}`,
  );
}

// Every page in every language (docs/decisions/0026-locales.md), the Arabic pages right to left: one visit each,
// opened as a phone (375 px) and scrolled through as a visitor reads it, then widened to a desktop window (1440 px) and
// read again; axe, anything crossing the viewport's edge (overflow.ts), errors and CSP are checked at both widths.
// Loading it afresh at the second width costs a third of the sweep and opens no other code path: the same page
// reflows, as a turned tablet or a resized window does, and the desktop load is every other browser test's.
for (const locale of LOCALES) {
  test.describe(`every page, ${locale.englishName}`, () => {
    test.use({ viewport: { width: 375, height: 900 } });

    for (const p of pages) {
      const path = localePath(p.path, locale.code);
      test(`${path} (${p.theme}) at 375 and 1440 px: no axe violation, sideways scroll, error or CSP violation`, async ({ page }) => {
        const browser = watch(page);
        await browser.start();
        const response = await visit(page, browser, path);
        expect(response?.status()).toBe(200);
        const rtl = locale.dir === "rtl";
        const found = await findings(page, rtl);
        await page.setViewportSize({ width: 1440, height: 900 });
        await reread(page, browser);
        if (locale.code === DEFAULT_LOCALE.code) await expectShell(page, p);
        found.push(...(await findings(page, rtl)), ...(await browser.problems()));
        expect(found).toEqual([]);
      });
    }

    test("the error page at 375 and 1440 px", async ({ page }) => {
      const browser = watch(page, (status) => status < 400 || status === 404);
      await browser.start();
      const response = await visit(page, browser, localePath("/no-such-page", locale.code));
      expect(response?.status()).toBe(404);
      const found = await axeViolations(page);
      await page.setViewportSize({ width: 1440, height: 900 });
      await reread(page, browser);
      found.push(...(await axeViolations(page)), ...(await browser.problems()));
      expect(found).toEqual([]);
    });
  });
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

// The checks above pass on an empty list: this one shows the helper still finds what it is for.
test("axe reports an image without a text alternative and text without contrast", async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#777;background:#888">faint</p></main></html>`,
  );
  const found = await axeViolations(page);
  expect(found.map((v) => v.split(" ")[0]).sort()).toEqual(["color-contrast", "image-alt"]);
});
