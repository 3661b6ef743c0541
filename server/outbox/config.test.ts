import { describe, expect, it } from "vitest";
import { channelNames, createChannels, outboxConfigFromEnv, OutboxConfigError } from "./config";

const webhook = { LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads", LEADS_WEBHOOK_SECRET: "0123456789abcdef0123" };

describe("outbox configuration", () => {
  it("has no channel and the documented timing by default", () => {
    const config = outboxConfigFromEnv({});
    expect(config).toEqual({
      email: undefined,
      webhook: undefined,
      retry: { baseMs: 5_000, capMs: 900_000, maxAttempts: 50, maxAgeMs: 86_400_000 },
      pollMs: 5_000,
      leaseMs: 120_000,
    });
    expect(channelNames(config)).toEqual([]);
  });

  it("turns on e-mail with SMTP_URL and LEADS_NOTIFY_TO, and the webhook with its URL and secret", () => {
    const config = outboxConfigFromEnv({ SMTP_URL: "smtp://u:p@mail:587", LEADS_NOTIFY_TO: "sales@example.com", LEADS_NOTIFY_FROM: "web@example.com", ...webhook, LEADS_WEBHOOK_TIMEOUT_MS: "3000" });
    expect(config.email).toEqual({ smtpUrl: "smtp://u:p@mail:587", to: "sales@example.com", from: "web@example.com" });
    expect(config.webhook).toEqual({ url: webhook.LEADS_WEBHOOK_URL, secret: webhook.LEADS_WEBHOOK_SECRET, timeoutMs: 3000 });
    expect(channelNames(config)).toEqual(["email", "webhook"]);
    expect(createChannels(config).map((c) => c.name)).toEqual(["email", "webhook"]);
    expect(channelNames(outboxConfigFromEnv({ SMTP_URL: "smtp://mail:25" }))).toEqual([]);
  });

  it("reads the backoff and the worker's timing", () => {
    expect(outboxConfigFromEnv({ OUTBOX_RETRY_BASE_MS: "100", OUTBOX_RETRY_CAP_MS: "800", OUTBOX_MAX_ATTEMPTS: "5", OUTBOX_MAX_AGE_HOURS: "2", OUTBOX_POLL_MS: "50", OUTBOX_LEASE_MS: "3000" })).toMatchObject({
      retry: { baseMs: 100, capMs: 800, maxAttempts: 5, maxAgeMs: 7_200_000 },
      pollMs: 50,
      leaseMs: 3000,
    });
  });

  it("allows http:// webhooks on loopback only", () => {
    expect(outboxConfigFromEnv({ ...webhook, LEADS_WEBHOOK_URL: "http://127.0.0.1:9000/hook" }).webhook?.url).toBe("http://127.0.0.1:9000/hook");
    expect(() => outboxConfigFromEnv({ ...webhook, LEADS_WEBHOOK_URL: "http://crm.example.com/hook" })).toThrow(/LEADS_WEBHOOK_URL: expected an https:\/\/ URL/);
  });

  it("names every bad variable in one error", () => {
    let error: unknown;
    try {
      outboxConfigFromEnv({
        SMTP_URL: "mail.example.com",
        LEADS_NOTIFY_TO: "sales@example.com",
        LEADS_WEBHOOK_URL: "not a url",
        OUTBOX_RETRY_BASE_MS: "soon",
        OUTBOX_RETRY_CAP_MS: "0",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(OutboxConfigError);
    expect((error as OutboxConfigError).problems).toEqual([
      "SMTP_URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465.",
      "LEADS_WEBHOOK_URL: expected an https:// URL (http:// only on localhost/127.0.0.1/[::1]).",
      "LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL (the key receivers verify the signature with).",
      "OUTBOX_RETRY_BASE_MS=soon: expected a whole number ≥ 1.",
      "OUTBOX_RETRY_CAP_MS=0: expected a whole number ≥ 1.",
    ]);
  });

  it.each([
    [{ ...webhook, LEADS_WEBHOOK_SECRET: "short" }, /at least 16 characters/],
    [{ LEADS_WEBHOOK_SECRET: "0123456789abcdef0123" }, /without LEADS_WEBHOOK_URL/],
    [{ OUTBOX_RETRY_BASE_MS: "1000", OUTBOX_RETRY_CAP_MS: "500" }, /must not be below OUTBOX_RETRY_BASE_MS/],
    [{ ...webhook, OUTBOX_LEASE_MS: "5000", LEADS_WEBHOOK_TIMEOUT_MS: "5000" }, /must be longer than LEADS_WEBHOOK_TIMEOUT_MS/],
  ])("refuses %j", (env, message) => {
    expect(() => outboxConfigFromEnv(env)).toThrow(message);
  });
});
