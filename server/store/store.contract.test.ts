// @vitest-environment node
/**
 * The lead store's contract (types.ts), run against every backend. Each test gets a fresh,
 * empty database and may open several stores on it, as several server instances would.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { createPostgresStore } from "./postgres";
import { DUPLICATE_WINDOW_MS } from "./shared";
import { createSqliteStore } from "./sqlite";
import type { Channel, LeadStore, NewLead } from "./types";

interface Backend {
  /** A fresh empty database; returns a function that opens a store on it (not yet migrated). */
  fresh(): Promise<() => LeadStore>;
  cleanup(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "store-contract-"));
  let n = 0;
  return {
    async fresh() {
      const file = path.join(dir, `leads-${++n}.sqlite`);
      return () => createSqliteStore(file);
    },
    async cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Each test gets its own database in the run's throwaway cluster (tests/support/vitest-postgres.ts). */
function postgresBackend(): Backend {
  return {
    async fresh() {
      const url = await testDatabase();
      return () => createPostgresStore(url, { poolSize: 4 });
    },
    async cleanup() {},
  };
}

const backends: [string, () => Backend][] = [
  ["sqlite", sqliteBackend],
  ["postgres", postgresBackend],
];

const base = { page: "/contact", ipHash: "h" };
const contact = (email: string, message = "Hello", extra: Partial<NewLead> = {}): NewLead => ({
  ...base,
  kind: "contact",
  fields: { email, message },
  ...extra,
});
const subscriber = (email: string): NewLead => ({ ...base, kind: "subscribe", fields: { email } });
const at = (iso: string) => new Date(iso);
const T0 = at("2025-06-01T12:00:00.000Z");
const later = (ms: number, from = T0) => new Date(from.getTime() + ms);

describe.each(backends)("%s lead store", (_name, makeBackend) => {
  const backend = makeBackend();
  let openStore: () => LeadStore;
  const opened: LeadStore[] = [];
  let store: LeadStore;

  /** Another store on the same database, as a second server instance would open it. */
  async function another(): Promise<LeadStore> {
    const other = openStore();
    opened.push(other);
    await other.migrate();
    return other;
  }

  beforeEach(async () => {
    openStore = await backend.fresh();
    store = await another();
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });
  afterAll(() => backend.cleanup());

  describe("schema", () => {
    it("migrates again without change, from two instances at once", async () => {
      const [a, b] = [openStore(), openStore()];
      opened.push(a, b);
      await Promise.all([a.migrate(), b.migrate(), store.migrate()]);
      await a.insertLeads([contact("a@example.com")], []);
      expect(await b.list()).toHaveLength(1);
    });

    it("answers ping while open and rejects once closed", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
      await store.close();
      await expect(store.ping()).rejects.toThrow();
    });

    it("commits a write probe while open, from two instances at once, and rejects it once closed", async () => {
      const other = await another();
      await Promise.all([store.checkWritable(T0), other.checkWritable(later(1))]);
      await store.checkWritable(later(2));
      // The probe's row is a setting like any other (the first writer of a setting keeps it).
      expect(await other.setting("write_probe", () => "unused")).toBe(later(2).toISOString());
      await store.close();
      await expect(store.checkWritable()).rejects.toThrow();
    });
  });

  describe("leads", () => {
    it("stores text byte for byte (unicode, HTML, SQL, line breaks)", async () => {
      const message = "Grüße 👩🏽‍💻 <b>bold</b> '); DROP TABLE leads;--\r\nline 2\t\u200b";
      const [saved] = await store.insertLeads(
        [{ ...base, kind: "contact", fields: { firstName: "Ada", email: "a@example.com", message } }],
        [],
        T0,
      );
      expect(saved.created).toBe(true);
      expect(await store.get(saved.id)).toEqual({
        id: saved.id,
        kind: "contact",
        status: "new",
        createdAt: "2025-06-01T12:00:00.000Z",
        page: "/contact",
        firstName: "Ada",
        lastName: "",
        name: "",
        email: "a@example.com",
        phone: "",
        subject: "",
        message,
        notifiedAt: null,
      });
      expect(await store.get(saved.id + 1000)).toBeUndefined();
    });

    it("keeps comments pending moderation", async () => {
      const [{ id }] = await store.insertLeads(
        [{ ...base, kind: "comment", fields: { firstName: "Ada", email: "a@example.com", message: "Hi" } }],
        [],
      );
      expect((await store.get(id))?.status).toBe("pending");
    });

    it("stores a batch in one transaction, results in order", async () => {
      const saved = await store.insertLeads([contact("a@example.com"), contact("b@example.com"), contact("c@example.com")], []);
      expect(saved.map((s) => s.created)).toEqual([true, true, true]);
      expect(new Set(saved.map((s) => s.id)).size).toBe(3);
      for (const [i, email] of ["a@example.com", "b@example.com", "c@example.com"].entries()) {
        expect((await store.get(saved[i].id))?.email).toBe(email);
      }
    });

    it("stores nothing of a batch that fails (no lead, no outbox entry), and its error holds no visitor data", async () => {
      const bad = { ...contact("private@example.com", "my private message"), kind: "survey" } as unknown as NewLead;
      const error: unknown = await store.insertLeads([contact("a@example.com"), bad], ["email"]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      const logged = JSON.stringify({ ...(error as object), message: (error as Error).message });
      expect(logged).not.toContain("private");
      expect(await store.list()).toEqual([]);
      expect(await store.listOutbox()).toEqual([]);
    });

    it("keeps one subscriber per e-mail, whatever the case, even within one batch", async () => {
      const [first, again, inBatch] = await store.insertLeads(
        [subscriber("Ada@Example.com"), subscriber("ada@example.COM"), subscriber("ADA@EXAMPLE.COM")],
        ["email"],
      );
      expect(first.created).toBe(true);
      expect(again).toEqual({ id: first.id, created: false });
      expect(inBatch).toEqual({ id: first.id, created: false });
      const [later] = await store.insertLeads([subscriber("ada@example.com")], ["email"]);
      expect(later).toEqual({ id: first.id, created: false });
      // The same address may still send a contact message.
      const [message] = await store.insertLeads([contact("ada@example.com")], []);
      expect(message.created).toBe(true);
      expect(await store.list({ kind: "subscribe" })).toHaveLength(1);
      expect((await store.listOutbox()).map((e) => e.leadId)).toEqual([first.id]);
    });

    describe("double opt-in", () => {
      const waiting = (email: string): NewLead => ({ ...subscriber(email), confirm: true });
      const HOUR = 3_600_000;
      const entries = async () => (await store.listOutbox()).map((e) => [e.leadId, e.channel, e.state, e.createdAt]);

      it("keeps a subscription waiting with only its confirm entry, then gives it the team's channels once confirmed", async () => {
        const [s] = await store.insertLeads([waiting("ada@example.com")], ["email", "webhook"], T0);
        expect(s.created).toBe(true);
        expect(await entries()).toEqual([[s.id, "confirm", "pending", T0.toISOString()]]);
        expect(await store.confirmSubscription(s.id, ["email", "webhook"], later(HOUR))).toBe("confirmed");
        expect(await store.confirmSubscription(s.id, ["email", "webhook"], later(2 * HOUR))).toBe("already");
        const confirmedAt = later(HOUR).toISOString();
        expect(await entries()).toEqual([
          [s.id, "confirm", "pending", T0.toISOString()],
          [s.id, "email", "pending", confirmedAt],
          [s.id, "webhook", "pending", confirmedAt],
        ]);
        expect((await store.desk.getLead(s.id))?.confirmedAt).toBe(confirmedAt);
        // Another kind, an unknown id: nothing to confirm.
        const [c] = await store.insertLeads([contact("c@example.com")], [], T0);
        expect(await store.confirmSubscription(c.id, ["email"])).toBe("unknown");
        expect(await store.confirmSubscription(s.id + 100, ["email"])).toBe("unknown");
      });

      it("confirms a subscription made without double opt-in when it is made", async () => {
        const [s] = await store.insertLeads([subscriber("grace@example.com")], ["webhook"], T0);
        expect((await store.desk.getLead(s.id))?.confirmedAt).toBe(T0.toISOString());
        expect(await entries()).toEqual([[s.id, "webhook", "pending", T0.toISOString()]]);
      });

      it("sends the link again to a subscriber who subscribes again while waiting, once an hour at most", async () => {
        const [s] = await store.insertLeads([waiting("ada@example.com")], [], T0);
        const [claimed] = await store.claimOutbox("w", 1000, 10, later(1));
        await store.completeOutbox(claimed.entry.id, later(2));
        expect((await store.insertLeads([waiting("ADA@example.com")], [], later(HOUR - 1)))[0]).toEqual({ id: s.id, created: false });
        expect(await entries()).toEqual([[s.id, "confirm", "delivered", T0.toISOString()]]);
        const resent = later(HOUR + 1000);
        await store.insertLeads([waiting("ada@example.com")], [], resent);
        expect(await entries()).toEqual([[s.id, "confirm", "pending", resent.toISOString()]]);
        // Once confirmed, subscribing again sends nothing.
        await store.confirmSubscription(s.id, [], later(HOUR + 2000));
        await store.insertLeads([waiting("ada@example.com")], [], later(5 * HOUR));
        expect(await entries()).toEqual([[s.id, "confirm", "pending", resent.toISOString()]]);
      });

      it("deletes the subscriptions left unconfirmed past the deadline, with their entries, and nothing else", async () => {
        const [old] = await store.insertLeads([waiting("old@example.com")], [], T0);
        const [fresh] = await store.insertLeads([waiting("fresh@example.com")], [], later(2 * HOUR));
        const [done] = await store.insertLeads([waiting("done@example.com")], [], T0);
        await store.confirmSubscription(done.id, ["email"], later(1));
        const [message] = await store.insertLeads([contact("c@example.com")], ["email"], T0);
        expect(await store.pruneUnconfirmed(later(HOUR))).toBe(1);
        expect((await store.list()).map((l) => l.id).sort((a, b) => a - b)).toEqual([fresh.id, done.id, message.id].sort((a, b) => a - b));
        expect((await store.listOutbox()).some((e) => e.leadId === old.id)).toBe(false);
        expect(await store.pruneUnconfirmed(later(HOUR))).toBe(0);
      });
    });

    it("keeps one subscriber when two instances store the same e-mail at the same moment", async () => {
      const other = await another();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? store : other).insertLeads([subscriber(i % 3 ? "race@example.com" : "RACE@example.com")], ["webhook"]),
        ),
      );
      const created = results.flat().filter((r) => r.created);
      expect(created).toHaveLength(1);
      expect(new Set(results.flat().map((r) => r.id))).toEqual(new Set([created[0].id]));
      expect(await store.list()).toHaveLength(1);
      expect(await store.listOutbox()).toHaveLength(1);
    });

    it("stores the same post sent again within the duplicate window once, even from two instances at once", async () => {
      const other = await another();
      const post = contact("twice@example.com", "Same words");
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? store : other).insertLeads([post], ["webhook"], later(i * 100))),
      );
      const created = results.flat().filter((r) => r.created);
      expect(created).toHaveLength(1);
      expect(new Set(results.flat().map((r) => r.id))).toEqual(new Set([created[0].id]));
      // Twice in one batch: one row.
      const [a, b] = await store.insertLeads([contact("batch@example.com"), contact("batch@example.com")], [], T0);
      expect(b).toEqual({ id: a.id, created: false });
      // Another page, another word, or after the window: a new lead.
      const [page] = await store.insertLeads([{ ...post, page: "/contact-other" }], [], later(1_000));
      const [words] = await store.insertLeads([contact("twice@example.com", "Same words!")], [], later(1_000));
      const [afterWindow] = await store.insertLeads([post], [], later(DUPLICATE_WINDOW_MS + 1_000));
      for (const saved of [page, words, afterWindow]) expect(saved.created).toBe(true);
      expect(await store.list({ kind: "contact" })).toHaveLength(5);
      expect(await store.listOutbox()).toHaveLength(1);
    });

    it("lists newest first, filtered by kind and time", async () => {
      await store.insertLeads([contact("a@example.com", "old")], [], at("2025-01-01T00:00:00Z"));
      await store.insertLeads([{ ...contact("a@example.com", "mid"), kind: "quote" }], [], at("2025-02-01T00:00:00Z"));
      await store.insertLeads([contact("a@example.com", "new")], [], at("2025-03-01T00:00:00Z"));
      expect((await store.list()).map((r) => r.message)).toEqual(["new", "mid", "old"]);
      expect((await store.list({ kind: "contact" })).map((r) => r.message)).toEqual(["new", "old"]);
      expect((await store.list({ since: at("2025-02-01T00:00:00Z") })).map((r) => r.message)).toEqual(["new", "mid"]);
      expect((await store.list({ limit: 1 })).map((r) => r.message)).toEqual(["new"]);
    });
  });

  describe("comments", () => {
    const comment = (firstName: string, page = "/blog/blog-details", message = `${firstName}'s comment`): NewLead => ({
      ...base,
      page,
      kind: "comment",
      fields: { firstName, lastName: "Doe", email: `${firstName.toLowerCase()}@example.com`, message },
    });

    it("files a comment under its article, whichever layout, dark twin or casing it came from", async () => {
      const pages = ["/blog/blog-details-center-dark", "/blog/blog-details", "/Blog/Blog-Details-Right/", "/nowhere"];
      const saved = await store.insertLeads(
        pages.map((page, i) => comment(`C${i}`, page)),
        [],
        T0,
      );
      await store.insertLeads([contact("a@example.com")], [], T0);
      const all = await store.listComments();
      expect(all.map((c) => [c.id, c.page, c.article])).toEqual([
        [saved[0].id, "/blog/blog-details-center-dark", "/blog/blog-details"],
        [saved[1].id, "/blog/blog-details", "/blog/blog-details"],
        [saved[2].id, "/Blog/Blog-Details-Right/", "/blog/blog-details"],
        [saved[3].id, "/nowhere", "/nowhere"],
      ]);
      expect(all[0]).toEqual({
        id: saved[0].id,
        status: "pending",
        createdAt: "2025-06-01T12:00:00.000Z",
        page: "/blog/blog-details-center-dark",
        article: "/blog/blog-details",
        firstName: "C0",
        lastName: "Doe",
        message: "C0's comment",
        decidedAt: null,
      });
      expect((await store.listComments({ article: "/blog/blog-details" })).map((c) => c.firstName)).toEqual(["C0", "C1", "C2"]);
    });

    it("lists comments oldest first, by status and article, up to a limit", async () => {
      const [late] = await store.insertLeads([comment("Late")], [], later(2000));
      const [early] = await store.insertLeads([comment("Early", "/blog/blog-details-dark")], [], T0);
      const [mid] = await store.insertLeads([comment("Mid")], [], later(1000));
      expect(await store.setCommentStatus(mid.id, "rejected")).toBe(true);
      expect((await store.listComments()).map((c) => c.id)).toEqual([early.id, mid.id, late.id]);
      expect((await store.listComments({ status: "pending" })).map((c) => c.id)).toEqual([early.id, late.id]);
      expect((await store.listComments({ status: "rejected" })).map((c) => c.id)).toEqual([mid.id]);
      expect((await store.listComments({ status: "pending", limit: 1 })).map((c) => c.id)).toEqual([early.id]);
      expect(await store.listComments({ article: "/blog/other" })).toEqual([]);
      expect((await store.listComments({ id: mid.id })).map((c) => c.firstName)).toEqual(["Mid"]);
      expect(await store.listComments({ id: mid.id, status: "pending" })).toEqual([]);
    });

    it("approves or rejects a pending comment once; never another kind or an unknown id", async () => {
      const [a, b] = await store.insertLeads([comment("Ada"), comment("Bob")], [], T0);
      const [message] = await store.insertLeads([contact("c@example.com")], [], T0);
      const decided = later(60_000);
      expect(await store.setCommentStatus(a.id, "approved", decided)).toBe(true);
      expect(await store.setCommentStatus(a.id, "approved")).toBe(false);
      expect(await store.setCommentStatus(a.id, "rejected")).toBe(false);
      expect(await store.setCommentStatus(b.id, "rejected", decided)).toBe(true);
      expect(await store.setCommentStatus(b.id, "approved")).toBe(false);
      expect(await store.setCommentStatus(message.id, "approved")).toBe(false);
      expect(await store.setCommentStatus(message.id + 1000, "approved")).toBe(false);
      const [ada, bob] = await store.listComments();
      expect([ada.status, ada.decidedAt, bob.status, bob.decidedAt]).toEqual([
        "approved",
        decided.toISOString(),
        "rejected",
        decided.toISOString(),
      ]);
      expect((await store.get(message.id))?.status).toBe("new");
      expect((await store.get(a.id))?.status).toBe("approved");
    });

    it("lets one of two moderators deciding at the same moment win", async () => {
      const other = await another();
      const [c] = await store.insertLeads([comment("Ada")], [], T0);
      const results = await Promise.all([store.setCommentStatus(c.id, "approved"), other.setCommentStatus(c.id, "rejected")]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect((await store.listComments())[0].status).toBe(results[0] ? "approved" : "rejected");
    });

    it("gives an article's approved comments oldest first, from every layout, and only those", async () => {
      const [second, pending, first, rejected, elsewhere] = await store.insertLeads(
        [
          comment("Second", "/blog/blog-details-right"),
          comment("Pending"),
          comment("First", "/blog/blog-details-center-dark"),
          comment("Rejected"),
          comment("Else", "/other"),
        ],
        [],
        T0,
      );
      // The same moment: the id breaks the tie (the order they arrived in).
      await store.insertLeads([comment("Third", "/blog/blog-details-dark")], [], later(1000));
      await store.insertLeads([comment("Earliest")], [], later(-1000));
      for (const c of await store.listComments()) {
        if (c.id !== pending.id && c.id !== rejected.id) expect(await store.setCommentStatus(c.id, "approved")).toBe(true);
      }
      await store.setCommentStatus(rejected.id, "rejected");
      expect((await store.approvedComments("/blog/blog-details")).map((c) => c.firstName)).toEqual([
        "Earliest",
        "Second",
        "First",
        "Third",
      ]);
      expect((await store.approvedComments("/other")).map((c) => c.id)).toEqual([elsewhere.id]);
      expect(await store.approvedComments("/blog/blog-details-right")).toEqual([]);
      expect(second.id).toBeLessThan(first.id);
    });

    it("gives a window of an article's approved comments back from the newest, oldest first, with how many in all", async () => {
      const names = ["A", "B", "C", "D", "E"];
      const rows = await store.insertLeads(
        names.map((n) => comment(n)),
        [],
        T0,
      );
      await store.insertLeads([comment("Held")], [], T0);
      for (const row of rows) await store.setCommentStatus(row.id, "approved");
      const window = async (limit: number, offset: number) => {
        const { rows, total } = await store.approvedCommentsPage("/blog/blog-details", { limit, offset });
        return { names: rows.map((c) => c.firstName), total };
      };
      expect(await window(2, 0)).toEqual({ names: ["D", "E"], total: 5 });
      expect(await window(2, 2)).toEqual({ names: ["B", "C"], total: 5 });
      expect(await window(2, 4)).toEqual({ names: ["A"], total: 5 });
      expect(await window(2, 6)).toEqual({ names: [], total: 5 });
      expect(await store.approvedCommentsPage("/other", { limit: 2, offset: 0 })).toEqual({ rows: [], total: 0 });
    });

    it("changes the comments version with each decision and each deletion of an approved comment, for every instance", async () => {
      const other = await another();
      const versions = [await store.commentsVersion()];
      const changed = async () => {
        const [mine, theirs] = [await store.commentsVersion(), await other.commentsVersion()];
        expect(theirs).toBe(mine);
        const isNew = !versions.includes(mine);
        versions.push(mine);
        return isNew;
      };
      expect(versions[0]).toBe("0");
      const [a, b, c] = await store.insertLeads([comment("Ada"), comment("Bob"), comment("Cy")], [], at("2025-01-01T00:00:00Z"));
      await store.insertLeads([comment("Dee")], [], T0);
      expect(await changed()).toBe(false);
      await other.setCommentStatus(a.id, "approved");
      expect(await changed()).toBe(true);
      await store.setCommentStatus(a.id, "approved"); // already decided: nothing changes
      expect(await changed()).toBe(false);
      await store.setCommentStatus(b.id, "approved");
      expect(await changed()).toBe(true);
      await store.eraseEmail("nobody@example.com");
      await store.eraseEmail("dee@example.com"); // pending: never shown
      expect(await changed()).toBe(false);
      expect(await store.eraseEmail("ADA@example.com")).toBe(1);
      expect(await changed()).toBe(true);
      expect(await store.pruneLeads(at("2024-01-01T00:00:00Z"))).toBe(0);
      expect(await changed()).toBe(false);
      expect(await store.pruneLeads(at("2025-02-01T00:00:00Z"))).toBe(2); // Bob (approved) and Cy (pending)
      expect(await changed()).toBe(true);
      expect(c.id).toBeGreaterThan(b.id);
      expect(await store.approvedComments("/blog/blog-details")).toEqual([]);
    });
  });

  describe("settings", () => {
    it("are created once, by the first writer, then kept", async () => {
      const other = await another();
      const [a, b] = await Promise.all([store.setting("salt", () => "first"), other.setting("salt", () => "second")]);
      expect(a).toBe(b);
      expect(await store.setting("salt", () => "third")).toBe(a);
      expect(await store.setting("other", () => "x")).toBe("x");
    });
  });

  describe("rate limit", () => {
    const rule = { limit: 3, windowMs: 10_000 };

    it("lets a key act up to the limit within the window, then says how long to wait", async () => {
      expect(await store.retryAfter("k", rule, T0)).toBe(0);
      expect(await store.consume("k", rule, T0)).toBe(0);
      expect(await store.consume("k", rule, later(1000))).toBe(0);
      expect(await store.consume("k", rule, later(2000))).toBe(0);
      // The first event leaves the window at T0 + 10 s: 7.5 s from now, rounded up.
      expect(await store.retryAfter("k", rule, later(2500))).toBe(8);
      expect(await store.consume("k", rule, later(2500))).toBe(8);
      // A refused attempt is not recorded: the window still slides with the first event.
      expect(await store.consume("k", rule, later(9999))).toBe(1);
      expect(await store.consume("k", rule, later(10_000))).toBe(0);
      expect(await store.retryAfter("k", rule, later(10_001))).toBe(1);
      // Other keys are not affected.
      expect(await store.consume("other", rule, later(2500))).toBe(0);
    });

    it("records nothing in retryAfter", async () => {
      for (let i = 0; i < 5; i++) expect(await store.retryAfter("k", rule, T0)).toBe(0);
      expect(await store.consume("k", rule, T0)).toBe(0);
    });

    it("holds across instances and restarts", async () => {
      await store.consume("k", rule, T0);
      await store.consume("k", rule, T0);
      await store.close();
      const other = await another();
      expect(await other.consume("k", rule, later(1))).toBe(0);
      expect(await other.consume("k", rule, later(2))).toBe(10);
    });

    it("lets exactly `limit` of many simultaneous attempts through two instances", async () => {
      const other = await another();
      const limit = { limit: 5, windowMs: 60_000 };
      const now = new Date();
      const waits = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? store : other).consume("burst", limit, now)));
      expect(waits.filter((w) => w === 0)).toHaveLength(5);
      expect(waits.filter((w) => w === 60)).toHaveLength(19);
    });

    it("forgets events once they are out of the window", async () => {
      await store.consume("k", rule, T0);
      await store.consume("k", rule, T0);
      await store.consume("k", rule, T0);
      // Much later, the key starts again with a full allowance.
      const much = later(3_600_000);
      for (let i = 0; i < 3; i++) expect(await store.consume("k", rule, much)).toBe(0);
      expect(await store.consume("k", rule, much)).toBe(10);
    });
  });

  describe("outbox", () => {
    const channels: Channel[] = ["email", "webhook"];

    it("gets one entry per channel for each new lead, in the lead's transaction", async () => {
      const [a, b] = await store.insertLeads([contact("a@example.com"), contact("b@example.com")], ["email", "webhook", "email"], T0);
      const entries = await store.listOutbox();
      expect(entries.map((e) => [e.leadId, e.channel])).toEqual([
        [a.id, "email"],
        [a.id, "webhook"],
        [b.id, "email"],
        [b.id, "webhook"],
      ]);
      expect(entries[0]).toEqual({
        id: entries[0].id,
        leadId: a.id,
        channel: "email",
        state: "pending",
        attempts: 0,
        nextAttemptAt: T0.toISOString(),
        lastError: null,
        deliveredAt: null,
        createdAt: T0.toISOString(),
      });
      await store.insertLeads([contact("c@example.com")], [], T0);
      expect(await store.listOutbox()).toHaveLength(4);
    });

    it("claims due entries with their leads, once until the lease runs out", async () => {
      const [a] = await store.insertLeads([contact("a@example.com", "first")], channels, T0);
      await store.insertLeads([contact("b@example.com", "second")], ["email"], later(1));
      const claimed = await store.claimOutbox("w1", 30_000, 2, later(10));
      expect(claimed.map(({ entry, lead }) => [entry.channel, lead.message])).toEqual([
        ["email", "first"],
        ["webhook", "first"],
      ]);
      expect(claimed[0].lead).toEqual(await store.get(a.id));
      // The third entry is still free; the first two are leased.
      expect((await store.claimOutbox("w2", 30_000, 10, later(20))).map(({ lead }) => lead.message)).toEqual(["second"]);
      expect(await store.claimOutbox("w2", 30_000, 10, later(30))).toEqual([]);
      // Nobody completed them: after the lease they are claimed again.
      expect(await store.claimOutbox("w3", 30_000, 10, later(30_010))).toHaveLength(2);
      expect(await store.claimOutbox("w3", 30_000, 10, later(30_021))).toHaveLength(1);
    });

    it("never gives an entry to two instances claiming at the same moment", async () => {
      const other = await another();
      await store.insertLeads(
        Array.from({ length: 30 }, (_, i) => contact(`p${i}@example.com`)),
        ["webhook"],
        T0,
      );
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? store : other).claimOutbox(`w${i}`, 60_000, 5, later(1))),
      );
      const ids = claims.flat().map(({ entry }) => entry.id);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    });

    it("marks a delivered entry, and the lead's notifiedAt for e-mail only", async () => {
      const [lead] = await store.insertLeads([contact("a@example.com")], ["webhook"], T0);
      const [hook] = await store.claimOutbox("w", 1000, 10, T0);
      await store.completeOutbox(hook.entry.id, later(5));
      expect((await store.get(lead.id))?.notifiedAt).toBeNull();
      expect(await store.listOutbox()).toMatchObject([{ state: "delivered", deliveredAt: later(5).toISOString(), attempts: 1 }]);

      const [mailed] = await store.insertLeads([contact("b@example.com")], ["email"], T0);
      const [mail] = await store.claimOutbox("w", 1000, 10, later(6));
      await store.completeOutbox(mail.entry.id, later(7));
      expect((await store.get(mailed.id))?.notifiedAt).toBe(later(7).toISOString());
      // Delivered entries are never claimed again, not even after their lease.
      expect(await store.claimOutbox("w", 1000, 10, later(60_000))).toEqual([]);
      expect(await store.listOutbox({ states: ["pending", "failed"] })).toEqual([]);
    });

    it("retries a failed attempt at its time, and gives up when told to", async () => {
      await store.insertLeads([contact("a@example.com")], ["webhook"], T0);
      const [first] = await store.claimOutbox("w", 1000, 10, T0);
      await store.failOutbox(first.entry.id, "connect ECONNREFUSED", later(5000), later(10));
      expect(await store.listOutbox()).toMatchObject([
        { state: "pending", attempts: 1, lastError: "connect ECONNREFUSED", nextAttemptAt: later(5000).toISOString() },
      ]);
      expect(await store.claimOutbox("w", 1000, 10, later(4999))).toEqual([]);
      const [second] = await store.claimOutbox("w", 1000, 10, later(5000));
      expect(second.entry.attempts).toBe(1);
      await store.failOutbox(second.entry.id, "HTTP 500", null, later(5010));
      expect(await store.listOutbox({ states: ["failed"] })).toMatchObject([{ state: "failed", attempts: 2, lastError: "HTTP 500" }]);
      expect(await store.listOutbox({ states: ["pending"] })).toEqual([]);
      expect(await store.claimOutbox("w", 1000, 10, later(3_600_000))).toEqual([]);
    });

    it("makes every pending and failed entry due now on retry", async () => {
      await store.insertLeads([contact("a@example.com"), contact("b@example.com"), contact("c@example.com")], ["webhook"], T0);
      const [a, b, c] = await store.claimOutbox("w", 1000, 10, T0);
      await store.failOutbox(a.entry.id, "down", null, later(1));
      await store.failOutbox(b.entry.id, "down", later(3_600_000), later(1));
      await store.completeOutbox(c.entry.id, later(1));
      expect(await store.retryOutbox(later(2000))).toBe(2);
      const due = await store.claimOutbox("w", 1000, 10, later(2000));
      expect(due.map(({ entry }) => entry.id).sort((x, y) => x - y)).toEqual([a.entry.id, b.entry.id]);
      expect((await store.listOutbox({ states: ["delivered"] })).map((e) => e.id)).toEqual([c.entry.id]);
    });
  });

  describe("data care", () => {
    it("erases every lead of an address in any case, with its outbox entries", async () => {
      await store.insertLeads(
        [contact("Ada@Example.com"), subscriber("ada@example.com"), contact("grace@example.com"), contact("ADA@EXAMPLE.COM")],
        ["email"],
      );
      expect(await store.eraseEmail("ada@EXAMPLE.com")).toBe(3);
      expect((await store.list()).map((r) => r.email)).toEqual(["grace@example.com"]);
      const [grace] = await store.list();
      expect((await store.listOutbox()).map((e) => e.leadId)).toEqual([grace.id]);
      expect(await store.eraseEmail("ada@example.com")).toBe(0);
      expect(await store.eraseEmail("")).toBe(0);
      expect(await store.list()).toHaveLength(1);
    });

    it("prunes leads created before a moment, not at it, with their outbox entries", async () => {
      const cut = at("2025-03-01T00:00:00.000Z");
      await store.insertLeads([contact("old@example.com")], ["webhook"], later(-1, cut));
      const [kept] = await store.insertLeads([contact("edge@example.com")], ["webhook"], cut);
      await store.insertLeads([contact("new@example.com")], ["webhook"], later(1, cut));
      expect(await store.pruneLeads(cut)).toBe(1);
      expect((await store.list()).map((r) => r.email)).toEqual(["new@example.com", "edge@example.com"]);
      expect((await store.listOutbox())[0].leadId).toBe(kept.id);
      expect(await store.listOutbox()).toHaveLength(2);
      expect(await store.pruneLeads(cut)).toBe(0);
    });
  });
});
