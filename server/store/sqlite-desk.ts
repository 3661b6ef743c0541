// The desk's part of the SQLite store (desk-types.ts): a change and its audit entry commit in one IMMEDIATE transaction.
import { FORM_KINDS } from "../../shared/forms/fields";
import type {
  AuditEntry,
  AuditInput,
  DeliveryRow,
  DeskFactorSecret,
  DeskPasskey,
  DeskComment,
  DeskLead,
  DeskRole,
  DeskSession,
  SessionInfo,
  DeskStore,
  DeskUser,
  LeadQuery,
  PendingPurpose,
  StoredRecoveryCode,
  WebauthnPurpose,
} from "./desk-types";
import { accountEmailKey } from "./account-email";
import { auditConditions } from "./audit-filter";
import { DECISION_STATES, SEVERAL_TARGETS } from "./desk-types";
import type { Sqlite, Statement } from "./sqlite-driver";
import { senderKey } from "./spam";
import { containsPattern, countsPerKind, deliveryCountsOf, ListTooSlowError, SESSION_SEEN_INTERVAL_MS } from "./shared";
import type { OutboxEntry } from "./types";

export interface SqliteDeskOptions {
  db: Sqlite;
  /** The store's check of its WAL index (sqlite.ts), before every call. */
  guard: () => void;
  /** Inside a write transaction: article pages re-render. */
  bumpComments: () => void;
  /** Inside a write transaction: what the store's eraseEmail deletes; returns the leads erased. */
  eraseRows: (email: string) => number;
  /** How long one desk list may read (LIST_BUDGET_MS unless a test says otherwise). */
  listBudgetMs?: number;
}

// A list reads synchronously and holds the event loop meanwhile (node:sqlite has no interrupt): past this, it stops
// and the desk asks for a narrower list. Lists take 10–40 ms at 100,000 leads (bench:desk); this bounds the stall the
// desk can cause the site, as statement_timeout does for PostgreSQL without stalling anything.
export const LIST_BUDGET_MS = 500;
// The clock check for a list's WHERE, before its other terms so that rows it does not match are counted too. A call
// into JavaScript for every row tripled a list's time, so only rows whose id is a multiple of 64 make it (a scan of one
// kind meets about one in 64: ids are given in turn to every kind); the rest is SQLite's own arithmetic.
const inTime = (id: string) => `(${id} % 64 <> 0 OR desk_in_time())`;

const DESK_LEAD_COLUMNS = `id, kind, status, created_at AS createdAt, page, first_name AS firstName, last_name AS lastName,
  name, email, phone, subject, message, notified_at AS notifiedAt,
  desk_status AS deskStatus, article, decided_at AS decidedAt, unpublished_at AS unpublishedAt, consent_text AS consentText,
  confirmed_at AS confirmedAt, plan, service, utm_source AS utmSource, utm_medium AS utmMedium, utm_campaign AS utmCampaign,
  utm_term AS utmTerm, utm_content AS utmContent, referrer_host AS referrerHost, landing_page AS landingPage, language,
  spam_score AS spamScore, spam_reasons AS spamReasons`;
const DESK_COMMENT_COLUMNS = `id, status, created_at AS createdAt, page, article, first_name AS firstName, last_name AS lastName,
  email, message, decided_at AS decidedAt, unpublished_at AS unpublishedAt`;
const OUTBOX_COLUMNS = `outbox.id, outbox.lead_id AS leadId, outbox.channel, outbox.state, outbox.attempts,
  outbox.next_attempt_at AS nextAttemptAt, outbox.last_error AS lastError, outbox.delivered_at AS deliveredAt,
  outbox.created_at AS createdAt`;
// A publisher is stored as an editor who publishes: the role column's CHECK predates it (migration 11).
const USER_COLUMNS = `desk_users.id, desk_users.email,
  CASE WHEN desk_users.role = 'editor' AND desk_users.publishes = 1 THEN 'publisher' ELSE desk_users.role END AS role,
  desk_users.disabled_at IS NOT NULL AS disabled,
  desk_users.password_hash IS NOT NULL AS hasPassword, desk_users.created_at AS createdAt,
  desk_users.last_sign_in_at AS lastSignInAt, desk_users.previous_sign_in_at AS previousSignInAt`;
const AUDIT_COLUMNS = "id, at, actor, action, target, detail, times AS count";

// Newest first, ties by id: the order of every lead view (and its keyset).
const NEWEST_FIRST = "ORDER BY created_at DESC, id DESC";
// Pending oldest first, then the decided ones by their decision, newest first.
const MODERATION_ORDER = `ORDER BY status <> 'pending', CASE WHEN status = 'pending' THEN created_at END,
  CASE WHEN status = 'pending' THEN id END, decided_at DESC, id DESC`;

interface UserRecord {
  id: number;
  email: string;
  role: DeskRole;
  disabled: number;
  hasPassword: number;
  createdAt: string;
  lastSignInAt: string | null;
  previousSignInAt: string | null;
}

interface SessionRecord {
  csrfToken: string;
  sessionCreatedAt: string;
  lastSeenAt: string;
  expiresAt: string;
  authenticatedAt: string;
}

const SESSION_INFO_COLUMNS = `id_hash AS idHash, created_at AS createdAt, last_seen_at AS lastSeenAt,
  coalesce(authenticated_at, created_at) AS authenticatedAt, device, network`;
const FACTOR_COLUMNS = `id, user_id AS userId, kind, name, created_at AS createdAt, confirmed_at AS confirmedAt,
  last_used_at AS lastUsedAt, coalesce(secret_encrypted, '') AS secretEncrypted, last_step AS lastStep`;
