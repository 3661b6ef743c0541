/**
 * A lead keeps what led to it, end to end against the production server: a visitor clicks the Standard plan's
 * "Buy Now" (without JavaScript: the plain post carries the page's ?plan=) and the "Cloud Solution" service card (with
 * it: the island sends the context, and the quote form says which service it is about); the desk's lead pages and its
 * CSV export then show "Standard" and "Cloud Solution".
 */
import { test, expect, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, leadIdOf, startDeskServer } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const EDITOR = "editor.context@example.com";
const PLAN_EMAIL = "plan.context@example.com";
const SERVICE_EMAIL = "service.context@example.com";

let server: FormsServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await addUser(server.storeEnv, EDITOR, "editor");
});

test.afterAll(async () => {
  await server?.stop();
});

/** The lead's detail page as the desk shows it: each term with its value. */
async function detailOf(page: Page, kind: string, id: number): Promise<Record<string, string>> {
  await page.goto(`${server.url}/desk/leads/${kind}/${id}`);
  const terms = await page.locator("dl.fields > dt").allTextContents();
  const values = await page.locator("dl.fields > dd").allTextContents();
  return Object.fromEntries(terms.map((term, i) => [term, values[i].trim()]));
}

async function csvOf(page: Page, kind: string): Promise<string[][]> {
  await page.goto(`${server.url}/desk/leads/${kind}`);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "CSV (comma, ISO dates)", exact: true }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  // No cell of these leads holds a comma, a quote or a line break.
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => line.split(","));
}

test("the Standard plan's Buy Now, sent without JavaScript, keeps its plan", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.locator('a[href="/contact?plan=Standard"]').click();
  await expect(page).toHaveURL(`${server.url}/contact?plan=Standard`);
  await page.getByLabel(/^First Name/).fill("Paula");
  await page.getByLabel(/^Email/).fill(PLAN_EMAIL);
  await page.getByLabel(/^Message/).fill("We would like the Standard plan.");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=contact/);
  await context.close();
});

test("the Cloud Solution card's detail page says so above its quote form and sends it with the island", async ({ page }) => {
  await page.goto(`${server.url}/service`);
  await page.locator('a[href="/service/service-details?service=cloud-solution"]').first().click();
  await expect(page).toHaveURL(`${server.url}/service/service-details?service=cloud-solution`);
  const form = page.locator('form:has(input[name="kind"][value="quote"])');
  // The island starts as its form nears the viewport (the sidebar is below the fold on a laptop).
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText("About: Cloud Solution", { exact: true })).toBeVisible();
  expect(await axeViolations(page, { include: "aside" }), "the sidebar with its quote form").toEqual([]);
  await form.getByLabel(/^Your Name/).fill("Sam");
  await form.getByLabel(/^Email/).fill(SERVICE_EMAIL);
  await form.getByLabel(/^Message/).fill("Moving three servers to the cloud.");
  await form.getByRole("button").click();
  await expect(form.getByRole("status")).toContainText("Your quote request has been sent");
  // The island sent it (no reload): the address is still the card's.
  await expect(page).toHaveURL(`${server.url}/service/service-details?service=cloud-solution`);
});

test("in German and Arabic too, every card names its service and the quote form says which, in the page's language", async ({ page }) => {
  for (const [code, about] of [
    ["de", "Betrifft: Cloud-Lösungen"],
    ["ar", "بخصوص: الحلول السحابية"],
  ]) {
    await page.goto(`${server.url}/${code}/service`);
    const hrefs = await page
      .locator(`main a[href^="/${code}/service/service-details"]`)
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")))]);
    expect(hrefs, code).toHaveLength(9);
    for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${code}/service/service-details\\?service=[a-z0-9-]+$`));
    await page.locator(`a[href="/${code}/service/service-details?service=cloud-solution"]`).first().click();
    const form = page.locator('form:has(input[name="kind"][value="quote"])');
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByText(about, { exact: true })).toBeVisible();
  }
});

test("the desk shows the plan and the service on the leads, and the CSV export carries them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await browserSignIn(page, server, EDITOR);

  const plan = await detailOf(page, "contact", leadIdOf(server, PLAN_EMAIL));
  expect(plan).toMatchObject({ Plan: "Standard", "Sent from": "/contact", Language: "English (en)" });
  // Without JavaScript the browser's referrer is not read: no landing page, no other site.
  expect(plan).not.toHaveProperty("Landing page");
  expect(plan).not.toHaveProperty("Service");

  const service = await detailOf(page, "quote", leadIdOf(server, SERVICE_EMAIL));
  expect(service).toMatchObject({
    Service: "Cloud Solution",
    "Sent from": "/service/service-details",
    // The page of ours whose card led to the form.
    "Landing page": "/service",
    Language: "English (en)",
  });
  expect(service).not.toHaveProperty("Plan");
  expect(service).not.toHaveProperty("Came from");

  const contacts = await csvOf(page, "contact");
  const header = contacts[0];
  const planRow = contacts.find((row) => row.includes(PLAN_EMAIL))!;
  expect(planRow[header.indexOf("Plan")]).toBe("Standard");
  expect(planRow[header.indexOf("Language")]).toBe("en");

  const quotes = await csvOf(page, "quote");
  const serviceRow = quotes.find((row) => row.includes(SERVICE_EMAIL))!;
  expect(serviceRow[quotes[0].indexOf("Service")]).toBe("Cloud Solution");
  expect(serviceRow[quotes[0].indexOf("Landing page")]).toBe("/service");
  await context.close();
});
