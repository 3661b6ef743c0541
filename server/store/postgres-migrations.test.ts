// @vitest-environment node
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { appliedVersions, migrate, migrations, type Migration } from "./postgres-migrations";

const pools: pg.Pool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.end();
});

async function database(): Promise<() => pg.Pool> {
  const url = await testDatabase();
  return () => {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    pools.push(pool);
    return pool;
  };
}

async function tables(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
  return rows.map((r) => r.name);
}

describe("PostgreSQL migrations", () => {
  it("create the schema on a new database, once, and record each version", async () => {
    const pool = (await database())();
    expect(await migrate(pool)).toEqual(migrations.map((m) => m.version));
    expect(await migrate(pool)).toEqual([]);
    expect(await appliedVersions(pool)).toEqual(migrations.map((m) => m.version));
    expect(await tables(pool)).toEqual([
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
      "notify_settings",
      "outbox",
      "outbox_attempts",
      "rate_events",
      "schema_migrations",
      "settings",
    ]);
  });

  it("apply only the pending ones, in order", async () => {
    const pool = (await database())();
    const list: Migration[] = [
      { version: 2, description: "b", sql: "ALTER TABLE t ADD COLUMN b text" },
      { version: 1, description: "a", sql: "CREATE TABLE t (a text)" },
    ];
    expect(await migrate(pool, list.slice(1))).toEqual([1]);
    expect(await migrate(pool, list)).toEqual([2]);
    const { rows } = await pool.query(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 't' ORDER BY ordinal_position",
    );
    expect(rows.map((r) => r.column_name)).toEqual(["a", "b"]);
  });

  it("roll back a migration that fails, leaving nothing behind", async () => {
    const pool = (await database())();
    const broken: Migration[] = [
      { version: 1, description: "fine", sql: "CREATE TABLE t (a text)" },
      { version: 2, description: "broken", sql: "CREATE TABLE u (a text); CREATE TABLE u (a text);" },
    ];
    await expect(migrate(pool, broken)).rejects.toThrow(/already exists/);
    expect(await tables(pool)).toEqual([]);
  });

  it("file the comments stored before version 3 under their article", async () => {
    const pool = (await database())();
    await migrate(
      pool,
      migrations.filter((m) => m.version < 3),
    );
    const pages = ["/blog/blog-details-center-dark", "/Blog/Blog-Details-Right/", "/contact"];
    for (const [i, page] of pages.entries()) {
      await pool.query("INSERT INTO leads (kind, status, created_at, page, ip_hash) VALUES ($1, $2, now(), $3, 'h')", [
        i < 2 ? "comment" : "contact",
        i < 2 ? "pending" : "new",
        page,
      ]);
    }
    expect(await migrate(pool)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    const { rows } = await pool.query("SELECT page, article, decided_at FROM leads ORDER BY id");
    expect(rows).toEqual([
      { page: pages[0], article: "/blog/blog-details", decided_at: null },
      { page: pages[1], article: "/blog/blog-details", decided_at: null },
      { page: pages[2], article: "", decided_at: null },
    ]);
  });

  it("key every desk account by its normalised address from version 6; a later look-alike is disabled, with an audit entry", async () => {
    const pool = (await database())();
    await migrate(
      pool,
      migrations.filter((m) => m.version < 6),
    );
    // U+212A KELVIN SIGN: the same address as the first once normalised, which the old index on lower(email) let in.
    for (const email of ["kate@example.com", "\u212Aate@example.com", "Bo@Example.com"]) {
      await pool.query("INSERT INTO desk_users (email, role, created_at, updated_at) VALUES ($1, 'editor', now(), now())", [email]);
    }
    expect(await migrate(pool)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    const { rows } = await pool.query("SELECT id::int AS id, email_key, disabled_at IS NOT NULL AS disabled FROM desk_users ORDER BY id");
    expect(rows).toEqual([
      { id: 1, email_key: "kate@example.com", disabled: false },
      { id: 2, email_key: "kate@example.com (look-alike of 1, #2)", disabled: true },
      { id: 3, email_key: "bo@example.com", disabled: false },
    ]);
    const audit = await pool.query("SELECT actor, action, target, detail FROM desk_audit");
    expect(audit.rows).toEqual([
      {
        actor: "migration",
        action: "user-disable",
        target: "user \u212Aate@example.com",
        detail: "reads as kate@example.com, an older account",
      },
    ]);
    await expect(pool.query("UPDATE desk_users SET email_key = 'kate@example.com' WHERE id = 3")).rejects.toThrow(/unique/);
  });

  it("are applied once when several instances start at the same moment", async () => {
    const open = await database();
    const results = await Promise.all(Array.from({ length: 4 }, () => migrate(open())));
    expect(results.flat().sort((a, b) => a - b)).toEqual(migrations.map((m) => m.version));
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(3);
  });
});