const PASSKEY_COLUMNS = ["id", "user_id AS userId", "kind", "name", "created_at AS createdAt", "confirmed_at AS confirmedAt"]
  .concat([
    "last_used_at AS lastUsedAt",
    "credential_id AS credentialId",
    "public_key AS publicKey",
    "sign_count AS signCount",
    "transports",
  ])
  .map((column) => `desk_factors.${column}`)
  .join(", ");

type PasskeyRecord = Omit<DeskPasskey, "transports"> & { transports: string };
const toPasskey = (r: PasskeyRecord): DeskPasskey => ({ ...r, transports: r.transports ? r.transports.split(",") : [] });

function toUser(r: UserRecord): DeskUser {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    disabled: r.disabled === 1,
    hasPassword: r.hasPassword === 1,
    createdAt: r.createdAt,
    lastSignInAt: r.lastSignInAt,
    previousSignInAt: r.previousSignInAt,
  };
}

// The order of a lead view (and its keyset), ties by id.
const orderOf = (query: LeadQuery) => (query.sort === "oldest" ? "ORDER BY created_at, id" : NEWEST_FIRST);
// The keyset's "after the last one" in that order.
const afterOf = (query: LeadQuery) => (query.sort === "oldest" ? ">" : "<");

// The shortest search the trigram index answers; a shorter one reads the view's rows (within the list's time).
const TRIGRAM = 3;

// q is a person's input, matched as text: a quoted FTS5 phrase is a substring to its trigram tokenizer. `from` names
// the index: the planner does not see the filter's columns in it, and with statistics (ANALYZE) it would read every row.
function leadFilter(query: LeadQuery): { from: string; where: string; params: Record<string, string | number> } {
  const where = [inTime("id")];
  const params: Record<string, string | number> = {};
  if (query.kind) {
    where.push("kind = @kind");
    params.kind = query.kind;
  }
  if (query.status) {
    where.push("desk_status = @status");
    params.status = query.status;
  } else if (!query.withSpam) where.push("desk_status <> 'spam'");
  if (query.from) {
    where.push("created_at >= @from");
    params.from = query.from.toISOString();
  }
  if (query.before) {
    where.push("created_at < @before");
    params.before = query.before.toISOString();
  }
  if (query.ownerId !== undefined) {
    where.push("owner_id = @ownerId");
    params.ownerId = query.ownerId;
  }
  const q = query.q?.trim();
  // desk_text joins the fields with line breaks: a q holding one could match across two, so it looks in the message
  // alone, the one field that holds line breaks.
  if (q?.includes("\n")) {
    where.push("message LIKE @q ESCAPE '\\'");
    params.q = containsPattern(q);
  } else if (q && [...q].length >= TRIGRAM) {
    where.push("id IN (SELECT rowid FROM leads_find WHERE leads_find MATCH @match)");
    params.match = `"${q.replace(/"/g, '""')}"`;
  } else if (q) {
    where.push("desk_text LIKE @q ESCAPE '\\'");
    params.q = containsPattern(q);
  }
  const index = query.kind ? (query.status ? "leads_desk_status" : "leads_desk") : query.status ? "leads_inbox_status" : "leads_inbox";
  return { from: `leads INDEXED BY ${index}`, where: where.join(" AND "), params };
}

type DeskLeadRecord = Omit<DeskLead, "spamReasons"> & { spamReasons: string };
const toDeskLead = (r: DeskLeadRecord): DeskLead => ({ ...r, spamReasons: JSON.parse(r.spamReasons) as string[] });

