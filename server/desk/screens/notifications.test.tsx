// @vitest-environment node
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETRY_POLICY } from "../../outbox/backoff";
import type { OutboxConfig } from "../../outbox/config";
import { effectiveNotify } from "../../outbox/notify-settings";
import { NobodyTold, NotificationsPage } from "./notifications";

const base: OutboxConfig = { retry: DEFAULT_RETRY_POLICY, pollMs: 5_000, leaseMs: 120_000 };
const HOOK = "https://hooks.slack.com/services/T000/B000/tokentokentoken1234";

describe("the Notifications page", () => {
  it("shows the environment's settings as such, with no field for them, and its webhook masked", () => {
    const stored = { values: {}, updatedAt: null, updatedBy: null };
    const notify = effectiveNotify(
      {
        ...base,
        smtpUrl: "smtp://mail:25",
        email: { smtpUrl: "smtp://mail:25", to: "env@example.com" },
        from: "env-from@example.com",
        webhook: { url: HOOK, secret: "0123456789abcdef0123", timeoutMs: 1000 },
      },
      stored,
    );
    const html = renderToStaticMarkup(<NotificationsPage notify={notify} stored={stored} csrf="t" errors={{}} />);
    expect(html).toContain("Set by the server&#x27;s environment (LEADS_NOTIFY_TO)");
    expect(html).toContain("Set by the server&#x27;s environment (LEADS_NOTIFY_FROM)");
    expect(html).toContain("Set by the server&#x27;s environment (LEADS_WEBHOOK_URL)");
    expect(html).not.toContain('name="to_contact"');
    expect(html).not.toContain('name="webhook_url"');
    expect(html).not.toContain("tokentoken");
    expect(html).toContain("https://hooks.slack.com/••••1234");
  });

  it("offers fields for what the desk sets, its webhook masked and its key never shown", () => {
    const stored = {
      values: {
        "to.quote": "q@example.com",
        "webhook.url": HOOK,
        "webhook.format": "signed",
        "webhook.secret": "the-secret-key-0123456789",
      },
      updatedAt: "2025-06-01T10:00:00.000Z",
      updatedBy: "ada@example.com",
    };
    const notify = effectiveNotify({ ...base, smtpUrl: "smtp://mail:25" }, stored);
    const html = renderToStaticMarkup(<NotificationsPage notify={notify} stored={stored} csrf="t" errors={{}} />);
    expect(html).toContain('name="to_quote"');
    expect(html).toContain('value="q@example.com"');
    expect(html).not.toContain("tokentoken");
    expect(html).not.toContain("the-secret-key");
    expect(html).toContain("Last changed 2025-06-01 10:00 UTC by ada@example.com.");
  });

  it("says who is not told, to admins with a link and to editors whom to ask", () => {
    const notify = effectiveNotify(base, { values: {}, updatedAt: null, updatedBy: null });
    expect(renderToStaticMarkup(<NobodyTold notify={notify} admin />)).toContain("Nobody is told of new leads:");
    expect(renderToStaticMarkup(<NobodyTold notify={notify} admin={false} />)).toContain("ask an admin to set up notifications");
    const some = effectiveNotify(
      { ...base, smtpUrl: "smtp://m:25" },
      { values: { "to.contact": "a@example.com", "to.quote": "a@example.com" }, updatedAt: null, updatedBy: null },
    );
    expect(renderToStaticMarkup(<NobodyTold notify={some} admin />)).toContain("Nobody is told of new comments and subscribers");
  });
});
