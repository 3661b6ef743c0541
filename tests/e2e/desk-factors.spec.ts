/**
 * The desk's second factor against the production server (DESK_TWO_FACTOR=publishers, the default):
 *
 * - An admin with the right password and no authenticator app gets no session, only a pending sign-in that opens the
 *   set-up screen and nothing else of the desk; setting up an app (its code computed here from the key the page shows)
 *   shows ten recovery codes, then opens a session.
 * - Signing in again asks for a code: a right one opens a session, the same one again is refused, wrong ones count
 *   against the account's limit (429 at the eleventh), a recovery code works once; the pending cookie is good for one
 *   sign-in of its own account, for minutes, in the browser it was set in.
 * - An editor, whom the policy does not ask, signs in with the password alone.
 * - In a browser, by keyboard: the set-up and code screens have no axe violations at 1440 and 375 px and do not scroll
 *   sideways.
 */
import { expect, test, type Page } from "@playwright/test";
import { totpCodeAt } from "../../server/desk/factors";
import { startTestSmtp } from "../../server/test-smtp";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  csrfIn,
  deskGet,
  elements,
  execSql,
  FORM_COOKIE,
  h1Of,
  isSignedIn,
  isSignInPage,
  PASSWORD,
  PENDING_COOKIE,
  querySql,
  reflowProblem,
  runCli,
  SESSION_COOKIE,
  setCookies,
  signIn,
  startDeskServer,
  storeSnapshot,
  tabTo,
  textOf,
  userIdOf,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "admin.factors@example.com";
const OTHER = "other.factors@example.com";
const LIMITED = "limited.factors@example.com";
const KEYS = "keys.factors@example.com";
const EDITOR = "editor.factors@example.com";
const STEP_MS = 30_000;
const GONE = "Your sign-in was not finished in time, or it was finished already. Please sign in again.";

let server: FormsServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  server = await startDeskServer({
    // The person whose apps an admin removes is told by e-mail.
    SMTP_URL: smtp.url,
    DESK_TWO_FACTOR: "publishers",
    // Each test's wrong codes count against its account; the client's limit (tested in desk-security) stays out of the way.
    DESK_SIGNIN_CLIENT_ATTEMPTS: "1000",
  });
  await Promise.all([
    addUser(server.storeEnv, ADMIN, "admin"),
    addUser(server.storeEnv, OTHER, "publisher"),
    addUser(server.storeEnv, LIMITED, "admin"),
    addUser(server.storeEnv, KEYS, "admin"),
    addUser(server.storeEnv, EDITOR, "editor"),
  ]);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

// ——— The two steps over raw HTTP ———

interface Pending {
  /** The Cookie header: the pending sign-in and the form's double-submit cookie. */
  cookie: string;
  pending: string;
  csrf: string;
  location: string;
}

/** The password step, as the form sends it; it must lead to a second step (303, no session). */
async function passwordStep(email: string): Promise<Pending> {
  const form = await fetch(`${server.url}/desk`);
  const formCookie = setCookies(form).get(FORM_COOKIE)!.value;
  const csrf = csrfIn(await form.text());
  const res = await fetch(`${server.url}/desk/sign-in`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({ csrf, email, password: PASSWORD }),
    headers: { origin: server.url, "sec-fetch-site": "same-origin", cookie: `${FORM_COOKIE}=${formCookie}` },
  });
  expect(res.status, `password step of ${email}`).toBe(303);
  const set = setCookies(res);
  expect(set.has(SESSION_COOKIE), "no session before the second step").toBe(false);
  const pending = set.get(PENDING_COOKIE)!;
  expect(pending.attributes).toEqual(expect.arrayContaining(["Path=/", "HttpOnly", "Secure", "SameSite=Strict"]));
  return {
    cookie: `${PENDING_COOKIE}=${pending.value}; ${FORM_COOKIE}=${formCookie}`,
    pending: pending.value,
    csrf,
    location: res.headers.get("location")!,
  };
}

function post(cookie: string, pathname: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams(fields),
    headers: { origin: server.url, "sec-fetch-site": "same-origin", ...(cookie && { cookie }) },
  });
}

const sendCode = (step: Pending, code: string, cookie = step.cookie) => post(cookie, "/desk/sign-in/code", { csrf: step.csrf, code });

