/**
 * Versioned schema migrations of the SQLite store. The database's `user_version` holds the
 * last applied version; the pending migrations run in order, in one IMMEDIATE transaction,
 * when the store migrates (PostgreSQL has its own list: postgres-migrations.ts). Append new
 * migrations; never edit one that has shipped.
 */
import type { Sqlite as Database } from "./sqlite-driver";
import { lookAlikeAccounts } from "./account-email";

export interface Migration {
  version: number;
  description: string;
  sql: string;
  /** What SQL alone cannot do (Unicode normalisation), after `sql`, in the same transaction. */
  run?: (db: Database) => void;
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
  {
    version: 5,
    description: "the team's desk: how a lead is filed, desk users, one-time links, sessions, audit log",
    sql: `
      -- How the team files a lead (store/desk-types.ts LEAD_STATUSES); leads stored before are 'new'.
      ALTER TABLE leads ADD COLUMN desk_status TEXT NOT NULL DEFAULT 'new'
        CHECK (desk_status IN ('new', 'read', 'archived', 'spam'));
      ALTER TABLE leads ADD COLUMN unpublished_at TEXT;   -- when an approved comment was taken off its article
      -- What the desk's search looks in, a line each: the full name, the name, the e-mail.
      ALTER TABLE leads ADD COLUMN desk_search TEXT
        GENERATED ALWAYS AS (first_name || ' ' || last_name || char(10) || name || char(10) || email) VIRTUAL;
      -- The desk lists newest first (created_at DESC, id DESC), by kind and by kind and status; with the search text
      -- in the index a search never reads the rows it passes over. The first serves every query leads_kind_created_at did.
      CREATE INDEX leads_desk ON leads (kind, created_at, id, desk_search);
      CREATE INDEX leads_desk_status ON leads (kind, desk_status, created_at, id, desk_search);
      DROP INDEX leads_kind_created_at;
      CREATE TABLE desk_users (
        id                  INTEGER PRIMARY KEY,
        email               TEXT NOT NULL,         -- as entered
        role                TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
        password_hash       TEXT,                  -- argon2id; NULL until the one-time link is used
        disabled_at         TEXT,
        created_at          TEXT NOT NULL,         -- ISO 8601, UTC
        updated_at          TEXT NOT NULL,
        last_sign_in_at     TEXT,
        previous_sign_in_at TEXT
      ) STRICT;
      CREATE UNIQUE INDEX desk_users_email ON desk_users (email COLLATE NOCASE);
      -- Only the SHA-256 of a one-time link's token.
      CREATE TABLE desk_password_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id    INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        expires_at TEXT NOT NULL,
        used_at    TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_password_tokens_user ON desk_password_tokens (user_id);
      -- Only the SHA-256 of the cookie's session id.
      CREATE TABLE desk_sessions (
        id_hash      TEXT PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        csrf_token   TEXT NOT NULL,
        created_at   TEXT NOT NULL,
        last_seen_at TEXT NOT NULL,
        expires_at   TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_sessions_user ON desk_sessions (user_id);
      CREATE TABLE desk_audit (
        id     INTEGER PRIMARY KEY,
        at     TEXT NOT NULL,
        actor  TEXT NOT NULL,                      -- a desk user's e-mail, or 'cli'
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        detail TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_audit_at ON desk_audit (at);
    `,
  },
  {
    version: 6,
    description: "desk accounts unique by their address's key (NFKC, lower case), look-alikes disabled",
    sql: `ALTER TABLE desk_users ADD COLUMN email_key TEXT NOT NULL DEFAULT '';`,
    run(db) {
      const users = db.prepare("SELECT id, email FROM desk_users ORDER BY id").all() as { id: number; email: string }[];
      const setKey = db.prepare("UPDATE desk_users SET email_key = ? WHERE id = ?");
      const disable = db.prepare("UPDATE desk_users SET disabled_at = coalesce(disabled_at, @at), updated_at = @at WHERE id = @id");
      const audit = db.prepare(
        "INSERT INTO desk_audit (at, actor, action, target, detail) VALUES (@at, 'migration', 'user-disable', @target, @detail)",
      );
      const at = new Date().toISOString();
      for (const user of lookAlikeAccounts(users)) {
        setKey.run(user.key, user.id);
        if (user.sameAs === undefined) continue;
        disable.run({ at, id: user.id });
        const email = (id: number) => users.find((u) => u.id === id)!.email;
        audit.run({ at, target: `user ${email(user.id)}`, detail: `reads as ${email(user.sameAs)}, an older account` });
      }
      db.exec(`DROP INDEX desk_users_email; CREATE UNIQUE INDEX desk_users_email_key ON desk_users (email_key);`);
    },
  },
  {
    version: 7,
    description: "audit entries fold repeats (a count and a key), and filter by actor and action",
    sql: `
      ALTER TABLE desk_audit ADD COLUMN times INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE desk_audit ADD COLUMN fold_key TEXT;
      CREATE UNIQUE INDEX desk_audit_fold ON desk_audit (fold_key);
      CREATE INDEX desk_audit_actor ON desk_audit (actor, at);
      CREATE INDEX desk_audit_action ON desk_audit (action, at);
    `,
  },
  {
    version: 8,
    description: "a subscription keeps the consent text its subscriber was shown",
    sql: `ALTER TABLE leads ADD COLUMN consent_text TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 9,
    description: "double opt-in: a subscription's confirmation time, and the outbox's confirm channel",
    // SQLite cannot change a CHECK in place: the outbox is copied into a table with the new one.
    sql: `
      ALTER TABLE leads ADD COLUMN confirmed_at TEXT;
      UPDATE leads SET confirmed_at = created_at WHERE kind = 'subscribe';
      CREATE INDEX leads_unconfirmed ON leads (created_at) WHERE kind = 'subscribe' AND confirmed_at IS NULL;
      CREATE TABLE outbox_next (
        id              INTEGER PRIMARY KEY,
        lead_id         INTEGER NOT NULL REFERENCES leads (id),
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'confirm')),
        state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        lease_owner     TEXT,
        lease_until     TEXT,
        last_error      TEXT,
        delivered_at    TEXT,
        created_at      TEXT NOT NULL,
        UNIQUE (lead_id, channel)
      ) STRICT;
      INSERT INTO outbox_next SELECT id, lead_id, channel, state, attempts, next_attempt_at, lease_owner, lease_until, last_error,
        delivered_at, created_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_next RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
    `,
  },
  {
    version: 10,
    description: "the site's content as revisions: each distinct file body once, each revision a manifest of them",
    sql: `
      CREATE TABLE content_blobs (
        hash TEXT PRIMARY KEY,                     -- SHA-256 of the body, hex
        body TEXT NOT NULL
      ) STRICT;
      CREATE TABLE content_revisions (
        id         INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,                  -- ISO 8601, UTC
        actor      TEXT NOT NULL,
        source     TEXT NOT NULL CHECK (source IN ('seed', 'import', 'desk', 'rollback')),
        message    TEXT NOT NULL DEFAULT '',
        based_on   INTEGER REFERENCES content_revisions (id),
        files      TEXT NOT NULL                   -- JSON: [[path, hash], …] sorted by path
      ) STRICT;
    `,
  },
  {
    version: 11,
    description: "publishers: editors who may also publish content (the role is read as 'publisher')",
    sql: `ALTER TABLE desk_users ADD COLUMN publishes INTEGER NOT NULL DEFAULT 0 CHECK (publishes IN (0, 1));`,
  },
  {
    version: 12,
    description: "content drafts: one per content file, saved explicitly, versioned against overwriting",
    sql: `
      CREATE TABLE content_drafts (
        file       TEXT PRIMARY KEY,               -- its path inside content/
        body       TEXT NOT NULL,
        base_hash  TEXT NOT NULL,                  -- SHA-256 of the published file it was made from
        actor      TEXT NOT NULL,
        updated_at TEXT NOT NULL,                  -- ISO 8601, UTC
        version    INTEGER NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 13,
    description: "scheduled publishes: files to publish at a time, claimed by one instance, run once",
    sql: `
      CREATE TABLE content_schedules (
        id         INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,                  -- ISO 8601, UTC, as every time here
        at         TEXT NOT NULL,                  -- when it is due
        actor      TEXT NOT NULL,
        message    TEXT NOT NULL DEFAULT '',
        files      TEXT NOT NULL,                  -- JSON: [{file, body, baseHash, draftVersion}, …]
        state      TEXT NOT NULL CHECK (state IN ('pending', 'running', 'published', 'failed', 'cancelled')),
        claim      TEXT,                           -- the instance's claim while running
        claimed_at TEXT,
        revision   INTEGER REFERENCES content_revisions (id),
        outcome    TEXT NOT NULL DEFAULT ''        -- why it failed, who cancelled it
      ) STRICT;
      CREATE INDEX content_schedules_due ON content_schedules (state, at);
    `,
  },
  {
    version: 14,
    description: "translations marked up to date with their English file without being changed, or made as its copy",
    sql: `
      CREATE TABLE content_reviews (
        file     TEXT PRIMARY KEY,                -- the translation's path inside content/
        revision INTEGER NOT NULL REFERENCES content_revisions (id), -- whose English file it was checked against
        actor    TEXT NOT NULL,
        at       TEXT NOT NULL,
        copied   INTEGER NOT NULL DEFAULT 0 CHECK (copied IN (0, 1)) -- made as a copy of English, not translated yet
      ) STRICT;
    `,
  },
  {
    version: 15,
    description: "images uploaded in the desk, shared by every instance",
    sql: `
      CREATE TABLE content_media (
        path       TEXT PRIMARY KEY,                -- /media/<hash>.<webp|svg>
        type       TEXT NOT NULL,
        width      INTEGER NOT NULL,
        height     INTEGER NOT NULL,
        size       INTEGER NOT NULL,
        bytes      BLOB NOT NULL,
        name       TEXT NOT NULL,                   -- the uploaded file's name
        actor      TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
    `,
  },
  {
    version: 16,
    description: "sessions a person can see (device, network) and when each last proved who it is",
    sql: `
      ALTER TABLE desk_sessions ADD COLUMN device TEXT NOT NULL DEFAULT '';   -- the browser's User-Agent, cut short
      ALTER TABLE desk_sessions ADD COLUMN network TEXT NOT NULL DEFAULT '';  -- a prefix of the address's salted hash
      ALTER TABLE desk_sessions ADD COLUMN authenticated_at TEXT;             -- the last password given; NULL: at its start
    `,
  },
  {
    version: 17,
    description: "second factors of desk sign-in (TOTP), recovery codes, sign-ins waiting for their second step",
    sql: `
      CREATE TABLE desk_factors (
        id               INTEGER PRIMARY KEY,
        user_id          INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        kind             TEXT NOT NULL CHECK (kind IN ('totp')),
        name             TEXT NOT NULL DEFAULT '',
        secret_encrypted TEXT NOT NULL,            -- AES-256-GCM under DESK_FACTOR_KEY (server/desk/factors.ts)
        last_step        INTEGER,                  -- the last TOTP time step used: no code of it or before works again
        created_at       TEXT NOT NULL,
        confirmed_at     TEXT,                     -- NULL until its first code: it plays no part in signing in before
        last_used_at     TEXT
      ) STRICT;
      CREATE INDEX desk_factors_user ON desk_factors (user_id);
      CREATE TABLE desk_recovery_codes (
        id        INTEGER PRIMARY KEY,
        user_id   INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        salt      TEXT NOT NULL,
        code_hash TEXT NOT NULL,                   -- SHA-256 of salt and code, never the code
        used_at   TEXT
      ) STRICT;
      CREATE INDEX desk_recovery_codes_user ON desk_recovery_codes (user_id);
      CREATE TABLE desk_pending_sign_ins (
        token_hash TEXT PRIMARY KEY,               -- SHA-256 of the __Host-desk-pending cookie's token
        user_id    INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        purpose    TEXT NOT NULL CHECK (purpose IN ('factor', 'enrol')),
        expires_at TEXT NOT NULL,
        used_at    TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_pending_sign_ins_expires ON desk_pending_sign_ins (expires_at);
      -- Everyone signs in again once, under DESK_TWO_FACTOR: a session opened before it would outlive the policy.
      DELETE FROM desk_sessions;
    `,
  },
  {
    version: 18,
    description: "the browsers and networks each desk account signed in from, to tell its person of a new one",
    sql: `
      CREATE TABLE desk_known_devices (
        user_id       INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        fingerprint   TEXT NOT NULL,          -- SHA-256 of the browser's name and the network: no User-Agent, no address
        first_seen_at TEXT NOT NULL,
        PRIMARY KEY (user_id, fingerprint)
      ) STRICT;
    `,
  },
  {
    version: 19,
    description: "passkeys (WebAuthn) as second factors and as a sign-in of their own; the challenges they answer",
    // SQLite cannot change a CHECK or a NOT NULL in place: the factors' table is made anew and its rows copied.
    sql: `
      CREATE TABLE desk_factors_new (
        id               INTEGER PRIMARY KEY,
        user_id          INTEGER NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        kind             TEXT NOT NULL CHECK (kind IN ('totp', 'passkey')),
        name             TEXT NOT NULL DEFAULT '',
        secret_encrypted TEXT,                     -- TOTP: AES-256-GCM under DESK_FACTOR_KEY (server/desk/factors.ts)
        last_step        INTEGER,                  -- TOTP: the last time step used: no code of it or before works again
        credential_id    TEXT UNIQUE,              -- passkey: the credential's id (base64url)
        public_key       TEXT,                     -- passkey: its COSE public key (base64url); not a secret
        sign_count       INTEGER,                  -- passkey: the authenticator's counter at its last use
        transports       TEXT NOT NULL DEFAULT '', -- passkey: how the browser reaches it ("internal,hybrid")
        created_at       TEXT NOT NULL,
        confirmed_at     TEXT,                     -- NULL until its first code: it plays no part in signing in before
        last_used_at     TEXT,
        CHECK ((kind = 'totp' AND secret_encrypted IS NOT NULL)
            OR (kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL AND sign_count IS NOT NULL))
      ) STRICT;
      INSERT INTO desk_factors_new (id, user_id, kind, name, secret_encrypted, last_step, created_at, confirmed_at, last_used_at)
        SELECT id, user_id, kind, name, secret_encrypted, last_step, created_at, confirmed_at, last_used_at FROM desk_factors;
      DROP TABLE desk_factors;
      ALTER TABLE desk_factors_new RENAME TO desk_factors;
      CREATE INDEX desk_factors_user ON desk_factors (user_id);
      CREATE TABLE desk_webauthn_challenges (
        token_hash TEXT PRIMARY KEY,               -- SHA-256 of the __Host-desk-webauthn cookie's token
        purpose    TEXT NOT NULL CHECK (purpose IN ('enrol', 'factor', 'sign-in', 'confirm')),
        user_id    INTEGER REFERENCES desk_users (id) ON DELETE CASCADE, -- NULL: a sign-in that names no one yet
        challenge  TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX desk_webauthn_challenges_expires ON desk_webauthn_challenges (expires_at);
    `,
  },
  {
    version: 20,
    description: "what led a visitor to a form, kept with their lead: plan, service, campaign, referrer's host, landing page, language",
    sql: `
      -- shared/forms/lead-context.ts checks and bounds each one; the limits here hold whatever writes the row.
      ALTER TABLE leads ADD COLUMN plan TEXT NOT NULL DEFAULT '' CHECK (length(plan) <= 100);
      ALTER TABLE leads ADD COLUMN service TEXT NOT NULL DEFAULT '' CHECK (length(service) <= 100);
      ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '' CHECK (length(utm_source) <= 100);
      ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '' CHECK (length(utm_medium) <= 100);
      ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '' CHECK (length(utm_campaign) <= 100);
      ALTER TABLE leads ADD COLUMN utm_term TEXT NOT NULL DEFAULT '' CHECK (length(utm_term) <= 100);
      ALTER TABLE leads ADD COLUMN utm_content TEXT NOT NULL DEFAULT '' CHECK (length(utm_content) <= 100);
      ALTER TABLE leads ADD COLUMN referrer_host TEXT NOT NULL DEFAULT '' CHECK (length(referrer_host) <= 253);
      ALTER TABLE leads ADD COLUMN landing_page TEXT NOT NULL DEFAULT '' CHECK (length(landing_page) <= 200);
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT '' CHECK (length(language) <= 8);
    `,
  },
  {
    version: 21,
    description: "spam apart (a score with its reasons, senders said not to be spam) and finding a lead by any field",
    sql: `
      -- A new lead's spam score and its reasons (a JSON array of plain-English lines): store/spam.ts.
      ALTER TABLE leads ADD COLUMN spam_score INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN spam_reasons TEXT NOT NULL DEFAULT '[]';
      -- Senders the team said "not spam" to: their later leads are never filed as spam on arrival.
      CREATE TABLE desk_trusted_senders (
        email_key  TEXT PRIMARY KEY,          -- the address, trimmed and lower-cased
        trusted_at TEXT NOT NULL,
        trusted_by TEXT NOT NULL              -- the desk user's e-mail
      ) STRICT;
      -- A sender's leads of the last hour (a burst is a spam signal).
      CREATE INDEX leads_sender ON leads (email COLLATE NOCASE, created_at);
      -- Every field a person may search, a line each; found through its trigram index (substrings, any case).
      ALTER TABLE leads ADD COLUMN desk_text TEXT GENERATED ALWAYS AS (first_name || ' ' || last_name || char(10) || name
        || char(10) || email || char(10) || phone || char(10) || subject || char(10) || message || char(10) || article) VIRTUAL;
      CREATE VIRTUAL TABLE leads_find USING fts5 (desk_text, content = 'leads', content_rowid = 'id', tokenize = 'trigram');
      CREATE TRIGGER leads_find_insert AFTER INSERT ON leads BEGIN
        INSERT INTO leads_find (rowid, desk_text) VALUES (new.id, new.desk_text);
      END;
      CREATE TRIGGER leads_find_delete AFTER DELETE ON leads BEGIN
        INSERT INTO leads_find (leads_find, rowid, desk_text) VALUES ('delete', old.id, old.desk_text);
      END;
      CREATE TRIGGER leads_find_update AFTER UPDATE OF first_name, last_name, name, email, phone, subject, message, article
      ON leads BEGIN
        INSERT INTO leads_find (leads_find, rowid, desk_text) VALUES ('delete', old.id, old.desk_text);
        INSERT INTO leads_find (rowid, desk_text) VALUES (new.id, new.desk_text);
      END;
      INSERT INTO leads_find (leads_find) VALUES ('rebuild');
      -- The default views leave spam out: the status in the index keeps them index-only. The inbox of every kind has
      -- its own pair, newest first.
      DROP INDEX leads_desk;
      CREATE INDEX leads_desk ON leads (kind, created_at, id, desk_status);
      CREATE INDEX leads_inbox ON leads (created_at, id, desk_status, kind);
      CREATE INDEX leads_inbox_status ON leads (desk_status, created_at, id, kind);
    `,
  },
  {
    version: 22,
    description: "the inbox: notifications set in the desk, each delivery attempt, replies, notes and an owner per lead",
    // SQLite cannot change a CHECK or a table constraint in place: the outbox is copied into a table with the new ones.
    sql: `
      -- What an admin set under Notifications; the environment's settings, where set, win (server/outbox/notify-settings.ts).
      CREATE TABLE notify_settings (
        key        TEXT PRIMARY KEY,               -- store/inbox-types.ts NOTIFY_KEYS
        value      TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        updated_by TEXT NOT NULL
      ) STRICT;
      -- A reply written in the desk, sent to the lead's address through the outbox (channel 'reply').
      CREATE TABLE lead_replies (
        id         INTEGER PRIMARY KEY,
        lead_id    INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     TEXT NOT NULL,                  -- the desk user's e-mail: the reply's Reply-To
        to_address TEXT NOT NULL,
        subject    TEXT NOT NULL,
        body       TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX lead_replies_lead ON lead_replies (lead_id);
      CREATE TABLE lead_notes (
        id         INTEGER PRIMARY KEY,
        lead_id    INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     TEXT NOT NULL,
        body       TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
      ALTER TABLE leads ADD COLUMN owner_id INTEGER REFERENCES desk_users (id);
      CREATE INDEX leads_owner ON leads (owner_id, kind, created_at, id) WHERE owner_id IS NOT NULL;
      -- The leads of one address, any case ("3 other leads from this address").
      CREATE INDEX leads_email ON leads (email COLLATE NOCASE);
      -- A lead has one entry per team channel, and one per reply.
      CREATE TABLE outbox_next (
        id              INTEGER PRIMARY KEY,
        lead_id         INTEGER NOT NULL REFERENCES leads (id),
        channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'confirm', 'reply')),
        state           TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        lease_owner     TEXT,
        lease_until     TEXT,
        last_error      TEXT,
        delivered_at    TEXT,
        created_at      TEXT NOT NULL,
        reply_id        INTEGER REFERENCES lead_replies (id) ON DELETE CASCADE,
        CHECK ((channel = 'reply') = (reply_id IS NOT NULL))
      ) STRICT;
      INSERT INTO outbox_next (id, lead_id, channel, state, attempts, next_attempt_at, lease_owner, lease_until, last_error,
        delivered_at, created_at)
        SELECT id, lead_id, channel, state, attempts, next_attempt_at, lease_owner, lease_until, last_error, delivered_at, created_at
        FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_next RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel) WHERE reply_id IS NULL;
      CREATE UNIQUE INDEX outbox_reply ON outbox (reply_id) WHERE reply_id IS NOT NULL;
      -- Each attempt at a delivery: the lead's timeline in the desk.
      CREATE TABLE outbox_attempts (
        id        INTEGER PRIMARY KEY,
        outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        lead_id   INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel   TEXT NOT NULL,
        attempt   INTEGER NOT NULL,
        at        TEXT NOT NULL,
        ok        INTEGER NOT NULL CHECK (ok IN (0, 1)),
        error     TEXT
      ) STRICT;
      CREATE INDEX outbox_attempts_lead ON outbox_attempts (lead_id, id);
      CREATE INDEX outbox_attempts_outbox ON outbox_attempts (outbox_id);
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
      migration.run?.(db);
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
