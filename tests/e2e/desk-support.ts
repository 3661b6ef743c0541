/**
 * Support for the desk specs (tests/e2e/desk-*.spec.ts): a production server of their own on a
 * throwaway SQLite database, people added with `npm run desk -- user add … --password-stdin`,
 * sign-in over raw HTTP (the session cookie and its CSRF token, read the way a browser would)
 * or in a browser page, leads posted through the site's real forms, and a snapshot of what the
 * store holds, to show that a refused request changed nothing.
 *
 * Node's fetch keeps no cookies: every request here says which cookies it carries.
 */
import { Sqlite as Database } from "../../server/store/sqlite-driver";
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { freePort, spawnServer, type SpawnedServer } from "../../server/spawn-server";
import { startTestPostgres, type TestPostgres } from "../support/test-postgres";
import type { FormKind } from "../../shared/forms/fields";
import type { DeskRole } from "../../server/store/desk-types";
import { formPost, startFormsServer, type FormsServer } from "./forms-support";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const SESSION_COOKIE = "__Host-desk";
export const FORM_COOKIE = "__Host-desk-form";
export const PENDING_COOKIE = "__Host-desk-pending";
/** Everyone's password in these specs (at least 12 characters). */
export const PASSWORD = "correct horse battery staple";
export const WRONG_PASSWORD = "not the password at all";
export const SIGN_IN_MISMATCH = "That e-mail and password do not match an account. Please try again.";

/** Something with a URL to send requests to: a desk server, or one instance of several. */
export interface Target {
  url: string;
}

/** Where each kind's form is posted from (a page that has that form). */
export const FORM_PAGES: Record<FormKind, string> = {
  contact: "/contact",
  quote: "/service/service-details",
  subscribe: "/home2",
  comment: "/blog/blog-details",
};

/**
 * A server for the desk specs: its own SQLite file, no mail, posts never held back as too fast
 * or too many; always the plain server (the desk specs are not part of `npm run test:edge`).
 */
export function startDeskServer(env: Record<string, string | undefined> = {}): Promise<FormsServer> {
  // The desk's own load limits are tested on their own (desk-load.spec.ts); here they would turn a test's bursts away.
  return startFormsServer(
    {
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000000",
      DESK_RATE_BURST: "1000000",
      DESK_CONCURRENT_REQUESTS: "1000",
      DESK_REQUESTS_PER_SECOND: "1000000",
      // The specs sign in admins with a password alone; desk-factors.spec.ts sets the policy it tests.
      DESK_TWO_FACTOR: "optional",
      ...env,
    },
    undefined,
    { direct: true },
  );
}

/**
 * Settings under which every lead's webhook fails at its first attempt (nothing listens on
 * the port): the deliveries page then has failed rows to show and to retry.
 */
export async function failingWebhookEnv(): Promise<Record<string, string>> {
  // A port that was free a moment ago and that nothing here listens on.
  const port = await freePort();
  return {
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: "desk-e2e-webhook-secret-0123456789",
    LEADS_WEBHOOK_TIMEOUT_MS: "1000",
    OUTBOX_MAX_ATTEMPTS: "1",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_CAP_MS: "200",
  };
}

export interface CliResult {
  code: number;
  out: string;
  err: string;
}

/** `npm run -s <script> -- <args>` on the server's store, with `input` on standard input. */
export function runCli(storeEnv: Record<string, string>, script: "desk" | "leads", args: string[], input = ""): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.DATABASE_PATH;
  Object.assign(env, storeEnv);
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "-s", script, "--", ...args], { cwd: root, env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}

/** `npm run desk -- user add --email … --role … --password-stdin`, the password piped in. */
export async function addUser(storeEnv: Record<string, string>, email: string, role: DeskRole, password = PASSWORD): Promise<void> {
  const result = await runCli(storeEnv, "desk", ["user", "add", "--email", email, "--role", role, "--password-stdin"], `${password}\n`);
  expect(result, `npm run desk -- user add ${email}`).toMatchObject({ code: 0 });
  expect(result.out).toContain(`Added ${email} as`);
}

// ——— Cookies and pages ———

export interface SetCookie {
  name: string;
  value: string;
  /** The attributes as sent, e.g. ["Path=/", "HttpOnly", "Secure", "SameSite=Lax", "Max-Age=604800"]. */
  attributes: string[];
}

/** The cookies a response sets, by name. */
export function setCookies(res: Response): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";").map((s) => s.trim());
    const eq = pair.indexOf("=");
    out.set(pair.slice(0, eq), { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes });
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** HTML's character references decoded. */
export function decode(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, ref: string) => {
    if (ref[0] === "#") return String.fromCodePoint(ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? all;
  });
}

