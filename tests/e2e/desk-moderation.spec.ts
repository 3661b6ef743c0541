/**
 * Comment moderation in the desk, against the production server: a visitor's comment waits;
 * approved in the desk it shows under the article (and its dark twin) at the next page load,
 * unpublished (after a confirming step) it leaves both; a rejected one does not show. Every
 * decision can be changed back: approved again, it shows again. The admin's audit log names who
 * did what, and a decision made with `npm run leads -- approve` shows as `cli`.
 */
import { test, expect } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  auditRows,
  browserSignIn,
  deskPage,
  deskPost,
  leadIdOf,
  postLead,
  reflowProblem,
  runCli,
  signIn,
  startDeskServer,
  textOf,
  type Session,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ADMIN = "admin.moderation@example.com";
const EDITOR = "editor.moderation@example.com";
const ARTICLES = ["/blog/blog-details", "/blog/blog-details-dark"];

let server: FormsServer;
let admin: Session;
let editor: Session;
const ids = { published: 0, rejected: 0, cli: 0, browser: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, ADMIN, "admin"), addUser(server.storeEnv, EDITOR, "editor")]);
  [admin, editor] = await Promise.all([signIn(server, ADMIN), signIn(server, EDITOR)]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Posts a comment from the article as a browser without JavaScript does; its id. */
async function comment(firstName: string, message: string): Promise<number> {
  const email = `${firstName.toLowerCase()}.moderation@example.com`;
  await postLead(server, "comment", { firstName, lastName: "Visitor", email, message });
  return leadIdOf(server, email);
}

/** On which of the article's pages the text shows, at this load. */
async function shownOn(text: string): Promise<string[]> {
  const shown: string[] = [];
  for (const path of ARTICLES) {
    const res = await fetch(`${server.url}${path}`);
    expect(res.status, path).toBe(200);
    if (textOf(await res.text()).includes(text)) shown.push(path);
  }
  return shown;
}

/**
 * A moderator's decision from the desk's comments page (unpublishing through its confirming page), followed to the
 * page it leads to.
 */
async function decide(session: Session, id: number, decision: "approve" | "reject" | "unpublish" | "republish"): Promise<string> {
  const comments = await deskPage(server, session, "/desk/comments");
  let fields: Record<string, string> = {};
  if (decision === "unpublish") {
    expect(comments, `the unpublish link of comment ${id}`).toContain(`href="/desk/comments/${id}/unpublish"`);
    const confirm = await deskPage(server, session, `/desk/comments/${id}/unpublish`);
    expect(confirm).toContain(`action="/desk/comments/${id}/unpublish"`);
    fields = { confirmed: "yes" };
  } else {
    expect(comments, `the ${decision} button of comment ${id}`).toContain(`action="/desk/comments/${id}/${decision}"`);
  }
  const res = await deskPost(server, session, `/desk/comments/${id}/${decision}`, fields);
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  return textOf(await deskPage(server, session, location));
}

test("approved in the desk, a comment shows under the article at the next load; unpublished, it leaves", async () => {
  const message = "Approved from the desk, then taken off again.";
  ids.published = await comment("Hedy", message);
  expect(await shownOn(message)).toEqual([]);
  const waiting = textOf(await deskPage(server, editor, "/desk/comments?status=pending"));
  expect(waiting).toContain(message);
  expect(waiting).toContain("Hedy Visitor · hedy.moderation@example.com");

  const approved = await decide(editor, ids.published, "approve");
  expect(approved).toContain("The comment is published: it shows under the article from the next page load.");
  expect(await shownOn(message)).toEqual(ARTICLES);
  expect(textOf(await deskPage(server, editor, "/desk/comments?status=approved"))).toContain(message);

  // A post without the confirming step's answer (an old page, a crafted form) is shown the step first.
  const unconfirmed = await deskPost(server, editor, `/desk/comments/${ids.published}/unpublish`);
  expect(unconfirmed.headers.get("location")).toBe(`/desk/comments/${ids.published}/unpublish`);
  expect(await shownOn(message)).toEqual(ARTICLES);

  const unpublished = await decide(editor, ids.published, "unpublish");
  expect(unpublished).toContain("The comment was unpublished: it leaves the article at the next page load.");
  expect(await shownOn(message)).toEqual([]);
  const rejected = await deskPage(server, editor, "/desk/comments?status=rejected");
  expect(textOf(rejected)).toContain(message);
  expect(textOf(rejected)).toContain("unpublished on /blog/blog-details");
  // Only the way back is offered: publish again.
  expect(rejected).toContain(`action="/desk/comments/${ids.published}/republish"`);
  expect(rejected).not.toContain(`action="/desk/comments/${ids.published}/unpublish"`);
});

test("a rejected comment does not show; a stale approve changes nothing; approved again, it shows", async () => {
  const message = "Turned down by mistake, approved after all.";
  ids.rejected = await comment("Mallory", message);
  const rejected = await decide(editor, ids.rejected, "reject");
  expect(rejected).toContain("The comment was rejected: it is not shown. You can still approve it under Rejected or unpublished.");
  expect(await shownOn(message)).toEqual([]);

  // A stale page's approve button (or a second tab) of a waiting comment: nothing changes, and the desk says so.
  const res = await deskPost(server, editor, `/desk/comments/${ids.rejected}/approve`);
  expect(res.headers.get("location")).toBe("/desk/comments?done=comment-stale");
  expect(textOf(await deskPage(server, editor, res.headers.get("location")!))).toContain(
    "Nothing changed: someone decided this comment already, or changed their decision.",
  );
  expect(await shownOn(message)).toEqual([]);

  const again = await decide(editor, ids.rejected, "republish");
  expect(again).toContain("The comment is published again: it shows under the article from the next page load.");
  expect(await shownOn(message)).toEqual(ARTICLES);
});

test("in the browser, unpublishing asks first: cancel keeps it, confirm takes it off, Publish again brings it back", async ({
  browser,
}) => {
  const message = "Moderated by clicking, at 1440 and 375 pixels.";
  ids.browser = await comment("Grace", message);
  await decide(editor, ids.browser, "approve");
  expect(await shownOn(message)).toEqual(ARTICLES);

  for (const width of [1440, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await browserSignIn(page, server, EDITOR);
    await page.goto(`${server.url}/desk/comments?status=approved`);
    await page.getByRole("link", { name: `Unpublish comment ${ids.browser} by Grace` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unpublish this comment?");
    await expect(page.getByText(message)).toBeVisible();
    expect(await axeViolations(page), `the confirming step at ${width} px`).toEqual([]);
    expect(await reflowProblem(page), `the confirming step at ${width} px`).toBe("");

    // Cancel: back to the published comments, nothing changed.
    await page.getByRole("link", { name: "Cancel, keep it published" }).click();
    await expect(page).toHaveURL(/\/desk\/comments\?status=approved$/);
    await expect(page.getByText(message)).toBeVisible();
    expect(await shownOn(message)).toEqual(ARTICLES);

    // Confirm, by keyboard: the comment leaves the article.
    await page.getByRole("link", { name: `Unpublish comment ${ids.browser} by Grace` }).click();
    await page.getByRole("button", { name: `Unpublish comment ${ids.browser}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("The comment was unpublished: it leaves the article at the next page load.")).toBeVisible();
    expect(await shownOn(message)).toEqual([]);

    // Publish again from Rejected or unpublished: it shows under the article again.
    await page.getByRole("link", { name: "Rejected or unpublished" }).click();
    await page.getByRole("button", { name: `Publish again comment ${ids.browser} by Grace` }).click();
    await expect(page.getByText("The comment is published again")).toBeVisible();
    expect(await shownOn(message)).toEqual(ARTICLES);
    await context.close();
  }
});

test("the audit log lists each sign-in and decision with the person's e-mail, and the CLI's as cli", async () => {
  const message = "Approved from the command line.";
  ids.cli = await comment("Linus", message);
  const cli = await runCli(server.storeEnv, "leads", ["approve", String(ids.cli)]);
  expect(cli.code).toBe(0);
  expect(await shownOn(message)).toEqual(ARTICLES);

  const rows = auditRows(await deskPage(server, admin, "/desk/audit"));
  const entries = rows.map(({ actor, action, target }) => ({ actor, action, target }));
  // Newest first.
  const decisions = entries.filter((e) => e.action.startsWith("comment-"));
  expect(decisions).toEqual([
    { actor: "cli", action: "comment-approve", target: `comment ${ids.cli}` },
    { actor: EDITOR, action: "comment-republish", target: `comment ${ids.browser}` },
    { actor: EDITOR, action: "comment-unpublish", target: `comment ${ids.browser}` },
    { actor: EDITOR, action: "comment-republish", target: `comment ${ids.browser}` },
    { actor: EDITOR, action: "comment-unpublish", target: `comment ${ids.browser}` },
    { actor: EDITOR, action: "comment-approve", target: `comment ${ids.browser}` },
    { actor: EDITOR, action: "comment-republish", target: `comment ${ids.rejected}` },
    { actor: EDITOR, action: "comment-reject", target: `comment ${ids.rejected}` },
    { actor: EDITOR, action: "comment-unpublish", target: `comment ${ids.published}` },
    { actor: EDITOR, action: "comment-approve", target: `comment ${ids.published}` },
  ]);
  expect(entries).toContainEqual({ actor: EDITOR, action: "sign-in", target: `user ${EDITOR}` });
  expect(entries).toContainEqual({ actor: ADMIN, action: "sign-in", target: `user ${ADMIN}` });
  // The stale approve changed nothing, so it wrote nothing.
  expect(entries.filter((e) => e.target === `comment ${ids.rejected}`)).toHaveLength(2);
  for (const row of rows) expect(row.when).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
});
