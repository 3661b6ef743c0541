/**
 * The inbox the sales team works in, against the production server with leads sent through the real forms: a
 * link-stuffed message lands in Spam with its reasons and "Not spam" brings it back (its sender trusted from then on);
 * one inbox of every kind with a kind filter, a search over every field ("cloud" finds "cloud migration" in a message),
 * a date range on the company's clock and an order, all in the URL, so that the URL alone gives the view again; a CSV
 * for a German spreadsheet; the lead's call and reply links; and, at 375 px, lists as cards that open their lead, no
 * page scrolling sideways, axe clean there and at 1440.
 */
import { test, expect, type Browser, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, execSql, leadIdOf, postLead, querySql, reflowProblem, startDeskServer } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "admin.inbox@example.com";
const STUFFED = "Cheap backlinks http://a.example http://b.example http://c.example www.d.example https://e.example";

let server: FormsServer;
const id = { cloud: 0, old: 0, quote: 0, spam: 0, subscriber: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Berlin: the desk shows and filters times on the company's clock, not UTC.
  server = await startDeskServer({ COMPANY_TIME_ZONE: "Europe/Berlin" });
  await addUser(server.storeEnv, ADMIN, "admin");
  await postLead(server, "contact", {
    firstName: "Clara",
    lastName: "Wolke",
    email: "clara.inbox@example.com",
    phone: "+49 30 1234 5678",
    subject: "Infrastructure",
    message: "We plan a cloud migration next spring.\nCan you help?",
  });
  await postLead(server, "contact", {
    firstName: "Otto",
    lastName: "Alt",
    email: "otto.inbox@example.com",
    phone: "",
    subject: "Old news",
    message: "An old message about a website.",
  });
  await postLead(server, "quote", { name: "Quinn Quote", email: "quinn.inbox@example.com", phone: "", message: "A quote, please." });
  await postLead(server, "subscribe", { email: "sub.inbox@example.com" });
  await postLead(server, "contact", {
    firstName: "Sam",
    lastName: "Spammer",
    email: "sam.inbox@example.com",
    phone: "",
    subject: "Offer",
    message: STUFFED,
  });
  id.cloud = leadIdOf(server, "clara.inbox@example.com");
  id.old = leadIdOf(server, "otto.inbox@example.com");
  id.quote = leadIdOf(server, "quinn.inbox@example.com");
  id.subscriber = leadIdOf(server, "sub.inbox@example.com");
  id.spam = leadIdOf(server, "sam.inbox@example.com");
  // Spread over time, as a year of leads is (the server's clock cannot be moved): 23:30 UTC on 14 January is
  // 00:30 on the 15th in Berlin.
  execSql(server, "UPDATE leads SET created_at = ? WHERE id = ?", "2026-01-14T23:30:00.000Z", id.cloud);
  execSql(server, "UPDATE leads SET created_at = ? WHERE id = ?", "2025-06-01T10:00:00.000Z", id.old);
  execSql(server, "UPDATE leads SET created_at = ? WHERE id = ?", "2026-02-01T10:00:00.000Z", id.quote);
});