// After migration: the tables must exist.
function statements(db: Sqlite) {
  return {
    audit: db.prepare("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES (@at, @actor, @action, @target, @detail)"),
    addUser: db.prepare(`
      INSERT INTO desk_users (email, email_key, role, publishes, password_hash, created_at, updated_at)
      VALUES (@email, @key, CASE @role WHEN 'publisher' THEN 'editor' ELSE @role END, @role = 'publisher', @passwordHash, @now, @now)
      ON CONFLICT (email_key) DO NOTHING
      RETURNING ${USER_COLUMNS}`),
    userById: db.prepare(`SELECT ${USER_COLUMNS} FROM desk_users WHERE id = ?`),
    userByEmail: db.prepare(`SELECT ${USER_COLUMNS}, password_hash AS passwordHash FROM desk_users WHERE email_key = ?`),
    users: db.prepare(`SELECT ${USER_COLUMNS} FROM desk_users ORDER BY email_key, id`),
    updateUser: db.prepare(`
      UPDATE desk_users SET
        role = CASE WHEN @role IS NULL THEN role WHEN @role = 'publisher' THEN 'editor' ELSE @role END,
        publishes = CASE WHEN @role IS NULL THEN publishes ELSE @role = 'publisher' END,
        disabled_at = CASE @disabled WHEN 1 THEN coalesce(disabled_at, @now) WHEN 0 THEN NULL ELSE disabled_at END,
        password_hash = coalesce(@passwordHash, password_hash),
        updated_at = @now
      WHERE id = @id`),
    dropUnusedTokens: db.prepare("DELETE FROM desk_password_tokens WHERE user_id = ? AND used_at IS NULL"),
    // Nothing for an unknown user.
    addToken: db.prepare(`
      INSERT INTO desk_password_tokens (token_hash, user_id, expires_at, created_at)
      SELECT @tokenHash, id, @expiresAt, @now FROM desk_users WHERE id = @userId`),
    tokenUser: db.prepare(`
      SELECT ${USER_COLUMNS} FROM desk_users
      WHERE disabled_at IS NULL
        AND id = (SELECT user_id FROM desk_password_tokens WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?)`),
    useToken: db
      .prepare(
        `
      UPDATE desk_password_tokens SET used_at = @now
      WHERE token_hash = @tokenHash AND used_at IS NULL AND expires_at > @now
        AND user_id IN (SELECT id FROM desk_users WHERE disabled_at IS NULL)
      RETURNING user_id`,
      )
      .pluck(),
    setPassword: db.prepare(`UPDATE desk_users SET password_hash = ?, updated_at = ? WHERE id = ? RETURNING ${USER_COLUMNS}`),
    // Nothing for an unknown or disabled user.
    addSession: db.prepare(`
      INSERT INTO desk_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at, expires_at, device, network)
      SELECT @idHash, id, @csrfToken, @now, @now, @expiresAt, @device, @network FROM desk_users WHERE id = @userId AND disabled_at IS NULL`),
    // Sessions nobody comes back to would otherwise stay; each sign-in takes the user's ended ones.
    dropEndedSessions: db.prepare("DELETE FROM desk_sessions WHERE user_id = ? AND expires_at <= ?"),
    signedIn: db.prepare("UPDATE desk_users SET previous_sign_in_at = last_sign_in_at, last_sign_in_at = ? WHERE id = ?"),
    session: db.prepare(`
      SELECT desk_sessions.csrf_token AS csrfToken, desk_sessions.created_at AS sessionCreatedAt,
        desk_sessions.last_seen_at AS lastSeenAt, desk_sessions.expires_at AS expiresAt,
        coalesce(desk_sessions.authenticated_at, desk_sessions.created_at) AS authenticatedAt,
        ${USER_COLUMNS}
      FROM desk_sessions JOIN desk_users ON desk_users.id = desk_sessions.user_id WHERE desk_sessions.id_hash = ?`),
    dropSessionIfEnded: db.prepare("DELETE FROM desk_sessions WHERE id_hash = ? AND (expires_at <= ? OR last_seen_at <= ?)"),
    // Never back in time (two requests at once).
    seen: db.prepare("UPDATE desk_sessions SET last_seen_at = @now WHERE id_hash = @idHash AND last_seen_at < @now"),
    dropSession: db.prepare("DELETE FROM desk_sessions WHERE id_hash = ?"),
    dropUserSessions: db.prepare("DELETE FROM desk_sessions WHERE user_id = ?"),
    sessions: db.prepare(
      `SELECT ${SESSION_INFO_COLUMNS} FROM desk_sessions WHERE user_id = ? AND expires_at > ? ORDER BY last_seen_at DESC, id_hash`,
    ),
    dropOtherSessions: db.prepare("DELETE FROM desk_sessions WHERE (@userId IS NULL OR user_id = @userId) AND id_hash <> @keep"),
    confirmSession: db.prepare("UPDATE desk_sessions SET authenticated_at = @now WHERE id_hash = @idHash"),
    anyDevice: db.prepare("SELECT count(*) FROM desk_known_devices WHERE user_id = ?").pluck(),
    addDevice: db.prepare(
      "INSERT INTO desk_known_devices (user_id, fingerprint, first_seen_at) VALUES (?, ?, ?) ON CONFLICT (user_id, fingerprint) DO NOTHING",
    ),
    dropUnconfirmed: db.prepare("DELETE FROM desk_factors WHERE user_id = ? AND confirmed_at IS NULL"),
    addFactor: db
      .prepare(
        `INSERT INTO desk_factors (user_id, kind, name, secret_encrypted, created_at) VALUES (@userId, 'totp', @name, @secret, @now)
         RETURNING id`,
      )
      .pluck(),
    unconfirmedFactor: db.prepare(
      `SELECT ${FACTOR_COLUMNS} FROM desk_factors WHERE user_id = ? AND confirmed_at IS NULL AND created_at > ? ORDER BY id DESC LIMIT 1`,
    ),
    confirmFactor: db.prepare(`
      UPDATE desk_factors SET name = @name, confirmed_at = @now, last_used_at = @now, last_step = @step
      WHERE id = @id AND user_id = @userId AND confirmed_at IS NULL`),
    factors: db.prepare(`SELECT ${FACTOR_COLUMNS} FROM desk_factors WHERE user_id = ? AND confirmed_at IS NOT NULL ORDER BY id`),
    // The compare and the write are one statement: of two requests with one code, one finds last_step moved.
    useStep: db.prepare(`
      UPDATE desk_factors SET last_step = @step, last_used_at = @now
      WHERE id = @id AND confirmed_at IS NOT NULL AND (last_step IS NULL OR last_step < @step)`),
    dropFactor: db.prepare("DELETE FROM desk_factors WHERE id = ? AND user_id = ? AND confirmed_at IS NOT NULL"),
    factorCount: db.prepare("SELECT count(*) FROM desk_factors WHERE user_id = ? AND confirmed_at IS NOT NULL").pluck(),
    dropFactors: db.prepare("DELETE FROM desk_factors WHERE user_id = ?"),
    addPasskey: db
      .prepare(
        `INSERT INTO desk_factors (user_id, kind, name, credential_id, public_key, sign_count, transports, created_at, confirmed_at)
         SELECT @userId, 'passkey', @name, @credentialId, @publicKey, @signCount, @transports, @now, @now
         WHERE NOT EXISTS (SELECT 1 FROM desk_factors WHERE credential_id = @credentialId)
         RETURNING id`,
      )
      .pluck(),
    passkeys: db.prepare(`SELECT ${PASSKEY_COLUMNS} FROM desk_factors WHERE user_id = ? AND kind = 'passkey' ORDER BY id`),
    passkey: db.prepare(`
      SELECT ${PASSKEY_COLUMNS} FROM desk_factors JOIN desk_users ON desk_users.id = desk_factors.user_id
      WHERE credential_id = ? AND kind = 'passkey' AND desk_users.disabled_at IS NULL`),
    // The compare and the write are one statement: of two answers with one counter, one finds it moved.
    usePasskey: db.prepare(`
      UPDATE desk_factors SET sign_count = @signCount, last_used_at = @now
      WHERE id = @id AND kind = 'passkey' AND (sign_count < @signCount OR (sign_count = 0 AND @signCount = 0))`),
    dropEndedChallenges: db.prepare("DELETE FROM desk_webauthn_challenges WHERE expires_at <= ?"),
    addChallenge: db.prepare(`
      INSERT INTO desk_webauthn_challenges (token_hash, purpose, user_id, challenge, expires_at, created_at)
      VALUES (@tokenHash, @purpose, @userId, @challenge, @expiresAt, @now)
      ON CONFLICT (token_hash) DO UPDATE SET purpose = excluded.purpose, user_id = excluded.user_id,
        challenge = excluded.challenge, expires_at = excluded.expires_at, created_at = excluded.created_at`),
    takeChallenge: db.prepare(`
      DELETE FROM desk_webauthn_challenges WHERE token_hash = ? RETURNING purpose, user_id AS userId, challenge, expires_at AS expiresAt`),
    dropCodes: db.prepare("DELETE FROM desk_recovery_codes WHERE user_id = ?"),
    addCode: db.prepare("INSERT INTO desk_recovery_codes (user_id, salt, code_hash) VALUES (?, ?, ?)"),
    unusedCodes: db.prepare(
      "SELECT id, salt, code_hash AS codeHash FROM desk_recovery_codes WHERE user_id = ? AND used_at IS NULL ORDER BY id",
    ),
    useCode: db.prepare("UPDATE desk_recovery_codes SET used_at = ? WHERE id = ? AND user_id = ? AND used_at IS NULL"),
    codesLeft: db.prepare("SELECT count(*) FROM desk_recovery_codes WHERE user_id = ? AND used_at IS NULL").pluck(),
    dropPendingOf: db.prepare("DELETE FROM desk_pending_sign_ins WHERE user_id = ?"),
    dropEndedPending: db.prepare("DELETE FROM desk_pending_sign_ins WHERE expires_at <= ?"),
    addPending: db.prepare(`
      INSERT INTO desk_pending_sign_ins (token_hash, user_id, purpose, expires_at, created_at)
      SELECT @tokenHash, id, @purpose, @expiresAt, @now FROM desk_users WHERE id = @userId AND disabled_at IS NULL`),
    pending: db.prepare(`
      SELECT desk_pending_sign_ins.purpose, desk_pending_sign_ins.expires_at AS pendingExpiresAt, ${USER_COLUMNS}
      FROM desk_pending_sign_ins JOIN desk_users ON desk_users.id = desk_pending_sign_ins.user_id
      WHERE desk_pending_sign_ins.token_hash = ? AND desk_pending_sign_ins.used_at IS NULL
        AND desk_pending_sign_ins.expires_at > ? AND desk_users.disabled_at IS NULL`),
    usePending: db
      .prepare(
        `UPDATE desk_pending_sign_ins SET used_at = @now
         WHERE token_hash = @tokenHash AND purpose = @purpose AND used_at IS NULL AND expires_at > @now
           AND user_id IN (SELECT id FROM desk_users WHERE disabled_at IS NULL)
         RETURNING user_id`,
      )
      .pluck(),
    clearRate: db.prepare("DELETE FROM rate_events WHERE key = ?"),
    releaseRate: db.prepare("DELETE FROM rate_events WHERE rowid = (SELECT rowid FROM rate_events WHERE key = ? AND at = ? LIMIT 1)"),
    lead: db.prepare(`SELECT ${DESK_LEAD_COLUMNS} FROM leads WHERE id = ?`),
    setLeadStatus: db.prepare(
      `UPDATE leads SET desk_status = @status
       WHERE id IN (SELECT value FROM json_each(@ids)) AND desk_status <> @status AND (@only IS NULL OR desk_status = @only)`,
    ),
    // Spam counts in no total: it is a folder of its own.
    newSince: db.prepare("SELECT kind, count(*) AS n FROM leads WHERE created_at > ? AND desk_status <> 'spam' GROUP BY kind"),
    perKind: db.prepare("SELECT kind, count(*) AS n FROM leads WHERE desk_status <> 'spam' GROUP BY kind"),
    leadEmail: db.prepare("SELECT email FROM leads WHERE id = ?").pluck(),
    trustSender: db.prepare(`INSERT INTO desk_trusted_senders (email_key, trusted_at, trusted_by) VALUES (@key, @at, @by)
      ON CONFLICT (email_key) DO UPDATE SET trusted_at = excluded.trusted_at, trusted_by = excluded.trusted_by`),
    distrustSender: db.prepare("DELETE FROM desk_trusted_senders WHERE email_key = ?"),
    trustedSender: db.prepare("SELECT 1 FROM desk_trusted_senders WHERE email_key = ?").pluck(),
    // Taken off the subscribers' counts: a subscription counts once confirmed. Few rows, on their partial index.
    unconfirmedSince: db
      .prepare("SELECT count(*) FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL AND created_at > ? AND desk_status <> 'spam'")
      .pluck(),
    unconfirmedUnread: db
      .prepare("SELECT count(*) FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL AND desk_status = 'new'")
      .pluck(),
    // The kinds listed, so the (kind, desk_status) index answers.
    unread: db.prepare(
      "SELECT kind, count(*) AS n FROM leads WHERE kind IN (SELECT value FROM json_each(?)) AND desk_status = 'new' GROUP BY kind",
    ),
    leadDeliveries: db.prepare(`SELECT ${OUTBOX_COLUMNS} FROM outbox WHERE lead_id = ? ORDER BY id`),
    decide: db.prepare(`
      UPDATE leads SET status = @to, decided_at = @now,
        unpublished_at = CASE WHEN @from = 'approved' THEN @now WHEN @to = 'approved' THEN NULL ELSE unpublished_at END
      WHERE id = @id AND kind = 'comment' AND status = @from`),
    deliveryCounts: db.prepare("SELECT channel, state, count(*) AS n FROM outbox GROUP BY channel, state"),
    retry: db.prepare(`
      UPDATE outbox SET state = 'pending', next_attempt_at = @now, lease_owner = NULL, lease_until = NULL
      WHERE state = 'failed' AND (@id IS NULL OR id = @id)`),
    eraseLeads: db.prepare(`SELECT id, kind, created_at AS createdAt FROM leads WHERE email = ? COLLATE NOCASE ${NEWEST_FIRST}`),
    eraseDeliveries: db
      .prepare("SELECT count(*) FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE email = ? COLLATE NOCASE)")
      .pluck(),
    // One client's failures within a minute share a key: the first is inserted, the rest count in it.
    auditFolded: db.prepare(`
      INSERT INTO desk_audit (at, actor, action, target, detail, fold_key) VALUES (@at, @actor, @action, @target, @detail, @foldKey)
      ON CONFLICT (fold_key) DO UPDATE SET times = times + 1,
        target = CASE WHEN target = excluded.target THEN target ELSE '${SEVERAL_TARGETS}' END`),
    auditActors: db.prepare("SELECT DISTINCT actor FROM desk_audit ORDER BY actor LIMIT 500").pluck(),
    auditActions: db.prepare("SELECT DISTINCT action FROM desk_audit ORDER BY action LIMIT 500").pluck(),
    pruneAudit: db.prepare("DELETE FROM desk_audit WHERE at < ?"),
  };
}

