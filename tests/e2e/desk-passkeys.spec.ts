/**
 * Passkeys against the production server, with Chromium's virtual authenticator (its WebAuthn test API, through CDP)
 * standing in for a phone or a security key. The server's SITE_URL is http://localhost:<port>, so the passkeys are
 * bound to the host "localhost".
 *
 * - An editor adds a passkey under Account (after confirming it's them): the first factor shows ten recovery codes.
 * - Signing in again, the step after the password offers it in place of a code; the sign-in page signs in with it
 *   alone when the authenticator checked its user, and not when it did not.
 * - An answer sent twice, without the user checked, or with a passkey of another account at someone's second step is
 *   refused, audited, and opens no session; at another host the browser offers none of the site's passkeys.
 * - The new screens have no axe violations at 1440 and 375 px and work by keyboard.
 */
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { freePort } from "../../server/spawn-server";
import { axeViolations } from "./axe";
import type { FormsServer } from "./forms-support";
import { addUser, PASSWORD, querySql, reflowProblem, startDeskServer, tabTo } from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const EDITOR = "editor.passkeys@example.com";
const OTHER = "other.passkeys@example.com";
const UNVERIFIED = "unverified.passkeys@example.com";
const REFUSED = "That passkey did not sign you in. Try again, or sign in with your e-mail and password.";

let server: FormsServer;
let port: number;
// http://localhost:<port>: the passkeys' host is "localhost" (127.0.0.1 is no host a passkey can be bound to).
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  port = await freePort();
  origin = `http://localhost:${port}`;
  server = await startDeskServer({
    PORT: String(port),
    SITE_URL: origin,
    DESK_TWO_FACTOR: "publishers",
    DESK_SIGNIN_CLIENT_ATTEMPTS: "1000",
  });
  await Promise.all([
    addUser(server.storeEnv, EDITOR, "editor"),
    addUser(server.storeEnv, OTHER, "editor"),
    addUser(server.storeEnv, UNVERIFIED, "editor"),
  ]);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A platform authenticator in this page's browser (it keeps its passkeys; the user checks pass unless told). */
async function virtualAuthenticator(page: Page, { userVerified = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: userVerified,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    setUserVerified: (isUserVerified: boolean) => cdp.send("WebAuthn.setUserVerified", { authenticatorId, isUserVerified }),
  };
}

