// The team's desk under /desk: the one gate every screen is behind (session, a post's CSRF token, role), sign-in
// limits, headers and the page, and the screens registered behind it, each a module of ./screens/ or ./content*.tsx with
// its handlers and views (docs/decisions/0022-desk.md, 0039-desk-screens.md).
// Rendered on request, never cached, never indexed; every state change is a POST with the session's token, then a redirect.
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import crypto from "node:crypto";
import type { ReactNode } from "react";
import { createElement } from "react";
import type { Logger } from "../logger";
import { createNonce, passkeyPermissionsPolicy } from "../security-headers";
import { roleAtLeast, type DeskRole, type DeskSession } from "../store/desk-types";
import { isTooSlow } from "../store/shared";
import type { LeadStore, RateLimitRule } from "../store/types";
import { randomToken, sameToken, tokenHash } from "./secrets";
import { accountEmailKey } from "../store/account-email";
import * as V from "./views";
import type { TwoFactorPolicy } from "./factor-policy";
import { registerContentScreens, type ServedContent } from "./content";
import { accountPage, registerAccount } from "./screens/account";
import { registerAudit } from "./screens/audit";
import { registerComments } from "./screens/comments";
import { registerDataCare } from "./screens/data-care";
import { registerDeliveries } from "./screens/deliveries";
import { registerFactors } from "./screens/factors";
import { registerPasskeys } from "./screens/passkeys";
import { registerLeads } from "./screens/leads";
import { registerLeadInbox } from "./screens/lead-inbox";
import { registerNotifications } from "./screens/notifications";
import { notifyReader, type NotifyReader } from "../outbox/notify-settings";
import { DEFAULT_RETRY_POLICY } from "../outbox/backoff";
import { SignIn, registerSignIn } from "./screens/sign-in";
import { registerStart } from "./screens/start";
import { registerConfirm } from "./screens/confirm";
import { deviceName, registerSessions } from "./screens/sessions";
import { newDeviceNotice, type DeskNotices } from "./notices";
import { registerUsers } from "./screens/users";
import {
  DONE,
  FORM_COOKIE,
  SESSION_COOKIE,
  TOKEN,
  cookie,
  cookies,
  deskTarget,
  deviceOf,
  str,
  type PasswordAttempt,
  type ScreenDeps,
  type SignInExtra,
} from "./screen";

export interface DeskSettings {
  idleMs: number;
  sessionMs: number;
  /** Wrong passwords per account, then 429 whatever the client. */
  accountAttempts: number;
  /** Failed sign-ins per client, whatever the accounts. */
  clientAttempts: number;
  windowMs: number;
  /** The company's time zone: scheduled publishes are shown and set in it. */
  timeZone?: string;
  /** DESK_TWO_FACTOR: who must sign in with a second factor (publishers and admins unless set). */
  twoFactor?: TwoFactorPolicy;
  /** SITE_URL: the passkeys are bound to its host and answer only from its origin (the request's own without it). */
  siteUrl?: string;
}

export const DEFAULT_DESK_SETTINGS: DeskSettings = {
  idleMs: 8 * 3_600_000,
  sessionMs: 7 * 86_400_000,
  accountAttempts: 10,
  clientAttempts: 30,
  windowMs: 15 * 60_000,
};

export interface DeskOptions {
  leads: {
    store(): Promise<LeadStore>;
    hashIp(ip: string): Promise<string>;
    /** Who is told of new leads (the lead service's reader); without it the desk reads the store's settings itself. */
    notifications?: NotifyReader;
    /** Delivers a queued reply now rather than at the outbox's next poll. */
    wake?(): void;
  };
  clientIp(req: Request): string;
  settings?: DeskSettings;
  retentionDays?: number;
  /** How long audit entries are kept (the lead service deletes older ones); said on the audit page. */
  auditRetentionDays?: number;
  /** The site's web font, when the build has one. */
  fontUrl?: string;
  log?: Pick<Logger, "warn" | "error">;
  /** The content this server serves, for the Content screens' "live" (none under `npm run dev`). */
  content?: ServedContent;
  /** The key the authenticator secrets are sealed with (server/desk/factors.ts loadFactorKey). */
  factorKey: Buffer;
  /** E-mails about a person's own account (./notices.ts), when SMTP is configured. */
  notices?: DeskNotices;
  /** The site's public address (SITE_URL), for the links in those e-mails; the request's own without it. */
  siteUrl?: string;
  /** DESK_WEBHOOK_PRIVATE_HOSTS=allow: a webhook set under Notifications may point at this machine (tests). */
  privateHooks?: boolean;
}