/** A page's text, tags removed and references decoded, white space as one space. */
export function textOf(html: string): string {
  return decode(
    html
      .replace(/<(script|style)[^>]*>[^]*?<\/\1>/gi, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  ).trim();
}

/** The value of the page's first hidden `csrf` input ("" when there is none). */
export function csrfIn(html: string): string {
  return elements(html, "input").find((el) => el.name === "csrf")?.value ?? "";
}

/** The sign-in form's error ("" when there is none). */
export function signInError(html: string): string {
  return decode(/<span id="sign-in-error">([^<]*)<\/span>/.exec(html)?.[1] ?? "");
}

/** The attributes of every `<tag …>` in the page, in order (React writes them in an order of its own). */
export function elements(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name.toLowerCase(), decode(value ?? "")]),
    ),
  );
}

/** Whether the page has a `<tag>` with at least these attributes. */
export function hasElement(html: string, tag: string, attrs: Record<string, string>): boolean {
  return elements(html, tag).some((el) => Object.entries(attrs).every(([name, value]) => el[name] === value));
}

/** Whether a page is the desk's sign-in page: its form, the labelled fields and the button. */
export function isSignInPage(html: string): boolean {
  return (
    hasElement(html, "form", { method: "post", action: "/desk/sign-in" }) &&
    /<label for="email">E-mail<\/label>/.test(html) &&
    hasElement(html, "input", { id: "email", name: "email", type: "email" }) &&
    /<label for="password">Password<\/label>/.test(html) &&
    hasElement(html, "input", { id: "password", name: "password", type: "password" }) &&
    /<button type="submit">Sign in<\/button>/.test(html)
  );
}

/** The page's <h1>, as text. */
export function h1Of(html: string): string {
  return textOf(/<h1[^>]*>([^]*?)<\/h1>/.exec(html)?.[1] ?? "");
}

// ——— Sessions over raw HTTP ———

export interface Session {
  email: string;
  /** The session id in the cookie. */
  id: string;
  /** The Cookie header that carries it. */
  cookie: string;
  /** The session's CSRF token, from a page's hidden `csrf` input. */
  csrf: string;
}

export interface SignInOptions {
  /** Sent with both requests, e.g. X-Forwarded-For. */
  headers?: Record<string, string>;
  /** Other cookies sent with the post (a planted or an earlier session id). */
  cookie?: string;
  /** Hidden `next` field. */
  next?: string;
}

/** One sign-in as the form sends it: GET /desk for the form cookie and token, then the post. Not followed. */
export async function attemptSignIn(server: Target, email: string, password: string, options: SignInOptions = {}): Promise<Response> {
  const headers = options.headers ?? {};
  const form = await fetch(`${server.url}/desk`, { headers });
  const html = await form.text();
  const formCookie = setCookies(form).get(FORM_COOKIE)?.value;
  if (form.status !== 200 || !formCookie) throw new Error(`GET /desk answered ${form.status} without the form cookie`);
  const fields = new URLSearchParams({ csrf: csrfIn(html), email, password });
  if (options.next) fields.set("next", options.next);
  return fetch(`${server.url}/desk/sign-in`, {
    method: "POST",
    redirect: "manual",
    body: fields,
    headers: {
      origin: server.url,
      "sec-fetch-site": "same-origin",
      cookie: [options.cookie, `${FORM_COOKIE}=${formCookie}`].filter(Boolean).join("; "),
      ...headers,
    },
  });
}

/** A session from a successful sign-in, with its CSRF token read from the start page. */
export async function signIn(server: Target, email: string, password = PASSWORD, options: SignInOptions = {}): Promise<Session> {
  const res = await attemptSignIn(server, email, password, options);
  const body = await res.text();
  if (res.status !== 303) throw new Error(`signing in as ${email} answered ${res.status}: ${signInError(body)}`);
  const id = setCookies(res).get(SESSION_COOKIE)?.value;
  if (!id) throw new Error(`signing in as ${email} set no ${SESSION_COOKIE} cookie`);
  const cookie = `${SESSION_COOKIE}=${id}`;
  const start = await fetch(`${server.url}/desk`, { headers: { cookie } });
  const html = await start.text();
  const csrf = csrfIn(html);
  if (start.status !== 200 || !csrf) throw new Error(`the start page after signing in as ${email} answered ${start.status}`);
  return { email, id, cookie, csrf };
}

