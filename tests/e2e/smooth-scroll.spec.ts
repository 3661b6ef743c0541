import { expect, test, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium";
import { gotoReady } from "./shell-helpers";

// The other browser tests run with smooth scrolling switched off (TEST_CHROMIUM_FLAGS); this file keeps Chromium as a
// visitor has it, to check that scrolling is smooth, and instant for those who prefer reduced motion.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } });

/** Clicks the back-to-top arrow from the end of /home2 and returns scrollY read in the same task as the click. */
async function backToTopFromTheEnd(page: Page): Promise<number> {
  await gotoReady(page, "/home2");
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
  const arrow = page.getByRole("link", { name: "Back to top" });
  await expect(arrow).toBeVisible();
  await arrow.focus();
  // Read back in the same task as the press: a smooth scroll would still be under way.
  return page.evaluate(() => {
    document.querySelector<HTMLElement>("[data-scroll-top]")!.click();
    return window.scrollY;
  });
}

const rootScrollBehavior = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

test("the page and the back-to-top arrow scroll smoothly", async ({ page }) => {
  const y = await backToTopFromTheEnd(page);
  expect(y).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await rootScrollBehavior(page)).toBe("smooth");
});

test("scrolls at once under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await backToTopFromTheEnd(page)).toBe(0);
  expect(await rootScrollBehavior(page)).toBe("auto");
});
