/**
 * Comment moderation against the production server: a visitor's comment
 * waits for a moderator; `npm run leads -- approve <id>`, run in another process on the same
 * database, publishes it on every layout and dark twin of the article at the next page load
 * (after the spec's two samples, oldest first, with name and date), with JavaScript and
 * without; a rejected one never shows; markup and scripts in a comment stay text.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import { blogComments } from "../../app/content/blog-article";
import { formatIsoDate } from "../../app/content/format";
import { SUCCESS_MESSAGES } from "../../app/forms/form-copy";
import { expect, formPost, startFormsServer, test, type FormsServer } from "./forms-support";
import { reveal } from "./shell-helpers";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

const LAYOUTS = [
  "/blog/blog-details",
  "/blog/blog-details-right",
  "/blog/blog-details-center",
  "/blog/blog-details-dark",
  "/blog/blog-details-right-dark",
  "/blog/blog-details-center-dark",
];

// Each test runs the CLI (npm, then Node with tsx) a few times: slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

let server: FormsServer;
test.beforeAll(async () => {
  // Its own server and database; posts are not held back as too fast (the spam brake is tested elsewhere).
  server = await startFormsServer({ FORM_MIN_FILL_MS: "0" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** `npm run leads -- <args>` on the server's database, as a moderator runs it. */
async function leadsCli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATABASE_PATH;
  Object.assign(env, server.storeEnv);
  try {
    const { stdout, stderr } = await run("npm", ["run", "-s", "leads", "--", ...args], { cwd: root, env });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === "number" ? e.code : -1, out: e.stdout ?? "", err: e.stderr ?? "" };
  }
}

/** The ids `npm run leads -- comments` lists for the comments of these visitors. */
async function pendingIds(...names: string[]): Promise<number[]> {
  const { code, out } = await leadsCli("comments");
  expect(code).toBe(0);
  return names.map((name) => {
    const row = out.split("\n").find((line) => line.includes(name));
    expect(row, `${name} in:\n${out}`).toBeTruthy();
    return Number(row!.trim().split(/\s+/)[0]);
  });
}

/** A comment posted as a browser without JavaScript posts it. */
async function postComment(pagePath: string, firstName: string, message: string) {
  const res = await formPost(server, pagePath, {
    kind: "comment",
    firstName,
    lastName: "Tester",
    email: `${firstName.toLowerCase()}@example.com`,
    message,
  });
  expect(res.status).toBe(303);
}

function commentItems(page: Page): Locator {
  return page.getByRole("heading", { name: "Blog Comments" }).locator("xpath=..").locator("ol > li");
}

/** The authors shown under the article, in order. */
async function authors(page: Page, pagePath: string): Promise<string[]> {
  const res = await page.goto(server.url + pagePath, { waitUntil: "domcontentloaded" });
  expect(res?.status()).toBe(200);
  return commentItems(page).getByRole("heading", { level: 4 }).allTextContents();
}

const samples = blogComments.map((c) => c.author);