/** The session a successful second step set; it must open the desk. */
async function sessionOf(res: Response): Promise<{ cookie: string }> {
  expect(res.status).toBe(303);
  const id = setCookies(res).get(SESSION_COOKIE)?.value;
  expect(id, "a session cookie").toBeTruthy();
  const session = { cookie: `${SESSION_COOKIE}=${id}` };
  expect(await isSignedIn(server, session)).toBe(true);
  return session;
}

const codeError = (html: string) => textOf(/<span id="code-error">([^]*?)<\/span>/.exec(html)?.[1] ?? "");
const keyOf = (html: string) => elements(html, "code").find((el) => el["data-secret"])!["data-secret"];
const recoveryCodesOf = (html: string) => [...html.matchAll(/<li><code>([A-Z2-7-]{14})<\/code><\/li>/g)].map((m) => m[1]);

/** Waits until a time step after `used` has begun: a code of a step used already is refused. */
async function nextStep(used: number): Promise<void> {
  const wait = (used + 1) * STEP_MS - Date.now() + 300;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const audit = () => storeSnapshot(server).audit as { actor: string; action: string; target: string; detail: string; times: number }[];

/**
 * How many wrong authenticator codes the audit log counts (one client's within a minute are folded into one row, whose
 * target reads "(several)" when they were for several accounts).
 */
const failedCodes = () =>
  audit()
    .filter((a) => a.actor === "(sign-in form)" && a.action === "sign-in-failed" && a.detail === "totp")
    .reduce((n, a) => n + a.times, 0);

/** Sets up an app for `email` over HTTP; returns its key, the step its first code used, the recovery codes and the session. */
async function enrol(email: string, name = "work phone") {
  const step = await passwordStep(email);
  expect(step.location).toBe("/desk/sign-in/enrol");
  const page = await deskGet(server, step, "/desk/sign-in/enrol");
  const html = await page.text();
  expect(page.status).toBe(200);
  const key = keyOf(html);
  const now = Date.now();
  const confirmed = await post(step.cookie, "/desk/sign-in/enrol", { csrf: step.csrf, name, code: totpCodeAt(key, now) });
  const codesPage = await confirmed.text();
  expect(confirmed.status, textOf(codesPage).slice(0, 300)).toBe(200);
  const codes = recoveryCodesOf(codesPage);
  const done = await post(step.cookie, "/desk/sign-in/enrol/done", { csrf: csrfIn(codesPage) });
  return { key, used: Math.floor(now / STEP_MS), codes, session: await sessionOf(done), step };
}

test("an admin with the right password and no app reaches nothing but setting one up, then signs in with it", async () => {
  const step = await passwordStep(ADMIN);
  expect(step.location).toBe("/desk/sign-in/enrol");

  // Every other desk page answers as to someone signed out: the sign-in page, a redirect to it, or 401.
  for (const path of ["/desk", "/desk/leads/contact", "/desk/content", "/desk/leads/contact/export", "/desk/export", "/desk/users"]) {
    const res = await deskGet(server, step, path);
    const html = await res.text();
    if (res.status === 200) expect(isSignInPage(html), `${path} shows the sign-in page`).toBe(true);
    else expect([303, 401], `${path}: ${res.status}`).toContain(res.status);
    if (res.status === 303) expect(res.headers.get("location")).toMatch(/^\/desk\?next=/);
  }
  // The code step is not the set-up's either.
  expect(isSignInPage(await (await deskGet(server, step, "/desk/sign-in/code")).text())).toBe(true);

  const page = await deskGet(server, step, "/desk/sign-in/enrol");
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(h1Of(html)).toBe("Set up an authenticator app");
  expect(html).toMatch(/<div class="qr" role="img" aria-label="QR code for your authenticator app"><svg /);
  const key = keyOf(html);
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  // Shown in groups of four for typing.
  expect(textOf(html)).toContain(key.replace(/(.{4})/g, "$1 ").trim());
  // The secret is kept sealed, never as the page shows it.
  expect(JSON.stringify(querySql(server, "SELECT secret_encrypted FROM desk_factors"))).not.toContain(key);

  // A wrong code sets up nothing.
  const now = Date.now();
  const wrong = await post(step.cookie, "/desk/sign-in/enrol", {
    csrf: step.csrf,
    name: "work phone",
    code: totpCodeAt(key, now - 3 * STEP_MS),
  });
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("That code is not right");
  // Without the form's token: refused.
  expect((await post(step.cookie, "/desk/sign-in/enrol", { csrf: "x", name: "w", code: totpCodeAt(key, now) })).status).toBe(403);

  const confirmed = await post(step.cookie, "/desk/sign-in/enrol", { csrf: step.csrf, name: "work phone", code: totpCodeAt(key, now) });
  const codesPage = await confirmed.text();
  expect(confirmed.status).toBe(200);
  expect(setCookies(confirmed).has(SESSION_COOKIE)).toBe(false);
  expect(h1Of(codesPage)).toBe("Your recovery codes");
  const codes = recoveryCodesOf(codesPage);
  expect(codes).toHaveLength(10);
  // Still nothing of the desk before "continue".
  expect(isSignInPage(await (await deskGet(server, step, "/desk")).text())).toBe(true);

  const done = await post(step.cookie, "/desk/sign-in/enrol/done", { csrf: csrfIn(codesPage) });
  expect(done.headers.get("location")).toBe("/desk");
  const session = await sessionOf(done);
  expect(setCookies(done).get(PENDING_COOKIE)?.value).toBe("");
  // Used: the pending cookie opens nothing again.
  expect(isSignInPage(await (await deskGet(server, step, "/desk/sign-in/enrol")).text())).toBe(true);

  const account = await (await deskGet(server, session, "/desk/account")).text();
  expect(textOf(account)).toContain("work phone");
  expect(textOf(account)).toContain("10 of 10 unused");
  const mine = audit().filter((a) => a.target === `user ${ADMIN}`);
  expect(mine.map((a) => [a.action, a.detail])).toEqual([
    ["user-add", "admin"],
    ["factor-add", "totp: work phone, at sign-in"],
    ["recovery-codes-made", "with the first authenticator app, at sign-in"],
    ["sign-in", "totp: set up at this sign-in"],
  ]);

  // ——— Signing in again asks for the code ———
  await post(session.cookie, "/desk/sign-out", { csrf: csrfIn(account) });
  expect(await isSignedIn(server, session)).toBe(false);
  await nextStep(Math.floor(now / STEP_MS));
  const again = await passwordStep(ADMIN);
  expect(again.location).toBe("/desk/sign-in/code");
  const codePage = await (await deskGet(server, again, "/desk/sign-in/code")).text();
  expect(h1Of(codePage)).toBe("Enter your code");
  expect(codePage).toContain('<label for="code">Code from your authenticator app</label>');
  // No session yet: the desk is closed.
  expect(isSignInPage(await (await deskGet(server, again, "/desk")).text())).toBe(true);
  // The form's token is needed, as on the sign-in form.
  expect((await sendCode({ ...again, csrf: "x" }, "000000")).status).toBe(403);
  const code = totpCodeAt(key, Date.now());
  const signedIn = await sendCode(again, code);
  await sessionOf(signedIn);
  expect(audit().at(-1)).toMatchObject({ actor: ADMIN, action: "sign-in", detail: "totp: work phone" });

  // The same code again, in a new sign-in: refused, the step was used.
  const failedBefore = failedCodes();
  const replay = await passwordStep(ADMIN);
  const refused = await sendCode(replay, code);
  expect(refused.status).toBe(401);
  expect(setCookies(refused).has(SESSION_COOKIE)).toBe(false);
  expect(codeError(await refused.text())).toBe("That code is not right, or it was used already. Enter the newest code your app shows.");
  // Folded per client and minute with the set-up's wrong code, when in the same minute: counted either way.
  expect(failedCodes()).toBe(failedBefore + 1);

  // A recovery code works once, in place of the app's code.
  const recovered = await sendCode(replay, codes[0].toLowerCase());
  expect(recovered.headers.get("location")).toBe("/desk");
  await sessionOf(recovered);
  expect(audit().slice(-2)).toMatchObject([
    { actor: ADMIN, action: "recovery-code-used", detail: "9 left" },
    { actor: ADMIN, action: "sign-in", detail: "recovery: 9 left" },
  ]);
  // The pending cookie that was used, again: back to the password, with the reason.
  const reused = await sendCode(replay, codes[1]);
  const reusedHtml = await reused.text();
  expect(reused.status).toBe(401);
  expect(isSignInPage(reusedHtml)).toBe(true);
  expect(textOf(reusedHtml)).toContain(GONE);
  expect(setCookies(reused).has(SESSION_COOKIE)).toBe(false);
  // The recovery code used, in a new sign-in: refused.
  const later = await passwordStep(ADMIN);
  const usedCode = await sendCode(later, codes[0]);
  expect(usedCode.status).toBe(401);
  expect(codeError(await usedCode.text())).toBe("That is not one of your recovery codes, or it was used already.");
  // Another one still works.
  await sessionOf(await sendCode(later, codes[1]));
});

test("a pending sign-in is for its own account, in its own browser, for five minutes", async () => {
  const other = await enrol(OTHER, "other phone");
  const mine = await enrol(KEYS, "keys phone");

  // OTHER's password step with KEYS's recovery code: refused, and KEYS's code still works for KEYS.
  const step = await passwordStep(OTHER);
  const foreign = await sendCode(step, mine.codes[0]);
  expect(foreign.status).toBe(401);
  expect(setCookies(foreign).has(SESSION_COOKIE)).toBe(false);
  const own = await passwordStep(KEYS);
  await sessionOf(await sendCode(own, mine.codes[0]));
  // KEYS's pending cookie, used, with OTHER's recovery code: refused.
  const afterSuccess = await sendCode(own, other.codes[0]);
  expect(afterSuccess.status).toBe(401);
  expect(textOf(await afterSuccess.text())).toContain(GONE);

  // Another browser: the form's cookie but no pending one.
  const noCookie = await sendCode(step, other.codes[1], `${FORM_COOKIE}=${step.cookie.split(`${FORM_COOKIE}=`)[1]}`);
  expect(noCookie.status).toBe(401);
  expect(textOf(await noCookie.text())).toContain(GONE);
  // A forged token in the cookie.
  const forged = await sendCode(step, other.codes[1], step.cookie.replace(step.pending, "A".repeat(43)));
  expect(forged.status).toBe(401);

  // Older than five minutes (its end moved back in the SQLite file: the server's clock cannot be moved).
  execSql(server, "UPDATE desk_pending_sign_ins SET expires_at = ? WHERE used_at IS NULL", new Date(Date.now() - 1000).toISOString());
  const stale = await deskGet(server, step, "/desk/sign-in/code");
  const staleHtml = await stale.text();
  expect(isSignInPage(staleHtml)).toBe(true);
  expect(textOf(staleHtml)).toContain(GONE);
  expect((await sendCode(step, other.codes[1])).status).toBe(401);
  // OTHER's code was never used by any of these.
  await sessionOf(await sendCode(await passwordStep(OTHER), other.codes[1]));
});

test("wrong codes count against the account's limit: the eleventh attempt is refused with 429", async () => {
  const { key } = await enrol(LIMITED);
  const step = await passwordStep(LIMITED);
  const failedBefore = failedCodes();
  const wrong = totpCodeAt(key, Date.now() - 10 * STEP_MS);
  for (let i = 1; i <= 10; i++) expect((await sendCode(step, wrong)).status, `wrong code ${i}`).toBe(401);
  const held = await sendCode(step, wrong);
  expect(held.status).toBe(429);
  expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(codeError(await held.text())).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  // Even the right code now waits; the password step too, so signing in again cannot reset the count.
  expect((await sendCode(step, totpCodeAt(key, Date.now()))).status).toBe(429);
  const form = await fetch(`${server.url}/desk`);
  const formCookie = setCookies(form).get(FORM_COOKIE)!.value;
  const again = await post(`${FORM_COOKIE}=${formCookie}`, "/desk/sign-in", {
    csrf: csrfIn(await form.text()),
    email: LIMITED,
    password: PASSWORD,
  });
  expect(again.status).toBe(429);
  expect(setCookies(again).has(PENDING_COOKIE)).toBe(false);
  expect(failedCodes()).toBe(failedBefore + 10);
});

test("under Account: another app is added, one removed with the password, never the last; new recovery codes; the CLI resets", async () => {
  const email = "account.factors@example.com";
  await addUser(server.storeEnv, email, "admin");
  const { session, codes } = await enrol(email);
  const accountPage = async () => (await deskGet(server, session, "/desk/account")).text();
  const csrf = csrfIn(await accountPage());
  const send = (path: string, fields: Record<string, string> = {}) => post(session.cookie, path, { csrf, ...fields });

  const started = await send("/desk/account/factors");
  expect(started.headers.get("location")).toBe("/desk/account/factors/new");
  const addPage = await (await deskGet(server, session, "/desk/account/factors/new")).text();
  expect(h1Of(addPage)).toBe("Add an authenticator app");
  const key = keyOf(addPage);
  expect((await send("/desk/account/factors/new", { name: "tablet", code: "000000" })).status).toBe(400);
  const added = await send("/desk/account/factors/new", { name: "tablet", code: totpCodeAt(key, Date.now()) });
  expect(added.headers.get("location")).toBe("/desk/account?done=factor-added#factors");
  // Without the session's token: refused.
  expect((await post(session.cookie, "/desk/account/factors", { csrf: "x" })).status).toBe(403);

  const removeActions = () =>
    accountPage().then((html) =>
      elements(html, "form")
        .map((f) => f.action)
        .filter((a) => /^\/desk\/account\/factors\/\d+\/remove$/.test(a)),
    );
  const [first, second] = await removeActions();
  expect(textOf(await accountPage())).toMatch(/work phone.*tablet/);
  const wrong = await send(first, { current: "not my password at all" });
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("That is not your password.");
  expect(await removeActions()).toHaveLength(2);
  expect((await send(first, { current: PASSWORD })).headers.get("location")).toBe("/desk/account?done=factor-removed#factors");
  expect(await removeActions()).toEqual([second]);
  // The last one, while the policy asks an admin for one: refused.
  const last = await send(second, { current: PASSWORD });
  expect(last.status).toBe(400);
  expect(await last.text()).toContain("You need at least one authenticator app or passkey to sign in");
  expect(await removeActions()).toEqual([second]);

  const made = await send("/desk/account/recovery-codes", { current: PASSWORD });
  const fresh = recoveryCodesOf(await made.text());
  expect(made.status).toBe(200);
  expect(fresh).toHaveLength(10);
  expect(fresh).not.toContain(codes[0]);
  // The old codes no longer work; a new one does.
  const step = await passwordStep(email);
  expect((await sendCode(step, codes[0])).status).toBe(401);
  await sessionOf(await sendCode(step, fresh[0]));

  // The day the phone is lost: from the server.
  const reset = await runCli(server.storeEnv, "desk", ["reset-factors", email]);
  expect(reset.code, reset.err).toBe(0);
  expect(reset.out).toContain(`Removed 1 second factor (apps and passkeys) and 10 recovery codes of ${email}`);
  expect(await isSignedIn(server, session)).toBe(false);
  expect(audit().at(-1)).toMatchObject({ actor: "cli", action: "factors-reset", target: `user ${email}` });
  expect((await passwordStep(email)).location).toBe("/desk/sign-in/enrol");
});

test("an admin removes someone's apps only after giving the password again; adding an app asks it too; ending others is offered", async () => {
  const lost = "lost.factors@example.com";
  const resetter = "resetter.factors@example.com";
  await Promise.all([addUser(server.storeEnv, lost, "publisher"), addUser(server.storeEnv, resetter, "admin")]);
  const person = await enrol(lost);
  const admin = await enrol(resetter);
  const csrf = csrfIn(await (await deskGet(server, admin.session, "/desk/users")).text());
  const send = (path: string, fields: Record<string, string> = {}) => post(admin.session.cookie, path, { csrf, ...fields });
  const lostId = userIdOf(server, lost);
  const stale = () =>
    execSql(
      server,
      "UPDATE desk_sessions SET authenticated_at = ? WHERE user_id = (SELECT id FROM desk_users WHERE email = ?)",
      new Date(Date.now() - 11 * 60_000).toISOString(),
      resetter,
    );

  stale();
  const asked = await send(`/desk/users/${lostId}/reset-factors`);
  expect(asked.headers.get("location")).toBe(`/desk/confirm?next=${encodeURIComponent("/desk/users")}`);
  expect((await passwordStep(lost)).location).toBe("/desk/sign-in/code");
  expect(await isSignedIn(server, person.session)).toBe(true);
  // Adding an app to one's own account waits for the password as well.
  expect((await send("/desk/account/factors")).headers.get("location")).toBe(`/desk/confirm?next=${encodeURIComponent("/desk/account")}`);

  // Someone with an app confirms with both factors, as at sign-in; a code works once.
  const withoutCode = await send("/desk/confirm", { password: PASSWORD, next: "/desk/users" });
  expect(withoutCode.status).toBe(400);
  expect(textOf(await withoutCode.text())).toContain("Enter the code from your authenticator app too.");
  expect((await send("/desk/confirm", { password: PASSWORD, code: "000000", next: "/desk/users" })).status).toBe(401);
  await nextStep(admin.used);
  const code = totpCodeAt(admin.key, Date.now());
  expect((await send("/desk/confirm", { password: PASSWORD, code, next: "/desk/users" })).status).toBe(303);
  expect((await send(`/desk/users/${lostId}/reset-factors`)).headers.get("location")).toBe("/desk/users?done=factors-reset");
  expect(await isSignedIn(server, person.session)).toBe(false);
  expect((await passwordStep(lost)).location).toBe("/desk/sign-in/enrol");
  expect(audit().at(-1)).toMatchObject({ actor: resetter, action: "factors-reset", target: `user ${lost}`, detail: "by an admin" });
  await expect
    .poll(
      () =>
        smtp.received.filter((m) => m.to.includes(lost) && m.raw.includes("Subject: Your authenticator apps and passkeys were removed"))
          .length,
    )
    .toBe(1);

  stale();
  expect((await send("/desk/confirm", { password: PASSWORD, code, next: "/desk/users" })).status).toBe(401);
  expect(
    audit()
      .filter((a) => a.actor === resetter && a.action.startsWith("re-authenticat"))
      .map((a) => `${a.action} ${a.detail}`),
  ).toEqual(["re-authentication-failed totp", "re-authenticated password, totp", "re-authentication-failed totp"]);

  // After a factor changed, ending the other sessions is offered on the account page.
  const offered = await (await deskGet(server, admin.session, "/desk/account?done=factor-removed")).text();
  expect(elements(offered, "form").map((f) => f.action)).toContain("/desk/account/sessions/end-others");
  const plain = await (await deskGet(server, admin.session, "/desk/account")).text();
  expect(elements(plain, "form").map((f) => f.action)).not.toContain("/desk/account/sessions/end-others");
});

test("an editor, whom the policy does not ask, signs in with the password alone", async () => {
  const session = await signIn(server, EDITOR);
  expect(await isSignedIn(server, session)).toBe(true);
  expect(audit().at(-1)).toMatchObject({ actor: EDITOR, action: "sign-in", detail: "password" });
});

// ——— In a browser, by keyboard ———

async function checkPage(page: Page, what: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
    expect(await reflowProblem(page), `${what} at ${width} px`).toBe("");
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("setting up an app and entering a code work by keyboard, with no axe violations at 1440 and 375 px", async ({ page }) => {
  const email = "browser.factors@example.com";
  await addUser(server.storeEnv, email, "publisher");
  await page.goto(`${server.url}/desk`);
  await tabTo(page, "#email");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Set up an authenticator app" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await checkPage(page, "the set-up screen");

  const key = (await page.locator("code.secret").getAttribute("data-secret"))!;
  await tabTo(page, "#factor-name");
  await page.keyboard.type("browser phone");
  await page.keyboard.press("Tab");
  await expect(page.locator("#factor-code")).toBeFocused();
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  // A wrong code: said on the field, which is marked.
  await expect(page.locator("#factor-code-error")).toHaveText(/That code is not right/);
  await expect(page.locator("#factor-code")).toHaveAttribute("aria-invalid", "true");
  await checkPage(page, "the set-up screen with a wrong code");
  await page.locator("#factor-code").focus();
  await page.keyboard.type(totpCodeAt(key, Date.now()));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  const codes = await page.locator("ol.codes code").allTextContents();
  expect(codes).toHaveLength(10);
  await checkPage(page, "the recovery codes");
  await tabTo(page, "button[type=submit]");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  // Signed out, in again: the code screen, answered with a recovery code by keyboard.
  await page.getByRole("button", { name: "Sign out" }).click();
  await tabTo(page, "#email");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
  await checkPage(page, "the code screen");
  await tabTo(page, "#code");
  await page.keyboard.type("111111");
  await page.keyboard.press("Enter");
  await expect(page.locator("#code-error")).toHaveText(/That code is not right/);
  await expect(page.locator("#code")).toHaveAttribute("aria-invalid", "true");
  await checkPage(page, "the code screen with a wrong code");
  await page.locator("#code").focus();
  await page.keyboard.type(codes[0]);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});
