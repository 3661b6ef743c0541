/**
 * The outbox's settings from the environment: which channels are on, and the worker's timing.
 *
 *   SMTP_URL + LEADS_NOTIFY_TO (+ LEADS_NOTIFY_FROM)   the e-mail channel
 *   LEADS_WEBHOOK_URL + LEADS_WEBHOOK_SECRET          the webhook channel (https, or http on loopback)
 *   LEADS_WEBHOOK_TIMEOUT_MS                          per attempt, default 10000
 *   OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_CAP_MS         backoff: 5000 doubling to at most 900000
 *   OUTBOX_MAX_ATTEMPTS, OUTBOX_MAX_AGE_HOURS         give up after 50 attempts or 24 h
 *   OUTBOX_POLL_MS, OUTBOX_LEASE_MS                   5000; 120000
 *
 * A wrong value throws one error naming every bad variable.
 */
import type { Channel } from "../store/types";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./backoff";
import type { NotificationChannel } from "./channel";
import { createEmailChannel, type EmailChannelOptions } from "./email";
import { createWebhookChannel } from "./webhook";

export interface OutboxConfig {
  email?: EmailChannelOptions;
  webhook?: { url: string; secret: string; timeoutMs: number };
  retry: RetryPolicy;
  pollMs: number;
  leaseMs: number;
}

export class OutboxConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "OutboxConfigError";
  }
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function outboxConfigFromEnv(env: NodeJS.ProcessEnv = process.env): OutboxConfig {
  const problems: string[] = [];
  const text = (name: string) => env[name]?.trim() || undefined;
  const int = (name: string, fallback: number, min: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isSafeInteger(value) && value >= min) return value;
    problems.push(`${name}=${raw}: expected a whole number ≥ ${min}.`);
    return fallback;
  };

  let email: EmailChannelOptions | undefined;
  const smtpUrl = text("SMTP_URL");
  const to = text("LEADS_NOTIFY_TO");
  if (smtpUrl && to) {
    if (!URL.canParse(smtpUrl) || !["smtp:", "smtps:"].includes(new URL(smtpUrl).protocol)) {
      problems.push("SMTP_URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465.");
    }
    email = { smtpUrl, to, from: text("LEADS_NOTIFY_FROM") };
  }

  let webhook: OutboxConfig["webhook"];
  const webhookUrl = text("LEADS_WEBHOOK_URL");
  const secret = text("LEADS_WEBHOOK_SECRET");
  const timeoutMs = int("LEADS_WEBHOOK_TIMEOUT_MS", 10_000, 100);
  if (webhookUrl) {
    const url = URL.canParse(webhookUrl) ? new URL(webhookUrl) : undefined;
    if (!url || (url.protocol !== "https:" && !(url.protocol === "http:" && LOOPBACK.has(url.hostname)))) {
      problems.push("LEADS_WEBHOOK_URL: expected an https:// URL (http:// only on localhost/127.0.0.1/[::1]).");
    }
    if (!secret) problems.push("LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL (the key receivers verify the signature with).");
    else if (secret.length < 16) problems.push("LEADS_WEBHOOK_SECRET: use at least 16 characters (e.g. openssl rand -hex 32).");
    webhook = { url: webhookUrl, secret: secret ?? "", timeoutMs };
  } else if (secret) {
    problems.push("LEADS_WEBHOOK_SECRET is set without LEADS_WEBHOOK_URL.");
  }

  const retry: RetryPolicy = {
    baseMs: int("OUTBOX_RETRY_BASE_MS", DEFAULT_RETRY_POLICY.baseMs, 1),
    capMs: int("OUTBOX_RETRY_CAP_MS", DEFAULT_RETRY_POLICY.capMs, 1),
    maxAttempts: int("OUTBOX_MAX_ATTEMPTS", DEFAULT_RETRY_POLICY.maxAttempts, 1),
    maxAgeMs: int("OUTBOX_MAX_AGE_HOURS", DEFAULT_RETRY_POLICY.maxAgeMs / 3_600_000, 1) * 3_600_000,
  };
  if (retry.capMs < retry.baseMs) problems.push(`OUTBOX_RETRY_CAP_MS=${retry.capMs}: must not be below OUTBOX_RETRY_BASE_MS=${retry.baseMs}.`);
  const leaseMs = int("OUTBOX_LEASE_MS", 120_000, 1000);
  if (webhook && leaseMs <= timeoutMs) {
    problems.push(`OUTBOX_LEASE_MS=${leaseMs}: must be longer than LEADS_WEBHOOK_TIMEOUT_MS=${timeoutMs}, or a slow delivery could be claimed twice.`);
  }
  const pollMs = int("OUTBOX_POLL_MS", 5_000, 10);

  if (problems.length) throw new OutboxConfigError(problems);
  return { email, webhook, retry, pollMs, leaseMs };
}

/** The channels a new lead gets an outbox entry for. */
export function channelNames(config: Pick<OutboxConfig, "email" | "webhook">): Channel[] {
  return [...(config.email ? (["email"] as const) : []), ...(config.webhook ? (["webhook"] as const) : [])];
}

export function createChannels(config: Pick<OutboxConfig, "email" | "webhook">): NotificationChannel[] {
  return [...(config.email ? [createEmailChannel(config.email)] : []), ...(config.webhook ? [createWebhookChannel(config.webhook)] : [])];
}
