import { expect, test, type Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { SERVICE_TITLES } from "../../app/content/services";
import { TECHNOLOGY_GROUPS, serviceDetail } from "../../app/content/service-detail";
import { ERP_TITLE } from "../../app/content/projects";
import { PROCESS_STEP_TITLES } from "../../app/content/project-detail";
import { TEAM_ROLES, team } from "../../app/content/team";
import { testimonials } from "../../app/content/testimonials";
import { posts } from "../../app/content/posts";
import { blogComments, blogCommentsHeading } from "../../app/content/blog-article";
import { faqPreview } from "../../app/content/faqs";
import { aboutPage } from "../../app/content/about-page";
import { content, expectAllHrefs, innerPages, sectionByHeading } from "./inner-support";
import { gotoReady, reveal } from "./shell-helpers";
import { consoleErrors, holdIslandModule, island, readyIsland, expectFillsOnScroll, expectFilled } from "./island-support";

// A service card or sidebar link names its service for the detail page's quote form.
const SERVICE_CARD_HREF = /^\/service\/service-details\?service=[a-z0-9-]+$/;

async function boxes(page: Page, selector: string) {
  return Promise.all((await content(page).locator(selector).all()).map(async (l) => (await l.boundingBox())!));
}

test.describe("About", () => {
  test("intro with two progress bars, 'Get A Quote' to /contact, Mission and Vision", async ({ page }) => {
    await page.goto("/about");
    const main = content(page);
    const intro = sectionByHeading(page, aboutPage().intro.heading);
    await expect(main.getByRole("progressbar")).toHaveCount(2);
    await expect(intro.getByRole("progressbar", { name: "IT Consulting" })).toHaveAttribute("aria-valuenow", "100");
    await expect(intro.getByRole("progressbar", { name: "Cyber Security" })).toHaveAttribute("aria-valuenow", "98");
    await expect(intro.getByRole("link", { name: "Get A Quote" })).toHaveAttribute("href", "/contact");
    await expect(intro.getByText("25", { exact: true })).toBeVisible();
    // The intro opens the page: its illustration is the largest thing in view, fetched first; the page's only such image.
    await expect(intro.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(sectionByHeading(page, aboutPage().mission.heading).getByText("Our Mission", { exact: true })).toBeVisible();
    const vision = sectionByHeading(page, aboutPage().vision.heading);
    await expect(vision.getByText("Our Vision", { exact: true })).toBeVisible();
    await expect(vision.getByRole("heading", { level: 3 })).toHaveText(["Network Infrastructure Solutions", "Managed IT Services"]);
    await expect(main.locator("article", { has: page.getByText("CEO & Founder") })).toHaveCount(1);
    await expect(main.getByText("(4.5)")).toHaveCount(3);
  });

  test("progress bars hold their final width in the server HTML", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    expect(html).toMatch(/aria-valuenow="100"[^>]*>\s*<div[^>]*style="width:100%"/);
    expect(html).toMatch(/aria-valuenow="98"[^>]*>\s*<div[^>]*style="width:98%"/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 700 } });

    test("a bar below the fold fills as it scrolls into view, with no script", async ({ page }) => {
      const errors = consoleErrors(page);
      await page.goto("/about", { waitUntil: "networkidle" });
      // No island on the page: no React, no island loader.
      await expect(page.locator("[data-island]")).toHaveCount(0);
      const bar = content(page).getByRole("progressbar", { name: "Cyber Security" });
      await expect(bar).toHaveAttribute("aria-valuenow", "98");
      await expectFillsOnScroll(bar, 0.98, 0.5);
      expect(errors).toEqual([]);
    });

    test("no animation under prefers-reduced-motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/about", { waitUntil: "networkidle" });
      const bar = content(page).getByRole("progressbar", { name: "Cyber Security" });
      await expectFilled(bar, 0.98);
    });
  });
});

test("Services: 9 cards with the spec's titles, each linking to /service/service-details naming its service", async ({ page }) => {
  await page.goto("/service");
  const cards = content(page).locator("article");
  await expect(cards).toHaveCount(9);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([...SERVICE_TITLES]);
  await expect(cards.getByRole("link", { name: "Read More" })).toHaveCount(9);
  for (const card of await cards.all()) {
    const href = await card.getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href");
    expect(href).toMatch(SERVICE_CARD_HREF);
    await expectAllHrefs(card.locator("a"), href!);
  }
  // Each its own service.
  const hrefs = await cards.getByRole("link", { name: "Read More" }).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(9);
});

