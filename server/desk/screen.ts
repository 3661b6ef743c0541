// What the desk's screens (server/desk/screens/) share with its gate (./router.ts): what a screen registers with
// (ScreenDeps, built once in the router), the cookies, and reading a request: parameters, desk paths, pages, `?done=`.
import type { Request, RequestHandler, Response } from "express";
import type { Logger } from "../logger";
import type { AuditInput } from "../store/desk-types";
import type { LeadStore } from "../store/types";
import type { ContentScreenDeps } from "./content-publish";
import type { DeskSettings } from "./router";
import type { NotifyReader } from "../outbox/notify-settings";

/** What a screen needs of the router (./router.ts): the Content screens' deps, and the rest of the gate's parts. */
export interface ScreenDeps extends ContentScreenDeps {
  /** Before any session (signing in, a one-time link): a failure of the store is the desk's 503 page. */
  run(handler: (req: Request, res: Response) => Promise<void>): RequestHandler;
  log?: Pick<Logger, "warn" | "error">;
  notFound(req: Request, res: Response): void;
  badRequest(req: Request, res: Response, message: string): void;
  /** The store, for the screens that answer before a session. */
  leadStore(): Promise<LeadStore>;
  settings: DeskSettings;
  /** LEADS_RETENTION_DAYS, said on the data care page. */
  retentionDays?: number;
  /** How long audit entries are kept, said on the audit page. */
  auditRetentionDays?: number;
  /** The sign-in page, with the form's double-submit token. */
  signInPage(req: Request, res: Response, status: number, extra?: SignInExtra): void;
  /** The double-submit token of the forms sent before there is a session. */
  formToken(req: Request, res: Response): string;
  /** Takes a slot in the limits on wrong passwords (sign-in and a change of one's own password share them). */
  takePasswordAttempt(req: Request, store: LeadStore, email: string): Promise<PasswordAttempt>;
  /** A short prefix of the client address's salted hash, to tell a person's sessions apart by network. */
  networkOf(req: Request): Promise<string>;
  /** The key the authenticator secrets are sealed with (DESK_FACTOR_KEY or its file). */
  factorKey: Buffer;
  /** After a session was made for `user`: remembers its browser and network, and e-mails the person when new. */
  signedInFrom(req: Request, store: LeadStore, user: { id: number; email: string }): Promise<void>;
  /** E-mails a person about their account when SMTP is configured (in the background). */
  notify(to: string, message: { subject: string; text: string }): void;
  /** Who is told of new leads: the environment's settings and the desk's (server/outbox/notify-settings.ts). */
  notifications: NotifyReader;
  /** A reply was queued: the outbox delivers it now. */
  wakeOutbox(): void;
  /** DESK_WEBHOOK_PRIVATE_HOSTS=allow. */
  privateHooks: boolean;
  /** The site's public address (SITE_URL), or the request's own: links in e-mails. */
  origin(req: Request): string;
}

export interface SignInExtra {
  email?: string;
  error?: string;
  notice?: string;
  next?: string;
}

export interface PasswordAttempt {
  /** Seconds until the next try is taken; 0 when this one may check its password. */
  wait: number;
  /** A failure's audit entry: one per client per minute, with a count. */
  foldKey: string;
  /** The right password: the account's failures are cleared and the client's slot given back (failures count). */
  passed(): Promise<void>;
  /**
   * A right password before a second step: only this attempt's own slots are given back. The account's earlier
   * failures stay, so that signing in again with a known password cannot reset the count of wrong codes.
   */
  givenBack(): Promise<void>;
}

// `__Host-`: sent only over HTTPS, only to this host, for every path; no subdomain can set or overwrite it.
export const SESSION_COOKIE = "__Host-desk";
// Before there is a session, the sign-in and password forms carry this cookie's value (double submit).
export const FORM_COOKIE = "__Host-desk-form";
// Between the password and the second step: a random token whose hash the store keeps (SameSite=Strict, minutes).
export const PENDING_COOKIE = "__Host-desk-pending";
export const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const PAGE_SIZE = 50;

