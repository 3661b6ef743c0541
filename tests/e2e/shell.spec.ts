import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./shell-helpers";

const BANNER = "A Professional SEO & Digital Marketing Company Serving Businesses Worldwide";

const desktopNav = (page: Page) => page.getByRole("banner").locator("nav").first();
const mobileNav = (page: Page) => page.getByRole("banner").locator("nav.mobile-menu");

async function hrefOf(scope: Locator, name: string): Promise<string | null> {
  return scope.getByRole("link", { name, exact: true }).getAttribute("href");
}

test.describe("header", () => {
  test("shows the banner text, the logo linking home and the navigation of the spec", async ({ page }) => {
    await gotoHydrated(page, "/about");
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
    await expect(nav.getByRole("button", { name: "Company" })).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("button", { name: "Our Work menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("shows Careers and Case Studies as 'Soon' placeholders that are neither links nor focusable", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const label of ["Careers", "Case Studies"]) {
      await expect(page.locator("a", { hasText: label })).toHaveCount(0);
      const item = page.getByRole("banner").locator("li", { hasText: label }).last();
      await expect(item).toContainText("Soon");
      expect(await item.locator("a, button, [tabindex]").count()).toBe(0);
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
      await gotoHydrated(page, path);
      const bar = page.locator("[data-header-state]");
      const cta = bar.locator('a[href="/contact"]', { hasText: label }).first();
      await expect(cta).toBeVisible();
      await expect(cta).toHaveText(label);
    });
  }

  test("the current page is marked in the navigation", async ({ page }) => {
    await gotoHydrated(page, "/service");
    await expect(desktopNav(page).getByRole("link", { name: "Our Services" })).toHaveAttribute("aria-current", "page");
    await expect(desktopNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
  });

  test("a navigation link pressed with Enter keeps the focus and becomes the current page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const blog = desktopNav(page).getByRole("link", { name: "Blog" });
    await blog.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("h1")).toHaveText("Blog & News");
    await expect(blog).toBeFocused();
    await expect(blog).toHaveAttribute("aria-current", "page");
  });
});

