/**
 * The leads database (SQLite through better-sqlite3). Opened on first use, never at
 * import or build time; the schema is migrated when it opens.
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { migrate } from "./migrations";

export const DEFAULT_DATABASE_PATH = "data/leads.sqlite";

/** DATABASE_PATH, or ./data/leads.sqlite, resolved against the working directory. */
export function databasePathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.DATABASE_PATH?.trim();
  return configured === ":memory:" ? configured : path.resolve(configured || DEFAULT_DATABASE_PATH);
}

export function openDatabase(file: string): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  // FULL: a lead is acknowledged only once its commit is on disk, even across a power cut.
  db.pragma("synchronous = FULL");
  migrate(db);
  return db;
}