test.afterAll(async () => {
  await server?.stop();
});

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/** The lead ids the list on the page links to, in its order. */
async function listed(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator("table.lead-cards tbody tr td:first-child a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  return hrefs.map((href) => Number(/\/desk\/leads\/\w+\/(\d+)/.exec(href)![1]));
}

test("a link-stuffed lead lands in Spam with its reasons; Not spam brings it back and trusts its sender", async ({ browser }) => {
  const page = await newPage(browser, 1440);
  await browserSignIn(page, server, ADMIN);
  await page.goto(`${server.url}/desk/leads`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  expect(await listed(page)).not.toContain(id.spam);
  expect(await listed(page)).toContain(id.cloud);

  await page.getByRole("link", { name: "Spam folder" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spam");
  expect(await listed(page)).toEqual([id.spam]);
  await page.locator(`a[href^="/desk/leads/contact/${id.spam}?"]`).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message ${id.spam}`);
  const verdict = page.locator(".spam-verdict");
  await expect(verdict).toContainText("5 links");
  await expect(verdict).toContainText('Known spam phrase: "backlinks"');
  await expect(verdict).toContainText("Sent without the form's start time");
  // The link-stuffed text is shown as text: no link is made of what the visitor wrote.
  await expect(page.locator('a[href^="http://a.example"]')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole("button", { name: /^Not spam/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "back in the inbox" })).toBeVisible();
  // Back as new, and read at once: the answer is the lead's own page, open in front of its reader.
  expect(querySql(server, "SELECT desk_status FROM leads WHERE id = ?", id.spam)).toEqual([{ desk_status: "read" }]);
  await page.goto(`${server.url}/desk/leads`);
  expect(await listed(page)).toContain(id.spam);

  // The sender is remembered: their next link-stuffed lead stays in the inbox, with its reasons still shown.
  await postLead(server, "contact", {
    firstName: "Sam",
    lastName: "Spammer",
    email: "SAM.inbox@example.com",
    phone: "",
    subject: "Again",
    message: `${STUFFED} again`,
  });
  const again = leadIdOf(server, "SAM.inbox@example.com");
  expect(querySql(server, "SELECT desk_status, spam_score >= 5 AS high FROM leads WHERE id = ?", again)).toEqual([
    { desk_status: "new", high: 1 },
  ]);
  await page.goto(`${server.url}/desk/leads/contact/${again}`);
  await expect(page.locator(".spam-verdict")).toContainText("Its sender is trusted");

  // Mark as spam takes the trust back.
  await page.getByRole("button", { name: /^Mark as spam/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "The lead is in Spam" })).toBeVisible();
  expect(querySql(server, "SELECT count(*) AS n FROM desk_trusted_senders")).toEqual([{ n: 0 }]);
  const actions = querySql(server, "SELECT action FROM desk_audit WHERE action LIKE 'lead-%spam' ORDER BY id") as { action: string }[];
  expect(actions.map((a) => a.action)).toEqual(["lead-not-spam", "lead-spam"]);
  await page.context().close();
});

test("one inbox of every kind: search, kind, date range and order in the URL, which gives the view again", async ({ browser }) => {
  const page = await newPage(browser, 1440);
  await browserSignIn(page, server, ADMIN);
  await page.goto(`${server.url}/desk/leads`);
  const all = await listed(page);
  for (const lead of [id.cloud, id.old, id.quote, id.subscriber]) expect(all).toContain(lead);
  // Times on the company's clock.
  await expect(page.locator(`tr:has(a[href^="/desk/leads/contact/${id.cloud}?"])`).first()).toContainText("2026-01-15 00:30");

  // Search over every field: the word is only in the message.
  await page.getByLabel("Search").fill("cloud");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]q=cloud/);
  expect(await listed(page)).toEqual([id.cloud]);
  await page.getByLabel("Search").fill("1234 5678");
  await page.getByRole("button", { name: "Filter" }).click();
  expect(await listed(page)).toEqual([id.cloud]);

  // A date range narrows the list; its days are Berlin's (the cloud lead came on the 15th there, the 14th in UTC).
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Received from").fill("2026-01-15");
  await page.getByLabel("Received until").fill("2026-02-01");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/from=2026-01-15/);
  await expect(page).toHaveURL(/to=2026-02-01/);
  expect(await listed(page)).toEqual([id.quote, id.cloud]);

  // An order and a kind, too.
  await page.getByLabel("Order").selectOption("oldest");
  await page.getByRole("button", { name: "Filter" }).click();
  expect(await listed(page)).toEqual([id.cloud, id.quote]);
  await page.getByLabel("Kind").selectOption("quote");
  await page.getByRole("button", { name: "Filter" }).click();
  expect(await listed(page)).toEqual([id.quote]);
  await page.getByLabel("Kind").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  const view = page.url();
  expect(new URL(view).searchParams.get("sort")).toBe("oldest");

  // The URL alone, in another browser (a bookmark), gives the same view, its filters filled in.
  const other = await newPage(browser, 1440);
  await browserSignIn(other, server, ADMIN);
  await other.goto(view);
  expect(await listed(other)).toEqual([id.cloud, id.quote]);
  await expect(other.getByLabel("Received from")).toHaveValue("2026-01-15");
  await expect(other.getByLabel("Order")).toHaveValue("oldest");
  // Its lead keeps the view: the neighbours are the inbox's, in its order.
  await other.locator(`a[href^="/desk/leads/contact/${id.cloud}?"]`).first().click();
  await other.getByRole("link", { name: "Newer lead →" }).click();
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(`Quote request ${id.quote}`);
  await other.getByRole("link", { name: /Back to the inbox/ }).click();
  expect(await listed(other)).toEqual([id.cloud, id.quote]);
  await other.context().close();

  // A CSV of the view for a German spreadsheet: semicolons, day.month.year on Berlin's clock.
  const csv = await page.request.get(`${view}`.replace("/desk/leads?", "/desk/leads/export?format=csv&csv=dmy&"));
  expect(csv.status()).toBe(200);
  const lines = (await csv.text()).replace(/^\uFEFF/, "").split("\r\n");
  expect(lines[0]).toBe(
    "ID;Received (Europe/Berlin);Kind;Status;First name;Last name;Name;E-mail;Phone;Subject;Message;Page;" +
      "Plan;Service;Came from;Landing page;Campaign;Campaign source;Campaign medium;Campaign term;Campaign content;Language",
  );
  expect(lines[1]).toMatch(new RegExp(`^${id.cloud};15\\.01\\.2026 00:30;contact;`));
  const json = await page.request.get(`${view}`.replace("/desk/leads?", "/desk/leads/export?format=json&"));
  expect((await json.json()).map((r: { receivedAt: string }) => r.receivedAt)).toEqual([
    "2026-01-14T23:30:00.000Z",
    "2026-02-01T10:00:00.000Z",
  ]);
  // A date that is none is refused, not a server error.
  for (const bad of ["from=2026-13-45", "to=2026-02-30", "to=9999-12-31", "from=yesterday"])
    expect((await page.request.get(`${server.url}/desk/leads?${bad}`)).status(), bad).toBe(400);
  await page.context().close();
});

test("a lead's e-mail and phone are reply and call links", async ({ browser }) => {
  const page = await newPage(browser, 1440);
  await browserSignIn(page, server, ADMIN);
  await page.goto(`${server.url}/desk/leads/contact/${id.cloud}`);
  // The button leads to the reply section (no mail server here: its link opens the e-mail program).
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", "#reply");
  await expect(page.getByRole("link", { name: "Write to clara.inbox@example.com" })).toHaveAttribute(
    "href",
    "mailto:clara.inbox@example.com?subject=Re%3A%20Infrastructure",
  );
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+493012345678");
  await expect(page.getByRole("link", { name: "clara.inbox@example.com", exact: true })).toHaveAttribute(
    "href",
    /^mailto:clara\.inbox@example\.com/,
  );
  await expect(page.getByRole("link", { name: "+49 30 1234 5678" })).toHaveAttribute("href", "tel:+493012345678");
  await page.context().close();
});

for (const width of [1440, 375]) {
  test(`at ${width} px no lead page scrolls sideways and axe finds nothing`, async ({ browser }) => {
    const page = await newPage(browser, width);
    await browserSignIn(page, server, ADMIN);
    const problems: Record<string, string[]> = {};
    for (const path of [
      "/desk/leads",
      "/desk/leads?status=spam",
      "/desk/leads?q=cloud&from=2026-01-01&to=2026-12-31&sort=oldest",
      "/desk/leads/contact",
      "/desk/leads/quote",
      "/desk/leads/subscribe",
      "/desk/leads/comment",
      `/desk/leads/contact/${id.cloud}`,
      `/desk/leads/contact/${id.spam}?inbox=1`,
      "/desk/comments",
      "/desk/deliveries",
      "/desk/audit",
      "/desk",
    ]) {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), path).toBe(200);
      const found = [...(await axeViolations(page))];
      const wide = await reflowProblem(page);
      if (wide) found.push(wide);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), path).toBe(true);
      if (found.length) problems[path] = found;
    }
    expect(problems).toEqual({});

    await page.goto(`${server.url}/desk/leads`);
    const card = page.locator("td.card").first();
    if (width < 640) {
      // A card: name, kind, time, status and the message's first line; a tap anywhere on it opens the lead.
      await expect(card).toBeVisible();
      await expect(page.locator("table.lead-cards thead")).toBeHidden();
      const meta = card.locator(".card-meta");
      await expect(meta).toContainText(/Contact messages|Quote requests|Subscribers/);
      await expect(card.locator(".badge")).toBeVisible();
      await page.goto(`${server.url}/desk/leads?q=cloud`);
      await expect(page.locator("td.card .card-line")).toHaveText("We plan a cloud migration next spring.");
      // Not on the link's text: the card's line of details, which the link's box covers (force: the click lands there).
      await page.locator("td.card .card-meta").click({ force: true });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message ${id.cloud}`);
      // The audit log's rows stack too, each value under its column's name.
      await page.goto(`${server.url}/desk/audit`);
      await expect(page.locator("table.stack thead")).toBeHidden();
      const label = await page
        .locator("table.stack tbody td")
        .first()
        .evaluate((td) => getComputedStyle(td, "::before").content);
      expect(label).toBe('"When"');
    } else {
      await expect(card).toBeHidden();
      await expect(page.locator("table.lead-cards thead")).toBeVisible();
      await page.goto(`${server.url}/desk/audit`);
      await expect(page.locator("table.stack thead")).toBeVisible();
    }
    await page.context().close();
  });
}
