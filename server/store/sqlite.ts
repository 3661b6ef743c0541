// The default for one machine: WAL with synchronous=FULL; reads-then-writes run IMMEDIATE so a second process waits for the lock.
// A truncated WAL index (`<file>-shm`) kills the process with SIGBUS, so every method checks it first; a lead's commit counts
// only once the volume has taken a change after it (docs/decisions/0015-store-faults.md).
import fs from "node:fs";
import path from "node:path";
import {
  COMMENTS_VERSION_KEY,
  CONFIRM_CHANNELS,
  resendSince,
  waitsForConfirmation,
  DUPLICATE_WINDOW_MS,
  leadValues,
  RATE_SWEEP_INTERVAL_MS,
  secondsUntilFree,
  StoreUnavailableError,
  channelsFor,
  WRITE_PROBE_KEY,
} from "./shared";
import { createSqliteDesk } from "./sqlite-desk";
import { createSqliteContent } from "./sqlite-content";
import { createSqliteInbox } from "./sqlite-inbox";
import { Sqlite } from "./sqlite-driver";
import { migrate } from "./sqlite-migrations";
import { judgeLead, repeatSince, senderKey } from "./spam";
import type { Channel, ChannelChoice, CommentRow, LeadRow, LeadStore, OutboxEntry, SavedLead } from "./types";

export function openDatabase(file: string): Sqlite {
  if (file !== ":memory:") makeFolder(path.dirname(file));
  const db = new Sqlite(file);
  db.pragma("busy_timeout = 5000");
  db.pragma("journal_mode = WAL");
  // FULL: a lead is acknowledged only once its commit is on disk, even across a power cut.
  db.pragma("synchronous = FULL");
  return db;
}

// A failure names the real reason (a read-only volume: EROFS).
function makeFolder(dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    // Node's recursive mkdir says ENOENT when a parent may not be written: ask the closest existing one.
    let existing = dir;
    while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
    fs.accessSync(existing, fs.constants.W_OK);
    throw error;
  }
}

const LEAD_COLUMNS = `id, kind, status, created_at AS createdAt, page, first_name AS firstName, last_name AS lastName,
  name, email, phone, subject, message, notified_at AS notifiedAt`;
const COMMENT_COLUMNS = `id, status, created_at AS createdAt, page, article, first_name AS firstName, last_name AS lastName,
  message, decided_at AS decidedAt`;
const OUTBOX_COLUMNS = `id, lead_id AS leadId, channel, state, attempts, next_attempt_at AS nextAttemptAt,
  last_error AS lastError, delivered_at AS deliveredAt, created_at AS createdAt`;

export interface SqliteStoreOptions {
  log?: Pick<Console, "error">;
  /** How long one desk list may read (sqlite-desk.ts). */
  listBudgetMs?: number;
}

// Readiness fails below this, before a commit does: about a few hundred leads and their WAL frames.
export const MIN_FREE_BYTES = 1024 * 1024;

