/**
 * The main home page and home variants 2, 3, 4, 5 and 7: their sections in the order of the
 * spec, labels, figures and link targets; server HTML without JavaScript; and axe.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { homeLabels } from "../../app/content/home";
import { home2 } from "../../app/content/home2";
import { home3 } from "../../app/content/home3";
import { home4 } from "../../app/content/home4";
import { home5 } from "../../app/content/home5";
import { home7 } from "../../app/content/home7";
import { homeMain } from "../../app/content/home-main";
import { itSections } from "../../app/content/it-sections";
import { highlights } from "../../app/content/highlights";
import { pricingPlans } from "../../app/content/pricing";
import { counters, skills, skillsVariant7 } from "../../app/content/stats";
import { HOME_PATHS, openHome, section, sectionOrder, stubVideoHost } from "./home-support";
import { axeViolations } from "./axe";
import { visit } from "./inner-support";

// A service card names its service for the detail page's quote form.
const SERVICE_CARD_HREF = /^\/service\/service-details\?service=[a-z0-9-]+$/;

async function expectHrefs(links: Locator, href: string | RegExp, count: number) {
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", href);
}

async function expectLink(scope: Locator | Page, name: string, href: string) {
  await expect(scope.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
}

/** The two progress bars of the IT variants' about block, with their values. */
async function expectSkillBars(scope: Locator, expected: { label: string; value: number }[]) {
  const bars = scope.getByRole("progressbar");
  await expect(bars).toHaveCount(expected.length);
  for (const [i, skill] of expected.entries()) {
    await expect(bars.nth(i)).toHaveAccessibleName(skill.label);
    await expect(bars.nth(i)).toHaveAttribute("aria-valuenow", String(skill.value));
    await expect(scope.getByText(`${skill.value}%`, { exact: true })).toBeVisible();
  }
}

async function expectExperienceBadge(scope: Locator) {
  await expect(scope.getByText("25", { exact: true })).toBeVisible();
  await expect(scope.getByText("Years Experience", { exact: true })).toBeVisible();
}

async function expectHowItWorks(page: Page) {
  const steps = section(page, itSections().howItWorks.heading).getByRole("listitem");
  await expect(steps).toHaveCount(5);
}

async function expectSubscribe(page: Page, heading: string, placeholder: string) {
  const band = section(page, heading);
  const email = band.getByRole("textbox");
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("placeholder", placeholder);
}

async function expectSolution(page: Page) {
  await expectLink(section(page, itSections().solution.heading), itSections().solution.cta.label, "/service");
}