export const DONE: Record<string, string> = {
  "signed-out": "You are signed out.",
  "signed-out-everywhere": "Every session of yours has ended, this one too.",
  "password-set": "Your password is set. Sign in with it.",
  "password-changed": "Your password is changed and every session of yours has ended. Sign in with the new password.",
  status: "The status was changed.",
  "comment-approve": "The comment is published: it shows under the article from the next page load.",
  "comment-reject": "The comment was rejected: it is not shown. You can still approve it under Rejected or unpublished.",
  "comment-unpublish":
    "The comment was unpublished: it leaves the article at the next page load. You can publish it again under Rejected or unpublished.",
  "comment-republish": "The comment is published again: it shows under the article from the next page load.",
  "comment-stale": "Nothing changed: someone decided this comment already, or changed their decision.",
  retried: "The deliveries will be tried again within a few seconds.",
  erased: "Everything of that e-mail address was erased.",
  "user-changed": "The change is saved.",
  "user-signed-out": "Every session of that person has ended.",
  "all-signed-out": "Everyone else's sessions have ended. Yours goes on.",
  "factors-reset":
    "Their authenticator apps, passkeys and recovery codes are removed and their sessions ended. Tell them yourself; when their role needs a second factor, they set one up at their next sign-in.",
  "no-factors": "That person had no authenticator app; nothing was changed.",
  confirmed: "Thank you. For the next ten minutes the desk will not ask again.",
  "session-ended": "That session has ended: its browser is signed out at its next request.",
  "others-ended": "Every other session of yours has ended. This one goes on.",
  "factor-added": "The authenticator app is added: signing in asks for a code from it.",
  "factor-removed": "The authenticator app is removed.",
  "recovery-codes-used-up":
    "You have used your last recovery code. Make new ones below, and keep them somewhere safe, in case you lose your phone.",
  "sign-in-again": "Your sign-in was not finished in time, or it was finished already. Please sign in again.",
  "notifications-saved": "The notification settings are saved. New leads are sent by them from now on, on every server.",
  "reply-queued": "Your reply is on its way: its delivery shows in the timeline below.",
  "note-added": "The note is added.",
  "owner-set": "The owner is set.",
  "weak-password":
    "Your password is too easy to guess by today's rules: it is common, contains your e-mail address or the company's name, or is too short. Please choose a new one below.",
};

export function cookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) out[part.slice(0, eq).trim()] ??= part.slice(eq + 1).trim();
  }
  return out;
}

export function cookie(name: string, value: string, maxAgeSeconds: number, sameSite: "Lax" | "Strict"): string {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=${sameSite}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}

export const param = (req: Request, name: string): string => {
  const value: unknown = req.params[name];
  return typeof value === "string" ? value : "";
};

export const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function positiveInt(value: unknown, max = 1_000_000): number | undefined {
  const s = str(value);
  if (!s || !/^\d{1,9}$/.test(s)) return undefined;
  const n = Number(s);
  return n >= 1 && n <= max ? n : undefined;
}

// Only a path inside the desk, so a crafted `next` cannot send someone elsewhere.
export function deskTarget(value: unknown, fallback = "/desk"): string {
  const s = str(value);
  return s && /^\/desk(\/[A-Za-z0-9/_-]*)?(\?[A-Za-z0-9=&%+._~-]*)?$/.test(s) ? s : fallback;
}

/**
 * A list page past the last (a stale link, or items handled since) is sent to the last page with the same filters,
 * rather than shown as an empty "51–27 of 27". True when it redirected.
 */
export function pastTheEnd(req: Request, res: Response, page: number, total: number): boolean {
  if (page <= 1 || (page - 1) * PAGE_SIZE < total) return false;
  const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const params = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
  params.delete("done");
  if (last > 1) params.set("page", String(last));
  else params.delete("page");
  const query = params.toString();
  res.redirect(303, `${req.path}${query ? `?${query}` : ""}`);
  return true;
}

/** Sets Retry-After for a refusal of `wait` seconds, and says the wait in minutes for its message. */
export function heldBack(res: Response, wait: number): string {
  res.setHeader("Retry-After", String(wait));
  const minutes = Math.ceil(wait / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export const audit = (req: Request, action: string, target: string, detail = ""): AuditInput => ({
  actor: req.desk!.session.user.email,
  action,
  target,
  detail,
});

/** How long a given password counts for the sensitive steps (ASVS 7.5: re-authentication). */
export const CONFIRM_WITHIN_MS = 10 * 60_000;

export const confirmedRecently = (req: Request, now = Date.now()): boolean =>
  now - Date.parse(req.desk!.session.authenticatedAt) <= CONFIRM_WITHIN_MS;

/**
 * Before a sensitive step (ending sessions, roles, erasing, exporting everything, rollbacks): when the person has not
 * given their password in the last ten minutes, sends them to give it, then back to `back`, and does nothing. True then.
 */
export function needsConfirming(req: Request, res: Response, back: string): boolean {
  if (confirmedRecently(req)) return false;
  res.redirect(303, `/desk/confirm?next=${encodeURIComponent(deskTarget(back))}`);
  return true;
}

/** The browser as it names itself at sign-in (kept short; shown isolated, it is the client's text). */
export const deviceOf = (req: Request): string => (req.get("user-agent") ?? "").slice(0, 300);

export function endSession(res: Response, done: string) {
  res.append("Set-Cookie", cookie(SESSION_COOKIE, "", 0, "Lax"));
  res.redirect(303, `/desk?done=${done}`);
}
