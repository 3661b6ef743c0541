/**
 * Versioned schema migrations of the SQLite store. The database's `user_version` holds the
 * last applied version; the pending migrations run in order, in one IMMEDIATE transaction,
 * when the store migrates (PostgreSQL has its own list: postgres-migrations.ts). Append new
 * migrations; never edit one that has shipped.
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
  {
    version: 2,
    description: "notification outbox, rate-limit events",
    sql: `
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        lead_id         INTEGER NOT NULL REFERENCES leads (id),
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
        state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,             -- ISO 8601, UTC
        lease_owner     TEXT,                      -- the worker that claimed it…
        lease_until     TEXT,                      -- …until then (ISO 8601, UTC)
        last_error      TEXT,
        delivered_at    TEXT,
        created_at      TEXT NOT NULL,
        UNIQUE (lead_id, channel)
      ) STRICT;
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      -- One row per counted form post: key (form kind and IP hash), time and expiry in ms since 1970.
      CREATE TABLE rate_events (
        key        TEXT NOT NULL,
        at         INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX rate_events_key_at ON rate_events (key, at);
      CREATE INDEX rate_events_expires_at ON rate_events (expires_at);
    `,
  },
  {
    version: 3,
    description: "comment moderation: the article a comment belongs to, when it was decided",
    sql: `
      -- The canonical path of the page a comment was sent from (app/lib/comments.ts articleOf);
      -- '' for other kinds. Comments stored before this version are filed under their article
      -- here: the only pages with a comment form are the blog-details layouts and dark twins.
      ALTER TABLE leads ADD COLUMN article TEXT NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN decided_at TEXT;   -- when a moderator approved or rejected it
      UPDATE leads SET article = CASE WHEN lower(rtrim(page, '/')) LIKE '/blog/blog-details%' THEN '/blog/blog-details' ELSE page END
        WHERE kind = 'comment';
      CREATE INDEX leads_comments ON leads (article, status, created_at) WHERE kind = 'comment';
    `,
  },
  {
    version: 4,
    description: "a lead's fingerprint, so the same post sent twice is stored once",
    sql: `
      -- store/shared.ts fingerprintOf: kind, page and fields; NULL for leads stored before.
      ALTER TABLE leads ADD COLUMN fingerprint TEXT;
      CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);
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
