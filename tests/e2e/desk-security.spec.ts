/**
 * The desk's defences against the production server, over raw HTTP:
 *
 * - CSRF and origin: every state-changing request without the session's token, with another
 *   session's token, or with the right token from a foreign Origin is refused (403) and changes
 *   nothing; the same request with the token from the desk's own origin goes through (so each
 *   refusal was about the token or the origin). A sign-in without the form's cookie and token
 *   is refused too.
 * - Sessions: the cookie's name and flags; a new id at every sign-in (a planted id is worth
 *   nothing); sign-out, "sign out everywhere", and the idle and absolute ends (the session's
 *   times are moved back in the SQLite file: the server's clock cannot be moved).
 * - Brute force: per account (10 wrong, then 429 from any address, even with the right
 *   password) and per client (DESK_SIGNIN_CLIENT_ATTEMPTS, 5 here), with X-Forwarded-For
 *   believed from loopback (TRUST_PROXY=loopback) to play several clients; one answer for an
 *   unknown e-mail and a wrong password. Each attempt is counted before its password is checked, so attempts sent
 *   at once stop at the limit too; a right password gives its client's slot back.
 * - One's own password: only with the current one, and the session's token; wrong current passwords count against the
 *   sign-in limits; a change ends every session of that person, the one it was made in too.
 * - Two instances on one PostgreSQL database: sessions and the account limit are shared.
 */
import { test, expect } from "@playwright/test";
import { createHash } from "node:crypto";
import { hashPassword } from "../../server/desk/secrets";
import type { SpawnedServer } from "../../server/spawn-server";
import type { TestPostgres } from "../support/test-postgres";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  attemptSignIn,
  auditRows,
  csrfIn,
  deliveriesSettled,
  deskGet,
  deskPage,
  deskPost,
  failedDeliveries,
  failingWebhookEnv,
  FORM_COOKIE,
  elements,
  h1Of,
  hasElement,
  isSignedIn,
  isSignInPage,
  leadIdOf,
  PASSWORD,
  postLead,
  postgresInstances,
  runCli,
  SESSION_COOKIE,
  setCookies,
  signIn,
  SIGN_IN_MISMATCH,
  signInError,
  startDeskServer,
  storeSnapshot,
  execSql,
  textOf,
  userIdOf,
  WRONG_PASSWORD,
  type Session,
  type Target,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ADMIN = "admin.security@example.com";
const EDITOR = "editor.security@example.com";
const LOCKED = "locked.security@example.com";
const ROAMER = "roamer.security@example.com";
const SELF = "self.security@example.com";
const HELD = "held.security@example.com";
const ODD = "odd.security@example.com";
const RACED = "raced.security@example.com";
const RACED_SELF = "raced-self.security@example.com";
const WEAK = "weak.security@example.com";
const PICKY = "picky.security@example.com";
const EVIL = "https://evil.example";

