// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Channel, LeadRow, OutboxEntry } from "../store/types";
import type { Delivery, NotificationChannel } from "./channel";
import { createOutboxWorker, type OutboxLog, type OutboxStore, type OutboxWorkerOptions } from "./worker";

/** An in-memory outbox with the store's lease semantics, on a clock the test moves. */
function fakeStore(clock: { now: number }) {
  const entries: (OutboxEntry & { leaseUntil: number; claimedBy: string | null })[] = [];
  const leads = new Map<number, LeadRow>();
  const calls = { claim: 0, complete: 0, fail: 0 };
  let failClaims = 0;
  const store: OutboxStore = {
    async claimOutbox(worker, leaseMs, limit, now = new Date(clock.now)) {
      calls.claim++;
      if (failClaims > 0) {
        failClaims--;
        throw new Error("database is locked");
      }
      const due = entries
        .filter((e) => e.state === "pending" && Date.parse(e.nextAttemptAt) <= now.getTime() && e.leaseUntil <= now.getTime())
        .slice(0, limit);
      for (const e of due) {
        e.leaseUntil = now.getTime() + leaseMs;
        e.claimedBy = worker;
      }
      return due.map((e) => ({ entry: { ...e }, lead: leads.get(e.leadId)! }));
    },
    async completeOutbox(id, now = new Date(clock.now)) {
      calls.complete++;
      const e = entries.find((x) => x.id === id)!;
      Object.assign(e, { state: "delivered", deliveredAt: now.toISOString(), leaseUntil: 0 });
    },
    async failOutbox(id, error, next) {
      calls.fail++;
      const e = entries.find((x) => x.id === id)!;
      Object.assign(e, {
        attempts: e.attempts + 1,
        lastError: error,
        leaseUntil: 0,
        ...(next ? { nextAttemptAt: next.toISOString() } : { state: "failed" }),
      });
    },
  };
  return {
    store,
    entries,
    calls,
    failNextClaims(n: number) {
      failClaims = n;
    },
    add(id: number, channels: Channel[] = ["email", "webhook"]) {
      const createdAt = new Date(clock.now).toISOString();
      leads.set(id, {
        id,
        kind: "contact",
        status: "new",
        createdAt,
        page: "/contact",
        firstName: "Ada",
        lastName: "",
        name: "",
        email: "a@example.com",
        phone: "",
        subject: "",
        message: "Hi",
        notifiedAt: null,
      });
      for (const channel of channels) {
        entries.push({
          id: entries.length + 1,
          leadId: id,
          channel,
          state: "pending",
          attempts: 0,
          nextAttemptAt: createdAt,
          lastError: null,
          deliveredAt: null,
          createdAt,
          leaseUntil: 0,
          claimedBy: null,
        });
      }
    },
  };
}

/** A channel that records deliveries; `behave` decides each one (throw to fail, or hang). */
function fakeChannel(name: Channel, behave: (lead: LeadRow, delivery: Delivery) => Promise<void> | void = () => undefined) {
  const delivered: { leadId: number; delivery: Delivery }[] = [];
  const attempts: number[] = [];
  const channel: NotificationChannel & { closed: boolean } = {
    name,
    closed: false,
    async deliver(lead, delivery) {
      attempts.push(lead.id);
      await behave(lead, delivery);
      delivered.push({ leadId: lead.id, delivery });
    },
    close() {
      channel.closed = true;
    },
  };
  return { channel, delivered, attempts };
}

const quietLog = (): OutboxLog & { lines: string[] } => {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
};

const workers: { stop(timeoutMs?: number): Promise<void> }[] = [];
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop(100);
  vi.useRealTimers();
});

function worker(options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, "store" | "channels">, clock?: { now: number }) {
  const w = createOutboxWorker({ log: quietLog(), random: () => 1, ...(clock ? { now: () => new Date(clock.now) } : {}), ...options });
  workers.push(w);
  return w;
}

