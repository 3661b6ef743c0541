// docs/decisions/0012-outbox.md: leased claims, exponential backoff, at-least-once delivery with a key that is
// the same on every attempt for receivers to drop copies. Logs carry ids, channels and errors, never a lead's contents.
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
  workerId?: string;
  /** Longer than any delivery takes (default 2 min). */
  leaseMs?: number;
  batchSize?: number;
  /** When nothing wakes the worker (default 5 s). */
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
  start(): void;
  /** Passes asked for during a pass run after it. */
  wake(): void;
  /** Until nothing due is left: `npm run leads -- retry`, and each poll. */
  runOnce(): Promise<DeliveryReport[]>;
  /** An entry still being delivered after `timeoutMs` keeps its lease and is delivered again later. */
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
      await channel.deliver(lead, { entryId: entry.id, attempt, key: deliveryKey(lead, entry.channel), since: entry.createdAt });
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

  // A wake-up during a pass runs another right after it.
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