test.describe("dropdowns (APG disclosure navigation)", () => {
  test("open with Enter and Space, close with Escape and return focus to the button", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = desktopNav(page);
    const company = nav.getByRole("button", { name: "Company" });
    const aboutLink = nav.getByRole("link", { name: "About Us" });
    await expect(aboutLink).toBeHidden();

    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(aboutLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(aboutLink).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeFocused();
    // Careers is a placeholder: Tab skips it and leaves the submenu, which closes.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Our Work" })).toBeFocused();
    await expect(company).toHaveAttribute("aria-expanded", "false");

    await company.focus();
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(aboutLink).toBeHidden();
    await expect(company).toBeFocused();

    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("a keyboard user reaches a submenu page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const work = desktopNav(page).getByRole("button", { name: "Our Work menu" });
    await work.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(desktopNav(page).getByRole("link", { name: "Testimonials" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/testimonial");
    await expect(page.locator("h1")).toHaveText("Testimonials");
    await expect(work).toHaveAttribute("aria-expanded", "false");
  });

  test("open on hover and on click; a click elsewhere closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = desktopNav(page);
    const company = nav.getByRole("button", { name: "Company" });
    await company.hover();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeVisible();
    // The click that follows hovering keeps it open.
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(700, 600);
    await expect(company).toHaveAttribute("aria-expanded", "false");

    await page.mouse.click(700, 600);
    await company.click();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("contentinfo").click({ position: { x: 5, y: 5 } });
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("replaces the navigation below 992 px and works by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(desktopNav(page)).toBeHidden();
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
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

    const company = menu.getByRole("button", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Enter");
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByText("Careers")).toBeVisible();
    await expect(menu.getByRole("link", { name: "Our Team" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
    await expect(company).toBeFocused();

    // Escape at the menu level closes the menu and returns focus to the toggle.
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("following a link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const menu = mobileNav(page);
    await menu.getByRole("button", { name: "Our Work menu" }).click();
    await menu.getByRole("link", { name: "Portfolio" }).click();
    await expect(page).toHaveURL("/project");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute("aria-expanded", "false");
  });

  test("the toggle is not shown at 992 px and above", async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    await expect(desktopNav(page)).toBeVisible();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
    await expect(desktopNav(page)).toBeHidden();
  });
});

test.describe("header scroll states", () => {
  test("default at the top, sticky scrolling down, shown scrolling up, without layout shift", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const bar = page.locator("[data-header-state]");
    const mainTop = () => page.evaluate(() => document.getElementById("main")!.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await expect(bar).toHaveAttribute("data-header-state", "default");

    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(bar).toHaveAttribute("data-header-state", "sticky");
    await expect(bar).toHaveCSS("position", "fixed");
    await expect(bar).not.toBeInViewport();
    expect(await mainTop()).toBe(before);

    await page.mouse.wheel(0, -300);
    await expect(bar).toHaveAttribute("data-header-state", "shown");
    await expect(bar).toBeInViewport();
    await expect.poll(() => bar.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("data-header-state", "default");
    await expect(bar).toHaveCSS("position", "relative");
    expect(await mainTop()).toBe(before);
  });

  test("a keyboard user tabbing into the tucked-away header sees it", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const bar = page.locator("[data-header-state]");
    await page.mouse.move(700, 500);
    await page.mouse.wheel(0, 900);
    await expect(bar).toHaveAttribute("data-header-state", "sticky");
    await page.getByRole("link", { name: "Nexora home" }).first().focus();
    await expect(bar).toBeInViewport();
  });
});

test.describe("footer", () => {
  test("holds the blurb, socials without links and the spec's link lists", async ({ page }) => {
    await gotoHydrated(page, "/contact");
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
    for (const label of ["Terms & Conditions", "Privacy Policy"]) {
      await expect(footer.getByText(label)).toBeVisible();
      await expect(footer.locator("a", { hasText: label })).toHaveCount(0);
    }
  });

  test("footer links navigate", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog & News" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.locator("h1")).toHaveText("Blog & News");
  });
});

test.describe("scroll-to-top arrow", () => {
  for (const path of ["/home2", "/home3"]) {
    test(`${path} has a working scroll-to-top arrow`, async ({ page }) => {
      await gotoHydrated(page, path);
      const arrow = page.getByRole("link", { name: "Back to top" });
      await expect(arrow).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(arrow).toBeVisible();
      await arrow.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
  for (const path of ["/", "/home4", "/about"]) {
    test(`${path} has no scroll-to-top arrow`, async ({ page }) => {
      await gotoHydrated(page, path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.locator('a[href="#main"]', { hasText: "Back to top" })).toHaveCount(0);
    });
  }
});

test.describe("inner page banner", () => {
  test("has a Home breadcrumb and the partner marquee with a pause control", async ({ page }) => {
    await gotoHydrated(page, "/team");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveCount(2);
    await crumbs.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");

    await gotoHydrated(page, "/team");
    const marquee = page.getByRole("region", { name: "Our partners" });
    await expect(marquee.getByRole("img")).toHaveCount(7);
    const track = marquee.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    const pause = marquee.getByRole("button", { name: "Pause partner logos animation" });
    await pause.click();
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await pause.press("Enter");
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("the marquee does not move under reduced motion", async ({ page }) => {
    // page.emulateMedia: the reducedMotion context option does not reach Debian's Chromium.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/about");
    const marquee = page.getByRole("region", { name: "Our partners" });
    await expect(marquee.locator(".marquee-track")).toHaveCSS("animation-name", "none");
    await expect(marquee.getByRole("button")).toBeHidden();
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

  test("client navigation between light and dark pages switches the theme", async ({ page }) => {
    await gotoHydrated(page, "/aboutdark");
    await expect(page.locator("html")).toHaveClass("dark");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).not.toHaveClass("dark");
  });
});
