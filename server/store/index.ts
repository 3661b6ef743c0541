/**
 * Which lead store the server and the scripts use: PostgreSQL when there is a database URL
 * (DATABASE_URL, checked by server/config.ts), shared by every server instance; otherwise
 * SQLite at the database path (DATABASE_PATH, default ./data/leads.sqlite), the embedded
 * default for one machine.
 */
import { createPostgresStore, type PostgresTimeouts } from "./postgres";
import { createSqliteStore } from "./sqlite";
import type { LeadStore } from "./types";
import { s3Bucket, withMediaBucket, type BucketOptions } from "../media-bucket";

export interface StoreOptions {
  /** SQLite file (or ":memory:"), used when there is no databaseUrl. */
  databasePath: string;
  /** postgres://… (checked by server/config.ts): PostgreSQL instead of SQLite. */
  databaseUrl?: string;
  /** How long to wait for PostgreSQL (connection, statement, idle connection); the store's defaults without it. */
  postgresTimeouts?: PostgresTimeouts;
  /** How long one desk list may read on SQLite; LIST_BUDGET_MS without it. */
  sqliteListMs?: number;
  /** Pictures' bytes in this bucket instead of the database (server/media-bucket.ts). */
  mediaBucket?: BucketOptions;
  /** Where the store reports what goes wrong outside a call (a broken idle connection, a damaged WAL index); console by default. */
  log?: Pick<Console, "info" | "warn" | "error">;
}

/** Where the leads are, for people: the SQLite file, or the PostgreSQL host and database (never the password). */
export function describeStore({ databasePath, databaseUrl }: StoreOptions): string {
  if (!databaseUrl) return `SQLite ${databasePath}`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL ${url.hostname || "localhost"}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  } catch {
    return "PostgreSQL";
  }
}

/** Opens the store the options choose (without migrating it). */
export async function createStore(options: StoreOptions): Promise<LeadStore> {
  const { databasePath, databaseUrl, postgresTimeouts, sqliteListMs, mediaBucket, log } = options;
  const store = databaseUrl
    ? createPostgresStore(databaseUrl, { timeouts: postgresTimeouts, log })
    : createSqliteStore(databasePath, { log, listBudgetMs: sqliteListMs });
  return mediaBucket ? { ...store, content: withMediaBucket(store.content, s3Bucket(mediaBucket), log) } : store;
}

/** Opens the store the options choose and brings its schema up to date. */
export async function openStore(options: StoreOptions): Promise<LeadStore> {
  const store = await createStore(options);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
