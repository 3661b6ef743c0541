// Everything the form action needs on the server behind one object; server.ts creates one per process and hands it over in the load context.
import { createFormTokens, type FormTokens } from "./form-token";
import { createGroupCommit } from "./group-commit";
import { hashIp, newSalt } from "./ip-hash";
import { createLiveChannels, type OutboxConfig } from "./outbox/config";
import { notifyReader, teamChannels, type NotifyReader } from "./outbox/notify-settings";
import { createOutboxWorker, type OutboxWorker } from "./outbox/worker";
import { DEFAULT_RETRY_POLICY } from "./outbox/backoff";
import { openStore, type StoreOptions } from "./store";
import { isDataError } from "./store/shared";
import type { Channel, ChannelChoice, LeadFilter, LeadRow, LeadStore, NewLead, SavedLead } from "./store/types";
import { checkConfirmationToken } from "./subscription-token";
import { CONFIRM_WITHIN_MS, type ConfirmationOutcome } from "../shared/subscription";

export interface LeadServiceOptions extends StoreOptions {
  /** Per visitor (IP) and form kind. */
  rateLimit: { limit: number; windowMs: number };
  /** From the start token handed out with the form; faster is a bot. */
  minFillMs: number;
  outbox?: OutboxConfig;
  /** The same channels for every lead, whatever is set in the desk (tests). Default: the settings in force, by kind. */
  channels?: Channel[];
  /** By default a random one is kept in the database. */
  ipSalt?: string;
  /** Deleted at start and then daily; unset keeps them forever. */
  retentionDays?: number;
  /** The desk's audit entries, deleted like the leads; unset keeps them forever. */
  auditRetentionDays?: number;
  log?: Pick<Console, "info" | "warn" | "error">;
}

const DAY_MS = 86_400_000;

// No outbox settings (tests): nothing from the environment, only what the desk sets.
const DEFAULT_OUTBOX: OutboxConfig = { retry: DEFAULT_RETRY_POLICY, pollMs: 5_000, leaseMs: 120_000 };

export type LeadService = ReturnType<typeof createLeadService>;

// Answered like a success but not stored: evidence that no person produces it.
export type DiscardReason = "honeypot" | "forged-token" | "too-fast";

