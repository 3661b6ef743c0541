/** What both lead stores (SQLite and PostgreSQL) compute the same way. */
import crypto from "node:crypto";
import pg from "pg";
import { articleOf } from "../../shared/article";
import type { Channel, NewLead } from "./types";

/** A new lead's column values, in the leads table's column order (without id, created_at, notified_at). */
export function leadValues(lead: NewLead) {
  const f = lead.fields;
  return {
    kind: lead.kind,
    // Comments wait for a moderator and are never published automatically.
    status: lead.kind === "comment" ? "pending" : "new",
    page: lead.page,
    // A comment belongs to the article, whichever layout or dark twin it was sent from.
    article: lead.kind === "comment" ? articleOf(lead.page) : "",
    firstName: f.firstName ?? "",
    lastName: f.lastName ?? "",
    name: f.name ?? "",
    email: f.email ?? "",
    phone: f.phone ?? "",
    subject: f.subject ?? "",
    message: f.message ?? "",
    ipHash: lead.ipHash,
    fingerprint: fingerprintOf(lead),
  };
}

/**
 * A post sent again with the same kind, page and fields within this window (a double click, a
 * resend after a lost answer, a reloaded confirmation) is the lead already stored, not a new one.
 */
export const DUPLICATE_WINDOW_MS = 60 * 60_000;

/** What makes two posts the same lead: kind, page and every field (not who sent it, not when). */
export function fingerprintOf(lead: NewLead): string {
  const fields = Object.entries(lead.fields)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([lead.kind, lead.page, fields]))
    .digest("base64url");
}

/** Each channel once. */
export function uniqueChannels(channels: readonly Channel[]): Channel[] {
  return [...new Set(channels)];
}

/**
 * Sliding-window rate limit: a key may act while fewer than `limit` of its events are younger
 * than the window. When it may not, `limitingAt` is the time of its `limit`-th newest event
 * (ms): the key may act again once that one leaves the window. At least 1 s, in whole seconds.
 */
export function secondsUntilFree(limitingAt: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((limitingAt + windowMs - now) / 1000));
}

/** Rate-limit events of every key that expired are deleted at most this often (the key's own on each use). */
export const RATE_SWEEP_INTERVAL_MS = 60_000;

/** The settings key the readiness probe writes (LeadStore.checkWritable): the time of its last write. */
export const WRITE_PROBE_KEY = "write_probe";

/** The settings key of the store's comments version (LeadStore.commentsVersion). */
export const COMMENTS_VERSION_KEY = "comments_version";

/**
 * The store cannot be used now for a reason outside the data (its file or disk, the
 * database's state): the visitor is told to retry, readiness fails, and the message says
 * what an operator has to fix.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}

/** SQLite result codes that say a lead's own values made its statement fail. */
const SQLITE_DATA_CODES = /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)/;

/**
 * Whether a failed write failed because of the leads' own values (a constraint, a value out of
 * range), so the rest of a batch can be committed without the bad one. Anything else (a lost
 * connection, a timeout, a full or read-only disk) is the store's fault: then a transaction
 * may even have committed without our hearing of it, and trying its leads again could store
 * them twice (or wait out the same timeout once per lead).
 */
export function isDataError(error: unknown): boolean {
  // PostgreSQL's SQLSTATE: class 22 data exception, class 23 integrity constraint violation.
  if (error instanceof pg.DatabaseError) return /^2[23]/.test(error.code ?? "");
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && SQLITE_DATA_CODES.test(code);
}
