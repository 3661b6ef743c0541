/**
 * `npm run dev` serves like production (docs/decisions/0020-dev-server.md): server.ts's stages
 * on the sources through Vite, with the security headers and request log, the lead store,
 * forms without JavaScript, the article's approved comments, /search and the islands.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { Sqlite as Database } from "../../server/store/sqlite-driver";
import { SEARCH_INDEX_URL } from "../../app/search/index-file";
import { freePort } from "../../server/spawn-server";
import { consoleErrors, island, readyIsland } from "./island-support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = promisify(execFile);

// The first page compiles the site's modules: slow on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ contextOptions: { reducedMotion: "reduce" } });

let child: ChildProcess;
let output = "";
let url = "";
let databasePath = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  databasePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dev-e2e-")), "leads.sqlite");
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_PATH: databasePath,
    FORM_MIN_FILL_MS: "0",
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  child = spawn("npm", ["run", "-s", "dev"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 100_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`npm run dev did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid!, "SIGTERM"); // npm and the server it started
    await exited;
  }
  if (databasePath) fs.rmSync(path.dirname(databasePath), { recursive: true, force: true });
});

function leads(): { id: number; kind: string; page: string; email: string; status: string }[] {
  const db = new Database(databasePath, { fileMustExist: true, readonly: true });
  try {
    return db.prepare("SELECT id, kind, page, email, status FROM leads ORDER BY id").all() as ReturnType<typeof leads>;
  } finally {
    db.close();
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a page comes with the production security headers and a logged request id", async ({ page }) => {
    const response = (await page.goto(`${url}/contact`))!;
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"])?.[1];
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'nonce-[^']+';/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    // Every script of the page carries the nonce of its policy.
    const scripts = await page.locator("script:not([type='application/ld+json'])").evaluateAll((els) => els.map((el) => el.nonce));
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
    await expect.poll(() => output).toContain(`"requestId":"${headers["x-request-id"]}"`);
  });

  test("a contact form posted from the page is stored in the dev store and confirmed", async ({ page }) => {
    const email = `dev.${Date.now()}@example.com`;
    await page.goto(`${url}/contact`);
    const form = page.locator('form[id^="contact-form"]');
    await form.getByLabel(/^First Name/).fill("Ada");
    await form.getByLabel(/^Last Name/).fill("Lovelace");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill("+44 20 7946 0958");
    await form.getByLabel(/^Subject/).fill("A new website");
    await form.getByLabel(/^Message/).fill("Hello from the dev server.");
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page).toHaveURL(/\/contact\?sent=contact#contact-form.*-status$/);
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
    expect(leads().filter((lead) => lead.email === email)).toMatchObject([{ kind: "contact", page: "/contact", status: "new" }]);
  });

  test("/search?q=seo answers 200 with results", async ({ page }) => {
    const response = (await page.goto(`${url}/search?q=seo`))!;
    expect(response.status()).toBe(200);
    const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    expect(await results.count()).toBeGreaterThan(0);
    await expect(results.first().locator("mark").first()).toHaveText(/^seo/i);
  });

  test("an approved comment shows under the article", async ({ page }) => {
    const firstName = `Dev${Date.now()}`;
    await page.goto(`${url}/blog/blog-details`);
    const form = page.locator("form#comment-form");
    await form.getByLabel(/^First Name/).fill(firstName);
    await form.getByLabel(/^Last Name/).fill("Tester");
    await form.getByLabel(/^Email/).fill(`${firstName.toLowerCase()}@example.com`);
    await form.getByLabel(/^Message/).fill("Written in development.");
    await form.getByRole("button", { name: "Submit Now" }).click();
    await expect(page).toHaveURL(/\?sent=comment/);
    const [comment] = leads().filter((lead) => lead.email === `${firstName.toLowerCase()}@example.com`);
    expect(comment).toMatchObject({ kind: "comment", status: "pending" });
    await page.goto(`${url}/blog/blog-details`);
    await expect(page.getByText(firstName)).toHaveCount(0);

    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_PATH: databasePath };
    delete env.DATABASE_URL;
    await run("npm", ["run", "-s", "leads", "--", "approve", String(comment.id)], { cwd: root, env });
    await page.goto(`${url}/blog/blog-details`);
    await expect(page.getByText("Written in development.")).toBeVisible();
  });
});

test("with JavaScript, the islands run from Vite's modules under the same policy", async ({ page }) => {
  const errors = consoleErrors(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${url}/contact`);
  // Vite compiles the island's code and React on their first request: CI once took over 5 s.
  await readyIsland(island(page, "lead-form"), { timeout: 60_000 });
  // The search box's index, made from the pages as they render now.
  const index = await page.request.get(`${url}${SEARCH_INDEX_URL}`);
  expect(index.status()).toBe(200);
  expect(Object.keys(await index.json())).toContain("documentCount");
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

// One route table holds every language, so the dev server renders German and Arabic from the sources too, each in
// its route's language, with their islands run in the page's.
test("every language from the sources: /de/contact in German, /ar/contact right to left, their islands running", async ({ page }) => {
  const errors = consoleErrors(page);
  for (const [path, lang, dir, heading] of [
    ["/de/contact", "de", "ltr", "Kontakt aufnehmen"],
    ["/ar/contact", "ar", "rtl", "تواصلوا معنا"],
  ] as const) {
    const response = (await page.goto(`${url}${path}`))!;
    expect(response.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await readyIsland(island(page, "lead-form"), { timeout: 60_000 });
  }
  expect(errors).toEqual([]);
});
