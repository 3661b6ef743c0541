/**
 * Everything the form action needs on the server, behind one object: storage (opened on
 * first use), IP hashing, the rate limit and e-mail notification. server.ts creates one per
 * process and hands it to the action through the load context.
 */
import type { Database } from "better-sqlite3";
import { databasePathFromEnv, openDatabase } from "./db";
import { createGroupCommit } from "./group-commit";
import { hashIp, newSalt } from "./ip-hash";
import { createLeadStore, type LeadFilter, type LeadRow, type LeadStore, type NewLead } from "./leads-store";
import { createNotifier, type Notifier } from "./mailer";
import { createRateLimiter } from "./rate-limit";

export interface LeadServiceOptions {
  databasePath: string;
  /** Stored leads per visitor (IP) and form kind within the window. */
  rateLimit: { limit: number; windowMs: number };
  /** Submissions faster than this after the form was shown are treated as bots. */
  minFillMs: number;
  /** E-mail each new lead, when both are configured. */
  notify?: { smtpUrl: string; to: string; from?: string };
  /** Salt of the IP hash; by default a random one is created and kept in the database. */
  ipSalt?: string;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isSafeInteger(value) && value >= min) return value;
  console.warn(`${name}=${raw} is not a whole number ≥ ${min}; using ${fallback}.`);
  return fallback;
}

export function leadServiceOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LeadServiceOptions {
  const smtpUrl = env.SMTP_URL?.trim();
  const to = env.LEADS_NOTIFY_TO?.trim();
  return {
    databasePath: databasePathFromEnv(env),
    rateLimit: {
      limit: intFromEnv(env, "FORM_RATE_LIMIT", 5, 1),
      windowMs: intFromEnv(env, "FORM_RATE_WINDOW_SECONDS", 600, 1) * 1000,
    },
    minFillMs: intFromEnv(env, "FORM_MIN_FILL_MS", 2500, 0),
    notify: smtpUrl && to ? { smtpUrl, to, from: env.LEADS_NOTIFY_FROM?.trim() || undefined } : undefined,
    ipSalt: env.IP_HASH_SALT?.trim() || undefined,
  };
}

export type LeadService = ReturnType<typeof createLeadService>;

export function createLeadService(options: LeadServiceOptions) {
  let db: Database | undefined;
  let store: LeadStore | undefined;
  let salt: string | undefined;
  let closed = false;
  const rateLimiter = createRateLimiter(options.rateLimit);
  const notifier: Notifier | undefined = options.notify
    ? createNotifier({ ...options.notify, onSent: (lead) => (closed ? undefined : open().markNotified(lead.id)) })
    : undefined;

  function open(): LeadStore {
    if (closed) throw new Error("The lead service is closed.");
    if (!store) {
      db = openDatabase(options.databasePath);
      store = createLeadStore(db);
      salt = options.ipSalt ?? store.setting("ip_hash_salt", newSalt);
    }
    return store;
  }

  type Saved = { id: number; created: boolean };
  const writes = createGroupCommit<NewLead, Saved>(
    (leads) => {
      const store = open();
      return db!.transaction(() => leads.map((lead) => store.insert(lead)))();
    },
    (lead) => open().insert(lead),
  );

  return {
    options,
    rateLimiter,
    /** Opens (and migrates) the database now rather than on the first submission. */
    open(): void {
      open();
    },
    /** Resolves when the database answers (readiness probe); rejects otherwise. */
    async ping(): Promise<void> {
      open();
      db!.prepare("SELECT 1").get();
    },
    hashIp(ip: string): string {
      open();
      return hashIp(ip, salt!);
    },
    /**
     * Resolves once the lead is committed (shared with the other leads of this moment: group
     * commit), then starts the notification e-mail of a new lead in the background.
     */
    async save(lead: NewLead): Promise<Saved> {
      const saved = await writes.submit(lead);
      if (saved.created && notifier) {
        const row = open().get(saved.id);
        if (row) notifier.notify(row);
      }
      return saved;
    },
    list(filter?: LeadFilter): LeadRow[] {
      return open().list(filter);
    },
    /** Waits for pending writes and notifications, then closes the database. */
    async close(): Promise<void> {
      await writes.drain();
      await notifier?.idle();
      closed = true;
      db?.close();
      db = undefined;
      store = undefined;
    },
  };
}
