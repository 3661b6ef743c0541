// @vitest-environment node
import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { LeadReply } from "../store/inbox-types";
import type { LeadRow } from "../store/types";
import { DEFAULT_RETRY_POLICY } from "./backoff";
import type { OutboxConfig } from "./config";
import { guardedFetch } from "./guarded-fetch";
import {
  checkWebhookUrl,
  effectiveNotify,
  isPrivateAddress,
  maskedUrl,
  parseRecipients,
  parseSender,
  teamChannels,
  untoldKinds,
} from "./notify-settings";
import { replyMessage, replySubject } from "./reply";
import { slackPayload } from "./slack";

const base: OutboxConfig = { retry: DEFAULT_RETRY_POLICY, pollMs: 5_000, leaseMs: 120_000 };
const none = { values: {}, updatedAt: null, updatedBy: null };

describe("the settings in force", () => {
  it("are the desk's where the environment sets nothing, by kind", () => {
    const notify = effectiveNotify(
      { ...base, smtpUrl: "smtp://mail:25" },
      { values: { "to.quote": "q@example.com", from: "Leads <leads@example.com>" }, updatedAt: null, updatedBy: null },
    );
    expect(notify.recipients.quote).toEqual({ value: "q@example.com", source: "desk" });
    expect(notify.recipients.contact).toEqual({ value: "", source: "none" });
    expect(notify.from).toEqual({ value: "Leads <leads@example.com>", source: "desk" });
    expect(teamChannels(notify, "quote")).toEqual(["email"]);
    expect(untoldKinds(notify).sort()).toEqual(["comment", "contact", "subscribe"]);
  });

  it("are the environment's where it sets them, whatever the desk says", () => {
    const notify = effectiveNotify(
      {
        ...base,
        smtpUrl: "smtp://mail:25",
        email: { smtpUrl: "smtp://mail:25", to: "env@example.com" },
        from: "env-from@example.com",
        webhook: { url: "https://env.example.com/h", secret: "0123456789abcdef", timeoutMs: 1000 },
      },
      {
        values: { "to.quote": "q@example.com", "webhook.url": "https://desk.example.com/h", "webhook.format": "slack" },
        updatedAt: null,
        updatedBy: null,
      },
    );
    expect(notify.recipients.quote).toEqual({ value: "env@example.com", source: "env" });
    expect(notify.from.source).toBe("env");
    expect(notify.webhook).toMatchObject({ url: "https://env.example.com/h", format: "signed", source: "env" });
    expect(untoldKinds(notify)).toEqual([]);
  });

  it("send no e-mail without SMTP_URL, and no signed webhook without its key", () => {
    const notify = effectiveNotify(base, {
      values: { "to.contact": "a@example.com", "webhook.url": "https://h.example.com/x" },
      updatedAt: null,
      updatedBy: null,
    });
    expect(teamChannels(notify, "contact")).toEqual([]);
    expect(notify.webhook).toBeUndefined();
    expect(untoldKinds(effectiveNotify(base, none))).toHaveLength(4);
  });
});

describe("what an admin may enter", () => {
  it("takes plain addresses, comma or line separated, and refuses anything that could add a header or a recipient", () => {
    expect(parseRecipients("a@example.com,\n b@example.com;a@example.com")).toEqual({ ok: true, value: "a@example.com, b@example.com" });
    expect(parseRecipients("")).toEqual({ ok: true, value: "" });
    for (const bad of ["Ada <a@example.com>", "a@example.com\r\nBcc: x@evil.com", "not-an-address", "a@b", '"x"@example.com'])
      expect(parseRecipients(bad).ok, bad).toBe(false);
  });

  it("takes a sender as an address or a name and an address", () => {
    expect(parseSender("leads@example.com")).toEqual({ ok: true, value: "leads@example.com" });
    expect(parseSender("Nexora Leads <leads@example.com>")).toEqual({ ok: true, value: '"Nexora Leads" <leads@example.com>' });
    expect(parseSender("Evil\r\nBcc: x <a@example.com>").ok).toBe(false);
    expect(parseSender("a@example.com, b@example.com").ok).toBe(false);
  });

  it.each([
    ["https://hooks.slack.com/services/T0/B0/abc", true],
    ["http://hooks.example.com/x", false],
    ["https://user:pw@hooks.example.com/x", false],
    ["https://127.0.0.1/x", false],
    ["http://localhost:9/x", false],
    ["https://10.1.2.3/x", false],
    ["https://169.254.169.254/latest/meta-data", false],
    ["https://[::1]/x", false],
    ["https://[::ffff:127.0.0.1]/x", false],
    ["https://[fd00::1]/x", false],
    ["https://metadata.internal/x", false],
    ["https://localhost./x", false],
    ["https://2130706433/x", false],
    ["ftp://example.com/x", false],
    ["not a url", false],
  ])("checks the webhook address %s: %s", (url, ok) => {
    expect(checkWebhookUrl(url, false).ok).toBe(ok);
  });

  it("lets tests point a webhook at this machine over http only when allowed", () => {
    expect(checkWebhookUrl("http://127.0.0.1:4000/hook", true)).toEqual({ ok: true, value: "http://127.0.0.1:4000/hook" });
    expect(checkWebhookUrl("http://10.0.0.1/hook", true).ok).toBe(false);
  });

  it("knows the private and reserved ranges", () => {
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fc00::1",
      "::ffff:10.0.0.1",
      "::ffff:7f00:1",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1"]) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("masks an address with a token, keeping its host", () => {
    expect(maskedUrl("https://hooks.slack.com/services/T000/B000/XXXXsecretabcd")).toBe("https://hooks.slack.com/••••abcd");
    expect(maskedUrl("https://h.example.com/x")).toBe("https://h.example.com/••••");
  });
});

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

