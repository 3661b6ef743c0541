/**
 * News items written in the desk (app/content/schemas/news.ts, app/routes/news.tsx): a publisher writes one in English,
 * previews it before it exists, publishes it; it has its own page at /blog/<slug>, first on /blog, in the feed, the
 * blog's sitemap and the search, and nowhere in German until a translator writes it there. A comment posted on it is
 * moderated under it. Removed, it is gone in every language.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { formPost } from "./forms-support";
import { addUser, browserSignIn, deskPage, deskPost, leadIdOf, reflowProblem, signIn, startDeskServer, textOf } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 150_000 });

const PUBLISHER = "publisher.news@example.com";
const NEWS = "/desk/content/edit/news";
const SLUG = "nexora-opens-a-berlin-office";
const RENDERED = { timeout: 30_000 };
const TODAY = new Date().toISOString().slice(0, 10);
let server: FormsServer;

const get = (urlPath: string) => fetch(`${server.url}${urlPath}`);
const text = async (urlPath: string) => (await get(urlPath)).text();
/** The links of the blog list's cards, in order. */
const cards = async (urlPath: string) => [...(await text(urlPath)).matchAll(/<article[^>]*>[\s\S]*?<a href="([^"]+)"/g)].map((m) => m[1]);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await addUser(server.storeEnv, PUBLISHER, "publisher");
});

test.afterAll(async () => {
  await server?.stop();
});

