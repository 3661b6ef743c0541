// What the team's inbox needs of the lead store beyond the desk's lists (desk-types.ts), on SQLite and PostgreSQL alike:
// the notification settings set in the desk, each delivery attempt, replies sent through the outbox, notes and owners.
// Every change a person makes is written with its audit entry in one transaction.
import type { FormKind } from "../../shared/forms/fields";
import type { AuditInput, LeadStatus } from "./desk-types";
import type { Channel, OutboxState } from "./types";

/**
 * The notification settings an admin sets in the desk (the environment's, where set, win: server/outbox/notify-settings.ts).
 * `to.<kind>`: the recipients of that kind's lead e-mails, comma-separated; `from`: the sender of the e-mails;
 * `webhook.url`, `webhook.format` (`signed` or `slack`), `webhook.secret` (the signed format's key).
 */
export const NOTIFY_KEYS = [
  "to.contact",
  "to.quote",
  "to.subscribe",
  "to.comment",
  "from",
  "webhook.url",
  "webhook.format",
  "webhook.secret",
] as const;
export type NotifyKey = (typeof NOTIFY_KEYS)[number];

export const recipientsKey = (kind: FormKind): NotifyKey => `to.${kind}`;

export interface StoredNotify {
  /** Only the keys that are set. */
  values: Partial<Record<NotifyKey, string>>;
  /** The last change: when and by whom; null before any. */
  updatedAt: string | null;
  updatedBy: string | null;
}

/** One attempt to deliver an outbox entry, as the worker recorded it. */
export interface DeliveryAttempt {
  id: number;
  outboxId: number;
  channel: Channel;
  /** 1 for the first. */
  attempt: number;
  at: string;
  ok: boolean;
  /** Why it failed (a short line, never a lead's fields); null when it succeeded. */
  error: string | null;
  /** The reply it carried, for the reply channel. */
  replyId: number | null;
}

export interface LeadNote {
  id: number;
  leadId: number;
  /** The desk user's e-mail. */
  author: string;
  body: string;
  createdAt: string;
}

export interface LeadReply {
  id: number;
  leadId: number;
  /** The desk user who wrote it: its Reply-To. */
  author: string;
  /** The lead's address when it was written. */
  to: string;
  subject: string;
  body: string;
  createdAt: string;
  /** Its outbox entry's state and the attempts made. */
  state: OutboxState;
  attempts: number;
  deliveredAt: string | null;
  lastError: string | null;
}

export interface LeadOwner {
  id: number;
  email: string;
}

/** Another lead from the same e-mail address. */
export interface RelatedLead {
  id: number;
  kind: FormKind;
  createdAt: string;
  deskStatus: LeadStatus;
}

export interface InboxStore {
  notifySettings(): Promise<StoredNotify>;
  /** Sets the keys given ("" removes one), with the audit entry, in one transaction. */
  saveNotifySettings(values: Partial<Record<NotifyKey, string>>, audit: AuditInput, now?: Date): Promise<void>;

  /** Every attempt at the lead's deliveries, oldest first. */
  deliveryAttempts(leadId: number): Promise<DeliveryAttempt[]>;

  /** Oldest first. */
  notes(leadId: number): Promise<LeadNote[]>;
  /** False when the lead is gone. */
  addNote(leadId: number, note: { author: string; body: string }, audit: AuditInput, now?: Date): Promise<boolean>;

  /** Oldest first, each with its delivery's state. */
  replies(leadId: number): Promise<LeadReply[]>;
  /** Stores the reply and its outbox entry (channel `reply`, due now) with the audit entry; undefined when the lead is gone. */
  queueReply(
    leadId: number,
    reply: { author: string; to: string; subject: string; body: string },
    audit: AuditInput,
    now?: Date,
  ): Promise<number | undefined>;
  /** The reply an outbox entry carries (the reply channel reads it when it delivers). */
  replyOf(outboxId: number): Promise<LeadReply | undefined>;

  /** The lead's owner, null when nobody; undefined when there is no such lead. */
  owner(leadId: number): Promise<LeadOwner | null | undefined>;
  /**
   * Gives the lead to a desk user (null: to nobody), with the audit entry; false when the lead is gone, or the user
   * is unknown or disabled.
   */
  setOwner(leadId: number, ownerId: number | null, audit: AuditInput, now?: Date): Promise<boolean>;

  /** The other leads sent with the lead's e-mail address (any case), newest first, `limit` of them, and how many in all. */
  sameAddress(leadId: number, limit: number): Promise<{ rows: RelatedLead[]; total: number }>;
}
