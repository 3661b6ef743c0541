// @vitest-environment node
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "../outbox/webhook";
import { openStore } from "../store";
import { startTestSmtp } from "../test-smtp";
import { runLeads } from "./leads";

const SECRET = "cli-test-secret-0123456789";
/** A minute ago: well within the outbox's 24 hours of retries. */
const T0 = new Date(Date.now() - 60_000);

let dir: string;
let db: string;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-outbox-cli-"));
  db = path.join(dir, "leads.sqlite");
  const store = await openStore({ databasePath: db });
  const lead = { page: "/contact", ipHash: "h" };
  await store.insertLeads(
    [
      { ...lead, kind: "contact", fields: { firstName: "Ada", email: "ada@example.com", message: "Hi" } },
      { ...lead, kind: "quote", fields: { name: "Grace", email: "grace@example.com", message: "Price?" } },
      { ...lead, kind: "subscribe", fields: { email: "alan@example.com" } },
    ],
    ["email", "webhook"],
    T0,
  );
  // Lead 1 delivered to both; lead 2's webhook gave up; lead 3's e-mail waits for a retry.
  const claimed = await store.claimOutbox("seed", 60_000, 10, T0);
  const entry = (leadId: number, channel: string) => claimed.find((c) => c.lead.id === leadId && c.entry.channel === channel)!.entry.id;
  await store.completeOutbox(entry(1, "email"), T0);
  await store.completeOutbox(entry(1, "webhook"), T0);
  await store.failOutbox(entry(2, "webhook"), "webhook: HTTP 503", null, T0);
  await store.failOutbox(entry(3, "email"), "connect ECONNREFUSED 127.0.0.1:25", new Date("2099-01-01T00:00:00Z"), T0);
  await store.failOutbox(entry(2, "email"), "connect ECONNREFUSED 127.0.0.1:25", new Date("2099-01-01T00:00:00Z"), T0);
  await store.failOutbox(entry(3, "webhook"), "webhook: HTTP 500", new Date("2099-01-01T00:00:00Z"), T0);
  await store.close();
});

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function run(env: NodeJS.ProcessEnv, ...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runLeads([...argv, "--db", db], { out: (t) => (out += t), err: (t) => (err += t) }, env);
  return { code, out, err };
}

async function auditLog() {
  const store = await openStore({ databasePath: db });
  try {
    return (await store.desk.listAudit({ limit: 10, offset: 0 })).rows;
  } finally {
    await store.close();
  }
}