test("a news item is written, previewed, published, translated into German, commented on and removed", async ({ page, context }) => {
  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}${NEWS}`);
  await page.getByRole("link", { name: "Add a news item" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New news item");
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Title").fill("Nexora opens a Berlin office <script>alert(1)</script>");
  await page.getByLabel("Summary").fill("A team in Central European time for our clients in Germany, Austria and Switzerland.");
  await page.getByLabel("Date").fill(TODAY);
  await page.getByLabel("Author").fill("Daniel Brooks");
  await page.getByLabel("Category").fill("Company");
  await page.getByLabel("Tag 1").fill("Company");
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "From January our Berlin office works with clients across the region.\n\n## What changes for clients\n\nWorkshops on site.\n\n- Support in German\n- Visits within a day",
    );
  // A picture nobody described, and not marked as decoration: refused on its field, nothing lost.
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByLabel("What the picture shows")).toHaveAccessibleDescription(
    /Say what the picture shows, for visitors who cannot see it, or mark the picture as decoration$/,
  );
  await expect(page.getByLabel("What the picture shows")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Summary")).toHaveValue(
    "A team in Central European time for our clients in Germany, Austria and Switzerland.",
  );
  await page.getByLabel("What the picture shows").fill("The Berlin office's meeting room, with a view over the Spree");

  // Seen before it exists: the preview renders its own page; visitors still get a 404.
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("button", { name: "Preview (new tab)" }).click()]);
  await preview.waitForLoadState();
  await expect(preview.getByRole("heading", { level: 1 })).toContainText("Nexora opens a Berlin office");
  await expect(preview.getByText("Workshops on site.")).toBeVisible();
  await preview.close();
  expect((await get(`/blog/${SLUG}-script-alert-1-script`)).status).toBe(404);

  await page.getByLabel("Title").fill("Nexora opens a Berlin office");
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/^Added\. Published: the website shows this content now\./, RENDERED);
  await expect(page).toHaveURL(new RegExp(`/desk/content/edit/news/en/${SLUG}\\?done=added-live$`));

  // Its own page, with its own title, description, card and JSON-LD.
  const res = await get(`/blog/${SLUG}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toContain("<title>Nexora opens a Berlin office | Nexora</title>");
  expect(html).toContain('content="A team in Central European time for our clients in Germany, Austria and Switzerland."');
  expect(html).toContain(`/og/blog/${SLUG}.png?v=`);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(textOf(html)).toContain("Support in German");
  expect(html).toMatch(/<img[^>]*alt="The Berlin office(&#x27;|')s meeting room, with a view over the Spree"/);
  // Only in English yet: hreflang names English alone; the switcher leads to the other languages' blogs.
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="https://www.nexora.example/blog/${SLUG}"/>`);
  expect(html).not.toContain('<link rel="alternate" hrefLang="de"');
  expect(html).toContain('href="/de/blog" hrefLang="de"');
  expect(html).toContain(`href="/blog/${SLUG}" hrefLang="en"`);
  const card = /property="og:image" content="https?:\/\/[^/]+(\/og\/[^"?]+)/.exec(html)![1]!;
  expect((await get(card)).status, card).toBe(200);
  // First on the blog; in the feed, the blog's sitemap and the search; not in German or Arabic yet.
  expect((await cards("/blog"))[0]).toBe(`/blog/${SLUG}`);
  const feed = await text("/blog/feed.xml");
  expect(feed).toContain(`<link rel="alternate" type="text/html" href="https://www.nexora.example/blog/${SLUG}"/>`);
  expect(feed.indexOf(SLUG)).toBeLessThan(feed.indexOf("blog-details"));
  expect(await text("/blog/sitemap.xml")).toContain(`<loc>https://www.nexora.example/blog/${SLUG}</loc>`);
  expect(await text("/robots.txt")).toContain("Sitemap: https://www.nexora.example/blog/sitemap.xml");
  expect(textOf(await text("/search?q=Berlin+office"))).toContain("Nexora opens a Berlin office");
  expect((await get(`/de/blog/${SLUG}`)).status).toBe(404);
  expect((await get(`/ar/blog/${SLUG}`)).status).toBe(404);
  expect((await cards("/de/blog"))[0]).not.toBe(`/de/blog/${SLUG}`);
  expect(await text("/de/blog/feed.xml")).not.toContain(SLUG);

  // Translated into German from the list: the form starts as the English text.
  await page.goto(`${server.url}${NEWS}`);
  await page.getByRole("link", { name: "Translate Nexora opens a Berlin office into German" }).click();
  await expect(page.getByLabel("Title")).toHaveValue("Nexora opens a Berlin office");
  await page.getByLabel("Title").fill("Nexora eröffnet ein Büro in Berlin");
  await page
    .getByLabel("Summary")
    .fill("Ein Team in mitteleuropäischer Zeit für unsere Kunden in Deutschland, Österreich und der Schweiz.");
  await page.getByLabel("Category").fill("Unternehmen");
  // What the picture shows, in German, with the English beside it.
  await expect(page.getByLabel("What the picture shows")).toHaveAccessibleDescription(/English: The Berlin office/);
  await page.getByLabel("What the picture shows").fill("Der Besprechungsraum des Berliner Büros mit Blick auf die Spree");
  await page.getByLabel("Tag 1").fill("Unternehmen");
  await page
    .getByLabel("Text", { exact: true })
    .fill(
      "Ab Januar arbeitet unser Berliner Büro mit Kunden in der ganzen Region.\n\n## Was sich für Kunden ändert\n\nWorkshops vor Ort.\n\n- Betreuung auf Deutsch\n- Besuche innerhalb eines Tages",
    );
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText("Published: the website shows this content now.", RENDERED);
  const german = await text(`/de/blog/${SLUG}`);
  expect(german).toContain("<title>Nexora eröffnet ein Büro in Berlin | Nexora</title>");
  expect(german).toContain('lang="de"');
  expect(german).toContain('alt="Der Besprechungsraum des Berliner Büros mit Blick auf die Spree"');
  expect(german).toContain(`<link rel="alternate" hrefLang="de" href="https://www.nexora.example/de/blog/${SLUG}"/>`);
  expect(german).not.toContain('<link rel="alternate" hrefLang="ar"');
  expect(german).toContain(`href="/blog/${SLUG}" hrefLang="en"`);
  expect(german).toContain('href="/ar/blog" hrefLang="ar"');
  expect((await cards("/de/blog"))[0]).toBe(`/de/blog/${SLUG}`);
  expect(await text("/de/blog/feed.xml")).toContain(`https://www.nexora.example/de/blog/${SLUG}`);
  expect(await text("/de/blog/sitemap.xml")).toContain(`/de/blog/${SLUG}`);
  expect(textOf(await text("/de/search?q=Berliner+B%C3%BCro"))).toContain("Nexora eröffnet ein Büro in Berlin");
  expect(textOf(await text(`/blog/${SLUG}`))).toContain("Nexora opens a Berlin office");
  expect((await get(`/ar/blog/${SLUG}`)).status).toBe(404);

  // A bad comment (as a browser without JavaScript posts it) gets its page back with the reason and what was typed.
  const formId = /<form[^>]*id="(comment-form[^"]*)"/.exec(await text(`/blog/${SLUG}`))![1]!;
  const bad = await formPost(server, `/blog/${SLUG}`, {
    kind: "comment",
    formId,
    firstName: "Greta",
    lastName: "Visitor",
    email: "not-an-email",
    message: "Kept when refused.",
  });
  expect(bad.status).toBe(400);
  const refusedPage = await bad.text();
  expect(textOf(refusedPage)).toMatch(/valid e-?mail/i);
  expect(refusedPage).toContain("Kept when refused.");

  // A comment on it is filed under it, and shows there once approved.
  const message = "Great news: we are in Potsdam and would love a visit.";
  const posted = await formPost(server, `/blog/${SLUG}`, {
    kind: "comment",
    formId: "comment-form_R_news1_",
    firstName: "Greta",
    lastName: "Visitor",
    email: "greta.news@example.com",
    message,
  });
  expect(posted.status).toBe(303);
  expect(posted.headers.get("location")).toContain(`/blog/${SLUG}?sent=comment`);
  const id = leadIdOf(server, "greta.news@example.com");
  const session = await signIn(server, PUBLISHER);
  expect(textOf(await deskPage(server, session, "/desk/comments?status=pending"))).toContain(`/blog/${SLUG}`);
  expect((await deskPost(server, session, `/desk/comments/${id}/approve`)).status).toBe(303);
  expect(textOf(await text(`/blog/${SLUG}`))).toContain(message);
  expect(textOf(await text(`/de/blog/${SLUG}`))).not.toContain(message);
  expect(textOf(await text("/blog/blog-details"))).not.toContain(message);

  // Removed from the English entry: gone in every language, and from the list, the feed and the sitemap.
  await page.goto(`${server.url}${NEWS}/en/${SLUG}`);
  await page.getByRole("button", { name: "Remove this news item" }).click();
  await page.getByRole("button", { name: "Remove from the website" }).click();
  await expect(page.getByRole("status").first()).toContainText("Published: the website shows this content now.", RENDERED);
  for (const urlPath of [`/blog/${SLUG}`, `/de/blog/${SLUG}`]) expect((await get(urlPath)).status, urlPath).toBe(404);
  expect((await cards("/blog"))[0]).toBe("/blog/blog-details");
  expect(await text("/blog/feed.xml")).not.toContain(SLUG);
  expect(await text("/blog/sitemap.xml")).not.toContain(SLUG);
});

