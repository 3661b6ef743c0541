// One contract, two stores (docs/decisions/0011-postgresql-store.md); every write is committed before its promise resolves.
import type { FormKind, LeadFields } from "../../shared/forms/fields";
import type { LeadContext } from "../../shared/forms/lead-context";
import type { ContentStore } from "./content-types";
import type { DeskStore } from "./desk-types";
import type { InboxStore } from "./inbox-types";

export interface NewLead {
  kind: FormKind;
  page: string;
  ipHash: string;
  fields: LeadFields;
  /** What led to the form (checked and bounded by shared/forms/lead-context.ts); empty fields when absent. */
  context?: Partial<LeadContext>;
  /** A subscription: the words next to the form, in the visitor's language, that they agreed to by sending it. */
  consent?: string;
  /**
   * A subscription that waits for its subscriber to confirm by e-mail (double opt-in): stored unconfirmed, with a
   * "confirm" outbox entry instead of the team's channels, which follow once confirmed. Otherwise confirmed at once.
   */
  confirm?: boolean;
  /** The form's time trap: "timed" when the post carried a valid start, "untimed" when it could not be checked. */
  timeTrap?: "timed" | "untimed";
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

// Every comment starts pending; a moderator decides it once.
export type CommentStatus = "pending" | "approved" | "rejected";

// Never the e-mail, phone or IP hash.
export interface CommentRow {
  id: number;
  status: CommentStatus;
  createdAt: string;
  page: string;
  /** The article's canonical path, so the comment shows on every layout and dark twin. */
  article: string;
  firstName: string;
  lastName: string;
  message: string;
  decidedAt: string | null;
}

export interface CommentFilter {
  id?: number;
  status?: CommentStatus;
  article?: string;
  limit?: number;
}

export interface LeadFilter {
  kind?: FormKind;
  since?: Date;
  limit?: number;
}

export interface SavedLead {
  id: number;
  /** False for a second subscription of the same e-mail, or the same post within DUPLICATE_WINDOW_MS (store/shared.ts). */
  created: boolean;
}

/** email and webhook tell the team; confirm asks a subscriber to confirm (double opt-in); reply carries a desk reply. */
export type Channel = "email" | "webhook" | "confirm" | "reply";

/** The team's channels of a new lead: the same for every kind, or by kind (recipients set per kind in the desk). */
export type ChannelChoice = readonly Channel[] | ((kind: FormKind) => readonly Channel[]);

/** What confirming a subscription did: "unknown" also for one deleted since (erased, or expired unconfirmed). */
export type ConfirmResult = "confirmed" | "already" | "unknown";

export type OutboxState = "pending" | "delivered" | "failed";

export interface OutboxEntry {
  id: number;
  leadId: number;
  channel: Channel;
  /** failed: gave up after the last attempt (`npm run leads -- retry` revives it). */
  state: OutboxState;
  attempts: number;
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
  /** What the team's desk reads and changes (server/desk/). */
  readonly desk: DeskStore;
  /** The site's content as revisions (content-types.ts). */
  readonly content: ContentStore;
  /** Notification settings, delivery attempts, replies, notes and owners (inbox-types.ts). */
  readonly inbox: InboxStore;
  /** Safe when two instances start at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Commits one settings row (never waits for a lead's lock): rejects on a read-only or full store, no connection or no answer. */
  checkWritable(now?: Date): Promise<void>;
  close(): Promise<void>;

  /** One transaction; a duplicate subscriber or repeated post is not stored again and gets no outbox entry. */
  insertLeads(leads: NewLead[], channels: ChannelChoice, now?: Date): Promise<SavedLead[]>;
  get(id: number): Promise<LeadRow | undefined>;
  /** Newest first. */
  list(filter?: LeadFilter): Promise<LeadRow[]>;
  listComments(filter?: CommentFilter): Promise<CommentRow[]>;
  /** False for an unknown id, another kind, or an already decided comment (two moderators: one wins). */
  setCommentStatus(id: number, status: "approved" | "rejected", now?: Date): Promise<boolean>;
  approvedComments(article: string): Promise<CommentRow[]>;
  /** The approved comments of an article `offset` back from the newest, `limit` of them, oldest first; and how many in all. */
  approvedCommentsPage(article: string, window: { limit: number; offset: number }): Promise<{ rows: CommentRow[]; total: number }>;
  /** Changes in the same transaction as anything that may change published comments; pages re-render on it. */
  commentsVersion(): Promise<string>;

  /** First writer wins across instances. */
  setting(key: string, initial: () => string): Promise<string>;

  /** Records nothing. */
  retryAfter(key: string, rule: RateLimitRule, now?: Date): Promise<number>;
  /** Atomic across instances: under the limit records one event and returns 0, else the seconds to wait. */
  consume(key: string, rule: RateLimitRule, now?: Date): Promise<number>;

  /** Leased so no other claimer gets them until `leaseMs` runs out (FOR UPDATE SKIP LOCKED on PostgreSQL). */
  claimOutbox(worker: string, leaseMs: number, limit: number, now?: Date): Promise<{ entry: OutboxEntry; lead: LeadRow }[]>;
  /** Also records the attempt (the lead's timeline). */
  completeOutbox(id: number, now?: Date): Promise<void>;
  /** Retried at `nextAttemptAt`, or "failed" when that is null; the attempt is recorded with its error. */
  failOutbox(id: number, error: string, nextAttemptAt: Date | null, now?: Date): Promise<void>;
  listOutbox(filter?: { states?: OutboxState[] }): Promise<OutboxEntry[]>;
  retryOutbox(now?: Date): Promise<number>;

  /**
   * Marks a subscription confirmed and gives it its outbox entries on `channels`, in one transaction; a second
   * confirmation changes nothing.
   */
  confirmSubscription(id: number, channels: ChannelChoice, now?: Date): Promise<ConfirmResult>;
  /** Deletes the subscriptions still unconfirmed that were made before `before`, with their outbox entries. */
  pruneUnconfirmed(before: Date): Promise<number>;

  /** Any case; outbox entries go with the leads. */
  eraseEmail(email: string): Promise<number>;
  pruneLeads(before: Date): Promise<number>;
  /** SQLite online backup; PostgreSQL rejects with advice to use pg_dump. */
  backup(file: string): Promise<void>;
}
