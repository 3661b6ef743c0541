/** What both lead stores (SQLite and PostgreSQL) compute the same way. */
import crypto from "node:crypto";
import { articleOf } from "../../app/lib/comments";
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
  return crypto.createHash("sha256").update(JSON.stringify([lead.kind, lead.page, fields])).digest("base64url");
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

/** The settings key of the store's comments version (LeadStore.commentsVersion). */
export const COMMENTS_VERSION_KEY = "comments_version";