/** A GET as the browser sends it, with the session's cookie (none without a session); redirects not followed. */
export function deskGet(
  server: Target,
  session: Pick<Session, "cookie"> | undefined,
  pathname: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.url}${pathname}`, { redirect: "manual", headers: { ...(session && { cookie: session.cookie }), ...headers } });
}

/** The page at `pathname` for the session, which must answer 200; its HTML. */
export async function deskPage(server: Target, session: Pick<Session, "cookie"> | undefined, pathname: string): Promise<string> {
  const res = await deskGet(server, session, pathname);
  const html = await res.text();
  expect(res.status, `GET ${pathname}: ${h1Of(html)}`).toBe(200);
  return html;
}

export interface PostOptions {
  /** The `csrf` field: the session's token by default, `null` for none. */
  csrf?: string | null;
  /** The Origin header: the server's own by default, `null` for none. */
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A form post to the desk as the browser sends it from a desk page (same origin, the session's token); not followed. */
export function deskPost(
  server: Target,
  session: Partial<Session> | undefined,
  pathname: string,
  fields: Record<string, string> = {},
  options: PostOptions = {},
) {
  const body = new URLSearchParams(fields);
  const csrf = options.csrf === undefined ? session?.csrf : options.csrf;
  if (csrf !== null && csrf !== undefined) body.set("csrf", csrf);
  const origin = options.origin === undefined ? server.url : options.origin;
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: {
      ...(session?.cookie && { cookie: session.cookie }),
      ...(origin !== null && { origin, "sec-fetch-site": new URL(origin).origin === server.url ? "same-origin" : "cross-site" }),
      ...options.headers,
    },
  });
}

/** Whether the session is open: GET /desk shows the start page rather than the sign-in form. */
export async function isSignedIn(server: Target, session: Pick<Session, "cookie">): Promise<boolean> {
  const res = await deskGet(server, session, "/desk");
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET /desk answered ${res.status}`);
  if (isSignInPage(html)) return false;
  expect(h1Of(html)).toBe("Welcome back");
  return true;
}

// ——— In a browser ———

/**
 * Two production instances on one throwaway PostgreSQL database, as production runs them, with the people given added
 * (password PASSWORD); `env` is laid over a plain server's (no mail, no webhook).
 */
export async function postgresInstances(
  people: [email: string, role: DeskRole][],
  env: Record<string, string | undefined> = {},
): Promise<{ postgres: TestPostgres; databaseUrl: string; a: SpawnedServer; b: SpawnedServer }> {
  const postgres = await startTestPostgres();
  const databaseUrl = await postgres.createDatabase();
  const serverEnv = {
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: undefined,
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
    LEADS_WEBHOOK_URL: undefined,
    LEADS_WEBHOOK_SECRET: undefined,
    DESK_TWO_FACTOR: "optional",
    ...env,
  };
  const [a, b] = await Promise.all([spawnServer(serverEnv), spawnServer(serverEnv)]);
  await Promise.all(people.map(([email, role]) => addUser({ DATABASE_URL: databaseUrl }, email, role)));
  return { postgres, databaseUrl, a, b };
}