test("Projects: 9 ERP cards, each with 'Learn More' to /project/project-details", async ({ page }) => {
  await page.goto("/project");
  const cards = content(page).locator("article");
  await expect(cards).toHaveCount(9);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(Array(9).fill(ERP_TITLE));
  const learnMore = cards.getByRole("link", { name: "Learn More" });
  await expect(learnMore).toHaveCount(9);
  await expectAllHrefs(learnMore, "/project/project-details");
  for (const img of await cards.locator("img").all()) {
    await expect(img).toHaveAttribute("width", "800");
    await expect(img).toHaveAttribute("height", "600");
    await expect(img).toHaveAttribute("loading", "lazy");
  }
});

test("Team: 12 members, 4 per row, the four roles, social icons that are not links", async ({ page }) => {
  await page.goto("/team");
  const cards = content(page).locator("article");
  await expect(cards).toHaveCount(12);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(team().map((m) => m.name));
  for (const role of TEAM_ROLES) await expect(cards.getByText(role, { exact: true })).toHaveCount(3);
  const [a, b, c, d, e] = await boxes(page, "article");
  expect([b.y, c.y, d.y]).toEqual([a.y, a.y, a.y]);
  expect(e.y).toBeGreaterThan(a.y + a.height - 1);
  expect(e.x).toBeCloseTo(a.x, 0);
  await expect(cards.first().getByRole("img", { name: "LinkedIn" })).toBeVisible();
  await expect(cards.locator("a")).toHaveCount(0);
});

test("Testimonials: 9 cards with author, text and rating '(4.5)' read as '4.5 out of 5'", async ({ page }) => {
  await page.goto("/testimonial");
  const cards = content(page).locator("figure");
  await expect(cards).toHaveCount(9);
  for (const [i, t] of testimonials().entries()) {
    const card = cards.nth(i);
    await expect(card.getByText(t.author, { exact: true })).toBeVisible();
    await expect(card.locator("blockquote")).toHaveText(t.text);
    await expect(card.getByText("(4.5)", { exact: true })).toBeVisible();
    await expect(card.getByText("Rated 4.5 out of 5", { exact: true })).toBeAttached();
  }
});

test("Blog: 8 posts in two columns with <time datetime>, author and 'Read More'", async ({ page }) => {
  await page.goto("/blog");
  const cards = content(page).locator("article");
  await expect(cards).toHaveCount(8);
  const [a, b, c] = await boxes(page, "article");
  expect(b.y).toBe(a.y);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  expect(c.x).toBe(a.x);
  for (const [i, post] of posts().entries()) {
    const card = cards.nth(i);
    await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(card.getByText(`By ${post.author}`)).toBeVisible();
    await expect(card.getByRole("link", { name: "Read More" })).toHaveAttribute("href", "/blog/blog-details");
  }
});