let server: FormsServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer({
    ...(await failingWebhookEnv()),
    // X-Forwarded-For from this machine is believed: each test plays its own clients.
    TRUST_PROXY: "loopback",
    DESK_SIGNIN_CLIENT_ATTEMPTS: "5",
    DESK_SIGNIN_ATTEMPTS: undefined,
  });
  await Promise.all([
    addUser(server.storeEnv, ADMIN, "admin"),
    addUser(server.storeEnv, EDITOR, "editor"),
    addUser(server.storeEnv, LOCKED, "editor"),
    addUser(server.storeEnv, ROAMER, "editor"),
    addUser(server.storeEnv, SELF, "editor"),
    addUser(server.storeEnv, HELD, "editor"),
    addUser(server.storeEnv, ODD, "editor"),
    addUser(server.storeEnv, RACED, "editor"),
    addUser(server.storeEnv, RACED_SELF, "editor"),
    addUser(server.storeEnv, WEAK, "editor"),
    addUser(server.storeEnv, PICKY, "editor"),
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A client of its own: the address the server takes from X-Forwarded-For. */
const from = (ip: string) => ({ headers: { "x-forwarded-for": ip } });

test.describe("CSRF and origin", () => {
  let mine: Session;
  let other: Session;
  const ids = { contact: 0, pending: 0, pending2: 0, approved: 0, delivery: 0, target: 0 };

  test.beforeAll(async () => {
    await postLead(server, "contact", { firstName: "Ada", email: "ada.csrf@example.com", message: "Status me." });
    await postLead(server, "comment", { firstName: "Alan", email: "alan.csrf@example.com", message: "Approve me." });
    await postLead(server, "comment", { firstName: "Barbara", email: "barbara.csrf@example.com", message: "Reject me." });
    await postLead(server, "comment", { firstName: "Claude", email: "claude.csrf@example.com", message: "Unpublish me." });
    await postLead(server, "quote", { name: "Erase Me", email: "erase.csrf@example.com", message: "Forget me." });
    ids.contact = leadIdOf(server, "ada.csrf@example.com");
    ids.pending = leadIdOf(server, "alan.csrf@example.com");
    ids.pending2 = leadIdOf(server, "barbara.csrf@example.com");
    ids.approved = leadIdOf(server, "claude.csrf@example.com");
    expect((await runCli(server.storeEnv, "leads", ["approve", String(ids.approved)])).code).toBe(0);
    await addUser(server.storeEnv, "target.csrf@example.com", "editor");
    ids.target = userIdOf(server, "target.csrf@example.com");
    await deliveriesSettled(server);
    ids.delivery = failedDeliveries(server)[0];
    // Two sessions of one admin: each has its own token.
    [mine, other] = await Promise.all([signIn(server, ADMIN), signIn(server, ADMIN)]);
    expect(mine.csrf).not.toBe(other.csrf);
  });

  // In this order: each goes through at the end of its test, and the sign-outs end the session.
  const actions: { name: string; path: () => string; fields: () => Record<string, string>; done: (res: Response) => Promise<void> }[] = [
    {
      name: "a lead's status",
      path: () => `/desk/leads/contact/${ids.contact}/status`,
      fields: () => ({ status: "spam", back: "/desk/leads/contact" }),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/leads/contact?done=status"),
    },
    {
      name: "approving a comment",
      path: () => `/desk/comments/${ids.pending}/approve`,
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/comments?done=comment-approve"),
    },
    {
      name: "rejecting a comment",
      path: () => `/desk/comments/${ids.pending2}/reject`,
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/comments?done=comment-reject"),
    },
    {
      name: "unpublishing a comment",
      path: () => `/desk/comments/${ids.approved}/unpublish`,
      fields: () => ({ confirmed: "yes" }),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/comments?done=comment-unpublish"),
    },
    {
      name: "publishing a comment again",
      path: () => `/desk/comments/${ids.approved}/republish`,
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/comments?done=comment-republish"),
    },
    {
      name: "retrying one delivery",
      path: () => `/desk/deliveries/${ids.delivery}/retry`,
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/deliveries?state=failed&done=retried"),
    },
    {
      name: "retrying every failed delivery",
      path: () => "/desk/deliveries/retry",
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/deliveries?done=retried"),
    },
    {
      name: "erasing an e-mail address",
      path: () => "/desk/data/erase",
      fields: () => ({ email: "erase.csrf@example.com", confirm: "yes" }),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/data?done=erased"),
    },
    {
      name: "adding a person",
      path: () => "/desk/users",
      fields: () => ({ email: "added.csrf@example.com", role: "admin" }),
      done: async (res) => {
        expect(res.status).toBe(200);
        expect(await res.text()).toContain("added.csrf@example.com was added as admin.");
      },
    },
    {
      name: "disabling a person",
      path: () => `/desk/users/${ids.target}/disable`,
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk/users?done=user-changed"),
    },
    {
      name: "signing out",
      path: () => "/desk/sign-out",
      fields: () => ({}),
      done: async (res) => expect(res.headers.get("location")).toBe("/desk?done=signed-out"),
    },
  ];

  for (const action of actions) {
    test(`${action.name}: refused without the token, with another session's, and from another origin`, async () => {
      const path = action.path();
      // A retry before this one is tried again (and fails again) in the background: let it end first.
      await deliveriesSettled(server);
      const before = storeSnapshot(server);
      const attempts: [string, Response][] = [
        ["no token", await deskPost(server, mine, path, action.fields(), { csrf: null })],
        ["an empty token", await deskPost(server, mine, path, action.fields(), { csrf: "" })],
        ["another session's token", await deskPost(server, mine, path, action.fields(), { csrf: other.csrf })],
        ["the token, from evil.example", await deskPost(server, mine, path, action.fields(), { origin: EVIL })],
        // A page on another site that hides its origin still says it is cross-site.
        [
          "the token, cross-site without Origin",
          await deskPost(server, mine, path, action.fields(), { origin: null, headers: { "sec-fetch-site": "cross-site" } }),
        ],
      ];
      for (const [how, res] of attempts) {
        const html = await res.text();
        expect(res.status, `${path} with ${how}`).toBe(403);
        expect(res.headers.get("location")).toBeNull();
        expect(html, how).not.toContain("was added as");
      }
      expect(storeSnapshot(server), path).toEqual(before);
      expect(await isSignedIn(server, mine)).toBe(true);

      // The same request with the session's token, from the desk itself: done.
      const res = await deskPost(server, mine, path, action.fields());
      expect([200, 303], path).toContain(res.status);
      await action.done(res);
      expect(storeSnapshot(server), path).not.toEqual(before);
    });
  }

  test("after all that, the signed-out session is refused and the other one still works", async () => {
    expect(await isSignedIn(server, mine)).toBe(false);
    expect(await isSignedIn(server, other)).toBe(true);
  });

  test("a sign-in without the form's cookie or token is refused (403)", async () => {
    const form = await fetch(`${server.url}/desk`);
    const formCookie = setCookies(form).get(FORM_COOKIE)!.value;
    const token = csrfIn(await form.text());
    expect(token).toBe(formCookie);
    const post = (cookie: string | undefined, csrf: string | undefined, origin = server.url) =>
      fetch(`${server.url}/desk/sign-in`, {
        method: "POST",
        redirect: "manual",
        headers: { origin, ...(cookie && { cookie: `${FORM_COOKIE}=${cookie}` }) },
        body: new URLSearchParams({ email: EDITOR, password: PASSWORD, ...(csrf !== undefined && { csrf }) }),
      });
    const other = setCookies(await fetch(`${server.url}/desk`)).get(FORM_COOKIE)!.value;
    for (const [how, res] of [
      ["no cookie", await post(undefined, token)],
      ["no token", await post(formCookie, undefined)],
      ["an empty token and cookie", await post("", "")],
      ["another form's token", await post(formCookie, other)],
    ] as const) {
      const html = await res.text();
      expect(res.status, how).toBe(403);
      expect(signInError(html), how).toBe("The sign-in form had expired. Please sign in again.");
      expect(setCookies(res).has(SESSION_COOKIE), how).toBe(false);
    }
    expect((await post(formCookie, token, EVIL)).status).toBe(403);
    // The form's cookie and token together: signed in.
    expect((await post(formCookie, token)).status).toBe(303);
  });
});

test.describe("sessions", () => {
  test("the cookie is __Host-desk, HttpOnly; Secure; SameSite=Lax; Path=/, 256 random bits", async () => {
    const res = await attemptSignIn(server, EDITOR, PASSWORD);
    expect(res.status).toBe(303);
    const cookie = setCookies(res).get(SESSION_COOKIE)!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const flags = cookie.attributes.filter((a) => !a.startsWith("Max-Age="));
    expect(flags.sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]);
    // No Domain (the __Host- prefix forbids it); it ends with the session's absolute end (7 days).
    expect(cookie.attributes).toContain(`Max-Age=${7 * 86_400}`);
    // The form's cookie is deleted at sign-in.
    expect(setCookies(res).get(FORM_COOKIE)?.attributes).toContain("Max-Age=0");
    // Its HttpOnly, Secure, Strict form cookie before.
    const form = setCookies(await fetch(`${server.url}/desk`)).get(FORM_COOKIE)!;
    expect(form.attributes.filter((a) => !a.startsWith("Max-Age=")).sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Strict", "Secure"]);
  });

  test("a new id at sign-in: a planted id is not the one after, and opens nothing", async () => {
    const planted = "P".repeat(40) + "abc";
    const res = await attemptSignIn(server, EDITOR, PASSWORD, { cookie: `${SESSION_COOKIE}=${planted}` });
    expect(res.status).toBe(303);
    const id = setCookies(res).get(SESSION_COOKIE)!.value;
    expect(id).not.toBe(planted);
    expect(await isSignedIn(server, { cookie: `${SESSION_COOKIE}=${id}` })).toBe(true);
    expect(await isSignedIn(server, { cookie: `${SESSION_COOKIE}=${planted}` })).toBe(false);
  });

  test("signing in again with a live session replaces it: the old id stops working", async () => {
    const first = await signIn(server, EDITOR);
    const second = await signIn(server, EDITOR, PASSWORD, { cookie: first.cookie });
    expect(second.id).not.toBe(first.id);
    expect(second.csrf).not.toBe(first.csrf);
    expect(await isSignedIn(server, second)).toBe(true);
    expect(await isSignedIn(server, first)).toBe(false);
  });

  test("signing out ends this session only; a signed-out session is refused", async () => {
    const [a, b] = await Promise.all([signIn(server, EDITOR), signIn(server, EDITOR)]);
    const out = await deskPost(server, a, "/desk/sign-out");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/desk?done=signed-out");
    const cleared = setCookies(out).get(SESSION_COOKIE)!;
    expect(cleared.value).toBe("");
    expect(cleared.attributes).toContain("Max-Age=0");
    const page = await deskPage(server, undefined, "/desk?done=signed-out");
    expect(page).toContain("You are signed out.");

    // The browser forgets the cookie; whoever kept a copy gets nothing with it.
    expect(await isSignedIn(server, a)).toBe(false);
    expect((await deskGet(server, a, "/desk/leads/contact")).status).toBe(303);
    expect((await deskPost(server, a, "/desk/sign-out-everywhere")).status).toBe(401);
    expect(await isSignedIn(server, b)).toBe(true);
  });

  test("signing out everywhere ends every session of that person, and only theirs", async () => {
    const [a, b, someoneElse] = await Promise.all([signIn(server, EDITOR), signIn(server, EDITOR), signIn(server, ROAMER)]);
    const out = await deskPost(server, b, "/desk/sign-out-everywhere");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/desk?done=signed-out-everywhere");
    expect(await isSignedIn(server, a)).toBe(false);
    expect(await isSignedIn(server, b)).toBe(false);
    expect(await isSignedIn(server, someoneElse)).toBe(true);
    expect((await deskPost(server, a, `/desk/sign-out`)).status).toBe(401);
  });

  test("an idle session ends after DESK_IDLE_HOURS (8), and any session at its absolute end", async () => {
    // The server's clock cannot be moved: the session's times are moved back instead.
    const [idle, old, fresh] = await Promise.all([signIn(server, EDITOR), signIn(server, EDITOR), signIn(server, EDITOR)]);
    // The store keeps the id's SHA-256 only.
    const hash = async (s: Session) => createHash("sha256").update(s.id).digest("hex");
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    // Seven hours and a half without use: still open (and that request counts as use).
    expect(execSql(server, "UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ?", hoursAgo(7.5), await hash(fresh))).toBe(1);
    expect(await isSignedIn(server, fresh)).toBe(true);
    expect(execSql(server, "UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ?", hoursAgo(8.1), await hash(idle))).toBe(1);
    expect(await isSignedIn(server, idle)).toBe(false);
    expect((await deskPost(server, idle, "/desk/sign-out")).status).toBe(401);
    // Used a moment ago, but past its absolute end.
    expect(execSql(server, "UPDATE desk_sessions SET expires_at = ? WHERE id_hash = ?", hoursAgo(0.01), await hash(old))).toBe(1);
    expect(await isSignedIn(server, old)).toBe(false);
    // Both ended sessions are gone from the store.
    expect(execSql(server, "DELETE FROM desk_sessions WHERE id_hash IN (?, ?)", await hash(idle), await hash(old))).toBe(0);
  });

  test("a session's absolute end follows today's DESK_SESSION_DAYS (7), not the one it was opened under", async () => {
    // Opened when the setting was 30 days: its fixed end is weeks away, but today's 7 days from its sign-in have passed.
    const [older, younger] = await Promise.all([signIn(server, EDITOR), signIn(server, EDITOR)]);
    const hash = (s: Session) => createHash("sha256").update(s.id).digest("hex");
    const daysFromNow = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
    const opened = "UPDATE desk_sessions SET created_at = ?, expires_at = ? WHERE id_hash = ?";
    expect(execSql(server, opened, daysFromNow(-7.1), daysFromNow(22.9), hash(older))).toBe(1);
    expect(execSql(server, opened, daysFromNow(-6.9), daysFromNow(23.1), hash(younger))).toBe(1);
    expect(await isSignedIn(server, older)).toBe(false);
    expect(await isSignedIn(server, younger)).toBe(true);
    expect(execSql(server, "DELETE FROM desk_sessions WHERE id_hash = ?", hash(older))).toBe(0);
  });
});

test.describe("links and redirects", () => {
  test("after sign-in and a status change, a redirect never leaves the desk", async () => {
    for (const next of [
      "https://evil.example/desk",
      "//evil.example/desk",
      "/desk/../../evil",
      "/desk\\@evil.example",
      "/deskevil",
      "javascript:alert(1)",
    ]) {
      const res = await attemptSignIn(server, EDITOR, PASSWORD, { next });
      expect(res.status, next).toBe(303);
      expect(res.headers.get("location"), next).toBe("/desk");
    }
    expect((await attemptSignIn(server, EDITOR, PASSWORD, { next: "/desk/comments?status=pending" })).headers.get("location")).toBe(
      "/desk/comments?status=pending",
    );
    await postLead(server, "contact", { firstName: "Redirect", email: "redirect.security@example.com", message: "Back to where?" });
    const id = leadIdOf(server, "redirect.security@example.com");
    const editor = await signIn(server, EDITOR);
    const res = await deskPost(server, editor, `/desk/leads/contact/${id}/status`, { status: "read", back: "https://evil.example/" });
    expect(res.headers.get("location")).toBe(`/desk/leads/contact/${id}?done=status`);
  });

  test("a link cannot make the desk say something: ?done= picks one of its own messages or none", async () => {
    const editor = await signIn(server, EDITOR);
    for (const done of ["<b>Your account is locked, call +1 555 0100</b>", "toString", "__proto__", "constructor"]) {
      const html = await deskPage(server, editor, `/desk/leads/contact?done=${encodeURIComponent(done)}`);
      expect(html, done).not.toContain('class="notice');
      expect(textOf(html), done).not.toContain("call +1 555");
    }
    expect(await deskPage(server, editor, "/desk/leads/contact?done=status")).toContain("The status was changed.");
  });
});

test.describe("one-time links", () => {
  const LINKED = "linked.security@example.com";
  const NEW_PASSWORD = "a brand new passphrase";

  /** The link an admin's People page shows after adding someone or asking for a new link. */
  const linkIn = (html: string) => new URL(textOf(/<code class="link">([^<]*)<\/code>/.exec(html)?.[1] ?? ""));

  /** The password page's form for a link: its cookie and token. */
  async function passwordForm(link: URL) {
    const res = await fetch(`${server.url}${link.pathname}${link.search}`);
    const html = await res.text();
    return { status: res.status, cookie: setCookies(res).get(FORM_COOKIE)?.value ?? "", csrf: csrfIn(html), html };
  }

  const setPassword = (link: URL, form: { cookie: string; csrf: string }, password: string, repeat = password) =>
    fetch(`${server.url}/desk/password`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: server.url, ...(form.cookie && { cookie: `${FORM_COOKIE}=${form.cookie}` }) },
      body: new URLSearchParams({ csrf: form.csrf, token: link.searchParams.get("token") ?? "", password, repeat }),
    });

  test("a link sets the password once; a newer link cancels the older; a new password ends open sessions", async () => {
    const admin = await signIn(server, ADMIN);
    const added = await deskPost(server, admin, "/desk/users", { email: LINKED, role: "editor" });
    expect(added.status).toBe(200);
    const first = linkIn(await added.text());
    expect(first.pathname).toBe("/desk/password");
    expect(first.searchParams.get("token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Invited, no password yet: nothing signs in.
    expect((await attemptSignIn(server, LINKED, PASSWORD)).status).toBe(401);

    const id = userIdOf(server, LINKED);
    const again = await deskPost(server, admin, `/desk/users/${id}/link`);
    expect(again.status).toBe(200);
    const second = linkIn(await again.text());
    expect((await passwordForm(first)).status).toBe(404);

    const form = await passwordForm(second);
    expect(form.status).toBe(200);
    expect(textOf(form.html)).toContain(`For ${LINKED} .`);
    expect(form.csrf).toBe(form.cookie);
    expect((await setPassword(second, { ...form, cookie: "" }, NEW_PASSWORD)).status).toBe(403);
    expect((await setPassword(second, form, NEW_PASSWORD, `${NEW_PASSWORD}!`)).status).toBe(400);
    expect((await setPassword(second, form, "short")).status).toBe(400);
    // Guessable ones are refused with the reason, on the form that stays filled with nothing but the fields.
    for (const [weak, reason] of [
      ["password1234", /^This password is too easy to guess\. This is similar to a commonly used password\./],
      [" ".repeat(12), /^The password must have at least 12 characters you can see/],
      [`${LINKED} 2026`, /^The password must not contain your e-mail address/],
      ["Nexora harbor view", /^The password must not contain the company's name \(Nexora\)/],
    ] as const) {
      const refused = await setPassword(second, form, weak);
      expect(refused.status, weak).toBe(400);
      expect(textOf(await refused.text()), weak).toMatch(new RegExp(reason.source.replace(/^\^/, "")));
    }
    const set = await setPassword(second, form, NEW_PASSWORD);
    expect(set.status).toBe(303);
    expect(set.headers.get("location")).toBe("/desk?done=password-set");
    const session = await signIn(server, LINKED, NEW_PASSWORD);

    // Used: the link is gone, and a second post with it changes nothing.
    expect((await passwordForm(second)).status).toBe(404);
    expect((await setPassword(second, form, "another passphrase, later")).status).toBe(404);
    expect((await attemptSignIn(server, LINKED, "another passphrase, later")).status).toBe(401);

    // A password set with a newer link ends the sessions opened with the old one.
    const third = linkIn(await (await deskPost(server, admin, `/desk/users/${id}/link`)).text());
    const thirdForm = await passwordForm(third);
    expect((await setPassword(third, thirdForm, `${NEW_PASSWORD} 2`)).status).toBe(303);
    expect(await isSignedIn(server, session)).toBe(false);
    await signIn(server, LINKED, `${NEW_PASSWORD} 2`);
  });
});

test.describe("your own password", () => {
  const NEW_PASSWORD = "a fresh passphrase of mine";
  // From an address of its own unless said: wrong passwords count per client too.
  const change = (session: Session, fields: Record<string, string>, options: Parameters<typeof deskPost>[4] = {}) =>
    deskPost(server, session, "/desk/account/password", fields, { ...from("10.6.0.1"), ...options });
  const fieldError = (html: string, name: string) =>
    textOf(new RegExp(`<p class="error-text" id="account-${name}-error">([^<]*)</p>`).exec(html)?.[1] ?? "");

  test("needs the current password and the session's token; a change ends every session, this one too", async () => {
    const here = await signIn(server, SELF, PASSWORD, from("10.6.0.1"));
    const there = await signIn(server, SELF, PASSWORD, from("10.6.0.2"));
    const account = await deskPage(server, here, "/desk/account");
    expect(hasElement(account, "form", { method: "post", action: "/desk/account/password" })).toBe(true);
    const inputs = elements(account, "input").filter((el) => el.type === "password");
    expect(inputs.map((el) => [el.name, el.autocomplete])).toEqual([
      ["current", "current-password"],
      ["password", "new-password"],
      ["repeat", "new-password"],
    ]);
    const good = { current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD };

    // Refused before anything is read: no token, another session's token, a foreign origin.
    expect((await change(here, good, { csrf: null })).status).toBe(403);
    expect((await change(here, good, { csrf: there.csrf })).status).toBe(403);
    expect((await change(here, good, { origin: EVIL })).status).toBe(403);

    // Each problem answered 400 on its own field, and no password is sent back.
    for (const [fields, field, message] of [
      [{ ...good, current: "" }, "current", "Enter your current password."],
      [{ ...good, current: WRONG_PASSWORD }, "current", "That is not your current password."],
      [{ ...good, password: "too short", repeat: "too short" }, "password", "The password must have at least 12 characters."],
      [{ ...good, repeat: `${NEW_PASSWORD}!` }, "repeat", "The two new passwords are not the same."],
      [{ ...good, password: PASSWORD, repeat: PASSWORD }, "password", "Choose a password other than the current one."],
    ] as const) {
      const res = await change(here, fields);
      const html = await res.text();
      expect(res.status, message).toBe(400);
      expect(fieldError(html, field), message).toBe(message);
      expect(hasElement(html, "input", { name: field, "aria-invalid": "true" }), message).toBe(true);
      expect(textOf(html)).toContain("Nothing was changed: please correct the field marked below.");
      for (const secret of [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, "too short"]) expect(html, message).not.toContain(secret);
    }
    // Still the old password, and both sessions still open.
    expect(await isSignedIn(server, here)).toBe(true);
    expect(await isSignedIn(server, there)).toBe(true);

    const changed = await change(here, good);
    expect(changed.status).toBe(303);
    expect(changed.headers.get("location")).toBe("/desk?done=password-changed");
    expect(setCookies(changed).get(SESSION_COOKIE)?.value).toBe("");
    expect(await isSignedIn(server, here)).toBe(false);
    expect(await isSignedIn(server, there)).toBe(false);
    expect(textOf(await deskPage(server, undefined, "/desk?done=password-changed"))).toContain(
      "Your password is changed and every session of yours has ended. Sign in with the new password.",
    );
    expect((await attemptSignIn(server, SELF, PASSWORD, from("10.6.0.3"))).status).toBe(401);
    await signIn(server, SELF, NEW_PASSWORD, from("10.6.0.3"));

    // Audited, without the passwords.
    const audit = await deskPage(server, await signIn(server, ADMIN), "/desk/audit");
    const rows = auditRows(audit).filter((r) => r.actor === SELF);
    expect(rows.map((r) => [r.action, r.target])).toEqual(
      expect.arrayContaining([
        ["password-change", `user ${SELF}`],
        ["password-change-failed", `user ${SELF}`],
      ]),
    );
    expect(rows.filter((r) => r.action === "password-change-failed")).toHaveLength(1);
    for (const secret of [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD]) expect(audit).not.toContain(secret);
  });

  test("wrong current passwords count against the account's sign-in limit: after 10, 429 there and at sign-in", async () => {
    const session = await signIn(server, HELD, PASSWORD, from("10.7.0.9"));
    // From three addresses, below the per-client limit of 5 each: the account's limit is what stops them.
    for (let i = 0; i < 10; i++) {
      const res = await change(
        session,
        { current: `${WRONG_PASSWORD} ${i}`, password: NEW_PASSWORD, repeat: NEW_PASSWORD },
        from(`10.7.0.${1 + Math.floor(i / 4)}`),
      );
      expect(res.status, `wrong current password ${i + 1}`).toBe(400);
    }
    const held = await change(session, { current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD }, from("10.7.0.8"));
    const html = await held.text();
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fieldError(html, "current")).toMatch(/^Too many wrong passwords\. Please wait 1[45] minutes and try again\.$/);
    expect((await attemptSignIn(server, HELD, PASSWORD, from("10.7.0.7"))).status).toBe(429);
    // Nothing changed: the session is still open, and the new password does not sign in.
    expect(await isSignedIn(server, session)).toBe(true);
    expect((await attemptSignIn(server, HELD, NEW_PASSWORD, from("10.7.0.6"))).status).toBe(429);
  });

  test("a guessable new password is refused with the reason, and nothing changes", async () => {
    const session = await signIn(server, PICKY, PASSWORD, from("10.19.0.1"));
    for (const [weak, reason] of [
      ["aaaaaaaaaaaa", /^This password is too easy to guess\. Repeated characters/],
      [`${PICKY}!`, /^The password must not contain your e-mail address/],
      [`a${"\u200d".repeat(11)}`, /^The password must have at least 12 characters you can see/],
    ] as const) {
      const res = await change(session, { current: PASSWORD, password: weak, repeat: weak });
      expect(res.status, weak).toBe(400);
      expect(fieldError(await res.text(), "password"), weak).toMatch(reason);
    }
    expect(await isSignedIn(server, session)).toBe(true);
    expect((await attemptSignIn(server, PICKY, "aaaaaaaaaaaa", from("10.19.0.2"))).status).toBe(401);
  });

  test("an account whose password today's rules refuse is sent to change it at sign-in", async () => {
    // Set before the rules, straight in the store: the CLI and the forms no longer accept it.
    execSql(server, "UPDATE desk_users SET password_hash = ? WHERE email = ?", await hashPassword("password1234"), WEAK);
    const res = await attemptSignIn(server, WEAK, "password1234", from("10.20.0.1"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/desk/account?done=weak-password#change-password");
    const session = await signIn(server, WEAK, "password1234", from("10.20.0.2"));
    const page = await deskPage(server, session, "/desk/account?done=weak-password");
    expect(textOf(page)).toContain("Your password is too easy to guess by today's rules");
    // A good password signs in to where it was going.
    await change(session, { current: "password1234", password: PASSWORD, repeat: PASSWORD }, from("10.20.0.3"));
    const after = await attemptSignIn(server, WEAK, PASSWORD, from("10.20.0.4"));
    expect(after.headers.get("location")).not.toContain("weak-password");
  });

  test("20 wrong current passwords sent at once: 10 are checked, the rest 429, and then the right one is refused", async () => {
    const session = await signIn(server, RACED_SELF, PASSWORD, from("10.17.0.99"));
    // Each from an address of its own: only the account's limit (10) can stop them.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(session, { current: `${WRONG_PASSWORD} ${i}`, password: NEW_PASSWORD, repeat: NEW_PASSWORD }, from(`10.17.0.${i + 1}`)),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const right = await change(session, { current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD }, from("10.17.0.98"));
    expect(right.status).toBe(429);
    expect(await isSignedIn(server, session)).toBe(true);
  });
});

test.describe("your own password, sent oddly", () => {
  test("malformed, oversized or doubled posts get a 4xx and change nothing", async () => {
    const session = await signIn(server, ODD, PASSWORD, from("10.8.0.1"));
    const NEW_PASSWORD = "an odd but valid passphrase";
    const post = (body: string, type = "application/x-www-form-urlencoded") =>
      fetch(`${server.url}/desk/account/password`, {
        method: "POST",
        redirect: "manual",
        body,
        headers: {
          cookie: session.cookie,
          origin: server.url,
          "sec-fetch-site": "same-origin",
          "content-type": type,
          ...from("10.8.0.1").headers,
        },
      });
    const token = `csrf=${encodeURIComponent(session.csrf)}`;
    const fields = `current=${encodeURIComponent(PASSWORD)}&password=${encodeURIComponent(NEW_PASSWORD)}&repeat=${encodeURIComponent(NEW_PASSWORD)}`;
    for (const [what, res] of [
      [
        "JSON",
        await post(
          JSON.stringify({ csrf: session.csrf, current: PASSWORD, password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
          "application/json",
        ),
      ],
      ["broken percent-encoding", await post(`${token}&current=%E0%A4%A&password=%ZZ&repeat=%`)],
      ["each field twice", await post(`${token}&${fields}&${fields}`)],
      ["20 KB", await post(`${token}&${fields}&pad=${"x".repeat(20_000)}`)],
      ["60 fields", await post(`${token}&${fields}&${Array.from({ length: 60 }, (_, i) => `f${i}=1`).join("&")}`)],
      ["a charset the server does not read", await post(`${token}&${fields}`, "application/x-www-form-urlencoded; charset=utf-16")],
      ["no body", await post("")],
    ] as const) {
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(setCookies(res).has(SESSION_COOKIE), what).toBe(false);
    }
    // Nothing changed: the session is open, the password is the old one.
    expect(await isSignedIn(server, session)).toBe(true);
    await signIn(server, ODD, PASSWORD, from("10.8.0.2"));
  });
});

test.describe("brute force", () => {
  test("an unknown e-mail and a wrong password get the same answer: 401, the same words", async () => {
    const unknown = await attemptSignIn(server, "nobody.security@example.com", PASSWORD, from("10.9.0.1"));
    const wrong = await attemptSignIn(server, EDITOR, WRONG_PASSWORD, from("10.9.0.1"));
    for (const res of [unknown, wrong]) {
      const html = await res.text();
      expect(res.status).toBe(401);
      expect(signInError(html)).toBe(SIGN_IN_MISMATCH);
      expect(isSignInPage(html)).toBe(true);
      expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);
    }
    // An empty form is a slip: it says what is missing and signs nobody in.
    const empty = await attemptSignIn(server, "", "", from("10.9.0.2"));
    const html = await empty.text();
    expect(empty.status).toBe(400);
    expect(signInError(html)).toBe("Enter your e-mail address and your password.");
    expect(setCookies(empty).has(SESSION_COOKIE)).toBe(false);
  });

  test("a failed sign-in puts a well-formed address in the audit log, or a fixed phrase, never what was typed", async () => {
    const typed = [
      "\u202Emoc.elpmaxe@nimda",
      "ada@example.com\nadmin.security@example.com",
      `${"a".repeat(250)}@example.com`,
      "not an address at all",
    ];
    for (const [i, email] of typed.entries()) {
      expect((await attemptSignIn(server, email, WRONG_PASSWORD, from(`10.21.0.${i + 1}`))).status, email).toBe(401);
    }
    expect((await attemptSignIn(server, "real.looking@example.com", WRONG_PASSWORD, from("10.21.0.9"))).status).toBe(401);
    const failed = storeSnapshot(server)
      .audit.filter((a) => (a as { action: string }).action === "sign-in-failed")
      .slice(-5)
      .map((a) => (a as { target: string }).target);
    expect(failed).toEqual([...typed.map(() => "(not an e-mail address)"), "real.looking@example.com"]);
    // Shown isolated, so an address that came from outside cannot turn the row around.
    const admin = await signIn(server, ADMIN, PASSWORD, from("10.21.0.10"));
    expect(await deskPage(server, admin, "/desk/audit")).toContain("<bdi>real.looking@example.com</bdi>");
  });

  test("one client's failed sign-ins within a minute are one audit row with a count; the log filters by who, what and day", async () => {
    const target = "fold.security@example.com";
    // Four guesses at once, below the per-client limit (a different address in the same minute: the store's tests).
    const statuses = await Promise.all([1, 2, 3, 4].map(() => attemptSignIn(server, target, WRONG_PASSWORD, from("10.22.0.1"))));
    expect(statuses.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    const rows = storeSnapshot(server).audit.filter(
      (a) => (a as { action: string }).action === "sign-in-failed" && (a as { target: string }).target === target,
    ) as { times: number }[];
    // One row, or two if the burst straddled a minute's end; never one per guess.
    expect(rows.length).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, r) => sum + r.times, 0)).toBe(4);

    const admin = await signIn(server, ADMIN, PASSWORD, from("10.22.0.2"));
    const shown = auditRows(await deskPage(server, admin, "/desk/audit?action=sign-in-failed"));
    expect(new Set(shown.map((r) => r.action))).toEqual(new Set(["sign-in-failed"]));
    expect(shown.some((r) => /^[2-4] within a minute$/.test(r.times))).toBe(true);
    const mine = auditRows(await deskPage(server, admin, `/desk/audit?actor=${encodeURIComponent(ADMIN)}&action=sign-in`));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.actor === ADMIN && r.action === "sign-in")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const todays = await deskPage(server, admin, `/desk/audit?actor=${encodeURIComponent(ADMIN)}&action=sign-in&from=${today}&to=${today}`);
    expect(auditRows(todays).length).toBe(mine.length);
    expect(auditRows(await deskPage(server, admin, "/desk/audit?to=2020-01-01"))).toEqual([]);
    // Not in the log, or not a day: no filter, and the form says so by showing it empty.
    const unknown = await deskPage(server, admin, "/desk/audit?actor=nobody%40example.com&from=2026-02-30");
    expect(auditRows(unknown).length).toBeGreaterThan(shown.length);
    expect(unknown).toContain('<option value="" selected="">Anyone</option>');
  });

  test("10 wrong passwords for one account: the 11th attempt gets 429 from any address, even with the right password", async () => {
    // Ten wrong passwords from three addresses (each below the per-client limit of 5).
    const addresses = [
      "10.1.0.1",
      "10.1.0.1",
      "10.1.0.1",
      "10.1.0.1",
      "10.1.0.2",
      "10.1.0.2",
      "10.1.0.2",
      "10.1.0.2",
      "10.1.0.3",
      "10.1.0.3",
    ];
    for (const [i, ip] of addresses.entries()) {
      const res = await attemptSignIn(server, LOCKED, `${WRONG_PASSWORD} ${i}`, from(ip));
      expect(res.status, `wrong password ${i + 1}`).toBe(401);
    }
    for (const [how, res] of [
      ["the right password, from a new address", await attemptSignIn(server, LOCKED, PASSWORD, from("10.1.0.9"))],
      [
        "the right password, another case, from the first address",
        await attemptSignIn(server, LOCKED.toUpperCase(), PASSWORD, from("10.1.0.1")),
      ],
      ["the right password, without X-Forwarded-For", await attemptSignIn(server, LOCKED, PASSWORD)],
    ] as const) {
      const html = await res.text();
      expect(res.status, how).toBe(429);
      const wait = Number(res.headers.get("retry-after"));
      expect(wait, how).toBeGreaterThan(0);
      expect(wait, how).toBeLessThanOrEqual(15 * 60);
      expect(signInError(html), how).toMatch(/^Too many sign-in attempts\. Please wait 1[45] minutes and try again\.$/);
      expect(setCookies(res).has(SESSION_COOKIE), how).toBe(false);
    }
    // The account is held back, not the addresses: someone else signs in from the same one.
    await signIn(server, ROAMER, PASSWORD, from("10.1.0.9"));
  });

  test("one client trying many accounts gets 429 after DESK_SIGNIN_CLIENT_ATTEMPTS (5) failures", async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await attemptSignIn(server, `guess${i}.security@example.com`, WRONG_PASSWORD, from("10.2.0.1"));
      expect(res.status, `guess ${i}`).toBe(401);
    }
    // The sixth, even a real account with its password, from that client: 429.
    const blocked = await attemptSignIn(server, ROAMER, PASSWORD, from("10.2.0.1"));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(setCookies(blocked).has(SESSION_COOKIE)).toBe(false);
    // The same account from another client: fine.
    await signIn(server, ROAMER, PASSWORD, from("10.2.0.2"));
  });

  test("a right password clears the account's failures", async () => {
    // From a clean start (the test above counted a wrong password of this account).
    await signIn(server, EDITOR, PASSWORD, from("10.3.0.9"));
    for (let i = 0; i < 9; i++) {
      const ip = `10.3.0.${1 + Math.floor(i / 4)}`;
      expect((await attemptSignIn(server, EDITOR, WRONG_PASSWORD, from(ip))).status).toBe(401);
    }
    await signIn(server, EDITOR, PASSWORD, from("10.3.0.8"));
    // Nine more wrong ones do not reach the limit of ten.
    for (let i = 0; i < 9; i++) {
      const ip = `10.4.0.${1 + Math.floor(i / 4)}`;
      expect((await attemptSignIn(server, EDITOR, WRONG_PASSWORD, from(ip))).status).toBe(401);
    }
    await signIn(server, EDITOR, PASSWORD, from("10.4.0.8"));
  });

  // Each attempt takes its slot before its password is checked (15–50 ms of argon2): a check made before the count let
  // every attempt in flight through.
  test("40 wrong passwords at once for one account: 10 are checked, 30 get 429, and the right one then 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attemptSignIn(server, RACED, `${WRONG_PASSWORD} ${i}`, from(`10.15.0.${i + 1}`))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect((await attemptSignIn(server, RACED, PASSWORD, from("10.15.1.1"))).status).toBe(429);
  });

  test("20 wrong passwords at once from one client for as many accounts: 5 are checked, 15 get 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attemptSignIn(server, `spray${i}.security@example.com`, WRONG_PASSWORD, from("10.16.0.1"))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await attemptSignIn(server, ROAMER, PASSWORD, from("10.16.0.1"))).status).toBe(429);
  });

  test("a right password gives its client's slot back: only wrong passwords use up a client's limit", async () => {
    for (let i = 0; i < 8; i++) await signIn(server, ROAMER, PASSWORD, from("10.18.0.1"));
    for (let i = 1; i <= 5; i++) {
      expect((await attemptSignIn(server, `guess${i}.other@example.com`, WRONG_PASSWORD, from("10.18.0.1"))).status).toBe(401);
    }
    expect((await attemptSignIn(server, ROAMER, PASSWORD, from("10.18.0.1"))).status).toBe(429);
  });
});

