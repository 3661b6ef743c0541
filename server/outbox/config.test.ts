import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY } from "./backoff";
import { channelNames, createChannels, type OutboxConfig } from "./config";

// Which variables turn the channels on, and which values are refused: server/config.test.ts.
const timing = { retry: DEFAULT_RETRY_POLICY, pollMs: 5_000, leaseMs: 120_000 };
const email = { smtpUrl: "smtp://u:p@mail:587", to: "sales@example.com" };
const webhook = { url: "https://crm.example.com/hooks/leads", secret: "0123456789abcdef0123", timeoutMs: 3_000 };

describe("outbox channels", () => {
  it("are none without e-mail or webhook settings", () => {
    const config: OutboxConfig = { ...timing };
    expect(channelNames(config)).toEqual([]);
    expect(createChannels(config)).toEqual([]);
  });

  it("are e-mail and/or the webhook, in that order", () => {
    expect(channelNames({ email })).toEqual(["email"]);
    expect(channelNames({ webhook })).toEqual(["webhook"]);
    expect(channelNames({ webhook, email })).toEqual(["email", "webhook"]);
    expect(createChannels({ webhook, email }).map((c) => c.name)).toEqual(["email", "webhook"]);
  });
});
