// @vitest-environment node
import { Sqlite as Database } from "../store/sqlite-driver";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore } from "../store";
import type { NewLead } from "../store/types";
import { runLeads } from "./leads";
import { testDatabase } from "../../tests/support/postgres-for-tests";

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-data-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function leads(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let out = "";
  let err = "";
  const code = await runLeads(argv, { out: (t) => (out += t), err: (t) => (err += t) }, env);
  return { code, out, err };
}

const contact = (email: string, message = "Hello"): NewLead => ({
  kind: "contact",
  page: "/contact",
  ipHash: "h",
  fields: { email, message },
});

/** Another process that stores a lead with its outbox entry, one transaction each, until killed. */
function startWriter(db: string) {
  const script = `
    const { DatabaseSync } = require("node:sqlite");
    const db = new DatabaseSync(${JSON.stringify(db)}, { timeout: 5000 });
    const lead = db.prepare("INSERT INTO leads (kind, status, created_at, email, message, ip_hash) VALUES ('contact', 'new', ?, ?, ?, 'h') RETURNING id");
    const entry = db.prepare("INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at) VALUES (?, 'email', ?, ?)");
    const write = (n) => {
      const now = new Date().toISOString();
      db.exec("BEGIN IMMEDIATE");
      entry.run(lead.get(now, "writer-" + n + "@example.com", "x".repeat(400)).id, now, now);
      db.exec("COMMIT");
    };
    let n = 0;
    const tick = () => { write(n++); if (n === 20) process.stdout.write("writing\\n"); setImmediate(tick); };
    tick();`;
  const child = spawn(process.execPath, ["-e", script], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  const writing = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the writer exited (${code})`)));
  });
  return {
    writing,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
  };
}

describe("npm run leads -- backup", () => {
  it("copies the database consistently and completely while another process writes to it", async () => {
    const db = path.join(dir, "busy.sqlite");
    const store = await openStore({ databasePath: db });
    // About 2 MB: many more pages than one backup step copies by default.
    for (let i = 0; i < 10; i++) {
      await store.insertLeads(
        Array.from({ length: 300 }, (_, j) => contact(`seed-${i}-${j}@example.com`, "y".repeat(400))),
        ["email"],
      );
    }
    await store.close();

    const writer = startWriter(db);
    let result;
    let copied = 0;
    try {
      await writer.writing;
      result = await leads(["backup", path.join(dir, "busy-backup.sqlite"), "--db", db]);
      copied = Number(/Backed up (\d+) leads/.exec(result.out)?.[1]);
      // The writer went on writing past the copy's moment: the copy was taken while it wrote.
      const source = new Database(db, { readonly: true });
      const leadsNow = () => source.prepare("SELECT count(*) FROM leads").pluck().get() as number;
      await expect.poll(leadsNow, { timeout: 10_000 }).toBeGreaterThan(copied + 5);
      source.close();
    } finally {
      await writer.stop();
    }
    expect(result.err).toBe("");
    expect(result.code).toBe(0);

    const copy = new Database(path.join(dir, "busy-backup.sqlite"), { readonly: true });
    const count = copy.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    expect(result.out).toBe(`Backed up ${count} leads to ${path.join(dir, "busy-backup.sqlite")}.\n`);
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    // Every lead up to the moment of the copy, none missing, and each with its outbox entry (same transaction).
    expect(count).toBe(copied);
    expect(count).toBeGreaterThanOrEqual(3000 + 20);
    expect(copy.prepare("SELECT max(id) FROM leads").pluck().get()).toBe(count);
    expect(copy.prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(count);
    copy.close();
    expect(fs.readdirSync(dir).filter((f) => f.includes(".partial"))).toEqual([]);
  });

  it("refuses to overwrite a file, and says when there is no database", async () => {
    const db = path.join(dir, "small.sqlite");
    const store = await openStore({ databasePath: db });
    await store.insertLeads([contact("a@example.com")], []);
    await store.close();
    const target = path.join(dir, "small-backup.sqlite");
    expect(await leads(["backup", target, "--db", db])).toEqual({ code: 0, out: `Backed up 1 lead to ${target}.\n`, err: "" });
    const again = await leads(["backup", target, "--db", db]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/exists already/);
    const missing = await leads(["backup", path.join(dir, "x.sqlite"), "--db", path.join(dir, "missing.sqlite")]);
    expect(missing).toMatchObject({ code: 1, err: expect.stringMatching(/No database .* nothing to back up/) });
    expect(fs.existsSync(path.join(dir, "missing.sqlite"))).toBe(false);
    expect((await leads(["backup"])).code).toBe(2);
  });

  it("says to use pg_dump with DATABASE_URL", async () => {
    const result = await leads(["backup", path.join(dir, "pg.sqlite")], { DATABASE_URL: "postgres://leads@db.internal/leads" });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/pg_dump --format=custom/);
    expect(fs.existsSync(path.join(dir, "pg.sqlite"))).toBe(false);
  });
});

describe("npm run leads -- erase", () => {
  async function seed(store: Awaited<ReturnType<typeof openStore>>) {
    await store.insertLeads(
      [
        contact("Ada@Example.com"),
        { ...contact("ada@example.com"), kind: "subscribe" },
        contact("grace@example.com"),
        contact("ADA@EXAMPLE.COM"),
      ],
      ["email", "webhook"],
    );
  }

  it("deletes every lead of an address in any case, with its outbox entries, and says how many (SQLite)", async () => {
    const db = path.join(dir, "erase.sqlite");
    const store = await openStore({ databasePath: db });
    await seed(store);
    await store.close();
    expect(await leads(["erase", "--email", " ada@EXAMPLE.com ", "--db", db])).toEqual({
      code: 0,
      out: "Erased 3 leads of ada@EXAMPLE.com, with their notifications.\n",
      err: "",
    });
    expect(await leads(["erase", "--email", "ada@example.com", "--db", db])).toMatchObject({
      code: 0,
      out: "Erased 0 leads of ada@example.com.\n",
    });
    const after = await openStore({ databasePath: db });
    expect((await after.list()).map((l) => l.email)).toEqual(["grace@example.com"]);
    expect(await after.listOutbox()).toHaveLength(2);
    // The erasure that found something is recorded as the command line's, under the address as typed.
    expect((await after.desk.listAudit({ limit: 10, offset: 0 })).rows).toMatchObject([
      { actor: "cli", action: "erase", target: "ada@EXAMPLE.com" },
    ]);
    await after.close();
  });

  it("works on PostgreSQL with DATABASE_URL", async () => {
    const url = await testDatabase();
    const store = await openStore({ databasePath: "unused", databaseUrl: url });
    await seed(store);
    expect(await leads(["erase", "--email", "ADA@example.com"], { DATABASE_URL: url })).toMatchObject({
      code: 0,
      out: "Erased 3 leads of ADA@example.com, with their notifications.\n",
    });
    expect((await store.list()).map((l) => l.email)).toEqual(["grace@example.com"]);
    expect(await store.listOutbox()).toHaveLength(2);
    expect((await store.desk.listAudit({ limit: 10, offset: 0 })).rows).toMatchObject([
      { actor: "cli", action: "erase", target: "ADA@example.com" },
    ]);
    await store.close();
  });

  it("needs an address", async () => {
    for (const argv of [["erase"], ["erase", "--email", "  "], ["erase", "--email", "a@example.com", "extra"]]) {
      const result = await leads(argv);
      expect(result.code).toBe(2);
      expect(result.err).toContain("npm run leads -- erase --email <address>");
    }
  });
});
