/** Reading and writing leads. Every write is one committed transaction before it returns. */
import type { Database } from "better-sqlite3";
import type { FormKind, LeadFields } from "../app/forms/schemas";

export interface NewLead {
  kind: FormKind;
  /** Path of the page the form was sent from. */
  page: string;
  ipHash: string;
  fields: LeadFields;
}

export interface LeadRow {
  id: number;
  kind: FormKind;
  status: "new" | "pending" | "approved" | "rejected";
  createdAt: string;
  page: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  notifiedAt: string | null;
}

export interface LeadFilter {
  kind?: FormKind;
  /** Only leads created at or after this time. */
  since?: Date;
  limit?: number;
}

const COLUMNS = `id, kind, status, created_at AS createdAt, page, first_name AS firstName, last_name AS lastName,
  name, email, phone, subject, message, notified_at AS notifiedAt`;

export type LeadStore = ReturnType<typeof createLeadStore>;

export function createLeadStore(db: Database) {
  const insertLead = db.prepare(`
    INSERT INTO leads (kind, status, created_at, page, first_name, last_name, name, email, phone, subject, message, ip_hash)
    VALUES (@kind, @status, @createdAt, @page, @firstName, @lastName, @name, @email, @phone, @subject, @message, @ipHash)
    ON CONFLICT (email COLLATE NOCASE) WHERE kind = 'subscribe' DO NOTHING`);
  const notified = db.prepare("UPDATE leads SET notified_at = ? WHERE id = ?");
  const byId = db.prepare(`SELECT ${COLUMNS} FROM leads WHERE id = ?`);
  const getSetting = db.prepare("SELECT value FROM settings WHERE key = ?").pluck();
  const addSetting = db.prepare("INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING");

  return {
    /** Stores a lead. A second subscription with the same e-mail keeps the first (created: false). */
    insert(lead: NewLead, now = new Date()): { id: number; created: boolean } {
      const f = lead.fields;
      const result = insertLead.run({
        kind: lead.kind,
        status: lead.kind === "comment" ? "pending" : "new",
        createdAt: now.toISOString(),
        page: lead.page,
        firstName: f.firstName ?? "",
        lastName: f.lastName ?? "",
        name: f.name ?? "",
        email: f.email ?? "",
        phone: f.phone ?? "",
        subject: f.subject ?? "",
        message: f.message ?? "",
        ipHash: lead.ipHash,
      });
      return { id: Number(result.lastInsertRowid), created: result.changes === 1 };
    },

    get(id: number): LeadRow | undefined {
      return byId.get(id) as LeadRow | undefined;
    },

    /** Newest first. */
    list(filter: LeadFilter = {}): LeadRow[] {
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
      const sql = `SELECT ${COLUMNS} FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
        ORDER BY created_at DESC, id DESC ${filter.limit ? "LIMIT ?" : ""}`;
      if (filter.limit) params.push(filter.limit);
      return db.prepare(sql).all(...params) as LeadRow[];
    },

    markNotified(id: number, at = new Date()) {
      notified.run(at.toISOString(), id);
    },

    /** A stored setting, created with `initial()` the first time it is asked for. */
    setting(key: string, initial: () => string): string {
      addSetting.run(key, initial());
      return getSetting.get(key) as string;
    },
  };
}
