/**
 * The outbox's settings, as server/config.ts reads them from the environment (SMTP_URL,
 * LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL, OUTBOX_RETRY_BASE_MS…): which channels are on, and the
 * worker's timing; and the channels they turn on.
 */
import type { Channel } from "../store/types";
import type { RetryPolicy } from "./backoff";
import type { NotificationChannel } from "./channel";
import { createConfirmChannel, type ConfirmChannelOptions } from "./confirm";
import { createEmailChannel, type EmailChannelOptions } from "./email";
import { createWebhookChannel } from "./webhook";

export interface OutboxConfig {
  email?: EmailChannelOptions;
  /** Subscriptions wait for their subscriber's confirmation by e-mail (double opt-in): set whenever SMTP is. */
  confirm?: ConfirmChannelOptions;
  webhook?: { url: string; secret: string; timeoutMs: number };
  retry: RetryPolicy;
  pollMs: number;
  leaseMs: number;
}

/** The team's channels: a new lead gets an outbox entry for each (a subscription once it is confirmed). */
export function channelNames(config: Pick<OutboxConfig, "email" | "webhook">): Channel[] {
  return [...(config.email ? (["email"] as const) : []), ...(config.webhook ? (["webhook"] as const) : [])];
}

/** `secret`: the store's key for the confirmation links. */
export function createChannels(config: Pick<OutboxConfig, "email" | "webhook" | "confirm">, secret?: string): NotificationChannel[] {
  return [
    ...(config.email ? [createEmailChannel(config.email)] : []),
    ...(config.webhook ? [createWebhookChannel(config.webhook)] : []),
    ...(config.confirm && secret ? [createConfirmChannel(config.confirm, secret)] : []),
  ];
}
