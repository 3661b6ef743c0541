/**
 * Publishing several drafts as one revision (server/desk/content-drafts.tsx): drafts saved on different entries are
 * listed together, invisible to visitors; a publisher publishes two of them at once, live in one switch with one
 * history entry, and the third stays a draft. A draft whose entry was published after it was made is refused with
 * the reason; an editor sees the list but cannot publish it.
 */
import { expect, test, type Page } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, deskPost, reflowProblem, signIn, startDeskServer } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PUBLISHER = "publisher.drafts@example.com";
const EDITOR = "editor.drafts@example.com";
const DRAFTS = "/desk/content/drafts";
const PRICING = "/desk/content/edit/pricing/en";
const RENDERED = { timeout: 30_000 };
let server: FormsServer;

const html = async (urlPath: string) => (await fetch(`${server.url}${urlPath}`)).text();
const revisionOf = async (urlPath: string) => (await fetch(`${server.url}${urlPath}`)).headers.get("x-content-revision");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, PUBLISHER, "publisher"), addUser(server.storeEnv, EDITOR, "editor")]);
});

test.afterAll(async () => {
  await server?.stop();
});

async function saveDraft(page: Page, entry: string, price: string) {
  await page.goto(`${server.url}${PRICING}/${entry}`);
  await page.getByLabel("Price (dollars a month)").fill(price);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toContainText("Draft saved.", RENDERED);
}

test("two of three drafts are published together as one revision; the third stays a draft", async ({ page, browser }) => {
  await browserSignIn(page, server, PUBLISHER);
  await saveDraft(page, "basic", "12.5");
  await saveDraft(page, "standard", "24.5");
  await saveDraft(page, "premium", "39.5");
  const before = await revisionOf("/");
  expect(await html("/")).not.toContain("$12.5");

  // An editor sees them, and cannot publish them.
  const editor = await browser.newPage();
  await browserSignIn(editor, server, EDITOR);
  await editor.goto(`${server.url}${DRAFTS}`);
  await expect(editor.getByRole("table", { name: "Saved drafts" }).getByRole("row")).toHaveCount(4);
  await expect(editor.getByRole("checkbox")).toHaveCount(0);
  const refused = await deskPost(server, await signIn(server, EDITOR), `${DRAFTS}/publish`, { file: "pricing/en/basic.json" });
  expect(refused.status).toBe(403);

  await page.goto(`${server.url}/desk/content`);
  await page.getByRole("link", { name: "Drafts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Drafts");
  await page.getByRole("checkbox", { name: "Publish Pricing plans: Basic (English)" }).check();
  await page.getByRole("checkbox", { name: "Publish Pricing plans: Standard (English)" }).check();
  await page.getByLabel("What changed").fill("Autumn prices");
  await page.getByRole("button", { name: "Publish the chosen drafts" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Published: the website shows this content now.", RENDERED);
  // One revision, one switch: both prices at once, the third still a draft.
  expect(Number(await revisionOf("/"))).toBe(Number(before) + 1);
  const home = await html("/");
  expect(home).toContain(">$12.5<");
  expect(home).toContain(">$24.5<");
  expect(home).not.toContain(">$39.5<");
  await expect(page.getByRole("table", { name: "Saved drafts" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Saved drafts" })).toContainText("Premium");
  await page.goto(`${server.url}/desk/content`);
  const row = page.getByRole("table", { name: "Published revisions" }).getByRole("row").nth(1);
  await expect(row).toContainText("Autumn prices");
});

test("a draft whose entry was published after it was made is refused with the reason, and nothing is published", async ({
  page,
  browser,
}) => {
  await browserSignIn(page, server, PUBLISHER);
  // A second form on the same entry, opened before the draft is saved, publishes another price.
  const other = await browser.newPage();
  await browserSignIn(other, server, PUBLISHER);
  await other.goto(`${server.url}${PRICING}/basic`);
  await saveDraft(page, "basic", "13.5");
  await other.getByLabel("Price (dollars a month)").fill("11.5");
  await other.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(other.getByRole("status").first()).toHaveText("Published: the website shows this content now.", RENDERED);
  expect(await html("/")).toContain(">$11.5<");

  const before = await revisionOf("/");
  const res = await deskPost(server, await signIn(server, PUBLISHER), `${DRAFTS}/publish`, { file: "pricing/en/basic.json" });
  expect(res.status).toBe(409);
  expect(await res.text()).toContain("the entry was published after this draft was made");
  expect(await revisionOf("/")).toBe(before);
  expect(await html("/")).not.toContain(">$13.5<");
  await page.goto(`${server.url}${DRAFTS}`);
  await expect(page.getByRole("table", { name: "Saved drafts" })).toContainText("The entry was published after this draft was made");
});

for (const width of [1440, 375]) {
  test(`the drafts page passes axe and reflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await browserSignIn(page, server, PUBLISHER);
    await page.goto(`${server.url}${DRAFTS}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(await reflowProblem(page)).toBe("");
  });
}
