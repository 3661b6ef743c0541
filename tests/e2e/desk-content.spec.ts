/**
 * The desk's Content screens (server/desk/content.tsx) against the production server: the history of published
 * revisions, what one changed field by field, and an admin's rollback, which the desk calls live only once the site
 * serves it; an editor may look but not roll back; no rollback without the session's token. axe finds nothing on the
 * screens at 1440 and 375 px, and nothing scrolls sideways.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  browserSignIn,
  deskGet,
  deskPost,
  expectFocusVisible,
  reflowProblem,
  signIn,
  startDeskServer,
  tabTo,
} from "./desk-support";
import { runContent } from "../../server/cli/content";
import { contentRoot } from "../../app/content/files/source";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "admin.content@example.com";
const EDITOR = "editor.content@example.com";
let server: FormsServer;
let dir: string;

const revisionOf = async (urlPath: string) => (await fetch(`${server.url}${urlPath}`)).headers.get("x-content-revision");
const homeHtml = async () => (await fetch(`${server.url}/`)).text();

/** `npm run content -- publish <what>` on the server's store, waiting until the server serves it; gives what it said. */
async function publish(what: string, message: string): Promise<string> {
  let out = "";
  const io = { out: (text: string) => (out += text), err: (text: string) => (out += text) };
  const env = { ...process.env, DATABASE_URL: undefined, ...server.storeEnv };
  expect(await runContent(["publish", what, "--message", message, "--wait", server.url], io, env), out).toBe(0);
  return out;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, ADMIN, "admin"), addUser(server.storeEnv, EDITOR, "editor")]);
  // Revision 2: the Basic plan at 12.5 in English, published by a developer and served before the desk is opened.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-content-"));
  const file = path.join(dir, "pricing", "en", "basic.json");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const basic = JSON.parse(fs.readFileSync(path.join(contentRoot(), "pricing", "en", "basic.json"), "utf8")) as object;
  fs.writeFileSync(file, JSON.stringify({ ...basic, price: 12.5 }, null, 2) + "\n");
  await publish(file, "Basic at 12.5");
  expect(await homeHtml()).toContain(">$12.5<");
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("an admin reads what a revision changed and rolls back to the one before: live when the desk says so", async ({ page }) => {
  await browserSignIn(page, server, ADMIN);
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  const rows = page.getByRole("table", { name: "Published revisions" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Revision 2 (live)");
  await expect(rows.nth(1)).toContainText("Basic at 12.5");
  await expect(rows.nth(2)).toContainText("Revision 1");

  await page.getByRole("link", { name: "Revision 2" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Revision 2 (live)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What it changed against revision 1 (1 file)" })).toBeVisible();
  const change = page.getByRole("region", { name: /pricing\/en\/basic\.json/ }).getByRole("listitem");
  await expect(change).toHaveCount(1);
  await expect(change).toHaveText(/^price\s*Before\s*9\.9\s*After\s*12\.5$/);
  // The live revision and the latest have nothing to roll back to.
  await expect(page.getByRole("button", { name: /Publish revision/ })).toHaveCount(0);

  await page.getByRole("link", { name: "All revisions" }).click();
  await page.getByRole("link", { name: "Revision 1", exact: true }).click();
  // With the keyboard: the button is reached by Tab and shows its focus.
  await tabTo(page, 'form[action="/desk/content/1/rollback"] button');
  await expectFocusVisible(page, "the rollback button");
  await expect(page.locator(":focus")).toHaveAccessibleName("Publish revision 1 again");
  await page.keyboard.press("Enter");
  // A rollback answers once this server renders every page it touches: more than expect's 5 s on a busy machine.
  await expect(page).toHaveURL(/\/desk\/content\/3\?done=live$/, { timeout: 30_000 });
  await expect(page.getByRole("status")).toHaveText("Published: the website shows this content now.");
  // Said live: the site serves it at once, with no wait.
  expect(await revisionOf("/")).toBe("3");
  expect(await homeHtml()).toContain(">$9.9<");
  expect(await homeHtml()).not.toContain(">$12.5<");
  await expect(page.getByRole("heading", { level: 1, name: "Revision 3 (live)" })).toBeVisible();
  await expect(page.getByText("rollback", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: /pricing\/en\/basic\.json/ }).getByRole("listitem")).toHaveText(
    /^price\s*Before\s*12\.5\s*After\s*9\.9$/,
  );

  // Stored by whom, and in the audit log.
  await page.goto(`${server.url}/desk/audit`);
  await expect(page.getByRole("row").filter({ hasText: "content-rollback" })).toContainText(ADMIN);
});

test("an editor may read the history but not roll back; no rollback without the session's token", async () => {
  const editor = await signIn(server, EDITOR);
  const history = await deskGet(server, editor, "/desk/content");
  expect(history.status).toBe(200);
  const revision = await (await deskGet(server, editor, "/desk/content/2")).text();
  expect(revision).toContain("Revision 2");
  expect(revision).not.toContain("/rollback");
  const refused = await deskPost(server, editor, "/desk/content/2/rollback");
  expect(refused.status).toBe(403);
  expect(await revisionOf("/")).toBe("3");

  const admin = await signIn(server, ADMIN);
  const forged = await deskPost(server, admin, "/desk/content/2/rollback", {}, { csrf: null });
  expect(forged.status).toBe(403);
  const signedOut = await deskPost(server, undefined, "/desk/content/2/rollback");
  expect(signedOut.status).toBe(401);
  expect(await revisionOf("/")).toBe("3");
  expect(await homeHtml()).toContain(">$9.9<");
  // Not a revision: 404, whatever the number or word.
  for (const id of ["99", "0", "two", "1e3"]) expect((await deskGet(server, admin, `/desk/content/${id}`)).status, id).toBe(404);
});

test("an admin puts back one file a revision changed; the revision's other change stays", async ({ page }) => {
  // Revision 4: two files at once (a developer's folder), the German Basic plan's and the English Premium plan's text.
  const folder = path.join(dir, "content");
  fs.cpSync(contentRoot(), folder, { recursive: true });
  const edit = (file: string, description: string) => {
    const at = path.join(folder, file);
    fs.writeFileSync(at, JSON.stringify({ ...(JSON.parse(fs.readFileSync(at, "utf8")) as object), description }, null, 2) + "\n");
  };
  edit("pricing/de/basic.json", "Ein Tippfehler im Basis-Tarif.");
  edit("pricing/en/premium.json", "Everything, reworded.");
  expect(await publish(folder, "Two texts")).toContain("Stored revision 4");

  await browserSignIn(page, server, ADMIN);
  await page.goto(`${server.url}/desk/content/4`);
  await expect(page.getByRole("heading", { name: "What it changed against revision 3 (2 files)" })).toBeVisible();
  const german = page.locator("section").filter({ has: page.getByRole("heading", { name: "pricing/de/basic.json (changed)" }) });
  await german.getByRole("button", { name: "Put this file back as it was before" }).click();
  await expect(page).toHaveURL(/\/desk\/content\/5\?done=live$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "What it changed against revision 4 (1 file)" })).toBeVisible();
  await expect(page.getByText("Undid revision 4's change to pricing/de/basic.json")).toBeVisible();
  // Live at once: German's text is back, English's new text stays.
  const german5 = await (await fetch(`${server.url}/de`)).text();
  expect(german5).not.toContain("Ein Tippfehler");
  expect(german5).toContain("Grundlegende SEO- und Website-Betreuung");
  expect(await (await fetch(`${server.url}/`)).text()).toContain("Everything, reworded.");

  // A file the revision did not change is refused, with nothing stored.
  const admin = await signIn(server, ADMIN);
  const refused = await deskPost(server, admin, "/desk/content/4/undo", { file: "team/en/01-daniel-whitmore.json" });
  expect(refused.status).toBe(400);
  expect(await revisionOf("/")).toBe("5");
  const editor = await signIn(server, EDITOR);
  expect((await deskPost(server, editor, "/desk/content/4/undo", { file: "pricing/en/premium.json" })).status).toBe(403);
  expect(await revisionOf("/")).toBe("5");
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`axe finds nothing on the Content screens, and none scrolls sideways, at ${viewport.width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await browserSignIn(page, server, ADMIN);
    const problems: Record<string, string[]> = {};
    for (const urlPath of [
      "/desk/content",
      "/desk/content/1",
      "/desk/content/2",
      "/desk/content/3?done=live",
      "/desk/content/4",
      "/desk/content/99",
    ]) {
      await page.goto(`${server.url}${urlPath}`);
      const found = [...(await axeViolations(page)), (await reflowProblem(page)) || []].flat();
      if (found.length) problems[urlPath] = found;
    }
    expect(problems).toEqual({});
    await context.close();
  });
}
