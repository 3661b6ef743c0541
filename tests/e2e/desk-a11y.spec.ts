/**
 * The desk's accessibility, in Chromium against the production server: axe (WCAG 2.2 A/AA
 * rules, as tests/e2e/a11y.spec.ts runs it) finds nothing on any desk page, in every state a
 * person meets (errors, notices, a preview, a one-time link), at 1440×900 and 375×800, and
 * nothing scrolls sideways; and the desk's daily round works from the keyboard alone (sign in,
 * filter, open a lead, set its status, approve a comment) with the focus always visible.
 */
import { axeViolations } from "./axe";
import { test, expect, type Browser, type Page } from "@playwright/test";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  browserSignIn,
  deliveriesSettled,
  failingWebhookEnv,
  leadIdOf,
  PASSWORD,
  expectFocusVisible,
  postLead,
  reflowProblem,
  tabTo,
  runCli,
  startDeskServer,
  WRONG_PASSWORD,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ actionTimeout: 10_000 });

const ADMIN = "admin.a11y@example.com";
const EDITOR = "editor.a11y@example.com";

let server: FormsServer;
const ids = { contact: 0, keyboard: 0, pending: 0, approved: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer(await failingWebhookEnv());
  await Promise.all([addUser(server.storeEnv, ADMIN, "admin"), addUser(server.storeEnv, EDITOR, "editor")]);
  await postLead(server, "contact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada.a11y@example.com",
    phone: "+44 20 7946 0958",
    subject: "A new website",
    message: "Hello,\nwe would like to talk about a new website, with a long message that wraps over a few lines on a phone. ".repeat(3),
  });
  await postLead(server, "contact", { firstName: "Kim", lastName: "Keyboard", email: "kim.keyboard@example.com", message: "Tab to me." });
  await postLead(server, "quote", {
    name: "Grace Hopper",
    email: "ada.a11y@example.com",
    phone: "+1 202 555 0100",
    message: "A quote, please.",
  });
  await postLead(server, "subscribe", { email: "ada.a11y@example.com" });
  await postLead(server, "comment", {
    firstName: "Alan",
    lastName: "Turing",
    email: "alan.a11y@example.com",
    message: "Waiting for a moderator.",
  });
  // Still waiting when axe looks at the comments (the keyboard test approves Alan's).
  await postLead(server, "comment", { firstName: "Barbara", email: "barbara.a11y@example.com", message: "Waiting as well." });
  await postLead(server, "comment", { firstName: "Edsger", email: "edsger.a11y@example.com", message: "Published already." });
  ids.keyboard = leadIdOf(server, "kim.keyboard@example.com");
  ids.pending = leadIdOf(server, "alan.a11y@example.com");
  ids.approved = leadIdOf(server, "edsger.a11y@example.com");
  // The same address also sent a quote and subscribed: the contact message by its kind.
  ids.contact = server.leads().find((l) => l.kind === "contact" && l.email === "ada.a11y@example.com")!.id;
  expect((await runCli(server.storeEnv, "leads", ["approve", String(ids.approved)])).code).toBe(0);
  await deliveriesSettled(server);
});

test.afterAll(async () => {
  await server?.stop();
});

async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

// ——— Keyboard only ———

/** Presses Tab until the focused element matches the selector; fails after `max` presses. */
test("the daily round with the keyboard only: sign in, filter, open a lead, set its status, approve a comment", async ({ browser }) => {
  const page = await newPage(browser, { width: 1440, height: 900 });
  page.on("dialog", (dialog) => void dialog.dismiss());
  // Nothing below uses the mouse: only page.keyboard (and this first address).
  await page.goto(`${server.url}/desk`);

  await tabTo(page, "#email");
  await expectFocusVisible(page, "the e-mail field");
  await page.keyboard.type(EDITOR);
  await page.keyboard.press("Tab");
  await expect(page.locator("#password")).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");

  // The skip link comes first, and is visible when focused.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to the content" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Skip to the content" })).toBeInViewport();
  await expectFocusVisible(page, "the skip link");

  await tabTo(page, 'nav a[href="/desk/leads/contact"]');
  await expectFocusVisible(page, "the Contact link");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact messages");

  await tabTo(page, "#q");
  await expectFocusVisible(page, "the search field");
  await page.keyboard.type("keyboard");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/desk\/leads\/contact\?q=keyboard/);
  await expect(page.getByRole("status").first()).toHaveText("Showing 1–1 of 1");

  await tabTo(page, `a[href^="/desk/leads/contact/${ids.keyboard}"]`);
  await expectFocusVisible(page, "the lead's link");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message ${ids.keyboard}`);

  await tabTo(page, `#status-${ids.keyboard}`);
  await expectFocusVisible(page, "the status menu");
  // Opening a new lead marked it read.
  await expect(page.locator(`#status-${ids.keyboard}`)).toHaveValue("read");
  // On a closed menu the arrow keys choose the next option: read → archived.
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(`#status-${ids.keyboard}`)).toHaveValue("archived");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Set status of lead ${ids.keyboard}` })).toBeFocused();
  await expectFocusVisible(page, "the Set button");
  await page.keyboard.press("Enter");
  await expect(page.getByText("The status was changed.")).toBeVisible();
  await expect(page.locator(`#status-${ids.keyboard}`)).toHaveValue("archived");

  await tabTo(page, 'nav a[href="/desk/comments"]');
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comments");
  await tabTo(page, `form[action="/desk/comments/${ids.pending}/approve"] button`);
  await expectFocusVisible(page, "the Approve button");
  await expect(page.locator(":focus")).toHaveAccessibleName(/^Approve comment \d+ by Alan$/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("The comment is published")).toBeVisible();

  // The lead's status and the comment's decision were stored.
  const stored = server.leads();
  expect(stored.find((l) => l.id === ids.pending)?.status).toBe("approved");
  await page.context().close();
});

