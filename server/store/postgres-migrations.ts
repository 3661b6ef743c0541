// One transaction under an advisory lock, so of two instances starting at once one migrates and the other finds nothing left.
// DDL is transactional in PostgreSQL. Append new migrations; never edit one that has shipped.
import pg from "pg";
import { lookAlikeAccounts } from "./account-email";

export interface Migration {
  version: number;
  description: string;
  sql: string;
  /** What SQL alone cannot do (Unicode normalisation), after `sql`, in the same transaction. */
  run?: (client: pg.PoolClient) => Promise<void>;
}

// "NX"
export const LOCK_NAMESPACE = 0x4e58;
// Rate-limit keys use RATE_LOCK_NAMESPACE.
export const MIGRATION_LOCK_KEY = 0;
/** One content writer at a time across instances (postgres-content.ts). */
export const CONTENT_LOCK_KEY = 1;
export const RATE_LOCK_NAMESPACE = 0x4e59;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    description: "leads table, subscribers unique by e-mail, settings",
    sql: `
      CREATE TABLE leads (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        kind        text NOT NULL CHECK (kind IN ('contact', 'quote', 'comment', 'subscribe')),
        -- 'new' for leads; comments wait for a moderator as 'pending' and are never published automatically.
        status      text NOT NULL CHECK (status IN ('new', 'pending', 'approved', 'rejected')),
        created_at  timestamptz NOT NULL,
        page        text NOT NULL DEFAULT '',      -- path the form was sent from
        first_name  text NOT NULL DEFAULT '',
        last_name   text NOT NULL DEFAULT '',
        name        text NOT NULL DEFAULT '',
        email       text NOT NULL DEFAULT '',
        phone       text NOT NULL DEFAULT '',
        subject     text NOT NULL DEFAULT '',
        message     text NOT NULL DEFAULT '',
        ip_hash     text NOT NULL,                 -- salted hash, never the raw address
        notified_at timestamptz                    -- when the notification e-mail went out
      );
      CREATE INDEX leads_created_at ON leads (created_at);
      CREATE INDEX leads_kind_created_at ON leads (kind, created_at);
      CREATE INDEX leads_email ON leads (lower(email));
      -- One subscriber per address, whatever its case: a constraint, so two instances cannot race past it.
      CREATE UNIQUE INDEX leads_subscriber_email ON leads (lower(email)) WHERE kind = 'subscribe';
      CREATE TABLE settings (
        key   text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    version: 2,
    description: "notification outbox, rate-limit events",
    sql: `
      CREATE TABLE outbox (
        id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id         bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel         text NOT NULL CHECK (channel IN ('email', 'webhook')),
        state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
        attempts        integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        lease_owner     text,                      -- the worker that claimed it…
        lease_until     timestamptz,               -- …until then
        last_error      text,
        delivered_at    timestamptz,
        created_at      timestamptz NOT NULL,
        UNIQUE (lead_id, channel)
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE state = 'pending';
      CREATE INDEX outbox_state ON outbox (state);
      -- One row per counted form post: key (form kind and IP hash), time and expiry in ms since 1970.
      CREATE TABLE rate_events (
        key        text NOT NULL,
        at         bigint NOT NULL,
        expires_at bigint NOT NULL
      );
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
      ALTER TABLE leads ADD COLUMN article text NOT NULL DEFAULT '';
      ALTER TABLE leads ADD COLUMN decided_at timestamptz;   -- when a moderator approved or rejected it
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
      ALTER TABLE leads ADD COLUMN fingerprint text;
      CREATE INDEX leads_fingerprint ON leads (fingerprint, created_at);
    `,
  },
  {
    version: 5,
    description: "the team's desk: how a lead is filed, desk users, one-time links, sessions, audit log",
    sql: `
      -- How the team files a lead (store/desk-types.ts LEAD_STATUSES); leads stored before are 'new'.
      ALTER TABLE leads ADD COLUMN desk_status text NOT NULL DEFAULT 'new'
        CHECK (desk_status IN ('new', 'read', 'archived', 'spam'));
      ALTER TABLE leads ADD COLUMN unpublished_at timestamptz;   -- when an approved comment was taken off its article
      -- What the desk's search looks in, a line each: the full name, the name, the e-mail.
      ALTER TABLE leads ADD COLUMN desk_search text
        GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || chr(10) || name || chr(10) || email)) STORED;
      -- The desk lists newest first (created_at DESC, id DESC), by kind and by kind and status; with the search
      -- text in the index a search is an index-only scan. The first serves every query leads_kind_created_at did.
      CREATE INDEX leads_desk ON leads (kind, created_at DESC, id DESC) INCLUDE (desk_search);
      CREATE INDEX leads_desk_status ON leads (kind, desk_status, created_at DESC, id DESC) INCLUDE (desk_search);
      DROP INDEX leads_kind_created_at;
      CREATE TABLE desk_users (
        id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        email               text NOT NULL,         -- as entered
        role                text NOT NULL CHECK (role IN ('editor', 'admin')),
        password_hash       text,                  -- argon2id; NULL until the one-time link is used
        disabled_at         timestamptz,
        created_at          timestamptz NOT NULL,
        updated_at          timestamptz NOT NULL,
        last_sign_in_at     timestamptz,
        previous_sign_in_at timestamptz
      );
      -- One user per address, whatever its case: a constraint, so two admins cannot race past it.
      CREATE UNIQUE INDEX desk_users_email ON desk_users (lower(email));
      -- Only the SHA-256 of a one-time link's token.
      CREATE TABLE desk_password_tokens (
        token_hash text PRIMARY KEY,
        user_id    bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX desk_password_tokens_user ON desk_password_tokens (user_id);
      -- Only the SHA-256 of the cookie's session id.
      CREATE TABLE desk_sessions (
        id_hash      text PRIMARY KEY,
        user_id      bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        csrf_token   text NOT NULL,
        created_at   timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at   timestamptz NOT NULL
      );
      CREATE INDEX desk_sessions_user ON desk_sessions (user_id);
      CREATE TABLE desk_audit (
        id     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at     timestamptz NOT NULL,
        actor  text NOT NULL,                      -- a desk user's e-mail, or 'cli'
        action text NOT NULL,
        target text NOT NULL,
        detail text NOT NULL
      );
      CREATE INDEX desk_audit_at ON desk_audit (at, id);
    `,
  },
  {
    version: 6,
    description: "desk accounts unique by their address's key (NFKC, lower case), look-alikes disabled",
    sql: `ALTER TABLE desk_users ADD COLUMN email_key text NOT NULL DEFAULT '';`,
    async run(client) {
      const { rows } = await client.query<{ id: string; email: string }>("SELECT id, email FROM desk_users ORDER BY id");
      const email = (id: string) => rows.find((u) => u.id === id)!.email;
      for (const user of lookAlikeAccounts(rows)) {
        await client.query("UPDATE desk_users SET email_key = $1 WHERE id = $2", [user.key, user.id]);
        if (user.sameAs === undefined) continue;
        await client.query("UPDATE desk_users SET disabled_at = coalesce(disabled_at, now()), updated_at = now() WHERE id = $1", [user.id]);
        await client.query(
          "INSERT INTO desk_audit (at, actor, action, target, detail) VALUES (now(), 'migration', 'user-disable', $1, $2)",
          [`user ${email(user.id)}`, `reads as ${email(user.sameAs)}, an older account`],
        );
      }
      await client.query("DROP INDEX desk_users_email; CREATE UNIQUE INDEX desk_users_email_key ON desk_users (email_key)");
    },
  },
  {
    version: 7,
    description: "audit entries fold repeats (a count and a key), and filter by actor and action",
    sql: `
      ALTER TABLE desk_audit ADD COLUMN times integer NOT NULL DEFAULT 1;
      ALTER TABLE desk_audit ADD COLUMN fold_key text;
      CREATE UNIQUE INDEX desk_audit_fold ON desk_audit (fold_key);
      CREATE INDEX desk_audit_actor ON desk_audit (actor, at, id);
      CREATE INDEX desk_audit_action ON desk_audit (action, at, id);
    `,
  },
  {
    version: 8,
    description: "a subscription keeps the consent text its subscriber was shown",
    sql: `ALTER TABLE leads ADD COLUMN consent_text text NOT NULL DEFAULT '';`,
  },
  {
    version: 9,
    description: "double opt-in: a subscription's confirmation time, and the outbox's confirm channel",
    sql: `
      ALTER TABLE leads ADD COLUMN confirmed_at timestamptz;
      UPDATE leads SET confirmed_at = created_at WHERE kind = 'subscribe';
      CREATE INDEX leads_unconfirmed ON leads (created_at) WHERE kind = 'subscribe' AND confirmed_at IS NULL;
      ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check,
        ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook', 'confirm'));
    `,
  },
  {
    version: 10,
    description: "the site's content as revisions: each distinct file body once, each revision a manifest of them",
    sql: `
      CREATE TABLE content_blobs (
        hash text PRIMARY KEY,                     -- SHA-256 of the body, hex
        body text NOT NULL
      );
      CREATE TABLE content_revisions (
        id         integer PRIMARY KEY,
        created_at timestamptz NOT NULL,
        actor      text NOT NULL,
        source     text NOT NULL CHECK (source IN ('seed', 'import', 'desk', 'rollback')),
        message    text NOT NULL DEFAULT '',
        based_on   integer REFERENCES content_revisions (id),
        files      jsonb NOT NULL                  -- [[path, hash], …] sorted by path
      );
    `,
  },
  {
    version: 11,
    description: "publishers: editors who may also publish content (the role is read as 'publisher')",
    sql: `ALTER TABLE desk_users ADD COLUMN publishes boolean NOT NULL DEFAULT false;`,
  },
  {
    version: 12,
    description: "content drafts: one per content file, saved explicitly, versioned against overwriting",
    sql: `
      CREATE TABLE content_drafts (
        file       text PRIMARY KEY,               -- its path inside content/
        body       text NOT NULL,
        base_hash  text NOT NULL,                  -- SHA-256 of the published file it was made from
        actor      text NOT NULL,
        updated_at timestamptz NOT NULL,
        version    integer NOT NULL
      );
    `,
  },
  {
    version: 13,
    description: "scheduled publishes: files to publish at a time, claimed by one instance, run once",
    sql: `
      CREATE TABLE content_schedules (
        id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        created_at timestamptz NOT NULL,
        at         timestamptz NOT NULL,           -- when it is due
        actor      text NOT NULL,
        message    text NOT NULL DEFAULT '',
        files      jsonb NOT NULL,                 -- [{file, body, baseHash, draftVersion}, …]
        state      text NOT NULL CHECK (state IN ('pending', 'running', 'published', 'failed', 'cancelled')),
        claim      text,                           -- the instance's claim while running
        claimed_at timestamptz,
        revision   integer REFERENCES content_revisions (id),
        outcome    text NOT NULL DEFAULT ''        -- why it failed, who cancelled it
      );
      CREATE INDEX content_schedules_due ON content_schedules (state, at);
    `,
  },
  {
    version: 14,
    description: "translations marked up to date with their English file without being changed, or made as its copy",
    sql: `
      CREATE TABLE content_reviews (
        file     text PRIMARY KEY,                -- the translation's path inside content/
        revision integer NOT NULL REFERENCES content_revisions (id), -- whose English file it was checked against
        actor    text NOT NULL,
        at       timestamptz NOT NULL,
        copied   boolean NOT NULL DEFAULT false  -- made as a copy of English, not translated yet
      );
    `,
  },
  {
    version: 15,
    description: "images uploaded in the desk, shared by every instance",
    sql: `
      CREATE TABLE content_media (
        path       text PRIMARY KEY,                -- /media/<hash>.<webp|svg>
        type       text NOT NULL,
        width      integer NOT NULL,
        height     integer NOT NULL,
        size       integer NOT NULL,
        bytes      bytea NOT NULL,
        name       text NOT NULL,                   -- the uploaded file's name
        actor      text NOT NULL,
        created_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 16,
    description: "sessions a person can see (device, network) and when each last proved who it is",
    sql: `
      ALTER TABLE desk_sessions
        ADD COLUMN device text NOT NULL DEFAULT '',        -- the browser's User-Agent, cut short
        ADD COLUMN network text NOT NULL DEFAULT '',       -- a prefix of the address's salted hash
        ADD COLUMN authenticated_at timestamptz;           -- the last password given; NULL: at its start
    `,
  },
  {
    version: 17,
    description: "second factors of desk sign-in (TOTP), recovery codes, sign-ins waiting for their second step",
    sql: `
      CREATE TABLE desk_factors (
        id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id          bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        kind             text NOT NULL CHECK (kind IN ('totp')),
        name             text NOT NULL DEFAULT '',
        secret_encrypted text NOT NULL,            -- AES-256-GCM under DESK_FACTOR_KEY (server/desk/factors.ts)
        last_step        bigint,                   -- the last TOTP time step used: no code of it or before works again
        created_at       timestamptz NOT NULL,
        confirmed_at     timestamptz,              -- NULL until its first code: it plays no part in signing in before
        last_used_at     timestamptz
      );
      CREATE INDEX desk_factors_user ON desk_factors (user_id);
      CREATE TABLE desk_recovery_codes (
        id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id   bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        salt      text NOT NULL,
        code_hash text NOT NULL,                   -- SHA-256 of salt and code, never the code
        used_at   timestamptz
      );
      CREATE INDEX desk_recovery_codes_user ON desk_recovery_codes (user_id);
      CREATE TABLE desk_pending_sign_ins (
        token_hash text PRIMARY KEY,               -- SHA-256 of the __Host-desk-pending cookie's token
        user_id    bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        purpose    text NOT NULL CHECK (purpose IN ('factor', 'enrol')),
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL
      );
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
        user_id       bigint NOT NULL REFERENCES desk_users (id) ON DELETE CASCADE,
        fingerprint   text NOT NULL,          -- SHA-256 of the browser's name and the network: no User-Agent, no address
        first_seen_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, fingerprint)
      );
    `,
  },
  {
    version: 19,
    description: "passkeys (WebAuthn) as second factors and as a sign-in of their own; the challenges they answer",
    sql: `
      ALTER TABLE desk_factors DROP CONSTRAINT desk_factors_kind_check;
      ALTER TABLE desk_factors
        ALTER COLUMN secret_encrypted DROP NOT NULL,
        ADD COLUMN credential_id text UNIQUE,              -- passkey: the credential's id (base64url)
        ADD COLUMN public_key text,                        -- passkey: its COSE public key (base64url); not a secret
        ADD COLUMN sign_count bigint,                      -- passkey: the authenticator's counter at its last use
        ADD COLUMN transports text NOT NULL DEFAULT '',    -- passkey: how the browser reaches it ("internal,hybrid")
        ADD CONSTRAINT desk_factors_kind_check CHECK (kind IN ('totp', 'passkey')),
        ADD CONSTRAINT desk_factors_kind_fields CHECK (
          (kind = 'totp' AND secret_encrypted IS NOT NULL)
          OR (kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL AND sign_count IS NOT NULL));
      CREATE TABLE desk_webauthn_challenges (
        token_hash text PRIMARY KEY,               -- SHA-256 of the __Host-desk-webauthn cookie's token
        purpose    text NOT NULL CHECK (purpose IN ('enrol', 'factor', 'sign-in', 'confirm')),
        user_id    bigint REFERENCES desk_users (id) ON DELETE CASCADE, -- NULL: a sign-in that names no one yet
        challenge  text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX desk_webauthn_challenges_expires ON desk_webauthn_challenges (expires_at);
    `,
  },
  {
    version: 20,
    description: "what led a visitor to a form, kept with their lead: plan, service, campaign, referrer's host, landing page, language",
    sql: `
      -- shared/forms/lead-context.ts checks and bounds each one; the limits here hold whatever writes the row.
      ALTER TABLE leads ADD COLUMN plan text NOT NULL DEFAULT '' CHECK (char_length(plan) <= 100);
      ALTER TABLE leads ADD COLUMN service text NOT NULL DEFAULT '' CHECK (char_length(service) <= 100);
      ALTER TABLE leads ADD COLUMN utm_source text NOT NULL DEFAULT '' CHECK (char_length(utm_source) <= 100);
      ALTER TABLE leads ADD COLUMN utm_medium text NOT NULL DEFAULT '' CHECK (char_length(utm_medium) <= 100);
      ALTER TABLE leads ADD COLUMN utm_campaign text NOT NULL DEFAULT '' CHECK (char_length(utm_campaign) <= 100);
      ALTER TABLE leads ADD COLUMN utm_term text NOT NULL DEFAULT '' CHECK (char_length(utm_term) <= 100);
      ALTER TABLE leads ADD COLUMN utm_content text NOT NULL DEFAULT '' CHECK (char_length(utm_content) <= 100);
      ALTER TABLE leads ADD COLUMN referrer_host text NOT NULL DEFAULT '' CHECK (char_length(referrer_host) <= 253);
      ALTER TABLE leads ADD COLUMN landing_page text NOT NULL DEFAULT '' CHECK (char_length(landing_page) <= 200);
      ALTER TABLE leads ADD COLUMN language text NOT NULL DEFAULT '' CHECK (char_length(language) <= 8);
    `,
  },
  {
    version: 21,
    description: "spam apart (a score with its reasons, senders said not to be spam) and finding a lead by any field",
    sql: `
      -- A new lead's spam score and its reasons (plain-English lines): store/spam.ts.
      ALTER TABLE leads ADD COLUMN spam_score integer NOT NULL DEFAULT 0;
      ALTER TABLE leads ADD COLUMN spam_reasons jsonb NOT NULL DEFAULT '[]';
      -- Senders the team said "not spam" to: their later leads are never filed as spam on arrival.
      CREATE TABLE desk_trusted_senders (
        email_key  text PRIMARY KEY,          -- the address, trimmed and lower-cased
        trusted_at timestamptz NOT NULL,
        trusted_by text NOT NULL              -- the desk user's e-mail
      );
      -- A sender's leads of the last hour (a burst is a spam signal).
      CREATE INDEX leads_sender ON leads (lower(email), created_at);
      -- Every field a person may search, lower-cased, a line each: an expression (postgres-desk.ts DESK_TEXT, the same
      -- text), not a column, so the rows stay as small as they were. Its trigram index answers LIKE '%…%' when pg_trgm
      -- (contrib) is there and may be created here; without it a search reads the rows, within the statement timeout.
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS pg_trgm;
          EXCEPTION WHEN insufficient_privilege THEN
            RAISE NOTICE 'pg_trgm could not be created: the desk searches without its index';
          END;
        END IF;
        IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
          EXECUTE $index$CREATE INDEX leads_find ON leads USING gin ((lower(first_name || ' ' || last_name || chr(10) || name
            || chr(10) || email || chr(10) || phone || chr(10) || subject || chr(10) || message || chr(10) || article))
            gin_trgm_ops)$index$;
        END IF;
      END
      $$;
      -- The default views leave spam out: the status in the index keeps them index-only. The inbox of every kind has
      -- its own pair, newest first.
      DROP INDEX leads_desk;
      CREATE INDEX leads_desk ON leads (kind, created_at DESC, id DESC) INCLUDE (desk_status);
      CREATE INDEX leads_inbox ON leads (created_at DESC, id DESC) INCLUDE (desk_status, kind);
      CREATE INDEX leads_inbox_status ON leads (desk_status, created_at DESC, id DESC) INCLUDE (kind);
    `,
  },
  {
    version: 22,
    description: "the inbox: notifications set in the desk, each delivery attempt, replies, notes and an owner per lead",
    sql: `
      -- What an admin set under Notifications; the environment's settings, where set, win (server/outbox/notify-settings.ts).
      CREATE TABLE notify_settings (
        key        text PRIMARY KEY,               -- store/inbox-types.ts NOTIFY_KEYS
        value      text NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by text NOT NULL
      );
      -- A reply written in the desk, sent to the lead's address through the outbox (channel 'reply').
      CREATE TABLE lead_replies (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id    bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     text NOT NULL,                  -- the desk user's e-mail: the reply's Reply-To
        to_address text NOT NULL,
        subject    text NOT NULL,
        body       text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX lead_replies_lead ON lead_replies (lead_id);
      CREATE TABLE lead_notes (
        id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        lead_id    bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        author     text NOT NULL,
        body       text NOT NULL,
        created_at timestamptz NOT NULL
      );
      CREATE INDEX lead_notes_lead ON lead_notes (lead_id);
      ALTER TABLE leads ADD COLUMN owner_id bigint REFERENCES desk_users (id);
      CREATE INDEX leads_owner ON leads (owner_id, kind, created_at, id) WHERE owner_id IS NOT NULL;
      -- A lead has one entry per team channel, and one per reply.
      ALTER TABLE outbox ADD COLUMN reply_id bigint REFERENCES lead_replies (id) ON DELETE CASCADE,
        DROP CONSTRAINT outbox_channel_check,
        ADD CONSTRAINT outbox_channel_check CHECK (channel IN ('email', 'webhook', 'confirm', 'reply')),
        ADD CONSTRAINT outbox_reply_check CHECK ((channel = 'reply') = (reply_id IS NOT NULL)),
        DROP CONSTRAINT outbox_lead_id_channel_key;
      CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel) WHERE reply_id IS NULL;
      CREATE UNIQUE INDEX outbox_reply ON outbox (reply_id) WHERE reply_id IS NOT NULL;
      -- Each attempt at a delivery: the lead's timeline in the desk.
      CREATE TABLE outbox_attempts (
        id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        lead_id   bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        channel   text NOT NULL,
        attempt   integer NOT NULL,
        at        timestamptz NOT NULL,
        ok        boolean NOT NULL,
        error     text
      );
      CREATE INDEX outbox_attempts_lead ON outbox_attempts (lead_id, id);
      CREATE INDEX outbox_attempts_outbox ON outbox_attempts (outbox_id);
    `,
  },
];

