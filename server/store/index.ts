/**
 * Which lead store the server and the scripts use: PostgreSQL when DATABASE_URL is a
 * postgres:// (or postgresql://) URL, shared by every server instance; otherwise SQLite at
 * DATABASE_PATH (default ./data/leads.sqlite), the embedded default for one machine.
 */
import { createPostgresStore } from "./postgres";
import { createSqliteStore, databasePathFromEnv } from "./sqlite";
import type { LeadStore } from "./types";

export interface StoreOptions {
  /** SQLite file (or ":memory:"), used when there is no databaseUrl. */
  databasePath: string;
  /** postgres://… : PostgreSQL instead of SQLite. */
  databaseUrl?: string;
}

export function storeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StoreOptions {
  return { databasePath: databasePathFromEnv(env), databaseUrl: env.DATABASE_URL?.trim() || undefined };
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

/** A postgres:// or postgresql:// URL; throws a message naming DATABASE_URL otherwise. */
export function checkDatabaseUrl(databaseUrl: string): URL {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error("DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database).");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new Error(`DATABASE_URL must be a postgres:// URL, not ${url.protocol}//… (unset it to use SQLite at DATABASE_PATH).`);
  }
  return url;
}

/** Opens the store the options choose (without migrating it). */
export async function createStore({ databasePath, databaseUrl }: StoreOptions): Promise<LeadStore> {
  if (!databaseUrl) return createSqliteStore(databasePath);
  checkDatabaseUrl(databaseUrl);
  return createPostgresStore(databaseUrl);
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
