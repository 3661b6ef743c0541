/**
 * Comment moderation against the production server: a visitor's comment
 * waits for a moderator; `npm run leads -- approve <id>`, run in another process on the same
 * database, publishes it on every layout and dark twin of the article at the next page load
 * (after the spec's two samples, oldest first, with name and date), with JavaScript and
 * without; a rejected one never shows; markup and scripts in a comment stay text.
 */
import { execFile } from "node:child_process";
import pg from "pg";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Locator, Page } from "@playwright/test";
import { blogComments } from "../../app/content/blog-article";
import { formatIsoDate } from "../../app/content/format";
import { SUCCESS_MESSAGES } from "../../app/forms/form-copy";
import { expect, formPost, startFormsServer, test, type FormsServer } from "./forms-support";
import { reveal } from "./shell-helpers";
import { execSql } from "./desk-support";
import { COMMENTS_PER_PAGE, commentPageCount } from "../../shared/comments";

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
test.describe.configure({ mode: "serial", timeout: 180_000 });
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

const samples = () => blogComments().map((c) => c.author);

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
  expect(await authors(page, "/blog/blog-details-right")).toEqual(samples());

  const [ada, grace] = await pendingIds("Ada Lovelace", "Grace Tester");
  const approvedGrace = await leadsCli("approve", String(grace));
  expect(approvedGrace.code).toBe(0);
  expect(approvedGrace.out).toContain(`Approved comment ${grace} by Grace Tester`);
  expect(await authors(page, "/blog/blog-details-right")).toEqual([...samples(), "Grace Tester"]);
  expect((await leadsCli("approve", String(ada))).code).toBe(0);

  // After the two samples, oldest first (by when they were written, not approved), on every layout.
  for (const layout of LAYOUTS) {
    expect([layout, await authors(page, layout)]).toEqual([layout, [...samples(), "Ada Lovelace", "Grace Tester"]]);
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
    expect(await authors(plain, "/blog/blog-details-dark")).toEqual([...samples(), "Ada Lovelace", "Grace Tester"]);
    await expect(commentItems(plain).nth(3)).toContainText("Later, but approved first.");
    expect(await authors(plain, "/blog/blog-details?sent=comment")).toEqual([...samples(), "Ada Lovelace", "Grace Tester"]);
    expect(await authors(plain, "/Blog/Blog-Details-Right")).toEqual([...samples(), "Ada Lovelace", "Grace Tester"]);
  } finally {
    await noScript.close();
  }

  // Rejecting a published comment changes nothing, and says what would take it off.
  const again = await leadsCli("reject", String(ada));
  expect(again.code).toBe(1);
  expect(again.err).toContain(`is approved and published`);
  expect(again.err).toContain(`npm run leads -- unpublish ${ada} takes it off the article`);
});