// Errors' `detail` may carry row values: a visitor's e-mail or message must not reach a log.
export function withoutRowData(error: unknown): unknown {
  if (error instanceof pg.DatabaseError) {
    error.detail = undefined;
    error.where = undefined;
  }
  return error;
}

// A connection that cannot roll back, or got no answer, is discarded: ROLLBACK would wait for the same silence, and closing rolls back.
export async function transaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // While checked out the pool does not listen: an 'error' event between statements would end the process.
  const onError = (error: Error) => (broken ??= error);
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await fn(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    if (error instanceof pg.DatabaseError && !broken)
      await client.query("ROLLBACK").catch((rollbackError: Error) => (broken = rollbackError));
    else broken ??= error instanceof Error ? error : new Error(String(error));
    throw withoutRowData(error);
  } finally {
    client.removeListener("error", onError);
    client.release(broken);
  }
}

// Returns the versions it applied.
export function migrate(pool: pg.Pool, list: readonly Migration[] = migrations): Promise<number[]> {
  return transaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock($1::int, $2::int)", [LOCK_NAMESPACE, MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version     integer PRIMARY KEY,
      description text NOT NULL,
      applied_at  timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await client.query<{ version: number }>("SELECT version FROM schema_migrations")).rows.map((r) => r.version));
    const applied: number[] = [];
    for (const migration of [...list].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      await client.query(migration.sql);
      await migration.run?.(client);
      await client.query("INSERT INTO schema_migrations (version, description) VALUES ($1, $2)", [
        migration.version,
        migration.description,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

export async function appliedVersions(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ version: number }>("SELECT version FROM schema_migrations ORDER BY version");
  return rows.map((r) => r.version);
}
