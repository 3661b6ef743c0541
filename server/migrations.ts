/**
 * Versioned schema migrations. The database's `user_version` holds the last applied
 * version; each pending migration runs in its own transaction, in order, when the database
 * is opened. Append new migrations; never edit one that has shipped.
 */
import type { Database } from "better-sqlite3";

export interface Migration {
  version: number;
  description: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: "leads table, subscribers unique by e-mail, settings",
    sql: `
      CREATE TABLE leads (
        id          INTEGER PRIMARY KEY,
        kind        TEXT NOT NULL CHECK (kind IN ('contact', 'quote', 'comment', 'subscribe')),
        -- 'new' for leads; comments wait for a moderator as 'pending' and are never published automatically.
        status      TEXT NOT NULL CHECK (status IN ('new', 'pending', 'approved', 'rejected')),
        created_at  TEXT NOT NULL,                 -- ISO 8601, UTC
        page        TEXT NOT NULL DEFAULT '',      -- path the form was sent from
        first_name  TEXT NOT NULL DEFAULT '',
        last_name   TEXT NOT NULL DEFAULT '',
        name        TEXT NOT NULL DEFAULT '',
        email       TEXT NOT NULL DEFAULT '',
        phone       TEXT NOT NULL DEFAULT '',
        subject     TEXT NOT NULL DEFAULT '',
        message     TEXT NOT NULL DEFAULT '',
        ip_hash     TEXT NOT NULL,                 -- salted hash, never the raw address
        notified_at TEXT                           -- when the notification e-mail went out
      ) STRICT;
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_kind_created_at ON leads (kind, created_at);
      CREATE UNIQUE INDEX leads_subscriber_email ON leads (email COLLATE NOCASE) WHERE kind = 'subscribe';
      CREATE TABLE settings (
        key   TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;
    `,
  },
];

/** Applies the pending migrations; returns the versions it applied. */
export function migrate(db: Database, list: readonly Migration[] = migrations): number[] {
  const applied: number[] = [];
  const run = db.transaction(() => {
    const current = db.pragma("user_version", { simple: true }) as number;
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (migration.version <= current) continue;
      db.exec(migration.sql);
      db.pragma(`user_version = ${Math.trunc(migration.version)}`);
      applied.push(migration.version);
    }
  });
  // IMMEDIATE: two processes opening a fresh database do not both migrate it.
  run.immediate();
  return applied;
}

export function schemaVersion(db: Database): number {
  return db.pragma("user_version", { simple: true }) as number;
}
