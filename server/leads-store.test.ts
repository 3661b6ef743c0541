// @vitest-environment node
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { createLeadStore, type LeadStore } from "./leads-store";
import { migrate } from "./migrations";

let store: LeadStore;
beforeEach(() => {
  const db = new Database(":memory:");
  migrate(db);
  store = createLeadStore(db);
});

const base = { page: "/contact", ipHash: "h" };

describe("lead store", () => {
  it("stores text byte for byte (unicode, HTML, SQL, line breaks)", () => {
    const message = "Grüße 👩🏽‍💻 <b>bold</b> '); DROP TABLE leads;--\r\nline 2\t\u200b";
    const { id, created } = store.insert({ ...base, kind: "contact", fields: { email: "a@example.com", message } });
    expect(created).toBe(true);
    expect(store.get(id)).toMatchObject({ kind: "contact", status: "new", email: "a@example.com", message, phone: "", notifiedAt: null });
  });

  it("keeps comments pending moderation", () => {
    const { id } = store.insert({ ...base, kind: "comment", fields: { firstName: "Ada", email: "a@example.com", message: "Hi" } });
    expect(store.get(id)?.status).toBe("pending");
  });

  it("keeps one subscriber per e-mail, whatever the case", () => {
    const first = store.insert({ ...base, kind: "subscribe", fields: { email: "Ada@Example.com" } });
    const again = store.insert({ ...base, kind: "subscribe", fields: { email: "ada@example.COM" } });
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    // The same address may still send a contact message.
    expect(store.insert({ ...base, kind: "contact", fields: { email: "ada@example.com", message: "x" } }).created).toBe(true);
    expect(store.list({ kind: "subscribe" })).toHaveLength(1);
  });

  it("lists newest first, filtered by kind and time", () => {
    const at = (iso: string) => new Date(iso);
    store.insert({ ...base, kind: "contact", fields: { message: "old" } }, at("2025-01-01T00:00:00Z"));
    store.insert({ ...base, kind: "quote", fields: { message: "mid" } }, at("2025-02-01T00:00:00Z"));
    store.insert({ ...base, kind: "contact", fields: { message: "new" } }, at("2025-03-01T00:00:00Z"));
    expect(store.list().map((r) => r.message)).toEqual(["new", "mid", "old"]);
    expect(store.list({ kind: "contact" }).map((r) => r.message)).toEqual(["new", "old"]);
    expect(store.list({ since: at("2025-02-01T00:00:00Z") }).map((r) => r.message)).toEqual(["new", "mid"]);
    expect(store.list({ limit: 1 }).map((r) => r.message)).toEqual(["new"]);
  });

  it("records when the notification went out", () => {
    const { id } = store.insert({ ...base, kind: "quote", fields: { email: "a@example.com", message: "x" } });
    store.markNotified(id, new Date("2025-05-05T10:00:00Z"));
    expect(store.get(id)?.notifiedAt).toBe("2025-05-05T10:00:00.000Z");
  });

  it("creates a setting once and then keeps it", () => {
    expect(store.setting("salt", () => "first")).toBe("first");
    expect(store.setting("salt", () => "second")).toBe("first");
  });
});