test.describe("two instances on one PostgreSQL database", () => {
  const USER = "shared.security@example.com";
  let postgres: TestPostgres | undefined;
  let a: SpawnedServer;
  let b: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    ({ postgres, a, b } = await postgresInstances(
      [
        [USER, "editor"],
        [ADMIN, "admin"],
        [RACED, "editor"],
      ],
      { DESK_SIGNIN_ATTEMPTS: undefined, DESK_SIGNIN_CLIENT_ATTEMPTS: undefined, TRUST_PROXY: "loopback" },
    ));
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await postgres?.stop();
  });

  test("a session made on A works on B, and signing out on B ends it on A", async () => {
    const session = await signIn(a, USER);
    expect(await isSignedIn(b, session)).toBe(true);
    // B knows its token: a change made on B with it goes through.
    const onB = await deskPage(b, session, "/desk/account");
    expect(h1Of(onB)).toBe("Your account");
    expect(onB).toContain(session.csrf);
    const other = await signIn(b, USER);
    expect(await isSignedIn(a, other)).toBe(true);

    const out = await deskPost(b, session, "/desk/sign-out");
    expect(out.status).toBe(303);
    expect(await isSignedIn(a, session)).toBe(false);
    expect(await isSignedIn(b, session)).toBe(false);
    expect(await isSignedIn(a, other)).toBe(true);
    // Sign out everywhere on A ends B's session too.
    expect((await deskPost(a, other, "/desk/sign-out-everywhere")).status).toBe(303);
    expect(await isSignedIn(b, other)).toBe(false);
  });

  test("the account limit is shared: 5 wrong on A and 5 wrong on B, then 429 on either", async () => {
    const wrong = async (target: Target, i: number) => {
      const res = await attemptSignIn(target, ADMIN, `${WRONG_PASSWORD} ${i}`, from(`10.5.${i}.1`));
      expect(res.status, `wrong password ${i}`).toBe(401);
    };
    for (let i = 1; i <= 5; i++) await wrong(a, i);
    for (let i = 6; i <= 10; i++) await wrong(b, i);
    for (const [name, target] of [
      ["A", a],
      ["B", b],
    ] as const) {
      const res = await attemptSignIn(target, ADMIN, PASSWORD, from("10.5.99.1"));
      expect(res.status, name).toBe(429);
      expect(Number(res.headers.get("retry-after")), name).toBeGreaterThan(0);
    }
  });

  test("40 wrong passwords at once across A and B: 10 are checked, 30 get 429, and the right one then 429", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attemptSignIn(i % 2 ? a : b, RACED, `${WRONG_PASSWORD} ${i}`, from(`10.25.0.${i + 1}`))),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    for (const target of [a, b]) expect((await attemptSignIn(target, RACED, PASSWORD, from("10.25.1.1"))).status).toBe(429);
  });
});
