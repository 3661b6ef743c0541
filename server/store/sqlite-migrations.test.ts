// @vitest-environment node
import { Sqlite as Database } from "./sqlite-driver";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createSqliteStore, openDatabase } from "./sqlite";
import { migrate, migrations, schemaVersion, type Migration } from "./sqlite-migrations";

describe("migrations", () => {
  it("create the schema on a new database, once", () => {
    const db = new Database(":memory:");
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual([
      "content_blobs",
      "content_drafts",
      "content_media",
      "content_reviews",
      "content_revisions",
      "content_schedules",
      "desk_audit",
      "desk_factors",
      "desk_known_devices",
      "desk_password_tokens",
      "desk_pending_sign_ins",
      "desk_recovery_codes",
      "desk_sessions",
      "desk_trusted_senders",
      "desk_users",
      "desk_webauthn_challenges",
      "lead_notes",
      "lead_replies",
      "leads",
      "leads_find",
      "leads_find_config",
      "leads_find_data",
      "leads_find_docsize",
      "leads_find_idx",
      "notify_settings",
      "outbox",
      "outbox_attempts",
      "rate_events",
      "settings",
    ]);
  });

  it("apply only the pending ones, in order", () => {
    const db = new Database(":memory:");
    const list: Migration[] = [
      { version: 2, description: "b", sql: "ALTER TABLE t ADD COLUMN b TEXT" },
      { version: 1, description: "a", sql: "CREATE TABLE t (a TEXT)" },
    ];
    expect(migrate(db, list.slice(1))).toEqual([1]);
    expect(migrate(db, list)).toEqual([2]);
    expect(db.prepare("SELECT name FROM pragma_table_info('t')").pluck().all()).toEqual(["a", "b"]);
  });

  it("roll back a migration that fails, leaving the version unchanged", () => {
    const db = new Database(":memory:");
    const broken: Migration[] = [{ version: 1, description: "broken", sql: "CREATE TABLE t (a TEXT); CREATE TABLE t (a TEXT);" }];
    expect(() => migrate(db, broken)).toThrow();
    expect(schemaVersion(db)).toBe(0);
    expect(db.prepare("SELECT count(*) FROM sqlite_schema").pluck().get()).toBe(0);
  });
});

describe("version 3 (comment moderation)", () => {
  it("files the comments stored before it under their article", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 3),
    );
    const pages = ["/blog/blog-details-center-dark", "/Blog/Blog-Details-Right/", "/contact"];
    const insert = db.prepare(
      "INSERT INTO leads (kind, status, created_at, page, ip_hash) VALUES (?, ?, '2025-01-01T00:00:00.000Z', ?, 'h')",
    );
    for (const [i, page] of pages.entries()) insert.run(i < 2 ? "comment" : "contact", i < 2 ? "pending" : "new", page);
    expect(migrate(db)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(db.prepare("SELECT page, article, decided_at FROM leads ORDER BY id").all()).toEqual([
      { page: pages[0], article: "/blog/blog-details", decided_at: null },
      { page: pages[1], article: "/blog/blog-details", decided_at: null },
      { page: pages[2], article: "", decided_at: null },
    ]);
  });
});

describe("version 8 (a subscription's consent text)", () => {
  it("gives the subscriptions stored before it an empty consent text: nothing is made up for them", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 8),
    );
    db.prepare(
      "INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ('subscribe', 'new', '2025-01-01T00:00:00.000Z', 'a@example.com', 'h')",
    ).run();
    expect(migrate(db)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(db.prepare("SELECT email, consent_text FROM leads").all()).toEqual([{ email: "a@example.com", consent_text: "" }]);
  });
});

describe("version 9 (double opt-in)", () => {
  it("counts the subscriptions before it as confirmed when made, and keeps the outbox's entries through its new table", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 9),
    );
    const at = "2025-01-01T00:00:00.000Z";
    db.prepare("INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ('subscribe', 'new', ?, 'a@example.com', 'h')").run(at);
    db.prepare("INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ('contact', 'new', ?, 'b@example.com', 'h')").run(at);
    db.prepare(
      "INSERT INTO outbox (lead_id, channel, state, attempts, next_attempt_at, created_at) VALUES (2, 'webhook', 'failed', 3, ?, ?)",
    ).run(at, at);
    expect(migrate(db)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(db.prepare("SELECT kind, confirmed_at FROM leads ORDER BY id").all()).toEqual([
      { kind: "subscribe", confirmed_at: at },
      { kind: "contact", confirmed_at: null },
    ]);
    expect(db.prepare("SELECT id, lead_id, channel, state, attempts FROM outbox").all()).toEqual([
      { id: 1, lead_id: 2, channel: "webhook", state: "failed", attempts: 3 },
    ]);
    db.prepare("INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (1, 'confirm', ?, ?)").run(at, at);
    expect(() =>
      db.prepare("INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (1, 'sms', ?, ?)").run(at, at),
    ).toThrow(/CHECK constraint failed/);
  });
});

