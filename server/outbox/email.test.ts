// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import type { LeadRow } from "../store/types";
import { deadSmtpUrl, startTestSmtp } from "../test-smtp";
import { deliveryKey } from "./channel";
import { createEmailChannel, notificationMessage } from "./email";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const lead: LeadRow = {
  id: 7,
  kind: "comment",
  status: "pending",
  createdAt: "2025-01-01T00:00:00.000Z",
  page: "/blog/blog-details",
  firstName: "Ada",
  lastName: "Lovelace",
  name: "",
  email: "ada@example.com",
  phone: "",
  subject: "Hello",
  message: "Nice post",
  notifiedAt: null,
};

describe("notification message", () => {
  it("names the kind and sender and lists the fields", () => {
    const message = notificationMessage(lead);
    expect(message.subject).toBe("New blog comment (awaiting moderation) from Ada Lovelace (#7)");
    expect(message.text).toContain("Subject: Hello\nMessage:\nNice post\n");
    expect(message.text).not.toContain("Phone");
    expect(message.replyTo).toBe("ada@example.com");
    expect(message.text).toContain("Sent from: /blog/blog-details\nLanguage: English (en)\n");
  });

  it("says the language the visitor wrote from, by the page", () => {
    expect(notificationMessage({ ...lead, page: "/ar/contact" }).text).toContain("Sent from: /ar/contact\nLanguage: Arabic (ar)\n");
    expect(notificationMessage({ ...lead, page: "/de/blog/blog-details" }).text).toContain("Language: German (de)");
  });
});

describe("e-mail channel", () => {
  it("resolves once the SMTP server accepted the message, with the delivery key as Message-ID", async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const channel = createEmailChannel({ smtpUrl: smtp.url, to: "sales@example.com, boss@example.com" });
    cleanups.push(() => channel.close?.());
    const key = deliveryKey(lead, "email");
    await channel.deliver(lead, { entryId: 1, attempt: 1, key, since: lead.createdAt });
    expect(smtp.received).toHaveLength(1); // accepted before deliver resolved
    const [mail] = smtp.received;
    expect(mail.to).toEqual(["sales@example.com", "boss@example.com"]);
    expect(mail.raw).toContain("Subject: New blog comment (awaiting moderation) from Ada Lovelace (#7)");
    expect(mail.raw).toContain("Reply-To: ada@example.com");
    expect(mail.raw).toContain(`Message-ID: <${key}@nexora.example>`);
  });

  it("rejects when the mail server is down", async () => {
    const channel = createEmailChannel({ smtpUrl: await deadSmtpUrl(), to: "sales@example.com" });
    cleanups.push(() => channel.close?.());
    await expect(channel.deliver(lead, { entryId: 1, attempt: 1, key: "k", since: lead.createdAt })).rejects.toThrow(
      /ECONNREFUSED|connect/,
    );
  });
});
