/**
 * Everything the form action needs on the server, behind one object: the lead store (SQLite,
 * or PostgreSQL with DATABASE_URL; opened and migrated by open() or on first use), IP hashing,
 * the per-visitor rate limit (kept in the store, so it survives restarts and holds across
 * instances), retention and notification: each new lead is committed with one outbox entry per
 * configured channel, and the outbox worker (server/outbox/worker.ts), started when the store
 * opens and stopped by close(), delivers them. server.ts creates one per process, with the
 * options server/config.ts reads from the environment (`config.leads`), and hands it to the
 * action through the load context.
 */
import { createFormTokens, type FormTokens } from "./form-token";
import { createGroupCommit } from "./group-commit";
import { hashIp, newSalt } from "./ip-hash";
import { channelNames, createChannels, type OutboxConfig } from "./outbox/config";
import { createOutboxWorker, type OutboxWorker } from "./outbox/worker";
import { openStore, type StoreOptions } from "./store";
import { isDataError } from "./store/shared";
import type { Channel, LeadFilter, LeadRow, LeadStore, NewLead, SavedLead } from "./store/types";

export interface LeadServiceOptions extends StoreOptions {
  /** Stored leads per visitor (IP) and form kind within the window. */
  rateLimit: { limit: number; windowMs: number };
  /** Submissions faster than this after the server handed out the form (its start token) are treated as bots. */
  minFillMs: number;
  /** Notification channels (e-mail, webhook) and the outbox worker's timing; none by default. */
  outbox?: OutboxConfig;
  /** Where new leads' notifications go: one outbox entry per channel (default: the outbox's channels). */
  channels?: Channel[];
  /** Salt of the IP hash; by default a random one is created and kept in the database. */
  ipSalt?: string;
  /** Leads older than this many days are deleted at start and then daily; unset keeps them forever. */
  retentionDays?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

const DAY_MS = 86_400_000;

export type LeadService = ReturnType<typeof createLeadService>;

/** Why a post was answered like a success but not stored (evidence that no person produces it). */
export type DiscardReason = "honeypot" | "forged-token" | "too-fast";

export function createLeadService(options: LeadServiceOptions) {
  const log = options.log ?? console;
  const channels = options.channels ?? (options.outbox ? channelNames(options.outbox) : []);
  let opening: Promise<{ store: LeadStore; salt: string; tokens: FormTokens }> | undefined;
  let tokens: FormTokens | undefined;
  const discards: Record<DiscardReason, number> = { honeypot: 0, "forged-token": 0, "too-fast": 0 };
  let closed = false;
  let retentionTimer: NodeJS.Timeout | undefined;
  let worker: OutboxWorker | undefined;

  /** The open store and salt: opened (and migrated) on first use; a failed open is tried again next time. */
  function ready() {
    if (closed) return Promise.reject(new Error("The lead service is closed."));
    opening ??= (async () => {
      const store = await openStore({ ...options, log });
      try {
        // A store that cannot write (a read-only file, folder or database) fails the start
        // rather than refusing every lead after it.
        await store.checkWritable();
        const salt = options.ipSalt ?? (await store.setting("ip_hash_salt", newSalt));
        if (options.retentionDays) {
          await prune(store, options.retentionDays);
          retentionTimer = setInterval(() => void prune(store, options.retentionDays!), DAY_MS).unref();
        }
        startOutbox(store);
        tokens = createFormTokens(salt);
        return { store, salt, tokens };
      } catch (error) {
        await store.close().catch(() => undefined);
        throw error;
      }
    })().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  }

  async function prune(store: LeadStore, days: number) {
    try {
      const deleted = await store.pruneLeads(new Date(Date.now() - days * DAY_MS));
      if (deleted) log.info(`Retention: deleted ${deleted} lead${deleted === 1 ? "" : "s"} older than ${days} days.`);
    } catch (error) {
      log.error("Retention: pruning old leads failed:", error instanceof Error ? error.message : error);
    }
  }

  /** Delivers the outbox's entries (also those left from before a restart) with the configured channels. */
  function startOutbox(store: LeadStore) {
    const outbox = options.outbox;
    const senders = outbox ? createChannels(outbox) : [];
    if (!outbox || senders.length === 0) return;
    worker = createOutboxWorker({
      store,
      channels: senders,
      leaseMs: outbox.leaseMs,
      pollMs: outbox.pollMs,
      retry: outbox.retry,
      log: { info: (m) => log.info(m), warn: (m) => log.warn(m), error: (m) => log.error(m) },
    });
    worker.start();
  }

  const writes = createGroupCommit<NewLead, SavedLead>(
    async (leads) => (await ready()).store.insertLeads(leads, channels),
    async (lead) => (await (await ready()).store.insertLeads([lead], channels))[0],
    // Lead by lead again only when a lead's values sank the batch, never after a store fault.
    isDataError,
  );

  return {
    options,
    /** Opens (and migrates) the store now rather than on the first submission; rejects if it cannot. */
    async open(): Promise<void> {
      await ready();
    },
    /** The readiness probe: resolves when the store can take a lead now (it committed a small write), rejects otherwise. */
    async ping(): Promise<void> {
      await (await ready()).store.checkWritable();
    },
    /** The open store, for the outbox worker and the scripts. */
    async store(): Promise<LeadStore> {
      return (await ready()).store;
    },
    async hashIp(ip: string): Promise<string> {
      return hashIp(ip, (await ready()).salt);
    },
    /** The forms' start tokens (server/form-token.ts), once the store is open; undefined before. */
    formTokens(): FormTokens | undefined {
      return tokens;
    },
    /** The same, opening the store if need be. */
    async openFormTokens(): Promise<FormTokens> {
      return (await ready()).tokens;
    },
    /** Counts a post answered like a success but not stored; returns the count for this reason since start. */
    discarded(reason: DiscardReason): number {
      return ++discards[reason];
    },
    /** Discards since start, by reason. */
    discardCounts(): Readonly<Record<DiscardReason, number>> {
      return { ...discards };
    },
    /** Seconds until `key` may send again (0: now); records nothing. */
    async retryAfter(key: string): Promise<number> {
      return (await ready()).store.retryAfter(key, options.rateLimit);
    },
    /** Counts one submission of `key` if it is under the limit (0), else the seconds to wait; atomic across instances. */
    async consume(key: string): Promise<number> {
      return (await ready()).store.consume(key, options.rateLimit);
    },
    /**
     * Resolves once the lead is committed (shared with the other leads of this moment: group
     * commit), together with its outbox entries; then wakes the outbox worker, which delivers
     * the notifications in the background.
     */
    async save(lead: NewLead): Promise<SavedLead> {
      const saved = await writes.submit(lead);
      if (saved.created) worker?.wake();
      return saved;
    },
    async list(filter?: LeadFilter): Promise<LeadRow[]> {
      return (await ready()).store.list(filter);
    },
    /** Waits for pending writes and (up to 5 s) the deliveries under way, then closes the store. */
    async close(): Promise<void> {
      await writes.drain();
      await worker?.stop(5_000);
      closed = true;
      const open = opening;
      opening = undefined;
      await open?.then(
        ({ store }) => store.close(),
        () => undefined,
      );
      clearInterval(retentionTimer);
    },
  };
}