test.describe("Service detail", () => {
  test("sidebar: search, 6 service links, 8 tags, brochure without dead links, quote form", async ({ page }) => {
    await page.goto("/service/service-details");
    const aside = page.getByRole("complementary");
    await expect(aside.getByRole("search")).toBeVisible();
    const serviceLinks = sectionByHeading(page, "Our Services").getByRole("link");
    await expect(serviceLinks).toHaveText([...SERVICE_TITLES.slice(0, 6)]);
    for (const link of await serviceLinks.all()) await expect(link).toHaveAttribute("href", SERVICE_CARD_HREF);
    await expect(sectionByHeading(page, "Tags").getByRole("listitem")).toHaveCount(8);
    const brochure = sectionByHeading(page, "Download Brochure");
    await expect(brochure.getByText("Download PDF")).toBeVisible();
    await expect(brochure.getByText("Download DOC")).toBeVisible();
    await expect(brochure.locator("a")).toHaveCount(0);
    await expect(sectionByHeading(page, "Get A Free Quote").locator("form")).toBeVisible();
  });

  test("main area: article, approach, 5 technology groups, 2 related services, 4 FAQs with the first open", async ({ page }) => {
    await page.goto("/service/service-details");
    const article = content(page).locator("article").first();
    await expect(article.getByRole("heading", { level: 2 })).toHaveText("IT Consulting & Software Development Services");
    await expect(article.getByRole("heading", { name: "Our Approach" })).toBeVisible();
    await expect(sectionByHeading(page, "Technologies We Use").locator("h4")).toHaveText([...TECHNOLOGY_GROUPS]);
    const related = sectionByHeading(page, "Related Services").locator("article");
    await expect(related).toHaveCount(2);
    for (const link of await related.locator("a").all()) await expect(link).toHaveAttribute("href", SERVICE_CARD_HREF);
    const faq = sectionByHeading(page, "Frequently Asked Question");
    const items = faq.locator("details");
    await expect(items.locator("summary")).toHaveText(faqPreview().map((f) => f.question));
    expect(await items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open))).toEqual([true, false, false, false]);
    await expect(faq.getByText(faqPreview()[0].answer)).toBeVisible();
    await expect(faq.getByText(faqPreview()[1].answer)).toBeHidden();
  });

  test("the FAQ accordion by mouse: one open at a time, clicking the open one closes it", async ({ page }) => {
    await gotoReady(page, "/service/service-details");
    const faq = sectionByHeading(page, "Frequently Asked Question");
    const [first, second] = [faq.locator("details").nth(0), faq.locator("details").nth(1)];
    await reveal(second.locator("summary"));
    await second.locator("summary").click();
    await expect(second).toHaveJSProperty("open", true);
    await expect(first).toHaveJSProperty("open", false);
    await expect(faq.getByText(faqPreview()[1].answer)).toBeVisible();
    await expect(faq.getByText(faqPreview()[0].answer)).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(1);
    // The open item is drawn with the brand border.
    await expect(second).toHaveCSS("border-top-color", "rgb(32, 70, 214)");
    await second.locator("summary").click();
    await expect(faq.locator("details[open]")).toHaveCount(0);
  });

  test("the FAQ accordion by keyboard: Tab, Enter and Space; each question a button with its expanded state", async ({ page }) => {
    await gotoReady(page, "/service/service-details");
    const faq = sectionByHeading(page, "Frequently Asked Question");
    const items = faq.locator("details");
    const summaries = items.locator("summary");
    await summaries.nth(0).focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(0)).toHaveJSProperty("open", false);
    await page.keyboard.press("Tab");
    await expect(summaries.nth(1)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(items.nth(1)).toHaveJSProperty("open", true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(summaries.nth(3)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(3)).toHaveJSProperty("open", true);
    await expect(items.nth(1)).toHaveJSProperty("open", false);
    await page.keyboard.press("Shift+Tab");
    await expect(summaries.nth(2)).toBeFocused();

    // What assistive technology gets (Chromium's accessibility tree): a button-like disclosure
    // named by the question, with its expanded state, and the question as a heading.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const disclosure = (name: string) =>
      nodes.find((n) => n.name?.value === name && /DisclosureTriangle|button/.test(String(n.role?.value)));
    const expanded = (name: string) => disclosure(name)?.properties?.find((p) => p.name === "expanded")?.value.value;
    expect(expanded(faqPreview()[3].question)).toBe(true);
    expect(expanded(faqPreview()[0].question)).toBe(false);
    await expect(faq.getByRole("heading", { level: 4, name: faqPreview()[0].question })).toBeVisible();
  });
});

