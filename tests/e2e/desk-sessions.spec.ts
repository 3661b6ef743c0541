/**
 * Sessions people can see and end, and re-authentication before a sensitive step (docs/decisions/0022-desk.md, ASVS 7.4 and 7.5):
 * "Your sessions" lists each browser signed in as you and ends any; an admin ends everyone else's; a step that changes
 * access, removes or hands out data, or rolls back asks for the password when it was given over ten minutes ago, and
 * is not done without it.
 */
import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import {
  PASSWORD,
  addUser,
  auditRows,
  browserSignIn,
  deskGet,
  deskPage,
  deskPost,
  execSql,
  isSignedIn,
  leadIdOf,
  postLead,
  reflowProblem,
  signIn,
  startDeskServer,
  textOf,
  userIdOf,
  type Session,
} from "./desk-support";

test.describe.configure({ mode: "serial" });

const ADMIN = "admin.sessions@example.com";
const EDITOR = "editor.sessions@example.com";
const SESSIONS = "/desk/account/sessions";
let server: FormsServer;

test.beforeAll(async () => {
  server = await startDeskServer();
  await Promise.all([addUser(server.storeEnv, ADMIN, "admin"), addUser(server.storeEnv, EDITOR, "editor")]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** The session last gave its password eleven minutes ago (the server's clock cannot be moved; its store can). */
function staleConfirmation(session: Session) {
  const at = new Date(Date.now() - 11 * 60_000).toISOString();
  expect(
    execSql(
      server,
      "UPDATE desk_sessions SET authenticated_at = ? WHERE user_id = (SELECT id FROM desk_users WHERE email = ?)",
      at,
      session.email,
    ),
  ).toBeGreaterThan(0);
}

const handles = (html: string) => [...html.matchAll(/name="session" value="([0-9a-f]{16})"/g)].map((m) => m[1]);

test("your sessions: each browser with its device and network; ending one stops it at its next request", async () => {
  const firefox = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0";
  const laptop = await signIn(server, EDITOR, PASSWORD, { headers: { "user-agent": firefox } });
  const phone = await signIn(server, EDITOR, PASSWORD, {
    headers: {
      "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
    },
  });
  const text = textOf(await deskPage(server, laptop, SESSIONS));
  expect(text).toContain("Firefox on Windows (this one)");
  expect(text).toContain("Safari on an iPhone");
  expect(text).not.toContain("Safari on an iPhone (this one)");
  const [other] = handles(await deskPage(server, laptop, SESSIONS));
  expect(handles(await deskPage(server, laptop, SESSIONS))).toHaveLength(1);

  const ended = await deskPost(server, laptop, `${SESSIONS}/end`, { session: other! });
  expect([ended.status, ended.headers.get("location")]).toEqual([303, `${SESSIONS}?done=session-ended`]);
  expect(await isSignedIn(server, phone)).toBe(false);
  expect(await isSignedIn(server, laptop)).toBe(true);
  // One ended already, or another person's, is refused, and that other session goes on.
  expect((await deskPost(server, laptop, `${SESSIONS}/end`, { session: other! })).status).toBe(404);
  const admin = await signIn(server, ADMIN);
  const adminElsewhere = await signIn(server, ADMIN);
  const [adminHandle] = handles(await deskPage(server, admin, SESSIONS));
  expect((await deskPost(server, laptop, `${SESSIONS}/end`, { session: adminHandle! })).status).toBe(404);
  expect(await isSignedIn(server, adminElsewhere)).toBe(true);
});

test("ending a session or all others asks for the password once it is older than ten minutes", async () => {
  const me = await signIn(server, EDITOR);
  const other = await signIn(server, EDITOR);
  const third = await signIn(server, EDITOR);
  staleConfirmation(me);
  const asked = await deskPost(server, me, `${SESSIONS}/end-others`);
  expect([asked.status, asked.headers.get("location")]).toEqual([303, `/desk/confirm?next=${encodeURIComponent(SESSIONS)}`]);
  expect(await isSignedIn(server, other)).toBe(true);

  const page = textOf(await deskPage(server, me, `/desk/confirm?next=${encodeURIComponent(SESSIONS)}`));
  expect(page).toContain("Confirm it's you");
  const wrong = await deskPost(server, me, "/desk/confirm", { password: "not the password at all", next: SESSIONS });
  expect(wrong.status).toBe(401);
  expect(textOf(await wrong.text())).toContain("That is not your password.");
  const confirmed = await deskPost(server, me, "/desk/confirm", { password: PASSWORD, next: SESSIONS });
  expect([confirmed.status, confirmed.headers.get("location")]).toEqual([303, `${SESSIONS}?done=confirmed`]);

  const done = await deskPost(server, me, `${SESSIONS}/end-others`);
  expect(done.headers.get("location")).toBe(`${SESSIONS}?done=others-ended`);
  expect(await isSignedIn(server, other)).toBe(false);
  expect(await isSignedIn(server, third)).toBe(false);
  expect(await isSignedIn(server, me)).toBe(true);

  const admin = await signIn(server, ADMIN);
  const actions = auditRows(await deskPage(server, admin, "/desk/audit")).map((r) => `${r.actor} ${r.action} ${r.detail}`);
  expect(actions).toEqual(
    expect.arrayContaining([
      `${EDITOR} sign-out-others –`,
      `${EDITOR} re-authenticated password`,
      `${EDITOR} re-authentication-failed password`,
      `${EDITOR} session-end Safari on an iPhone`,
      `${EDITOR} sign-in password`,
    ]),
  );
});

test("an admin's role change, erasure and whole export ask for the password when it is old, and are not done", async () => {
  const admin = await signIn(server, ADMIN);
  await postLead(server, "contact", {
    firstName: "Rosa",
    lastName: "Ortiz",
    email: "rosa@example.com",
    phone: "030 1234567",
    message: "Please call me back.",
  });
  staleConfirmation(admin);
  const editorId = userIdOf(server, EDITOR);

  const role = await deskPost(server, admin, `/desk/users/${editorId}/admin`);
  expect(role.headers.get("location")).toBe(`/desk/confirm?next=${encodeURIComponent("/desk/users")}`);
  expect(textOf(await deskPage(server, admin, "/desk/users"))).toMatch(new RegExp(`${EDITOR.replace(".", "\\.")}\\s*Editor`));
  const erase = await deskPost(server, admin, "/desk/data/erase", { email: "rosa@example.com", confirm: "yes" });
  expect(erase.headers.get("location")).toBe(`/desk/confirm?next=${encodeURIComponent("/desk/data?email=rosa%40example.com")}`);
  expect(leadIdOf(server, "rosa@example.com")).toBeGreaterThan(0);
  const exported = await deskGet(server, admin, "/desk/export");
  expect([exported.status, exported.headers.get("location")]).toEqual([303, `/desk/confirm?next=${encodeURIComponent("/desk/data")}`]);

  await deskPost(server, admin, "/desk/confirm", { password: PASSWORD, next: "/desk/data" });
  expect((await deskGet(server, admin, "/desk/export")).status).toBe(200);
  expect((await deskPost(server, admin, "/desk/data/erase", { email: "rosa@example.com", confirm: "yes" })).headers.get("location")).toBe(
    "/desk/data?done=erased",
  );
});

test("an admin ends everyone else's sessions, audited; their own goes on", async () => {
  const admin = await signIn(server, ADMIN);
  const editor = await signIn(server, EDITOR);
  const otherAdmin = await signIn(server, ADMIN);
  expect((await deskPost(server, editor, "/desk/users/sign-out-all")).status).toBe(403);
  const res = await deskPost(server, admin, "/desk/users/sign-out-all");
  expect(res.headers.get("location")).toBe("/desk/users?done=all-signed-out");
  expect(await isSignedIn(server, editor)).toBe(false);
  expect(await isSignedIn(server, otherAdmin)).toBe(false);
  expect(await isSignedIn(server, admin)).toBe(true);
  expect(auditRows(await deskPage(server, admin, "/desk/audit"))[0]).toMatchObject({ actor: ADMIN, action: "sign-out-all" });
});

for (const width of [1440, 375]) {
  test(`your sessions and the confirmation page pass axe and reflow at ${width} px, and work by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await browserSignIn(page, server, EDITOR);
    await signIn(server, EDITOR);
    await page.goto(`${server.url}${SESSIONS}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your sessions");
    expect(await axeViolations(page)).toEqual([]);
    expect(await reflowProblem(page)).toBe("");
    execSql(server, "UPDATE desk_sessions SET authenticated_at = ?", new Date(Date.now() - 11 * 60_000).toISOString());
    await page.getByRole("button", { name: "End every other session" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm it's you");
    expect(await axeViolations(page)).toEqual([]);
    expect(await reflowProblem(page)).toBe("");
    await page.getByLabel("Your password").focus();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").first()).toHaveText("Thank you. For the next ten minutes the desk will not ask again.");
    await page.getByRole("button", { name: "End every other session" }).press("Enter");
    await expect(page.getByRole("status").first()).toHaveText("Every other session of yours has ended. This one goes on.");
    await expect(page.getByRole("button", { name: /^End/ })).toHaveCount(0);
  });
}
