/**
 * Stored leads for the desk benchmark (scripts/bench-desk.ts): a year of a busy site's form posts, the same rows for
 * SQLite and PostgreSQL (a seeded generator), written straight into a migrated database, not through the forms.
 */
import type { LeadContext } from "../../shared/forms/lead-context";
import { Sqlite as Database } from "../../server/store/sqlite-driver";
import crypto from "node:crypto";
import pg from "pg";
import type { FormKind } from "../../shared/forms/fields";
import type { DeskLead, LeadStatus } from "../../server/store/desk-types";

// A stored lead as the desk reads it, plus the columns only the store writes.
// Without a context: its columns keep their default "".
export interface SeedLead extends Omit<DeskLead, "id" | "unpublishedAt" | "consentText" | "spamScore" | "spamReasons" | keyof LeadContext> {
  ipHash: string;
  fingerprint: string;
}

const FIRST = (
  "Ada|Alexander|Amara|Ana|Benjamin|Carlos|Chen|Chloé|Daniel|Dmitri|Elena|Emma|Fatima|Felix|Grace|" +
  "Hannah|Hiroshi|Ines|Isaac|Jakob|James|Jana|Kai|Laura|Leon|Lucía|Maria|Mateo|Mei|Mohammed|Nadia|Noah|" +
  "Olivia|Omar|Paul|Priya|Rafael|Sara|Sofia|Tomasz|Wei|Yusuf|Zoë|Łukasz|Ingrid|Kwame|Aisha|Henrik"
).split("|");
const LAST = (
  "Anderson|Becker|Brown|Castillo|Chen|Costa|Dubois|Evans|Fischer|García|Hansen|Hoffmann|Ivanova|Jensen|" +
  "Kim|Kowalski|Larsen|Lee|Martin|Meyer|Morrison|Müller|Nakamura|Novak|Okafor|O'Brien|Patel|Petrov|" +
  "Rossi|Sanders|Schmidt|Silva|Singh|Smith|Suzuki|Taylor|Thompson|Van der Berg|Wagner|Walker|Weber|" +
  "Williams|Wong|Yamamoto|Zhang|Nguyen|Haddad"
).split("|");
const DOMAINS = ["example.com", "example.org", "mail.example", "company.example", "firma.example", "studio.example"];
const SUBJECTS = ["Project enquiry", "Partnership", "Support", "Pricing question", "Website redesign", "Hello", "Consultation", ""];
const SENTENCES = [
  "We are looking for a partner to rebuild our online shop before the holiday season.",
  "Could you send us a quote for a mobile app with about twelve screens?",
  "Our current site is slow, and we would like an audit of its performance.",
  "I saw your case study on the logistics portal, and I'd love to talk about something similar.",
  'Is the "Growth" plan billed monthly, or only yearly?',
  "We need help with accessibility, SEO and a new design system, ideally by March.",
  "Please call me back on Tuesday or Wednesday afternoon.",
  "Budget: around 20,000 EUR; timeline: flexible.",
  "Grüße aus Berlin: wir suchen eine Agentur für unseren Relaunch.",
  "Thanks for the great article, it answered exactly what I was wondering about.",
  "We are planning a cloud migration of our booking system next year.",
];
const CONTACT_PAGES = ["/contact", "/contact-dark", "/about", "/services"];
const QUOTE_PAGES = ["/pricing", "/services/web-development", "/services/mobile-apps", "/services/cloud"];
const SUBSCRIBE_PAGES = ["/", "/blog", "/blog/blog-details", "/about"];
const VISITORS = 25_000;