test.describe("main home page /", () => {
  test("has the ten sections of the spec in order", async ({ page }) => {
    await openHome(page, "/");
    expect(await sectionOrder(page)).toEqual([
      homeMain().hero.heading,
      homeLabels.highlights,
      homeMain().about.heading,
      homeMain().services.heading,
      homeMain().work.heading,
      homeMain().projects.heading,
      homeMain().pricing.heading,
      homeMain().testimonials.heading,
      homeMain().blog.heading,
      homeMain().cta.heading,
    ]);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(homeMain().hero.heading);
  });

  test("hero, highlights, about, services and work: labels and link targets", async ({ page }) => {
    await openHome(page, "/");
    const hero = section(page, homeMain().hero.heading);
    await expectLink(hero, "Speak to an SEO Expert", "/contact");
    await expect(hero.getByRole("button", { name: "Play introduction video" })).toBeVisible();

    const strip = page.getByRole("region", { name: homeLabels.highlights });
    await expect(strip.getByRole("listitem")).toHaveCount(4);
    for (const [figure, label] of [
      ["4x", "award-winning agency"],
      ["24/7", "client support"],
      ["2.5K+", "campaigns managed"],
      ["150K+", "keywords optimized"],
    ]) {
      await expect(strip.getByRole("listitem").filter({ hasText: figure })).toContainText(label);
    }
    expect(highlights()).toHaveLength(4);

    await expectLink(section(page, homeMain().about.heading), "Discover More about Nexora", "/about");
    await expectHrefs(section(page, homeMain().services.heading).getByRole("link"), SERVICE_CARD_HREF, 12);

    const work = section(page, homeMain().work.heading);
    await expectLink(work, "Discover More", "/contact");
    await expectHrefs(work.getByRole("listitem").getByRole("link"), "/service/service-details", homeMain().work.items.length);
  });

  test("projects, pricing, testimonials, blog and call to action: labels and link targets", async ({ page }) => {
    await openHome(page, "/", { reduced: true });
    const slider = section(page, homeMain().projects.heading);
    await expect(slider.getByRole("group")).toHaveCount(9);
    await expectHrefs(slider.locator("[aria-roledescription='slide'] a"), "/project/project-details", 9);

    const pricing = section(page, homeMain().pricing.heading);
    const plans = pricing.getByRole("article");
    await expect(plans).toHaveCount(3);
    for (const [i, [title, price]] of [
      ["Basic", "$9.9"],
      ["Standard", "$19.9"],
      ["Premium", "$9.9"],
    ].entries()) {
      await expect(plans.nth(i).getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(plans.nth(i).getByText(price, { exact: true })).toBeVisible();
      await expect(plans.nth(i).getByText("per month", { exact: true })).toBeVisible();
      const buy = plans.nth(i).getByRole("link", { name: new RegExp(`^Buy Now\\W+${title} plan$`) });
      await expect(buy).toHaveAttribute("href", `/contact?plan=${title}`);
    }
    await expect(plans.nth(1)).toContainText("Most Popular");
    await expect(plans.nth(0)).not.toContainText("Most Popular");
    expect(pricingPlans().map((p) => p.price)).toEqual(["$9.9", "$19.9", "$9.9"]);

    const reviews = section(page, homeMain().testimonials.heading);
    await expect(reviews.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(reviews.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(reviews.getByRole("button", { name: /automatic slide show/ })).toHaveCount(0);

    await expectHrefs(section(page, homeMain().blog.heading).getByRole("article").getByRole("link"), "/blog/blog-details", 6);

    const cta = section(page, homeMain().cta.heading);
    await expectLink(cta, "Request a Consultaion", "/service");
    await expectLink(cta, "Explore Solution", "/service");
  });

  test("has no placeholder '#' links", async ({ page }) => {
    await openHome(page, "/");
    await expect(page.locator("#main a[href='#'], #main a:not([href])")).toHaveCount(0);
  });
});

test.describe("home variant 2", () => {
  test("common sections in order, with their figures", async ({ page }) => {
    await openHome(page, "/home2");
    expect(await sectionOrder(page)).toEqual([
      home2().hero.heading,
      itSections().about.heading,
      itSections().services.heading,
      itSections().solution.heading,
      itSections().howItWorks.heading,
      itSections().team.heading,
      itSections().testimonials.heading,
      itSections().blog.heading,
      itSections().subscribe.heading,
    ]);
    await expect(section(page, home2().hero.heading).getByRole("button", { name: "Play introduction video" })).toBeVisible();
    const about = section(page, itSections().about.heading);
    await expectSkillBars(about, skills());
    await expectExperienceBadge(about);
    await expectHrefs(section(page, itSections().services.heading).getByRole("article").getByRole("link"), SERVICE_CARD_HREF, 12);
    await expectSolution(page);
    await expectHowItWorks(page);
    await expect(section(page, itSections().team.heading).getByRole("article")).toHaveCount(4);
    const reviews = section(page, itSections().testimonials.heading);
    await expect(reviews.locator("[aria-roledescription='slide']")).toHaveCount(6);
    await expect(reviews.getByRole("button", { name: /automatic slide show/ })).toBeVisible();
    await expectHrefs(section(page, itSections().blog.heading).getByRole("article").getByRole("link"), "/blog/blog-details", 4);
    await expectSubscribe(page, itSections().subscribe.heading, "Enter Your Email");
  });
});

test.describe("home variant 3", () => {
  test("common sections plus services grid, STEP 01–04, gallery and two FAQs, in order", async ({ page }) => {
    await openHome(page, "/home3");
    expect(await sectionOrder(page)).toEqual([
      home3().hero.heading,
      itSections().about.heading,
      home3().servicesGrid.heading,
      home3().steps.heading,
      itSections().solution.heading,
      itSections().howItWorks.heading,
      home3().gallery.heading,
      itSections().team.heading,
      itSections().testimonials.heading,
      home3().faq.heading,
      itSections().blog.heading,
      home3().subscribe.heading,
    ]);
    await expectSkillBars(section(page, itSections().about.heading), skills());
    await expect(section(page, home3().servicesGrid.heading).getByRole("article")).toHaveCount(6);
    const steps = section(page, home3().steps.heading).getByRole("listitem");
    await expect(steps).toHaveCount(4);
    for (const [i, label] of ["STEP 01", "STEP 02", "STEP 03", "STEP 04"].entries()) {
      await expect(steps.nth(i)).toContainText(label);
    }
    await expectSolution(page);
    await expectHowItWorks(page);
    await expect(section(page, home3().gallery.heading).getByRole("tab")).toHaveText([
      "Software",
      "Development",
      "IT",
      "Solution",
      "Cybersecurity",
    ]);
    await expect(section(page, itSections().team.heading).getByRole("article")).toHaveCount(4);
    await expect(section(page, itSections().testimonials.heading).locator("[aria-roledescription='slide']")).toHaveCount(6);
    await expect(section(page, itSections().blog.heading).getByRole("article")).toHaveCount(2);
    await expectSubscribe(page, home3().subscribe.heading, "Enter Your email");
  });
});

test.describe("home variant 4", () => {
  test("hero logo carousel, '25 Years Experience', four services, six steps, four projects, in order", async ({ page }) => {
    await openHome(page, "/home4");
    expect(await sectionOrder(page)).toEqual([
      home4().hero.heading,
      home4().about.heading,
      home4().services.heading,
      home4().steps.heading,
      itSections().solution.heading,
      itSections().howItWorks.heading,
      home4().projects.heading,
      itSections().team.heading,
      itSections().testimonials.heading,
      itSections().blog.heading,
      itSections().subscribe.heading,
    ]);
    const hero = section(page, home4().hero.heading);
    await expect(hero.getByRole("region", { name: homeLabels.partnerCarousel })).toBeVisible();
    await expect(hero.locator("[aria-roledescription='slide']")).toHaveCount(7);
    const about = section(page, home4().about.heading);
    await expectExperienceBadge(about);
    await expectSkillBars(about, skills());
    await expectLink(about, "Learn More about Nexora", "/about");
    await expect(section(page, home4().services.heading).getByRole("article")).toHaveCount(4);
    await expect(section(page, home4().steps.heading).getByRole("listitem")).toHaveCount(6);
    await expectSolution(page);
    await expectHowItWorks(page);
    await expectHrefs(section(page, home4().projects.heading).getByRole("link"), "/project/project-details", 4);
    await expect(section(page, itSections().team.heading).getByRole("article")).toHaveCount(4);
    const reviews = section(page, itSections().testimonials.heading);
    await expect(reviews.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(reviews.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(section(page, itSections().blog.heading).getByRole("article")).toHaveCount(2);
    await expectSubscribe(page, itSections().subscribe.heading, "Enter Your Email");
  });
});

test.describe("home variant 5", () => {
  test("hero and about buttons, common sections, ends with the testimonial slider", async ({ page }) => {
    await openHome(page, "/home5", { reduced: true });
    expect(await sectionOrder(page)).toEqual([
      home5().hero.heading,
      home5().about.heading,
      itSections().services.heading,
      itSections().solution.heading,
      itSections().howItWorks.heading,
      itSections().team.heading,
      itSections().blog.heading,
      itSections().subscribe.heading,
      itSections().testimonials.heading,
    ]);
    const hero = section(page, home5().hero.heading);
    await expectLink(hero, "Free Consultation", "/service");
    await expectLink(hero, "Discover More", "/service");
    const about = section(page, home5().about.heading);
    await expectLink(about, "Learn More about Nexora", "/about");
    await expectSkillBars(about, skills());
    await expectSolution(page);
    await expectHowItWorks(page);
    await expect(section(page, itSections().team.heading).getByRole("article")).toHaveCount(4);
    await expect(section(page, itSections().blog.heading).getByRole("article")).toHaveCount(2);
    await expectSubscribe(page, itSections().subscribe.heading, "Enter Your Email");

    const slider = section(page, itSections().testimonials.heading);
    await expect(slider.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(slider.getByRole("button", { name: "Next slide" })).toBeVisible();
    const first = slider.getByRole("group", { name: "1 of 6" });
    await expect(first.getByRole("blockquote")).toBeVisible();
    await expect(first).toContainText("Rebecca Hartley");
    await expect(first).toContainText("COO, Meridian Components Group");
  });
});

test.describe("home variant 7", () => {
  test("counters, skills, featured projects, brands, team of three, two testimonials, FAQ, three posts, in order", async ({ page }) => {
    await openHome(page, "/home7", { reduced: true });
    expect(await sectionOrder(page)).toEqual([
      home7().hero.heading,
      home7().about.heading,
      home7().services.heading,
      home7().skills.heading,
      home7().featuredProjects.heading,
      "More Than 5K+ Brands",
      itSections().howItWorks.heading,
      itSections().solution.heading,
      home7().team.heading,
      home7().testimonials.heading,
      home7().faq.heading,
      home7().blog.heading,
      home7().consultation.heading,
    ]);
    const figures = section(page, home7().about.heading).getByRole("list", { name: homeLabels.counters }).getByRole("listitem");
    await expect(figures).toHaveText([/450\+.*Active Clients/, /990\+.*IT Projects/, /45\+.*Team Advisors/, /20\+.*Glorious Years/]);
    await expect(section(page, home7().services.heading).getByRole("article")).toHaveCount(3);
    await expectSkillBars(section(page, home7().skills.heading), skillsVariant7());
    expect(skillsVariant7().map((s) => s.value)).toEqual([80, 90, 70]);
    await expectHrefs(section(page, home7().featuredProjects.heading).getByRole("link"), "/project/project-details", 3);
    await expect(section(page, "More Than 5K+ Brands").getByRole("region", { name: homeLabels.brandCarousel })).toBeVisible();
    await expectHowItWorks(page);
    await expectSolution(page);
    await expect(section(page, home7().team.heading).getByRole("article")).toHaveCount(3);
    await expect(section(page, home7().testimonials.heading).locator("[aria-roledescription='slide']")).toHaveCount(2);
    await expect(section(page, home7().faq.heading).locator("details > summary h3")).toHaveCount(4);
    await expect(section(page, home7().blog.heading).getByRole("article")).toHaveCount(3);
    await expectSubscribe(page, home7().consultation.heading, "Enter Email Address");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of HOME_PATHS) {
    test(`${path}: content, links and the first slides are there`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("#main a[href='#']")).toHaveCount(0);
      // Every carousel shows its first slide laid out in its viewport.
      for (const region of await page.locator("[aria-roledescription='carousel']").all()) {
        await region.scrollIntoViewIfNeeded();
        const first = region.locator("[aria-roledescription='slide']").first();
        await expect(first).toBeInViewport();
        const box = (await first.boundingBox())!;
        expect(box.width).toBeGreaterThan(100);
      }
      // Final figures are in the server HTML.
      for (const bar of await page.getByRole("progressbar").all()) {
        const value = await bar.getAttribute("aria-valuenow");
        await expect(bar.locator("div")).toHaveAttribute("style", new RegExp(`width:\\s*${value}%`));
      }
    });
  }

  test("/: the project slider lays out 3 slides at 1440 px in the server HTML", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: homeLabels.projectSlider });
    const widths = await region
      .locator("[aria-roledescription='slide']")
      .evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().width)));
    const viewport = await region.evaluate((el) => el.querySelector("[aria-live]")!.parentElement!.getBoundingClientRect().width);
    expect(widths.every((w) => Math.abs(w - viewport / 3) < 2)).toBe(true);
  });

  test("/home7: the counters hold their final values", async ({ page }) => {
    await page.goto("/home7");
    for (const c of counters()) await expect(page.locator(`[data-counter="${c.value}${c.suffix}"]`)).toContainText(`${c.value}${c.suffix}`);
  });

  test("/home3: every gallery category is shown", async ({ page }) => {
    await page.goto("/home3");
    const gallery = section(page, home3().gallery.heading);
    await expect(gallery.getByRole("tablist")).toBeHidden();
    await expect(gallery.getByRole("article")).toHaveCount(30);
    await expect(gallery.locator("[role=tabpanel]:visible")).toHaveCount(5);
  });
});

// Every home page at rest, at both widths and in every language: a11y.spec.ts. Here: the video dialog open, on the two
// home pages that have one.
for (const width of [1440, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ["/", "/home2"]) {
      test(`${path}: the video dialog open`, async ({ page }) => {
        await stubVideoHost(page);
        await visit(page, path);
        await page.getByRole("button", { name: "Play introduction video" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
