// The inbox's part of the PostgreSQL store (inbox-types.ts): a change and its audit entry commit in one transaction.
import type pg from "pg";
import type { FormKind } from "../../shared/forms/fields";
import type { AuditInput, LeadStatus } from "./desk-types";
import { NOTIFY_KEYS, type InboxStore, type LeadReply, type NotifyKey } from "./inbox-types";
import type { Query } from "./postgres-desk";
import { transaction } from "./postgres-migrations";
import type { Channel, OutboxState } from "./types";

export interface PostgresInboxOptions {
  pool: pg.Pool;
  query: Query;
}

const REPLY_COLUMNS = `r.id, r.lead_id, r.author, r.to_address, r.subject, r.body, r.created_at,
  o.state, o.attempts, o.delivered_at, o.last_error`;

interface ReplyRecord {
  id: string;
  lead_id: string;
  author: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: Date;
  state: OutboxState;
  attempts: number;
  delivered_at: Date | null;
  last_error: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toReply = (r: ReplyRecord): LeadReply => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  author: r.author,
  to: r.to_address,
  subject: r.subject,
  body: r.body,
  createdAt: r.created_at.toISOString(),
  state: r.state,
  attempts: r.attempts,
  deliveredAt: iso(r.delivered_at),
  lastError: r.last_error,
});

export function createPostgresInbox({ pool, query }: PostgresInboxOptions): InboxStore {
  const audit = (client: pg.PoolClient, entry: AuditInput, now: Date) =>
    client.query("INSERT INTO desk_audit (at, actor, action, target, detail) VALUES ($1, $2, $3, $4, $5)", [
      now,
      entry.actor,
      entry.action,
      entry.target,
      entry.detail,
    ]);

  return {
    async notifySettings() {
      const { rows } = await query<{ key: NotifyKey; value: string; updated_at: Date; updated_by: string }>(
        "SELECT key, value, updated_at, updated_by FROM notify_settings ORDER BY updated_at DESC",
      );
      const values: Partial<Record<NotifyKey, string>> = {};
      for (const r of rows) if (r.value && (NOTIFY_KEYS as readonly string[]).includes(r.key)) values[r.key] = r.value;
      return { values, updatedAt: rows.length ? rows[0].updated_at.toISOString() : null, updatedBy: rows[0]?.updated_by ?? null };
    },

    async saveNotifySettings(values, entry, now = new Date()) {
      await transaction(pool, async (client) => {
        // A removal is kept as who and when, with no value: the page says when the settings last changed.
        for (const [key, value] of Object.entries(values)) {
          await client.query(
            `INSERT INTO notify_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
            [key, value ?? "", now, entry.actor],
          );
        }
        await audit(client, entry, now);
      });
    },

    async deliveryAttempts(leadId) {
      const { rows } = await query<{
        id: string;
        outbox_id: string;
        channel: Channel;
        attempt: number;
        at: Date;
        ok: boolean;
        error: string | null;
        reply_id: string | null;
      }>(
        `SELECT a.id, a.outbox_id, a.channel, a.attempt, a.at, a.ok, a.error, o.reply_id
         FROM outbox_attempts a JOIN outbox o ON o.id = a.outbox_id WHERE a.lead_id = $1 ORDER BY a.id`,
        [leadId],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        outboxId: Number(r.outbox_id),
        channel: r.channel,
        attempt: r.attempt,
        at: r.at.toISOString(),
        ok: r.ok,
        error: r.error,
        replyId: r.reply_id === null ? null : Number(r.reply_id),
      }));
    },

    async notes(leadId) {
      const { rows } = await query<{ id: string; lead_id: string; author: string; body: string; created_at: Date }>(
        "SELECT id, lead_id, author, body, created_at FROM lead_notes WHERE lead_id = $1 ORDER BY id",
        [leadId],
      );
      return rows.map((r) => ({
        id: Number(r.id),
        leadId: Number(r.lead_id),
        author: r.author,
        body: r.body,
        createdAt: r.created_at.toISOString(),
      }));
    },

    async addNote(leadId, note, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          "INSERT INTO lead_notes (lead_id, author, body, created_at) SELECT id, $2, $3, $4 FROM leads WHERE id = $1",
          [leadId, note.author, note.body, now],
        );
        if (!rowCount) return false;
        await audit(client, entry, now);
        return true;
      });
    },

    async replies(leadId) {
      const { rows } = await query<ReplyRecord>(
        `SELECT ${REPLY_COLUMNS} FROM lead_replies r JOIN outbox o ON o.reply_id = r.id WHERE r.lead_id = $1 ORDER BY r.id`,
        [leadId],
      );
      return rows.map(toReply);
    },

    async queueReply(leadId, reply, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `WITH reply AS (
             INSERT INTO lead_replies (lead_id, author, to_address, subject, body, created_at)
             SELECT id, $2, $3, $4, $5, $6 FROM leads WHERE id = $1
             RETURNING id, lead_id),
           entry AS (
             INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, reply_id)
             SELECT lead_id, 'reply', $6, $6, id FROM reply)
           SELECT id FROM reply`,
          [leadId, reply.author, reply.to, reply.subject, reply.body, now],
        );
        if (!rows.length) return undefined;
        await audit(client, entry, now);
        return Number(rows[0].id);
      });
    },

    async replyOf(outboxId) {
      const { rows } = await query<ReplyRecord>(
        `SELECT ${REPLY_COLUMNS} FROM outbox o JOIN lead_replies r ON r.id = o.reply_id WHERE o.id = $1`,
        [outboxId],
      );
      return rows.length ? toReply(rows[0]) : undefined;
    },

    async owner(leadId) {
      const { rows } = await query<{ owner_id: string | null; email: string | null }>(
        "SELECT l.owner_id, u.email FROM leads l LEFT JOIN desk_users u ON u.id = l.owner_id WHERE l.id = $1",
        [leadId],
      );
      if (!rows.length) return undefined;
      return rows[0].owner_id === null ? null : { id: Number(rows[0].owner_id), email: rows[0].email ?? "" };
    },

    async setOwner(leadId, ownerId, entry, now = new Date()) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `UPDATE leads SET owner_id = $2 WHERE id = $1
             AND ($2::bigint IS NULL OR EXISTS (SELECT FROM desk_users WHERE id = $2 AND disabled_at IS NULL))`,
          [leadId, ownerId],
        );
        if (!rowCount) return false;
        await audit(client, entry, now);
        return true;
      });
    },

    async sameAddress(leadId, limit) {
      const { rows } = await query<{ id: string; kind: FormKind; created_at: Date; desk_status: LeadStatus; total: string }>(
        `SELECT o.id, o.kind, o.created_at, o.desk_status, count(*) OVER () AS total
         FROM leads l JOIN leads o ON lower(o.email) = lower(l.email) AND o.id <> l.id
         WHERE l.id = $1 AND l.email <> ''
         ORDER BY o.created_at DESC, o.id DESC
         LIMIT $2`,
        [leadId, Math.max(1, limit)],
      );
      return {
        rows: rows
          .slice(0, limit)
          .map((r) => ({ id: Number(r.id), kind: r.kind, createdAt: r.created_at.toISOString(), deskStatus: r.desk_status })),
        total: rows.length ? Number(rows[0].total) : 0,
      };
    },
  };
}