test("a rejected comment does not show, and rejecting it again changes nothing", async ({ page }) => {
  await postComment("/blog/blog-details", "Mallory", "Buy cheap watches at example.com");
  const [id] = await pendingIds("Mallory Tester");
  const rejected = await leadsCli("reject", String(id));
  expect(rejected.code).toBe(0);
  expect(rejected.out).toContain(`Rejected comment ${id} by Mallory Tester`);
  const again = await leadsCli("reject", String(id));
  expect(again.code).toBe(1);
  expect(again.err).toContain("was already rejected");
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

/**
 * `count` approved comments on the article, written a second apart after every other, then the store's next comments
 * version; in the server's SQLite file, or in PostgreSQL under `npm run test:edge`. Returns how many it holds.
 */
async function addApproved(from: number, count: number): Promise<number> {
  const url = server.storeEnv.DATABASE_URL;
  if (!url) {
    execSql(
      server,
      `WITH RECURSIVE n(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO leads (kind, status, created_at, page, article, ip_hash, first_name, last_name, message, decided_at)
       SELECT 'comment', 'approved', strftime('%Y-%m-%dT%H:%M:%fZ', '2030-01-01', '+' || i || ' seconds'), '/blog/blog-details',
         '/blog/blog-details', 'h', 'Reader', printf('%04d', i), 'Comment number ' || i || ', a few words long.', '2030-06-01T00:00:00.000Z'
       FROM n`,
      from,
      from + count - 1,
    );
    execSql(
      server,
      `INSERT INTO settings (key, value) VALUES ('comments_version', '1')
       ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`,
    );
    return execSql(
      server,
      "UPDATE leads SET status = status WHERE kind = 'comment' AND status = 'approved' AND article = '/blog/blog-details'",
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO leads (kind, status, created_at, page, article, ip_hash, first_name, last_name, message, decided_at)
       SELECT 'comment', 'approved', timestamptz '2030-01-01Z' + i * interval '1 second', '/blog/blog-details', '/blog/blog-details',
         'h', 'Reader', lpad(i::text, 4, '0'), 'Comment number ' || i || ', a few words long.', timestamptz '2030-06-01Z'
       FROM generate_series($1::int, $2::int) AS i`,
      [from, from + count - 1],
    );
    await client.query(`INSERT INTO settings (key, value) VALUES ('comments_version', '1')
      ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text`);
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM leads WHERE kind = 'comment' AND status = 'approved' AND article = '/blog/blog-details'",
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** The article's first answer after its comments changed (it renders the page again), timed, and its size. */
async function firstAnswer(path = "/blog/blog-details") {
  const started = performance.now();
  const res = await fetch(server.url + path, { headers: { "Accept-Encoding": "identity" } });
  const html = await res.text();
  return { ms: performance.now() - started, bytes: Buffer.byteLength(html), html };
}

test("with 3,000 approved comments the article shows the newest 20, pages back to the first, and renders as fast", async () => {
  // Each render timed three times, the fastest compared: the other worker's test shares the two cores, and one draw of
  // it made a render of the same work take 1.5 s instead of 0.4.
  const oneMs: number[] = [];
  for (let i = 1; i <= 3; i++) {
    await addApproved(i, 1);
    oneMs.push((await firstAnswer()).ms);
  }
  let total = await addApproved(4, 2_994);
  const manyMs: number[] = [];
  let many = await firstAnswer();
  for (let i = 2_998; i <= 3_000; i++) {
    total = await addApproved(i, 1);
    many = await firstAnswer();
    manyMs.push(many.ms);
  }
  const fastest = (ms: number[]) => Math.min(...ms);
  console.log(
    `re-render with 1–3 comments ${oneMs.map((ms) => ms.toFixed(0)).join(", ")} ms, with 2,998–3,000: ` +
      `${manyMs.map((ms) => ms.toFixed(0)).join(", ")} ms, ${(many.bytes / 1024).toFixed(0)} KB`,
  );
  // The same work whatever the total: not a render of every comment (3,306 took 4.45 s and made 4.4 MB, 15× the render
  // of one). A busy two-core machine has measured 2.5× for the same work (645 ms against 262): 4× + 200 ms keeps that
  // regression far outside the bound and the noise inside it.
  expect(fastest(manyMs)).toBeLessThan(4 * fastest(oneMs) + 200);
  expect(many.bytes).toBeLessThan(200 * 1024);

  const pages = commentPageCount(total);
  expect(many.html).toContain("Reader 3000");
  expect(many.html).not.toContain(`Reader ${String(3000 - COMMENTS_PER_PAGE).padStart(4, "0")}<`);
  expect(many.html).toContain(`href="/blog/blog-details?comments=2#comments"`);
  expect(many.html).toContain(`Older comments (${total - COMMENTS_PER_PAGE})`);
  // Page 150 holds the 2,981st to the 3,000th newest: the first twenty written here, oldest first.
  const first = await firstAnswer("/blog/blog-details-right?comments=150");
  expect(first.html.match(/Reader \d{4}(?=<\/h4>)/g)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Reader ${String(i + 1).padStart(4, "0")}`),
  );
  // The oldest page links back to the newer ones; a page past it leads to it.
  const last = await firstAnswer(`/blog/blog-details-right?comments=${pages}`);
  expect(last.html).toContain(`href="/blog/blog-details-right?comments=${pages - 1}#comments"`);
  expect(last.html).not.toContain(`comments=${pages + 1}`);
  const past = await fetch(`${server.url}/blog/blog-details-right?comments=${pages + 1}`, { redirect: "manual" });
  expect([past.status, past.headers.get("location")]).toEqual([302, `/blog/blog-details-right?comments=${pages}#comments`]);
});
