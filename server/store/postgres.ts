// For several instances sharing one database: what must hold across them (unique subscribers, rate limits,
// outbox leases, migrations, the hash salt) is left to PostgreSQL's locks and constraints (docs/decisions/0011-postgresql-store.md).
import { createHash } from "node:crypto";
import pg from "pg";
import { createPostgresDesk, type Query } from "./postgres-desk";
import { createPostgresInbox } from "./postgres-inbox";
import { createPostgresContent } from "./postgres-content";
import { migrate, RATE_LOCK_NAMESPACE, transaction, withoutRowData } from "./postgres-migrations";
import { judgeLead, repeatSince, senderKey } from "./spam";
import {
  COMMENTS_VERSION_KEY,
  CONFIRM_CHANNELS,
  RESEND_CONFIRMATION_MS,
  waitsForConfirmation,
  DUPLICATE_WINDOW_MS,
  contextList,
  CONTEXT_COLUMNS,
  leadValues,
  RATE_SWEEP_INTERVAL_MS,
  secondsUntilFree,
  channelsFor,
  WRITE_PROBE_KEY,
} from "./shared";

// The two-key advisory lock form is a space of its own.
const DUPLICATE_LOCK_CLASS = 0x4c454144;
import type { Channel, CommentRow, LeadRow, LeadStore, OutboxEntry, OutboxState, SavedLead } from "./types";

// A database that stops answering costs a visitor a few seconds and a 503, not a hang.
export interface PostgresTimeouts {
  connectMs: number;
  /** statement_timeout; the client gives up a little later. */
  queryMs: number;
  idleMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 2_000, queryMs: 3_000, idleMs: 30_000 };

// Longer than statement_timeout, so a slow statement is cancelled by the server (connection kept) and only a silent one by the client.
const CLIENT_GRACE_MS = 500;

export interface PostgresStoreOptions {
  poolSize?: number;
  timeouts?: PostgresTimeouts;
  log?: Pick<Console, "error">;
}

export const PG_DUMP_ADVICE =
  'The leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump, e.g. pg_dump --format=custom --file=leads.dump "$DATABASE_URL" (restore with pg_restore).';

const LEAD_COLUMNS = `id, kind, status, created_at, page, first_name, last_name, name, email, phone, subject, message, notified_at`;
const COMMENT_COLUMNS = `id, status, created_at, page, article, first_name, last_name, message, decided_at`;
const OUTBOX_COLUMNS = `id, lead_id, channel, state, attempts, next_attempt_at, last_error, delivered_at, created_at`;

export interface LeadRecord {
  id: string;
  kind: LeadRow["kind"];
  status: LeadRow["status"];
  created_at: Date;
  page: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  notified_at: Date | null;
}

export interface CommentRecord {
  id: string;
  status: CommentRow["status"];
  created_at: Date;
  page: string;
  article: string;
  first_name: string;
  last_name: string;
  message: string;
  decided_at: Date | null;
}

export interface OutboxRecord {
  id: string;
  lead_id: string;
  channel: Channel;
  state: OutboxState;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toLead(r: LeadRecord): LeadRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    page: r.page,
    firstName: r.first_name,
    lastName: r.last_name,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    notifiedAt: iso(r.notified_at),
  };
}

export function toComment(r: CommentRecord): CommentRow {
  return {
    id: Number(r.id),
    status: r.status,
    createdAt: r.created_at.toISOString(),
    page: r.page,
    article: r.article,
    firstName: r.first_name,
    lastName: r.last_name,
    message: r.message,
    decidedAt: iso(r.decided_at),
  };
}

// In the same statement, hence transaction, as the change itself.
const BUMP_COMMENTS_WHEN_ANY = `
  bump AS (
    INSERT INTO settings (key, value) SELECT '${COMMENTS_VERSION_KEY}', '1' WHERE EXISTS (SELECT FROM affects_comments)
    ON CONFLICT (key) DO UPDATE SET value = (settings.value::bigint + 1)::text)`;

function toEntry(r: OutboxRecord): OutboxEntry {
  return {
    id: Number(r.id),
    leadId: Number(r.lead_id),
    channel: r.channel,
    state: r.state,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at.toISOString(),
    lastError: r.last_error,
    deliveredAt: iso(r.delivered_at),
    createdAt: r.created_at.toISOString(),
  };
}

