/**
 * Adding and removing entries in the desk (server/desk/content-entries.tsx): a publisher adds a thirteenth team member,
 * live on the team page in every language (its photo with its width and height), its translations marked "not
 * translated yet" until a translator publishes one; the member is removed again in every language; a team cut below
 * the four the home pages show is refused with that reason. An editor can do neither.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, browserSignIn, deskGet, deskPage, deskPost, reflowProblem, signIn, startDeskServer, textOf } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const PUBLISHER = "publisher.entries@example.com";
const EDITOR = "editor.entries@example.com";
const TEAM = "/desk/content/edit/team";
const RENDERED = { timeout: 30_000 };
let server: FormsServer;

const html = async (urlPath: string) => (await fetch(`${server.url}${urlPath}`)).text();
const portraits = async (urlPath: string) => (await html(urlPath)).match(/<img[^>]*src="\/images\/team\/[^"]+"[^>]*>/g) ?? [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, PUBLISHER, "publisher"), addUser(server.storeEnv, EDITOR, "editor")]);
});

test.afterAll(async () => {
  await server?.stop();
});

test("a thirteenth team member is added in every language, translated, then removed again", async ({ page }) => {
  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}${TEAM}`);
  await page.getByRole("link", { name: "Add a team member" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New team member");
  // Nothing of another member is filled in; the position is after the last.
  await expect(page.getByLabel("Name")).toHaveValue("");
  await expect(page.getByLabel("Position")).toHaveValue("13");
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("Nothing was added: please correct the 2 fields marked below.");
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  expect(await portraits("/team")).toHaveLength(12);

  await page.getByLabel("Name").fill("Lena Fischer");
  await page.getByLabel("Role").selectOption("Lead Software Engineer");
  await page.getByLabel("Photo").fill("/images/team/member-5.svg");
  await page.getByRole("button", { name: "Add and publish" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/^Added\. Published: the website shows this content now\./, RENDERED);
  await expect(page).toHaveURL(/\/desk\/content\/edit\/team\/en\/13-lena-fischer\?done=added-live$/);
  for (const urlPath of ["/team", "/de/team", "/ar/team"]) {
    const images = await portraits(urlPath);
    expect(images, urlPath).toHaveLength(13);
    const lena = images.find((img) => img.includes("Lena Fischer"));
    expect(lena, urlPath).toMatch(/width="400"/);
    expect(lena, urlPath).toMatch(/height="400"/);
  }

  // Its translations are the English text until translated: marked, and counted.
  await page.goto(`${server.url}${TEAM}`);
  const row = page.getByRole("row").filter({ hasText: "Lena Fischer" });
  await expect(row.getByRole("cell").nth(1)).toContainText("(not translated yet)");
  await expect(row.getByRole("cell").nth(2)).toContainText("(not translated yet)");
  await page.goto(`${server.url}/desk/content/edit`);
  await expect(page.getByRole("row").filter({ has: page.getByRole("link", { name: "Team", exact: true }) })).toContainText(
    "13 of 13, 1 out of date",
  );
  await page.goto(`${server.url}${TEAM}/de/13-lena-fischer`);
  await expect(page.getByRole("status").filter({ hasText: "Not translated yet" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Role").fill("Leitende Softwareentwicklerin");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toHaveText("Published: the website shows this content now.", RENDERED);
  await expect(page.getByText("Not translated yet")).toHaveCount(0);
  expect(await html("/de/team")).toContain("Leitende Softwareentwicklerin");
  await page.goto(`${server.url}${TEAM}`);
  await expect(page.getByRole("row").filter({ hasText: "Lena Fischer" }).getByRole("cell").nth(1)).not.toContainText("not translated");

  // Removed from the English entry, asked once more, gone in every language.
  await page.goto(`${server.url}${TEAM}/en/13-lena-fischer`);
  await page.getByRole("button", { name: "Remove this team member" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Remove Lena Fischer?");
  expect(await portraits("/team")).toHaveLength(13);
  await page.getByRole("button", { name: "Remove from the website" }).click();
  await expect(page.getByRole("status").first()).toHaveText(/^Removed in every language\. Published/, RENDERED);
  for (const urlPath of ["/team", "/de/team", "/ar/team"]) expect(await portraits(urlPath), urlPath).toHaveLength(12);
  await expect(page.getByRole("row").filter({ hasText: "Lena Fischer" })).toHaveCount(0);
});

test("a team cut below the four the home pages show is refused with that reason; an editor can neither add nor remove", async ({
  page,
}) => {
  const publisher = await signIn(server, PUBLISHER);
  const editor = await signIn(server, EDITOR);
  const ids = () =>
    deskPage(server, publisher, TEAM).then((page) => [...new Set(page.match(/\/desk\/content\/edit\/team\/en\/[\w-]+/g) ?? [])]);
  const members = await ids();
  expect(members).toHaveLength(12);
  expect((await deskPost(server, editor, `${members[0]}/remove`, { confirm: "yes" })).status).toBe(403);
  expect((await deskGet(server, editor, `${TEAM}/new`)).status).toBe(403);
  expect((await deskPost(server, editor, `${TEAM}/new`, { "f:name": "Mallory" })).status).toBe(403);
  expect((await deskPost(server, publisher, `${members[0]}/remove`, { confirm: "yes" }, { csrf: null })).status).toBe(403);
  // Down to four, one at a time.
  for (const member of members.slice(4)) {
    const res = await deskPost(server, publisher, `${member}/remove`, { confirm: "yes" });
    expect(res.status, member).toBe(303);
  }
  expect(await portraits("/team")).toHaveLength(4);

  await browserSignIn(page, server, PUBLISHER);
  await page.goto(`${server.url}${members[3]}`);
  await page.getByRole("button", { name: "Remove this team member" }).click();
  await page.getByRole("button", { name: "Remove from the website" }).click();
  await expect(page.getByRole("alert")).toContainText("Nothing was removed: without this team member the website's checks fail:");
  await expect(page.getByRole("alert")).toContainText("the home pages show 4 team members, so the team needs at least 4");
  expect(await portraits("/team")).toHaveLength(4);
  // An editor sees no way to add or remove.
  const editorPage = await page.context().browser()!.newPage();
  await browserSignIn(editorPage, server, EDITOR);
  await editorPage.goto(`${server.url}${TEAM}`);
  await expect(editorPage.getByRole("link", { name: "Add a team member" })).toHaveCount(0);
  await editorPage.goto(`${server.url}${members[0]}`);
  await expect(editorPage.getByRole("button", { name: /Remove/ })).toHaveCount(0);
});

test("a tenth service is added; services cut below the three a row shows are refused with that reason", async () => {
  const publisher = await signIn(server, PUBLISHER);
  const SERVICES = "/desk/content/edit/services";
  const cards = async (urlPath: string) =>
    [...(await html(urlPath)).matchAll(/<article[^>]*>[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)</g)].map((m) => m[1]);
  const added = await deskPost(server, publisher, `${SERVICES}/new`, {
    "f:order": "10",
    "f:title": "Cloud Cost Reviews",
    "f:slug": "cloud-cost-reviews",
    "f:icon": "Cloud",
    "f:desc": "A quarterly look at what your cloud costs and what it could cost.",
    "f:image": "/images/services/service-3.svg",
  });
  expect(
    added.status,
    await added
      .clone()
      .text()
      .then((t) => t.slice(0, 2000)),
  ).toBe(303);
  for (const urlPath of ["/service", "/de/service", "/ar/service"]) expect(await cards(urlPath), urlPath).toHaveLength(10);
  expect((await cards("/service")).at(-1)).toBe("Cloud Cost Reviews");

  const ids = [...new Set((await deskPage(server, publisher, SERVICES)).match(/\/desk\/content\/edit\/services\/en\/[\w-]+/g) ?? [])];
  expect(ids).toHaveLength(10);
  // Down to three, one at a time: the home pages still show a full row.
  for (const service of ids.slice(3))
    expect((await deskPost(server, publisher, `${service}/remove`, { confirm: "yes" })).status, service).toBe(303);
  expect(await cards("/service")).toHaveLength(3);
  const refused = await deskPost(server, publisher, `${ids[2]}/remove`, { confirm: "yes" });
  expect(refused.status).toBe(422);
  expect(textOf(await refused.text())).toContain("the home pages show 3 services in a row, so at least 3 are needed");
  expect(await cards("/service")).toHaveLength(3);
});

for (const width of [1440, 375]) {
  test(`adding and removing pass axe and reflow at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await browserSignIn(page, server, PUBLISHER);
    await page.goto(`${server.url}${TEAM}/new`);
    await page.getByRole("button", { name: "Add and publish" }).click();
    expect(await axeViolations(page), "new, with errors").toEqual([]);
    expect(await reflowProblem(page), "new").toBe("");
    await page.goto(`${server.url}${TEAM}`);
    await page.locator(`a[href^="${TEAM}/en/"]`).first().click();
    await page.getByRole("button", { name: "Remove this team member" }).click();
    expect(await axeViolations(page), "remove").toEqual([]);
    expect(await reflowProblem(page), "remove").toBe("");
  });
}