// A small seeded generator (mulberry32): the same leads every run, on both stores.
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// "Łukasz Müller" → "lukasz", "muller": ł has no decomposition of its own.
const ascii = (text: string) =>
  text
    .replace(/ł/gi, "l")
    .normalize("NFKD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();

/** `count` leads, oldest first, spread over the year before `now`: ~60% contact, 20% quote, 15% subscribe, 5% comment. */
export function generateLeads(count: number, now = Date.now(), seed = 42): SeedLead[] {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const year = 365 * 86_400_000;
  const step = year / count;
  const leads: SeedLead[] = [];
  for (let i = 0; i < count; i++) {
    const r = rnd();
    const kind: FormKind = r < 0.6 ? "contact" : r < 0.8 ? "quote" : r < 0.95 ? "subscribe" : "comment";
    const created = now - year + i * step + rnd() * step * 0.9;
    const createdAt = new Date(created).toISOString();
    const first = pick(FIRST);
    const last = pick(LAST);
    const email = `${ascii(first)}.${ascii(last)}${i}@${pick(DOMAINS)}`;
    const message = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(SENTENCES)).join(rnd() < 0.3 ? "\r\n\r\n" : " ");
    const phone = rnd() < 0.6 ? `+1 555 ${String(Math.floor(rnd() * 10_000)).padStart(4, "0")}` : "";
    const s = rnd();
    const deskStatus: LeadStatus = s < 0.55 ? "new" : s < 0.8 ? "read" : s < 0.95 ? "archived" : "spam";
    const lead: SeedLead = {
      kind,
      status: "new",
      createdAt,
      page: "",
      firstName: "",
      lastName: "",
      name: "",
      email,
      phone: "",
      subject: "",
      message: "",
      ipHash: crypto
        .createHash("sha256")
        .update(`visitor ${Math.floor(rnd() * VISITORS)}`)
        .digest("hex"),
      notifiedAt: rnd() < 0.97 ? new Date(created + 1500 + rnd() * 5000).toISOString() : null,
      article: "",
      decidedAt: null,
      fingerprint: "",
      deskStatus,
      confirmedAt: null,
    };
    if (kind === "contact" || kind === "comment") {
      Object.assign(lead, { firstName: first, lastName: last, phone, subject: pick(SUBJECTS), message });
      lead.page = kind === "contact" ? pick(CONTACT_PAGES) : "/blog/blog-details";
    } else if (kind === "quote") {
      Object.assign(lead, { name: `${first} ${last}`, phone, message, page: pick(QUOTE_PAGES) });
    } else {
      lead.page = pick(SUBSCRIBE_PAGES);
      // Confirmed within minutes, as most double opt-ins are.
      lead.confirmedAt = new Date(created + 60_000 + rnd() * 600_000).toISOString();
    }
    if (kind === "comment") {
      const c = rnd();
      lead.status = c < 0.2 ? "pending" : c < 0.85 ? "approved" : "rejected";
      lead.article = "/blog/blog-details";
      if (lead.status !== "pending") lead.decidedAt = new Date(created + 3_600_000 + rnd() * 86_400_000).toISOString();
    }
    lead.fingerprint = crypto
      .createHash("sha256")
      .update(JSON.stringify([kind, lead.page, email, lead.message, i]))
      .digest("base64url");
    leads.push(lead);
  }
  return leads;
}

/** Into a migrated SQLite file: one prepared INSERT, one transaction. */
export function seedSqlite(databasePath: string, leads: SeedLead[]): void {
  const db = new Database(databasePath);
  try {
    db.pragma("busy_timeout = 5000");
    const insert = db.prepare(`
      INSERT INTO leads (kind, status, created_at, page, first_name, last_name, name, email, phone, subject, message, ip_hash,
        notified_at, article, decided_at, fingerprint, desk_status, confirmed_at)
      VALUES (@kind, @status, @createdAt, @page, @firstName, @lastName, @name, @email, @phone, @subject, @message, @ipHash,
        @notifiedAt, @article, @decidedAt, @fingerprint, @deskStatus, @confirmedAt)`);
    db.transaction(() => {
      for (const lead of leads) insert.run(lead);
    })();
  } finally {
    db.close();
  }
}

const PG_COLUMNS: [keyof SeedLead, string, string][] = [
  ["kind", "kind", "text"],
  ["status", "status", "text"],
  ["createdAt", "created_at", "timestamptz"],
  ["page", "page", "text"],
  ["firstName", "first_name", "text"],
  ["lastName", "last_name", "text"],
  ["name", "name", "text"],
  ["email", "email", "text"],
  ["phone", "phone", "text"],
  ["subject", "subject", "text"],
  ["message", "message", "text"],
  ["ipHash", "ip_hash", "text"],
  ["notifiedAt", "notified_at", "timestamptz"],
  ["article", "article", "text"],
  ["decidedAt", "decided_at", "timestamptz"],
  ["fingerprint", "fingerprint", "text"],
  ["deskStatus", "desk_status", "text"],
  ["confirmedAt", "confirmed_at", "timestamptz"],
];

/**
 * Into a migrated PostgreSQL database: one INSERT … SELECT FROM unnest(column arrays) per 10,000 rows, in one
 * transaction; then VACUUM ANALYZE, as autovacuum does soon after on a table that grew like this.
 */
export async function seedPostgres(databaseUrl: string, leads: SeedLead[], chunk = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sql = `INSERT INTO leads (${PG_COLUMNS.map(([, column]) => column).join(", ")})
      SELECT * FROM unnest(${PG_COLUMNS.map(([, , type], i) => `$${i + 1}::${type}[]`).join(", ")})`;
    await client.query("BEGIN");
    for (let start = 0; start < leads.length; start += chunk) {
      const part = leads.slice(start, start + chunk);
      await client.query(
        sql,
        PG_COLUMNS.map(([key]) => part.map((lead) => lead[key])),
      );
    }
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE leads");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
