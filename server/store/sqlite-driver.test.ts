import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { Sqlite, sqliteCode } from "./sqlite-driver";

const dirs: string[] = [];
const tempFile = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-driver-"));
  dirs.push(dir);
  return path.join(dir, name);
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const table = () => {
  const db = new Sqlite(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT)");
  return db;
};

describe("the SQLite driver the store uses", () => {
  it("binds named values without their prefix, undefined as NULL, and ignores keys a statement does not take", () => {
    const db = table();
    const insert = db.prepare("INSERT INTO t (name, note) VALUES (@name, @note)");
    expect(insert.run({ name: "a", note: undefined, extra: "ignored" })).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(db.prepare("SELECT name, note FROM t WHERE id = ?").get(1)).toEqual({ name: "a", note: null });
    expect(db.prepare("SELECT count(*) FROM t WHERE note IS ?").pluck().get(undefined)).toBe(1);
  });

  it("plucks the first column of each row, leaving the statement it came from as it was", () => {
    const db = table();
    for (const name of ["a", "b", "c"]) db.prepare("INSERT INTO t (name) VALUES (?)").run(name);
    const rows = db.prepare("SELECT name, id FROM t ORDER BY id");
    expect(rows.pluck().all()).toEqual(["a", "b", "c"]);
    expect(rows.get()).toEqual({ name: "a", id: 1 });
    expect([...rows.pluck().iterate()]).toEqual(["a", "b", "c"]);
    expect(db.prepare("SELECT name FROM t WHERE id = 9").pluck().get()).toBeUndefined();
  });

  it("commits a transaction's work together, or none of it when the function throws", () => {
    const db = table();
    const insert = db.prepare("INSERT INTO t (name) VALUES (?)");
    expect(db.transaction(() => (insert.run("a"), insert.run("b"), "done")).immediate()).toBe("done");
    expect(() =>
      db.transaction(() => {
        insert.run("c");
        throw new Error("stop");
      })(),
    ).toThrow("stop");
    expect(db.prepare("SELECT name FROM t ORDER BY id").pluck().all()).toEqual(["a", "b"]);
  });

  it("nests a transaction as a savepoint: the inner one's failure undoes only its own part", () => {
    const db = table();
    const insert = db.prepare("INSERT INTO t (name) VALUES (?)");
    db.transaction(() => {
      insert.run("outer");
      expect(() =>
        db
          .transaction(() => {
            insert.run("inner");
            throw new Error("inner fails");
          })
          .deferred(),
      ).toThrow("inner fails");
      db.transaction(() => insert.run("second inner"))();
    }).immediate();
    expect(db.prepare("SELECT name FROM t ORDER BY id").pluck().all()).toEqual(["outer", "second inner"]);
  });

  it("takes the write lock when an IMMEDIATE transaction begins, before its first statement", () => {
    const file = tempFile("lock.sqlite");
    const db = new Sqlite(file);
    db.pragma("journal_mode = WAL");
    db.exec("CREATE TABLE t (a)");
    const other = new DatabaseSync(file, { timeout: 0 });
    db.transaction(() => {
      expect(() => other.exec("INSERT INTO t VALUES (1)")).toThrow(/locked/);
    }).immediate();
    other.exec("INSERT INTO t VALUES (1)");
    other.close();
    db.close();
    expect(db.open).toBe(false);
  });

  it("reads pragmas, whole or their one value", () => {
    const db = new Sqlite(tempFile("pragma.sqlite"));
    expect(db.pragma("journal_mode = WAL", { simple: true })).toBe("wal");
    db.pragma("user_version = 7");
    expect(db.pragma("user_version", { simple: true })).toBe(7);
    expect(db.pragma("user_version")).toEqual([{ user_version: 7 }]);
  });

  it("backs up into another file, and opens only an existing file when asked to", async () => {
    const db = table();
    db.prepare("INSERT INTO t (name) VALUES (?)").run("kept");
    const copy = tempFile("copy.sqlite");
    await db.backup(copy);
    const opened = new Sqlite(copy, { readonly: true, fileMustExist: true });
    expect(opened.prepare("SELECT name FROM t").pluck().all()).toEqual(["kept"]);
    expect(() => opened.exec("DELETE FROM t")).toThrow(/readonly/);
    expect(() => new Sqlite(tempFile("missing.sqlite"), { fileMustExist: true })).toThrow(/no database at/);
  });
});

describe("sqliteCode", () => {
  const thrown = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error;
    }
    throw new Error("nothing thrown");
  };

  it("names what node:sqlite threw by its primary result code, as operators look it up", () => {
    const db = new DatabaseSync(":memory:");
    db.exec("CREATE TABLE u (a UNIQUE); INSERT INTO u VALUES (1)");
    expect(sqliteCode(thrown(() => db.exec("INSERT INTO u VALUES (1)")))).toBe("SQLITE_CONSTRAINT");
    expect(sqliteCode(thrown(() => new DatabaseSync("/nonexistent-folder/x.sqlite")))).toBe("SQLITE_CANTOPEN");
    expect(sqliteCode(thrown(() => db.exec("NOT SQL")))).toBe("SQLITE_ERROR");
  });

  it("leaves other errors alone", () => {
    expect(sqliteCode(Object.assign(new Error("x"), { code: "ENOSPC" }))).toBeUndefined();
    expect(sqliteCode(undefined)).toBeUndefined();
  });
});