// After migration: the tables must exist.
function statements(db: Sqlite) {
  return {
    insertLead: db
      .prepare(
        `
      INSERT INTO leads (kind, status, created_at, page, article, first_name, last_name, name, email, phone, subject, message, ip_hash,
        fingerprint, consent_text, confirmed_at, plan, service, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
        referrer_host, landing_page, language, spam_score, spam_reasons, desk_status)
      VALUES (@kind, @status, @createdAt, @page, @article, @firstName, @lastName, @name, @email, @phone, @subject, @message, @ipHash,
        @fingerprint, @consentText, @confirmedAt, @plan, @service, @utmSource, @utmMedium, @utmCampaign, @utmTerm, @utmContent,
        @referrerHost, @landingPage, @language, @spamScore, @spamReasons, @deskStatus)
      ON CONFLICT (email COLLATE NOCASE) WHERE kind = 'subscribe' DO NOTHING
      RETURNING id`,
      )
      .pluck(),
    senderBurst: db.prepare("SELECT count(*) FROM leads WHERE email = ? COLLATE NOCASE AND created_at >= ?").pluck(),
    trustedSender: db.prepare("SELECT 1 FROM desk_trusted_senders WHERE email_key = ?").pluck(),
    sameLead: db.prepare("SELECT id FROM leads WHERE fingerprint = ? AND created_at >= ? ORDER BY id LIMIT 1").pluck(),
    subscriberId: db.prepare("SELECT id FROM leads WHERE kind = 'subscribe' AND email = ? COLLATE NOCASE").pluck(),
    insertOutbox: db.prepare("INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, ?, ?, ?)"),
    // An unconfirmed subscriber who subscribes again is sent the link again, at most once in RESEND_CONFIRMATION_MS.
    resendConfirmation: db.prepare(`
      INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at)
      SELECT id, 'confirm', @now, @now FROM leads WHERE id = @id AND kind = 'subscribe' AND confirmed_at IS NULL
      ON CONFLICT (lead_id, channel) WHERE reply_id IS NULL DO UPDATE SET state = 'pending', attempts = 0,
        next_attempt_at = excluded.next_attempt_at,
        lease_owner = NULL, lease_until = NULL, last_error = NULL, delivered_at = NULL, created_at = excluded.created_at
      WHERE outbox.created_at <= @since`),
    confirm: db.prepare("UPDATE leads SET confirmed_at = ? WHERE id = ? AND kind = 'subscribe' AND confirmed_at IS NULL"),
    isSubscriber: db.prepare("SELECT 1 FROM leads WHERE id = ? AND kind = 'subscribe'").pluck(),
    pruneUnconfirmedOutbox: db.prepare(`DELETE FROM outbox WHERE lead_id IN
      (SELECT id FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL AND created_at < ?)`),
    pruneUnconfirmed: db.prepare("DELETE FROM leads WHERE kind = 'subscribe' AND confirmed_at IS NULL AND created_at < ?"),
    leadById: db.prepare(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`),
    getSetting: db.prepare("SELECT value FROM settings WHERE key = ?").pluck(),
    addSetting: db.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"),
    decideComment: db.prepare("UPDATE leads SET status = ?, decided_at = ? WHERE id = ? AND kind = 'comment' AND status = 'pending'"),
    bumpComments: db.prepare(`
      INSERT INTO settings (key, value) VALUES ('${COMMENTS_VERSION_KEY}', '1')
      ON CONFLICT (key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`),
    approvedComments: db.prepare(`SELECT ${COMMENT_COLUMNS} FROM leads
      WHERE kind = 'comment' AND status = 'approved' AND article = ? ORDER BY created_at, id`),
    approvedCommentsPage: db.prepare(`SELECT ${COMMENT_COLUMNS} FROM leads
      WHERE kind = 'comment' AND status = 'approved' AND article = @article ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`),
    approvedCommentCount: db.prepare("SELECT count(*) FROM leads WHERE kind = 'comment' AND status = 'approved' AND article = ?").pluck(),
    // The pages must change when a deletion takes a published comment.
    erasesApproved: db
      .prepare("SELECT 1 FROM leads WHERE email = ? COLLATE NOCASE AND kind = 'comment' AND status = 'approved' LIMIT 1")
      .pluck(),
    prunesApproved: db.prepare("SELECT 1 FROM leads WHERE created_at < ? AND kind = 'comment' AND status = 'approved' LIMIT 1").pluck(),
    // None: the key is under its limit.
    limitingEvent: db.prepare("SELECT at FROM rate_events WHERE key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?").pluck(),
    addEvent: db.prepare("INSERT INTO rate_events (key, at, expires_at) VALUES (?, ?, ?)"),
    sweepKey: db.prepare("DELETE FROM rate_events WHERE key = ? AND expires_at <= ?"),
    sweepAll: db.prepare("DELETE FROM rate_events WHERE expires_at <= ?"),
    claim: db.prepare(`
      UPDATE outbox SET lease_owner = @worker, lease_until = @until
      WHERE id IN (
        SELECT id FROM outbox
        WHERE state = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
        ORDER BY next_attempt_at, id LIMIT @limit)
      RETURNING ${OUTBOX_COLUMNS}`),
    complete: db.prepare(`
      UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = ?, lease_owner = NULL, lease_until = NULL
      WHERE id = ? AND state <> 'delivered'
      RETURNING lead_id AS leadId, channel, attempts`),
    // The lead's timeline: every attempt, as the worker reports it.
    attempt: db.prepare(`INSERT INTO outbox_attempts (outbox_id, lead_id, channel, attempt, at, ok, error)
      VALUES (@id, @leadId, @channel, @attempt, @at, @ok, @error)`),
    notified: db.prepare("UPDATE leads SET notified_at = ? WHERE id = ? AND notified_at IS NULL"),
    fail: db.prepare(`
      UPDATE outbox SET attempts = attempts + 1, last_error = @error, lease_owner = NULL, lease_until = NULL,
        state = CASE WHEN @next IS NULL THEN 'failed' ELSE 'pending' END,
        next_attempt_at = coalesce(@next, next_attempt_at)
      WHERE id = @id AND state = 'pending'
      RETURNING lead_id AS leadId, channel, attempts`),
    retry: db.prepare("UPDATE outbox SET state = 'pending', next_attempt_at = ? WHERE state IN ('pending', 'failed')"),
    eraseOutbox: db.prepare("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE email = ? COLLATE NOCASE)"),
    eraseLeads: db.prepare("DELETE FROM leads WHERE email = ? COLLATE NOCASE"),
    pruneOutbox: db.prepare("DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < ?)"),
    pruneLeads: db.prepare("DELETE FROM leads WHERE created_at < ?"),
    writeProbe: db.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
  };
}

interface FileIdentity {
  dev: bigint;
  ino: bigint;
  size: bigint;
}

// Once deleted, replaced or truncated, the mapping cannot be trusted until the process restarts.
function walIndexWatch(file: string, log: Pick<Console, "error">) {
  const shm = `${file}-shm`;
  let seen: FileIdentity | undefined;
  let broken: StoreUnavailableError | undefined;
  const stat = () => {
    try {
      return fs.statSync(shm, { bigint: true });
    } catch {
      return undefined;
    }
  };
  return {
    get broken() {
      return broken !== undefined;
    },
    check() {
      if (broken) throw broken;
      if (file === ":memory:") return;
      const now = stat();
      // Not created yet (a new database before its first write): nothing mapped to lose.
      if (!seen && !now) return;
      const change = !now
        ? "deleted"
        : seen && (now.dev !== seen.dev || now.ino !== seen.ino)
          ? "replaced"
          : seen && now.size < seen.size
            ? "truncated"
            : undefined;
      if (change) {
        broken = new StoreUnavailableError(
          `SQLite's WAL index ${shm} was ${change} by another program: the lead store refuses every read and write until the server restarts (using it could crash the process with SIGBUS or corrupt the database)`,
        );
        log.error(broken.message);
        throw broken;
      }
      seen = { dev: now!.dev, ino: now!.ino, size: now!.size };
    },
  };
}

