// @vitest-environment node
/**
 * The inbox's part of the lead store (inbox-types.ts), run against every backend as desk.contract.test.ts runs the
 * desk's: notification settings, each delivery attempt, replies through the outbox, notes, owners and the leads of
 * one address. Each test gets a fresh, empty database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import type { AuditInput } from "./desk-types";
import { createPostgresStore } from "./postgres";
import { createSqliteStore } from "./sqlite";
import type { LeadStore, NewLead } from "./types";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-contract-"));
let n = 0;
const backends: [string, () => Promise<() => LeadStore>][] = [
  ["sqlite", async () => () => createSqliteStore(path.join(dir, `leads-${++n}.sqlite`))],
  [
    "postgres",
    async () => {
      const url = await testDatabase();
      return () => createPostgresStore(url, { poolSize: 4 });
    },
  ],
];
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const lead = (kind: NewLead["kind"], email: string, message = "Hello"): NewLead => ({
  kind,
  page: "/contact",
  ipHash: "h",
  fields: kind === "subscribe" ? { email } : { email, name: "Ada", message },
});
const T0 = new Date("2025-06-01T12:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
const act = (action: string, target = "", detail = ""): AuditInput => ({ actor: "ada@example.com", action, target, detail });

describe.each(backends)("%s inbox store", (_name, fresh) => {
  let store: LeadStore;

  beforeEach(async () => {
    store = (await fresh())();
    await store.migrate();
  });
  afterEach(async () => {
    await store.close();
  });

  async function actions(): Promise<string[]> {
    return (await store.desk.listAudit({ limit: 100, offset: 0 })).rows.map((r) => `${r.action} ${r.target}: ${r.detail}`).reverse();
  }

  async function user(email: string) {
    const u = await store.desk.createUser({ email, role: "editor", passwordHash: "h" }, act("user-add"), T0);
    return u!;
  }

  it("keeps the notification settings an admin set, removes one set to blank, and audits each change", async () => {
    expect(await store.inbox.notifySettings()).toEqual({ values: {}, updatedAt: null, updatedBy: null });
    await store.inbox.saveNotifySettings(
      { "to.contact": "sales@example.com", "webhook.url": "https://hooks.example.com/x", "webhook.format": "slack" },
      act("notify-settings", "notifications", "recipients of contact, webhook"),
      T0,
    );
    expect(await store.inbox.notifySettings()).toEqual({
      values: { "to.contact": "sales@example.com", "webhook.url": "https://hooks.example.com/x", "webhook.format": "slack" },
      updatedAt: T0.toISOString(),
      updatedBy: "ada@example.com",
    });
    await store.inbox.saveNotifySettings({ "webhook.url": "", "to.quote": "quotes@example.com" }, act("notify-settings"), later(1000));
    const after = await store.inbox.notifySettings();
    expect(after.values).toEqual({ "to.contact": "sales@example.com", "to.quote": "quotes@example.com", "webhook.format": "slack" });
    expect(after.updatedAt).toBe(later(1000).toISOString());
    expect(await actions()).toEqual(["notify-settings notifications: recipients of contact, webhook", "notify-settings : "]);
  });

  it("gives each kind the channels chosen for it, and records every delivery attempt on the lead's timeline", async () => {
    const channels = (kind: string) => (kind === "quote" ? (["email", "webhook"] as const) : (["webhook"] as const));
    const [a, b] = await store.insertLeads([lead("contact", "a@example.com"), lead("quote", "b@example.com")], channels, T0);
    const entries = await store.listOutbox();
    expect(entries.map((e) => [e.leadId, e.channel])).toEqual([
      [a.id, "webhook"],
      [b.id, "email"],
      [b.id, "webhook"],
    ]);
    const webhookOfA = entries[0];
    await store.failOutbox(webhookOfA.id, "webhook: HTTP 500", later(5000), later(1000));
    await store.completeOutbox(webhookOfA.id, later(6000));
    // A second completion (a copy after a lease ran out) is not another attempt.
    await store.completeOutbox(webhookOfA.id, later(7000));
    expect(await store.inbox.deliveryAttempts(a.id)).toEqual([
      {
        id: expect.any(Number),
        outboxId: webhookOfA.id,
        channel: "webhook",
        attempt: 1,
        at: later(1000).toISOString(),
        ok: false,
        error: "webhook: HTTP 500",
        replyId: null,
      },
      {
        id: expect.any(Number),
        outboxId: webhookOfA.id,
        channel: "webhook",
        attempt: 2,
        at: later(6000).toISOString(),
        ok: true,
        error: null,
        replyId: null,
      },
    ]);
    expect(await store.inbox.deliveryAttempts(b.id)).toEqual([]);
    // A lead's erasure takes its attempts with it.
    expect(await store.eraseEmail("A@example.com")).toBe(1);
    expect(await store.inbox.deliveryAttempts(a.id)).toEqual([]);
  });

  it("queues a reply through the outbox, one entry per reply, and reads it back for its channel", async () => {
    const [a] = await store.insertLeads([lead("contact", "a@example.com")], ["email"], T0);
    const reply = { author: "ada@example.com", to: "a@example.com", subject: "Re: Hello", body: "Thanks!" };
    const first = await store.inbox.queueReply(a.id, reply, act("lead-reply", `lead ${a.id}`), later(1000));
    const second = await store.inbox.queueReply(a.id, { ...reply, body: "And again." }, act("lead-reply", `lead ${a.id}`), later(2000));
    expect(first).toEqual(expect.any(Number));
    expect(await store.inbox.queueReply(a.id + 1000, reply, act("lead-reply"), later(2000))).toBeUndefined();
    const outbox = await store.listOutbox();
    expect(outbox.map((e) => e.channel)).toEqual(["email", "reply", "reply"]);
    const claimed = await store.claimOutbox("w", 60_000, 10, later(3000));
    expect(claimed.map((c) => c.entry.channel).sort()).toEqual(["email", "reply", "reply"]);
    const replyEntry = outbox[1];
    expect(await store.inbox.replyOf(replyEntry.id)).toMatchObject({ id: first, leadId: a.id, ...reply, state: "pending", attempts: 0 });
    expect(await store.inbox.replyOf(outbox[0].id)).toBeUndefined();
    await store.completeOutbox(replyEntry.id, later(4000));
    const replies = await store.inbox.replies(a.id);
    expect(replies).toEqual([
      {
        id: first,
        leadId: a.id,
        ...reply,
        createdAt: later(1000).toISOString(),
        state: "delivered",
        attempts: 1,
        deliveredAt: later(4000).toISOString(),
        lastError: null,
      },
      expect.objectContaining({ id: second, body: "And again.", state: "pending" }),
    ]);
    expect((await store.inbox.deliveryAttempts(a.id)).map((x) => [x.channel, x.ok, x.replyId])).toEqual([["reply", true, first]]);
    // Replying does not mark the lead notified (that is the team's e-mail).
    expect((await store.get(a.id))!.notifiedAt).toBeNull();
    expect(await actions()).toEqual([`lead-reply lead ${a.id}: `, `lead-reply lead ${a.id}: `]);
    // A lead's erasure takes its replies and their entries with it.
    await store.eraseEmail("a@example.com");
    expect(await store.listOutbox()).toEqual([]);
    expect(await store.inbox.replies(a.id)).toEqual([]);
  });

  it("keeps notes with who and when, audited, and none for a lead that is gone", async () => {
    const [a] = await store.insertLeads([lead("contact", "a@example.com")], [], T0);
    expect(
      await store.inbox.addNote(
        a.id,
        { author: "ada@example.com", body: "Called, no answer." },
        act("lead-note", `lead ${a.id}`),
        later(1000),
      ),
    ).toBe(true);
    expect(
      await store.inbox.addNote(
        a.id,
        { author: "bob@example.com", body: "Sent the offer." },
        act("lead-note", `lead ${a.id}`),
        later(2000),
      ),
    ).toBe(true);
    expect(await store.inbox.addNote(a.id + 1000, { author: "x", body: "y" }, act("lead-note"), later(2000))).toBe(false);
    expect(await store.inbox.notes(a.id)).toEqual([
      { id: expect.any(Number), leadId: a.id, author: "ada@example.com", body: "Called, no answer.", createdAt: later(1000).toISOString() },
      { id: expect.any(Number), leadId: a.id, author: "bob@example.com", body: "Sent the offer.", createdAt: later(2000).toISOString() },
    ]);
    expect(await actions()).toEqual([`lead-note lead ${a.id}: `, `lead-note lead ${a.id}: `]);
    await store.eraseEmail("a@example.com");
    expect(await store.inbox.notes(a.id)).toEqual([]);
  });

  it("gives a lead to an active desk user or to nobody, audited, and lists a person's own leads", async () => {
    const [a, b] = await store.insertLeads([lead("contact", "a@example.com"), lead("contact", "b@example.com")], [], T0);
    const grace = await user("grace@example.com");
    const off = await user("off@example.com");
    await store.desk.updateUser(off.id, { disabled: true }, act("user-disable"), T0);
    expect(await store.inbox.owner(a.id)).toBeNull();
    expect(await store.inbox.owner(a.id + 1000)).toBeUndefined();
    expect(await store.inbox.setOwner(a.id, grace.id, act("lead-owner", `lead ${a.id}`, "nobody → grace@example.com"), T0)).toBe(true);
    expect(await store.inbox.setOwner(b.id, off.id, act("lead-owner"), T0)).toBe(false);
    expect(await store.inbox.setOwner(b.id, grace.id + 1000, act("lead-owner"), T0)).toBe(false);
    expect(await store.inbox.setOwner(a.id + 1000, grace.id, act("lead-owner"), T0)).toBe(false);
    expect(await store.inbox.owner(a.id)).toEqual({ id: grace.id, email: "grace@example.com" });
    const mine = await store.desk.listLeads({ kind: "contact", ownerId: grace.id }, { limit: 10, offset: 0 });
    expect(mine.rows.map((r) => r.id)).toEqual([a.id]);
    expect(mine.total).toBe(1);
    expect((await store.desk.listLeads({ kind: "contact", ownerId: off.id }, { limit: 10, offset: 0 })).total).toBe(0);
    expect(await store.inbox.setOwner(a.id, null, act("lead-owner", `lead ${a.id}`, "grace@example.com → nobody"), T0)).toBe(true);
    expect(await store.inbox.owner(a.id)).toBeNull();
    expect((await actions()).filter((x) => x.startsWith("lead-owner"))).toEqual([
      `lead-owner lead ${a.id}: nobody → grace@example.com`,
      `lead-owner lead ${a.id}: grace@example.com → nobody`,
    ]);
  });

  it("links the leads of one address, any case, newest first, with how many in all", async () => {
    const saved = await store.insertLeads(
      [lead("contact", "Ada@Example.com", "one"), lead("quote", "ada@example.com", "two"), lead("contact", "bob@example.com")],
      [],
      T0,
    );
    const [third] = await store.insertLeads([lead("subscribe", "ADA@example.com")], [], later(1000));
    expect(await store.inbox.sameAddress(saved[0].id, 10)).toEqual({
      rows: [
        { id: third.id, kind: "subscribe", createdAt: later(1000).toISOString(), deskStatus: "new" },
        { id: saved[1].id, kind: "quote", createdAt: T0.toISOString(), deskStatus: "new" },
      ],
      total: 2,
    });
    expect(await store.inbox.sameAddress(saved[0].id, 1)).toEqual({ rows: [expect.objectContaining({ id: third.id })], total: 2 });
    expect(await store.inbox.sameAddress(saved[2].id, 10)).toEqual({ rows: [], total: 0 });
    expect(await store.inbox.sameAddress(99_999, 10)).toEqual({ rows: [], total: 0 });
  });
});