export function createLeadService(options: LeadServiceOptions) {
  const log = options.log ?? console;
  // The environment's settings and the desk's, read from the store (every instance the same) at most every 2 s.
  const notify: NotifyReader = notifyReader(async () => (await ready()).store, options.outbox ?? DEFAULT_OUTBOX);
  async function channels(): Promise<ChannelChoice> {
    if (options.channels) return options.channels;
    const settings = await notify.current();
    return (kind) => teamChannels(settings, kind);
  }
  // Double opt-in whenever e-mail can be sent (docs/decisions/0031-double-opt-in.md).
  const confirmsSubscriptions = Boolean(options.outbox?.confirm);
  let opening: Promise<{ store: LeadStore; salt: string; tokens: FormTokens; confirmSecret: string }> | undefined;
  let tokens: FormTokens | undefined;
  const discards: Record<DiscardReason, number> = { honeypot: 0, "forged-token": 0, "too-fast": 0 };
  let closed = false;
  let retentionTimer: NodeJS.Timeout | undefined;
  let worker: OutboxWorker | undefined;

  // A failed open is tried again next time.
  function ready() {
    if (closed) return Promise.reject(new Error("The lead service is closed."));
    opening ??= (async () => {
      const store = await openStore({ ...options, log });
      try {
        // A store that cannot write fails the start rather than refusing every lead after it.
        await store.checkWritable();
        const salt = options.ipSalt ?? (await store.setting("ip_hash_salt", newSalt));
        // Signs the confirmation links; in the store, so every instance checks the others' links.
        const confirmSecret = await store.setting("subscription_confirm_secret", newSalt);
        // Always: unconfirmed subscriptions expire whatever the retention settings say.
        await prune(store);
        retentionTimer = setInterval(() => void prune(store), DAY_MS).unref();
        startOutbox(store, confirmSecret);
        tokens = createFormTokens(salt);
        return { store, salt, tokens, confirmSecret };
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

  async function prune(store: LeadStore) {
    try {
      const expired = await store.pruneUnconfirmed(new Date(Date.now() - CONFIRM_WITHIN_MS));
      if (expired) log.info(`Retention: deleted ${expired} unconfirmed subscription${expired === 1 ? "" : "s"} (link expired).`);
    } catch (error) {
      log.error("Retention: deleting unconfirmed subscriptions failed:", error instanceof Error ? error.message : error);
    }
    const days = options.retentionDays;
    if (days) {
      try {
        const deleted = await store.pruneLeads(new Date(Date.now() - days * DAY_MS));
        if (deleted) log.info(`Retention: deleted ${deleted} lead${deleted === 1 ? "" : "s"} older than ${days} days.`);
      } catch (error) {
        log.error("Retention: pruning old leads failed:", error instanceof Error ? error.message : error);
      }
    }
    const auditDays = options.auditRetentionDays;
    if (auditDays) {
      try {
        const deleted = await store.desk.pruneAudit(new Date(Date.now() - auditDays * DAY_MS));
        if (deleted) log.info(`Retention: deleted ${deleted} audit entr${deleted === 1 ? "y" : "ies"} older than ${auditDays} days.`);
      } catch (error) {
        log.error("Retention: pruning old audit entries failed:", error instanceof Error ? error.message : error);
      }
    }
  }

  // Also entries left from before a restart. Always: a webhook or recipients may be set in the desk at any time.
  function startOutbox(store: LeadStore, confirmSecret: string) {
    const outbox = options.outbox;
    if (!outbox) return;
    const senders = createLiveChannels(outbox, { notify, replyOf: (id) => store.inbox.replyOf(id) }, confirmSecret);
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
    async (leads) => (await ready()).store.insertLeads(leads, await channels()),
    async (lead) => (await (await ready()).store.insertLeads([lead], await channels()))[0],
    // Lead by lead again only when a lead's values sank the batch, never after a store fault.
    isDataError,
  );

  return {
    options,
    async open(): Promise<void> {
      await ready();
    },
    /** Resolves once the store committed a small write. */
    async ping(): Promise<void> {
      await (await ready()).store.checkWritable();
    },
    async store(): Promise<LeadStore> {
      return (await ready()).store;
    },
    async hashIp(ip: string): Promise<string> {
      return hashIp(ip, (await ready()).salt);
    },
    formTokens(): FormTokens | undefined {
      return tokens;
    },
    async openFormTokens(): Promise<FormTokens> {
      return (await ready()).tokens;
    },
    /** Returns the count for this reason since start. */
    discarded(reason: DiscardReason): number {
      return ++discards[reason];
    },
    discardCounts(): Readonly<Record<DiscardReason, number>> {
      return { ...discards };
    },
    async retryAfter(key: string): Promise<number> {
      return (await ready()).store.retryAfter(key, options.rateLimit);
    },
    /** Atomic across instances. */
    async consume(key: string): Promise<number> {
      return (await ready()).store.consume(key, options.rateLimit);
    },
    /** Whether a new subscription waits for its subscriber to confirm it by e-mail. */
    confirmsSubscriptions,
    /** Resolves once committed with its outbox entries (group commit), then wakes the outbox worker. */
    async save(lead: NewLead): Promise<SavedLead> {
      const saved = await writes.submit(confirmsSubscriptions && lead.kind === "subscribe" ? { ...lead, confirm: true } : lead);
      // A subscriber subscribing again may be due the link again.
      if (saved.created || (confirmsSubscriptions && lead.kind === "subscribe")) worker?.wake();
      return saved;
    },
    /** Checks a confirmation link's token without changing anything (the page a link opens). */
    async checkConfirmation(token: string): Promise<ConfirmationOutcome | "valid"> {
      const check = checkConfirmationToken((await ready()).confirmSecret, token);
      return check.ok ? "valid" : check.reason;
    },
    /** Confirms the subscription a link names; the team is told of it then (its channels' outbox entries). */
    async confirmSubscription(token: string, now = new Date()): Promise<ConfirmationOutcome> {
      const { store, confirmSecret } = await ready();
      const check = checkConfirmationToken(confirmSecret, token, now.getTime());
      if (!check.ok) return check.reason;
      const result = await store.confirmSubscription(check.id, await channels(), now);
      if (result === "confirmed") worker?.wake();
      return result;
    },
    /** Who is told of new leads, as the environment and the desk set it. */
    notifications: notify,
    /** A reply was queued: deliver it now rather than at the next poll. */
    wake(): void {
      worker?.wake();
    },
    async list(filter?: LeadFilter): Promise<LeadRow[]> {
      return (await ready()).store.list(filter);
    },
    /** Waits up to 5 s for deliveries under way. */
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
