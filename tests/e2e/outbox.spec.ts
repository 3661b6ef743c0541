/**
 * The notification outbox against the real production server:
 *
 * - fault test: the mail server and the webhook receiver are down while 20 leads arrive, the
 *   server is restarted, the receivers come back: every lead reaches each channel exactly once;
 * - kill test: SIGKILL in the middle of a burst of posts; after a restart every post that was
 *   answered with success is stored and its notifications are delivered.
 *
 * Short backoff settings (OUTBOX_RETRY_BASE_MS…) keep them fast. The webhook receiver is a
 * small HTTP server here that checks every signature itself (HMAC-SHA256 over "<t>.<body>").
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../server/spawn-server";
import { createSqliteStore } from "../../server/store/sqlite";
import type { LeadRow, OutboxEntry } from "../../server/store/types";
import { startTestSmtp, type ReceivedMail } from "../../server/test-smtp";
import { expect, formPost, jsonPost, startFormsServer, tempDatabasePath, test, type FormsServer } from "./forms-support";

const SECRET = "outbox-e2e-secret-0123456789";

interface Hook {
  leadId: number;
  key: string;
  signatureOk: boolean;
}

/** A webhook receiver on a fixed port; answers 204 after `delayMs`. */
async function startWebhookReceiver(port: number, delayMs = 0) {
  const received: Hook[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(req.headers["x-nexora-signature"])) ?? [];
      const expected = t ? crypto.createHmac("sha256", SECRET).update(`${t}.${body}`).digest("hex") : "";
      const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
      received.push({
        leadId: (JSON.parse(body) as { lead: { id: number } }).lead.id,
        key: String(req.headers["idempotency-key"]),
        signatureOk: Boolean(v1) && v1 === expected && fresh,
      });
      setTimeout(() => res.writeHead(204).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The lead an e-mail is about: the team's name it in the subject; a subscriber's confirmation e-mail (double opt-in:
 * with SMTP set, subscriptions wait for it and tell the team only once confirmed) goes to the subscriber.
 */
function mailLeadId(mail: ReceivedMail, leads: LeadRow[]): number {
  const numbered = /^Subject: .*\(#(\d+)\)$/m.exec(mail.raw)?.[1];
  if (numbered) return Number(numbered);
  return leads.find((lead) => lead.kind === "subscribe" && mail.to.includes(lead.email))?.id ?? Number.NaN;
}

/** Each lead's outbox entries: the team's two channels, or a waiting subscription's confirmation alone. */
const entriesFor = (leads: LeadRow[]) => leads.reduce((n, lead) => n + (lead.kind === "subscribe" ? 1 : 2), 0);
const toTeam = (leads: LeadRow[]) => leads.filter((lead) => lead.kind !== "subscribe").map((lead) => lead.id);

function mailKey(mail: ReceivedMail): string {
  return /^Message-ID: <([^>]+)>/im.exec(mail.raw)?.[1] ?? "";
}

async function outbox(databasePath: string): Promise<OutboxEntry[]> {
  const store = createSqliteStore(databasePath);
  try {
    return await store.listOutbox();
  } finally {
    await store.close();
  }
}

/** How many deliveries each lead got. */
function countByLead(ids: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

interface Scenario {
  smtpPort: number;
  hookPort: number;
  /** The server's settings: both channels on those ports, short backoff and lease. */
  env: Record<string, string>;
  databasePath: string;
  /** Runs `cleanup` when the test ends (last deferred, first run). */
  defer(cleanup: () => Promise<unknown>): void;
}

/** Runs `fn` with free ports for the receivers, a throwaway database and the server's settings; cleans up after it. */
async function scenario(fn: (s: Scenario) => Promise<void>) {
  test.setTimeout(120_000);
  const smtpPort = await freePort();
  const hookPort = await freePort();
  const databasePath = tempDatabasePath();
  const cleanups: (() => Promise<unknown>)[] = [async () => fs.rmSync(path.dirname(databasePath), { recursive: true, force: true })];
  try {
    await fn({
      smtpPort,
      hookPort,
      databasePath,
      defer: (cleanup) => cleanups.unshift(cleanup),
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LEADS_NOTIFY_TO: "sales@example.com",
        LEADS_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hooks/leads`,
        LEADS_WEBHOOK_SECRET: SECRET,
        LEADS_WEBHOOK_TIMEOUT_MS: "1000",
        OUTBOX_RETRY_BASE_MS: "100",
        OUTBOX_RETRY_CAP_MS: "800",
        OUTBOX_POLL_MS: "100",
        OUTBOX_LEASE_MS: "3000",
      },
    });
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}

/** Lead number i of a burst: the four kinds in turn, each with its own e-mail address. */
function post(server: FormsServer, i: number, tag: string) {
  const email = `${tag}.${i}@example.com`;
  const name = `Lead ${i}`;
  switch (i % 4) {
    case 0:
      return { email, answer: formPost(server, "/contact", { kind: "contact", formId: "c", firstName: name, email, message: "Hello" }) };
    case 1:
      return {
        email,
        answer: jsonPost(server, "/service/service-details", { kind: "quote", formId: "q", name, email, message: "Price?" }),
      };
    case 2:
      return { email, answer: formPost(server, "/home2", { kind: "subscribe", formId: "s", email }) };
    default:
      return {
        email,
        answer: formPost(server, "/blog/blog-details", { kind: "comment", formId: "m", firstName: name, email, message: "Nice" }),
      };
  }
}

test.describe.configure({ mode: "serial" });

test("fault: with the mail server and the webhook receiver down, 20 leads survive a restart and reach each channel exactly once", () =>
  scenario(async ({ smtpPort, hookPort, env, databasePath, defer }) => {
    const first = await startFormsServer(env, databasePath);
    defer(() => first.stop());
    for (let i = 0; i < 20; i++) {
      const { answer } = post(first, i, "fault");
      expect([200, 303]).toContain((await answer).status);
    }
    expect(first.leads()).toHaveLength(20);
    const expected = entriesFor(first.leads());
    expect(expected).toBe(35);
    // Every channel is tried and fails (connection refused) for every lead.
    await expect.poll(async () => (await outbox(databasePath)).filter((e) => e.attempts >= 2).length, { timeout: 20_000 }).toBe(expected);
    expect((await outbox(databasePath)).every((e) => e.state === "pending" && e.lastError)).toBe(true);
    expect(first.output()).not.toContain("fault.0@example.com");
    expect(await first.stop("SIGTERM")).toBe(0);

    const second = await startFormsServer(env, databasePath);
    defer(() => second.stop());
    const before = await outbox(databasePath);
    await expect
      .poll(async () => (await outbox(databasePath)).reduce((n, e) => n + e.attempts, 0), { timeout: 20_000 })
      .toBeGreaterThan(before.reduce((n, e) => n + e.attempts, 0));

    // The receivers come back.
    const smtp = await startTestSmtp({ port: smtpPort });
    defer(smtp.close);
    const hook = await startWebhookReceiver(hookPort);
    defer(hook.close);
    await expect
      .poll(async () => (await outbox(databasePath)).filter((e) => e.state === "delivered").length, { timeout: 30_000 })
      .toBe(expected);
    // Longer than the capped backoff and a poll: a second copy would have come by now.
    await new Promise((r) => setTimeout(r, 2_000));

    const leads = second.leads();
    const ids = leads.map((lead) => lead.id);
    const mails = countByLead(smtp.received.map((mail) => mailLeadId(mail, leads)));
    const hooks = countByLead(hook.received.map((h) => h.leadId));
    console.log(
      `fault test: ${ids.length} leads; ${smtp.received.length} e-mails and ${hook.received.length} webhooks delivered; ` +
        `attempts per entry ${Math.min(...(await outbox(databasePath)).map((e) => e.attempts))}–${Math.max(...(await outbox(databasePath)).map((e) => e.attempts))}`,
    );
    expect([...mails.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...hooks.keys()].sort((a, b) => a - b)).toEqual(toTeam(leads));
    expect([...mails.values()].every((n) => n === 1)).toBe(true);
    expect([...hooks.values()].every((n) => n === 1)).toBe(true);
    expect(hook.received.every((h) => h.signatureOk)).toBe(true);
    expect(leads.filter((lead) => lead.kind !== "subscribe").every((lead) => lead.notifiedAt)).toBe(true);
  }));

test("kill: after SIGKILL in the middle of a burst, every post answered with success is stored and notified", () =>
  scenario(async ({ smtpPort, hookPort, env, databasePath, defer }) => {
    const smtp = await startTestSmtp({ port: smtpPort });
    defer(smtp.close);
    // A slow receiver, so that deliveries are under way when the server is killed.
    const hook = await startWebhookReceiver(hookPort, 150);
    defer(hook.close);
    const first = await startFormsServer(env, databasePath);
    defer(() => first.stop("SIGKILL"));

    const confirmed: string[] = [];
    let sent = 0;
    let killed: Promise<unknown> | undefined;
    const client = async (c: number) => {
      for (let i = c; i < 400 && !killed; i += 8) {
        const { email, answer } = post(first, i, "kill");
        sent++;
        try {
          const res = await answer;
          if (res.status === 200 || res.status === 303) confirmed.push(email);
        } catch {
          // the server died before it answered: no promise was made
        }
        if (confirmed.length >= 60 && !killed) killed = first.stop("SIGKILL");
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, c) => client(c)));
    expect(killed).toBeDefined();
    expect(await killed).toBeNull(); // killed by a signal, no exit code

    const second = await startFormsServer(env, databasePath);
    defer(() => second.stop());
    const stored = second.leads();
    const storedEmails = new Set(stored.map((lead) => lead.email));
    expect(confirmed.filter((email) => !storedEmails.has(email))).toEqual([]);

    await expect.poll(async () => (await outbox(databasePath)).filter((e) => e.state !== "delivered").length, { timeout: 30_000 }).toBe(0);
    const entries = await outbox(databasePath);
    expect(entries).toHaveLength(entriesFor(stored));
    await new Promise((r) => setTimeout(r, 1_000));

    const ids = stored.map((lead) => lead.id);
    const mails = countByLead(smtp.received.map((mail) => mailLeadId(mail, stored)));
    const hooks = countByLead(hook.received.map((h) => h.leadId));
    const extra = (counts: Map<number, number>) => [...counts.values()].reduce((n, c) => n + c - 1, 0);
    console.log(
      `kill test: ${sent} posts sent, ${confirmed.length} confirmed before the kill, ${stored.length} stored; ` +
        `${smtp.received.length} e-mails and ${hook.received.length} webhooks; ${extra(mails) + extra(hooks)} second copies (mid-delivery at the kill)`,
    );
    expect([...mails.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect([...hooks.keys()].sort((a, b) => a - b)).toEqual(toTeam(stored));
    // A second copy only of what was being delivered when the process died: at most one
    // claimed batch (10 entries), and with the same key as the first, so receivers can drop it.
    expect(extra(mails) + extra(hooks)).toBeLessThanOrEqual(10);
    expect(new Set(hook.received.map((h) => h.key)).size).toBe(toTeam(stored).length);
    expect(new Set(smtp.received.map(mailKey)).size).toBe(ids.length);
    expect(hook.received.every((h) => h.signatureOk)).toBe(true);
  }));