async function webhookReceiver(status: number) {
  const received: { leadId: number; key: string; signed: boolean }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({
        leadId: (JSON.parse(body) as { lead: { id: number } }).lead.id,
        key: String(req.headers["idempotency-key"]),
        signed: verifyWebhookSignature(SECRET, req.headers["x-nexora-signature"] as string, body),
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/hook`, received };
}

async function channelsEnv(webhookStatus = 204) {
  const smtp = await startTestSmtp();
  cleanups.push(smtp.close);
  const hook = await webhookReceiver(webhookStatus);
  const env = { SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com", LEADS_WEBHOOK_URL: hook.url, LEADS_WEBHOOK_SECRET: SECRET };
  return { smtp, hook, env };
}

async function states() {
  const store = await openStore({ databasePath: db });
  try {
    return (await store.listOutbox()).map((e) => `${e.leadId} ${e.channel} ${e.state}`);
  } finally {
    await store.close();
  }
}

describe("npm run leads -- outbox", () => {
  it("lists the pending and failed deliveries with their attempts, next attempt and last error", async () => {
    const { code, out } = await run({}, "outbox");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^Lead\s+Channel\s+State\s+Attempts\s+Next attempt \(UTC\)\s+Last error$/);
    expect(lines.slice(2, 6).map((l) => l.split(/\s{2,}/))).toEqual([
      ["#2", "email", "pending", "1", "2099-01-01 00:00:00", "connect ECONNREFUSED 127.0.0.1:25"],
      ["#2", "webhook", "failed", "1", "webhook: HTTP 503"],
      ["#3", "email", "pending", "1", "2099-01-01 00:00:00", "connect ECONNREFUSED 127.0.0.1:25"],
      ["#3", "webhook", "pending", "1", "2099-01-01 00:00:00", "webhook: HTTP 500"],
    ]);
    expect(out).not.toMatch(/#1 /);
    expect(out).toContain("3 pending, 1 failed. npm run leads -- retry sends them now.");
    expect(out).not.toContain("grace@example.com");
  });

  it("prints JSON on request", async () => {
    const { code, out } = await run({}, "outbox", "--format", "json");
    expect(code).toBe(0);
    expect((JSON.parse(out) as { leadId: number; channel: string }[]).map((e) => `${e.leadId} ${e.channel}`)).toEqual([
      "2 email",
      "2 webhook",
      "3 email",
      "3 webhook",
    ]);
  });

  it("says when there is no database yet, and refuses unknown options", async () => {
    let out = "";
    expect(await runLeads(["outbox", "--db", path.join(dir, "none.sqlite")], { out: (t) => (out += t), err: () => undefined }, {})).toBe(0);
    expect(out).toContain("No database at");
    expect((await run({}, "outbox", "--format", "csv")).code).toBe(2);
    expect((await run({}, "retry", "--kind", "quote")).code).toBe(2);
  });
});

describe("npm run leads -- retry", () => {
  it("makes pending and failed deliveries due and delivers them from this process, signed", async () => {
    const { smtp, hook, env } = await channelsEnv();
    const { code, out } = await run(env, "retry");
    expect(out).toContain("4 deliveries are due now.");
    expect(
      out
        .split("\n")
        .filter((l) => l.startsWith("lead #"))
        .sort(),
    ).toEqual(["lead #2 email: delivered", "lead #2 webhook: delivered", "lead #3 email: delivered", "lead #3 webhook: delivered"]);
    expect(out).toContain("Delivered 4 of 4; 0 not delivered yet.");
    expect(code).toBe(0);
    expect(smtp.received.map((m) => /\(#(\d)\)/.exec(m.raw)![1]).sort()).toEqual(["2", "3"]);
    expect(hook.received.map((h) => h.leadId).sort()).toEqual([2, 3]);
    expect(hook.received.every((h) => h.signed)).toBe(true);
    expect(await states()).toEqual([
      "1 email delivered",
      "1 webhook delivered",
      "2 email delivered",
      "2 webhook delivered",
      "3 email delivered",
      "3 webhook delivered",
    ]);

    expect((await run(env, "retry")).out).toBe("Nothing to retry: every notification has been delivered.\n");
    expect(smtp.received).toHaveLength(2);
    // One audit entry for the retry that revived something, none for the one that found nothing.
    expect(await auditLog()).toMatchObject([
      { actor: "cli", action: "delivery-retry", target: "every pending and failed delivery", detail: "4 deliveries" },
    ]);
  });

  it("reports what fails again and exits 1", async () => {
    const { env } = await channelsEnv(503);
    const { code, out } = await run(env, "retry");
    expect(code).toBe(1);
    // Within its limits (50 attempts, 24 h), a failed retry goes back on the schedule.
    expect(out).toMatch(/lead #2 webhook: failed \(webhook: HTTP 503\); the server tries again at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(out).toContain("Delivered 2 of 4; 2 not delivered yet (npm run leads -- outbox).");
    expect(await states()).toContain("2 email delivered");
  });

  it("gives up again at once on an entry past its last attempt", async () => {
    const { env } = await channelsEnv(503);
    const { code, out } = await run({ ...env, OUTBOX_MAX_ATTEMPTS: "1" }, "retry");
    expect(code).toBe(1);
    expect(out).toContain("lead #2 webhook: failed again (webhook: HTTP 503)");
    expect(await states()).toContain("2 webhook failed");
  });

  it("leaves the sending to the server when this shell lacks a channel's settings", async () => {
    const { code, out } = await run({}, "retry");
    expect(code).toBe(0);
    expect(out).toContain("4 deliveries are due now.");
    expect(out).toContain("Not sending from here: the email and webhook channels are not configured in this shell");
    const store = await openStore({ databasePath: db });
    cleanups.push(() => store.close());
    const pending = await store.listOutbox({ states: ["pending"] });
    expect(pending).toHaveLength(4);
    expect(pending.every((e) => Date.parse(e.nextAttemptAt) <= Date.now())).toBe(true);
    expect(await auditLog()).toMatchObject([{ actor: "cli", action: "delivery-retry", target: "every pending and failed delivery" }]);
  });

  it("names a wrong setting and exits 2", async () => {
    const { code, err } = await run({ LEADS_WEBHOOK_URL: "https://crm.example/hook" }, "retry");
    expect(code).toBe(2);
    expect(err).toContain("LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL");
  });
});
