/**
 * `npm run leads -- outbox` and `npm run leads -- retry`: the notifications the outbox has not
 * delivered yet, and sending them now. `retry` makes every pending and failed delivery due
 * and, since this is a separate process from the server, delivers them itself in one pass of
 * the server's own worker (same claims and leases, so a running server never sends the same
 * entry at the same time), with the channels the configuration (server/config.ts) reads from
 * the environment, like the server's: SMTP_URL, LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL,
 * LEADS_WEBHOOK_SECRET. A retry that revives anything is written to the desk's audit log as "cli".
 */
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { createLiveChannels, type OutboxConfig } from "../outbox/config";
import { notifyReader } from "../outbox/notify-settings";
import { createOutboxWorker, type DeliveryReport } from "../outbox/worker";
import type { LeadStore, OutboxEntry } from "../store/types";
import { textTable } from "./text-table";

export interface OutboxIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

function when(iso: string | null): string {
  return iso ? iso.slice(0, 19).replace("T", " ") : "";
}

/** Pending and failed deliveries as a table, oldest first. */
export function outboxTable(entries: OutboxEntry[]): string {
  if (entries.length === 0) return "Every notification has been delivered.\n";
  const header = ["Lead", "Channel", "State", "Attempts", "Next attempt (UTC)", "Last error"];
  const body = entries.map((e) => [
    `#${e.leadId}`,
    e.channel,
    e.state,
    String(e.attempts),
    e.state === "pending" ? when(e.nextAttemptAt) : "",
    (e.lastError ?? "").slice(0, 80),
  ]);
  const pending = entries.filter((e) => e.state === "pending").length;
  const failed = entries.length - pending;
  return [
    ...textTable(header, body),
    "",
    `${pending} pending, ${failed} failed.${failed ? " npm run leads -- retry sends them now." : ""}`,
    "",
  ].join("\n");
}

export async function showOutbox(store: LeadStore, io: OutboxIo, format: "table" | "json" = "table"): Promise<number> {
  const entries = await store.listOutbox({ states: ["pending", "failed"] });
  io.out(format === "json" ? `${JSON.stringify(entries, null, 2)}\n` : outboxTable(entries));
  return 0;
}

function outcome(report: DeliveryReport): string {
  const what = `lead #${report.leadId} ${report.channel}`;
  if (report.outcome === "delivered") return `${what}: delivered\n`;
  if (report.outcome === "failed") return `${what}: failed again (${report.error})\n`;
  return `${what}: failed (${report.error}); the server tries again at ${when(report.nextAttemptAt?.toISOString() ?? null)} UTC\n`;
}

/**
 * Makes every pending and failed delivery due now and delivers them (one pass) through the
 * channels `config` turns on. Exit code 0 when nothing is left undelivered, 1 otherwise.
 */
export async function retryOutbox(store: LeadStore, io: OutboxIo, config: OutboxConfig): Promise<number> {
  const revived = await store.retryOutbox();
  if (revived === 0) {
    io.out("Nothing to retry: every notification has been delivered.\n");
    return 0;
  }
  // The desk's retry revives failed entries only; this one also makes the pending ones due, so it says so itself.
  const count = `${revived} deliver${revived === 1 ? "y" : "ies"}`;
  await store.desk.audit({ actor: "cli", action: "delivery-retry", target: "every pending and failed delivery", detail: count });
  io.out(`${count} ${revived === 1 ? "is" : "are"} due now.\n`);
  const due = await store.listOutbox({ states: ["pending"] });
  // The same channels as a server's, reading what the environment and the desk set.
  const notify = notifyReader(async () => store, config);
  const channels = createLiveChannels(config, { notify, replyOf: (id) => store.inbox.replyOf(id) });
  const hook = Boolean((await notify.current()).webhook);
  const here = new Set(channels.map((c) => c.name).filter((name) => name !== "webhook" || hook));
  const missing = [...new Set(due.map((e) => e.channel))].filter((channel) => !here.has(channel));
  if (missing.length) {
    // Delivering without the channel would only record failed attempts.
    io.out(
      `Not sending from here: the ${missing.join(" and ")} channel${missing.length > 1 ? "s are" : " is"} not configured in this shell ` +
        "(SMTP_URL; LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, or a webhook set in the desk). A running server sends them at its next poll.\n",
    );
    return 0;
  }
  const worker = createOutboxWorker({
    store,
    channels,
    workerId: `leads-cli:${os.hostname()}:${process.pid}`,
    leaseMs: config.leaseMs,
    retry: config.retry,
    log: { info: () => undefined, warn: () => undefined, error: (message) => io.err(`${message}\n`) },
  });
  let reports: DeliveryReport[];
  try {
    reports = await worker.runOnce();
  } finally {
    await worker.stop();
  }
  for (const report of reports) io.out(outcome(report));
  const left = await store.listOutbox({ states: ["pending", "failed"] });
  const delivered = reports.filter((r) => r.outcome === "delivered").length;
  io.out(
    `Delivered ${delivered} of ${revived}` +
      (reports.length < revived ? ` (${revived - reports.length} being delivered by a running server)` : "") +
      `; ${left.length} not delivered yet${left.length ? " (npm run leads -- outbox)" : ""}.\n`,
  );
  return left.length ? 1 : 0;
}

export const OUTBOX_USAGE = `       npm run leads -- outbox [--format table|json]   notifications not delivered yet (pending, failed)
       npm run leads -- retry                          make them due now and send them from here
         (both take --db <file>; retry uses the server's SMTP_URL, LEADS_NOTIFY_TO, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET and the desk's Notifications)
`;

type WithStore = (where: { db: string; databaseUrl?: string }, fn: (store: LeadStore | undefined) => Promise<number>) => Promise<number>;

/** `outbox` and `retry` with their options, on the configured store (`--db` overrides its SQLite file); resolves with the exit code. */
export async function runOutboxCommand(
  command: "outbox" | "retry",
  argv: string[],
  io: OutboxIo,
  config: Pick<Config, "store" | "outbox">,
  withStore: WithStore,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { db: { type: "string" }, format: { type: "string", default: "table" }, help: { type: "boolean", default: false } },
      strict: true,
    }));
    if (values.format !== "table" && values.format !== "json") throw new Error(`--format: "${values.format}" is not table or json.`);
    if (command === "retry" && argv.some((arg) => arg.startsWith("--format"))) throw new Error("retry takes no --format.");
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\nUsage: ${OUTBOX_USAGE.trimStart()}`);
    return 2;
  }
  if (values.help) {
    io.out(`Usage: ${OUTBOX_USAGE.trimStart()}`);
    return 0;
  }
  const where = { db: values.db ? path.resolve(values.db) : config.store.databasePath, databaseUrl: config.store.databaseUrl };
  try {
    return await withStore(where, async (store) => {
      if (!store) {
        io.out(`No database at ${where.db} yet: no form has been sent.\n`);
        return 0;
      }
      return command === "outbox" ? showOutbox(store, io, values.format as "table" | "json") : retryOutbox(store, io, config.outbox);
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