/**
 * Linux answers fsync on a volume that turned read-only (ext4 after a disk error) with success without writing: a
 * commit caught by the remount looks durable and is lost. A commit counts only if its volume is still writable after it.
 */
export function checkVolumeWritable(file: string, mountinfo = "/proc/self/mountinfo"): void {
  if (file === ":memory:" || !fs.existsSync(mountinfo)) return;
  const dir = fs.realpathSync(path.dirname(file));
  let best: { point: string; readOnly: boolean } | undefined;
  for (const line of fs.readFileSync(mountinfo, "utf8").split("\n")) {
    const [mount, superBlock = ""] = line.split(" - ");
    const fields = mount!.split(" ");
    if (fields.length < 6) continue;
    const point = fields[4]!.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));
    if (!(dir === point || dir.startsWith(point === "/" ? "/" : `${point}/`))) continue;
    if (best && best.point.length > point.length) continue;
    const options = [...fields[5]!.split(","), ...(superBlock.split(" ")[2] ?? "").split(",")];
    best = { point, readOnly: options.includes("ro") };
  }
  if (best?.readOnly) throw new StoreUnavailableError(`the volume of ${dir} (${best.point}) is read-only: nothing can be stored`);
}

function checkFreeSpace(file: string) {
  if (file === ":memory:") return;
  const dir = path.dirname(file);
  const fsStat = fs.statfsSync(dir);
  const free = fsStat.bavail * fsStat.bsize;
  if (free < MIN_FREE_BYTES) {
    throw new StoreUnavailableError(
      `only ${Math.floor(free / 1024)} KiB free on the volume of ${dir} (the lead store needs at least ${MIN_FREE_BYTES / 1024} KiB)`,
    );
  }
}

