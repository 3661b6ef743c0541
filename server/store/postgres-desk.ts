// The desk's part of the PostgreSQL store (desk-types.ts): a change and its audit entry commit in one transaction,
// and what two instances may race on (a user's e-mail, a one-time link, a comment's decision) is left to PostgreSQL's locks.
import type pg from "pg";
import { FORM_KINDS } from "../../shared/forms/fields";
import type {
  AuditEntry,
  AuditInput,
  DeskComment,
  DeskFactorSecret,
  DeskPasskey,
  DeskLead,
  DeskRole,
  DeskStore,
  DeskUser,
  LeadQuery,
  LeadStatus,
  PendingPurpose,
  WebauthnPurpose,
} from "./desk-types";
import type { CommentRecord as BaseCommentRecord, LeadRecord, OutboxRecord } from "./postgres";
import { accountEmailKey } from "./account-email";
import { auditConditions } from "./audit-filter";
import { DECISION_STATES, LEAD_STATUSES, SEVERAL_TARGETS } from "./desk-types";
import { transaction } from "./postgres-migrations";
import { senderKey } from "./spam";
import { CONTEXT_COLUMNS, containsPattern, countsPerKind, deliveryCountsOf, SESSION_SEEN_INTERVAL_MS } from "./shared";
import type { CommentRow, LeadRow, OutboxEntry } from "./types";

/** A pool's or a transaction's client's query. */
export type Query = <R extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<pg.QueryResult<R>>;

export interface PostgresDeskOptions {
  pool: pg.Pool;
  /** The store's query: its errors carry no row data. */
  query: Query;
  /** postgres.ts: a CTE that bumps the comments version when the CTE `affects_comments` has a row. */
  bumpComments: string;
  /** What the store's eraseEmail deletes, run by `run`; returns the leads erased. */
  eraseRows: (run: Query, email: string) => Promise<number>;
  toLead: (r: LeadRecord) => LeadRow;
  toComment: (r: BaseCommentRecord) => CommentRow;
  toEntry: (r: OutboxRecord) => OutboxEntry;
}

const DESK_LEAD_COLUMNS = `id, kind, status, created_at, page, first_name, last_name, name, email, phone, subject, message, notified_at,
  desk_status, article, decided_at, unpublished_at, consent_text, confirmed_at, ${CONTEXT_COLUMNS.join(", ")}, spam_score, spam_reasons`;
const DESK_COMMENT_COLUMNS = `id, status, created_at, page, article, first_name, last_name, email, message, decided_at, unpublished_at`;
const OUTBOX_COLUMNS = `outbox.id, outbox.lead_id, outbox.channel, outbox.state, outbox.attempts, outbox.next_attempt_at,
  outbox.last_error, outbox.delivered_at, outbox.created_at`;
// A publisher is stored as an editor who publishes: the role column's CHECK predates it (migration 11).
const USER_COLUMNS = `desk_users.id, desk_users.email,
  CASE WHEN desk_users.role = 'editor' AND desk_users.publishes THEN 'publisher' ELSE desk_users.role END AS role,
  desk_users.disabled_at IS NOT NULL AS disabled,
  desk_users.password_hash IS NOT NULL AS has_password, desk_users.created_at, desk_users.last_sign_in_at,
  desk_users.previous_sign_in_at`;

// Newest first, ties by id: the order of every lead view (and its keyset).
const NEWEST_FIRST = "ORDER BY created_at DESC, id DESC";
// Pending oldest first, then the decided ones by their decision, newest first.
const MODERATION_ORDER = `ORDER BY status <> 'pending', CASE WHEN status = 'pending' THEN created_at END,
  CASE WHEN status = 'pending' THEN id END, decided_at DESC NULLS LAST, id DESC`;