test("a news item's address cannot be one of the blog's own pages, and a comment on an unknown item is refused", async () => {
  const res = await formPost(server, "/blog/no-such-item", {
    kind: "comment",
    formId: "comment-form_R_news2_",
    firstName: "Nobody",
    lastName: "Visitor",
    email: "nobody.news@example.com",
    message: "Nothing to comment on.",
  });
  expect([400, 404]).toContain(res.status);
  expect((await get("/blog/no-such-item")).status).toBe(404);
  expect((await get("/blog/blog-details")).status).toBe(200);
});

for (const width of [1440, 375]) {
  test(`the news screens pass axe and reflow at ${width} px, and an item's page in English and Arabic too`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await browserSignIn(page, server, PUBLISHER);
    const slug = `screens-at-${width}`;
    await page.goto(`${server.url}${NEWS}/new`);
    await page.getByRole("button", { name: "Add and publish" }).click();
    expect(await axeViolations(page), "new, with errors").toEqual([]);
    expect(await reflowProblem(page), "new").toBe("");
    await page.getByLabel("Title").fill(`Screens at ${width}`);
    await page.getByLabel("Summary").fill("Checked for everyone.");
    await page.getByLabel("Date").fill("2026-11-01");
    await page.getByLabel("Author").fill("Daniel Brooks");
    await page.getByLabel("Category").fill("Company");
    await page.getByLabel("The picture is only decoration").check();
    await page.getByLabel("Tag 1").fill("Company");
    await page.getByLabel("Text", { exact: true }).fill("One paragraph.");
    await page.getByRole("button", { name: "Add and publish" }).click();
    await expect(page.getByRole("status").first()).toContainText("Published", RENDERED);
    await page.goto(`${server.url}${NEWS}`);
    expect(await axeViolations(page), "list").toEqual([]);
    expect(await reflowProblem(page), "list").toBe("");
    await page.goto(`${server.url}${NEWS}/ar/${slug}`);
    await page.getByLabel("Title").fill("شاشات مفحوصة");
    await page.getByLabel("Summary").fill("مفحوصة للجميع.");
    await page.getByLabel("Category").fill("الشركة");
    await page.getByLabel("Tag 1").fill("الشركة");
    await page.getByLabel("Text", { exact: true }).fill("فقرة واحدة.");
    expect(await axeViolations(page), "translate").toEqual([]);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status").first()).toContainText("Published", RENDERED);
    for (const urlPath of [`/blog/${slug}`, `/ar/blog/${slug}`]) {
      await page.goto(`${server.url}${urlPath}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), urlPath).toEqual([]);
      expect(await reflowProblem(page), urlPath).toBe("");
    }
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });
}
