/**
 * The interactive widgets of the home pages: project gallery tabs, FAQ accordions, the video
 * dialog, the carousels (slides per view by width, arrows, rotation control, reduced motion)
 * and the counters.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { homeLabels } from "../../app/content/home";
import { home3 } from "../../app/content/home3";
import { home7 } from "../../app/content/home7";
import { homeMain } from "../../app/content/home-main";
import { itSections } from "../../app/content/it-sections";
import { home4 } from "../../app/content/home4";
import { galleryItems } from "../../app/content/projects";
import { faqGroups, faqPreview } from "../../app/content/faqs";
import { site } from "../../app/content/site";
import { carousel, openHome, section, settledSlides, slidesInView } from "./home-support";

test.describe("project gallery (home 3)", () => {
  const titlesOf = (category: string) => galleryItems.filter((i) => i.category === category).map((i) => i.title);
  const visibleTitles = (gallery: Locator) => gallery.locator("article:visible h4").allTextContents();

  test("starts on Software and shows only Software projects", async ({ page }) => {
    await openHome(page, "/home3");
    const gallery = section(page, home3.gallery.heading);
    await expect(gallery.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByRole("tabpanel")).toHaveAccessibleName("Software");
    expect(await visibleTitles(gallery)).toEqual(titlesOf("Software"));
    expect(galleryItems).toHaveLength(30);
  });

  test("a click on a tab shows only that category", async ({ page }) => {
    await openHome(page, "/home3");
    const gallery = section(page, home3.gallery.heading);
    for (const category of ["IT", "Cybersecurity", "Development"]) {
      await gallery.getByRole("tab", { name: category, exact: true }).click();
      await expect(gallery.getByRole("tab", { name: category, exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(gallery.getByRole("tabpanel")).toHaveAccessibleName(category);
      expect(await visibleTitles(gallery)).toEqual(titlesOf(category));
    }
  });

  test("arrow keys, Home and End move between tabs (roving tabindex)", async ({ page }) => {
    await openHome(page, "/home3");
    const gallery = section(page, home3.gallery.heading);
    const tab = (name: string) => gallery.getByRole("tab", { name, exact: true });
    await tab("Software").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Development")).toBeFocused();
    await expect(tab("Development")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Development")).toHaveAttribute("tabindex", "0");
    await expect(tab("Software")).toHaveAttribute("tabindex", "-1");
    expect(await visibleTitles(gallery)).toEqual(titlesOf("Development"));
    await page.keyboard.press("End");
    await expect(tab("Cybersecurity")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Software")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Cybersecurity")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Software")).toBeFocused();
    expect(await visibleTitles(gallery)).toEqual(titlesOf("Software"));
    // Tab leaves the tablist for the panel's content.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).not.toHaveAttribute("role", "tab");
  });
});

test.describe("FAQ accordions", () => {
  const buttons = (accordion: Locator) => accordion.locator("h3 > button");
  const expanded = (accordion: Locator) => buttons(accordion).evaluateAll((els) => els.map((b) => b.getAttribute("aria-expanded")));

  test("home 3: item 1 open in the first accordion, item 5 in the second; one open at most; clicking the open one closes it", async ({ page }) => {
    await openHome(page, "/home3");
    const faq = section(page, home3.faq.heading);
    const [first, second] = [faq.locator("h3:has(button)").first().locator("xpath=../.."), faq.locator("h3:has(button)").last().locator("xpath=../..")];
    await expect(buttons(first)).toHaveText(faqGroups[0].items.map((f) => f.question));
    await expect(buttons(second)).toHaveText(faqGroups[1].items.map((f) => f.question));
    expect(faqGroups[1].items[0].id).toBe(5);
    expect(await expanded(first)).toEqual(["true", "false", "false", "false"]);
    expect(await expanded(second)).toEqual(["true", "false", "false", "false"]);
    await expect(second.getByText(faqGroups[1].items[0].answer)).toBeVisible();

    await buttons(first).nth(2).click();
    expect(await expanded(first)).toEqual(["false", "false", "true", "false"]);
    expect(await expanded(second)).toEqual(["true", "false", "false", "false"]);
    await expect(first.getByText(faqGroups[0].items[0].answer)).toBeHidden();

    await buttons(first).nth(2).click();
    expect(await expanded(first)).toEqual(["false", "false", "false", "false"]);
  });

  test("home 7: the first four questions, item 1 open", async ({ page }) => {
    await openHome(page, "/home7");
    const faq = section(page, home7.faq.heading);
    await expect(buttons(faq)).toHaveText(faqPreview.map((f) => f.question));
    expect(await expanded(faq)).toEqual(["true", "false", "false", "false"]);
    await buttons(faq).nth(1).click();
    expect(await expanded(faq)).toEqual(["false", "true", "false", "false"]);
  });
});

test.describe("video dialog", () => {
  const frame = (page: Page) => page.locator("dialog iframe");

  for (const path of ["/", "/home2"]) {
    test(`${path}: loads nothing until opened, then traps focus and closes with Escape`, async ({ page }) => {
      const videoRequests: string[] = [];
      page.on("request", (r) => {
        if (r.url().includes("youtube")) videoRequests.push(r.url());
      });
      // The test machine has no internet: stand in for the player so that the frame loads
      // (with a focusable control, like the real one) whatever the network does.
      await page.route(/youtube-nocookie\.com/, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><button>Play</button>" }),
      );
      await openHome(page, path);
      const play = page.getByRole("button", { name: "Play introduction video" });
      // Neither the frame nor the dialog's code is there before the first open.
      await expect(frame(page)).toHaveCount(0);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      expect(videoRequests).toEqual([]);

      await play.click();
      const dialog = page.getByRole("dialog", { name: site.videoTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close video" })).toBeFocused();
      await expect(frame(page)).toHaveAttribute("src", site.videoEmbedUrl);
      expect(site.videoEmbedUrl).toContain("youtube-nocookie.com/embed/");
      await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
      await expect.poll(() => page.frame({ url: /youtube-nocookie/ }) !== null).toBe(true);
      await page.frame({ url: /youtube-nocookie/ })!.waitForLoadState();

      // Tab and Shift+Tab never leave the dialog.
      const close = dialog.getByRole("button", { name: "Close video" });
      for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        // Polled: a focus sentinel hands focus on in its focus handler, and a loading frame
        // can hold focus on <body> for a moment on a busy machine.
        await expect
          .poll(
            () =>
              page.evaluate(() => {
                const el = document.activeElement;
                return `${el?.tagName}${el?.closest("dialog") ? " in dialog" : ""}`;
              }),
            { message: key },
          )
          .toMatch(/ in dialog$/);
      }
      // Keys pressed inside the (cross-origin) player go to the player, so close from our own control.
      await expect(close).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(frame(page)).not.toHaveAttribute("src");
      await expect(play).toBeFocused();
    });
  }

  test("the close button closes it, clears the source and returns focus", async ({ page }) => {
    await openHome(page, "/");
    const play = page.getByRole("button", { name: "Play introduction video" });
    await play.click();
    await page.getByRole("button", { name: "Close video" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(frame(page)).not.toHaveAttribute("src");
    await expect(play).toBeFocused();
    // It opens again with the video.
    await play.press("Enter");
    await expect(frame(page)).toHaveAttribute("src", site.videoEmbedUrl);
  });
});

/** Slides per view by width, exactly as spec §9 lists them. */
const perViewCases: { name: string; path: string; region: (page: Page) => Locator; expected: Record<number, number> }[] = [
  {
    name: "main project slider",
    path: "/",
    region: (page) => carousel(page, homeLabels.projectSlider),
    expected: { 1440: 3, 1300: 3, 1100: 2, 375: 1 },
  },
  {
    name: "main testimonial slider",
    path: "/",
    region: (page) => carousel(section(page, homeMain.testimonials.heading), homeLabels.testimonialCarousel),
    expected: { 1440: 1, 1300: 1, 1100: 1, 375: 1 },
  },
  {
    name: "variant 2 testimonial carousel",
    path: "/home2",
    region: (page) => carousel(page, homeLabels.testimonialCarousel),
    expected: { 1440: 3, 1300: 1, 1100: 1, 375: 1 },
  },
  {
    name: "variant 4 hero logo carousel",
    path: "/home4",
    region: (page) => carousel(page, homeLabels.partnerCarousel),
    expected: { 1440: 4, 1300: 3, 1100: 2, 375: 1 },
  },
  {
    name: "variant 4 testimonial carousel",
    path: "/home4",
    region: (page) => carousel(section(page, itSections.testimonials.heading), homeLabels.testimonialCarousel),
    expected: { 1440: 1, 1300: 3, 1100: 2, 375: 1 },
  },
  {
    name: "variant 7 brand carousel",
    path: "/home7",
    region: (page) => carousel(page, homeLabels.brandCarousel),
    expected: { 1440: 5, 1300: 3, 1100: 2, 375: 1 },
  },
];