// Exact to the microsecond (a Date keeps milliseconds), so a keyset never skips or repeats a row.
const CURSOR = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at`;

interface DeskLeadRecord extends LeadRecord {
  desk_status: LeadStatus;
  article: string;
  decided_at: Date | null;
  unpublished_at: Date | null;
  consent_text: string;
  confirmed_at: Date | null;
  plan: string;
  service: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  utm_content: string;
  referrer_host: string;
  landing_page: string;
  language: string;
  spam_score: number;
  spam_reasons: string[];
}

interface CommentRecord extends BaseCommentRecord {
  email: string;
  unpublished_at: Date | null;
}

interface UserRecord {
  id: string;
  email: string;
  role: DeskRole;
  disabled: boolean;
  has_password: boolean;
  created_at: Date;
  last_sign_in_at: Date | null;
  previous_sign_in_at: Date | null;
}

interface SessionRecord extends UserRecord {
  csrf_token: string;
  session_created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  authenticated_at: Date;
}

interface SessionInfoRecord {
  id_hash: string;
  created_at: Date;
  last_seen_at: Date;
  authenticated_at: Date;
  device: string;
  network: string;
}

interface AuditRecord {
  id: string;
  at: Date;
  actor: string;
  action: string;
  target: string;
  detail: string;
  times: number;
}

interface FactorRecord {
  id: string;
  user_id: string;
  kind: "totp" | "passkey";
  name: string;
  created_at: Date;
  confirmed_at: Date | null;
  last_used_at: Date | null;
  secret_encrypted: string;
  last_step: string | null;
}

const FACTOR_COLUMNS =
  "id, user_id, kind, name, created_at, confirmed_at, last_used_at, coalesce(secret_encrypted, '') AS secret_encrypted, last_step";

interface PasskeyRecord extends Omit<FactorRecord, "secret_encrypted" | "last_step"> {
  credential_id: string;
  public_key: string;
  sign_count: string;
  transports: string;
}

const PASSKEY_COLUMNS = ["id", "user_id", "kind", "name", "created_at", "confirmed_at", "last_used_at"]
  .concat(["credential_id", "public_key", "sign_count", "transports"])
  .map((column) => `desk_factors.${column}`)
  .join(", ");

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toPasskey = (r: PasskeyRecord): DeskPasskey => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  kind: "passkey",
  name: r.name,
  createdAt: r.created_at.toISOString(),
  confirmedAt: iso(r.confirmed_at),
  lastUsedAt: iso(r.last_used_at),
  credentialId: r.credential_id,
  publicKey: r.public_key,
  signCount: Number(r.sign_count),
  transports: r.transports ? r.transports.split(",") : [],
});

const toFactor = (r: FactorRecord): DeskFactorSecret => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  kind: r.kind,
  name: r.name,
  createdAt: r.created_at.toISOString(),
  confirmedAt: iso(r.confirmed_at),
  lastUsedAt: iso(r.last_used_at),
  secretEncrypted: r.secret_encrypted,
  lastStep: r.last_step === null ? null : Number(r.last_step),
});

function toUser(r: UserRecord): DeskUser {
  return {
    id: Number(r.id),
    email: r.email,
    role: r.role,
    disabled: r.disabled,
    hasPassword: r.has_password,
    createdAt: r.created_at.toISOString(),
    lastSignInAt: iso(r.last_sign_in_at),
    previousSignInAt: iso(r.previous_sign_in_at),
  };
}

const toAudit = ({ times, ...r }: AuditRecord): AuditEntry => ({ ...r, id: Number(r.id), at: r.at.toISOString(), count: times });

const run =
  (client: pg.PoolClient): Query =>
  (sql, params) =>
    client.query(sql, params);

// The order of a lead view (and its keyset), ties by id, and the keyset's "after the last one" in it.
const orderOf = (query: LeadQuery) => (query.sort === "oldest" ? "ORDER BY created_at, id" : NEWEST_FIRST);
const afterOf = (query: LeadQuery) => (query.sort === "oldest" ? ">" : "<");

// Every field a person may search, lower-cased, a line each: the expression migration 21 indexes (with pg_trgm), in
// the very same words, or the planner would not see the index.
const DESK_TEXT = `lower(first_name || ' ' || last_name || chr(10) || name
            || chr(10) || email || chr(10) || phone || chr(10) || subject || chr(10) || message || chr(10) || article)`;
// "Not spam" as the statuses it leaves: a range of the status indexes, so a view's count is an index-only scan.
const NOT_SPAM = `desk_status IN (${LEAD_STATUSES.filter((s) => s !== "spam")
  .map((s) => `'${s}'`)
  .join(", ")})`;

// Adds its values to `params`; q is a person's input, matched as text (containsPattern) in every field (DESK_TEXT).
function leadFilter(query: LeadQuery, params: unknown[]): string {
  const where: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace("$?", `$${params.length}`));
  };
  if (query.kind) add("kind = $?", query.kind);
  if (query.status) add("desk_status = $?", query.status);
  else if (!query.withSpam) where.push(NOT_SPAM);
  if (query.from) add("created_at >= $?", query.from);
  if (query.before) add("created_at < $?", query.before);
  if (query.ownerId !== undefined) add("owner_id = $?", query.ownerId);
  const q = query.q?.trim();
  // DESK_TEXT joins the fields with line breaks: a q holding one could match across two, so it looks in the message
  // alone, the one field that holds line breaks.
  if (q) add(`${q.includes("\n") ? "message ILIKE $?" : `${DESK_TEXT} LIKE lower($?)`} ESCAPE '\\'`, containsPattern(q));
  return where.length ? where.join(" AND ") : "true";
}

export function createPostgresDesk({ pool, query, bumpComments, eraseRows, toLead, toComment, toEntry }: PostgresDeskOptions): DeskStore {
  const toDeskComment = (r: CommentRecord): DeskComment => ({ ...toComment(r), email: r.email, unpublishedAt: iso(r.unpublished_at) });
  const toDeskLead = (r: DeskLeadRecord): DeskLead => ({
    ...toLead(r),
    spamScore: r.spam_score,
    spamReasons: r.spam_reasons,
    deskStatus: r.desk_status,
    article: r.article,
    decidedAt: iso(r.decided_at),
    unpublishedAt: iso(r.unpublished_at),
    consentText: r.consent_text,
    confirmedAt: iso(r.confirmed_at),
    plan: r.plan,
    service: r.service,
    utmSource: r.utm_source,
    utmMedium: r.utm_medium,
    utmCampaign: r.utm_campaign,
    utmTerm: r.utm_term,
    utmContent: r.utm_content,
    referrerHost: r.referrer_host,
    landingPage: r.landing_page,
    language: r.language,
  });

  const audit = (client: pg.PoolClient | null, entry: AuditInput, now: Date) =>
    (client ? run(client) : query)("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES ($1, $2, $3, $4, $5)", [
      now,
      entry.actor,
      entry.action,
      entry.target,
      entry.detail,
    ]);

  const dropUserSessions = (client: pg.PoolClient, userId: number) =>
    client.query("DELETE FROM desk_sessions WHERE user_id = $1", [userId]).then((result) => result.rowCount ?? 0);

  // A page and its total: two statements, side by side.
  const page = async <R extends pg.QueryResultRow, T>(
    from: string,
    order: string,
    columns: string,
    params: unknown[],
    { limit, offset }: { limit: number; offset: number },
    map: (r: R) => T,
  ) => {
    const n = params.length;
    const [rows, total] = await Promise.all([
      query<R>(`SELECT ${columns} ${from} ${order} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]),
      query<{ n: string }>(`SELECT count(*) AS n ${from}`, params),
    ]);
    return { rows: rows.rows.map(map), total: Number(total.rows[0].n) };
  };

  return {
    createUser({ email, role, passwordHash }, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        // Of two admins adding one address at once, the second waits for the first's commit, then adds nothing.
        const { rows } = await client.query<UserRecord>(
          `INSERT INTO desk_users (email, email_key, role, publishes, password_hash, created_at, updated_at)
           VALUES ($1, $5, CASE $2::text WHEN 'publisher' THEN 'editor' ELSE $2::text END, $2::text = 'publisher', $3, $4, $4)
           ON CONFLICT (email_key) DO NOTHING
           RETURNING ${USER_COLUMNS}`,
          [email, role, passwordHash, now, accountEmailKey(email)],
        );
        if (!rows.length) return undefined;
        await audit(client, entry, now);
        return toUser(rows[0]);
      });
    },

    async getUser(id) {
      const { rows } = await query<UserRecord>(`SELECT ${USER_COLUMNS} FROM desk_users WHERE id = $1`, [id]);
      return rows.length ? toUser(rows[0]) : undefined;
    },

    async findUserByEmail(email) {
      const { rows } = await query<UserRecord & { password_hash: string | null }>(
        `SELECT ${USER_COLUMNS}, password_hash FROM desk_users WHERE email_key = $1`,
        [accountEmailKey(email)],
      );
      return rows.length ? { ...toUser(rows[0]), passwordHash: rows[0].password_hash } : undefined;
    },

    async listUsers() {
      const { rows } = await query<UserRecord>(`SELECT ${USER_COLUMNS} FROM desk_users ORDER BY email_key, id`);
      return rows.map(toUser);
    },

    updateUser(id, change, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE desk_users SET
             role = CASE WHEN $2::text IS NULL THEN role WHEN $2::text = 'publisher' THEN 'editor' ELSE $2::text END,
             publishes = CASE WHEN $2::text IS NULL THEN publishes ELSE $2::text = 'publisher' END,
             disabled_at = CASE $3::boolean WHEN true THEN coalesce(disabled_at, $5) WHEN false THEN NULL ELSE disabled_at END,
             password_hash = coalesce($4, password_hash),
             updated_at = $5
           WHERE id = $1`,
          [id, change.role ?? null, change.disabled ?? null, change.passwordHash ?? null, now],
        );
        if (!rowCount) return false;
        if (change.disabled === true || change.passwordHash !== undefined) await dropUserSessions(client, id);
        // A password set another way makes the links sent for it worthless.
        if (change.passwordHash !== undefined)
          await client.query("DELETE FROM desk_password_tokens WHERE user_id = $1 AND used_at IS NULL", [id]);
        await audit(client, entry, now);
        return true;
      });
    },

    createPasswordToken(userId, tokenHash, expiresAt, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_password_tokens WHERE user_id = $1 AND used_at IS NULL", [userId]);
        // Nothing for an unknown user.
        const { rowCount } = await client.query(
          `INSERT INTO desk_password_tokens (token_hash, user_id, expires_at, created_at)
           SELECT $1, id, $3, $4 FROM desk_users WHERE id = $2`,
          [tokenHash, userId, expiresAt, now],
        );
        if (rowCount) await audit(client, entry, now);
      });
    },

    async passwordTokenUser(tokenHash, now = new Date()) {
      const { rows } = await query<UserRecord>(
        `SELECT ${USER_COLUMNS} FROM desk_users
         WHERE disabled_at IS NULL
           AND id = (SELECT user_id FROM desk_password_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2)`,
        [tokenHash, now],
      );
      return rows.length ? toUser(rows[0]) : undefined;
    },

    setPasswordWithToken(tokenHash, passwordHash, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        // Used once: a second request with the link waits for the first one's row lock, then finds it used.
        const used = await client.query<{ user_id: string }>(
          `UPDATE desk_password_tokens SET used_at = $2
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
             AND user_id IN (SELECT id FROM desk_users WHERE disabled_at IS NULL)
           RETURNING user_id`,
          [tokenHash, now],
        );
        if (!used.rows.length) return undefined;
        const userId = Number(used.rows[0].user_id);
        const { rows } = await client.query<UserRecord>(
          `UPDATE desk_users SET password_hash = $2, updated_at = $3 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [userId, passwordHash, now],
        );
        const user = toUser(rows[0]);
        await dropUserSessions(client, userId);
        await audit(client, { ...entry, actor: user.email, target: `user ${user.email}` }, now);
        return user;
      });
    },

    createSession({ idHash, userId, csrfToken, expiresAt, device = "", network = "" }, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        // Sessions nobody comes back to would otherwise stay; each sign-in takes the user's ended ones.
        await client.query("DELETE FROM desk_sessions WHERE user_id = $1 AND expires_at <= $2", [userId, now]);
        // Nothing for an unknown or disabled user.
        const { rowCount } = await client.query(
          `INSERT INTO desk_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at, expires_at, device, network)
           SELECT $1, id, $3, $4, $4, $5, $6, $7 FROM desk_users WHERE id = $2 AND disabled_at IS NULL`,
          [idHash, userId, csrfToken, now, expiresAt, device, network],
        );
        if (!rowCount) return;
        await client.query("UPDATE desk_users SET previous_sign_in_at = last_sign_in_at, last_sign_in_at = $2 WHERE id = $1", [
          userId,
          now,
        ]);
        await audit(client, entry, now);
      });
    },

    async getSession(idHash, idleMs, now = new Date()) {
      const { rows } = await query<SessionRecord>(
        `SELECT desk_sessions.csrf_token, desk_sessions.created_at AS session_created_at, desk_sessions.last_seen_at,
           desk_sessions.expires_at, coalesce(desk_sessions.authenticated_at, desk_sessions.created_at) AS authenticated_at,
           ${USER_COLUMNS}
         FROM desk_sessions JOIN desk_users ON desk_users.id = desk_sessions.user_id WHERE desk_sessions.id_hash = $1`,
        [idHash],
      );
      if (!rows.length) return undefined;
      const row = rows[0];
      const ms = now.getTime();
      const idleSince = new Date(ms - idleMs);
      if (row.expires_at.getTime() <= ms || row.last_seen_at.getTime() + idleMs <= ms) {
        await query("DELETE FROM desk_sessions WHERE id_hash = $1 AND (expires_at <= $2 OR last_seen_at <= $3)", [idHash, now, idleSince]);
        return undefined;
      }
      if (row.disabled) return undefined;
      let lastSeenAt = row.last_seen_at;
      if (lastSeenAt.getTime() < ms - SESSION_SEEN_INTERVAL_MS) {
        // Never back in time (two requests at once).
        await query("UPDATE desk_sessions SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at < $2", [idHash, now]);
        lastSeenAt = now;
      }
      return {
        user: toUser(row),
        csrfToken: row.csrf_token,
        createdAt: row.session_created_at.toISOString(),
        lastSeenAt: lastSeenAt.toISOString(),
        expiresAt: row.expires_at.toISOString(),
        authenticatedAt: row.authenticated_at.toISOString(),
      };
    },

    deleteSession(idHash, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_sessions WHERE id_hash = $1", [idHash]);
        // Signing out is worth recording even when the session had already ended.
        if (entry) await audit(client, entry, now);
      });
    },

    deleteUserSessions(userId, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const ended = await dropUserSessions(client, userId);
        if (entry) await audit(client, entry, now);
        return ended;
      });
    },

    async listSessions(userId, now = new Date()) {
      const { rows } = await query<SessionInfoRecord>(
        `SELECT id_hash, created_at, last_seen_at, coalesce(authenticated_at, created_at) AS authenticated_at, device, network
         FROM desk_sessions WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, id_hash`,
        [userId, now],
      );
      return rows.map((r) => ({
        idHash: r.id_hash,
        createdAt: r.created_at.toISOString(),
        lastSeenAt: r.last_seen_at.toISOString(),
        authenticatedAt: r.authenticated_at.toISOString(),
        device: r.device,
        network: r.network,
      }));
    },

    deleteOtherSessions(userId, keep, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("DELETE FROM desk_sessions WHERE ($1::bigint IS NULL OR user_id = $1) AND id_hash <> $2", [
          userId,
          keep,
        ]);
        await audit(client, entry, now);
        return rowCount ?? 0;
      });
    },

    rememberDevice(userId, fingerprint, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM desk_known_devices WHERE user_id = $1", [userId]);
        const { rowCount } = await client.query(
          "INSERT INTO desk_known_devices (user_id, fingerprint, first_seen_at) VALUES ($1, $2, $3) ON CONFLICT (user_id, fingerprint) DO NOTHING",
          [userId, fingerprint, now],
        );
        if (!rowCount) return "known" as const;
        return Number(rows[0].n) === 0 ? ("first" as const) : ("new" as const);
      });
    },

    confirmSession(idHash, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("UPDATE desk_sessions SET authenticated_at = $2 WHERE id_hash = $1", [idHash, now]);
        if (rowCount) await audit(client, entry, now);
      });
    },

    startFactor({ userId, name, secretEncrypted }, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_factors WHERE user_id = $1 AND confirmed_at IS NULL", [userId]);
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO desk_factors (user_id, kind, name, secret_encrypted, created_at) VALUES ($1, 'totp', $2, $3, $4) RETURNING id`,
          [userId, name, secretEncrypted, now],
        );
        return Number(rows[0].id);
      });
    },

    async unconfirmedFactor(userId, maxAgeMs, now = new Date()) {
      const { rows } = await query<FactorRecord>(
        `SELECT ${FACTOR_COLUMNS} FROM desk_factors WHERE user_id = $1 AND confirmed_at IS NULL AND created_at > $2 ORDER BY id DESC LIMIT 1`,
        [userId, new Date(now.getTime() - maxAgeMs)],
      );
      return rows.length ? toFactor(rows[0]) : undefined;
    },

    confirmFactor(id, userId, name, step, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE desk_factors SET name = $3, confirmed_at = $5, last_used_at = $5, last_step = $4
           WHERE id = $1 AND user_id = $2 AND confirmed_at IS NULL`,
          [id, userId, name, step, now],
        );
        if (!rowCount) return false;
        await audit(client, entry, now);
        return true;
      });
    },

    async listFactors(userId) {
      const { rows } = await query<FactorRecord>(
        `SELECT ${FACTOR_COLUMNS} FROM desk_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL ORDER BY id`,
        [userId],
      );
      return rows.map(toFactor);
    },

    async useFactorStep(id, step, now = new Date()) {
      // One statement: a second request with the same step waits for the first one's row lock, then finds last_step moved.
      const { rowCount } = await query(
        `UPDATE desk_factors SET last_step = $2, last_used_at = $3
         WHERE id = $1 AND confirmed_at IS NOT NULL AND (last_step IS NULL OR last_step < $2)`,
        [id, step, now],
      );
      return rowCount === 1;
    },

    removeFactor(id, userId, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("DELETE FROM desk_factors WHERE id = $1 AND user_id = $2 AND confirmed_at IS NOT NULL", [
          id,
          userId,
        ]);
        if (!rowCount) return false;
        // Recovery codes stand in for a factor: with none left they would be a way in of their own.
        await client.query(
          `DELETE FROM desk_recovery_codes WHERE user_id = $1
             AND NOT EXISTS (SELECT 1 FROM desk_factors WHERE user_id = $1 AND confirmed_at IS NOT NULL)`,
          [userId],
        );
        await audit(client, entry, now);
        return true;
      });
    },

    replaceRecoveryCodes(userId, codes, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_recovery_codes WHERE user_id = $1", [userId]);
        await client.query("INSERT INTO desk_recovery_codes (user_id, salt, code_hash) SELECT $1, * FROM unnest($2::text[], $3::text[])", [
          userId,
          codes.map((c) => c.salt),
          codes.map((c) => c.codeHash),
        ]);
        await audit(client, entry, now);
      });
    },

    async unusedRecoveryCodes(userId) {
      const { rows } = await query<{ id: string; salt: string; code_hash: string }>(
        "SELECT id, salt, code_hash FROM desk_recovery_codes WHERE user_id = $1 AND used_at IS NULL ORDER BY id",
        [userId],
      );
      return rows.map((r) => ({ id: Number(r.id), salt: r.salt, codeHash: r.code_hash }));
    },

    useRecoveryCode(id, userId, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        // Used once: a second request with the code waits for the first one's row lock, then finds it used.
        const { rowCount } = await client.query(
          "UPDATE desk_recovery_codes SET used_at = $3 WHERE id = $1 AND user_id = $2 AND used_at IS NULL",
          [id, userId, now],
        );
        if (!rowCount) return undefined;
        const { rows } = await client.query<{ n: string }>(
          "SELECT count(*) AS n FROM desk_recovery_codes WHERE user_id = $1 AND used_at IS NULL",
          [userId],
        );
        const left = Number(rows[0].n);
        await audit(client, { ...entry, detail: entry.detail || `${left} left` }, now);
        return left;
      });
    },

    addPasskey({ userId, name, credentialId, publicKey, signCount, transports }, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `INSERT INTO desk_factors (user_id, kind, name, credential_id, public_key, sign_count, transports, created_at, confirmed_at)
           VALUES ($1, 'passkey', $2, $3, $4, $5, $6, $7, $7)
           ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
          [userId, name, credentialId, publicKey, signCount, transports.join(","), now],
        );
        if (!rows.length) return undefined;
        await audit(client, entry, now);
        return Number(rows[0].id);
      });
    },

    async listPasskeys(userId) {
      const { rows } = await query<PasskeyRecord>(
        `SELECT ${PASSKEY_COLUMNS} FROM desk_factors WHERE user_id = $1 AND kind = 'passkey' ORDER BY id`,
        [userId],
      );
      return rows.map(toPasskey);
    },

    async findPasskey(credentialId) {
      const { rows } = await query<PasskeyRecord>(
        `SELECT ${PASSKEY_COLUMNS} FROM desk_factors JOIN desk_users ON desk_users.id = desk_factors.user_id
         WHERE credential_id = $1 AND kind = 'passkey' AND desk_users.disabled_at IS NULL`,
        [credentialId],
      );
      return rows.length ? toPasskey(rows[0]) : undefined;
    },

    async usePasskey(id, signCount, now = new Date()) {
      // One statement: of two answers with one counter, the second waits for the row lock and finds it moved.
      const { rowCount } = await query(
        `UPDATE desk_factors SET sign_count = $2, last_used_at = $3
         WHERE id = $1 AND kind = 'passkey' AND (sign_count < $2 OR (sign_count = 0 AND $2 = 0))`,
        [id, signCount, now],
      );
      return rowCount === 1;
    },

    createWebauthnChallenge({ tokenHash, purpose, userId, challenge, expiresAt }, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_webauthn_challenges WHERE expires_at <= $1", [now]);
        await client.query(
          `INSERT INTO desk_webauthn_challenges (token_hash, purpose, user_id, challenge, expires_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (token_hash) DO UPDATE SET purpose = excluded.purpose, user_id = excluded.user_id,
             challenge = excluded.challenge, expires_at = excluded.expires_at, created_at = excluded.created_at`,
          [tokenHash, purpose, userId, challenge, expiresAt, now],
        );
      });
    },

    async takeWebauthnChallenge(tokenHash, purpose, now = new Date()) {
      // Deleted whatever it was for: a token tried for the wrong purpose is spent too.
      const { rows } = await query<{ purpose: WebauthnPurpose; user_id: string | null; challenge: string; expires_at: Date }>(
        "DELETE FROM desk_webauthn_challenges WHERE token_hash = $1 RETURNING purpose, user_id, challenge, expires_at",
        [tokenHash],
      );
      const row = rows[0];
      if (!row || row.purpose !== purpose || row.expires_at.getTime() <= now.getTime()) return undefined;
      return { challenge: row.challenge, userId: row.user_id === null ? null : Number(row.user_id) };
    },

    resetFactors(userId, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const factors = (await client.query("DELETE FROM desk_factors WHERE user_id = $1", [userId])).rowCount ?? 0;
        const codes = (await client.query("DELETE FROM desk_recovery_codes WHERE user_id = $1", [userId])).rowCount ?? 0;
        await client.query("DELETE FROM desk_pending_sign_ins WHERE user_id = $1", [userId]);
        await dropUserSessions(client, userId);
        await audit(client, entry, now);
        return { factors, codes };
      });
    },

    createPendingSignIn({ tokenHash, userId, purpose, expiresAt }, now = new Date()) {
      return transaction(pool, async (client) => {
        await client.query("DELETE FROM desk_pending_sign_ins WHERE expires_at <= $1", [now]);
        await client.query(
          `INSERT INTO desk_pending_sign_ins (token_hash, user_id, purpose, expires_at, created_at)
           SELECT $1, id, $3, $4, $5 FROM desk_users WHERE id = $2 AND disabled_at IS NULL`,
          [tokenHash, userId, purpose, expiresAt, now],
        );
      });
    },

    async pendingSignIn(tokenHash, now = new Date()) {
      const { rows } = await query<UserRecord & { purpose: PendingPurpose; pending_expires_at: Date }>(
        `SELECT desk_pending_sign_ins.purpose, desk_pending_sign_ins.expires_at AS pending_expires_at, ${USER_COLUMNS}
         FROM desk_pending_sign_ins JOIN desk_users ON desk_users.id = desk_pending_sign_ins.user_id
         WHERE desk_pending_sign_ins.token_hash = $1 AND desk_pending_sign_ins.used_at IS NULL
           AND desk_pending_sign_ins.expires_at > $2 AND desk_users.disabled_at IS NULL`,
        [tokenHash, now],
      );
      if (!rows.length) return undefined;
      return { user: toUser(rows[0]), purpose: rows[0].purpose, expiresAt: rows[0].pending_expires_at.toISOString() };
    },

    completeSignIn(tokenHash, purpose, { idHash, csrfToken, expiresAt, device = "", network = "" }, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        // Used once: a second request with the token waits for the first one's row lock, then finds it used.
        const used = await client.query<{ user_id: string }>(
          `UPDATE desk_pending_sign_ins SET used_at = $3
           WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
             AND user_id IN (SELECT id FROM desk_users WHERE disabled_at IS NULL)
           RETURNING user_id`,
          [tokenHash, purpose, now],
        );
        if (!used.rows.length) return undefined;
        const userId = Number(used.rows[0].user_id);
        await client.query("DELETE FROM desk_sessions WHERE user_id = $1 AND expires_at <= $2", [userId, now]);
        await client.query(
          `INSERT INTO desk_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at, expires_at, device, network)
           VALUES ($1, $2, $3, $4, $4, $5, $6, $7)`,
          [idHash, userId, csrfToken, now, expiresAt, device, network],
        );
        const { rows } = await client.query<UserRecord>(
          `UPDATE desk_users SET previous_sign_in_at = last_sign_in_at, last_sign_in_at = $2 WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [userId, now],
        );
        const user = toUser(rows[0]);
        await audit(client, { ...entry, actor: user.email, target: `user ${user.email}` }, now);
        return user;
      });
    },

    async clearRate(key) {
      await query("DELETE FROM rate_events WHERE key = $1", [key]);
    },

    async releaseRate(key, at) {
      await query("DELETE FROM rate_events WHERE ctid = (SELECT ctid FROM rate_events WHERE key = $1 AND at = $2 LIMIT 1)", [
        key,
        at.getTime(),
      ]);
    },

    async listLeads(leadQuery, { limit, offset }) {
      const params: unknown[] = [];
      const where = leadFilter(leadQuery, params);
      const n = params.length;
      const [rows, total] = await Promise.all([
        // The ids from the index alone, however many rows the search or the offset passes; then only the page's rows.
        query<DeskLeadRecord>(
          `SELECT ${DESK_LEAD_COLUMNS} FROM leads
           WHERE id IN (SELECT id FROM leads WHERE ${where} ${orderOf(leadQuery)} LIMIT $${n + 1} OFFSET $${n + 2})
           ${orderOf(leadQuery)}`,
          [...params, limit, offset],
        ),
        query<{ n: string }>(`SELECT count(*) AS n FROM leads WHERE ${where}`, params),
      ]);
      return { rows: rows.rows.map(toDeskLead), total: Number(total.rows[0].n) };
    },

    async *streamLeads(leadQuery, batchSize = 500) {
      const params: unknown[] = [];
      const where = leadFilter(leadQuery, params);
      const n = params.length;
      let last: { cursor_at: string; id: string } | undefined;
      for (;;) {
        // Each batch is a statement of its own: no read transaction stays open while the caller writes.
        const { rows } = last
          ? await query<DeskLeadRecord & { cursor_at: string }>(
              `SELECT ${DESK_LEAD_COLUMNS}, ${CURSOR} FROM leads
               WHERE ${where} AND (created_at, id) ${afterOf(leadQuery)} ($${n + 1}::timestamptz, $${n + 2}::bigint)
               ${orderOf(leadQuery)} LIMIT $${n + 3}`,
              [...params, last.cursor_at, last.id, batchSize],
            )
          : await query<DeskLeadRecord & { cursor_at: string }>(
              `SELECT ${DESK_LEAD_COLUMNS}, ${CURSOR} FROM leads WHERE ${where} ${orderOf(leadQuery)} LIMIT $${n + 1}`,
              [...params, batchSize],
            );
        for (const row of rows) yield toDeskLead(row);
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    async getLead(id) {
      const { rows } = await query<DeskLeadRecord>(`SELECT ${DESK_LEAD_COLUMNS} FROM leads WHERE id = $1`, [id]);
      return rows.length ? toDeskLead(rows[0]) : undefined;
    },

    async neighbours(id, leadQuery) {
      const params: unknown[] = [id];
      const where = leadFilter(leadQuery, params);
      // NULL when the lead is not in the view.
      const anchor = `(SELECT created_at, id FROM leads WHERE id = $1 AND ${where})`;
      const { rows } = await query<{ prev: string | null; next: string | null }>(
        `SELECT
           (SELECT id FROM leads WHERE ${where} AND (created_at, id) > ${anchor} ORDER BY created_at, id LIMIT 1) AS prev,
           (SELECT id FROM leads WHERE ${where} AND (created_at, id) < ${anchor} ${NEWEST_FIRST} LIMIT 1) AS next`,
        params,
      );
      // Oldest first, the view's previous lead is the older one.
      const [prev, next] = leadQuery.sort === "oldest" ? [rows[0].next, rows[0].prev] : [rows[0].prev, rows[0].next];
      return { ...(prev !== null && { prev: Number(prev) }), ...(next !== null && { next: Number(next) }) };
    },

    async setLeadStatus(ids, status, entry, now = new Date()) {
      if (!ids.length) return 0;
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query("UPDATE leads SET desk_status = $1 WHERE id = ANY($2::bigint[]) AND desk_status <> $1", [
          status,
          [...new Set(ids)],
        ]);
        if (rowCount) await audit(client, entry, now);
        return rowCount ?? 0;
      });
    },

    async markNotSpam(id, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ email: string }>("SELECT email FROM leads WHERE id = $1 FOR UPDATE", [id]);
        if (!rows.length) return false;
        await client.query("UPDATE leads SET desk_status = 'new' WHERE id = $1 AND desk_status = 'spam'", [id]);
        if (rows[0].email.trim())
          await client.query(
            `INSERT INTO desk_trusted_senders (email_key, trusted_at, trusted_by) VALUES ($1, $2, $3)
             ON CONFLICT (email_key) DO UPDATE SET trusted_at = excluded.trusted_at, trusted_by = excluded.trusted_by`,
            [senderKey(rows[0].email), now, entry.actor],
          );
        await audit(client, entry, now);
        return true;
      });
    },

    async markSpam(id, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ email: string }>("UPDATE leads SET desk_status = 'spam' WHERE id = $1 RETURNING email", [id]);
        if (!rows.length) return false;
        if (rows[0].email.trim()) await client.query("DELETE FROM desk_trusted_senders WHERE email_key = $1", [senderKey(rows[0].email)]);
        await audit(client, entry, now);
        return true;
      });
    },

    async isTrustedSender(email) {
      if (!email.trim()) return false;
      const { rows } = await query("SELECT 1 FROM desk_trusted_senders WHERE email_key = $1", [senderKey(email)]);
      return rows.length > 0;
    },

    async counts(since) {
      // A subscription counts once confirmed: the unconfirmed ones (few, on their partial index) are taken off.
      const unconfirmed = query<{ fresh: string; unread: string }>(
        `SELECT count(*) FILTER (WHERE created_at > $1 AND desk_status <> 'spam') AS fresh,
           count(*) FILTER (WHERE desk_status = 'new') AS unread
         FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL`,
        [since ?? new Date(0)],
      );
      const [fresh, unread] = await Promise.all([
        since
          ? query<{ kind: string; n: string }>(
              "SELECT kind, count(*) AS n FROM leads WHERE created_at > $1 AND desk_status <> 'spam' GROUP BY kind",
              [since],
            )
          : query<{ kind: string; n: string }>("SELECT kind, count(*) AS n FROM leads WHERE desk_status <> 'spam' GROUP BY kind"),
        // The kinds listed, so the (kind, desk_status) index answers.
        query<{ kind: string; n: string }>(
          "SELECT kind, count(*) AS n FROM leads WHERE kind = ANY($1::text[]) AND desk_status = 'new' GROUP BY kind",
          [FORM_KINDS],
        ),
      ]);
      const newSince = countsPerKind(fresh.rows);
      const unreadCounts = countsPerKind(unread.rows);
      const taken = (await unconfirmed).rows[0];
      newSince.subscribe -= Number(taken.fresh);
      unreadCounts.subscribe -= Number(taken.unread);
      return { newSince, unread: unreadCounts };
    },

    async leadDeliveries(leadId) {
      const { rows } = await query<OutboxRecord>(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE lead_id = $1 ORDER BY id`, [leadId]);
      return rows.map(toEntry);
    },

    listDeskComments({ status }, range) {
      const params: unknown[] = status ? [status] : [];
      const where = `kind = 'comment'${status ? " AND status = $1" : ""}`;
      return page(`FROM leads WHERE ${where}`, MODERATION_ORDER, DESK_COMMENT_COLUMNS, params, range, toDeskComment);
    },

    async decideComment(id, decision, entry, now = new Date()) {
      const { from, to } = DECISION_STATES[decision];
      // One statement with the version bump (all but reject) and the audit entry; a second moderator waits, then finds it decided.
      const { rows } = await query<{ changed: boolean }>(
        `WITH decided AS (
           UPDATE leads SET status = $3, decided_at = $4,
             unpublished_at = CASE WHEN $2 = 'approved' THEN $4 WHEN $3 = 'approved' THEN NULL ELSE unpublished_at END
           WHERE id = $1 AND kind = 'comment' AND status = $2 RETURNING id),
         affects_comments AS (SELECT FROM decided WHERE $5::boolean),
         ${bumpComments},
         logged AS (INSERT INTO desk_audit (at, actor, action, target, detail) SELECT $4, $6, $7, $8, $9 FROM decided)
         SELECT EXISTS (SELECT FROM decided) AS changed`,
        [id, from, to, now, decision !== "reject", entry.actor, entry.action, entry.target, entry.detail],
      );
      return rows[0].changed;
    },

    listDeliveries({ channel, state }, range) {
      const params: unknown[] = [];
      const where = ["true"];
      if (channel) {
        params.push(channel);
        where.push(`outbox.channel = $${params.length}`);
      }
      if (state) {
        params.push(state);
        where.push(`outbox.state = $${params.length}`);
      }
      return page(
        `FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE ${where.join(" AND ")}`,
        "ORDER BY outbox.id DESC",
        `${OUTBOX_COLUMNS}, leads.kind, leads.email`,
        params,
        range,
        (r: OutboxRecord & { kind: DeskLead["kind"]; email: string }) => ({ ...toEntry(r), kind: r.kind, email: r.email }),
      );
    },

    async deliveryCounts() {
      const { rows } = await query<{ channel: string; state: string; n: string }>(
        "SELECT channel, state, count(*) AS n FROM outbox GROUP BY channel, state",
      );
      return deliveryCountsOf(rows);
    },

    retryDeliveries(id, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE outbox SET state = 'pending', next_attempt_at = $1, lease_owner = NULL, lease_until = NULL
           WHERE state = 'failed' AND ($2::bigint IS NULL OR id = $2)`,
          [now, id ?? null],
        );
        if (rowCount) await audit(client, entry, now);
        return rowCount ?? 0;
      });
    },

    async erasePreview(email) {
      if (!email.trim()) return { email, leads: [], deliveries: 0 };
      const [leads, deliveries] = await Promise.all([
        query<{ id: string; kind: DeskLead["kind"]; created_at: Date }>(
          `SELECT id, kind, created_at FROM leads WHERE lower(email) = lower($1) ${NEWEST_FIRST}`,
          [email],
        ),
        query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE lower(email) = lower($1))", [
          email,
        ]),
      ]);
      return {
        email,
        leads: leads.rows.map((r) => ({ id: Number(r.id), kind: r.kind, createdAt: r.created_at.toISOString() })),
        deliveries: Number(deliveries.rows[0].n),
      };
    },

    async eraseEmail(email, entry, now = new Date()) {
      if (!email.trim()) return 0;
      return transaction(pool, async (client) => {
        const erased = await eraseRows(run(client), email);
        if (erased) await audit(client, entry, now);
        return erased;
      });
    },

    async audit(entry, now = new Date()) {
      await audit(null, entry, now);
    },

    async auditFolded(entry, foldKey, now = new Date()) {
      // One client's failures within a minute share a key: the first is inserted, the rest count in it (instances alike).
      await query(
        `INSERT INTO desk_audit (at, actor, action, target, detail, fold_key) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (fold_key) DO UPDATE SET times = desk_audit.times + 1,
           target = CASE WHEN desk_audit.target = EXCLUDED.target THEN desk_audit.target ELSE '${SEVERAL_TARGETS}' END`,
        [now, entry.actor, entry.action, entry.target, entry.detail, foldKey],
      );
    },

    listAudit(range, filter) {
      const { actor, action, since, before } = auditConditions(filter);
      const params: unknown[] = [];
      const where: string[] = [];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace("?", `$${params.length}`));
      };
      if (actor !== undefined) add("actor = ?", actor);
      if (action !== undefined) add("action = ?", action);
      if (since) add("at >= ?", since);
      if (before) add("at < ?", before);
      const from = `FROM desk_audit${where.length ? ` WHERE ${where.join(" AND ")}` : ""}`;
      return page(from, "ORDER BY at DESC, id DESC", "id, at, actor, action, target, detail, times", params, range, toAudit);
    },

    async auditChoices() {
      const [actors, actions] = await Promise.all([
        query<{ v: string }>("SELECT DISTINCT actor AS v FROM desk_audit ORDER BY 1 LIMIT 500"),
        query<{ v: string }>("SELECT DISTINCT action AS v FROM desk_audit ORDER BY 1 LIMIT 500"),
      ]);
      return { actors: actors.rows.map((r) => r.v), actions: actions.rows.map((r) => r.v) };
    },

    async pruneAudit(before) {
      return (await query("DELETE FROM desk_audit WHERE at < $1", [before])).rowCount ?? 0;
    },
  };
}