describe("the guarded fetch of desk webhooks", () => {
  async function receiver() {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        hits.push(body);
        res.writeHead(204).end();
      });
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return { port: (server.address() as net.AddressInfo).port, hits };
  }

  it("refuses this machine, by address or by a name that resolves to it, unless allowed", async () => {
    const hook = await receiver();
    await expect(guardedFetch(false)(`http://127.0.0.1:${hook.port}/h`, { method: "POST", body: "x" })).rejects.toThrow(/private network/);
    await expect(guardedFetch(false)(`http://localhost:${hook.port}/h`, { method: "POST", body: "x" })).rejects.toThrow(/private network/);
    expect(hook.hits).toEqual([]);
    const res = await guardedFetch(true)(`http://localhost:${hook.port}/h`, {
      method: "POST",
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.status).toBe(204);
    expect(hook.hits).toEqual(["x"]);
  });
});

const lead: LeadRow = {
  id: 7,
  kind: "contact",
  status: "new",
  createdAt: "2025-01-01T00:00:00.000Z",
  page: "/contact",
  firstName: "Eve\r\nBcc: victim@evil.example",
  lastName: "<!channel>",
  name: "",
  email: "eve@example.com",
  phone: "",
  subject: "Hello\r\nBcc: victim@evil.example",
  message: "First line & <b>more</b>\nsecond",
  notifiedAt: null,
};

describe("messages built from what a visitor wrote", () => {
  it("a reply: one plain address, its subject one line, Reply-To the desk user", () => {
    const reply: LeadReply = {
      id: 3,
      leadId: 7,
      author: "bob@nexora.example",
      to: "eve@example.com",
      subject: replySubject(lead),
      body: "Thanks",
      createdAt: lead.createdAt,
      state: "pending",
      attempts: 0,
      deliveredAt: null,
      lastError: null,
    };
    expect(reply.subject).toBe("Re: Hello Bcc: victim@evil.example");
    const message = replyMessage(reply, lead, "leads@nexora.example", "nexora.example");
    expect(message.to).toEqual({ name: "Eve Bcc: victim@evil.example <!channel>", address: "eve@example.com" });
    expect(message.replyTo).toBe("bob@nexora.example");
    expect(() => replyMessage({ ...reply, to: "eve@example.com, victim@evil.example" }, lead, "x@nexora.example", "d")).toThrow(
      /plain address/,
    );
    expect(() => replyMessage({ ...reply, to: "eve@example.com\r\nBcc: v@evil.example" }, lead, "x@nexora.example", "d")).toThrow(
      /plain address/,
    );
    expect(replySubject({ subject: "", kind: "quote" })).toBe("Re: Your quote request");
    expect(replySubject({ subject: "Re: again", kind: "contact" })).toBe("Re: again");
  });

  it("a Slack message: the visitor's <, > and & escaped, so no mention or link of theirs works", () => {
    const { text } = slackPayload(lead, "https://www.nexora.example");
    expect(text).toContain("&lt;!channel&gt;");
    expect(text).toContain("> First line &amp; &lt;b&gt;more&lt;/b&gt;");
    expect(text).not.toContain("second");
    expect(text).toContain("<https://www.nexora.example/desk/leads/contact/7|Open lead 7 in the desk>");
  });
});
