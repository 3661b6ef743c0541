import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoReady, reveal } from "./shell-helpers";

const BANNER = "A Professional SEO & Digital Marketing Company Serving Businesses Worldwide";
/** The light theme's brand text colour (--c-brand-ink), which marks the current page. */
const BRAND_INK = "rgb(29, 63, 196)";

// The main navigation (the top bar has the language switcher, a navigation landmark of its own).
const desktopNav = (page: Page) => page.getByRole("banner").getByRole("navigation", { name: "Main", exact: true });
const mobileNav = (page: Page) => page.getByRole("banner").locator("nav.mobile-menu");
const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
/** A mobile submenu's summary, by its name (a button to assistive technology; Playwright gives summaries no role). */
const summary = (menu: Locator, name: string) =>
  menu
    .locator("summary")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .or(menu.locator(`summary[aria-label="${name}"]`));
const isOpen = (el: Locator) => el.evaluate((e) => e.matches(":popover-open"));

async function hrefOf(scope: Locator, name: string): Promise<string | null> {
  return scope.getByRole("link", { name, exact: true }).getAttribute("href");
}

test.describe("header", () => {
  test("shows the banner text, the logo linking home and the navigation of the spec", async ({ page }) => {
    await gotoReady(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByText(BANNER)).toBeVisible();
    await expect(header.getByRole("link", { name: "Nexora home" })).toHaveAttribute("href", "/");

    const nav = desktopNav(page);
    await expect(nav).toBeVisible();
    expect(await hrefOf(nav, "Home")).toBe("/");
    expect(await hrefOf(nav, "Our Work")).toBe("/project");
    expect(await hrefOf(nav, "Our Services")).toBe("/service");
    expect(await hrefOf(nav, "Blog")).toBe("/blog");
    // Submenu links exist in the document even while their list is closed.
    const submenuHref = (label: string) => nav.locator("a", { hasText: label }).getAttribute("href");
    expect(await submenuHref("About Us")).toBe("/about");
    expect(await submenuHref("Our Team")).toBe("/team");
    expect(await submenuHref("Portfolio")).toBe("/project");
    expect(await submenuHref("Testimonials")).toBe("/testimonial");
    // The header module mirrors the popovers' state in aria-expanded once it runs.
    await expect(nav.getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Our Work menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("shows Careers and Case Studies as 'Soon' placeholders that are neither links nor focusable", async ({ page }) => {
    await gotoReady(page, "/");
    for (const label of ["Careers", "Case Studies"]) {
      await expect(page.locator("a", { hasText: label })).toHaveCount(0);
      const item = page.getByRole("banner").locator("li", { hasText: label }).last();
      await expect(item).toContainText("Soon");
      expect(await item.locator("a, button, summary, [tabindex]").count()).toBe(0);
    }
  });

  const ctas = [
    { path: "/", label: "Get A Quote" },
    { path: "/about", label: "Get A Quote" },
    { path: "/aboutdark", label: "Get A Quote" },
    { path: "/home4", label: "Get A Quote" },
    { path: "/home3", label: "Get Started Now" },
    { path: "/home7", label: "Contact Us" },
  ];
  for (const { path, label } of ctas) {
    test(`the call-to-action on ${path} reads '${label}' and goes to /contact`, async ({ page }) => {
      await gotoReady(page, path);
      const bar = page.locator("[data-header-state]");
      const cta = bar.locator('a[href="/contact"]', { hasText: label }).first();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveText(label);
    });
  }

  test("the current page is marked in the navigation, whatever the casing of its address", async ({ page }) => {
    await gotoReady(page, "/SERVICE");
    const link = desktopNav(page).getByRole("link", { name: "Our Services" });
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(link).toHaveCSS("color", BRAND_INK);
    await expect(desktopNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a navigation link pressed with Enter loads its page, which marks the link as current", async ({ page }) => {
    await gotoReady(page, "/");
    await desktopNav(page).getByRole("link", { name: "Blog" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/blog");
    await page.waitForFunction(() => document.documentElement.dataset.header === "ready");
    await expect(page.locator("h1")).toHaveText("Blog & News");
    await expect(desktopNav(page).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("dropdowns (APG disclosure navigation on popovers)", () => {
  test("open with Enter and Space, close with Escape and return focus to the button", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = desktopNav(page);
    const company = nav.getByRole("button", { name: "Company" });
    const aboutLink = nav.getByRole("link", { name: "About Us" });
    await expect(aboutLink).toBeHidden();

    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(aboutLink).toBeVisible();
    // The list comes next in the focus order, right after its button.
    await page.keyboard.press("Tab");
    await expect(aboutLink).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeFocused();
    // Careers is a placeholder: Tab skips it and leaves the submenu, which closes.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Work" })).toBeFocused();
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(aboutLink).toBeHidden();

    await company.focus();
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(aboutLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(aboutLink).toBeHidden();
    await expect(company).toBeFocused();

    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    // Escape on the button itself closes too.
    await page.keyboard.press("Enter");
    await expect(aboutLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(aboutLink).toBeHidden();
    await expect(company).toBeFocused();
  });

  test("a keyboard user reaches a submenu page, which loads with the link marked current", async ({ page }) => {
    await gotoReady(page, "/");
    const work = desktopNav(page).getByRole("button", { name: "Our Work menu" });
    await work.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(desktopNav(page).getByRole("link", { name: "Testimonials" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/testimonial");
    await expect(page.locator("h1")).toHaveText("Testimonials");
    await page.waitForFunction(() => document.documentElement.dataset.header === "ready");
    await expect(work).toHaveAttribute("aria-expanded", "false");
    await expect(desktopNav(page).locator('a[href="/testimonial"]')).toHaveAttribute("aria-current", "page");
  });

  test("open on hover; the click that follows keeps it open; leaving closes it", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = desktopNav(page);
    const company = nav.getByRole("button", { name: "Company" });
    await company.hover();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeVisible();
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    // The pointer can travel from the entry into its list without closing it.
    await nav.getByRole("link", { name: "Our Team" }).hover();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(700, 600);
    await expect(company).toHaveAttribute("aria-expanded", "false");
    // A second click after a hover-open closes it, as a click on an open disclosure does.
    await company.hover();
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("one submenu at a time, and a click elsewhere closes it", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = desktopNav(page);
    const company = nav.getByRole("button", { name: "Company" });
    const work = nav.getByRole("button", { name: "Our Work menu" });
    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await work.hover();
    await expect(work).toHaveAttribute("aria-expanded", "true");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".nav-submenu:popover-open")).toHaveCount(1);

    // Opened by keyboard with the pointer resting elsewhere, a click outside closes it.
    await page.mouse.move(700, 600);
    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(700, 600);
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "About Us" })).toBeHidden();
  });

  test("a submenu sits right under its entry, aligned with it", async ({ page }) => {
    await gotoReady(page, "/");
    const nav = desktopNav(page);
    for (const name of ["Company", "Our Work menu"]) {
      const button = nav.getByRole("button", { name });
      await button.focus();
      await page.keyboard.press("Enter");
      const item = button.locator("xpath=ancestor::li[1]");
      const list = item.locator("ul[popover]");
      await expect(list).toBeVisible();
      const [li, ul] = [await item.boundingBox(), await list.boundingBox()];
      expect(Math.abs(ul!.y - (li!.y + li!.height))).toBeLessThanOrEqual(1);
      expect(Math.abs(ul!.x - li!.x)).toBeLessThanOrEqual(1);
      await page.keyboard.press("Escape");
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("replaces the navigation below 992 px and works by keyboard", async ({ page }) => {
    await gotoReady(page, "/about");
    await expect(desktopNav(page)).toBeHidden();
    const toggle = menuToggle(page);
    const menu = mobileNav(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    for (const label of ["Home", "Our Work", "Our Services", "Blog", "Get A Quote"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByText("Careers")).toBeHidden();

    // The menu comes next in the focus order: its first link, then the Company summary.
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "Home" })).toBeFocused();
    await page.keyboard.press("Tab");
    const company = summary(menu, "Company");
    await expect(company).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(company.locator("..")).toHaveJSProperty("open", true);
    await expect(menu.getByText("Careers")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeVisible();
    // Escape in an open submenu closes the submenu only, focus back on its summary.
    await page.keyboard.press("Escape");
    await expect(company.locator("..")).toHaveJSProperty("open", false);
    await expect(company).toBeFocused();
    await expect(menu).toBeVisible();

    // Space opens it too; Escape from a link inside it closes it, focus back on the summary.
    await page.keyboard.press("Space");
    await expect(company.locator("..")).toHaveJSProperty("open", true);
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link", { name: "About Us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(company.locator("..")).toHaveJSProperty("open", false);
    await expect(company).toBeFocused();
    await expect(menu).toBeVisible();

    // Escape at the menu level closes the menu and returns focus to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("one submenu open at a time; they open in the flow of the menu", async ({ page }) => {
    await gotoReady(page, "/");
    await menuToggle(page).click();
    const menu = mobileNav(page);
    const services = menu.getByRole("link", { name: "Our Services" });
    const before = (await services.boundingBox())!.y;
    await summary(menu, "Company").click();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeVisible();
    // The entries below move down: the submenu takes room in the menu, it does not float.
    expect((await services.boundingBox())!.y).toBeGreaterThan(before + 100);
    await summary(menu, "Our Work menu").click();
    await expect(menu.getByRole("link", { name: "Testimonials" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeHidden();
    await expect(menu.locator("details[open]")).toHaveCount(1);
  });

  test("following a link loads the page, with the menu closed and the link marked current", async ({ page }) => {
    await gotoReady(page, "/");
    await menuToggle(page).click();
    const menu = mobileNav(page);
    await summary(menu, "Our Work menu").click();
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/project");
    await page.waitForFunction(() => document.documentElement.dataset.header === "ready");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu.locator("a", { hasText: "Portfolio" })).toHaveAttribute("aria-current", "page");
  });

  test("sits under the bar, full width; a tap outside closes it; the icon follows its state", async ({ page }) => {
    await gotoReady(page, "/about");
    const toggle = menuToggle(page);
    const menu = mobileNav(page);
    await expect(toggle.locator(".menu-icon-open")).toBeVisible();
    await expect(toggle.locator(".menu-icon-close")).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle.locator(".menu-icon-open")).toBeHidden();
    await expect(toggle.locator(".menu-icon-close")).toBeVisible();
    const bar = (await page.locator("[data-header-state]").boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(Math.abs(box.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);

    await page.mouse.click(187, 780);
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the toggle is not shown at 992 px and above; widening closes an open menu", async ({ page }) => {
    await gotoReady(page, "/");
    await menuToggle(page).click();
    await expect(mobileNav(page)).toBeVisible();
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(menuToggle(page)).toBeHidden();
    await expect(desktopNav(page)).toBeVisible();
    await expect.poll(() => isOpen(mobileNav(page))).toBe(false);
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(menuToggle(page)).toBeVisible();
    await expect(desktopNav(page)).toBeHidden();
    await expect(mobileNav(page)).toBeHidden();
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu before the header module arrives", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("opens within one frame of the first tap", async ({ page }) => {
    // Hold the header module back until the end of the test.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/header-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about", { waitUntil: "commit" });
    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    // In the page: on the tap's click, look at the menu in the next frame.
    await page.evaluate(() => {
      addEventListener(
        "click",
        () =>
          requestAnimationFrame(() => {
            const menu = document.getElementById("mobile-menu")!;
            (window as unknown as { seen: unknown }).seen = {
              open: menu.matches(":popover-open"),
              height: menu.getBoundingClientRect().height,
              module: document.documentElement.dataset.header ?? null,
            };
          }),
        { once: true },
      );
    });
    await toggle.tap();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen?: unknown }).seen))
      .toEqual({ open: true, height: expect.any(Number), module: null });
    expect(await page.evaluate(() => (window as unknown as { seen: { height: number } }).seen.height)).toBeGreaterThan(200);
    await expect(mobileNav(page).getByRole("link", { name: "Our Services" })).toBeVisible();

    // Once the module runs, it reads the state it finds: the open menu.
    release();
    await page.waitForFunction(() => document.documentElement.dataset.header === "ready");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

test.describe("browsers without CSS anchor positioning", () => {
  // The module's fallback is chosen by CSS.supports; its inline top/left win over the stylesheet.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = ((...args: [string, string?]) =>
        /anchor/.test(args.join(" ")) ? false : supports(...(args as [string]))) as typeof CSS.supports;
    });
  });

  test("a desktop submenu is placed under its entry as it opens", async ({ page }) => {
    await gotoReady(page, "/");
    const work = desktopNav(page).getByRole("button", { name: "Our Work menu" });
    await work.focus();
    await page.keyboard.press("Enter");
    const list = page.locator(".nav-submenu:popover-open");
    await expect(list).toHaveAttribute("style", /top: \d/);
    const [li, ul] = [await work.locator("xpath=ancestor::li[1]").boundingBox(), await list.boundingBox()];
    expect(Math.abs(ul!.y - (li!.y + li!.height))).toBeLessThanOrEqual(1);
    expect(Math.abs(ul!.x - li!.x)).toBeLessThanOrEqual(1);
  });

  test("the mobile menu is placed under the bar as it opens", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, "/about");
    await menuToggle(page).click();
    const menu = mobileNav(page);
    await expect(menu).toHaveAttribute("style", /top: \d/);
    const bar = (await page.locator("[data-header-state]").boundingBox())!;
    const box = (await menu.boundingBox())!;
    expect(Math.abs(box.y - (bar.y + bar.height))).toBeLessThanOrEqual(1);
    expect(box.width).toBe(375);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu and its submenus work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    const menu = mobileNav(page);
    await expect(menu).toBeHidden();
    await menuToggle(page).click();
    await expect(menu).toBeVisible();
    // Without the module no aria-expanded is set: the browser's own expanded state stands.
    await expect(menuToggle(page)).not.toHaveAttribute("aria-expanded");
    await summary(menu, "Company").click();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeVisible();
    await summary(menu, "Our Work menu").click();
    await expect(menu.getByRole("link", { name: "Testimonials" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the desktop submenus open, one at a time, and close with Escape", async ({ page }) => {
    await page.goto("/");
    const nav = desktopNav(page);
    await nav.getByRole("button", { name: "Company" }).click();
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeVisible();
    await nav.getByRole("button", { name: "Our Work menu" }).click();
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeHidden();
  });

  test("the FAQ accordion opens and closes, one answer at a time", async ({ page }) => {
    await page.goto("/service/service-details");
    const faq = page
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Frequently Asked Question" }) })
      .last();
    const items = faq.locator("details");
    await expect(items).toHaveCount(4);
    await expect(items.nth(0)).toHaveJSProperty("open", true);
    await reveal(items.nth(1).locator("summary"));
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await items.nth(1).locator("summary").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });
});

test.describe("header scroll states", () => {
  test("default at the top, sticky scrolling down, shown scrolling up, without layout shift", async ({ page }) => {
    await gotoReady(page, "/about");
    const bar = page.locator("[data-header-state]");
    const mainTop = () => page.evaluate(() => document.getElementById("main")!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await expect(bar).toHaveAttribute("data-header-state", "default");

    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(bar).toHaveAttribute("data-header-state", "sticky");
    await expect(bar).toHaveCSS("position", "fixed");
    await expect(bar).not.toBeInViewport();
    // Going fixed does not slide: the bar must not flash in on its way out.
    await expect(bar).not.toHaveAttribute("data-header-animate");
    expect(await mainTop()).toBe(before);

    await page.mouse.wheel(0, -300);
    await expect(bar).toHaveAttribute("data-header-state", "shown");
    await expect(bar).toHaveAttribute("data-header-animate");
    await expect(bar).toBeInViewport();
    await expect.poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar).toHaveAttribute("data-header-state", "default");
    await expect(bar).toHaveCSS("position", "relative");
    await expect(bar).not.toHaveAttribute("data-header-animate");
    expect(await mainTop()).toBe(before);
  });

  test("a keyboard user tabbing into the tucked-away header sees it", async ({ page }) => {
    await gotoReady(page, "/about");
    const bar = page.locator("[data-header-state]");
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(bar).toHaveAttribute("data-header-state", "sticky");
    await page.getByRole("link", { name: "Nexora home" }).first().focus();
    await expect(bar).toBeInViewport();
  });

  test("the mobile menu stays under the bar while the page scrolls", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, "/about");
    const bar = page.locator("[data-header-state]");
    await menuToggle(page).click();
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await expect(bar).toHaveAttribute("data-header-state", "sticky");
    // Sticky, but not tucked away while its menu is open.
    await expect.poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
    const menu = mobileNav(page);
    await expect(menu).toBeVisible();
    await expect.poll(async () => Math.round((await menu.boundingBox())!.y)).toBe(80);
  });
});

test.describe("footer", () => {
  test("holds the blurb, socials without links and the spec's link lists", async ({ page }) => {
    await gotoReady(page, "/contact");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("innovative technology solutions tailored");

    const socials = footer.getByRole("list", { name: /social media/ });
    await expect(socials.getByRole("listitem")).toHaveCount(4);
    await expect(socials.locator("a")).toHaveCount(0);
    for (const name of ["Facebook", "X", "LinkedIn", "Instagram"]) {
      await expect(socials.getByRole("img", { name })).toBeVisible();
    }

    const column = (heading: string) => footer.locator("div", { has: page.getByRole("heading", { name: heading }) }).last();
    const services = column("Service We Offer");
    for (const label of ["Cloud Computing Solution", "Cybersecurity & Compliance", "Software Development", "It Consulting & Support"]) {
      expect(await hrefOf(services, label)).toBe("/service/service-details");
    }
    const useful = column("Useful Links");
    const expected: Record<string, string> = {
      "About Us": "/about",
      "Our Services": "/service",
      "Blog & News": "/blog",
      Project: "/project",
      "Contact Us": "/contact",
    };
    for (const [label, href] of Object.entries(expected)) expect(await hrefOf(useful, label)).toBe(href);

    const contact = column("Contact Us");
    const tel = contact.locator('a[href^="tel:"]');
    await expect(tel).toHaveCount(2);
    for (const href of await tel.evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
      expect(href).toMatch(/^tel:\+\d{7,15}$/);
    }
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(contact).toContainText("www.");

    await expect(footer).toContainText("© 2024");
    const legal = footer.getByRole("list", { name: "Legal" });
    expect(await hrefOf(legal, "Terms & Conditions")).toBe("/terms-conditions");
    expect(await hrefOf(legal, "Privacy Policy")).toBe("/privacy-policy");
    expect(await hrefOf(legal, "Legal Notice")).toBe("/legal-notice");
  });

  test("footer links navigate", async ({ page }) => {
    await gotoReady(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog & News" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("h1")).toHaveText("Blog & News");
  });
});

test.describe("scroll-to-top arrow", () => {
  for (const path of ["/home2", "/home3"]) {
    test(`${path} has a working scroll-to-top arrow`, async ({ page }) => {
      await gotoReady(page, path);
      const arrow = page.getByRole("link", { name: "Back to top" });
      // Hidden at the top: neither shown, nor focusable, nor in the accessibility tree.
      await expect(arrow).toHaveCount(0);
      await expect(page.locator("[data-scroll-top]")).toHaveAttribute("tabindex", "-1");
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await expect(arrow).toHaveCount(0);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
      await expect(arrow).toBeVisible();
      await expect(arrow).not.toHaveAttribute("tabindex");
      await arrow.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.locator("#main")).toBeFocused();
      await expect(page).not.toHaveURL(/#main$/);
      await expect(arrow).toHaveCount(0);
    });
  }

  test("a page that loads scrolled down (reload) shows the arrow and the bar's scrolled state", async ({ page }) => {
    await gotoReady(page, "/home2");
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
    await expect(page.getByRole("link", { name: "Back to top" })).toBeVisible();
    // The module measures nothing at start; the restored position is caught after load.
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect(page.getByRole("link", { name: "Back to top" })).toBeVisible();
    await expect(page.locator("[data-header-state]")).not.toHaveAttribute("data-header-state", "default");
  });

  for (const path of ["/", "/home4", "/about"]) {
    test(`${path} has no scroll-to-top arrow`, async ({ page }) => {
      await gotoReady(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('a[href="#main"]', { hasText: "Back to top" })).toHaveCount(0);
    });
  }
});

test.describe("inner page banner", () => {
  test("has a Home breadcrumb and the partner marquee with a pause control", async ({ page }) => {
    await gotoReady(page, "/team");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveCount(2);
    await crumbs.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");

    await gotoReady(page, "/team");
    const marquee = page.getByRole("region", { name: "Our partners" });
    await expect(marquee.getByRole("img")).toHaveCount(7);
    const track = marquee.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // A native checkbox (checked = paused) styled as a round button: no script.
    const pause = marquee.getByRole("checkbox", { name: "Pause partner logos animation" });
    await pause.click();
    await expect(pause).toBeChecked();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await pause.press("Space");
    await expect(pause).not.toBeChecked();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("the marquee does not move under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoReady(page, "/about");
    const marquee = page.getByRole("region", { name: "Our partners" });
    await expect(marquee.locator(".marquee-track")).toHaveCSS("animation-name", "none");
    await expect(marquee.getByRole("checkbox")).toBeHidden();
  });
});

test.describe("dark theme", () => {
  test("dark routes are dark from the first paint and light routes are light", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/aboutdark");
    await expect(page.locator("html")).toHaveClass("dark");
    const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bodyBg()).toBe("rgb(10, 15, 31)");
    await page.goto("/about");
    await expect(page.locator("html")).not.toHaveClass("dark");
    expect(await bodyBg()).toBe("rgb(255, 255, 255)");
    await context.close();
  });

  test("following a link from a dark page to a light one loads it light", async ({ page }) => {
    await gotoReady(page, "/aboutdark");
    await expect(page.locator("html")).toHaveClass("dark");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).not.toHaveClass("dark");
  });
});