export { FORM_COOKIE, SESSION_COOKIE };

const accountKey = (email: string) =>
  `desk-sign-in:account:${crypto.createHash("sha256").update(accountEmailKey(email)).digest("hex").slice(0, 32)}`;
const clientKey = (ipHash: string) => `desk-sign-in:client:${ipHash}`;

interface Signed {
  session: DeskSession;
  idHash: string;
  store: LeadStore;
}

declare module "express-serve-static-core" {
  interface Request {
    desk?: Signed;
  }
}

export function deskRouter(options: DeskOptions): RequestHandler {
  const settings = options.settings ?? DEFAULT_DESK_SETTINGS;
  const log = options.log;
  const accountRule: RateLimitRule = { limit: settings.accountAttempts, windowMs: settings.windowMs };
  const clientRule: RateLimitRule = { limit: settings.clientAttempts, windowMs: settings.windowMs };
  const router = express.Router({ caseSensitive: true, strict: false });
  const body = express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 50 });

  function send(res: Response, status: number, title: string, content: ReactNode, chrome: Partial<V.Chrome> = {}) {
    const styleNonce = createNonce();
    // Stricter than the site's pages: the desk runs no script, but for the passkey pages' one file (by nonce).
    const scriptNonce = chrome.passkeys ? createNonce() : undefined;
    if (scriptNonce) res.setHeader("Permissions-Policy", passkeyPermissionsPolicy);
    res.setHeader(
      "Content-Security-Policy",
      `default-src 'self'; script-src ${scriptNonce ? `'nonce-${scriptNonce}'` : "'none'"}; style-src 'nonce-${styleNonce}'; ` +
        "img-src 'self' data:; font-src 'self'; connect-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
    );
    res
      .status(status)
      .type("html")
      .send(V.page(title, { styleNonce, fontUrl: options.fontUrl, ...chrome, scriptNonce }, content));
  }

  function chromeOf(req: Request, current?: string): Partial<V.Chrome> {
    return req.desk ? { user: req.desk.session.user, csrf: req.desk.session.csrfToken, current } : {};
  }

  function formToken(req: Request, res: Response): string {
    const existing = cookies(req)[FORM_COOKIE];
    if (existing && TOKEN.test(existing)) return existing;
    const token = randomToken();
    res.append("Set-Cookie", cookie(FORM_COOKIE, token, 2 * 3600, "Strict"));
    return token;
  }

  function signInPage(req: Request, res: Response, status: number, extra: SignInExtra = {}) {
    const csrf = formToken(req, res);
    send(res, status, "Sign in", createElement(SignIn, { csrf, ...extra }));
  }

  /**
   * The two limits on wrong passwords, the account's and the client's, in the store so every instance shares them: the
   * sign-in form and a change of one's own password count against the same ones. An attempt takes its slot in the
   * client's limit, then the account's, each atomically in the store, before any password is checked: attempts in
   * flight at once cannot all pass a check made before any of them was counted. A refusal keeps what it took.
   */
  async function takePasswordAttempt(req: Request, store: LeadStore, email: string): Promise<PasswordAttempt> {
    const at = new Date();
    const client = clientKey(await options.leads.hashIp(options.clientIp(req)));
    const account = accountKey(email);
    const clientWait = await store.consume(client, clientRule, at);
    const wait = clientWait > 0 ? clientWait : await store.consume(account, accountRule, at);
    return {
      /** Seconds until the next try is taken; 0 when this one may check its password. */
      wait,
      /** A failure's audit entry: one per client per minute, with a count. */
      foldKey: `sign-in-failed ${client} ${Math.floor(at.getTime() / 60_000)}`,
      /** The right password: the account's failures are cleared and the client's slot given back (failures count). */
      async passed() {
        await store.desk.clearRate(account);
        await store.desk.releaseRate(client, at);
      },
      async givenBack() {
        await store.desk.releaseRate(account, at);
        await store.desk.releaseRate(client, at);
      },
    };
  }

  // Any failure of the store is a 503 with nothing changed, never a stack trace.
  const run =
    (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    (req, res, next) => {
      handler(req, res).catch((error: unknown) => {
        if (res.headersSent) {
          log?.error({ err: error }, "desk: failed while answering");
          res.destroy();
          return;
        }
        res.setHeader("Retry-After", "30");
        if (isTooSlow(error)) {
          log?.warn({ err: error, path: req.path }, "desk: a list ran past its time");
          send(
            res,
            503,
            "This list took too long",
            createElement(V.Problem, {
              title: "This list took too long to read",
              message: "Nothing was changed. Narrow it with a search or a filter, or try again in a minute.",
            }),
          );
          return;
        }
        log?.error({ err: error }, "desk: the store failed");
        send(
          res,
          503,
          "Try again shortly",
          createElement(V.Problem, {
            title: "The desk cannot reach its data right now",
            message: "Nothing was changed. Please try again in a minute.",
          }),
        );
        void next;
      });
    };

  async function sessionOf(req: Request, store: LeadStore): Promise<Signed | undefined> {
    const id = cookies(req)[SESSION_COOKIE];
    if (!id || !TOKEN.test(id)) return undefined;
    const idHash = tokenHash(id);
    const session = await store.desk.getSession(idHash, settings.idleMs);
    if (!session) return undefined;
    // Today's DESK_SESSION_DAYS from its sign-in, as well as the end fixed then: lowering the setting ends older sessions.
    if (Date.parse(session.createdAt) + settings.sessionMs <= Date.now()) {
      await store.desk.deleteSession(idHash, null);
      return undefined;
    }
    return { session, idHash, store };
  }

  /** The gate of every signed-in page and action: session, then (for a POST) its CSRF token, then the role. */
  function signedIn(handler: (req: Request, res: Response) => Promise<void>, { role = "editor" }: { role?: DeskRole } = {}) {
    return run(async (req, res) => {
      const store = await options.leads.store();
      const signed = await sessionOf(req, store);
      const isPost = req.method === "POST";
      if (!signed) {
        if (req.path.endsWith("/export") || req.path === "/desk/export") {
          res.status(401).type("text").send("Sign in to the desk first.\n");
          return;
        }
        if (isPost) return signInPage(req, res, 401, { notice: "Your session has ended, so nothing was changed. Please sign in again." });
        if (req.path === "/desk" || req.path === "/desk/") {
          // A bookmarked desk page leads back to itself after signing in (deskTarget keeps it inside the desk).
          const next = str(req.query.next) ? deskTarget(req.query.next) : undefined;
          return signInPage(req, res, 200, { notice: V.doneText(req.query.done, DONE), next });
        }
        res.redirect(303, `/desk?next=${encodeURIComponent(req.originalUrl)}`);
        return;
      }
      req.desk = signed;
      if (isPost && !sameToken(str(req.body?.csrf) ?? "", signed.session.csrfToken)) {
        log?.warn({ path: req.path }, "desk: a post without this session's token was refused");
        send(
          res,
          403,
          "Refused",
          createElement(V.Problem, {
            title: "That form was not sent from this desk session",
            message: "Nothing was changed. Reload the page and try again.",
          }),
          chromeOf(req),
        );
        return;
      }
      if (!roleAtLeast(signed.session.user.role, role)) {
        send(
          res,
          403,
          role === "admin" ? "For admins" : "For publishers",
          createElement(V.Problem, {
            title: role === "admin" ? "Only an admin may do this" : "Only a publisher or an admin may do this",
            message: "Nothing was changed. Ask an admin if you need it done.",
          }),
          chromeOf(req),
        );
        return;
      }
      await handler(req, res);
    });
  }

  router.use((req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    // Not no-referrer: Chromium then sends `Origin: null` with the desk's own posts, which the origin check refuses.
    res.setHeader("Referrer-Policy", "same-origin");
    next();
  });

  // What every screen registers with: its routes behind the one gate above, and the page they are shown in.
  const deps: ScreenDeps = {
    get: (path, handler) => router.get(path, handler),
    post: (path, ...handlers) => router.post(path, ...handlers),
    signedIn,
    run,
    body,
    send,
    chromeOf,
    notFound,
    badRequest,
    store: (req) => req.desk!.store,
    leadStore: () => options.leads.store(),
    served: options.content,
    log,
    timeZone: settings.timeZone ?? "UTC",
    settings,
    retentionDays: options.retentionDays,
    auditRetentionDays: options.auditRetentionDays,
    signInPage,
    formToken,
    takePasswordAttempt,
    // Six hex characters of the salted hash: enough to tell home from office, nothing that names either.
    networkOf: async (req) => (await options.leads.hashIp(options.clientIp(req))).slice(0, 6),
    factorKey: options.factorKey,
    signedInFrom,
    notify,
    notifications:
      options.leads.notifications ??
      notifyReader(() => options.leads.store(), { retry: DEFAULT_RETRY_POLICY, pollMs: 5_000, leaseMs: 120_000 }),
    wakeOutbox: () => options.leads.wake?.(),
    privateHooks: options.privateHooks ?? false,
    origin: (req) => options.siteUrl ?? `${req.protocol}://${req.host}`,
  };

  /** Sends a notice to a person in the background; a mail server that is down is logged, never the person's problem. */
  function notify(to: string, message: { subject: string; text: string }) {
    if (!options.notices) return;
    options.notices
      .send(to, message.subject, message.text)
      .catch((error: unknown) => log?.error({ err: error }, "desk: a notice e-mail was not sent"));
  }

  /**
   * After a session was made: remembers the browser and network, and tells the person when they are new for them (not
   * at their very first sign-in). A failure here is logged and does not undo the sign-in.
   */
  async function signedInFrom(req: Request, store: LeadStore, user: { id: number; email: string }) {
    try {
      const device = deviceName(deviceOf(req));
      const network = await deps.networkOf(req);
      const fingerprint = crypto.createHash("sha256").update(`${device}\n${network}`).digest("hex");
      if ((await store.desk.rememberDevice(user.id, fingerprint)) !== "new") return;
      const origin = deps.origin(req);
      notify(
        user.email,
        newDeviceNotice({ email: user.email, device, network, at: new Date(), sessionsUrl: `${origin}/desk/account/sessions` }),
      );
    } catch (error) {
      log?.error({ err: error }, "desk: could not check the sign-in's browser");
    }
  }

  // Every screen, in the order their routes are matched.
  registerStart(deps);
  registerSignIn(deps); // signing in and out; a one-time link sets a password
  registerPasskeys(deps); // adding a passkey, and signing in with one alone
  registerFactors(deps, (req, res, status, extra) => accountPage(deps, req, res, status, extra)); // the second step of signing in, and one's authenticator apps and recovery codes
  registerLeads(deps);
  registerLeadInbox(deps); // on a lead: owner, reply by e-mail, notes, its timeline, the same address's other leads
  registerNotifications(deps); // who is told of new leads (admins)
  registerComments(deps);
  registerDeliveries(deps);
  registerDataCare(deps);
  registerUsers(deps); // people
  registerContentScreens(deps); // the published revisions, editing, entries and media (./content.tsx)
  registerAudit(deps);
  registerAccount(deps);
  registerSessions(deps); // your sessions; an admin ends everyone's
  registerConfirm(deps); // re-authentication before a sensitive step

  function notFound(req: Request, res: Response) {
    send(
      res,
      404,
      "Not found",
      createElement(V.Problem, { title: "Nothing here", message: "This desk address does not exist, or what it showed is gone." }),
      chromeOf(req),
    );
  }

  function badRequest(req: Request, res: Response, message: string) {
    send(res, 400, "Not changed", createElement(V.Problem, { title: "Nothing was changed", message }), chromeOf(req));
  }

  // Anything else under /desk: the desk's own 404, for any method.
  router.all(/^\/desk(\/.*)?$/, (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD" && req.method !== "POST") {
      res.setHeader("Allow", "GET, HEAD, POST");
      res.status(405).type("text").send("Method not allowed.\n");
      return;
    }
    notFound(req, res);
  });

  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    if (path !== "/desk" && !path.startsWith("/desk/")) return next();
    router(req, res, next);
  };
}