/**
 * ext4 on Linux 6.15 and later, after a disk error, aborts its journal, writes its super block and only then refuses
 * writes; /proc still shows the volume writable. An fsync in between answers success for a commit the abort threw away.
 * Any change that needs the journal fails once it is aborted, so a commit counts only if one such change succeeds after
 * it: the size of a file only this process holds (created and unlinked at once) flips between 0 and 1 byte
 * (docs/decisions/0015-store-faults.md).
 */
export function journalProbe(file: string, truncate: (fd: number, size: number) => void = fs.ftruncateSync) {
  let fd: number | undefined;
  let size = 0;
  const refused = (error: unknown) =>
    new StoreUnavailableError(
      `the volume of ${path.dirname(file)} refused a change after a commit (${(error as NodeJS.ErrnoException).code ?? String(error)}): the commit may not be on disk`,
    );
  return {
    afterCommit() {
      if (file === ":memory:") return;
      try {
        if (fd === undefined) {
          const name = path.join(path.dirname(file), `.${path.basename(file)}-journal-probe-${process.pid}`);
          const opened = fs.openSync(name, "w+");
          try {
            fs.unlinkSync(name);
          } catch (error) {
            fs.closeSync(opened);
            throw error;
          }
          fd = opened;
        }
        size = 1 - size;
        truncate(fd, size);
      } catch (error) {
        throw refused(error);
      }
    },
    close() {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
    },
  };
}