// ——— axe, page by page ———

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`axe finds nothing on any desk page, and none scrolls sideways, at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
    const axe: Record<string, string[]> = {};
    const reflow: Record<string, string> = {};
    const check = async (page: Page, name: string) => {
      const violations = await axeViolations(page);
      if (violations.length) axe[name] = violations;
      const wide = await reflowProblem(page);
      if (wide) reflow[name] = wide;
    };
    const page = await newPage(browser, viewport);
    const visit = async (name: string, path: string, status = 200) => {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), `${name}: ${path}`).toBe(status);
      await check(page, name);
    };

    await visit("sign-in", "/desk");
    await page.getByLabel("E-mail").fill(ADMIN);
    await page.getByLabel("Password").fill(WRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("do not match an account");
    await check(page, "sign-in with an error");
    await visit("sign-in with a notice", "/desk?done=signed-out");
    await visit("404 without a session", "/desk/no-such-page", 404);

    await browserSignIn(page, server, ADMIN);
    await check(page, "start");
    for (const kind of ["contact", "quote", "subscribe", "comment"]) await visit(`${kind} list`, `/desk/leads/${kind}`);
    await visit("contact list, filtered, with a notice", "/desk/leads/contact?q=ada&status=new&done=status");
    await visit("lead detail", `/desk/leads/contact/${ids.contact}`);
    await visit("comment detail", `/desk/leads/comment/${ids.approved}`);
    await visit("comments", "/desk/comments");
    await expect(page.getByRole("button", { name: /^Approve comment/ })).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Unpublish comment/ })).not.toHaveCount(0);
    await visit("unpublishing a comment, asked first", `/desk/comments/${ids.approved}/unpublish`);
    await expect(page.getByRole("button", { name: `Unpublish comment ${ids.approved}` })).toBeVisible();
    await visit("deliveries", "/desk/deliveries");
    await visit("data care", "/desk/data");
    await visit("data care with a preview", "/desk/data?email=ada.a11y%40example.com");
    await visit("people", "/desk/users");
    await visit("audit log", "/desk/audit");
    await visit("account", "/desk/account");
    await page.getByLabel("Current password", { exact: true }).fill(WRONG_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("too short");
    await page.getByLabel("The new password again", { exact: true }).fill("too short");
    await page.getByRole("button", { name: "Change the password" }).click();
    await expect(page.getByRole("alert")).toContainText("please correct the 2 fields marked below");
    await expect(page.getByLabel("Current password", { exact: true })).toHaveAccessibleDescription("That is not your current password.");
    await check(page, "account with a password's errors");
    await visit("404", "/desk/no-such-page", 404);

    // An admin adds someone: the People page shows the one-time link, which opens the password page.
    const invited = `invited.${viewport.width}@example.com`;
    await page.goto(`${server.url}/desk/users`);
    await page.getByLabel("E-mail", { exact: true }).fill(invited);
    await page.getByRole("button", { name: "Add a person" }).click();
    const link = page.locator("code.link");
    await expect(link).toContainText("/desk/password?token=");
    await check(page, "people with a new link");
    const url = new URL((await link.textContent())!.trim());
    await visit("password page", `${url.pathname}${url.search}`);
    await page.getByLabel("New password").fill("too short");
    await page.getByLabel("The same password again").fill("too short");
    await page.getByRole("button", { name: "Set the password" }).click();
    await expect(page.getByRole("alert")).toContainText("at least 12 characters");
    await check(page, "password page with an error");
    await visit("a used or unknown link", "/desk/password?token=nothing", 404);

    // An editor meets the admins' refusal.
    const editorPage = await newPage(browser, viewport);
    await browserSignIn(editorPage, server, EDITOR);
    const refused = await editorPage.goto(`${server.url}/desk/users`);
    expect(refused?.status()).toBe(403);
    await check(editorPage, "403 for an editor");
    await editorPage.context().close();
    await page.context().close();

    expect.soft(axe, "axe's violations, page by page").toEqual({});
    expect(reflow, "pages that scroll sideways").toEqual({});
  });
}
