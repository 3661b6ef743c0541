// @vitest-environment node
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./db";
import { migrate, migrations, schemaVersion, type Migration } from "./migrations";

describe("migrations", () => {
  it("create the schema on a new database, once", () => {
    const db = new Database(":memory:");
    expect(migrate(db)).toEqual(migrations.map((m) => m.version));
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
    expect(migrate(db)).toEqual([]);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(["leads", "settings"]);
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

describe("openDatabase", () => {
  it("creates the folder and file on first use, in WAL mode with full sync", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-db-"));
    const file = path.join(dir, "nested", "leads.sqlite");
    const db = openDatabase(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2);
    expect(schemaVersion(db)).toBe(migrations.at(-1)!.version);
    db.close();
    fs.rmSync(dir, { recursive: true });
  });
});