test.describe("detail layouts", () => {
  const kinds = ["/service/service-details", "/project/project-details", "/blog/blog-details"];
  for (const base of kinds) {
    test(`${base}: sidebar left, -right mirrors it, -center has none and a centred article`, async ({ page }) => {
      const side = async (path: string) => {
        await page.goto(path);
        const aside = (await page.getByRole("complementary").boundingBox())!;
        const article = (await content(page).locator("article").first().boundingBox())!;
        return { aside, article };
      };
      const left = await side(base);
      expect(left.aside.x + left.aside.width).toBeLessThan(left.article.x);
      const right = await side(`${base}-right`);
      expect(right.aside.x).toBeGreaterThan(right.article.x + right.article.width);
      await page.goto(`${base}-center`);
      await expect(page.getByRole("complementary")).toHaveCount(0);
      const article = (await content(page).locator("article").first().boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(Math.abs(article.x + article.width / 2 - viewport.width / 2)).toBeLessThan(2);
    });
  }
});

test("Project detail: article, 6 process steps, 4 benefits, Get Started, Call Now (tel:) and More More Project", async ({ page }) => {
  await page.goto("/project/project-details");
  const main = content(page);
  await expect(main.locator("article").first().getByRole("heading", { level: 2 })).toHaveText(ERP_TITLE);
  await expect(sectionByHeading(page, "Our Implementation Process").locator("ol > li h4")).toHaveText([...PROCESS_STEP_TITLES]);
  await expect(sectionByHeading(page, "Key Benefits").getByRole("heading", { name: "Improved Efficiency" })).toHaveCount(4);
  await expect(main.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
  const callNow = main.getByRole("link", { name: /^Call Now/ });
  await expect(callNow).toHaveAttribute("href", site().headerPhone.href);
  await expect(main.locator('a[href$="contact.html"]')).toHaveCount(0);
  const more = sectionByHeading(page, "More More Project");
  await expect(more.locator("article h3")).toHaveText([...SERVICE_TITLES.slice(0, 3)]);
  await expect(more.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/service");
});

test.describe("Blog detail", () => {
  test("sidebar, article, tags and share links, 2 comments, the comment form and 2 more posts", async ({ page }) => {
    await page.goto("/blog/blog-details");
    const aside = page.getByRole("complementary");
    await expect(aside.getByRole("search")).toBeVisible();
    await expect(sectionByHeading(page, "Our Services").getByRole("link")).toHaveCount(6);
    const recent = sectionByHeading(page, "Recent Blogs").getByRole("link");
    await expect(recent).toHaveText(
      posts()
        .slice(0, 4)
        .map((p) => p.title),
    );
    await expectAllHrefs(recent, "/blog/blog-details");
    await expect(sectionByHeading(page, "Tags").getByRole("listitem")).toHaveCount(8);
    await expect(sectionByHeading(page, "Download Brochure").locator("a")).toHaveCount(0);

    const article = content(page).locator("article").first();
    await expect(article.locator("time").first()).toHaveAttribute("datetime", "2024-11-18");
    const share = article.getByRole("list", { name: "Share" }).getByRole("link");
    await expect(share).toHaveCount(3);
    for (const link of await share.all()) {
      expect(await link.getAttribute("href")).toMatch(/^https:\/\/[^/]+\/.*nexora\.example%2Fblog%2Fblog-details/);
      await expect(link).toHaveAttribute("target", "_blank");
    }

    const comments = sectionByHeading(page, "Blog Comments").locator("ol > li");
    await expect(comments).toHaveCount(2);
    await expect(comments.locator("h4")).toHaveText(blogComments().map((c) => c.author));
    const form = page.locator("#comment-form");
    for (const label of ["First Name", "Last Name", "Email", "Phone", "Subject", "Message"]) {
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(form.getByRole("button", { name: "Submit Now" })).toBeVisible();
    const more = sectionByHeading(page, "More Blog").locator("article");
    await expect(more).toHaveCount(2);
    await expectAllHrefs(more.getByRole("link", { name: "Read More" }), "/blog/blog-details");
  });

  test("Reply moves focus to the comment form, by mouse and by keyboard", async ({ page }) => {
    await gotoReady(page, "/blog/blog-details");
    const form = page.locator("#comment-form");
    const reply = page.getByRole("link", { name: `Reply to ${blogComments()[0].author}` });
    await expect(reply).toHaveAttribute("href", "#comment-form");
    await reply.click();
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("First Name")).toBeFocused();

    const second = page.getByRole("link", { name: `Reply to ${blogComments()[1].author}` });
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(form).toBeFocused();
  });
});

test.describe("Contact", () => {
  test("information from site.ts, the form and a map that loads only on request", async ({ page }) => {
    const external: string[] = [];
    page.on("request", (r) => {
      if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) external.push(r.url());
    });
    await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    await gotoReady(page, "/contact");
    const main = content(page);
    for (const phone of site().phones) {
      await expect(main.getByRole("link", { name: phone.display })).toHaveAttribute("href", phone.href);
    }
    await expect(main.getByRole("link", { name: site().email.display })).toHaveAttribute("href", site().email.href);
    await expect(main.locator("address")).toHaveText(site().address.oneLine);

    const form = main.locator("form").filter({ has: page.getByRole("button", { name: "Submit", exact: true }) });
    const fields: [string, string, string | null][] = [
      ["First Name", "given-name", "text"],
      ["Last Name", "family-name", "text"],
      ["Email", "email", "email"],
      ["Phone", "tel", "tel"],
    ];
    for (const [label, autocomplete, type] of fields) {
      const input = form.getByLabel(label, { exact: false }).first();
      await expect(input).toHaveAttribute("autocomplete", autocomplete);
      await expect(input).toHaveAttribute("type", type!);
    }
    await expect(form.getByLabel("Subject", { exact: false })).toBeVisible();
    expect(await form.getByLabel("Message", { exact: false }).evaluate((el) => el.tagName)).toBe("TEXTAREA");

    expect(external).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);
    await readyIsland(island(main, "map-embed"));
    await main.getByRole("button", { name: "Show map" }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("title", site().mapTitle);
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("src", site().mapEmbedUrl);
    await expect(frame).toBeFocused();
  });

  test("'Show map' pressed before the island's code arrives loads the map", async ({ page }) => {
    const errors = consoleErrors(page);
    await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    const held = await holdIslandModule(page, "map-embed");
    await gotoReady(page, "/contact");
    const container = island(page, "map-embed");
    await page.getByRole("button", { name: "Show map" }).click();
    await expect.poll(held.requested).toBe(true);
    await expect(page.locator("iframe")).toHaveCount(0);
    held.release();
    await expect(container).toHaveAttribute("data-island-ready", "");
    await expect(page.locator("iframe")).toHaveAttribute("src", site().mapEmbedUrl);
    await expect(page.locator("iframe")).toBeFocused();
    await expect(page.getByRole("button", { name: "Show map" })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe("links and images on every inner page", () => {
  for (const { path } of innerPages) {
    test(`${path}: no dead links and sized images`, async ({ page, request }) => {
      await page.goto(path);
      const main = content(page);
      const hrefs = await main.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.filter((h) => h === "" || h === "#" || h.endsWith(".html"))).toEqual([]);
      for (const href of new Set(hrefs.filter((h) => h.startsWith("/")))) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      for (const img of await main.locator("img").all()) {
        await expect(img).toHaveAttribute("width", /^\d+$/);
        await expect(img).toHaveAttribute("height", /^\d+$/);
        await expect(img).toHaveAttribute("alt");
      }
      // Fetched ahead of everything else: one image at most, the one a visitor sees first.
      expect(await main.locator('img[fetchpriority="high"]').count()).toBeLessThanOrEqual(1);
      await expect(page.locator("h1")).toHaveCount(1);
    });
  }
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  // Nothing overflows sideways: the accessibility sweep checks every page at 375 and 1440 px (tests/e2e/overflow.ts).
  // The first layout of a long detail page was one long task on a phone (docs/decisions/0006-performance-budgets.md).
  const lastSection = { "/service/service-details": serviceDetail().faqHeading, "/blog/blog-details-right": blogCommentsHeading() };
  for (const [path, heading] of Object.entries(lastSection)) {
    test(`${path}: the article's later sections are laid out only as they near the viewport`, async ({ page }) => {
      await page.goto(path);
      const section = page.getByRole("region", { name: heading });
      const title = section.getByRole("heading", { name: heading });
      const laidOut = () => title.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      expect(await laidOut()).toBe(false);
      await reveal(title);
      expect(await laidOut()).toBe(true);
      // Reached by the keyboard like anything else: its first link or question takes focus.
      const target = section.locator("summary, a[href]").first();
      await target.focus();
      await expect(target).toBeFocused();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every FAQ answer can be opened and the map is offered as a link", async ({ page }) => {
    await page.goto("/service/service-details");
    const faq = sectionByHeading(page, "Frequently Asked Question");
    for (const [i, item] of faqPreview().entries()) {
      if (i > 0) {
        await reveal(faq.locator("summary").nth(i));
        await faq.locator("summary").nth(i).click();
      }
      await expect(faq.getByText(item.answer)).toBeVisible();
    }
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Show map" })).toBeHidden();
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute("href", /^https:\/\/maps\.google\.com\/maps\?/);
  });

  test("the partner strip pauses with its checkbox, which shows a focus ring", async ({ page }) => {
    await page.goto("/team");
    const marquee = page.getByRole("region", { name: "Our partners" });
    const track = marquee.locator(".marquee-track");
    await expect(track).toHaveCSS("animation-play-state", "running");
    // From the breadcrumb, Tab reaches the control next.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Tab");
    const pause = marquee.getByRole("checkbox", { name: "Pause partner logos animation" });
    await expect(pause).toBeFocused();
    await expect(pause).toHaveCSS("outline-style", "solid");
    await expect(pause).toHaveCSS("outline-width", "3px");
    await page.keyboard.press("Space");
    await expect(pause).toBeChecked();
    await expect(track).toHaveCSS("animation-play-state", "paused");
    await pause.click();
    await expect(pause).not.toBeChecked();
    await expect(track).toHaveCSS("animation-play-state", "running");
  });

  test("progress bars show their values", async ({ page }) => {
    await page.goto("/about");
    const bar = content(page).getByRole("progressbar", { name: "Cyber Security" });
    expect(await bar.evaluate((el) => (el.firstElementChild as HTMLElement).style.width)).toBe("98%");
  });
});
