/**
 * Comment moderation in the desk, against the production server: a visitor's comment waits;
 * approved in the desk it shows under the article (and its dark twin) at the next page load,
 * unpublished it leaves both; a rejected one never shows. The admin's audit log names who did
 * what, and a decision made with `npm run leads -- approve` shows as `cli`.
 */
import { test, expect } from "@playwright/test";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  auditRows,
  deskPage,
  deskPost,
  leadIdOf,
  postLead,
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
const ids = { published: 0, rejected: 0, cli: 0 };

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

/** A moderator's decision from the desk's comments page, followed to the page it leads to. */
async function decide(session: Session, id: number, decision: "approve" | "reject" | "unpublish"): Promise<string> {
  const comments = await deskPage(server, session, "/desk/comments");
  expect(comments, `the ${decision} button of comment ${id}`).toContain(`action="/desk/comments/${id}/${decision}"`);
  const res = await deskPost(server, session, `/desk/comments/${id}/${decision}`);
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

  const unpublished = await decide(editor, ids.published, "unpublish");
  expect(unpublished).toContain("The comment was unpublished: it left the article.");
  expect(await shownOn(message)).toEqual([]);
  const rejected = await deskPage(server, editor, "/desk/comments?status=rejected");
  expect(textOf(rejected)).toContain(message);
  expect(textOf(rejected)).toContain("unpublished on /blog/blog-details");
  // Decided: no button is left but the details link.
  expect(rejected).not.toContain(`action="/desk/comments/${ids.published}/`);
});

test("a rejected comment never shows, and cannot be approved afterwards", async () => {
  const message = "Buy cheap watches, rejected in the desk.";
  ids.rejected = await comment("Mallory", message);
  const rejected = await decide(editor, ids.rejected, "reject");
  expect(rejected).toContain("The comment was rejected: it will never be shown.");
  expect(await shownOn(message)).toEqual([]);

  // A stale page's approve button (or a second tab): nothing changes, and the desk says so.
  const res = await deskPost(server, editor, `/desk/comments/${ids.rejected}/approve`);
  expect(res.headers.get("location")).toBe("/desk/comments?done=comment-stale");
  expect(textOf(await deskPage(server, editor, res.headers.get("location")!))).toContain(
    "Nothing changed: someone decided this comment already.",
  );
  expect(await shownOn(message)).toEqual([]);
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
  expect(entries.slice(0, 5)).toEqual([
    { actor: "cli", action: "comment-approve", target: `comment ${ids.cli}` },
    { actor: EDITOR, action: "comment-reject", target: `comment ${ids.rejected}` },
    { actor: EDITOR, action: "comment-unpublish", target: `comment ${ids.published}` },
    { actor: EDITOR, action: "comment-approve", target: `comment ${ids.published}` },
    expect.objectContaining({ action: "sign-in" }),
  ]);
  expect(entries).toContainEqual({ actor: EDITOR, action: "sign-in", target: `user ${EDITOR}` });
  expect(entries).toContainEqual({ actor: ADMIN, action: "sign-in", target: `user ${ADMIN}` });
  // The stale approve changed nothing, so it wrote nothing.
  expect(entries.filter((e) => e.target === `comment ${ids.rejected}`)).toHaveLength(1);
  for (const row of rows) expect(row.when).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
});