export function createSqliteDesk({ db, guard, bumpComments, eraseRows, listBudgetMs = LIST_BUDGET_MS }: SqliteDeskOptions): DeskStore {
  let prepared: ReturnType<typeof statements> | undefined;
  const st = () => (prepared ??= statements(db));
  // The filters' few combinations, each prepared once.
  const cache = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) cache.set(sql, (statement = db.prepare(sql)));
    return statement;
  };

  // Takes the write lock before reading.
  const immediate = <T>(fn: () => T): T => db.transaction(fn).immediate();
  // One snapshot for a page and its total.
  const snapshot = <T>(fn: () => T): T => db.transaction(fn).deferred();
  const audit = (entry: AuditInput, now: Date) => st().audit.run({ ...entry, at: now.toISOString() });

  // desk_in_time() is SQLite's progress check here: it throws once the list's time is up.
  let deadline = Infinity;
  db.define("desk_in_time", () => {
    if (performance.now() > deadline) throw new ListTooSlowError();
    return 1;
  });
  const bounded = <T>(fn: () => T): T => {
    deadline = performance.now() + listBudgetMs;
    try {
      return fn();
    } finally {
      deadline = Infinity;
    }
  };

  const desk: DeskStore = {
    async createUser({ email, role, passwordHash }, entry, now = new Date()) {
      return immediate(() => {
        const row = st().addUser.get({ email, key: accountEmailKey(email), role, passwordHash, now: now.toISOString() }) as
          UserRecord | undefined;
        if (!row) return undefined;
        audit(entry, now);
        return toUser(row);
      });
    },

    async getUser(id) {
      const row = st().userById.get(id) as UserRecord | undefined;
      return row && toUser(row);
    },

    async findUserByEmail(email) {
      const row = st().userByEmail.get(accountEmailKey(email)) as (UserRecord & { passwordHash: string | null }) | undefined;
      return row && { ...toUser(row), passwordHash: row.passwordHash };
    },

    async listUsers() {
      return (st().users.all() as UserRecord[]).map(toUser);
    },

    async updateUser(id, change, entry, now = new Date()) {
      return immediate(() => {
        const changed = st().updateUser.run({
          id,
          role: change.role ?? null,
          disabled: change.disabled === undefined ? null : Number(change.disabled),
          passwordHash: change.passwordHash ?? null,
          now: now.toISOString(),
        }).changes;
        if (!changed) return false;
        if (change.disabled === true || change.passwordHash !== undefined) st().dropUserSessions.run(id);
        // A password set another way makes the links sent for it worthless.
        if (change.passwordHash !== undefined) st().dropUnusedTokens.run(id);
        audit(entry, now);
        return true;
      });
    },

    async createPasswordToken(userId, tokenHash, expiresAt, entry, now = new Date()) {
      immediate(() => {
        st().dropUnusedTokens.run(userId);
        const added = st().addToken.run({ tokenHash, userId, expiresAt: expiresAt.toISOString(), now: now.toISOString() }).changes;
        if (added) audit(entry, now);
      });
    },

    async passwordTokenUser(tokenHash, now = new Date()) {
      const row = st().tokenUser.get(tokenHash, now.toISOString()) as UserRecord | undefined;
      return row && toUser(row);
    },

    async setPasswordWithToken(tokenHash, passwordHash, entry, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        // Used once: of two requests with one link, the second finds it used.
        const userId = st().useToken.get({ tokenHash, now: at }) as number | undefined;
        if (userId === undefined) return undefined;
        const user = toUser(st().setPassword.get(passwordHash, at, userId) as UserRecord);
        st().dropUserSessions.run(userId);
        audit({ ...entry, actor: user.email, target: `user ${user.email}` }, now);
        return user;
      });
    },

    async createSession({ idHash, userId, csrfToken, expiresAt, device = "", network = "" }, entry, now = new Date()) {
      const at = now.toISOString();
      immediate(() => {
        st().dropEndedSessions.run(userId, at);
        const added = st().addSession.run({ idHash, userId, csrfToken, expiresAt: expiresAt.toISOString(), now: at, device, network });
        if (!added.changes) return;
        st().signedIn.run(at, userId);
        audit(entry, now);
      });
    },

    async getSession(idHash, idleMs, now = new Date()) {
      const row = st().session.get(idHash) as (SessionRecord & UserRecord) | undefined;
      if (!row) return undefined;
      const ms = now.getTime();
      const at = now.toISOString();
      const idleSince = new Date(ms - idleMs).toISOString();
      if (Date.parse(row.expiresAt) <= ms || Date.parse(row.lastSeenAt) + idleMs <= ms) {
        st().dropSessionIfEnded.run(idHash, at, idleSince);
        return undefined;
      }
      if (row.disabled) return undefined;
      let lastSeenAt = row.lastSeenAt;
      if (Date.parse(row.lastSeenAt) < ms - SESSION_SEEN_INTERVAL_MS) {
        st().seen.run({ idHash, now: at });
        lastSeenAt = at;
      }
      const session: DeskSession = {
        user: toUser(row),
        csrfToken: row.csrfToken,
        createdAt: row.sessionCreatedAt,
        lastSeenAt,
        expiresAt: row.expiresAt,
        authenticatedAt: row.authenticatedAt,
      };
      return session;
    },

    async deleteSession(idHash, entry, now = new Date()) {
      immediate(() => {
        st().dropSession.run(idHash);
        // Signing out is worth recording even when the session had already ended.
        if (entry) audit(entry, now);
      });
    },

    async deleteUserSessions(userId, entry, now = new Date()) {
      return immediate(() => {
        const ended = st().dropUserSessions.run(userId).changes;
        if (entry) audit(entry, now);
        return ended;
      });
    },

    async listSessions(userId, now = new Date()) {
      return st().sessions.all(userId, now.toISOString()) as SessionInfo[];
    },

    async deleteOtherSessions(userId, keep, entry, now = new Date()) {
      return immediate(() => {
        const ended = st().dropOtherSessions.run({ userId, keep }).changes;
        audit(entry, now);
        return ended;
      });
    },

    async rememberDevice(userId, fingerprint, now = new Date()) {
      return immediate(() => {
        const before = st().anyDevice.get(userId) as number;
        if (!st().addDevice.run(userId, fingerprint, now.toISOString()).changes) return "known";
        return before === 0 ? "first" : "new";
      });
    },

    async confirmSession(idHash, entry, now = new Date()) {
      immediate(() => {
        if (st().confirmSession.run({ idHash, now: now.toISOString() }).changes) audit(entry, now);
      });
    },

    async startFactor({ userId, name, secretEncrypted }, now = new Date()) {
      return immediate(() => {
        st().dropUnconfirmed.run(userId);
        return st().addFactor.get({ userId, name, secret: secretEncrypted, now: now.toISOString() }) as number;
      });
    },

    async unconfirmedFactor(userId, maxAgeMs, now = new Date()) {
      const row = st().unconfirmedFactor.get(userId, new Date(now.getTime() - maxAgeMs).toISOString()) as DeskFactorSecret | undefined;
      return row;
    },

    async confirmFactor(id, userId, name, step, entry, now = new Date()) {
      return immediate(() => {
        if (!st().confirmFactor.run({ id, userId, name, step, now: now.toISOString() }).changes) return false;
        audit(entry, now);
        return true;
      });
    },

    async listFactors(userId) {
      return st().factors.all(userId) as DeskFactorSecret[];
    },

    async useFactorStep(id, step, now = new Date()) {
      return st().useStep.run({ id, step, now: now.toISOString() }).changes === 1;
    },

    async removeFactor(id, userId, entry, now = new Date()) {
      return immediate(() => {
        if (!st().dropFactor.run(id, userId).changes) return false;
        // Recovery codes stand in for a factor: with none left they would be a way in of their own.
        if ((st().factorCount.get(userId) as number) === 0) st().dropCodes.run(userId);
        audit(entry, now);
        return true;
      });
    },

    async replaceRecoveryCodes(userId, codes, entry, now = new Date()) {
      immediate(() => {
        st().dropCodes.run(userId);
        for (const code of codes) st().addCode.run(userId, code.salt, code.codeHash);
        audit(entry, now);
      });
    },

    async unusedRecoveryCodes(userId) {
      return st().unusedCodes.all(userId) as StoredRecoveryCode[];
    },

    async useRecoveryCode(id, userId, entry, now = new Date()) {
      return immediate(() => {
        if (!st().useCode.run(now.toISOString(), id, userId).changes) return undefined;
        const left = st().codesLeft.get(userId) as number;
        audit({ ...entry, detail: entry.detail || `${left} left` }, now);
        return left;
      });
    },

    async addPasskey({ userId, name, credentialId, publicKey, signCount, transports }, entry, now = new Date()) {
      return immediate(() => {
        const id = st().addPasskey.get({
          userId,
          name,
          credentialId,
          publicKey,
          signCount,
          transports: transports.join(","),
          now: now.toISOString(),
        }) as number | undefined;
        if (id !== undefined) audit(entry, now);
        return id;
      });
    },

    async listPasskeys(userId) {
      return (st().passkeys.all(userId) as PasskeyRecord[]).map(toPasskey);
    },

    async findPasskey(credentialId) {
      const row = st().passkey.get(credentialId) as PasskeyRecord | undefined;
      return row && toPasskey(row);
    },

    async usePasskey(id, signCount, now = new Date()) {
      return st().usePasskey.run({ id, signCount, now: now.toISOString() }).changes === 1;
    },

    async createWebauthnChallenge({ tokenHash, purpose, userId, challenge, expiresAt }, now = new Date()) {
      const at = now.toISOString();
      immediate(() => {
        st().dropEndedChallenges.run(at);
        st().addChallenge.run({ tokenHash, purpose, userId, challenge, expiresAt: expiresAt.toISOString(), now: at });
      });
    },

    async takeWebauthnChallenge(tokenHash, purpose, now = new Date()) {
      // Deleted whatever it was for: a token tried for the wrong purpose is spent too.
      const row = st().takeChallenge.get(tokenHash) as
        { purpose: WebauthnPurpose; userId: number | null; challenge: string; expiresAt: string } | undefined;
      if (!row || row.purpose !== purpose || Date.parse(row.expiresAt) <= now.getTime()) return undefined;
      return { challenge: row.challenge, userId: row.userId };
    },

    async resetFactors(userId, entry, now = new Date()) {
      return immediate(() => {
        const factors = st().dropFactors.run(userId).changes;
        const codes = st().dropCodes.run(userId).changes;
        st().dropPendingOf.run(userId);
        st().dropUserSessions.run(userId);
        audit(entry, now);
        return { factors, codes };
      });
    },

    async createPendingSignIn({ tokenHash, userId, purpose, expiresAt }, now = new Date()) {
      const at = now.toISOString();
      immediate(() => {
        st().dropEndedPending.run(at);
        st().addPending.run({ tokenHash, userId, purpose, expiresAt: expiresAt.toISOString(), now: at });
      });
    },

    async pendingSignIn(tokenHash, now = new Date()) {
      const row = st().pending.get(tokenHash, now.toISOString()) as
        (UserRecord & { purpose: PendingPurpose; pendingExpiresAt: string }) | undefined;
      return row && { user: toUser(row), purpose: row.purpose, expiresAt: row.pendingExpiresAt };
    },

    async completeSignIn(tokenHash, purpose, { idHash, csrfToken, expiresAt, device = "", network = "" }, entry, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        // Used once: of two requests with one pending token, the second finds it used.
        const userId = st().usePending.get({ tokenHash, purpose, now: at }) as number | undefined;
        if (userId === undefined) return undefined;
        st().dropEndedSessions.run(userId, at);
        const added = st().addSession.run({ idHash, userId, csrfToken, expiresAt: expiresAt.toISOString(), now: at, device, network });
        if (!added.changes) return undefined;
        st().signedIn.run(at, userId);
        const user = toUser(st().userById.get(userId) as UserRecord);
        audit({ ...entry, actor: user.email, target: `user ${user.email}` }, now);
        return user;
      });
    },

    async clearRate(key) {
      st().clearRate.run(key);
    },

    async releaseRate(key, at) {
      st().releaseRate.run(key, at.getTime());
    },

    async listLeads(query, { limit, offset }) {
      const { from, where, params } = leadFilter(query);
      return bounded(() =>
        snapshot(() => ({
          rows: (
            prepare(`SELECT ${DESK_LEAD_COLUMNS} FROM ${from} WHERE ${where} ${orderOf(query)} LIMIT @limit OFFSET @offset`).all({
              ...params,
              limit,
              offset,
            }) as DeskLeadRecord[]
          ).map(toDeskLead),
          total: prepare(`SELECT count(*) FROM ${from} WHERE ${where}`).pluck().get(params) as number,
        })),
      );
    },

    async *streamLeads(query, batchSize = 500) {
      const { from, where, params } = leadFilter(query);
      const first = prepare(`SELECT ${DESK_LEAD_COLUMNS} FROM ${from} WHERE ${where} ${orderOf(query)} LIMIT @limit`);
      const after = prepare(
        `SELECT ${DESK_LEAD_COLUMNS} FROM ${from} WHERE ${where} AND (created_at, id) ${afterOf(query)} (@createdAt, @id)
         ${orderOf(query)} LIMIT @limit`,
      );
      let last: DeskLead | undefined;
      for (;;) {
        // Each batch is a statement of its own: no read transaction stays open while the caller writes.
        guard();
        const rows = (
          bounded(() =>
            last
              ? after.all({ ...params, createdAt: last.createdAt, id: last.id, limit: batchSize })
              : first.all({ ...params, limit: batchSize }),
          ) as DeskLeadRecord[]
        ).map(toDeskLead);
        yield* rows;
        if (rows.length < batchSize) return;
        last = rows[rows.length - 1];
      }
    },

    async getLead(id) {
      const row = st().lead.get(id) as DeskLeadRecord | undefined;
      return row && toDeskLead(row);
    },

    async neighbours(id, query) {
      const { from, where, params } = leadFilter(query);
      // Both NULL when the lead is not in the view.
      const anchor = `(SELECT created_at, id FROM leads WHERE id = @anchor AND ${where})`;
      const row = bounded(() =>
        prepare(`SELECT
          (SELECT id FROM ${from} WHERE ${where} AND (created_at, id) > ${anchor} ORDER BY created_at, id LIMIT 1) AS prev,
          (SELECT id FROM ${from} WHERE ${where} AND (created_at, id) < ${anchor} ${NEWEST_FIRST} LIMIT 1) AS next`).get({
          ...params,
          anchor: id,
        }),
      ) as { prev: number | null; next: number | null };
      // Oldest first, the view's previous lead is the older one.
      const [prev, next] = query.sort === "oldest" ? [row.next, row.prev] : [row.prev, row.next];
      return { ...(prev !== null && { prev }), ...(next !== null && { next }) };
    },

    async setLeadStatus(ids, status, entry, now = new Date()) {
      if (!ids.length) return 0;
      return immediate(() => {
        const changed = st().setLeadStatus.run({ status, ids: JSON.stringify([...new Set(ids)]), only: null }).changes;
        if (changed) audit(entry, now);
        return changed;
      });
    },

    async markNotSpam(id, entry, now = new Date()) {
      return immediate(() => {
        const email = st().leadEmail.get(id) as string | undefined;
        if (email === undefined) return false;
        st().setLeadStatus.run({ status: "new", ids: JSON.stringify([id]), only: "spam" });
        if (email.trim()) st().trustSender.run({ key: senderKey(email), at: now.toISOString(), by: entry.actor });
        audit(entry, now);
        return true;
      });
    },

    async markSpam(id, entry, now = new Date()) {
      return immediate(() => {
        const email = st().leadEmail.get(id) as string | undefined;
        if (email === undefined) return false;
        st().setLeadStatus.run({ status: "spam", ids: JSON.stringify([id]), only: null });
        if (email.trim()) st().distrustSender.run(senderKey(email));
        audit(entry, now);
        return true;
      });
    },

    async isTrustedSender(email) {
      return Boolean(email.trim()) && st().trustedSender.get(senderKey(email)) !== undefined;
    },

    async counts(since) {
      return snapshot(() => {
        const newSince = countsPerKind(
          (since ? st().newSince.all(since.toISOString()) : st().perKind.all()) as { kind: string; n: number }[],
        );
        const unread = countsPerKind(st().unread.all(JSON.stringify(FORM_KINDS)) as { kind: string; n: number }[]);
        newSince.subscribe -= st().unconfirmedSince.get(since?.toISOString() ?? "") as number;
        unread.subscribe -= st().unconfirmedUnread.get() as number;
        return { newSince, unread };
      });
    },

    async leadDeliveries(leadId) {
      return st().leadDeliveries.all(leadId) as OutboxEntry[];
    },

    async listDeskComments({ status }, { limit, offset }) {
      const where = `kind = 'comment' AND ${inTime("id")}${status ? " AND status = @status" : ""}`;
      const params = status ? { status } : {};
      return bounded(() =>
        snapshot(() => ({
          rows: prepare(`SELECT ${DESK_COMMENT_COLUMNS} FROM leads WHERE ${where} ${MODERATION_ORDER} LIMIT @limit OFFSET @offset`).all({
            ...params,
            limit,
            offset,
          }) as DeskComment[],
          total: prepare(`SELECT count(*) FROM leads WHERE ${where}`).pluck().get(params) as number,
        })),
      );
    },

    async decideComment(id, decision, entry, now = new Date()) {
      const { from, to } = DECISION_STATES[decision];
      return immediate(() => {
        const changed = st().decide.run({ id, from, to, now: now.toISOString() }).changes > 0;
        if (!changed) return false;
        // Approving, unpublishing or publishing again changes what an article shows.
        if (decision !== "reject") bumpComments();
        audit(entry, now);
        return true;
      });
    },

    async listDeliveries({ channel, state }, { limit, offset }) {
      const where = [inTime("outbox.id")];
      const params: Record<string, string> = {};
      if (channel) {
        where.push("outbox.channel = @channel");
        params.channel = channel;
      }
      if (state) {
        where.push("outbox.state = @state");
        params.state = state;
      }
      const from = `FROM outbox JOIN leads ON leads.id = outbox.lead_id WHERE ${where.join(" AND ")}`;
      return bounded(() =>
        snapshot(() => ({
          rows: prepare(
            `SELECT ${OUTBOX_COLUMNS}, leads.kind, leads.email ${from} ORDER BY outbox.id DESC LIMIT @limit OFFSET @offset`,
          ).all({
            ...params,
            limit,
            offset,
          }) as DeliveryRow[],
          total: prepare(`SELECT count(*) ${from}`).pluck().get(params) as number,
        })),
      );
    },

    async deliveryCounts() {
      return deliveryCountsOf(st().deliveryCounts.all() as { channel: string; state: string; n: number }[]);
    },

    async retryDeliveries(id, entry, now = new Date()) {
      return immediate(() => {
        const retried = st().retry.run({ id: id ?? null, now: now.toISOString() }).changes;
        if (retried) audit(entry, now);
        return retried;
      });
    },

    async erasePreview(email) {
      if (!email.trim()) return { email, leads: [], deliveries: 0 };
      return snapshot(() => ({
        email,
        leads: st().eraseLeads.all(email) as { id: number; kind: DeskLead["kind"]; createdAt: string }[],
        deliveries: st().eraseDeliveries.get(email) as number,
      }));
    },

    async eraseEmail(email, entry, now = new Date()) {
      if (!email.trim()) return 0;
      return immediate(() => {
        const erased = eraseRows(email);
        if (erased) audit(entry, now);
        return erased;
      });
    },

    async audit(entry, now = new Date()) {
      audit(entry, now);
    },

    async auditFolded(entry, foldKey, now = new Date()) {
      st().auditFolded.run({ ...entry, at: now.toISOString(), foldKey });
    },

    async listAudit({ limit, offset }, filter) {
      const { actor, action, since, before } = auditConditions(filter);
      const params = { actor, action, since: since?.toISOString(), before: before?.toISOString() };
      const where = [
        inTime("id"),
        actor !== undefined && "actor = @actor",
        action !== undefined && "action = @action",
        since && "at >= @since",
        before && "at < @before",
      ].filter(Boolean);
      const from = `FROM desk_audit WHERE ${where.join(" AND ")}`;
      const bound = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
      return bounded(() =>
        snapshot(() => ({
          rows: prepare(`SELECT ${AUDIT_COLUMNS} ${from} ORDER BY at DESC, id DESC LIMIT @limit OFFSET @offset`).all({
            ...bound,
            limit,
            offset,
          }) as AuditEntry[],
          total: prepare(`SELECT count(*) ${from}`).pluck().get(bound) as number,
        })),
      );
    },

    async auditChoices() {
      return snapshot(() => ({ actors: st().auditActors.all() as string[], actions: st().auditActions.all() as string[] }));
    },

    async pruneAudit(before) {
      return st().pruneAudit.run(before.toISOString()).changes;
    },
  };

  // The stream checks before each batch instead.
  for (const [name, method] of Object.entries(desk)) {
    if (name === "streamLeads") continue;
    (desk as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      guard();
      return (method as (...a: unknown[]) => unknown).apply(desk, args);
    };
  }
  return desk;
}
