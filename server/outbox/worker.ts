/**
 * The outbox worker (docs/decisions/0012-outbox.md). A new lead is committed together with one outbox entry per
 * channel (`LeadStore.insertLeads`); this worker, running inside the server, delivers them:
 *
 * - it claims due entries with a lease (`claimOutbox`): while the lease runs, no other
 *   instance gets the entry; an instance killed mid-delivery never completes it, the lease
 *   runs out and another instance (or this one, restarted) delivers it again;
 * - it delivers each through its channel and marks it delivered (`completeOutbox`);
 * - a failed attempt is retried after an exponential backoff with jitter (`backoff.ts`); after
 *   the last attempt the entry becomes `failed` (`npm run leads -- retry` revives it);
 * - it polls every `pollMs` and is woken right after a commit, so delivery is immediate;
 * - `stop()` claims nothing more and waits (bounded) for the deliveries under way.
 *
 * Delivery is at least once: an entry is marked delivered after its channel accepted it, so a
 * crash between the two sends it again once the lease has run out. Channels send a key that is
 * the same on every attempt (`Idempotency-Key`, the e-mail's Message-ID) for receivers to drop
 * such a copy. Logs carry lead ids, channels and errors, never a lead's contents.
 */
import os from "node:os";
import type { Channel, LeadRow, LeadStore, OutboxEntry } from "../store/types";
import { nextAttemptAt, DEFAULT_RETRY_POLICY, type RetryPolicy } from "./backoff";
import { deliveryKey, errorSummary, type NotificationChannel } from "./channel";

export type OutboxStore = Pick<LeadStore, "claimOutbox" | "completeOutbox" | "failOutbox">;

export interface OutboxLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  channels: readonly NotificationChannel[];
  /** Names this process in the claims (default: host name and process id). */
  workerId?: string;
  /** How long a claim holds; must be longer than any delivery takes (default 2 min). */
  leaseMs?: number;
  /** Entries claimed at once, delivered concurrently (default 10). */
  batchSize?: number;
  /** How often the store is asked for due entries when nothing wakes the worker (default 5 s). */
  pollMs?: number;
  retry?: Partial<RetryPolicy>;
  log?: OutboxLog;
  now?: () => Date;
  random?: () => number;
}

export type DeliveryOutcome = "delivered" | "retrying" | "failed";

export interface DeliveryReport {
  entryId: number;
  leadId: number;
  channel: Channel;
  attempt: number;
  outcome: DeliveryOutcome;
  error?: string;
  nextAttemptAt?: Date;
}

export interface OutboxWorker {
  readonly id: string;
  /** Starts polling (and delivers what is due now). */
  start(): void;
  /** Asks for a pass now (after a commit); passes asked for during a pass run after it. */
  wake(): void;
  /**
   * Delivers everything due now, batch after batch, until nothing due is left; resolves with
   * what happened to each entry. Used by `npm run leads -- retry`; also what each poll runs.
   */
  runOnce(): Promise<DeliveryReport[]>;
  /**
   * Stops claiming, and waits up to `timeoutMs` for the deliveries under way. An entry still
   * being delivered after that keeps its lease and is delivered again after it runs out.
   */
  stop(timeoutMs?: number): Promise<void>;
}

const consoleLog: OutboxLog = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

function seconds(ms: number): string {
  return ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const {
    store,
    workerId = `${os.hostname()}:${process.pid}`,
    leaseMs = 120_000,
    batchSize = 10,
    pollMs = 5_000,
    log = consoleLog,
    now = () => new Date(),
    random = Math.random,
  } = options;
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const channels = new Map(options.channels.map((channel) => [channel.name, channel]));

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let again = false;

  async function deliverOne(entry: OutboxEntry, lead: LeadRow): Promise<DeliveryReport> {
    const attempt = entry.attempts + 1;
    const report = { entryId: entry.id, leadId: lead.id, channel: entry.channel, attempt };
    const channel = channels.get(entry.channel);
    try {
      if (!channel) throw new Error(`the ${entry.channel} channel is not configured on this instance`);
      await channel.deliver(lead, { entryId: entry.id, attempt, key: deliveryKey(lead, entry.channel) });
    } catch (error) {
      const message = errorSummary(error);
      const at = now();
      const next = nextAttemptAt(attempt, new Date(entry.createdAt), at, policy, random);
      try {
        await store.failOutbox(entry.id, message, next, at);
      } catch (storeError) {
        log.error(
          `outbox: lead #${lead.id} ${entry.channel}: could not record the failed attempt (${errorSummary(storeError)}); retried when the lease runs out`,
        );
      }
      if (next) {
        log.warn(
          `outbox: lead #${lead.id} ${entry.channel} attempt ${attempt} failed: ${message}; next attempt in ${seconds(next.getTime() - at.getTime())}`,
        );
        return { ...report, outcome: "retrying", error: message, nextAttemptAt: next };
      }
      log.error(
        `outbox: lead #${lead.id} ${entry.channel} attempt ${attempt} failed: ${message}; giving up (npm run leads -- retry sends it again)`,
      );
      return { ...report, outcome: "failed", error: message };
    }
    try {
      await store.completeOutbox(entry.id, now());
    } catch (storeError) {
      // Delivered but not recorded: sent again after the lease (the receiver sees the same key).
      log.error(`outbox: lead #${lead.id} ${entry.channel} delivered, but recording it failed (${errorSummary(storeError)})`);
      return { ...report, outcome: "retrying", error: errorSummary(storeError) };
    }
    log.info(`outbox: lead #${lead.id} ${entry.channel} delivered (attempt ${attempt})`);
    return { ...report, outcome: "delivered" };
  }

  async function pass(): Promise<DeliveryReport[]> {
    const reports: DeliveryReport[] = [];
    while (!stopping) {
      const claimed = await store.claimOutbox(workerId, leaseMs, batchSize, now());
      if (claimed.length === 0) break;
      reports.push(...(await Promise.all(claimed.map(({ entry, lead }) => deliverOne(entry, lead)))));
    }
    return reports;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    if (stopping || !started) return;
    timer = setTimeout(run, delayMs);
    timer.unref();
  }

  /** One pass at a time; a wake-up during a pass runs another right after it. */
  function run(): void {
    if (stopping) return;
    if (current) {
      again = true;
      return;
    }
    clearTimeout(timer);
    again = false;
    current = pass()
      .catch((error: unknown) => log.error(`outbox: pass failed: ${errorSummary(error)}`))
      .finally(() => {
        current = undefined;
        schedule(again ? 0 : pollMs);
      });
  }

  return {
    id: workerId,
    start() {
      if (started || stopping) return;
      started = true;
      run();
    },
    wake() {
      if (started) run();
    },
    async runOnce() {
      while (current) await current.catch(() => undefined);
      const running = pass();
      current = running;
      try {
        return await running;
      } finally {
        if (current === running) current = undefined;
        if (started) schedule(again ? 0 : pollMs);
      }
    },
    async stop(timeoutMs = 10_000) {
      stopping = true;
      clearTimeout(timer);
      if (current) {
        let deadline: NodeJS.Timeout | undefined;
        const waited = await Promise.race([
          current.then(
            () => true,
            () => true,
          ),
          new Promise<false>((resolve) => (deadline = setTimeout(() => resolve(false), timeoutMs))),
        ]);
        clearTimeout(deadline);
        if (!waited) log.warn(`outbox: deliveries still under way after ${timeoutMs} ms; they are retried once their lease runs out`);
      }
      for (const channel of channels.values()) channel.close?.();
    },
  };
}
