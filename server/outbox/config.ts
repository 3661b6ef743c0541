/**
 * The outbox's settings, as server/config.ts reads them from the environment (SMTP_URL,
 * LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL, OUTBOX_RETRY_BASE_MS…): which channels are on, and the
 * worker's timing; and the channels they turn on, with what an admin set in the desk (notify-settings.ts).
 */
import { site } from "../../app/content/site";
import type { LeadReply } from "../store/inbox-types";
import type { Channel } from "../store/types";
import type { RetryPolicy } from "./backoff";
import type { NotificationChannel } from "./channel";
import { createConfirmChannel, type ConfirmChannelOptions } from "./confirm";
import { createEmailChannel, type EmailChannelOptions } from "./email";
import { guardedFetch } from "./guarded-fetch";
import type { EffectiveWebhook, NotifyReader } from "./notify-settings";
import { createReplyChannel } from "./reply";
import { createSlackChannel } from "./slack";
import { createWebhookChannel } from "./webhook";

export interface OutboxConfig {
  /** LEADS_NOTIFY_TO and SMTP_URL both set: the environment's recipients, for every kind. */
  email?: EmailChannelOptions;
  /** Subscriptions wait for their subscriber's confirmation by e-mail (double opt-in): set whenever SMTP is. */
  confirm?: ConfirmChannelOptions;
  webhook?: { url: string; secret: string; timeoutMs: number };
  /** SMTP_URL: e-mails can be sent (recipients from the environment or the desk). */
  smtpUrl?: string;
  /** LEADS_NOTIFY_FROM. */
  from?: string;
  /** SITE_URL: links to the desk in Slack messages. */
  siteUrl?: string;
  /** LEADS_WEBHOOK_TIMEOUT_MS, for webhooks set in the desk too. */
  webhookTimeoutMs?: number;
  /** DESK_WEBHOOK_PRIVATE_HOSTS=allow: a webhook set in the desk may go to this machine or a private network (tests). */
  privateHooks?: boolean;
  retry: RetryPolicy;
  pollMs: number;
  leaseMs: number;
}

/** The team's channels the environment turns on: a new lead gets an outbox entry for each (a subscription once it is confirmed). */
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

const domain = () => new URL(site().website.url).hostname.replace(/^www\./, "");

/**
 * Every channel a running server delivers on, each reading the settings in force (`notify`) when it delivers: e-mail and
 * replies whenever SMTP_URL is set, the webhook always (one set in the desk may appear at any time), confirmation links.
 */
export function createLiveChannels(
  config: OutboxConfig,
  deps: { notify: NotifyReader; replyOf: (outboxId: number) => Promise<LeadReply | undefined> },
  secret?: string,
): NotificationChannel[] {
  const smtpUrl = config.smtpUrl ?? config.email?.smtpUrl;
  const timeoutMs = config.webhookTimeoutMs ?? config.webhook?.timeoutMs ?? 10_000;
  const siteUrl = config.siteUrl ?? site().website.url;
  // One channel per webhook setting in force; a change in the desk makes a new one.
  let hook: { key: string; channel: NotificationChannel } | undefined;
  const hookChannel = (w: EffectiveWebhook): NotificationChannel => {
    const key = JSON.stringify(w);
    if (hook?.key !== key) {
      const send = w.source === "env" ? fetch : guardedFetch(config.privateHooks ?? false);
      const channel =
        w.format === "slack"
          ? createSlackChannel({ url: w.url, siteUrl, timeoutMs, fetch: send })
          : createWebhookChannel({ url: w.url, secret: w.secret, timeoutMs, fetch: send });
      hook = { key, channel };
    }
    return hook.channel;
  };
  const from = async () => (await deps.notify.current()).from.value;
  return [
    ...(smtpUrl
      ? [
          createEmailChannel({
            smtpUrl,
            resolve: async (lead) => {
              const notify = await deps.notify.current();
              return { to: notify.recipients[lead.kind].value, from: notify.from.value };
            },
          }),
          createReplyChannel({ smtpUrl, replyOf: deps.replyOf, from, domain: domain() }),
        ]
      : []),
    {
      name: "webhook",
      async deliver(lead, delivery) {
        const webhook = (await deps.notify.current()).webhook;
        // Removed in the desk since the lead was queued: a failed attempt, as for a channel not configured.
        if (!webhook) throw new Error("webhook: none is set any more");
        await hookChannel(webhook).deliver(lead, delivery);
      },
    } satisfies NotificationChannel,
    ...(config.confirm && secret ? [createConfirmChannel(config.confirm, secret)] : []),
  ];
}