export function createSqliteStore(file: string, { log = console, listBudgetMs }: SqliteStoreOptions = {}): LeadStore {
  const db = openDatabase(file);
  const walIndex = walIndexWatch(file, log);
  const journal = journalProbe(file);
  let prepared: ReturnType<typeof statements> | undefined;
  const st = () => (prepared ??= statements(db));
  let nextSweep = 0;

  // Takes the write lock before reading.
  const immediate = <T>(fn: () => T): T => db.transaction(fn).immediate();

  const insertLeads = (leads: Parameters<LeadStore["insertLeads"]>[0], channels: ChannelChoice, at: string): SavedLead[] =>
    immediate(() =>
      leads.map((lead) => {
        const values = leadValues(lead);
        // Inside the write transaction: no other writer can store the same post in between.
        const same = st().sameLead.get(values.fingerprint, new Date(Date.parse(at) - DUPLICATE_WINDOW_MS).toISOString()) as
          number | undefined;
        if (same !== undefined) return { id: same, created: false };
        const confirm = waitsForConfirmation(lead);
        const confirmedAt = lead.kind === "subscribe" && !confirm ? at : null;
        const key = senderKey(values.email);
        const earlier = key ? (st().senderBurst.get(values.email, repeatSince(new Date(at)).toISOString()) as number) : 0;
        const judged = judgeLead(lead, earlier, key ? st().trustedSender.get(key) !== undefined : false);
        const spam = { spamScore: judged.score, spamReasons: JSON.stringify(judged.reasons), deskStatus: judged.spam ? "spam" : "new" };
        const id = st().insertLead.get({ ...values, ...spam, createdAt: at, confirmedAt }) as number | undefined;
        if (id === undefined) {
          const existing = st().subscriberId.get(values.email) as number;
          if (confirm) st().resendConfirmation.run({ id: existing, now: at, since: resendSince(at) });
          return { id: existing, created: false };
        }
        // Spam is filed, not announced: nobody is woken for it.
        const told = confirm ? CONFIRM_CHANNELS : judged.spam ? [] : channelsFor(channels, lead.kind);
        for (const channel of told) st().insertOutbox.run(id, channel, at, at);
        return { id, created: true };
      }),
    );

  // Inside a write transaction: the desk's erase adds its audit entry to the same one.
  const eraseRows = (email: string): number => {
    if (st().erasesApproved.get(email)) st().bumpComments.run();
    st().eraseOutbox.run(email);
    return st().eraseLeads.run(email).changes;
  };

  const limitingEvent = (key: string, limit: number, windowMs: number, now: number) =>
    st().limitingEvent.get(key, now - windowMs, Math.max(0, limit - 1)) as number | undefined;

  const consumeNow = (key: string, limit: number, windowMs: number, ms: number): number =>
    immediate(() => {
      if (ms >= nextSweep) {
        st().sweepAll.run(ms);
        nextSweep = ms + RATE_SWEEP_INTERVAL_MS;
      } else {
        st().sweepKey.run(key, ms);
      }
      const at = limitingEvent(key, limit, windowMs, ms);
      if (at !== undefined) return secondsUntilFree(at, windowMs, ms);
      st().addEvent.run(key, ms, ms + windowMs);
      return 0;
    });

  const store: LeadStore = {
    backend: "sqlite",
    desk: createSqliteDesk({
      db,
      guard: () => walIndex.check(),
      bumpComments: () => st().bumpComments.run(),
      eraseRows,
      listBudgetMs,
    }),
    content: createSqliteContent({ db, guard: () => walIndex.check() }),
    inbox: createSqliteInbox({ db, guard: () => walIndex.check() }),

    async migrate() {
      migrate(db);
    },

    async ping() {
      db.prepare("SELECT 1").get();
    },

    async checkWritable(now = new Date()) {
      // Only a commit reaches the disk, so only a commit finds a read-only file or volume, or a full disk.
      immediate(() => st().writeProbe.run(WRITE_PROBE_KEY, now.toISOString()));
      checkFreeSpace(file);
    },

    async close() {
      journal.close();
      // Closing touches the WAL index too: a broken one is left to the process's exit (the WAL is replayed on the next open).
      if (db.open && !walIndex.broken) db.close();
    },

    async insertLeads(leads, channels, now = new Date()) {
      const saved = insertLeads(leads, channels, now.toISOString());
      checkVolumeWritable(file);
      journal.afterCommit();
      return saved;
    },

    async get(id) {
      return st().leadById.get(id) as LeadRow | undefined;
    },

    async list(filter = {}) {
      const where: string[] = [];
      const params: unknown[] = [];
      if (filter.kind) {
        where.push("kind = ?");
        params.push(filter.kind);
      }
      if (filter.since) {
        where.push("created_at >= ?");
        params.push(filter.since.toISOString());
      }
      const sql = `SELECT ${LEAD_COLUMNS} FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY created_at DESC, id DESC ${filter.limit ? "LIMIT ?" : ""}`;
      if (filter.limit) params.push(filter.limit);
      return db.prepare(sql).all(...params) as LeadRow[];
    },

    async setting(key, initial) {
      st().addSetting.run(key, initial());
      return st().getSetting.get(key) as string;
    },

    async listComments(filter = {}) {
      const where = ["kind = 'comment'"];
      const params: unknown[] = [];
      if (filter.id !== undefined) {
        where.push("id = ?");
        params.push(filter.id);
      }
      if (filter.status) {
        where.push("status = ?");
        params.push(filter.status);
      }
      if (filter.article !== undefined) {
        where.push("article = ?");
        params.push(filter.article);
      }
      const sql = `SELECT ${COMMENT_COLUMNS} FROM leads WHERE ${where.join(" AND ")} ORDER BY created_at, id ${filter.limit ? "LIMIT ?" : ""}`;
      if (filter.limit) params.push(filter.limit);
      return db.prepare(sql).all(...params) as CommentRow[];
    },

    async setCommentStatus(id, status, now = new Date()) {
      return immediate(() => {
        const changed = st().decideComment.run(status, now.toISOString(), id).changes > 0;
        if (changed) st().bumpComments.run();
        return changed;
      });
    },

    async approvedComments(article) {
      return st().approvedComments.all(article) as CommentRow[];
    },

    async approvedCommentsPage(article, { limit, offset }) {
      // One read transaction: the count and the rows agree.
      return db.transaction(() => ({
        rows: (st().approvedCommentsPage.all({ article, limit, offset }) as CommentRow[]).reverse(),
        total: st().approvedCommentCount.get(article) as number,
      }))();
    },

    async commentsVersion() {
      return (st().getSetting.get(COMMENTS_VERSION_KEY) as string | undefined) ?? "0";
    },

    async retryAfter(key, { limit, windowMs }, now = new Date()) {
      const at = limitingEvent(key, limit, windowMs, now.getTime());
      return at === undefined ? 0 : secondsUntilFree(at, windowMs, now.getTime());
    },

    async consume(key, { limit, windowMs }, now = new Date()) {
      const ms = now.getTime();
      // No flush per rate event (each would block the event loop): the next lead's FULL commit flushes it; a power cut may forget a few.
      db.pragma("synchronous = NORMAL");
      try {
        return consumeNow(key, limit, windowMs, ms);
      } finally {
        db.pragma("synchronous = FULL");
      }
    },

    async claimOutbox(worker, leaseMs, limit, now = new Date()) {
      return immediate(() => {
        const until = new Date(now.getTime() + leaseMs).toISOString();
        const entries = st().claim.all({ worker, until, now: now.toISOString(), limit }) as OutboxEntry[];
        entries.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id);
        return entries.map((entry) => ({ entry, lead: st().leadById.get(entry.leadId) as LeadRow }));
      });
    },

    async completeOutbox(id, now = new Date()) {
      const at = now.toISOString();
      immediate(() => {
        const done = st().complete.get(at, id) as { leadId: number; channel: Channel; attempts: number } | undefined;
        if (!done) return;
        if (done.channel === "email") st().notified.run(at, done.leadId);
        st().attempt.run({ id, leadId: done.leadId, channel: done.channel, attempt: done.attempts, at, ok: 1, error: null });
      });
    },

    async failOutbox(id, error, nextAttemptAt, now = new Date()) {
      immediate(() => {
        const failed = st().fail.get({ id, error, next: nextAttemptAt?.toISOString() ?? null }) as
          { leadId: number; channel: Channel; attempts: number } | undefined;
        if (!failed) return;
        const { leadId, channel, attempts } = failed;
        st().attempt.run({ id, leadId, channel, attempt: attempts, at: now.toISOString(), ok: 0, error });
      });
    },

    async listOutbox(filter = {}) {
      const states = filter.states ?? [];
      const where = states.length ? `WHERE state IN (${states.map(() => "?").join(", ")})` : "";
      return db.prepare(`SELECT ${OUTBOX_COLUMNS} FROM outbox ${where} ORDER BY id`).all(...states) as OutboxEntry[];
    },

    async retryOutbox(now = new Date()) {
      return st().retry.run(now.toISOString()).changes;
    },

    async confirmSubscription(id, channels, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        if (st().confirm.run(at, id).changes === 0) return st().isSubscriber.get(id) ? "already" : "unknown";
        for (const channel of channelsFor(channels, "subscribe")) st().insertOutbox.run(id, channel, at, at);
        return "confirmed";
      });
    },

    async pruneUnconfirmed(before) {
      const at = before.toISOString();
      return immediate(() => {
        st().pruneUnconfirmedOutbox.run(at);
        return st().pruneUnconfirmed.run(at).changes;
      });
    },

    async eraseEmail(email) {
      if (!email.trim()) return 0;
      return immediate(() => eraseRows(email));
    },

    async pruneLeads(before) {
      const at = before.toISOString();
      return immediate(() => {
        if (st().prunesApproved.get(at)) st().bumpComments.run();
        st().pruneOutbox.run(at);
        return st().pruneLeads.run(at).changes;
      });
    },

    async backup(file) {
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // One step, one read snapshot: writers cannot make the backup start over.
      await db.backup(file);
    },
  };

  // A stat, a few microseconds.
  for (const [name, method] of Object.entries(store)) {
    if (typeof method !== "function" || name === "close") continue;
    const guarded = async (...args: unknown[]) => {
      walIndex.check();
      return (method as (...a: unknown[]) => unknown).apply(store, args);
    };
    (store as unknown as Record<string, unknown>)[name] = guarded;
  }
  return store;
}
