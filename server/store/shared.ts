import crypto from "node:crypto";
import pg from "pg";
import { articleOf } from "../../shared/article";
import { FORM_KINDS, type FormKind } from "../../shared/forms/fields";
import { sqliteCode } from "./sqlite-driver";
import type { Channel, ChannelChoice, NewLead, OutboxState } from "./types";
import { EMPTY_CONTEXT, type LeadContext } from "../../shared/forms/lead-context";

// In column order (without id, created_at, notified_at).
export function leadValues(lead: NewLead) {
  const f = lead.fields;
  return {
    kind: lead.kind,
    // Never published automatically.
    status: lead.kind === "comment" ? "pending" : "new",
    page: lead.page,
    // Whichever layout or dark twin it was sent from.
    article: lead.kind === "comment" ? articleOf(lead.page) : "",
    firstName: f.firstName ?? "",
    lastName: f.lastName ?? "",
    name: f.name ?? "",
    email: f.email ?? "",
    phone: f.phone ?? "",
    subject: f.subject ?? "",
    message: f.message ?? "",
    ipHash: lead.ipHash,
    consentText: lead.kind === "subscribe" ? (lead.consent ?? "") : "",
    fingerprint: fingerprintOf(lead),
    ...contextValues(lead.context),
  };
}

/** The lead's context as stored: every field, "" when not known. */
export function contextValues(context: Partial<LeadContext> = {}): LeadContext {
  const values = { ...EMPTY_CONTEXT };
  for (const key of Object.keys(EMPTY_CONTEXT) as (keyof LeadContext)[]) values[key] = context[key] ?? "";
  return values;
}

/** The context's columns (migration 20 added them to leads in both stores). */
export const CONTEXT_COLUMN_OF: Record<keyof LeadContext, string> = {
  plan: "plan",
  service: "service",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  referrerHost: "referrer_host",
  landingPage: "landing_page",
  language: "language",
};
const CONTEXT_KEYS = Object.keys(CONTEXT_COLUMN_OF) as (keyof LeadContext)[];
export const CONTEXT_COLUMNS = CONTEXT_KEYS.map((key) => CONTEXT_COLUMN_OF[key]);

/** The context's values in CONTEXT_COLUMNS' order. */
export const contextList = (context?: Partial<LeadContext>): string[] => CONTEXT_KEYS.map((key) => context?.[key] ?? "");

/** A subscription stored to wait for its confirmation (NewLead.confirm) gets this entry, not the team's channels. */
export const CONFIRM_CHANNELS: readonly Channel[] = ["confirm"];

export const waitsForConfirmation = (lead: NewLead): boolean => lead.kind === "subscribe" && lead.confirm === true;

/** Subscribing again while unconfirmed sends the link again, once in this time at most (no mail bombing through the form). */
export const RESEND_CONFIRMATION_MS = 60 * 60_000;

export const resendSince = (at: string): string => new Date(Date.parse(at) - RESEND_CONFIRMATION_MS).toISOString();

// A double click, a resend after a lost answer, a reloaded confirmation: the lead already stored.
export const DUPLICATE_WINDOW_MS = 60 * 60_000;

// Not who sent it, not when.
export function fingerprintOf(lead: NewLead): string {
  const fields = Object.entries(lead.fields)
    .filter(([, value]) => value !== undefined && value !== "")
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return crypto
    .createHash("sha256")
    .update(JSON.stringify([lead.kind, lead.page, fields]))
    .digest("base64url");
}

export function uniqueChannels(channels: readonly Channel[]): Channel[] {
  return [...new Set(channels)];
}

/** A kind's channels of a choice that may depend on the kind; never `reply` (a reply is queued on its own). */
export function channelsFor(choice: ChannelChoice, kind: FormKind): Channel[] {
  return uniqueChannels(typeof choice === "function" ? choice(kind) : choice).filter((c) => c !== "reply");
}

// `limitingAt`: the `limit`-th newest event, which must leave the window. At least 1 s, in whole seconds.
export function secondsUntilFree(limitingAt: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((limitingAt + windowMs - now) / 1000));
}

// A key's own expired events go on each use.
export const RATE_SWEEP_INTERVAL_MS = 60_000;

// The time of its last write.
export const WRITE_PROBE_KEY = "write_probe";

export const COMMENTS_VERSION_KEY = "comments_version";

// A desk session's lastSeenAt is written at most this often: one write a minute, not one a request.
export const SESSION_SEEN_INTERVAL_MS = 60_000;

// A person's search text is matched literally: LIKE's wildcards and the escape character (a backslash) are escaped.
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// The Records make the compiler ask for a channel or state added to the types.
const CHANNEL_KEYS: Record<Channel, true> = { email: true, webhook: true, confirm: true, reply: true };
const STATE_KEYS: Record<OutboxState, true> = { pending: true, delivered: true, failed: true };
export const CHANNELS = Object.keys(CHANNEL_KEYS) as Channel[];
export const OUTBOX_STATES = Object.keys(STATE_KEYS) as OutboxState[];

// Every kind present, 0 when the store has none of it.
export function countsPerKind(rows: { kind: string; n: number | string }[]): Record<FormKind, number> {
  const counts = Object.fromEntries(FORM_KINDS.map((kind) => [kind, 0])) as Record<FormKind, number>;
  for (const row of rows) if (row.kind in counts) counts[row.kind as FormKind] = Number(row.n);
  return counts;
}

// Every channel × state present, 0 when there is none.
export function deliveryCountsOf(
  rows: { channel: string; state: string; n: number | string }[],
): Record<Channel, Record<OutboxState, number>> {
  const counts = Object.fromEntries(
    CHANNELS.map((channel) => [channel, Object.fromEntries(OUTBOX_STATES.map((state) => [state, 0]))]),
  ) as Record<Channel, Record<OutboxState, number>>;
  for (const row of rows) {
    const states = counts[row.channel as Channel] as Record<string, number> | undefined;
    if (states && row.state in states) states[row.state] = Number(row.n);
  }
  return counts;
}

// Outside the data (file, disk, database state): the visitor retries, readiness fails, the message says what to fix.
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "StoreUnavailableError";
  }
}

// A desk list that ran past its time: on SQLite the store's own bound (it would hold the event loop), on PostgreSQL
// statement_timeout (SQLSTATE 57014). The desk answers 503 and asks for a narrower list.
export class ListTooSlowError extends Error {
  constructor() {
    super("the list took longer than the store allows");
    this.name = "ListTooSlowError";
  }
}

export function isTooSlow(error: unknown): boolean {
  return error instanceof ListTooSlowError || (error instanceof pg.DatabaseError && error.code === "57014");
}

const SQLITE_DATA_CODES = /^SQLITE_(CONSTRAINT|MISMATCH|TOOBIG|RANGE)$/;

// Only then may the rest of a batch be retried: after a store fault a transaction may have committed unheard, and a retry could store twice.
export function isDataError(error: unknown): boolean {
  // PostgreSQL's SQLSTATE: class 22 data exception, class 23 integrity constraint violation.
  if (error instanceof pg.DatabaseError) return /^2[23]/.test(error.code ?? "");
  return SQLITE_DATA_CODES.test(sqliteCode(error) ?? "");
}