/** Signs in with the form on /desk (a fresh page or context: not signed in yet). */
export async function browserSignIn(page: Page, server: Target, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${server.url}/desk`);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
}

// ——— Leads ———

let seeded = 0;

/** Posts a kind's real form (as a browser without JavaScript does); the lead must be stored (303 to ?sent=). */
export async function postLead(server: FormsServer, kind: FormKind, fields: Record<string, string>): Promise<void> {
  const res = await formPost(server, FORM_PAGES[kind], { kind, formId: `${kind}-form_R_desk${++seeded}_`, ...fields });
  expect(res.status, `posting a ${kind} form`).toBe(303);
  expect(res.headers.get("location")).toContain(`?sent=${kind}`);
}

/** The id of the newest stored lead with this e-mail address. */
export function leadIdOf(server: FormsServer, email: string): number {
  const lead = server
    .leads()
    .filter((l) => l.email === email)
    .at(-1);
  if (!lead) throw new Error(`no lead of ${email} is stored`);
  return lead.id;
}

// ——— What the store holds (SQLite) ———

function withDatabase<T>(server: FormsServer, fn: (db: Database) => T): T {
  const db = new Database(server.databasePath, { fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/**
 * Everything a desk action could change, read from the SQLite file: equal before and after a
 * refused request means it changed nothing (the sessions' last-seen time is left out).
 */
export function storeSnapshot(server: FormsServer) {
  return withDatabase(server, (db) => {
    const all = (sql: string) => db.prepare(sql).all();
    return {
      leads: all("SELECT id, kind, status, desk_status, decided_at, unpublished_at, email, first_name, name FROM leads ORDER BY id"),
      outbox: all("SELECT id, lead_id, channel, state, attempts, next_attempt_at FROM outbox ORDER BY id"),
      users: all("SELECT id, email, role, disabled_at, password_hash, updated_at FROM desk_users ORDER BY id"),
      sessions: all("SELECT id_hash, user_id, csrf_token, expires_at FROM desk_sessions ORDER BY id_hash"),
      tokens: all("SELECT token_hash, user_id, used_at FROM desk_password_tokens ORDER BY token_hash"),
      audit: all("SELECT id, actor, action, target, detail, times FROM desk_audit ORDER BY id"),
    };
  });
}

/** Runs SQL on the server's SQLite file (the tests' way to age a session: the server's clock cannot be moved). */
export function execSql(server: FormsServer, sql: string, ...params: unknown[]): number {
  return withDatabase(server, (db) => db.prepare(sql).run(...params).changes);
}

/** The rows of a SELECT on the server's SQLite file. */
export function querySql(server: FormsServer, sql: string, ...params: unknown[]): unknown[] {
  return withDatabase(server, (db) => db.prepare(sql).all(...params));
}

/** Waits until no delivery is pending any more (with a failing webhook: until every one has failed). */
export async function deliveriesSettled(server: FormsServer): Promise<void> {
  await expect
    .poll(() => withDatabase(server, (db) => db.prepare("SELECT count(*) AS n FROM outbox WHERE state <> 'failed'").get()), {
      timeout: 20_000,
    })
    .toEqual({ n: 0 });
}

/** The failed deliveries' ids. */
export function failedDeliveries(server: FormsServer): number[] {
  return withDatabase(server, (db) => db.prepare("SELECT id FROM outbox WHERE state = 'failed' ORDER BY id").pluck().all() as number[]);
}

/** A desk user's id. */
export function userIdOf(server: FormsServer, email: string): number {
  return withDatabase(server, (db) => db.prepare("SELECT id FROM desk_users WHERE email = ? COLLATE NOCASE").pluck().get(email) as number);
}

// ——— The audit log page ———

export interface AuditRow {
  when: string;
  actor: string;
  action: string;
  /** "1", or "N within a minute" for folded repeats. */
  times: string;
  target: string;
  detail: string;
}

/** The rows of the audit log page (/desk/audit), newest first. */
export function auditRows(html: string): AuditRow[] {
  const body = /<tbody>([^]*?)<\/tbody>/.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr>([^]*?)<\/tr>/g)].map(([, row]) => {
    const [when, actor, action, times, target, detail] = [...row.matchAll(/<td[^>]*>([^]*?)<\/td>/g)].map(([, cell]) => textOf(cell));
    return { when, actor, action, times, target, detail };
  });
}

/** WCAG 1.4.10 Reflow: nothing makes the page scroll sideways; what sticks out, when something does. */
export async function reflowProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= window.innerWidth) return "";
    // What sticks out and is not clipped: outside any scrolling box, or absolutely positioned (only a positioned box clips that).
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    const out = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((el) => !clipped(el) || getComputedStyle(el).position === "absolute")
      .map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).replace(/ /g, ".")}` : ""}`);
    return `the page is ${scroll}px wide in a ${window.innerWidth}px viewport; beyond it: ${[...new Set(out)].slice(0, 4).join(", ")}`;
  });
}

/** Tabs until the focus is on `selector`. */
export async function tabTo(page: Page, selector: string, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${max} × Tab did not reach ${selector}`);
}

/** The focused element shows where the focus is: it matches :focus-visible and draws an outline. */
export async function expectFocusVisible(page: Page, what: string): Promise<void> {
  const problem = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing has the focus";
    if (!el.matches(":focus-visible")) return `${el.tagName} is not :focus-visible`;
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2
      ? ""
      : `outline: ${style.outlineStyle} ${style.outlineWidth}`;
  });
  expect(problem, what).toBe("");
}

/** Uploads a file on the desk's Pictures page (open in `page`), as a person picks it and presses Upload. */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  await page.getByLabel("Picture to upload").setInputFiles(file);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
}

/** The library's newest picture: its row, and its address once it is there. */
export function newestPicture(page: Page) {
  const row = page
    .getByRole("table", { name: /Uploaded pictures/ })
    .getByRole("row")
    .nth(1);
  return { row, address: async () => (await row.locator("code").textContent())! };
}
