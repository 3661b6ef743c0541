/**
 * The lead store's contract (docs/decisions/0011-postgresql-store.md): one interface, two implementations. SQLite
 * (better-sqlite3, `server/store/sqlite.ts`) is the embedded default for one machine;
 * PostgreSQL (`server/store/postgres.ts`, chosen by DATABASE_URL=postgres://…) serves several
 * server instances sharing one database. Every method is asynchronous because PostgreSQL is;
 * every write is committed before its promise resolves.
 */
import type { FormKind, LeadFields } from "../../shared/forms/fields";

export interface NewLead {
  kind: FormKind;
  /** Path of the page the form was sent from. */
  page: string;
  ipHash: string;
  fields: LeadFields;
}

export interface LeadRow {
  id: number;
  kind: FormKind;
  status: "new" | "pending" | "approved" | "rejected";
  createdAt: string;
  page: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  notifiedAt: string | null;
}

/** A comment's moderation state: every comment starts pending; a moderator approves or rejects it once. */
export type CommentStatus = "pending" | "approved" | "rejected";

/** A comment as moderation and the article pages need it (never the e-mail, phone or IP hash). */
export interface CommentRow {
  id: number;
  status: CommentStatus;
  createdAt: string;
  /** Path of the page it was sent from. */
  page: string;
  /**
   * The article it belongs to: the canonical path of that page (app/lib/comments.ts), so the
   * same comment shows on every layout and dark twin of the article.
   */
  article: string;
  firstName: string;
  lastName: string;
  message: string;
  /** When a moderator approved or rejected it (null while pending). */
  decidedAt: string | null;
}

export interface CommentFilter {
  /** Only the comment with this id. */
  id?: number;
  status?: CommentStatus;
  /** Only the comments of this article (a canonical page path). */
  article?: string;
  limit?: number;
}

export interface LeadFilter {
  kind?: FormKind;
  /** Only leads created at or after this time. */
  since?: Date;
  limit?: number;
}

export interface SavedLead {
  id: number;
  /**
   * False when the lead was stored before: a second subscription of the same e-mail (unique
   * constraint), or the same post again within DUPLICATE_WINDOW_MS (store/shared.ts).
   */
  created: boolean;
}

/** Where a new lead's notification goes: one outbox entry per configured channel. */
export type Channel = "email" | "webhook";

export type OutboxState = "pending" | "delivered" | "failed";

export interface OutboxEntry {
  id: number;
  leadId: number;
  channel: Channel;
  /** pending: waiting or retrying; failed: gave up after the last attempt (`npm run leads -- retry` revives it). */
  state: OutboxState;
  attempts: number;
  /** ISO time of the next attempt (pending entries). */
  nextAttemptAt: string;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface LeadStore {
  readonly backend: "sqlite" | "postgres";
  /** Creates or migrates the schema; safe when two instances start at once. */
  migrate(): Promise<void>;
  /** Answers when the database answers; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * The readiness probe: commits one small write (a settings row, so it never waits for a
   * lead's lock) and resolves once it is durable; rejects when the store cannot write (a
   * read-only file, volume or database, a full disk, no connection, no answer in time).
   */
  checkWritable(now?: Date): Promise<void>;
  close(): Promise<void>;

  /**
   * Stores the leads in one transaction, each new lead together with one outbox entry per
   * channel; a duplicate subscriber (same e-mail, any case) or the same post again (same
   * fingerprint within the duplicate window) is not stored again and gets no outbox entry.
   * Results are in the order of `leads`.
   */
  insertLeads(leads: NewLead[], channels: readonly Channel[], now?: Date): Promise<SavedLead[]>;
  get(id: number): Promise<LeadRow | undefined>;
  /** Newest first. */
  list(filter?: LeadFilter): Promise<LeadRow[]>;
  /** Comments (leads of kind comment), oldest first. */
  listComments(filter?: CommentFilter): Promise<CommentRow[]>;
  /**
   * Decides a pending comment. True when it changed it; false for an unknown id, a lead of
   * another kind or a comment already decided (two moderators at once: one of them wins).
   */
  setCommentStatus(id: number, status: "approved" | "rejected", now?: Date): Promise<boolean>;
  /** The approved comments of an article, oldest first. */
  approvedComments(article: string): Promise<CommentRow[]>;
  /**
   * A value that changes, in the same transaction, whenever the published comments may have
   * changed: a moderation decision, or an erasure or pruning that deleted an approved comment.
   * Pages that show comments are re-rendered when it changes ("0" before the first change).
   */
  commentsVersion(): Promise<string>;

  /** A stored setting, created with `initial()` the first time (first writer wins across instances). */
  setting(key: string, initial: () => string): Promise<string>;

  /** Seconds until `key` may act again under `rule`; 0 when it may act now. Records nothing. */
  retryAfter(key: string, rule: RateLimitRule, now?: Date): Promise<number>;
  /**
   * Atomically (across instances): when `key` is under the limit, records one event and
   * returns 0; otherwise records nothing and returns the seconds until it may act again.
   */
  consume(key: string, rule: RateLimitRule, now?: Date): Promise<number>;

  /**
   * Claims up to `limit` due pending entries for `leaseMs` (no other claimer gets them until
   * the lease runs out: FOR UPDATE SKIP LOCKED on PostgreSQL), with their leads.
   */
  claimOutbox(worker: string, leaseMs: number, limit: number, now?: Date): Promise<{ entry: OutboxEntry; lead: LeadRow }[]>;
  /** Marks a claimed entry delivered (and the lead's notifiedAt for e-mail). */
  completeOutbox(id: number, now?: Date): Promise<void>;
  /** Records a failed attempt: retried at `nextAttemptAt`, or state "failed" when that is null. */
  failOutbox(id: number, error: string, nextAttemptAt: Date | null, now?: Date): Promise<void>;
  listOutbox(filter?: { states?: OutboxState[] }): Promise<OutboxEntry[]>;
  /** Makes every pending and failed entry due now; returns how many. */
  retryOutbox(now?: Date): Promise<number>;

  /** Deletes every lead with this e-mail (any case) and their outbox entries; returns the number of leads. */
  eraseEmail(email: string): Promise<number>;
  /** Deletes leads created before `before` (and their outbox entries); returns how many. */
  pruneLeads(before: Date): Promise<number>;
  /** A consistent copy while the server runs (SQLite online backup); PostgreSQL rejects with advice to use pg_dump. */
  backup(file: string): Promise<void>;
}
