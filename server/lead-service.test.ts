// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "./config";
import { createLeadService, type LeadServiceOptions } from "./lead-service";
import { testDatabase } from "../tests/support/postgres-for-tests";
import { openStore } from "./store";
import { deadSmtpUrl, startTestSmtp } from "./test-smtp";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function service(overrides: Partial<LeadServiceOptions> = {}) {
  const leads = createLeadService({ databasePath: ":memory:", rateLimit: { limit: 5, windowMs: 60_000 }, minFillMs: 0, ...overrides });
  cleanups.push(() => leads.close());
  return leads;
}

/** The outbox's options from these variables, as the server reads them. */
const outboxFrom = (env: NodeJS.ProcessEnv) => loadConfig(env).outbox;

/** A message as a person reads it: encoded header words (RFC 2047) and a quoted-printable body decoded. */
function readableMail(raw: string): string {
  // Space between two encoded words (a folded header) is not part of the text.
  const words = raw.replace(/\?=\r?\n?[ \t]+=\?/g, "?==?").replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
  const body = words
    .replace(/=\r?\n/g, "")
    .replace(/(?:=[0-9A-F]{2})+/gi, (run) => Buffer.from(run.replace(/=/g, ""), "hex").toString("utf8"));
  return body.replace(/\r\n/g, "\n");
}

const quote = {
  kind: "quote" as const,
  page: "/service/service-details",
  ipHash: "h",
  fields: { name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "Please quote\nline 2" },
};

