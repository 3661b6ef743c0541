// @vitest-environment node
// A desk list on SQLite reads for at most its budget (sqlite-desk.ts): node:sqlite has no interrupt, so each row read
// passes a clock check that stops the list once its time is up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isTooSlow, ListTooSlowError } from "./shared";
import { createSqliteStore } from "./sqlite";
import type { NewLead } from "./types";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function storeWith(leads: number, listBudgetMs?: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-list-time-"));
  dirs.push(dir);
  const store = createSqliteStore(path.join(dir, "leads.sqlite"), { listBudgetMs });
  await store.migrate();
  const lead = (i: number): NewLead => ({
    kind: "contact",
    page: "/contact",
    ipHash: "h",
    fields: { email: `person${i}@example.com`, message: `We need help with our network, request ${i}` },
  });
  await store.insertLeads(
    Array.from({ length: leads }, (_, i) => lead(i)),
    [],
  );
  await store.desk.audit({ actor: "cli", action: "lead-status", target: "lead 1", detail: "" });
  return store;
}

describe("a desk list on SQLite", () => {
  it("stops with ListTooSlowError once its time is up, on rows the search does not match too", async () => {
    const store = await storeWith(300, 0);
    // Nothing matches: the check runs for every row read, not only for those returned.
    await expect(store.desk.listLeads({ kind: "contact", q: "no such words" }, { limit: 50, offset: 0 })).rejects.toBeInstanceOf(
      ListTooSlowError,
    );
    await expect(store.desk.listLeads({ kind: "contact" }, { limit: 50, offset: 200 })).rejects.toBeInstanceOf(ListTooSlowError);
    // Lead 1 is the only one the search finds: its neighbours are looked for through every other row.
    await expect(store.desk.neighbours(1, { kind: "contact", q: "person0@" })).rejects.toBeInstanceOf(ListTooSlowError);
    await expect(
      (async () => {
        for await (const _lead of store.desk.streamLeads({ kind: "contact", q: "no such words" }));
      })(),
    ).rejects.toBeInstanceOf(ListTooSlowError);
    // Reads that are no list are not bounded, and the store goes on working.
    expect((await store.desk.getLead(1))?.email).toBe("person0@example.com");
    await store.close();
  });

  it("answers within the default budget, and the next list after a stopped one starts with its own time", async () => {
    const store = await storeWith(3000);
    const page = await store.desk.listLeads({ kind: "contact", q: "person2999@" }, { limit: 50, offset: 0 });
    expect(page.total).toBe(1);
    expect(page.rows[0].email).toBe("person2999@example.com");
    expect((await store.desk.listLeads({ kind: "contact" }, { limit: 50, offset: 2990 })).rows).toHaveLength(10);
    expect((await store.desk.listAudit({ limit: 50, offset: 0 })).total).toBe(1);
    await store.close();
  });

  it("is told apart from other failures, as PostgreSQL's cancelled statement is", () => {
    expect(isTooSlow(new ListTooSlowError())).toBe(true);
    const cancelled = Object.assign(new pg.DatabaseError("canceling statement due to statement timeout", 0, "error"), { code: "57014" });
    expect(isTooSlow(cancelled)).toBe(true);
    expect(isTooSlow(Object.assign(new pg.DatabaseError("deadlock detected", 0, "error"), { code: "40P01" }))).toBe(false);
    expect(isTooSlow(new Error("disk I/O error"))).toBe(false);
  });
});