// The desk's erase runs it in its transaction, with its audit entry.
async function eraseRows(run: Query, email: string): Promise<number> {
  // The outbox entries go with their leads (ON DELETE CASCADE), in the same statement.
  const { rows } = await run<{ n: string }>(
    `WITH deleted AS (DELETE FROM leads WHERE lower(email) = lower($1) RETURNING kind, status),
     affects_comments AS (SELECT FROM deleted WHERE kind = 'comment' AND status = 'approved'),
     ${BUMP_COMMENTS_WHEN_ANY}
     SELECT count(*) AS n FROM deleted`,
    [email],
  );
  return Number(rows[0].n);
}

// 32 bits of SHA-256: two keys sharing one only wait for each other.
function rateLock(key: string): number {
  return createHash("sha256").update(key).digest().readInt32BE(0);
}

export function createPostgresStore(
  connectionString: string,
  { poolSize = 10, timeouts = DEFAULT_POSTGRES_TIMEOUTS, log = console }: PostgresStoreOptions = {},
): LeadStore {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    idleTimeoutMillis: timeouts.idleMs,
    // A lock held by a stuck instance: cancelled by the server…
    statement_timeout: timeouts.queryMs,
    // …a server that never answers: given up by the client.
    query_timeout: timeouts.queryMs + CLIENT_GRACE_MS,
    // A frozen instance mid-transaction releases its locks.
    idle_in_transaction_session_timeout: 2 * timeouts.queryMs,
    keepAlive: true,
    application_name: "nexora-site",
  });
  // Without a listener an idle connection's error (a database restart) would end the process.
  pool.on("error", (error) => log.error("PostgreSQL: an idle connection failed:", error.message));
  let ended = false;
  let nextSweep = 0;

  const query = <R extends pg.QueryResultRow>(sql: string, params?: unknown[]) =>
    pool.query<R>(sql, params).catch((error: unknown) => {
      throw withoutRowData(error);
    });

  const limitingEvent = async (key: string, limit: number, windowMs: number, now: number) => {
    const { rows } = await query<{ at: string }>(
      "SELECT at FROM rate_events WHERE key = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1",
      [key, now - windowMs, Math.max(0, limit - 1)],
    );
    return rows.length ? Number(rows[0].at) : undefined;
  };

  /** At most once a minute per instance, outside any request's transaction. */
  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + RATE_SWEEP_INTERVAL_MS;
    query("DELETE FROM rate_events WHERE expires_at <= $1", [now]).catch((error: Error) =>
      log.error("PostgreSQL: sweeping rate-limit events failed:", error.message),
    );
  }

  return {
    backend: "postgres",
    desk: createPostgresDesk({ pool, query, bumpComments: BUMP_COMMENTS_WHEN_ANY, eraseRows, toLead, toComment, toEntry }),
    content: createPostgresContent({ pool, query }),
    inbox: createPostgresInbox({ pool, query }),

    async migrate() {
      await migrate(pool);
    },

    async ping() {
      await query("SELECT 1");
    },

    async checkWritable(now = new Date()) {
      // Its own transaction, flushed by the server, holding the row's lock only while it runs.
      await query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value", [
        WRITE_PROBE_KEY,
        now.toISOString(),
      ]);
    },

    async close() {
      if (ended) return;
      ended = true;
      await pool.end();
    },

    insertLeads(leads, channels, now = new Date()) {
      return transaction(pool, async (client) => {
        const saved: SavedLead[] = [];
        for (const lead of leads) {
          const v = leadValues(lead);
          const confirm = waitsForConfirmation(lead);
          // The same post from another instance waits here for the first one's commit, then finds it.
          await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [DUPLICATE_LOCK_CLASS, v.fingerprint]);
          const same = await client.query<{ id: string }>(
            "SELECT id FROM leads WHERE fingerprint = $1 AND created_at >= $2 ORDER BY id LIMIT 1",
            [v.fingerprint, new Date(now.getTime() - DUPLICATE_WINDOW_MS)],
          );
          if (same.rows.length) {
            saved.push({ id: Number(same.rows[0].id), created: false });
            continue;
          }
          const key = senderKey(v.email);
          const sender = key
            ? (
                await client.query<{ earlier: string; trusted: boolean }>(
                  `SELECT (SELECT count(*) FROM leads WHERE lower(email) = lower($1) AND created_at >= $2) AS earlier,
                     EXISTS (SELECT 1 FROM desk_trusted_senders WHERE email_key = $3) AS trusted`,
                  [v.email, repeatSince(now), key],
                )
              ).rows[0]
            : { earlier: "0", trusted: false };
          const judged = judgeLead(lead, Number(sender.earlier), sender.trusted);
          // The lead and its outbox entries in one statement (a data-modifying CTE runs even if unread).
          const { rows } = await client.query<{ id: string }>(
            `WITH lead AS (
               INSERT INTO leads (kind, status, created_at, page, first_name, last_name, name, email, phone, subject, message, ip_hash, article,
                 fingerprint, consent_text, confirmed_at, ${CONTEXT_COLUMNS.join(", ")}, spam_score, spam_reasons, desk_status)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $14, $15, $16, $17,
                 $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30)
               ON CONFLICT (lower(email)) WHERE kind = 'subscribe' DO NOTHING
               RETURNING id),
             entries AS (
               INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
               SELECT lead.id, channel, $3, $3 FROM lead, unnest($13::text[]) AS channel)
             SELECT id FROM lead`,
            [
              v.kind,
              v.status,
              now,
              v.page,
              v.firstName,
              v.lastName,
              v.name,
              v.email,
              v.phone,
              v.subject,
              v.message,
              v.ipHash,
              // Spam is filed, not announced: nobody is woken for it.
              confirm ? CONFIRM_CHANNELS : judged.spam ? [] : channelsFor(channels, lead.kind),
              v.article,
              v.fingerprint,
              v.consentText,
              lead.kind === "subscribe" && !confirm ? now : null,
              ...contextList(lead.context),
              judged.score,
              JSON.stringify(judged.reasons),
              judged.spam ? "spam" : "new",
            ],
          );
          if (rows.length) {
            saved.push({ id: Number(rows[0].id), created: true });
            continue;
          }
          // A subscriber with this address exists (committed, or committed while we waited on it).
          const existing = await client.query<{ id: string }>(
            "SELECT id FROM leads WHERE kind = 'subscribe' AND lower(email) = lower($1)",
            [v.email],
          );
          const id = Number(existing.rows[0].id);
          // Unconfirmed: the link again, at most once in RESEND_CONFIRMATION_MS.
          if (confirm) {
            await client.query(
              `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
               SELECT id, 'confirm', $2, $2 FROM leads WHERE id = $1 AND kind = 'subscribe' AND confirmed_at IS NULL
               ON CONFLICT (lead_id, channel) WHERE reply_id IS NULL DO UPDATE SET state = 'pending', attempts = 0,
                 next_attempt_at = excluded.next_attempt_at, lease_owner = NULL, lease_until = NULL, last_error = NULL,
                 delivered_at = NULL, created_at = excluded.created_at
               WHERE outbox.created_at <= $3`,
              [id, now, new Date(now.getTime() - RESEND_CONFIRMATION_MS)],
            );
          }
          saved.push({ id, created: false });
        }
        return saved;
      });
    },

    async get(id) {
      const { rows } = await query<LeadRecord>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
      return rows.length ? toLead(rows[0]) : undefined;
    },

    async list(filter = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.kind) {
        params.push(filter.kind);
        where.push(`kind = $${params.length}`);
      }
      if (filter.since) {
        params.push(filter.since);
        where.push(`created_at >= $${params.length}`);
      }
      let sql = `SELECT ${LEAD_COLUMNS} FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY created_at DESC, id DESC`;
      if (filter.limit) {
        params.push(filter.limit);
        sql += ` LIMIT $${params.length}`;
      }
      return (await query<LeadRecord>(sql, params)).rows.map(toLead);
    },

    async setting(key, initial) {
      await query("INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING", [key, initial()]);
      const { rows } = await query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
      return rows[0].value;
    },

    async listComments(filter = {}) {
      const where = ["kind = 'comment'"];
      const params: unknown[] = [];
      if (filter.id !== undefined) {
        params.push(filter.id);
        where.push(`id = $${params.length}`);
      }
      if (filter.status) {
        params.push(filter.status);
        where.push(`status = $${params.length}`);
      }
      if (filter.article !== undefined) {
        params.push(filter.article);
        where.push(`article = $${params.length}`);
      }
      let sql = `SELECT ${COMMENT_COLUMNS} FROM leads WHERE ${where.join(" AND ")} ORDER BY created_at, id`;
      if (filter.limit) {
        params.push(filter.limit);
        sql += ` LIMIT $${params.length}`;
      }
      return (await query<CommentRecord>(sql, params)).rows.map(toComment);
    },

    async setCommentStatus(id, status, now = new Date()) {
      // Only a pending comment changes (a second moderator's UPDATE waits for the first one's row lock, then finds it decided).
      const { rows } = await query<{ changed: boolean }>(
        `WITH affects_comments AS (
           UPDATE leads SET status = $2, decided_at = $3 WHERE id = $1 AND kind = 'comment' AND status = 'pending' RETURNING id),
         ${BUMP_COMMENTS_WHEN_ANY}
         SELECT EXISTS (SELECT FROM affects_comments) AS changed`,
        [id, status, now],
      );
      return rows[0].changed;
    },

    async approvedComments(article) {
      const { rows } = await query<CommentRecord>(
        `SELECT ${COMMENT_COLUMNS} FROM leads WHERE kind = 'comment' AND status = 'approved' AND article = $1 ORDER BY created_at, id`,
        [article],
      );
      return rows.map(toComment);
    },

    async approvedCommentsPage(article, { limit, offset }) {
      // One statement: the count and the rows agree.
      const { rows } = await query<CommentRecord & { total: string }>(
        `SELECT ${COMMENT_COLUMNS}, count(*) OVER () AS total FROM leads
         WHERE kind = 'comment' AND status = 'approved' AND article = $1
         ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [article, limit, offset],
      );
      if (rows.length) return { rows: rows.map(toComment).reverse(), total: Number(rows[0].total) };
      // Past the last page the window is empty: the count alone.
      const count = await query<{ n: string }>(
        "SELECT count(*) AS n FROM leads WHERE kind = 'comment' AND status = 'approved' AND article = $1",
        [article],
      );
      return { rows: [], total: Number(count.rows[0].n) };
    },

    async commentsVersion() {
      const { rows } = await query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [COMMENTS_VERSION_KEY]);
      return rows[0]?.value ?? "0";
    },

    async retryAfter(key, { limit, windowMs }, now = new Date()) {
      const at = await limitingEvent(key, limit, windowMs, now.getTime());
      return at === undefined ? 0 : secondsUntilFree(at, windowMs, now.getTime());
    },

    async consume(key, { limit, windowMs }, now = new Date()) {
      const ms = now.getTime();
      sweep(ms);
      return transaction(pool, async (client) => {
        // Another instance consuming the key waits here. synchronous_commit off: a database crash may forget the last events, which a spam brake can afford.
        await client.query("SELECT set_config('synchronous_commit', 'off', true), pg_advisory_xact_lock($1::int, $2::int)", [
          RATE_LOCK_NAMESPACE,
          rateLock(key),
        ]);
        // Drop expired events, find the limiting one, record one if none does.
        const { rows } = await client.query<{ at: string | null }>(
          `WITH expired AS (DELETE FROM rate_events WHERE key = $1 AND expires_at <= $2),
                limiting AS (SELECT at FROM rate_events WHERE key = $1 AND at > $3 ORDER BY at DESC OFFSET $4 LIMIT 1),
                recorded AS (INSERT INTO rate_events (key, at, expires_at) SELECT $1, $2, $5 WHERE NOT EXISTS (SELECT FROM limiting))
           SELECT (SELECT at FROM limiting) AS at`,
          [key, ms, ms - windowMs, Math.max(0, limit - 1), ms + windowMs],
        );
        const at = rows[0].at;
        return at === null ? 0 : secondsUntilFree(Number(at), windowMs, ms);
      });
    },

    async claimOutbox(worker, leaseMs, limit, now = new Date()) {
      const { rows } = await query<OutboxRecord>(
        `WITH due AS (
           SELECT id FROM outbox
           WHERE state = 'pending' AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
           ORDER BY next_attempt_at, id
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
         UPDATE outbox SET lease_owner = $3, lease_until = $4 FROM due WHERE outbox.id = due.id
         RETURNING ${OUTBOX_COLUMNS.split(", ")
           .map((c) => `outbox.${c}`)
           .join(", ")}`,
        [now, limit, worker, new Date(now.getTime() + leaseMs)],
      );
      if (!rows.length) return [];
      const entries = rows.map(toEntry).sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id);
      const leads = await query<LeadRecord>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ANY($1::bigint[])`, [
        entries.map((e) => e.leadId),
      ]);
      const byId = new Map(leads.rows.map((r) => [Number(r.id), toLead(r)]));
      // A lead erased in the meantime took its entries with it.
      return entries.flatMap((entry) => {
        const lead = byId.get(entry.leadId);
        return lead ? [{ entry, lead }] : [];
      });
    },

    async completeOutbox(id, now = new Date()) {
      // The attempt joins the lead's timeline in the same statement.
      await query(
        `WITH done AS (
           UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = $2, lease_owner = NULL, lease_until = NULL
           WHERE id = $1 AND state <> 'delivered'
           RETURNING id, lead_id, channel, attempts),
         attempt AS (
           INSERT INTO outbox_attempts (outbox_id, lead_id, channel, attempt, at, ok)
           SELECT id, lead_id, channel, attempts, $2, true FROM done)
         UPDATE leads SET notified_at = $2 FROM done
         WHERE leads.id = done.lead_id AND done.channel = 'email' AND leads.notified_at IS NULL`,
        [id, now],
      );
    },

    async failOutbox(id, error, nextAttemptAt, now = new Date()) {
      await query(
        `WITH failed AS (
           UPDATE outbox SET attempts = attempts + 1, last_error = $2, lease_owner = NULL, lease_until = NULL,
             state = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
           WHERE id = $1 AND state = 'pending'
           RETURNING id, lead_id, channel, attempts)
         INSERT INTO outbox_attempts (outbox_id, lead_id, channel, attempt, at, ok, error)
         SELECT id, lead_id, channel, attempts, $4, false, $2 FROM failed`,
        [id, error, nextAttemptAt, now],
      );
    },

    async listOutbox(filter = {}) {
      const states = filter.states ?? [];
      const { rows } = states.length
        ? await query<OutboxRecord>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE state = ANY($1::text[]) ORDER BY id`, [states])
        : await query<OutboxRecord>(`SELECT ${OUTBOX_COLUMNS} FROM outbox ORDER BY id`);
      return rows.map(toEntry);
    },

    async retryOutbox(now = new Date()) {
      const result = await query("UPDATE outbox SET state = 'pending', next_attempt_at = $1 WHERE state IN ('pending', 'failed')", [now]);
      return result.rowCount ?? 0;
    },

    async confirmSubscription(id, channels, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ confirmed: boolean }>(
          `WITH target AS (SELECT id, confirmed_at FROM leads WHERE id = $1 AND kind = 'subscribe' FOR UPDATE),
           confirmed AS (UPDATE leads SET confirmed_at = $2 FROM target
             WHERE leads.id = target.id AND target.confirmed_at IS NULL RETURNING leads.id),
           entries AS (INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
             SELECT confirmed.id, channel, $2, $2 FROM confirmed, unnest($3::text[]) AS channel)
           SELECT EXISTS (SELECT FROM confirmed) AS confirmed FROM target`,
          [id, now, channelsFor(channels, "subscribe")],
        );
        if (!rows.length) return "unknown";
        return rows[0].confirmed ? "confirmed" : "already";
      });
    },

    async pruneUnconfirmed(before) {
      // Their outbox entries go with them (ON DELETE CASCADE).
      const { rowCount } = await query("DELETE FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL AND created_at < $1", [before]);
      return rowCount ?? 0;
    },

    async eraseEmail(email) {
      if (!email.trim()) return 0;
      return eraseRows(query, email);
    },

    async pruneLeads(before) {
      const { rows } = await query<{ n: string }>(
        `WITH deleted AS (DELETE FROM leads WHERE created_at < $1 RETURNING kind, status),
         affects_comments AS (SELECT FROM deleted WHERE kind = 'comment' AND status = 'approved'),
         ${BUMP_COMMENTS_WHEN_ANY}
         SELECT count(*) AS n FROM deleted`,
        [before],
      );
      return Number(rows[0].n);
    },

    async backup() {
      throw new Error(PG_DUMP_ADVICE);
    },
  };
}
