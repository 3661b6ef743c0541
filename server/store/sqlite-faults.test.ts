// @vitest-environment node
/**
 * The SQLite store when its files are tampered with while it runs (docs/decisions/0015-store-faults.md).
 * Truncating the WAL index (`-shm`) under an open connection makes SQLite's next access fault
 * on its memory map (SIGBUS, the end of this test process): the store must notice first and
 * refuse. Read-only and full volumes need mounts: tests/faults/store-faults.spec.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isDataError, StoreUnavailableError } from "./shared";
import { createSqliteStore } from "./sqlite";
import type { LeadStore, NewLead } from "./types";

const lead = (email: string): NewLead => ({ kind: "contact", page: "/contact", ipHash: "h", fields: { email, message: "Hello" } });

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function openStoreWithLog() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-faults-"));
  dirs.push(dir);
  const file = path.join(dir, "leads.sqlite");
  const errors: string[] = [];
  const store = createSqliteStore(file, { log: { error: (...args: unknown[]) => void errors.push(args.join(" ")) } });
  await store.migrate();
  await store.insertLeads([lead("a@example.com")], []);
  return { store, file, errors };
}

/** Every call of the store that reads or writes the database, as the server makes them. */
const calls = (store: LeadStore) => [
  () => store.ping(),
  () => store.checkWritable(),
  () => store.insertLeads([lead("b@example.com")], []),
  () => store.list(),
  () => store.commentsVersion(),
  () => store.consume("k", { limit: 5, windowMs: 60_000 }),
  () => store.claimOutbox("w", 1_000, 10),
  () => store.desk.listLeads({ kind: "contact" }, { limit: 50, offset: 0 }),
  () => store.desk.getSession("id-hash", 60_000),
  () => store.desk.setLeadStatus([1], "read", { actor: "cli", action: "lead-status", target: "lead 1", detail: "" }),
  async () => {
    for await (const _lead of store.desk.streamLeads({ kind: "contact" }));
  },
];

describe("SQLite store with a damaged WAL index", () => {
  it.each(["truncated", "deleted", "replaced"])(
    "refuses every call once its -shm was %s by someone else, logs it once, and closes without touching it",
    async (change) => {
      const { store, file, errors } = await openStoreWithLog();
      const shm = `${file}-shm`;
      expect(fs.statSync(shm).size).toBeGreaterThan(0);
      if (change === "truncated") fs.truncateSync(shm, 0);
      if (change === "deleted") fs.unlinkSync(shm);
      if (change === "replaced") {
        fs.unlinkSync(shm);
        fs.writeFileSync(shm, Buffer.alloc(32_768));
      }
      for (const call of calls(store)) {
        const error = await call().then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(StoreUnavailableError);
        expect((error as Error).message).toContain(`${shm} was ${change} by another program`);
      }
      expect(errors).toEqual([expect.stringContaining(`was ${change}`)]);
      await expect(store.close()).resolves.toBeUndefined();
    },
  );

  it("goes on as usual while the WAL index grows", async () => {
    const { store, file } = await openStoreWithLog();
    const before = fs.statSync(`${file}-shm`).size;
    // One transaction of more WAL frames than the index's first 32 KiB region covers (4,096):
    // SQLite adds a region (the file grows), which is no damage.
    const big = "x".repeat(3_000);
    await store.insertLeads(
      Array.from({ length: 6_000 }, (_, i) => ({ ...lead(`g${i}@example.com`), fields: { email: `g${i}@example.com`, message: big } })),
      [],
    );
    expect(fs.statSync(`${file}-shm`).size).toBeGreaterThan(before);
    await expect(store.checkWritable()).resolves.toBeUndefined();
    expect(await store.list({ limit: 1 })).toHaveLength(1);
    await store.close();
  }, 30_000); // 6,000 leads in one transaction: seconds on a busy machine
});

describe("isDataError (which failed batches are tried again lead by lead)", () => {
  // What node:sqlite throws for the statement.
  const sqliteError = (sql: string) => {
    try {
      new DatabaseSync(":memory:").exec(sql);
    } catch (error) {
      return error;
    }
    throw new Error(`no error from ${sql}`);
  };
  const pgError = (code: string) => Object.assign(new pg.DatabaseError("x", 1, "error"), { code });
  it.each<[string, unknown, boolean]>([
    ["a unique violation (PostgreSQL 23505)", pgError("23505"), true],
    ["a value too long (PostgreSQL 22001)", pgError("22001"), true],
    ["the server shutting down (PostgreSQL 57P01)", pgError("57P01"), false],
    ["a statement timeout (PostgreSQL 57014)", pgError("57014"), false],
    ["a read-only server (PostgreSQL 25006)", pgError("25006"), false],
    ["a client-side timeout", new Error("Query read timeout"), false],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }), false],
    ["a SQLite unique violation", sqliteError("CREATE TABLE t (a UNIQUE); INSERT INTO t VALUES (1); INSERT INTO t VALUES (1)"), true],
    ["a SQLite type mismatch", sqliteError("CREATE TABLE t (a INTEGER PRIMARY KEY); INSERT INTO t VALUES ('x')"), true],
    ["a SQLite syntax error", sqliteError("INSERT INTO"), false],
    ["a full disk (SQLite 13)", Object.assign(new Error("database or disk is full"), { code: "ERR_SQLITE_ERROR", errcode: 13 }), false],
    ["a read-only SQLite file (8)", Object.assign(new Error("readonly"), { code: "ERR_SQLITE_ERROR", errcode: 8 }), false],
    ["a broken WAL index", new StoreUnavailableError("x"), false],
  ])("%s → %s", (_what, error, expected) => {
    expect(isDataError(error)).toBe(expected);
  });
});
