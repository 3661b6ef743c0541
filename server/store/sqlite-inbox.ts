// The inbox's part of the SQLite store (inbox-types.ts): a change and its audit entry commit in one IMMEDIATE transaction.
import type { AuditInput } from "./desk-types";
import { NOTIFY_KEYS, type DeliveryAttempt, type InboxStore, type LeadNote, type LeadReply, type NotifyKey } from "./inbox-types";
import type { Sqlite } from "./sqlite-driver";

export interface SqliteInboxOptions {
  db: Sqlite;
  /** The store's check of its WAL index (sqlite.ts), before every call. */
  guard: () => void;
}

const REPLY_COLUMNS = `r.id, r.lead_id AS leadId, r.author, r.to_address AS "to", r.subject, r.body, r.created_at AS createdAt,
  o.state, o.attempts, o.delivered_at AS deliveredAt, o.last_error AS lastError`;

function statements(db: Sqlite) {
  return {
    audit: db.prepare("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES (@at, @actor, @action, @target, @detail)"),
    settings: db.prepare("SELECT key, value, updated_at AS updatedAt, updated_by AS updatedBy FROM notify_settings"),
    setSetting: db.prepare(`INSERT INTO notify_settings (key, value, updated_at, updated_by) VALUES (@key, @value, @at, @by)
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`),
    // A removal is remembered as who and when, with no value: the page says when the settings last changed.
    dropSetting: db.prepare(`INSERT INTO notify_settings (key, value, updated_at, updated_by) VALUES (@key, '', @at, @by)
      ON CONFLICT (key) DO UPDATE SET value = '', updated_at = excluded.updated_at, updated_by = excluded.updated_by`),
    attempts: db.prepare(`SELECT a.id, a.outbox_id AS outboxId, a.channel, a.attempt, a.at, a.ok, a.error, o.reply_id AS replyId
      FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE a.lead_id = ? ORDER BY a.id`),
    leadExists: db.prepare("SELECT 1 FROM leads WHERE id = ?").pluck(),
    notes: db.prepare("SELECT id, lead_id AS leadId, author, body, created_at AS createdAt FROM lead_notes WHERE lead_id = ? ORDER BY id"),
    addNote: db.prepare("INSERT INTO lead_notes (lead_id, author, body, created_at) VALUES (?, ?, ?, ?)"),
    replies: db.prepare(`SELECT ${REPLY_COLUMNS} FROM lead_replies r JOIN outbox o ON o.reply_id = r.id WHERE r.lead_id = ? ORDER BY r.id`),
    replyOf: db.prepare(`SELECT ${REPLY_COLUMNS} FROM outbox o JOIN lead_replies r ON r.id = o.reply_id WHERE o.id = ?`),
    addReply: db
      .prepare(
        `INSERT INTO lead_replies (lead_id, author, to_address, subject, body, created_at) VALUES (@leadId, @author, @to, @subject, @body, @at)
         RETURNING id`,
      )
      .pluck(),
    queueReply: db.prepare(
      "INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, reply_id) VALUES (@leadId, 'reply', @at, @at, @replyId)",
    ),
    owner: db.prepare(`SELECT l.owner_id AS ownerId, u.email FROM leads l LEFT JOIN desk_users u ON u.id = l.owner_id WHERE l.id = ?`),
    activeUser: db.prepare("SELECT 1 FROM desk_users WHERE id = ? AND disabled_at IS NULL").pluck(),
    setOwner: db.prepare("UPDATE leads SET owner_id = ? WHERE id = ?"),
    emailOf: db.prepare("SELECT email FROM leads WHERE id = ?").pluck(),
    sameAddress: db.prepare(`SELECT id, kind, created_at AS createdAt, desk_status AS deskStatus FROM leads
      WHERE email = @email COLLATE NOCASE AND id <> @id ORDER BY created_at DESC, id DESC LIMIT @limit`),
    sameAddressCount: db.prepare("SELECT count(*) FROM leads WHERE email = @email COLLATE NOCASE AND id <> @id").pluck(),
  };
}

const toAttempt = (r: Omit<DeliveryAttempt, "ok"> & { ok: number }): DeliveryAttempt => ({ ...r, ok: r.ok === 1 });

export function createSqliteInbox({ db, guard }: SqliteInboxOptions): InboxStore {
  let prepared: ReturnType<typeof statements> | undefined;
  const st = () => (prepared ??= statements(db));
  const immediate = <T>(fn: () => T): T => db.transaction(fn).immediate();
  const audit = (entry: AuditInput, at: string) => st().audit.run({ at, ...entry });

  const inbox: InboxStore = {
    async notifySettings() {
      const rows = st().settings.all() as { key: NotifyKey; value: string; updatedAt: string; updatedBy: string }[];
      const latest = rows.reduce<(typeof rows)[number] | undefined>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), undefined);
      const values: Partial<Record<NotifyKey, string>> = {};
      for (const r of rows) if (r.value && (NOTIFY_KEYS as readonly string[]).includes(r.key)) values[r.key] = r.value;
      return { values, updatedAt: latest?.updatedAt ?? null, updatedBy: latest?.updatedBy ?? null };
    },

    async saveNotifySettings(values, entry, now = new Date()) {
      const at = now.toISOString();
      immediate(() => {
        for (const [key, value] of Object.entries(values)) {
          if (value) st().setSetting.run({ key, value, at, by: entry.actor });
          else st().dropSetting.run({ key, at, by: entry.actor });
        }
        audit(entry, at);
      });
    },

    async deliveryAttempts(leadId) {
      return (st().attempts.all(leadId) as (Omit<DeliveryAttempt, "ok"> & { ok: number })[]).map(toAttempt);
    },

    async notes(leadId) {
      return st().notes.all(leadId) as LeadNote[];
    },

    async addNote(leadId, note, entry, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        if (!st().leadExists.get(leadId)) return false;
        st().addNote.run(leadId, note.author, note.body, at);
        audit(entry, at);
        return true;
      });
    },

    async replies(leadId) {
      return st().replies.all(leadId) as LeadReply[];
    },

    async queueReply(leadId, reply, entry, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        if (!st().leadExists.get(leadId)) return undefined;
        const replyId = st().addReply.get({ leadId, ...reply, at }) as number;
        st().queueReply.run({ leadId, at, replyId });
        audit(entry, at);
        return replyId;
      });
    },

    async replyOf(outboxId) {
      return (st().replyOf.get(outboxId) as LeadReply | undefined) ?? undefined;
    },

    async owner(leadId) {
      const row = st().owner.get(leadId) as { ownerId: number | null; email: string | null } | undefined;
      if (!row) return undefined;
      return row.ownerId === null ? null : { id: row.ownerId, email: row.email ?? "" };
    },

    async setOwner(leadId, ownerId, entry, now = new Date()) {
      const at = now.toISOString();
      return immediate(() => {
        if (ownerId !== null && !st().activeUser.get(ownerId)) return false;
        if (st().setOwner.run(ownerId, leadId).changes === 0) return false;
        audit(entry, at);
        return true;
      });
    },

    async sameAddress(leadId, limit) {
      const email = st().emailOf.get(leadId) as string | undefined;
      if (!email) return { rows: [], total: 0 };
      const rows = st().sameAddress.all({ email, id: leadId, limit }) as Awaited<ReturnType<InboxStore["sameAddress"]>>["rows"];
      return { rows, total: st().sameAddressCount.get({ email, id: leadId }) as number };
    },
  };

  for (const [name, method] of Object.entries(inbox)) {
    (inbox as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      guard();
      return (method as (...a: unknown[]) => unknown).apply(inbox, args);
    };
  }
  return inbox;
}