test("a comment waits for a moderator, then shows on every layout once approved with the CLI, oldest first", async ({ page, browser }) => {
  // A visitor comments on the right-sidebar layout, with JavaScript (the form's island).
  await page.goto(server.url + "/blog/blog-details-right");
  const form = page.locator("form#comment-form");
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-island="lead-form"]', { has: form })).toHaveAttribute("data-island-ready", "", { timeout: 20_000 });
  await form.getByLabel(/^First Name/).fill("Ada");
  await form.getByLabel(/^Last Name/).fill("Lovelace");
  await form.getByLabel(/^Email/).fill("ada@example.com");
  await form.getByLabel(/^Message/).fill("The engine might compose music.\nOf any degree of complexity.");
  await form.getByRole("button", { name: "Submit Now" }).click();
  await expect(page.getByText(SUCCESS_MESSAGES.comment)).toBeVisible();
  // A later comment, from a dark twin, without JavaScript.
  await postComment("/blog/blog-details-center-dark", "Grace", "Later, but approved first.");

  // Not shown before a moderator approves it.
  expect(await authors(page, "/blog/blog-details-right")).toEqual(samples);

  const [ada, grace] = await pendingIds("Ada Lovelace", "Grace Tester");
  const approvedGrace = await leadsCli("approve", String(grace));
  expect(approvedGrace.code).toBe(0);
  expect(approvedGrace.out).toContain(`Approved comment ${grace} by Grace Tester`);
  expect(await authors(page, "/blog/blog-details-right")).toEqual([...samples, "Grace Tester"]);
  expect((await leadsCli("approve", String(ada))).code).toBe(0);

  // After the two samples, oldest first (by when they were written, not approved), on every layout.
  for (const layout of LAYOUTS) {
    expect([layout, await authors(page, layout)]).toEqual([layout, [...samples, "Ada Lovelace", "Grace Tester"]]);
  }
  // With the date and the text as written, line break included.
  const item = commentItems(page).nth(2);
  const today = new Date().toISOString().slice(0, 10);
  await expect(item.locator("time")).toHaveAttribute("datetime", today);
  await expect(item.locator("time")).toHaveText(formatIsoDate(today));
  await reveal(item);
  expect(await item.locator("p.whitespace-pre-line").innerText()).toBe("The engine might compose music.\nOf any degree of complexity.");

  // Without JavaScript too, and after a post (the confirmation page is rendered on request).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    expect(await authors(plain, "/blog/blog-details-dark")).toEqual([...samples, "Ada Lovelace", "Grace Tester"]);
    await expect(commentItems(plain).nth(3)).toContainText("Later, but approved first.");
    expect(await authors(plain, "/blog/blog-details?sent=comment")).toEqual([...samples, "Ada Lovelace", "Grace Tester"]);
    expect(await authors(plain, "/Blog/Blog-Details-Right")).toEqual([...samples, "Ada Lovelace", "Grace Tester"]);
  } finally {
    await noScript.close();
  }

  // Deciding it again changes nothing, and says so.
  const again = await leadsCli("reject", String(ada));
  expect(again.code).toBe(1);
  expect(again.err).toContain("was already approved");
});

test("a rejected comment never shows", async ({ page }) => {
  await postComment("/blog/blog-details", "Mallory", "Buy cheap watches at example.com");
  const [id] = await pendingIds("Mallory Tester");
  const rejected = await leadsCli("reject", String(id));
  expect(rejected.code).toBe(0);
  expect(rejected.out).toContain(`Rejected comment ${id} by Mallory Tester`);
  const approve = await leadsCli("approve", String(id));
  expect(approve.code).toBe(1);
  expect(approve.err).toContain("was already rejected");
  for (const layout of LAYOUTS) {
    expect(await authors(page, layout)).not.toContain("Mallory Tester");
  }
  await expect(page.getByText("Buy cheap watches")).toHaveCount(0);
  expect((await leadsCli("comments")).out).not.toContain("Mallory");
});

test("markup and scripts in a comment are shown as text: no element is made, no dialog opens", async ({ page, browser }) => {
  const attack = "<script>alert(1)</script><img src=x onerror=alert(1)>";
  await postComment("/blog/blog-details-right-dark", "Eve", attack);
  const [eve] = await pendingIds("Eve Tester");
  expect((await leadsCli("approve", String(eve))).code).toBe(0);

  for (const context of [page.context(), await browser.newContext({ javaScriptEnabled: false })]) {
    const visitor = context === page.context() ? page : await context.newPage();
    const dialogs: string[] = [];
    visitor.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const violations: string[] = [];
    visitor.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    for (const layout of ["/blog/blog-details", "/blog/blog-details-right-dark"]) {
      const res = await visitor.goto(server.url + layout);
      // The page's own policy: the build's hash of its one inline script, nothing else.
      const scriptSrc = /script-src ([^;]*)/.exec(res?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
      expect(scriptSrc).toMatch(/^'self' 'sha256-[\w+/=]+'$/);
      const item = commentItems(visitor).filter({ hasText: "Eve Tester" });
      await expect(item.locator("p.whitespace-pre-line")).toHaveText(attack);
      await expect(item.locator("script, img, [onerror]")).toHaveCount(0);
      await expect(visitor.locator("img[src='x'], img[src$='/x']")).toHaveCount(0);
      expect(await visitor.evaluate(() => [...document.scripts].some((s) => s.textContent?.includes("alert(1)")))).toBe(false);
    }
    await visitor.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
    if (context !== page.context()) await context.close();
  }
});
