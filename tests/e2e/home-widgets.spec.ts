/**
 * The interactive widgets of the home pages: project gallery tabs, FAQ accordions, the video
 * dialog, the carousels (slides per view by width, arrows, rotation control, reduced motion),
 * the counters and the skill bars.
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
import { carousel, carouselIsland, openHome, readyCarousel, section, settledSlides, slidesInView } from "./home-support";
import { consoleErrors, holdIslandModule, island, readyIsland, wakeIsland, expectFillsOnScroll, expectFilled } from "./island-support";
import { reveal, toggleDetails } from "./shell-helpers";

test.describe("project gallery (home 3)", () => {
  const titlesOf = (category: string) =>
    galleryItems()
      .filter((i) => i.category === category)
      .map((i) => i.title);
  const visibleTitles = (gallery: Locator) => gallery.locator("article:visible h4").allTextContents();
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = consoleErrors(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  /** /home3 with its gallery's tabs island live. */
  async function openGallery(page: Page): Promise<Locator> {
    await openHome(page, "/home3");
    const gallery = section(page, home3().gallery.heading);
    await readyIsland(island(gallery, "tabs"));
    return gallery;
  }

  test("starts on Software and shows only Software projects", async ({ page }) => {
    const gallery = await openGallery(page);
    await expect(gallery.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByRole("tabpanel")).toHaveAccessibleName("Software");
    expect(await visibleTitles(gallery)).toEqual(titlesOf("Software"));
    expect(galleryItems()).toHaveLength(30);
  });

  test("a click on a tab shows only that category", async ({ page }) => {
    const gallery = await openGallery(page);
    for (const category of ["IT", "Cybersecurity", "Development"]) {
      await gallery.getByRole("tab", { name: category, exact: true }).click();
      await expect(gallery.getByRole("tab", { name: category, exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(gallery.getByRole("tabpanel")).toHaveAccessibleName(category);
      expect(await visibleTitles(gallery)).toEqual(titlesOf(category));
    }
  });

  test("arrow keys, Home and End move between tabs (roving tabindex)", async ({ page }) => {
    const gallery = await openGallery(page);
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

  test("a tab pressed before the island's code arrives is selected once it does", async ({ page }) => {
    const held = await holdIslandModule(page, "tabs");
    await openHome(page, "/home3");
    const gallery = section(page, home3().gallery.heading);
    const tabs = island(gallery, "tabs");
    // The server's tabs are there and show the first category while the code is held back.
    await gallery.getByRole("tablist").scrollIntoViewIfNeeded();
    await expect.poll(held.requested).toBe(true);
    await gallery.getByRole("tab", { name: "Cybersecurity", exact: true }).click();
    await expect(tabs).not.toHaveAttribute("data-island-ready");
    await expect(gallery.getByRole("tab", { name: "Software" })).toHaveAttribute("aria-selected", "true");
    held.release();
    await expect(tabs).toHaveAttribute("data-island-ready", "");
    await expect(gallery.getByRole("tab", { name: "Cybersecurity", exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(gallery.getByRole("tabpanel")).toHaveAccessibleName("Cybersecurity");
    expect(await visibleTitles(gallery)).toEqual(titlesOf("Cybersecurity"));
  });

  test("tab and panel ids are the same in the served HTML and after hydration", async ({ page, request }) => {
    /** Each tab's id and aria-controls, each panel's id and aria-labelledby, in order. */
    const idsOf = (html: string) => ({
      tabs: [...html.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map((m) => [
        m[0].match(/ id="([^"]+)"/)?.[1],
        m[0].match(/ aria-controls="([^"]+)"/)?.[1],
      ]),
      panels: [...html.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map((m) => [
        m[0].match(/ id="([^"]+)"/)?.[1],
        m[0].match(/ aria-labelledby="([^"]+)"/)?.[1],
      ]),
    });
    const served = idsOf(await (await request.get("/home3")).text());
    expect(served.tabs).toHaveLength(5);
    expect(served.panels).toHaveLength(5);
    // Each tab controls the panel that is labelled by it.
    for (const [i, [tabId, controls]] of served.tabs.entries()) expect(served.panels[i]).toEqual([controls, tabId]);
    expect(new Set(served.tabs.flat().concat(served.panels.flat())).size).toBe(10);

    const gallery = await openGallery(page);
    await gallery.getByRole("tab", { name: "IT", exact: true }).click();
    const live = await gallery.evaluate((root) => ({
      tabs: [...root.querySelectorAll('[role="tab"]')].map((el) => [el.id, el.getAttribute("aria-controls")]),
      panels: [...root.querySelectorAll('[role="tabpanel"]')].map((el) => [el.id, el.getAttribute("aria-labelledby")]),
    }));
    expect(live).toEqual(served);
    // Unique on the page, not only within the island.
    const all = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((el) => el.id));
    for (const [id] of served.tabs.concat(served.panels)) expect(all.filter((x) => x === id)).toHaveLength(1);
  });
});

test.describe("FAQ accordions", () => {
  const summaries = (accordion: Locator) => accordion.locator("details > summary");
  const opened = (accordion: Locator) => accordion.locator("details").evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));

  test("home 3: item 1 open in the first accordion, item 5 in the second; one open at most; clicking the open one closes it", async ({
    page,
  }) => {
    await openHome(page, "/home3");
    const faq = section(page, home3().faq.heading);
    // Each accordion is the parent of its <details> (an exclusive group of its own).
    const [first, second] = [faq.locator("details").first().locator(".."), faq.locator("details").last().locator("..")];
    await expect(summaries(first)).toHaveText(faqGroups()[0].items.map((f) => f.question));
    await expect(summaries(second)).toHaveText(faqGroups()[1].items.map((f) => f.question));
    await expect(first.locator("h3")).toHaveText(faqGroups()[0].items.map((f) => f.question));
    expect(faqGroups()[1].items[0].id).toBe(5);
    expect(await opened(first)).toEqual([true, false, false, false]);
    expect(await opened(second)).toEqual([true, false, false, false]);
    await expect(second.getByText(faqGroups()[1].items[0].answer)).toBeVisible();

    await toggleDetails(first.locator("details").nth(2), true);
    await expect.poll(() => opened(first)).toEqual([false, false, true, false]);
    expect(await opened(second)).toEqual([true, false, false, false]);
    await expect(first.getByText(faqGroups()[0].items[0].answer)).toBeHidden();
    await expect(first.getByText(faqGroups()[0].items[2].answer)).toBeVisible();

    await toggleDetails(first.locator("details").nth(2), false);
    await expect.poll(() => opened(first)).toEqual([false, false, false, false]);
    expect(await opened(second)).toEqual([true, false, false, false]);
  });

  test("home 7: the first four questions, item 1 open", async ({ page }) => {
    await openHome(page, "/home7");
    const faq = section(page, home7().faq.heading);
    await expect(summaries(faq)).toHaveText(faqPreview().map((f) => f.question));
    expect(await opened(faq)).toEqual([true, false, false, false]);
    // Scrolled to first, as a visitor reads before clicking: sections above it are laid out as they near the viewport,
    // and a click aimed in the same frame can land where the question was a moment before.
    await reveal(summaries(faq).nth(1));
    await summaries(faq).nth(1).click();
    await expect.poll(() => opened(faq)).toEqual([false, true, false, false]);
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
    region: (page) => carousel(section(page, homeMain().testimonials.heading), homeLabels.testimonialCarousel),
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
    region: (page) => carousel(section(page, itSections().testimonials.heading), homeLabels.testimonialCarousel),
    expected: { 1440: 1, 1300: 3, 1100: 2, 375: 1 },
  },
  {
    name: "variant 7 brand carousel",
    path: "/home7",
    region: (page) => carousel(page, homeLabels.brandCarousel),
    expected: { 1440: 5, 1300: 3, 1100: 2, 375: 1 },
  },
];

/** Fails the test on any console error or uncaught exception (e.g. the loader's "Island hydration error"). */
function failOnConsoleErrors() {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = consoleErrors(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));
}

test.describe("carousels: slides per view", () => {
  failOnConsoleErrors();
  for (const c of perViewCases) {
    test(`${c.name}: ${Object.entries(c.expected)
      .map(([w, n]) => `${n} at ${w}px`)
      .join(", ")}`, async ({ page }) => {
      await openHome(page, c.path, { reduced: true });
      await readyCarousel(c.region(page));
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
  failOnConsoleErrors();

  test("slides are labelled groups '3 of 9' in a labelled carousel region", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = carousel(page, homeLabels.projectSlider);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region.getByRole("group", { name: "3 of 9" })).toHaveAttribute("aria-roledescription", "slide");
  });

  test("previous and next move one slide and loop", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = await readyCarousel(carousel(section(page, homeMain().testimonials.heading), homeLabels.testimonialCarousel));
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
    const region = await readyCarousel(carousel(page, homeLabels.projectSlider));
    expect(await settledSlides(region)).toEqual(["1 of 9", "2 of 9", "3 of 9"]);
    await region.getByRole("button", { name: "Next slide" }).click();
    expect(await settledSlides(region)).toEqual(["2 of 9", "3 of 9", "4 of 9"]);
  });

  test("'Next slide' pressed before the island's code arrives moves the carousel exactly one step", async ({ page }) => {
    const held = await holdIslandModule(page, "carousel");
    await openHome(page, "/");
    const region = carousel(page, homeLabels.projectSlider);
    const container = carouselIsland(region);
    await region.scrollIntoViewIfNeeded();
    await expect.poll(held.requested).toBe(true);
    expect(await settledSlides(region)).toEqual(["1 of 9", "2 of 9", "3 of 9"]);

    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(container).not.toHaveAttribute("data-island-ready");
    held.release();
    await expect(container).toHaveAttribute("data-island-ready", "");
    expect(await settledSlides(region)).toEqual(["2 of 9", "3 of 9", "4 of 9"]);
    // The press was the visitor taking over: no rotation moves it further.
    await expect(region).toHaveAttribute("data-playing", "false");
    await page.waitForTimeout(2600);
    expect(await slidesInView(region)).toEqual(["2 of 9", "3 of 9", "4 of 9"]);
  });

  test("autoplay: advances on its own, with the rotation control first in tab order, and pauses", async ({ page }) => {
    await openHome(page, "/");
    const region = await readyCarousel(carousel(page, homeLabels.projectSlider));
    const rotation = region.getByRole("button", { name: "Stop automatic slide show" });
    await expect(rotation).toBeVisible();
    const focusable = await region.evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>("a[href], button"))
        .find((el) => !el.closest("[inert]"))
        ?.getAttribute("aria-label"),
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

  test("autoplay stops while hovered and when keyboard focus enters the carousel", async ({ page }) => {
    await openHome(page, "/home7");
    const region = await readyCarousel(carousel(page, homeLabels.brandCarousel));
    await region.locator("[aria-live]").hover();
    const hovered = await settledSlides(region);
    await page.waitForTimeout(3000);
    expect(await slidesInView(region)).toEqual(hovered);
    await page.mouse.move(0, 0);
    await expect.poll(() => slidesInView(region), { timeout: 6000 }).not.toEqual(hovered);

    // Focus on the rotation control keeps it rotating; Tab on into the carousel (a dot) stops it for good.
    const rotation = region.getByRole("button", { name: "Stop automatic slide show" });
    await rotation.focus();
    await expect(region).toHaveAttribute("data-playing", "true");
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: /^Show slide \d+ of/ }).first()).toBeFocused();
    await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(region).toHaveAttribute("data-playing", "false");
    const stopped = await settledSlides(region);
    await page.waitForTimeout(2600);
    expect(await slidesInView(region)).toEqual(stopped);
  });

  test("keyboard: Tab reaches the links of the slides in view only, and they keep the focus", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const region = await readyCarousel(carousel(page, homeLabels.projectSlider));
    await region.getByRole("button", { name: "Start automatic slide show" }).focus();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Next slide" })).toBeFocused();
    for (const n of [1, 2, 3]) {
      await page.keyboard.press("Tab");
      await expect(region.getByRole("group", { name: `${n} of 9` }).getByRole("link")).toBeFocused();
    }
    // The carousel renders again (hover) with focus in a slide: the slide's markup stays as it is.
    await region.hover();
    await page.waitForTimeout(300);
    await expect(region.getByRole("group", { name: "3 of 9" }).getByRole("link")).toBeFocused();
    // Slide 4 is out of view, so inert: Tab leaves the carousel, which has not moved.
    await page.keyboard.press("Tab");
    expect(await region.evaluate((root) => root.contains(document.activeElement))).toBe(false);
    expect(await settledSlides(region)).toEqual(["1 of 9", "2 of 9", "3 of 9"]);
  });

  test("the slide picker (dots) moves the carousel", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    const region = await readyCarousel(carousel(page, homeLabels.brandCarousel));
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
      const region = await readyCarousel(carousel(page, name).first());
      await expect(region.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
      const before = await slidesInView(region);
      await page.waitForTimeout(2600);
      expect(await slidesInView(region), path).toEqual(before);
    }
  });

  test("variant 4 testimonials: arrows and autoplay", async ({ page }) => {
    await openHome(page, "/home4");
    const region = carousel(section(page, itSections().testimonials.heading), homeLabels.testimonialCarousel);
    // The island starts, and rotation with it, when the carousel comes near the viewport.
    await readyCarousel(region);
    await expect(region.getByRole("button", { name: "Stop automatic slide show" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Next slide" })).toBeVisible();
    expect(home4().hero.buttons.length).toBe(2);
  });
});

test.describe("counters", () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = consoleErrors(page);
  });
  test.afterEach(() => expect(errors).toEqual([]));

  test("count up once when scrolled into view and end on the final figures", async ({ page }) => {
    await openHome(page, "/home7");
    const counter = page.locator('[data-counter="450+"]');
    // The server's figure is final; the island, started while the figures are off-screen, empties them.
    await expect(counter).toHaveAttribute("data-phase", "final");
    await wakeIsland(island(page, "counters"));
    await expect(counter).toHaveAttribute("data-phase", "armed");
    await expect(counter.locator("span.absolute")).toHaveText("0+");
    // Screen readers get the final figure all along.
    await expect(counter.locator(".sr-only")).toHaveText("450+");
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute("data-phase", "running");
    await expect(counter.locator("span.absolute")).toHaveText("450+", { timeout: 4000 });
    for (const value of ["990+", "45+", "20+"]) {
      await expect(page.locator(`[data-counter="${value}"] span.absolute`)).toHaveText(value, { timeout: 4000 });
    }
  });

  test("figures already in view when the code arrives stay as they are (no jump back to zero)", async ({ page }) => {
    const held = await holdIslandModule(page, "counters");
    await openHome(page, "/home7");
    const counter = page.locator('[data-counter="450+"]');
    await counter.scrollIntoViewIfNeeded();
    await expect.poll(held.requested).toBe(true);
    held.release();
    await expect(island(page, "counters")).toHaveAttribute("data-island-ready", "");
    await page.waitForTimeout(300);
    await expect(counter).toHaveAttribute("data-phase", "final");
    await expect(counter.locator("span.absolute")).toHaveText("450+");
  });

  test("do not move under reduced motion", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    await wakeIsland(island(page, "counters"));
    const counter = page.locator('[data-counter="990+"]');
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveAttribute("data-phase", "final");
    await expect(counter.locator("span.absolute")).toHaveText("990+");
  });
});

test.describe("skill bars (home 7)", () => {
  test("fill as they scroll into view, with no script, keeping their values for screen readers", async ({ page }) => {
    const errors = consoleErrors(page);
    await openHome(page, "/home7");
    const bars = section(page, home7().skills.heading);
    await expect(bars.locator("[data-island]")).toHaveCount(0);
    const bar = bars.getByRole("progressbar").first();
    await expect(bar).toHaveAttribute("aria-valuenow", "80");
    await expectFillsOnScroll(bar, 0.8);
    expect(errors).toEqual([]);
  });

  test("stand at their values under reduced motion", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    const bar = section(page, home7().skills.heading).getByRole("progressbar").first();
    await expectFilled(bar, 0.8);
  });
});
