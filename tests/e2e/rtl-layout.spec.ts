import { expect, test, type Page } from "@playwright/test";
import type { Site } from "../../app/content/site";
import type { HomeMain } from "../../app/content/schemas/home";
import { localePath } from "../../shared/locales";
import { carousel, readyCarousel, section, settledSlides } from "./home-support";
import { gotoReady, scrollThrough } from "./shell-helpers";
import { contentIn } from "./locale-support";
import { bidiOrderProblems } from "./bidi-order";
import { overflowProblems } from "./overflow";

// The layout is written in logical properties, so the Arabic pages mirror without per-page rules: these are the real
// Arabic pages, with their own words.
const ar = {
  site: contentIn<{ site: Site }>("ar", "site").site,
  homeMain: contentIn<{ homeMain: HomeMain }>("ar", "home-main").homeMain,
  common: contentIn<{
    homeLabels: { testimonialCarousel: string };
    carousel: { nextSlide: string; slideOf: string };
  }>("ar", "common"),
  navigation: contentIn<{ mainNav: { label: string; href?: string | null; children?: unknown[] }[] }>("ar", "navigation"),
};
const slideName = (n: number) => new RegExp(`^${ar.common.carousel.slideOf.replace("{index}", String(n)).replace("{count}", "")}`);

async function openRtl(page: Page, path: string) {
  await gotoReady(page, localePath(path, "ar"));
  expect(await page.evaluate(() => [document.documentElement.lang, getComputedStyle(document.documentElement).direction])).toEqual([
    "ar",
    "rtl",
  ]);
}

const PAGES = ["/", "/home3", "/about", "/service/service-details", "/blog/blog-details", "/contact", "/pricing"];

for (const width of [375, 1440]) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of PAGES) {
      // Nothing wider than the viewport, no text cut: the accessibility sweep checks every page in every language.
      test(`${path}: the logo at the inline start (right)`, async ({ page }) => {
        await openRtl(page, path);
        const logo = page.locator("header").getByRole("link", { name: ar.site.logo.alt }).first();
        const box = (await logo.boundingBox())!;
        expect(box.x + box.width / 2).toBeGreaterThan(width / 2);
      });
    }
  });
}

test("right to left: a carousel's next brings the following slide in from the left, and a drag follows the finger", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openRtl(page, "/");
  const region = await readyCarousel(carousel(section(page, ar.homeMain.testimonials.heading), ar.common.homeLabels.testimonialCarousel));
  const slideX = (n: number) => region.getByRole("group", { name: slideName(n) }).evaluate((el) => el.getBoundingClientRect().x);
  await settledSlides(region);
  const before = await slideX(2);
  const firstBefore = await slideX(1);
  // The second slide waits on the left of the first.
  expect(before).toBeLessThan(firstBefore);
  await region.getByRole("button", { name: ar.common.carousel.nextSlide }).click();
  await settledSlides(region);
  // It came in from the left: now where the first was.
  expect(Math.abs((await slideX(2)) - firstBefore)).toBeLessThan(2);

  // Dragged to the right (toward the reading direction's end), the next slide moves in from the left.
  const viewport = region.getByRole("group", { name: slideName(2) });
  const vb = (await viewport.boundingBox())!;
  const y = vb.y + vb.height / 2;
  await page.mouse.move(vb.x + vb.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(vb.x + vb.width * 0.5, y, { steps: 5 });
  const third = await slideX(3);
  await page.mouse.move(vb.x + vb.width * 0.9, y, { steps: 5 });
  expect(await slideX(3)).toBeGreaterThan(third);
  await page.mouse.up();
  await settledSlides(region);
  expect(Math.abs((await slideX(3)) - firstBefore)).toBeLessThan(2);
});

test("right to left: a header submenu opens under its entry, aligned at the inline start (right)", async ({ page }) => {
  await openRtl(page, "/about");
  const entry = page.getByRole("button", { name: ar.navigation.mainNav.find((i) => i.children && !i.href)!.label });
  await entry.focus();
  await page.keyboard.press("Enter");
  const submenu = page.locator(".nav-submenu:popover-open");
  await expect(submenu).toBeVisible();
  const [e, s] = [(await entry.boundingBox())!, (await submenu.boundingBox())!];
  expect(Math.abs(s.x + s.width - (e.x + e.width))).toBeLessThan(2);
  expect(s.y).toBeGreaterThanOrEqual(e.y + e.height - 2);
});

// Where the page draws the icon from (its inline copy or the sprite) must not matter: both forms are mirrored.
const DIRECTIONAL = /#(icon-)?(arrow-right|arrow-up-right|chevron-left|chevron-right)$/;
const mirrorOf = (page: Page) =>
  page.evaluate((source) => {
    const directional = new RegExp(source);
    return Array.from(document.querySelectorAll("use"))
      .filter((u) => directional.test(u.getAttribute("href") ?? "") && u.getBoundingClientRect().width > 0)
      .map((u) => ({ href: u.getAttribute("href"), transform: getComputedStyle(u).transform }));
  }, DIRECTIONAL.source);

test("right to left: arrows and chevrons point along the reading direction, and not on English pages", async ({ page }) => {
  for (const path of ["/", "/blog/blog-details"]) {
    await openRtl(page, path);
    await scrollThrough(page);
    const icons = await mirrorOf(page);
    expect(icons.length, `${path}: directional icons drawn`).toBeGreaterThan(2);
    // Prerendered pages draw from their inline copies (server/inline-icons.ts).
    expect(icons.some((i) => i.href?.startsWith("#icon-"))).toBe(true);
    expect(icons.filter((i) => i.transform !== "matrix(-1, 0, 0, 1, 0, 0)")).toEqual([]);

    await gotoReady(page, path);
    await scrollThrough(page);
    expect((await mirrorOf(page)).filter((i) => i.transform !== "none")).toEqual([]);
  }
});

// The sweep's checks (bidi-order.ts, overflow.ts) on pages made to fail them: a check that cannot fail proves nothing.
test("the sweep's checks find a scrambled run across elements, a cut line and a box past the edge", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 });
  const body = (inner: string) =>
    page.setContent(`<html lang="ar" dir="rtl"><body style="margin:0;font:16px sans-serif">${inner}</body></html>`);
  await body(`<p>© <span>2024</span> <b>Nexora Technologies Ltd</b>. جميع الحقوق محفوظة.</p>`);
  expect(await bidiOrderProblems(page)).toEqual([expect.stringContaining('"© 2024 Nexora Technologies Ltd" does not read left to right')]);
  await body(`<p><bdi dir="ltr">© 2024 Nexora Technologies Ltd</bdi>. جميع الحقوق محفوظة.</p><input type="email" name="email">`);
  expect(await bidiOrderProblems(page)).toEqual(['bidi: the email input "email" is not dir="ltr"']);

  await body(`<p style="white-space:nowrap">${"كلمات طويلة ".repeat(20)}</p>`);
  expect(await overflowProblems(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^reflow: the page is \d+px wide/),
      expect.stringContaining("text cut by the viewport's edge in <p>"),
    ]),
  );
  await body(`<div style="overflow:hidden"><div style="width:600px;height:10px"></div></div><p>نص</p>`);
  expect(await overflowProblems(page)).toEqual([]);
});