// The options from the environment (config.leads): server/config.test.ts.
describe("lead service", () => {
  it("does not touch the disk until first used", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-lazy-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const leads = service({ databasePath: file });
    expect(fs.existsSync(file)).toBe(false);
    await leads.save(quote);
    expect(fs.existsSync(file)).toBe(true);
  });

  it("answers ping while open and rejects once closed", async () => {
    const leads = createLeadService({ databasePath: ":memory:", rateLimit: { limit: 1, windowMs: 1 }, minFillMs: 0 });
    await expect(leads.ping()).resolves.toBeUndefined();
    await leads.close();
    await expect(leads.ping()).rejects.toThrow(/closed/);
  });

  it("keeps its IP salt in the database, so hashes survive a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-salt-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const first = createLeadService({ databasePath: file, rateLimit: { limit: 1, windowMs: 1 }, minFillMs: 0 });
    const hash = await first.hashIp("203.0.113.1");
    await first.save(quote);
    await first.close();
    const second = service({ databasePath: file });
    expect(await second.hashIp("203.0.113.1")).toBe(hash);
    expect(await second.list()).toHaveLength(1);
  });

  it("stores each new lead with one outbox entry per configured channel", async () => {
    const leads = service({ channels: ["webhook", "email"] });
    const { id } = await leads.save(quote);
    await leads.save({ kind: "subscribe", page: "/home2", ipHash: "h", fields: { email: "ada@example.com" } });
    await leads.save({ kind: "subscribe", page: "/home2", ipHash: "h", fields: { email: "Ada@example.com" } });
    const entries = await (await leads.store()).listOutbox();
    expect(entries.map((e) => e.channel)).toEqual(["webhook", "email", "webhook", "email"]);
    expect(entries[0]).toMatchObject({ leadId: id, state: "pending" });
  });

  it("counts submissions in the store: atomically, and across a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-limit-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const first = createLeadService({ databasePath: file, rateLimit: { limit: 3, windowMs: 60_000 }, minFillMs: 0 });
    const waits = await Promise.all(Array.from({ length: 5 }, () => first.consume("contact:h")));
    expect(waits.filter((w) => w === 0)).toHaveLength(3);
    expect(await first.retryAfter("contact:h")).toBeGreaterThan(55);
    expect(await first.retryAfter("quote:h")).toBe(0);
    await first.close();
    const second = service({ databasePath: file, rateLimit: { limit: 3, windowMs: 60_000 } });
    expect(await second.consume("contact:h")).toBeGreaterThan(55);
  });

  it("shares the salt, the rate limit and the subscribers of one PostgreSQL database between instances", async () => {
    const databaseUrl = await testDatabase();
    const instance = () => service({ databaseUrl, rateLimit: { limit: 4, windowMs: 60_000 } });
    const [a, b] = [instance(), instance()];
    await Promise.all([a.open(), b.open()]);
    expect(await a.hashIp("203.0.113.9")).toBe(await b.hashIp("203.0.113.9"));
    const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).consume("subscribe:x")));
    expect(waits.filter((w) => w === 0)).toHaveLength(4);
    const subscribe = (email: string) => ({ kind: "subscribe" as const, page: "/home2", ipHash: "h", fields: { email } });
    const saved = await Promise.all(
      ["ada@example.com", "ADA@example.com", "Ada@Example.com", "ada@EXAMPLE.com"].map((email, i) =>
        (i % 2 ? a : b).save(subscribe(email)),
      ),
    );
    expect(saved.filter((s) => s.created)).toHaveLength(1);
    expect(await a.list()).toHaveLength(1);
    await expect(b.ping()).resolves.toBeUndefined();
  });

  it("deletes leads older than LEADS_RETENTION_DAYS when it opens, and then daily", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    cleanups.push(() => void vi.useRealTimers());
    const day = 86_400_000;
    vi.setSystemTime(new Date("2025-06-01T00:00:00Z"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-retention-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const seed = await openStore({ databasePath: file });
    const ago = (days: number) => new Date(Date.now() - days * day);
    await seed.insertLeads([{ ...quote, fields: { ...quote.fields, message: "31 days" } }], [], ago(31));
    await seed.insertLeads([{ ...quote, fields: { ...quote.fields, message: "29.5 days" } }], [], ago(29.5));
    await seed.insertLeads([{ ...quote, fields: { ...quote.fields, message: "today" } }], [], ago(0));
    await seed.close();
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());

    const leads = service({ databasePath: file, retentionDays: 30 });
    await leads.open();
    expect((await leads.list()).map((l) => l.message)).toEqual(["today", "29.5 days"]);
    expect(info).toHaveBeenCalledWith("Retention: deleted 1 lead older than 30 days.");
    await vi.advanceTimersByTimeAsync(day);
    await vi.waitFor(async () => expect((await leads.list()).map((l) => l.message)).toEqual(["today"]));
  });

  it("deletes desk audit entries older than DESK_AUDIT_DAYS when it opens, and then daily, keeping the leads", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    cleanups.push(() => void vi.useRealTimers());
    const day = 86_400_000;
    vi.setSystemTime(new Date("2025-06-01T00:00:00Z"));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-retention-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const seed = await openStore({ databasePath: file });
    const ago = (days: number) => new Date(Date.now() - days * day);
    for (const days of [400, 364.5, 0]) {
      await seed.desk.audit({ actor: "cli", action: "export", target: "", detail: `${days} days` }, ago(days));
    }
    await seed.insertLeads([quote], [], ago(400));
    await seed.close();
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());

    const leads = service({ databasePath: file, auditRetentionDays: 365 });
    await leads.open();
    const details = async () => (await (await leads.store()).desk.listAudit({ limit: 10, offset: 0 })).rows.map((r) => r.detail);
    expect(await details()).toEqual(["0 days", "364.5 days"]);
    expect(info).toHaveBeenCalledWith("Retention: deleted 1 audit entry older than 365 days.");
    expect(await leads.list()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(day);
    await vi.waitFor(async () => expect(await details()).toEqual(["0 days"]));
  });

  it("keeps every lead without LEADS_RETENTION_DAYS", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-forever-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const seed = await openStore({ databasePath: file });
    await seed.insertLeads([quote], [], new Date("2001-01-01T00:00:00Z"));
    await seed.close();
    const leads = service({ databasePath: file });
    await leads.open();
    expect(await leads.list()).toHaveLength(1);
  });

  it("e-mails each new lead and records that it was sent", async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());
    const leads = service({ outbox: outboxFrom({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com" }) });
    const { id } = await leads.save(quote);
    const second = await leads.save({ ...quote, fields: { ...quote.fields, email: "grace@example.com" } });
    await smtp.waitFor(2);
    await vi.waitFor(async () => expect((await leads.list()).every((lead) => lead.notifiedAt)).toBe(true));
    expect((await (await leads.store()).listOutbox()).map((e) => [e.leadId, e.channel, e.state])).toEqual([
      [id, "email", "delivered"],
      [second.id, "email", "delivered"],
    ]);
    expect(smtp.received).toHaveLength(2);
    const mail = smtp.received.find((m) => m.raw.includes(`(#${id})`))!;
    expect(mail.to).toEqual(["sales@example.com"]);
    expect(mail.raw).toMatch(/Subject: New quote request from Ada Lovelace \(#1\)/);
    expect(mail.raw).toMatch(/Reply-To: ada@example.com/);
    expect(mail.raw).toContain("Please quote");
  });

  it("asks a subscriber to confirm by e-mail, in their language, and tells the team only once they did (double opt-in)", async () => {
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());
    const env = { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com", SITE_URL: "https://nexora.example.org" };
    const leads = service({ outbox: outboxFrom(env) });
    expect(leads.confirmsSubscriptions).toBe(true);
    const subscription = { kind: "subscribe" as const, page: "/de/home2", ipHash: "h", fields: { email: "ada@example.com" } };
    const { id } = await leads.save(subscription);
    // Subscribing again within the hour: no second link (nobody can flood an inbox through the form).
    expect((await leads.save({ ...subscription, fields: { email: "ADA@example.com" } })).created).toBe(false);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(["ada@example.com"]);
    const text = readableMail(mail.raw);
    expect(text).toMatch(/^Subject: Bitte bestätigen Sie Ihr Abonnement bei Nexora$/m);
    expect(text).toContain("Der Link gilt sieben Tage.");
    const link = /https:\/\/nexora\.example\.org\/de\/newsletter\/confirm\?token=([\w.-]+)/.exec(text);
    expect(link).not.toBeNull();
    const store = await leads.store();
    expect((await store.desk.getLead(id))?.confirmedAt).toBeNull();
    expect((await store.desk.counts(null)).newSince.subscribe).toBe(0);

    expect(await leads.checkConfirmation(link![1])).toBe("valid");
    expect(await leads.checkConfirmation(`${link![1]}x`)).toBe("invalid");
    expect(await leads.confirmSubscription(link![1])).toBe("confirmed");
    expect(await leads.confirmSubscription(link![1])).toBe("already");
    await smtp.waitFor(2);
    expect(smtp.received[1].to).toEqual(["sales@example.com"]);
    expect(smtp.received[1].raw).toMatch(/Subject: New subscriber from ada@example.com/);
    expect((await store.desk.getLead(id))?.confirmedAt).not.toBeNull();
    expect((await store.desk.counts(null)).newSince.subscribe).toBe(1);
    await vi.waitFor(async () =>
      expect((await store.listOutbox()).map((e) => [e.channel, e.state])).toEqual([
        ["confirm", "delivered"],
        ["email", "delivered"],
      ]),
    );
  });

  it("deletes subscriptions left unconfirmed for seven days when it opens, with no retention setting", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-unconfirmed-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const seed = await openStore({ databasePath: file });
    const subscription = (email: string) => ({ kind: "subscribe" as const, page: "/home2", ipHash: "h", fields: { email }, confirm: true });
    const day = 86_400_000;
    await seed.insertLeads([subscription("old@example.com")], [], new Date(Date.now() - 7 * day - 60_000));
    await seed.insertLeads([subscription("recent@example.com")], [], new Date(Date.now() - 6 * day));
    await seed.insertLeads([{ ...quote, fields: { ...quote.fields, email: "q@example.com" } }], [], new Date(Date.now() - 30 * day));
    await seed.close();
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());
    const leads = service({ databasePath: file });
    await leads.open();
    expect((await leads.list()).map((lead) => lead.email).sort()).toEqual(["q@example.com", "recent@example.com"]);
    expect(info).toHaveBeenCalledWith("Retention: deleted 1 unconfirmed subscription (link expired).");
  });

  it("keeps the lead and does not wait when the mail server is down; the outbox retries", async () => {
    const log = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    cleanups.push(() => log.mockRestore());
    const leads = service({
      outbox: outboxFrom({ SMTP_URL: await deadSmtpUrl(), LEADS_NOTIFY_TO: "sales@example.com", OUTBOX_RETRY_BASE_MS: "60000" }),
    });
    const started = Date.now();
    const { id } = await leads.save(quote);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await leads.list()).toMatchObject([{ id, notifiedAt: null }]);
    await vi.waitFor(
      () =>
        expect(log).toHaveBeenCalledWith(
          expect.stringMatching(new RegExp(`^outbox: lead #${id} email attempt 1 failed: .*; next attempt in \\d+ s$`)),
        ),
      { timeout: 5000 },
    );
    expect(await leads.list()).toMatchObject([{ id, notifiedAt: null }]);
    expect(await (await leads.store()).listOutbox()).toMatchObject([
      { leadId: id, channel: "email", state: "pending", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) },
    ]);
  });

  it("delivers what was left undelivered before a restart as soon as it opens", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-outbox-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true }));
    const file = path.join(dir, "leads.sqlite");
    const seed = await openStore({ databasePath: file });
    await seed.insertLeads([quote], ["email"]);
    await seed.close();
    const smtp = await startTestSmtp();
    cleanups.push(smtp.close);
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    cleanups.push(() => info.mockRestore());
    const leads = service({ databasePath: file, outbox: outboxFrom({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com" }) });
    await leads.open();
    await smtp.waitFor(1);
    await vi.waitFor(async () => expect((await leads.list())[0].notifiedAt).not.toBeNull());
    expect(info).toHaveBeenCalledWith("outbox: lead #1 email delivered (attempt 1)");
  });
});
