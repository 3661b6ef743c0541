/**
 * Who reaches what in the team's desk (/desk), against the production server over raw HTTP:
 * without a session every page is the sign-in page (or a redirect to it), the exports 401 and
 * every post 401 with nothing changed; an editor gets 403 on every admin page and action, with
 * nothing changed, and sees no link to them; a disabled person's open session stops at once;
 * every desk answer is uncached, unindexed and runs no script; the sitemap and the search never
 * mention the desk.
 */
import { test, expect } from "@playwright/test";
import fs from "node:fs";
import { formPost, type FormsServer } from "./forms-support";
import {
  addUser,
  auditRows,
  deliveriesSettled,
  deskGet,
  deskPage,
  deskPost,
  failedDeliveries,
  failingWebhookEnv,
  h1Of,
  isSignedIn,
  isSignInPage,
  leadIdOf,
  postLead,
  PASSWORD,
  runCli,
  setCookies,
  signIn,
  SIGN_IN_MISMATCH,
  signInError,
  startDeskServer,
  storeSnapshot,
  userIdOf,
  WRONG_PASSWORD,
  attemptSignIn,
  type Session,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const ADMIN = "admin.access@example.com";
const EDITOR = "editor.access@example.com";
const CLI_VICTIM = "cli.disabled@example.com";
const PAGE_VICTIM = "page.disabled@example.com";
const DEMOTED = "demoted.admin@example.com";

let server: FormsServer;
let admin: Session;
let editor: Session;
const ids = { contact: 0, quote: 0, subscribe: 0, comment: 0, approved: 0, delivery: 0, admin: 0, editor: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer(await failingWebhookEnv());
  await Promise.all([
    addUser(server.storeEnv, ADMIN, "admin"),
    addUser(server.storeEnv, EDITOR, "editor"),
    addUser(server.storeEnv, CLI_VICTIM, "editor"),
    addUser(server.storeEnv, PAGE_VICTIM, "editor"),
    addUser(server.storeEnv, DEMOTED, "admin"),
  ]);
  await postLead(server, "contact", { firstName: "Ada", lastName: "Lovelace", email: "ada.access@example.com", message: "Hello desk." });
  await postLead(server, "quote", { name: "Grace Hopper", email: "grace.access@example.com", message: "A quote, please." });
  await postLead(server, "subscribe", { email: "sub.access@example.com" });
  await postLead(server, "comment", { firstName: "Alan", email: "alan.access@example.com", message: "Waiting for a moderator." });
  await postLead(server, "comment", { firstName: "Edsger", email: "edsger.access@example.com", message: "Published already." });
  ids.contact = leadIdOf(server, "ada.access@example.com");
  ids.quote = leadIdOf(server, "grace.access@example.com");
  ids.subscribe = leadIdOf(server, "sub.access@example.com");
  ids.comment = leadIdOf(server, "alan.access@example.com");
  ids.approved = leadIdOf(server, "edsger.access@example.com");
  expect((await runCli(server.storeEnv, "leads", ["approve", String(ids.approved)])).code).toBe(0);
  await deliveriesSettled(server);
  ids.delivery = failedDeliveries(server)[0];
  ids.admin = userIdOf(server, ADMIN);
  ids.editor = userIdOf(server, EDITOR);
  [admin, editor] = await Promise.all([signIn(server, ADMIN), signIn(server, EDITOR)]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every page of the desk that needs a session, with the queries its links use. */
function pages(): string[] {
  return [
    "/desk/leads/contact",
    "/desk/leads/contact?q=ada&status=new&page=1",
    "/desk/leads/quote",
    "/desk/leads/subscribe",
    "/desk/leads/comment",
    `/desk/leads/contact/${ids.contact}`,
    `/desk/leads/quote/${ids.quote}`,
    `/desk/leads/subscribe/${ids.subscribe}`,
    `/desk/leads/comment/${ids.comment}`,
    "/desk/comments",
    "/desk/comments?status=pending",
    "/desk/deliveries",
    "/desk/deliveries?channel=webhook&state=failed",
    "/desk/data",
    "/desk/data?email=ada.access%40example.com",
    "/desk/users",
    "/desk/audit",
    "/desk/account",
  ];
}

const EXPORTS = ["/desk/leads/contact/export?format=csv", "/desk/leads/quote/export?format=json", "/desk/export"];

/** Every state-changing desk request, with fields that would change something if it went through. */
function posts(): [string, Record<string, string>][] {
  return [
    [`/desk/leads/contact/${ids.contact}/status`, { status: "spam", back: "/desk/leads/contact" }],
    [`/desk/comments/${ids.comment}/approve`, {}],
    [`/desk/comments/${ids.comment}/reject`, {}],
    [`/desk/comments/${ids.approved}/unpublish`, { confirmed: "yes" }],
    [`/desk/comments/${ids.approved}/republish`, {}],
    ["/desk/deliveries/retry", {}],
    [`/desk/deliveries/${ids.delivery}/retry`, {}],
    ["/desk/data/erase", { email: "ada.access@example.com", confirm: "yes" }],
    ["/desk/users", { email: "intruder@example.com", role: "admin" }],
    [`/desk/users/${ids.admin}/disable`, {}],
    [`/desk/users/${ids.editor}/admin`, {}],
    [`/desk/users/${ids.admin}/editor`, {}],
    [`/desk/users/${ids.admin}/link`, {}],
    [`/desk/users/${ids.admin}/sign-out`, {}],
    ["/desk/sign-out-everywhere", {}],
    ["/desk/sign-out", {}],
  ];
}

test.describe("without a session", () => {
  test("/desk is the sign-in page, with the fields labelled E-mail and Password and a Sign in button", async () => {
    for (const path of ["/desk", "/desk/"]) {
      const res = await deskGet(server, undefined, path);
      const html = await res.text();
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(isSignInPage(html), path).toBe(true);
      expect(h1Of(html)).toBe("Sign in to the desk");
    }
  });

  test("every other page redirects (303) to the sign-in page with the address asked for in next", async () => {
    for (const path of pages()) {
      const res = await deskGet(server, undefined, path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location"), path).toBe(`/desk?next=${encodeURIComponent(path)}`);
      const signIn = await deskGet(server, undefined, res.headers.get("location")!);
      expect(signIn.status).toBe(200);
      expect(isSignInPage(await signIn.text()), path).toBe(true);
    }
  });

  test("a made-up session id is no session", async () => {
    const forged = { cookie: `__Host-desk=${"A".repeat(43)}` };
    for (const path of pages()) expect((await deskGet(server, forged, path)).status, path).toBe(303);
    expect(isSignInPage(await deskPage(server, forged, "/desk"))).toBe(true);
  });

  test("the exports answer 401", async () => {
    for (const path of EXPORTS) {
      const res = await deskGet(server, undefined, path);
      expect(res.status, path).toBe(401);
      expect(res.headers.get("content-disposition"), path).toBeNull();
      expect(await res.text()).toBe("Sign in to the desk first.\n");
    }
  });

  test("every post answers 401 with the sign-in page and changes nothing", async () => {
    const before = storeSnapshot(server);
    for (const forged of [undefined, { cookie: `__Host-desk=${"B".repeat(43)}` }]) {
      for (const [path, fields] of posts()) {
        // With a token, as if someone had copied one from a page: still no session.
        const res = await deskPost(server, { ...forged, csrf: admin.csrf }, path, fields);
        const html = await res.text();
        expect(res.status, path).toBe(401);
        expect(isSignInPage(html), path).toBe(true);
        expect(html).toContain("Your session has ended, so nothing was changed.");
      }
    }
    expect(storeSnapshot(server)).toEqual(before);
    // Both sessions made before are still open: no post signed anyone out.
    expect(await isSignedIn(server, admin)).toBe(true);
    expect(await isSignedIn(server, editor)).toBe(true);
  });
});

test.describe("an editor", () => {
  test("sees with a subscriber the consent it gave: the words under the form, in the visitor's language", async () => {
    const res = await formPost(server, "/ar/home2", {
      kind: "subscribe",
      formId: "subscribe-form_R_consent_",
      email: "layla.access@example.com",
    });
    expect(res.status).toBe(303);
    const html = await (await deskGet(server, editor, `/desk/leads/subscribe/${leadIdOf(server, "layla.access@example.com")}`)).text();
    const arabic = JSON.parse(fs.readFileSync("content/interface/ar/forms.json", "utf8")).privacyNotes.subscribe as string;
    expect(html).toContain(`<div dir="auto" lang="ar">${arabic.replace(/\{\/?link\}/g, "")}</div>`);
    expect(html).toContain("Agreed to by sending the form");
    // The English subscriber of beforeAll: the English words.
    const english = await (await deskGet(server, editor, `/desk/leads/subscribe/${ids.subscribe}`)).text();
    expect(english).toContain('lang="en">We use your e-mail address only for our newsletter');
  });

  const ADMIN_PAGES = ["/desk/data", "/desk/data?email=ada.access%40example.com", "/desk/users", "/desk/audit", "/desk/export"];

  test("gets 403 on every admin page", async () => {
    const before = storeSnapshot(server);
    for (const path of ADMIN_PAGES) {
      const res = await deskGet(server, editor, path);
      const html = await res.text();
      expect(res.status, path).toBe(403);
      expect(h1Of(html), path).toBe("Only an admin may do this");
      // Nothing of the page: no people, no audit rows, no export.
      expect(html).not.toContain(ADMIN);
      expect(res.headers.get("content-disposition")).toBeNull();
    }
    expect(storeSnapshot(server)).toEqual(before);
  });

  test("gets 403 on every admin action, with the session's own token, and nothing changes", async () => {
    const adminOnly = posts().filter(([path]) => /^\/desk\/(users|data|deliveries)/.test(path));
    expect(adminOnly.length).toBe(9);
    const before = storeSnapshot(server);
    for (const [path, fields] of adminOnly) {
      const res = await deskPost(server, editor, path, fields);
      const html = await res.text();
      expect(res.status, path).toBe(403);
      expect(h1Of(html), path).toBe("Only an admin may do this");
      expect(html).toContain("Nothing was changed.");
    }
    expect(storeSnapshot(server)).toEqual(before);
    // As the admin reads it: nobody was added, the admin is still an enabled admin, no retry, no erasure.
    const audit = auditRows(await deskPage(server, admin, "/desk/audit"));
    expect(audit.filter((row) => row.actor === EDITOR).map((row) => row.action)).toEqual(["sign-in"]);
    expect(audit.map((row) => row.action)).not.toContain("delivery-retry");
    const people = await deskPage(server, admin, "/desk/users");
    expect(people).not.toContain("intruder@example.com");
    expect(await isSignedIn(server, admin)).toBe(true);
    expect(failedDeliveries(server)).toContain(ids.delivery);
  });

  test("sees no link or button for what only an admin may do", async () => {
    const admins = ['href="/desk/data"', 'href="/desk/users"', 'href="/desk/audit"', 'href="/desk/export"', 'action="/desk/deliveries/'];
    for (const path of [
      "/desk",
      "/desk/leads/contact",
      `/desk/leads/contact/${ids.contact}`,
      "/desk/comments",
      "/desk/deliveries",
      "/desk/account",
    ]) {
      const html = await deskPage(server, editor, path);
      for (const link of admins) expect(html, `${path}: ${link}`).not.toContain(link);
      expect(html).toContain(`${EDITOR} · Editor`);
    }
    // The admin's pages do have them (the check above looks for the right markup).
    const deliveries = await deskPage(server, admin, "/desk/deliveries");
    for (const link of admins.slice(0, 3)) expect(deliveries).toContain(link);
    expect(deliveries).toContain('action="/desk/deliveries/retry"');
    expect(deliveries).toContain(`action="/desk/deliveries/${ids.delivery}/retry"`);
  });
});

test.describe("one address, one account", () => {
  test("an admin cannot add a look-alike of someone's address, nor one with a letter of another script", async () => {
    const before = storeSnapshot(server);
    // U+FF45 FULLWIDTH SMALL LETTER E is an "e" once normalised: the editor again.
    const fullwidth = await deskPost(server, admin, "/desk/users", { email: `\uFF45${EDITOR.slice(1)}`, role: "admin" });
    expect(fullwidth.status).toBe(409);
    expect(await fullwidth.text()).toContain("Someone with that e-mail address has access already.");
    // U+0430 CYRILLIC SMALL LETTER A in place of the Latin "a".
    const cyrillic = await deskPost(server, admin, "/desk/users", { email: `\u0430${ADMIN.slice(1)}`, role: "admin" });
    expect(cyrillic.status).toBe(400);
    expect(await cyrillic.text()).toContain("it holds U+0430, which can pass for one of them");
    expect(storeSnapshot(server)).toEqual(before);
  });
});

test.describe("a disabled person", () => {
  test("disabled with the CLI: the open session stops at once, and signing in again fails", async () => {
    const victim = await signIn(server, CLI_VICTIM);
    expect(await isSignedIn(server, victim)).toBe(true);
    const disabled = await runCli(server.storeEnv, "desk", ["user", "disable", "--email", CLI_VICTIM]);
    expect(disabled.code).toBe(0);
    expect(disabled.out).toContain(`Disabled ${CLI_VICTIM}`);

    expect(await isSignedIn(server, victim)).toBe(false);
    expect((await deskGet(server, victim, "/desk/leads/contact")).status).toBe(303);
    const before = storeSnapshot(server);
    const post = await deskPost(server, victim, `/desk/leads/contact/${ids.contact}/status`, { status: "archived" });
    expect(post.status).toBe(401);
    expect(storeSnapshot(server)).toEqual(before);

    const again = await attemptSignIn(server, CLI_VICTIM, PASSWORD);
    expect(again.status).toBe(401);
    expect(signInError(await again.text())).toBe(SIGN_IN_MISMATCH);
    expect(setCookies(again).has("__Host-desk")).toBe(false);
  });

  test("disabled on the admin's People page: the open session stops at once", async () => {
    const victim = await signIn(server, PAGE_VICTIM);
    expect(await isSignedIn(server, victim)).toBe(true);
    const id = userIdOf(server, PAGE_VICTIM);
    const people = await deskPage(server, admin, "/desk/users");
    expect(people).toContain(`action="/desk/users/${id}/disable"`);

    const res = await deskPost(server, admin, `/desk/users/${id}/disable`);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/desk/users?done=user-changed");
    expect(await isSignedIn(server, victim)).toBe(false);
    expect((await deskGet(server, victim, `/desk/leads/contact/${ids.contact}`)).status).toBe(303);
    const row = /<tr>(?:(?!<\/tr>).)*page\.disabled@example\.com(?:(?!<\/tr>).)*<\/tr>/.exec(
      await deskPage(server, admin, "/desk/users"),
    )?.[0];
    expect(row).toContain("<td>Disabled</td>");
    expect((await attemptSignIn(server, PAGE_VICTIM, PASSWORD)).status).toBe(401);
  });
});

test.describe("a role changed", () => {
  test("an admin made editor loses the admin pages at the next request, in the session already open", async () => {
    const demoted = await signIn(server, DEMOTED);
    expect((await deskGet(server, demoted, "/desk/users")).status).toBe(200);
    const res = await deskPost(server, admin, `/desk/users/${userIdOf(server, DEMOTED)}/editor`);
    expect(res.status).toBe(303);
    for (const path of ["/desk/users", "/desk/audit", "/desk/data", "/desk/export"])
      expect((await deskGet(server, demoted, path)).status, path).toBe(403);
    const start = await deskPage(server, demoted, "/desk");
    expect(start).not.toContain('href="/desk/users"');
    expect(start).toContain(`${DEMOTED} · Editor`);
  });
});

test.describe("every desk answer", () => {
  test("is not cached, not indexed and runs no script", async () => {
    const answers: [string, Response][] = [];
    const get = async (label: string, session: Session | undefined, path: string) =>
      answers.push([label, await deskGet(server, session, path)]);
    await get("sign-in", undefined, "/desk");
    await get("redirect to sign-in", undefined, "/desk/leads/contact");
    await get("export without a session", undefined, "/desk/export");
    await get("unknown link", undefined, "/desk/password?token=nothing");
    await get("404 without a session", undefined, "/desk/no-such-page");
    answers.push(["sign-in with an error", await attemptSignIn(server, ADMIN, WRONG_PASSWORD)]);
    for (const path of ["/desk", ...pages(), "/desk/no-such-page", "/desk/leads/nothing"]) await get(`admin ${path}`, admin, path);
    for (const path of ["/desk", "/desk/users", "/desk/export"]) await get(`editor ${path}`, editor, path);
    answers.push(["post refused", await deskPost(server, editor, "/desk/deliveries/retry")]);
    answers.push(["post done", await deskPost(server, editor, `/desk/leads/quote/${ids.quote}/status`, { status: "read" })]);

    for (const [label, res] of answers) {
      const html = await res.text();
      expect(res.headers.get("cache-control"), label).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), label).toMatch(/\bnoindex\b/);
      if (!res.headers.get("content-type")?.startsWith("text/html")) continue;
      expect(res.headers.get("content-security-policy"), label).toMatch(/(^|;\s*)script-src 'none'(;|$)/);
      expect(html, label).toMatch(/<meta name="robots" content="noindex[^"]*"\/?>/);
      expect(html, label).not.toMatch(/<script\b/i);
    }
    // Every kind of page was among them: 200, 303, 401, 403, 404.
    expect(new Set(answers.map(([, res]) => res.status))).toEqual(new Set([200, 303, 401, 403, 404]));
  });

  test("the sitemap and the search never mention the desk", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("<urlset");
    expect(xml).not.toContain("/desk");
    for (const q of ["desk", "sign in", "leads"]) {
      const search = await fetch(`${server.url}/search?q=${encodeURIComponent(q)}`);
      expect(search.status).toBe(200);
      expect(await search.text(), q).not.toMatch(/href="[^"]*\/desk/);
    }
  });
});

// Last: it fails while the desk drops `next` (see the report), and a failure ends a serial file.
test.describe("signing in from a bookmark", () => {
  test("after the redirect to sign in, signing in leads to the page that was asked for", async ({ page }) => {
    // A bookmark of a lead, opened without a session: 303 to /desk?next=….
    const wanted = `/desk/leads/quote/${ids.quote}`;
    await page.goto(`${server.url}${wanted}`);
    expect(new URL(page.url()).pathname).toBe("/desk");
    expect(new URL(page.url()).searchParams.get("next")).toBe(wanted);
    await page.getByLabel("E-mail").fill(EDITOR);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Quote request ${ids.quote}`);
    expect(page.url()).toBe(`${server.url}${wanted}`);
  });
});