describe("outbox worker", () => {
  it("delivers each entry once per channel and marks it delivered", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    for (const id of [1, 2, 3]) db.add(id);
    const email = fakeChannel("email");
    const webhook = fakeChannel("webhook");
    const w = worker({ store: db.store, channels: [email.channel, webhook.channel], batchSize: 2 }, clock);

    const reports = await w.runOnce();
    expect(reports).toHaveLength(6);
    expect(reports.every((r) => r.outcome === "delivered" && r.attempt === 1)).toBe(true);
    expect(email.delivered.map((d) => d.leadId).sort()).toEqual([1, 2, 3]);
    expect(webhook.delivered.map((d) => d.leadId).sort()).toEqual([1, 2, 3]);
    expect(db.entries.every((e) => e.state === "delivered")).toBe(true);
    expect(webhook.delivered.find((d) => d.leadId === 2)!.delivery).toMatchObject({
      attempt: 1,
      key: expect.stringMatching(/^lead-2-[0-9a-z]+-webhook$/),
    });

    expect(await w.runOnce()).toEqual([]);
    expect(email.attempts).toHaveLength(3);
  });

  it("retries a failed delivery after the backoff, without holding up the other channel", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    db.add(1);
    let smtpUp = false;
    const email = fakeChannel("email", () => {
      if (!smtpUp) throw new Error("connect ECONNREFUSED 127.0.0.1:2525");
    });
    const webhook = fakeChannel("webhook");
    const log = quietLog();
    const w = worker({ store: db.store, channels: [email.channel, webhook.channel], retry: { baseMs: 1000, capMs: 4000 }, log }, clock);

    const first = await w.runOnce();
    expect(first.find((r) => r.channel === "webhook")).toMatchObject({ outcome: "delivered" });
    expect(first.find((r) => r.channel === "email")).toMatchObject({
      outcome: "retrying",
      attempt: 1,
      error: "connect ECONNREFUSED 127.0.0.1:2525",
      nextAttemptAt: new Date(clock.now + 1000),
    });
    expect(db.entries[0]).toMatchObject({ state: "pending", attempts: 1, lastError: "connect ECONNREFUSED 127.0.0.1:2525" });
    expect(log.lines).toContain("outbox: lead #1 email attempt 1 failed: connect ECONNREFUSED 127.0.0.1:2525; next attempt in 1.0 s");

    clock.now += 999;
    expect(await w.runOnce()).toEqual([]); // not due yet
    clock.now += 1;
    expect(await w.runOnce()).toMatchObject([
      { channel: "email", outcome: "retrying", attempt: 2, nextAttemptAt: new Date(clock.now + 2000) },
    ]);
    clock.now += 2000;
    smtpUp = true;
    expect(await w.runOnce()).toMatchObject([{ channel: "email", outcome: "delivered", attempt: 3 }]);
    expect(email.delivered).toHaveLength(1);
    expect(webhook.delivered).toHaveLength(1);
    expect(db.entries.map((e) => e.state)).toEqual(["delivered", "delivered"]);
    expect(log.lines.join("\n")).not.toContain("a@example.com");
  });

  it("gives up after the last attempt: the entry is failed, with its error", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    db.add(1, ["webhook"]);
    const webhook = fakeChannel("webhook", () => {
      throw new Error("webhook: HTTP 503");
    });
    const w = worker({ store: db.store, channels: [webhook.channel], retry: { baseMs: 10, capMs: 10, maxAttempts: 3 } }, clock);
    for (let i = 0; i < 3; i++) {
      await w.runOnce();
      clock.now += 10;
    }
    expect(db.entries[0]).toMatchObject({ state: "failed", attempts: 3, lastError: "webhook: HTTP 503" });
    expect(await w.runOnce()).toEqual([]);
    expect(webhook.attempts).toHaveLength(3);
  });

  it("treats an entry for a channel this instance lacks as a failed attempt", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    db.add(1, ["webhook"]);
    const w = worker({ store: db.store, channels: [fakeChannel("email").channel] }, clock);
    expect(await w.runOnce()).toMatchObject([{ outcome: "retrying", error: "the webhook channel is not configured on this instance" }]);
  });

  it("never lets two workers deliver the same entry at the same time", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    for (let id = 1; id <= 20; id++) db.add(id);
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, Math.random() * 5));
    const a = { email: fakeChannel("email", slow), webhook: fakeChannel("webhook", slow) };
    const b = { email: fakeChannel("email", slow), webhook: fakeChannel("webhook", slow) };
    const wa = worker({ store: db.store, channels: [a.email.channel, a.webhook.channel], workerId: "a", batchSize: 3 }, clock);
    const wb = worker({ store: db.store, channels: [b.email.channel, b.webhook.channel], workerId: "b", batchSize: 3 }, clock);
    await Promise.all([wa.runOnce(), wb.runOnce(), wa.runOnce()]);
    for (const channel of ["email", "webhook"] as const) {
      const ids = [...a[channel].delivered, ...b[channel].delivered].map((d) => d.leadId).sort((x, y) => x - y);
      expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    }
    expect(a.email.delivered.length).toBeGreaterThan(0);
    expect(b.email.delivered.length).toBeGreaterThan(0);
  });

  it("leaves an entry claimed by a worker killed mid-delivery alone until its lease runs out, then delivers it", async () => {
    const clock = { now: Date.parse("2025-06-01T10:00:00Z") };
    const db = fakeStore(clock);
    db.add(1, ["webhook"]);
    const hung = fakeChannel("webhook", () => new Promise<void>(() => undefined)); // the process dies here
    const killed = createOutboxWorker({
      store: db.store,
      channels: [hung.channel],
      workerId: "killed",
      leaseMs: 60_000,
      log: quietLog(),
      now: () => new Date(clock.now),
    });
    void killed.runOnce();
    await vi.waitFor(() => expect(hung.attempts).toEqual([1]));
    expect(db.entries[0]).toMatchObject({ claimedBy: "killed", state: "pending" });

    const other = fakeChannel("webhook");
    const w = worker({ store: db.store, channels: [other.channel], workerId: "restarted", leaseMs: 60_000 }, clock);
    clock.now += 59_999;
    expect(await w.runOnce()).toEqual([]);
    expect(other.attempts).toEqual([]);
    clock.now += 1;
    expect(await w.runOnce()).toMatchObject([{ leadId: 1, outcome: "delivered", attempt: 1 }]);
    expect(db.entries[0]).toMatchObject({ claimedBy: "restarted", state: "delivered" });
  });

  it("delivers right away when woken after a commit, and polls for what comes due later", async () => {
    const clock = { now: Date.now() };
    const db = fakeStore(clock);
    const email = fakeChannel("email");
    const w = worker({ store: db.store, channels: [email.channel], pollMs: 60_000 });
    w.start();
    await vi.waitFor(() => expect(db.calls.claim).toBe(1));
    db.add(1, ["email"]);
    w.wake();
    await vi.waitFor(() => expect(email.delivered.map((d) => d.leadId)).toEqual([1]));

    const polling = worker({ store: db.store, channels: [email.channel], pollMs: 50 });
    polling.start();
    clock.now = Date.now();
    db.add(2, ["email"]); // no wake-up: found by the next poll
    await vi.waitFor(() => expect(email.delivered.map((d) => d.leadId)).toEqual([1, 2]));
  });

  it("runs one pass at a time and another after it when woken during it", async () => {
    const db = fakeStore({ now: Date.now() });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const email = fakeChannel("email", () => gate);
    const w = worker({ store: db.store, channels: [email.channel], pollMs: 60_000 });
    db.add(1, ["email"]);
    w.start();
    await vi.waitFor(() => expect(email.attempts).toEqual([1]));
    db.entries[0].nextAttemptAt = new Date(0).toISOString();
    db.add(2, ["email"]);
    w.wake();
    w.wake();
    await new Promise((r) => setTimeout(r, 20));
    expect(email.attempts).toEqual([1]); // the second pass waits for the first
    release();
    await vi.waitFor(() => expect(email.delivered.map((d) => d.leadId)).toEqual([1, 2]));
  });

  it("keeps polling after the store fails", async () => {
    const db = fakeStore({ now: Date.now() });
    db.failNextClaims(2);
    db.add(1, ["email"]);
    const email = fakeChannel("email");
    const log = quietLog();
    const w = worker({ store: db.store, channels: [email.channel], pollMs: 20, log });
    w.start();
    await vi.waitFor(() => expect(email.delivered).toHaveLength(1));
    expect(log.lines.filter((l) => l === "outbox: pass failed: database is locked")).toHaveLength(2);
  });

  it("stops: finishes the delivery under way, claims nothing more, closes its channels", async () => {
    const db = fakeStore({ now: Date.now() });
    db.add(1, ["email"]);
    let release!: () => void;
    const email = fakeChannel("email", () => new Promise<void>((resolve) => (release = resolve)));
    const w = worker({ store: db.store, channels: [email.channel], pollMs: 10 });
    w.start();
    await vi.waitFor(() => expect(email.attempts).toEqual([1]));
    db.add(2, ["email"]);
    const stopped = w.stop(5_000);
    let done = false;
    void stopped.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toBe(false);
    release();
    await stopped;
    expect(db.entries[0].state).toBe("delivered");
    expect(db.entries[1].state).toBe("pending");
    expect(email.attempts).toEqual([1]);
    expect(email.channel.closed).toBe(true);
    const claims = db.calls.claim;
    w.wake();
    await new Promise((r) => setTimeout(r, 40));
    expect(db.calls.claim).toBe(claims);
  });

  it("stops within its bound when a delivery hangs; the entry keeps its lease", async () => {
    const db = fakeStore({ now: Date.now() });
    db.add(1, ["email"]);
    const email = fakeChannel("email", () => new Promise<void>(() => undefined));
    const log = quietLog();
    const w = worker({ store: db.store, channels: [email.channel], log });
    w.start();
    await vi.waitFor(() => expect(email.attempts).toEqual([1]));
    const started = Date.now();
    await w.stop(100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(db.entries[0]).toMatchObject({ state: "pending", attempts: 0 });
    expect(db.entries[0].leaseUntil).toBeGreaterThan(Date.now());
    expect(log.lines).toContain("outbox: deliveries still under way after 100 ms; they are retried once their lease runs out");
  });
});