async function signInWithPassword(page: Page, email: string, at = origin) {
  await page.goto(`${at}/desk`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

async function checkPage(page: Page, what: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
    expect(await reflowProblem(page), `${what} at ${width} px`).toBe("");
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Signed in with the password (an editor: no second step), adds a passkey named `name` under Account. */
async function addPasskey(page: Page, email: string, name: string) {
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await page.goto(`${origin}/desk/account#factors`);
  await page.getByRole("link", { name: "Add a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a passkey" })).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create the passkey" }).click();
}

const auditOf = (email: string) =>
  querySql(server, "SELECT action, detail FROM desk_audit WHERE target IN (?, ?) ORDER BY id", email, `user ${email}`) as {
    action: string;
    detail: string;
  }[];

// Failed sign-ins are audited once per client and minute, with a count: the count of those by passkey.
const passkeyFailures = () =>
  (
    querySql(server, "SELECT coalesce(sum(times), 0) AS n FROM desk_audit WHERE action = 'sign-in-failed' AND detail = 'passkey'")[0] as {
      n: number;
    }
  ).n;

const signOut = (page: Page) => page.getByRole("button", { name: "Sign out", exact: true }).click();

test("an editor adds a passkey; it stands in for the code, and signs in on its own", async ({ page }) => {
  const authenticator = await virtualAuthenticator(page);
  await addPasskey(page, EDITOR, "work laptop");
  // The first factor: ten recovery codes, shown once.
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await expect(page.locator("ol.codes code")).toHaveCount(10);
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole("link", { name: /back to your account/ }).click();
  await expect(page.locator("#factors ~ ul")).toContainText("work laptop");
  await expect(page.locator("#factors ~ ul")).toContainText("Passkey · added");
  const stored = querySql(server, "SELECT kind, name, credential_id AS id, public_key AS key FROM desk_factors") as Record<
    string,
    string
  >[];
  expect(stored).toEqual([expect.objectContaining({ kind: "passkey", name: "work laptop" })]);
  expect(stored[0].id).toBe((await authenticator.credentials())[0].credentialId.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_"));

  // The password, then the passkey in place of a code.
  await signOut(page);
  await signInWithPassword(page, EDITOR);
  await expect(page.getByRole("heading", { level: 1, name: "Finish signing in" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Recovery code" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  // The passkey alone, from the sign-in page.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in with a passkey" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  const entries = auditOf(EDITOR);
  expect(entries).toContainEqual({ action: "factor-add", detail: "passkey: work laptop" });
  expect(entries).toContainEqual({ action: "sign-in", detail: "passkey: work laptop" });
  expect(entries).toContainEqual({ action: "sign-in", detail: "passkey: work laptop, user verified" });
});

test("an answer sent twice, or without the user checked, opens no session", async ({ page, context }) => {
  const authenticator = await virtualAuthenticator(page);
  await addPasskey(page, UNVERIFIED, "security key");
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await signOut(page);

  // A sign-in by passkey alone needs the authenticator to check its user: presence alone is one factor. The page asks
  // for the check; a script of the client's own asks without it, and the authenticator answers unchecked.
  await authenticator.setUserVerified(false);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await answerWith(page, (options) => ({ ...options, userVerification: "discouraged" }));
  await expect(page.getByRole("alert")).toHaveText(REFUSED);
  await expectSignedOut(context);

  // The same answer twice, cookies and all: the first signs in, the second finds its challenge used.
  await authenticator.setUserVerified(true);
  const sent = page.waitForRequest((request) => request.url().endsWith("/desk/sign-in/passkey/answer"));
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  const first = await sent;
  const headers = await first.allHeaders();
  expect(headers.cookie).toContain("__Host-desk-webauthn=");
  await signOut(page);
  const again = await fetch(`${origin}/desk/sign-in/passkey/answer`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, cookie: headers.cookie },
    body: first.postData(),
    redirect: "manual",
  });
  expect(again.status).toBe(401);
  expect(again.headers.getSetCookie().some((c) => c.startsWith("__Host-desk="))).toBe(false);
  expect(await again.text()).toContain("That passkey did not sign you in.");
  await expectSignedOut(context);
  expect(passkeyFailures()).toBe(2);
});

type RequestOptions = Parameters<typeof PublicKeyCredential.parseRequestOptionsFromJSON>[0];

/** Answers the page's passkey form as a client's own script would: with the page's challenge, and options it changed. */
async function answerWith(page: Page, change: (options: RequestOptions) => RequestOptions) {
  const form = page.locator("form[data-passkey]");
  const options = change(JSON.parse((await form.getAttribute("data-options"))!) as RequestOptions);
  await page.evaluate(async (publicKey) => {
    const credential = (await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(publicKey),
    })) as PublicKeyCredential;
    const form = document.querySelector<HTMLFormElement>("form[data-passkey]")!;
    (form.elements.namedItem("response") as HTMLInputElement).value = JSON.stringify(credential.toJSON());
    form.submit();
  }, options);
}

async function expectSignedOut(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${origin}/desk`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the desk" })).toBeVisible();
  await page.close();
}

test("another account's passkey is refused at someone's second step", async ({ page, context }) => {
  await virtualAuthenticator(page);
  // Both people's passkeys in one authenticator: the attacker holds OTHER's and knows EDITOR's password.
  await addPasskey(page, OTHER, "attacker's key");
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await signOut(page);
  const others = querySql(
    server,
    "SELECT credential_id AS id FROM desk_factors JOIN desk_users ON desk_users.id = user_id WHERE email = ?",
    OTHER,
  ) as {
    id: string;
  }[];
  expect(others).toHaveLength(1);

  // EDITOR's password (from the first test, EDITOR has a passkey in another browser): the step after it.
  await signInWithPassword(page, EDITOR);
  await expect(page.getByRole("heading", { level: 1, name: "Finish signing in" })).toBeVisible();
  // The page offers EDITOR's passkeys only; the attacker's script asks for OTHER's and sends that answer.
  await answerWith(page, (options) => ({ ...options, allowCredentials: [{ id: others[0].id, type: "public-key" }] }));
  await expect(page.getByRole("alert")).toHaveText("That passkey was not accepted. Try again, or enter a code instead.");
  await expectSignedOut(context);
  expect(passkeyFailures()).toBe(3);
});

test("an admin, whom the policy asks for a second factor, may set up a passkey at sign-in instead of an app", async ({ page }) => {
  const email = "admin.passkeys@example.com";
  await addUser(server.storeEnv, email, "admin");
  await virtualAuthenticator(page);
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Set up an authenticator app" })).toBeVisible();
  // Nothing of the desk before it is done.
  const before = await page.context().request.get(`${origin}/desk/account`, { maxRedirects: 0 });
  expect([before.status(), before.headers().location]).toEqual([303, "/desk?next=%2Fdesk%2Faccount"]);
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await expect(page.locator("ol.codes code")).toHaveCount(10);
  await page.getByRole("button", { name: /continue to the desk/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  expect(auditOf(email).map((e) => `${e.action} ${e.detail}`)).toEqual(
    expect.arrayContaining([
      "factor-add passkey: Passkey, at sign-in",
      "recovery-codes-made with the first passkey, at sign-in",
      "sign-in passkey: set up at this sign-in",
    ]),
  );
  // The passkey alone then opens the desk to an admin too: the authenticator checked its user.
  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("someone with a passkey and no app confirms it's them with the password and the passkey", async ({ page }) => {
  const email = "confirm.passkeys@example.com";
  await addUser(server.storeEnv, email, "editor");
  await virtualAuthenticator(page);
  await addPasskey(page, email, "desk key");
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await page.goto(`${origin}/desk/confirm?next=%2Fdesk%2Faccount%2Fsessions`);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it's you" })).toBeVisible();
  await checkPage(page, "confirming with a passkey");
  // The password alone is one factor: the form without the passkey is refused.
  const csrf = (await page.locator("input[name=csrf]").first().inputValue())!;
  const alone = await page.context().request.post(`${origin}/desk/confirm`, {
    form: { csrf, password: PASSWORD, next: "/desk/account/sessions" },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(alone.status()).toBe(400);
  expect(await alone.text()).toContain("Use your passkey too.");
  await page.getByLabel("Your password").fill("not the password at all");
  await page.getByRole("button", { name: "Confirm with your passkey" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not your password.");
  await page.getByLabel("Your password").fill(PASSWORD);
  await page.getByRole("button", { name: "Confirm with your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
  expect(auditOf(email).map((e) => `${e.action} ${e.detail}`)).toEqual(
    expect.arrayContaining(["re-authentication-failed password", "re-authenticated password, passkey: desk key"]),
  );
});

test("at another host, the browser offers no passkey of the site", async ({ page, context }) => {
  const email = "origin.passkeys@example.com";
  await addUser(server.storeEnv, email, "editor");
  await virtualAuthenticator(page);
  await addPasskey(page, email, "laptop");
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();
  await signOut(page);
  const failures = passkeyFailures();

  // Another host (the same server, reached by another name) asks for the site's passkeys: the browser gives none, the
  // page says why, and nothing is signed in. The server's own check of an answer's origin and host, where a browser
  // would sign one, is in server/desk/passkeys.test.ts.
  const sibling = `http://desk.localhost:${port}`;
  await page.goto(`${sibling}/desk`);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("status")).toHaveText("Passkeys for the desk work only at the website's own address.");
  await page.goto(`${sibling}/desk`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the desk" })).toBeVisible();
  expect(passkeyFailures()).toBe(failures);
  await expectSignedOut(context);
});

test("the passkey screens work by keyboard, with no axe violations at 1440 and 375 px", async ({ page }) => {
  const email = "keyboard.passkeys@example.com";
  await addUser(server.storeEnv, email, "editor");
  await virtualAuthenticator(page);
  await signInWithPassword(page, email);
  await page.goto(`${origin}/desk/account/passkeys/new`);
  await expect(page.getByRole("heading", { level: 1, name: "Add a passkey" })).toBeVisible();
  await checkPage(page, "adding a passkey");
  await tabTo(page, "#passkey-name");
  await page.keyboard.type("keyboard key");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Create the passkey" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Your recovery codes" })).toBeVisible();

  await page.goto(`${origin}/desk`);
  await signOut(page);
  await tabTo(page, "button.secondary");
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeFocused();
  await checkPage(page, "the sign-in page");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in with a passkey" })).toBeVisible();
  await checkPage(page, "signing in with a passkey");
  await tabTo(page, "button[data-passkey-start]");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Finish signing in" })).toBeVisible();
  await checkPage(page, "the step after the password, with a passkey");
  await tabTo(page, "button[data-passkey-start]");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});