describe("version 20 (a lead's context)", () => {
  it("gives the leads stored before it an empty context, and bounds what is written after", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 20),
    );
    const at = "2025-01-01T00:00:00.000Z";
    db.prepare("INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ('quote', 'new', ?, 'a@example.com', 'h')").run(at);
    expect(migrate(db)).toEqual([20, 21, 22]);
    expect(db.prepare("SELECT plan, service, utm_source, referrer_host, landing_page, language FROM leads").all()).toEqual([
      { plan: "", service: "", utm_source: "", referrer_host: "", landing_page: "", language: "" },
    ]);
    expect(() =>
      db
        .prepare("INSERT INTO leads (kind, status, created_at, email, ip_hash, plan) VALUES ('quote', 'new', ?, 'b@example.com', 'h', ?)")
        .run(at, "x".repeat(101)),
    ).toThrow(/CHECK constraint failed/);
  });
});

describe("version 6 (one address, one account)", () => {
  it("keys every account by its normalised address; a later look-alike is disabled, with an audit entry", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 6),
    );
    const insert = db.prepare(
      "INSERT INTO desk_users (email, role, created_at, updated_at) VALUES (?, 'editor', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')",
    );
    // U+212A KELVIN SIGN: the same address as the first once normalised, which the old case-blind index let in.
    for (const email of ["kate@example.com", "\u212Aate@example.com", "Bo@Example.com"]) insert.run(email);
    expect(migrate(db)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    const users = db.prepare("SELECT id, email_key, disabled_at IS NOT NULL AS disabled FROM desk_users ORDER BY id").all();
    expect(users).toEqual([
      { id: 1, email_key: "kate@example.com", disabled: 0 },
      { id: 2, email_key: "kate@example.com (look-alike of 1, #2)", disabled: 1 },
      { id: 3, email_key: "bo@example.com", disabled: 0 },
    ]);
    expect(db.prepare("SELECT actor, action, target, detail FROM desk_audit").all()).toEqual([
      {
        actor: "migration",
        action: "user-disable",
        target: "user \u212Aate@example.com",
        detail: "reads as kate@example.com, an older account",
      },
    ]);
    expect(() => db.prepare("UPDATE desk_users SET email_key = 'kate@example.com' WHERE id = 3").run()).toThrow(/UNIQUE/);
  });
});

describe("the SQLite store", () => {
  it("creates the folder and file when opened, in WAL mode with full sync, and migrates on migrate()", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-db-"));
    const file = path.join(dir, "nested", "leads.sqlite");
    const store = createSqliteStore(file);
    expect(fs.existsSync(file)).toBe(true);
    await store.migrate();
    await store.close();
    const db = openDatabase(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2);
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
    db.close();
    fs.rmSync(dir, { recursive: true });
  });

  it("migrates a database of version 1 (as shipped) to the outbox, keeping its leads", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-v1-"));
    const file = path.join(dir, "leads.sqlite");
    const v1 = openDatabase(file);
    migrate(v1, migrations.slice(0, 1));
    v1.prepare(
      "INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ('subscribe', 'new', '2025-01-01T00:00:00.000Z', 'a@example.com', 'h')",
    ).run();
    v1.close();
    const store = createSqliteStore(file);
    await store.migrate();
    expect(await store.list()).toMatchObject([{ kind: "subscribe", email: "a@example.com" }]);
    expect(await store.insertLeads([{ kind: "subscribe", page: "/", ipHash: "h", fields: { email: "A@example.com" } }], ["email"])).toEqual(
      [{ id: 1, created: false }],
    );
    expect(await store.listOutbox()).toEqual([]);
    await store.close();
    fs.rmSync(dir, { recursive: true });
  });
});

describe("version 19 (passkeys)", () => {
  it("keeps the authenticator apps through the factors' new table, which takes passkeys and refuses half-made rows", () => {
    const db = new Database(":memory:");
    migrate(
      db,
      migrations.filter((m) => m.version < 19),
    );
    const at = "2026-01-01T00:00:00.000Z";
    db.prepare(
      "INSERT INTO desk_users (email, email_key, role, created_at, updated_at) VALUES ('a@example.com', 'a@example.com', 'admin', ?, ?)",
    ).run(at, at);
    db.prepare(
      "INSERT INTO desk_factors (user_id, kind, name, secret_encrypted, last_step, created_at, confirmed_at) VALUES (1, 'totp', 'phone', 'v1.sealed', 42, ?, ?)",
    ).run(at, at);
    expect(migrate(db)).toEqual([19, 20, 21, 22]);
    expect(db.prepare("SELECT id, user_id, kind, name, secret_encrypted, last_step, confirmed_at FROM desk_factors").all()).toEqual([
      { id: 1, user_id: 1, kind: "totp", name: "phone", secret_encrypted: "v1.sealed", last_step: 42, confirmed_at: at },
    ]);
    const passkey = db.prepare(
      "INSERT INTO desk_factors (user_id, kind, name, credential_id, public_key, sign_count, created_at) VALUES (1, 'passkey', 'key', ?, ?, 0, ?)",
    );
    passkey.run("cred", "cose", at);
    expect(() => passkey.run("cred", "cose", at)).toThrow(/UNIQUE constraint failed/);
    expect(() => passkey.run("other", null, at)).toThrow(/CHECK constraint failed/);
    expect(() =>
      db.prepare("INSERT INTO desk_factors (user_id, kind, name, created_at) VALUES (1, 'totp', 'no secret', ?)").run(at),
    ).toThrow(/CHECK constraint failed/);
  });
});
