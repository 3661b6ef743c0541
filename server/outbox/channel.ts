/**
 * A notification channel of the outbox (docs/decisions/0012-outbox.md): something that takes one stored lead and
 * either delivers it (the promise resolves once the other side accepted it) or fails (rejects).
 * The worker (`worker.ts`) retries failures; a channel never retries on its own.
 */
import type { Channel, LeadRow } from "../store/types";

export interface Delivery {
  /** The outbox entry being delivered. */
  entryId: number;
  /** 1 for the first attempt. */
  attempt: number;
  /**
   * The same on every attempt of this lead on this channel, and different for every other
   * lead, even in another database: a receiver that sees it twice can drop the copy.
   */
  key: string;
  /** When the entry was queued: a confirmation link sent again (the visitor subscribed again) is queued anew. */
  since: string;
}

export interface NotificationChannel {
  readonly name: Channel;
  deliver(lead: LeadRow, delivery: Delivery): Promise<void>;
  /** Releases connections; called when the worker stops for good. */
  close?(): void;
}

/** "lead-12-m3x9k2a1-webhook": lead id, creation time (ms, base 36) and channel. */
export function deliveryKey(lead: Pick<LeadRow, "id" | "createdAt">, channel: Channel): string {
  const created = Date.parse(lead.createdAt);
  return `lead-${lead.id}-${Number.isNaN(created) ? "0" : created.toString(36)}-${channel}`;
}

/** An error's message, one line, short enough for the outbox's last_error and a log line. */
export function errorSummary(error: unknown, max = 300): string {
  const text = (error instanceof Error ? error.message || error.name : String(error)).replace(/\s+/g, " ").trim() || "unknown error";
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message.replace(/\s+/g, " ").trim()})` : "";
  const full = text + cause;
  return full.length > max ? `${full.slice(0, max - 1)}…` : full;
}