test.describe("carousels: slides per view", () => {
  for (const c of perViewCases) {
    test(`${c.name}: ${Object.entries(c.expected).map(([w, n]) => `${n} at ${w}px`).join(", ")}`, async ({ page }) => {
      await openHome(page, c.path, { reduced: true });
      for (const [width, count] of Object.entries(c.expected)) {
        await page.setViewportSize({ width: Number(width), height: 900 });
        const region = c.region(page);
        await region.scrollIntoViewIfNeeded();
        await expect.poll(() => slidesInView(region), { message: `${width}px` }).toHaveLength(count);
        // Slides out of view are inert: none of their links can take focus.
        const total = await region.locator("[aria-roledescription='slide']").count();
        await expect(region.locator("[aria-roledescription='slide'][inert]")).toHaveCount(total - count);
      }
    });
  }
});

test.describe("carousels: behaviour", () => {
  test("slides are labelled groups '3 of 9' in a labelled carousel region", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = carousel(page, homeLabels.projectSlider);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region.getByRole("group", { name: "3 of 9" })).toHaveAttribute("aria-roledescription", "slide");
  });

  test("previous and next move one slide and loop", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = carousel(section(page, homeMain.testimonials.heading), homeLabels.testimonialCarousel);
    await region.scrollIntoViewIfNeeded();
    expect(await settledSlides(region)).toEqual(["1 of 9"]);
    await region.getByRole("button", { name: "Next slide" }).click();
    expect(await settledSlides(region)).toEqual(["2 of 9"]);
    await region.getByRole("button", { name: "Previous slide" }).click();
    expect(await settledSlides(region)).toEqual(["1 of 9"]);
    await region.getByRole("button", { name: "Previous slide" }).click();
    expect(await settledSlides(region)).toEqual(["9 of 9"]);
    // Only the slide in view is reachable.
    await expect(region.getByRole("group", { name: "9 of 9" })).not.toHaveAttribute("inert");
    await expect(region.getByRole("group", { name: "1 of 9" })).toHaveAttribute("inert");
  });

  test("the project slider steps one slide at a time", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = carousel(page, homeLabels.projectSlider);
    await region.scrollIntoViewIfNeeded();
    expect(await settledSlides(region)).toEqual(["1 of 9", "2 of 9", "3 of 9"]);
    await region.getByRole("button", { name: "Next slide" }).click();
    expect(await settledSlides(region)).toEqual(["2 of 9", "3 of 9", "4 of 9"]);
  });

  test("autoplay: advances on its own, with the rotation control first in tab order, and pauses", async ({ page }) => {
    await openHome(page, "/");
    const region = carousel(page, homeLabels.projectSlider);
    await region.scrollIntoViewIfNeeded();
    const rotation = region.getByRole("button", { name: "Stop automatic slide show" });
    await expect(rotation).toBeVisible();
    const focusable = await region.evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>("a[href], button")).find((el) => !el.closest("[inert]"))?.getAttribute("aria-label"),
    );
    expect(focusable).toBe("Stop automatic slide show");
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    await page.mouse.move(0, 0);
    const start = await slidesInView(region);
    await expect.poll(() => slidesInView(region), { timeout: 6000 }).not.toEqual(start);

    await rotation.click();
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(region.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.mouse.move(0, 0);
    const paused = await settledSlides(region);
    await page.waitForTimeout(3000);
    expect(await slidesInView(region)).toEqual(paused);

    await region.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.mouse.move(0, 0);
    await expect.poll(() => slidesInView(region), { timeout: 6000 }).not.toEqual(paused);
  });

  test("autoplay stops while hovered and when keyboard focus enters the slides", async ({ page }) => {
    await openHome(page, "/home7");
    const region = carousel(page, homeLabels.brandCarousel);
    await region.scrollIntoViewIfNeeded();
    await region.locator("[aria-live]").hover();
    const hovered = await settledSlides(region);
    await page.waitForTimeout(3000);
    expect(await slidesInView(region)).toEqual(hovered);
    await page.mouse.move(0, 0);
    await expect.poll(() => slidesInView(region), { timeout: 6000 }).not.toEqual(hovered);

    // Keyboard focus on a dot (inside the carousel, not the rotation control) stops rotation for good.
    await region.getByRole("button", { name: /^Show slide 1 of/ }).focus();
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(region).toHaveAttribute("data-playing", "false");
  });

  test("the slide picker (dots) moves the carousel", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    const region = carousel(page, homeLabels.brandCarousel);
    await region.scrollIntoViewIfNeeded();
    await region.getByRole("button", { name: /^Show slide 3 of/ }).click();
    expect((await settledSlides(region))[0]).toBe("3 of 7");
    await expect(region.getByRole("button", { name: /^Show slide 3 of/ })).toHaveAttribute("aria-current", "true");
  });

  test("never autoplays under prefers-reduced-motion", async ({ page }) => {
    for (const [path, name] of [
      ["/", homeLabels.projectSlider],
      ["/home2", homeLabels.testimonialCarousel],
      ["/home4", homeLabels.partnerCarousel],
      ["/home7", homeLabels.brandCarousel],
    ] as const) {
      await openHome(page, path, { reduced: true });
      const region = carousel(page, name).first();
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
      const before = await slidesInView(region);
      await page.waitForTimeout(2600);
      expect(await slidesInView(region), path).toEqual(before);
    }
  });

  test("variant 4 testimonials: arrows and autoplay", async ({ page }) => {
    await openHome(page, "/home4");
    const region = carousel(section(page, itSections.testimonials.heading), homeLabels.testimonialCarousel);
    // Embla loads, and rotation starts, when the carousel comes near the viewport.
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByRole("button", { name: "Stop automatic slide show" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Next slide" })).toBeVisible();
    expect(home4.hero.buttons.length).toBe(2);
  });
});

test.describe("counters", () => {
  test("count up once when scrolled into view and end on the final figures", async ({ page }) => {
    await openHome(page, "/home7");
    const counter = page.locator('[data-counter="450+"]');
    await expect(counter).toHaveAttribute("data-phase", "armed");
    await expect(counter.locator("span.absolute")).toHaveText("0+");
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute("data-phase", "running");
    await expect(counter.locator("span.absolute")).toHaveText("450+", { timeout: 4000 });
    for (const value of ["990+", "45+", "20+"]) {
      await expect(page.locator(`[data-counter="${value}"] span.absolute`)).toHaveText(value, { timeout: 4000 });
    }
  });

  test("do not move under reduced motion", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    const counter = page.locator('[data-counter="990+"]');
    await expect(counter).toHaveAttribute("data-phase", "final");
    await expect(counter.locator("span.absolute")).toHaveText("990+");
  });
});
