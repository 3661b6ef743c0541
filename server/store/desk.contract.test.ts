// @vitest-environment node
/**
 * The desk's part of the lead store (desk-types.ts), run against every backend, as
 * store.contract.test.ts runs the rest: each test gets a fresh, empty database and may open
 * several stores on it, as several server instances would.
 */
import { Sqlite as Database } from "./sqlite-driver";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import {
  SEVERAL_TARGETS,
  type AuditFilter,
  type AuditInput,
  type DeskLead,
  type DeskRole,
  type DeskStore,
  type LeadQuery,
} from "./desk-types";
import { createPostgresStore } from "./postgres";
import { migrate as migratePostgres, migrations as postgresMigrations } from "./postgres-migrations";
import { createSqliteStore } from "./sqlite";
import { migrate as migrateSqlite, migrations as sqliteMigrations } from "./sqlite-migrations";
import type { LeadStore, NewLead } from "./types";
import { EMPTY_CONTEXT } from "../../shared/forms/lead-context";

/** A lead as stored before version 5 (raw, in the schema of version 4). */
interface OldLead {
  kind: "contact" | "comment";
  status: "new" | "pending" | "approved";
  email: string;
  createdAt: string;
}

interface Backend {
  /** A fresh empty database; returns a function that opens a store on it (not yet migrated). */
  fresh(): Promise<() => LeadStore>;
  /** A database at schema version 4 holding `leads`; returns a function that opens a store on it (not yet migrated). */
  atVersion4(leads: OldLead[]): Promise<() => LeadStore>;
  cleanup(): Promise<void>;
}

function sqliteBackend(): Backend {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-contract-"));
  let n = 0;
  return {
    async fresh() {
      const file = path.join(dir, `leads-${++n}.sqlite`);
      return () => createSqliteStore(file);
    },
    async atVersion4(leads) {
      const file = path.join(dir, `leads-${++n}.sqlite`);
      const db = new Database(file);
      migrateSqlite(
        db,
        sqliteMigrations.filter((m) => m.version <= 4),
      );
      const insert = db.prepare("INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES (?, ?, ?, ?, 'h')");
      for (const lead of leads) insert.run(lead.kind, lead.status, lead.createdAt, lead.email);
      db.close();
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
    async atVersion4(leads) {
      const url = await testDatabase();
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migratePostgres(
          pool,
          postgresMigrations.filter((m) => m.version <= 4),
        );
        for (const lead of leads) {
          await pool.query("INSERT INTO leads (kind, status, created_at, email, ip_hash) VALUES ($1, $2, $3, $4, 'h')", [
            lead.kind,
            lead.status,
            lead.createdAt,
            lead.email,
          ]);
        }
      } finally {
        await pool.end();
      }
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
const contact = (email: string, fields: NewLead["fields"] = {}): NewLead => ({
  ...base,
  kind: "contact",
  fields: { email, message: "Hello", ...fields },
});
const quote = (email: string): NewLead => ({ ...base, kind: "quote", fields: { email, message: "A quote" } });
const subscriber = (email: string): NewLead => ({ ...base, kind: "subscribe", fields: { email } });
const comment = (firstName: string, page = "/blog/blog-details"): NewLead => ({
  ...base,
  page,
  kind: "comment",
  fields: { firstName, lastName: "Doe", email: `${firstName.toLowerCase()}@example.com`, message: `${firstName}'s comment` },
});
const at = (iso: string) => new Date(iso);
const T0 = at("2025-06-01T12:00:00.000Z");
const later = (ms: number, from = T0) => new Date(from.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const act = (action: string, target = "", detail = ""): AuditInput => ({ actor: "ada@example.com", action, target, detail });
const all = { limit: 10_000, offset: 0 };
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe.each(backends)("%s desk store", (_name, makeBackend) => {
  const backend = makeBackend();
  let openStore: () => LeadStore;
  const opened: LeadStore[] = [];
  let store: LeadStore;
  let desk: DeskStore;

  /** Another store on the same database, as a second server instance would open it. */
  async function another(): Promise<LeadStore> {
    const other = openStore();
    opened.push(other);
    await other.migrate();
    return other;
  }

  /** The audit log's actions, oldest first. */
  async function actions(): Promise<string[]> {
    return (await desk.listAudit(all)).rows.map((r) => r.action).reverse();
  }

  async function addUser(email = "grace@example.com", role: DeskRole = "editor", passwordHash: string | null = "hash-1") {
    const user = await desk.createUser({ email, role, passwordHash }, act("user-add", `user ${email}`, role), T0);
    if (!user) throw new Error("no user");
    return user;
  }

  async function signIn(userId: number, idHash = "session-1", expiresAt = later(7 * DAY), now = T0) {
    await desk.createSession({ idHash, userId, csrfToken: `csrf-${idHash}`, expiresAt }, act("sign-in"), now);
  }

  beforeEach(async () => {
    openStore = await backend.fresh();
    store = await another();
    desk = store.desk;
  });
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });
  afterAll(() => backend.cleanup());

  describe("people", () => {
    it("adds a user once per e-mail, whatever its case, with its audit entry", async () => {
      const user = await desk.createUser(
        { email: "Grace@Example.com", role: "admin", passwordHash: null },
        act("user-add", "user Grace@Example.com"),
        T0,
      );
      expect(user).toEqual({
        id: expect.any(Number),
        email: "Grace@Example.com",
        role: "admin",
        disabled: false,
        hasPassword: false,
        createdAt: T0.toISOString(),
        lastSignInAt: null,
        previousSignInAt: null,
      });
      expect(await desk.createUser({ email: "grace@EXAMPLE.com", role: "editor", passwordHash: "h" }, act("user-add"), T0)).toBeUndefined();
      expect(await desk.getUser(user!.id)).toEqual(user);
      expect(await desk.getUser(user!.id + 1000)).toBeUndefined();
      expect(await desk.findUserByEmail("GRACE@example.COM")).toEqual({ ...user, passwordHash: null });
      expect(await desk.findUserByEmail("nobody@example.com")).toBeUndefined();
      expect(await actions()).toEqual(["user-add"]);
      expect((await desk.listAudit(all)).rows[0]).toEqual({
        id: expect.any(Number),
        at: T0.toISOString(),
        actor: "ada@example.com",
        action: "user-add",
        target: "user Grace@Example.com",
        detail: "",
        count: 1,
      });
    });

    it("takes an address and its look-alikes for one account: NFKC, then any case", async () => {
      const kate = await addUser("Kate@example.com");
      // U+212A KELVIN SIGN and U+FF4B FULLWIDTH SMALL K read as "K" and "k".
      for (const email of ["\u212Aate@example.com", "\uFF4Bate@example.com", " kate@EXAMPLE.com "]) {
        expect(await desk.createUser({ email, role: "admin", passwordHash: null }, act("user-add"), T0)).toBeUndefined();
        expect((await desk.findUserByEmail(email))?.id).toBe(kate.id);
      }
      expect(await desk.listUsers()).toHaveLength(1);
    });

    it("adds one user when two instances add the same e-mail at the same moment", async () => {
      const other = await another();
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          (i % 2 ? store : other).desk.createUser(
            { email: i % 3 ? "race@example.com" : "RACE@example.com", role: "editor", passwordHash: null },
            act("user-add"),
          ),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await desk.listUsers()).toHaveLength(1);
      expect(await actions()).toEqual(["user-add"]);
    });

    it("lists users by e-mail, any case", async () => {
      const b = await addUser("bob@example.com");
      const a = await addUser("Ada@example.com", "admin");
      const c = await addUser("cy@example.com");
      expect((await desk.listUsers()).map((u) => u.id)).toEqual([a.id, b.id, c.id]);
    });

    it("changes a role, disables and enables a user; false and no audit entry for an unknown id", async () => {
      const user = await addUser();
      expect(await desk.updateUser(user.id, { role: "admin" }, act("user-role"), later(1))).toBe(true);
      expect((await desk.getUser(user.id))?.role).toBe("admin");
      expect(await desk.updateUser(user.id, { disabled: true }, act("user-disable"), later(2))).toBe(true);
      expect(await desk.getUser(user.id)).toMatchObject({ role: "admin", disabled: true });
      expect(await desk.updateUser(user.id, { disabled: false }, act("user-enable"), later(3))).toBe(true);
      expect((await desk.getUser(user.id))?.disabled).toBe(false);
      expect(await desk.updateUser(user.id + 1000, { role: "editor" }, act("user-role"))).toBe(false);
      expect(await actions()).toEqual(["user-add", "user-role", "user-disable", "user-enable"]);
    });

    it("keeps a publisher a publisher, and makes one an editor or an admin again", async () => {
      const publisher = await addUser("pat@example.com", "publisher");
      expect(publisher.role).toBe("publisher");
      expect((await desk.findUserByEmail("pat@example.com"))?.role).toBe("publisher");
      const editor = await addUser("eve@example.com");
      expect(await desk.updateUser(editor.id, { role: "publisher" }, act("user-role"), later(1))).toBe(true);
      expect((await desk.listUsers()).map((u) => [u.email, u.role])).toEqual([
        ["eve@example.com", "publisher"],
        ["pat@example.com", "publisher"],
      ]);
      // Another change keeps the role; a role change away from publisher ends the publishing.
      expect(await desk.updateUser(publisher.id, { disabled: true }, act("user-disable"), later(2))).toBe(true);
      expect((await desk.getUser(publisher.id))?.role).toBe("publisher");
      expect(await desk.updateUser(publisher.id, { role: "admin" }, act("user-role"), later(3))).toBe(true);
      expect((await desk.getUser(publisher.id))?.role).toBe("admin");
      expect(await desk.updateUser(publisher.id, { role: "editor" }, act("user-role"), later(4))).toBe(true);
      expect((await desk.getUser(publisher.id))?.role).toBe("editor");
    });

    it("ends every session of a user at once when disabled, and keeps them ended when enabled again", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      await signIn(user.id, "s1");
      await signIn(user.id, "s2");
      await signIn(other.id, "s3");
      expect(await desk.getSession("s1", 8 * HOUR, later(1))).toBeDefined();
      await desk.updateUser(user.id, { disabled: true }, act("user-disable"), later(2));
      expect(await desk.getSession("s1", 8 * HOUR, later(3))).toBeUndefined();
      expect(await desk.getSession("s2", 8 * HOUR, later(3))).toBeUndefined();
      expect(await desk.getSession("s3", 8 * HOUR, later(3))).toBeDefined();
      // A disabled user cannot sign in either.
      await signIn(user.id, "s4", later(7 * DAY), later(4));
      expect(await desk.getSession("s4", 8 * HOUR, later(5))).toBeUndefined();
      await desk.updateUser(user.id, { disabled: false }, act("user-enable"), later(6));
      expect(await desk.getSession("s1", 8 * HOUR, later(7))).toBeUndefined();
      expect(await desk.deleteUserSessions(user.id, null)).toBe(0);
    });

    it("ends every session of a user and cancels their unused links at once on a new password", async () => {
      const user = await addUser();
      await signIn(user.id, "s1");
      await desk.createPasswordToken(user.id, "link-1", later(DAY), act("user-password-link"), T0);
      expect(await desk.passwordTokenUser("link-1", later(1))).toBeDefined();
      expect(await desk.updateUser(user.id, { passwordHash: "hash-2" }, act("user-password-set"), later(1))).toBe(true);
      expect(await desk.getSession("s1", 8 * HOUR, later(2))).toBeUndefined();
      expect(await desk.passwordTokenUser("link-1", later(2))).toBeUndefined();
      expect((await desk.findUserByEmail(user.email))?.passwordHash).toBe("hash-2");
      // A role change keeps them.
      await signIn(user.id, "s2", later(7 * DAY), later(3));
      await desk.updateUser(user.id, { role: "admin" }, act("user-role"), later(4));
      expect(await desk.getSession("s2", 8 * HOUR, later(5))).toBeDefined();
    });
  });

  describe("one-time links", () => {
    it("belong to their user while live and unused; a newer link cancels the older", async () => {
      const user = await addUser("grace@example.com", "editor", null);
      await desk.createPasswordToken(user.id, "t1", later(DAY), act("user-password-link"), T0);
      expect(await desk.passwordTokenUser("t1", later(1))).toEqual(user);
      expect(await desk.passwordTokenUser("t1", later(DAY))).toBeUndefined();
      expect(await desk.passwordTokenUser("unknown", later(1))).toBeUndefined();
      await desk.createPasswordToken(user.id, "t2", later(DAY), act("user-password-link"), later(2));
      expect(await desk.passwordTokenUser("t1", later(3))).toBeUndefined();
      expect(await desk.passwordTokenUser("t2", later(3))).toEqual(user);
      // An unknown user gets no link and no audit entry.
      await desk.createPasswordToken(user.id + 1000, "t3", later(DAY), act("user-password-link"), later(4));
      expect(await desk.passwordTokenUser("t3", later(5))).toBeUndefined();
      expect(await actions()).toEqual(["user-add", "user-password-link", "user-password-link"]);
    });

    it("set the password once, end the user's sessions and record it as the user", async () => {
      const user = await addUser("Grace@example.com", "editor", null);
      await signIn(user.id, "s1");
      await desk.createPasswordToken(user.id, "t1", later(DAY), act("user-password-link"), T0);
      const set = await desk.setPasswordWithToken("t1", "hash-new", { action: "password-set", detail: "one-time link" }, later(MINUTE));
      expect(set).toEqual({ ...user, hasPassword: true, lastSignInAt: T0.toISOString() });
      expect((await desk.findUserByEmail("grace@example.com"))?.passwordHash).toBe("hash-new");
      expect(await desk.getSession("s1", 8 * HOUR, later(2 * MINUTE))).toBeUndefined();
      expect(await desk.passwordTokenUser("t1", later(2 * MINUTE))).toBeUndefined();
      expect(
        await desk.setPasswordWithToken("t1", "hash-again", { action: "password-set", detail: "" }, later(2 * MINUTE)),
      ).toBeUndefined();
      expect((await desk.findUserByEmail("grace@example.com"))?.passwordHash).toBe("hash-new");
      const log = (await desk.listAudit(all)).rows;
      expect(log[0]).toMatchObject({
        at: later(MINUTE).toISOString(),
        actor: "Grace@example.com",
        action: "password-set",
        target: "user Grace@example.com",
        detail: "one-time link",
      });
      expect(log.filter((r) => r.action === "password-set")).toHaveLength(1);
    });

    it("refuse an unknown, expired or disabled user's link, changing nothing", async () => {
      const user = await addUser("grace@example.com", "editor", null);
      await desk.createPasswordToken(user.id, "t1", later(HOUR), act("user-password-link"), T0);
      const audit = { action: "password-set", detail: "" };
      expect(await desk.setPasswordWithToken("unknown", "h", audit, later(1))).toBeUndefined();
      expect(await desk.setPasswordWithToken("t1", "h", audit, later(HOUR))).toBeUndefined();
      await desk.createPasswordToken(user.id, "t2", later(HOUR), act("user-password-link"), T0);
      await desk.updateUser(user.id, { disabled: true }, act("user-disable"), later(1));
      expect(await desk.passwordTokenUser("t2", later(2))).toBeUndefined();
      expect(await desk.setPasswordWithToken("t2", "h", audit, later(2))).toBeUndefined();
      expect((await desk.findUserByEmail(user.email))?.passwordHash).toBeNull();
      expect(await actions()).toEqual(["user-add", "user-password-link", "user-password-link", "user-disable"]);
      // Not used up while the user was disabled.
      await desk.updateUser(user.id, { disabled: false }, act("user-enable"), later(3));
      expect(await desk.setPasswordWithToken("t2", "h", audit, later(4))).toMatchObject({ id: user.id, hasPassword: true });
    });

    it("let one of two requests with the same link win, from two instances at once", async () => {
      const other = await another();
      const user = await addUser("grace@example.com", "editor", null);
      await desk.createPasswordToken(user.id, "t1", later(DAY), act("user-password-link"), T0);
      const results = await Promise.all(
        ["a", "b", "c", "d"].map((hash, i) =>
          (i % 2 ? store : other).desk.setPasswordWithToken("t1", `hash-${hash}`, { action: "password-set", detail: "" }, later(1)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = ["a", "b", "c", "d"][results.findIndex(Boolean)];
      expect((await desk.findUserByEmail(user.email))?.passwordHash).toBe(`hash-${winner}`);
      expect((await actions()).filter((a) => a === "password-set")).toHaveLength(1);
    });
  });

  describe("sessions", () => {
    it("record the sign-in and the one before it, with an audit entry", async () => {
      const user = await addUser();
      await signIn(user.id, "s1", later(7 * DAY), later(HOUR));
      expect(await desk.getUser(user.id)).toMatchObject({ lastSignInAt: later(HOUR).toISOString(), previousSignInAt: null });
      await signIn(user.id, "s2", later(7 * DAY), later(2 * HOUR));
      expect(await desk.getUser(user.id)).toMatchObject({
        lastSignInAt: later(2 * HOUR).toISOString(),
        previousSignInAt: later(HOUR).toISOString(),
      });
      expect(await desk.getSession("s2", 8 * HOUR, later(2 * HOUR + 1))).toEqual({
        user: await desk.getUser(user.id),
        csrfToken: "csrf-s2",
        createdAt: later(2 * HOUR).toISOString(),
        lastSeenAt: later(2 * HOUR).toISOString(),
        expiresAt: later(7 * DAY).toISOString(),
        authenticatedAt: later(2 * HOUR).toISOString(),
      });
      expect(await desk.getSession("unknown", 8 * HOUR, later(2 * HOUR))).toBeUndefined();
      expect(await actions()).toEqual(["user-add", "sign-in", "sign-in"]);
    });

    it("leave no audit entry and no sign-in when the session cannot be stored", async () => {
      const user = await addUser();
      await signIn(user.id, "s1", later(7 * DAY), later(HOUR));
      await expect(signIn(user.id, "s1", later(7 * DAY), later(2 * HOUR))).rejects.toThrow();
      expect((await desk.getUser(user.id))?.lastSignInAt).toBe(later(HOUR).toISOString());
      expect(await actions()).toEqual(["user-add", "sign-in"]);
      // An unknown user: nothing at all.
      await signIn(user.id + 1000, "s2", later(7 * DAY), later(3 * HOUR));
      expect(await desk.getSession("s2", 8 * HOUR, later(3 * HOUR))).toBeUndefined();
      expect(await actions()).toEqual(["user-add", "sign-in"]);
    });

    it("end when idle for the idle timeout, and are deleted then", async () => {
      const user = await addUser();
      await signIn(user.id, "s1");
      const idle = 8 * HOUR;
      expect((await desk.getSession("s1", idle, later(idle - 1)))?.lastSeenAt).toBe(later(idle - 1).toISOString());
      // Seen just now: the idle end moved.
      expect(await desk.getSession("s1", idle, later(2 * idle - 2))).toBeDefined();
      expect(await desk.getSession("s1", idle, later(3 * idle - 2))).toBeUndefined();
      // Gone: not even an earlier clock finds it again.
      expect(await desk.getSession("s1", idle, later(2 * idle))).toBeUndefined();
    });

    it("end at their absolute end, however active", async () => {
      const user = await addUser();
      await signIn(user.id, "s1", later(HOUR));
      expect(await desk.getSession("s1", 8 * HOUR, later(30 * MINUTE))).toBeDefined();
      expect(await desk.getSession("s1", 8 * HOUR, later(HOUR - 1))).toBeDefined();
      expect(await desk.getSession("s1", 8 * HOUR, later(HOUR))).toBeUndefined();
      expect(await desk.getSession("s1", 8 * HOUR, later(HOUR - 1))).toBeUndefined();
    });

    it("write lastSeenAt only when it is more than a minute old", async () => {
      const user = await addUser();
      await signIn(user.id, "s1");
      const seen = async (ms: number) => (await desk.getSession("s1", 8 * HOUR, later(ms)))?.lastSeenAt;
      expect(await seen(30_000)).toBe(T0.toISOString());
      expect(await seen(60_000)).toBe(T0.toISOString());
      expect(await seen(60_001)).toBe(later(60_001).toISOString());
      expect(await seen(100_000)).toBe(later(60_001).toISOString());
      expect(await seen(130_000)).toBe(later(130_000).toISOString());
    });

    it("end on sign-out, recorded whenever an audit entry is given", async () => {
      const user = await addUser();
      await signIn(user.id, "s1");
      await desk.deleteSession("s1", act("sign-out"), later(1));
      expect(await desk.getSession("s1", 8 * HOUR, later(2))).toBeUndefined();
      // Already gone (expired, or a second tab): still a sign-out.
      await desk.deleteSession("s1", act("sign-out"), later(3));
      await desk.deleteSession("s1", null, later(4));
      expect(await actions()).toEqual(["user-add", "sign-in", "sign-out", "sign-out"]);
    });

    it("end everywhere for one user, counting them", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      await signIn(user.id, "s1");
      await signIn(user.id, "s2");
      await signIn(other.id, "s3");
      expect(await desk.deleteUserSessions(user.id, act("sign-out-everywhere"), later(1))).toBe(2);
      expect(await desk.getSession("s1", 8 * HOUR, later(2))).toBeUndefined();
      expect(await desk.getSession("s2", 8 * HOUR, later(2))).toBeUndefined();
      expect(await desk.getSession("s3", 8 * HOUR, later(2))).toBeDefined();
      expect(await desk.deleteUserSessions(user.id, act("sign-out-everywhere"), later(3))).toBe(0);
      expect(await desk.deleteUserSessions(user.id, null, later(4))).toBe(0);
      expect((await actions()).filter((a) => a === "sign-out-everywhere")).toHaveLength(2);
    });

    it("are listed for their person with device and network, the most recently seen first, without ended ones", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      const device = "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0";
      await desk.createSession(
        { idHash: "s1", userId: user.id, csrfToken: "c1", expiresAt: later(7 * DAY), device, network: "3fa2c1" },
        act("sign-in"),
        T0,
      );
      await signIn(user.id, "s2", later(7 * DAY), later(1));
      await signIn(user.id, "s3", later(2), T0);
      await signIn(other.id, "s4");
      await desk.getSession("s2", 8 * HOUR, later(2 * MINUTE));
      const listed = await desk.listSessions(user.id, later(3));
      expect(listed.map((s) => s.idHash)).toEqual(["s2", "s1"]);
      expect(listed[1]).toEqual({
        idHash: "s1",
        createdAt: T0.toISOString(),
        lastSeenAt: T0.toISOString(),
        authenticatedAt: T0.toISOString(),
        device,
        network: "3fa2c1",
      });
    });

    it("keep when their person last gave the password, changed by a confirmation with its audit entry", async () => {
      const user = await addUser();
      await signIn(user.id, "s1");
      expect((await desk.getSession("s1", 8 * HOUR, later(1)))?.authenticatedAt).toBe(T0.toISOString());
      await desk.confirmSession("s1", act("re-authenticated"), later(5 * MINUTE));
      expect((await desk.getSession("s1", 8 * HOUR, later(6 * MINUTE)))?.authenticatedAt).toBe(later(5 * MINUTE).toISOString());
      // An ended session is not confirmed, and nothing is recorded.
      await desk.confirmSession("gone", act("re-authenticated"), later(7 * MINUTE));
      expect((await actions()).filter((a) => a === "re-authenticated")).toHaveLength(1);
    });

    it("remember each browser and network a person signed in from: the first, a new one, a known one", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      expect(await desk.rememberDevice(user.id, "fp-laptop", T0)).toBe("first");
      expect(await desk.rememberDevice(user.id, "fp-laptop", later(1))).toBe("known");
      expect(await desk.rememberDevice(user.id, "fp-phone", later(2))).toBe("new");
      expect(await desk.rememberDevice(user.id, "fp-phone", later(3))).toBe("known");
      // Another person's devices are theirs.
      expect(await desk.rememberDevice(other.id, "fp-laptop", later(4))).toBe("first");
    });

    it("end but one: a person's others, or everyone's, with one audit entry", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      for (const id of ["s1", "s2", "s3"]) await signIn(user.id, id);
      await signIn(other.id, "s4");
      expect(await desk.deleteOtherSessions(user.id, "s1", act("sign-out-others"), later(1))).toBe(2);
      expect((await desk.listSessions(user.id, later(2))).map((s) => s.idHash)).toEqual(["s1"]);
      expect(await desk.getSession("s4", 8 * HOUR, later(2))).toBeDefined();
      await signIn(other.id, "s5");
      expect(await desk.deleteOtherSessions(null, "s1", act("sign-out-all"), later(3))).toBe(2);
      expect(await desk.getSession("s1", 8 * HOUR, later(4))).toBeDefined();
      expect(await desk.listSessions(other.id, later(4))).toEqual([]);
      expect((await actions()).slice(-2)).toEqual(["sign-out-others", "sign-out-all"]);
    });
  });

  describe("second factors", () => {
    const start = (userId: number, now = T0) => desk.startFactor({ userId, name: "", secretEncrypted: `sealed-${userId}` }, now);

    it("start unconfirmed, one enrolment at a time, and count only once confirmed, with an audit entry", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      const first = await start(user.id);
      // Another person's enrolment is left alone (and SQLite does not give `first`'s id to `second`).
      await start(other.id);
      const second = await start(user.id, later(MINUTE));
      expect(await desk.unconfirmedFactor(other.id, HOUR, later(MINUTE))).toBeDefined();
      // The older unfinished one is gone.
      expect(await desk.unconfirmedFactor(user.id, HOUR, later(2 * MINUTE))).toMatchObject({
        id: second,
        userId: user.id,
        kind: "totp",
        confirmedAt: null,
        secretEncrypted: `sealed-${user.id}`,
        lastStep: null,
      });
      expect(await desk.confirmFactor(first, user.id, "old", 10, act("factor-add"), later(2 * MINUTE))).toBe(false);
      // Too old to finish.
      expect(await desk.unconfirmedFactor(user.id, MINUTE, later(3 * MINUTE))).toBeUndefined();
      expect(await desk.listFactors(user.id)).toEqual([]);
      // Not another person's.
      expect(await desk.confirmFactor(second, other.id, "x", 10, act("factor-add"), later(2 * MINUTE))).toBe(false);
      expect(await desk.confirmFactor(second, user.id, "work phone", 100, act("factor-add"), later(2 * MINUTE))).toBe(true);
      expect(await desk.confirmFactor(second, user.id, "again", 101, act("factor-add"), later(3 * MINUTE))).toBe(false);
      expect(await desk.listFactors(user.id)).toEqual([
        {
          id: second,
          userId: user.id,
          kind: "totp",
          name: "work phone",
          createdAt: later(MINUTE).toISOString(),
          confirmedAt: later(2 * MINUTE).toISOString(),
          lastUsedAt: later(2 * MINUTE).toISOString(),
          secretEncrypted: `sealed-${user.id}`,
          lastStep: 100,
        },
      ]);
      expect(await desk.unconfirmedFactor(user.id, HOUR, later(3 * MINUTE))).toBeUndefined();
      // Several per person; a new enrolment leaves the confirmed ones alone.
      const third = await start(user.id, later(4 * MINUTE));
      expect(await desk.confirmFactor(third, user.id, "tablet", 200, act("factor-add"), later(5 * MINUTE))).toBe(true);
      expect((await desk.listFactors(user.id)).map((f) => f.name)).toEqual(["work phone", "tablet"]);
      expect(await actions()).toEqual(["user-add", "user-add", "factor-add", "factor-add"]);
    });

    it("take each time step once: a step used or older is refused, and of two at once one wins", async () => {
      const user = await addUser();
      const id = await start(user.id);
      expect(await desk.useFactorStep(id, 5)).toBe(false); // not confirmed yet
      await desk.confirmFactor(id, user.id, "phone", 100, act("factor-add"));
      expect(await desk.useFactorStep(id, 100, later(MINUTE))).toBe(false);
      expect(await desk.useFactorStep(id, 99, later(MINUTE))).toBe(false);
      expect(await desk.useFactorStep(id, 101, later(MINUTE))).toBe(true);
      expect(await desk.useFactorStep(id, 101, later(MINUTE))).toBe(false);
      expect((await desk.listFactors(user.id))[0]).toMatchObject({ lastStep: 101, lastUsedAt: later(MINUTE).toISOString() });
      // Two instances, one code, at once.
      const other = (await another()).desk;
      for (let step = 102; step < 112; step++) {
        const results = await Promise.all([desk.useFactorStep(id, step), other.useFactorStep(id, step), desk.useFactorStep(id, step)]);
        expect(results.filter(Boolean)).toHaveLength(1);
      }
    });

    it("are removed one by one, the recovery codes with the last, with their audit entries", async () => {
      const user = await addUser();
      const a = await start(user.id);
      await desk.confirmFactor(a, user.id, "a", 1, act("factor-add"));
      const b = await start(user.id);
      await desk.confirmFactor(b, user.id, "b", 1, act("factor-add"));
      await desk.replaceRecoveryCodes(user.id, [{ salt: "s", codeHash: "h" }], act("recovery-codes-made"));
      const other = await addUser("other@example.com");
      expect(await desk.removeFactor(a, other.id, act("factor-remove"))).toBe(false);
      expect(await desk.removeFactor(a, user.id, act("factor-remove"))).toBe(true);
      expect(await desk.removeFactor(a, user.id, act("factor-remove"))).toBe(false);
      expect(await desk.unusedRecoveryCodes(user.id)).toHaveLength(1);
      expect(await desk.removeFactor(b, user.id, act("factor-remove"))).toBe(true);
      expect(await desk.listFactors(user.id)).toEqual([]);
      expect(await desk.unusedRecoveryCodes(user.id)).toEqual([]);
      // (Both people were added at T0, before the rest.)
      expect(await actions()).toEqual([
        "user-add",
        "user-add",
        "factor-add",
        "factor-add",
        "recovery-codes-made",
        "factor-remove",
        "factor-remove",
      ]);
    });

    it("keep recovery codes as hashes, replaced all at once, each used once", async () => {
      const user = await addUser();
      const codes = (n: number, tag: string) =>
        Array.from({ length: n }, (_, i) => ({ salt: `salt-${tag}-${i}`, codeHash: `hash-${tag}-${i}` }));
      await desk.replaceRecoveryCodes(user.id, codes(3, "old"), act("recovery-codes-made"));
      await desk.replaceRecoveryCodes(user.id, codes(2, "new"), act("recovery-codes-made"), later(MINUTE));
      const stored = await desk.unusedRecoveryCodes(user.id);
      expect(stored).toEqual([
        { id: expect.any(Number), salt: "salt-new-0", codeHash: "hash-new-0" },
        { id: expect.any(Number), salt: "salt-new-1", codeHash: "hash-new-1" },
      ]);
      const other = await addUser("other@example.com");
      expect(await desk.useRecoveryCode(stored[0].id, other.id, act("recovery-code-used"))).toBeUndefined();
      // Two instances use one code at once: one does.
      const second = (await another()).desk;
      const both = await Promise.all([
        desk.useRecoveryCode(stored[0].id, user.id, act("recovery-code-used"), later(2 * MINUTE)),
        second.useRecoveryCode(stored[0].id, user.id, act("recovery-code-used"), later(2 * MINUTE)),
      ]);
      expect(both.filter((left) => left !== undefined)).toEqual([1]);
      expect(await desk.useRecoveryCode(stored[1].id, user.id, act("recovery-code-used"))).toBe(0);
      expect(await desk.unusedRecoveryCodes(user.id)).toEqual([]);
      const log = (await desk.listAudit(all)).rows.reverse();
      expect(log.filter((r) => r.action === "recovery-code-used").map((r) => r.detail)).toEqual(["1 left", "0 left"]);
    });

    it("are all reset from the command line, with the sessions and pending sign-ins", async () => {
      const user = await addUser();
      const id = await start(user.id);
      await desk.confirmFactor(id, user.id, "phone", 1, act("factor-add"));
      await desk.replaceRecoveryCodes(user.id, [{ salt: "s", codeHash: "h" }], act("recovery-codes-made"));
      await signIn(user.id, "s1");
      await desk.createPendingSignIn({ tokenHash: "p1", userId: user.id, purpose: "factor", expiresAt: later(5 * MINUTE) });
      expect(
        await desk.resetFactors(user.id, { actor: "cli", action: "factors-reset", target: "user grace@example.com", detail: "" }),
      ).toEqual({ factors: 1, codes: 1 });
      expect(await desk.listFactors(user.id)).toEqual([]);
      expect(await desk.getSession("s1", HOUR, T0)).toBeUndefined();
      expect(await desk.pendingSignIn("p1", T0)).toBeUndefined();
      expect((await desk.listAudit(all)).rows[0]).toMatchObject({ actor: "cli", action: "factors-reset" });
    });
  });

  describe("passkeys", () => {
    const passkey = (userId: number, credentialId: string, signCount = 0) => ({
      userId,
      name: `key ${credentialId}`,
      credentialId,
      publicKey: `cose-${credentialId}`,
      signCount,
      transports: ["internal", "hybrid"],
    });

    it("are factors of their person, each credential once, found by its id unless the person is disabled", async () => {
      const user = await addUser();
      const other = await addUser("other@example.com");
      const id = await desk.addPasskey(passkey(user.id, "cred-a", 3), act("factor-add"), later(MINUTE));
      expect(id).toEqual(expect.any(Number));
      // The same credential again, for anyone: refused, nothing audited.
      expect(await desk.addPasskey(passkey(other.id, "cred-a"), act("factor-add"))).toBeUndefined();
      const expected = {
        id,
        userId: user.id,
        kind: "passkey",
        name: "key cred-a",
        createdAt: later(MINUTE).toISOString(),
        confirmedAt: later(MINUTE).toISOString(),
        lastUsedAt: null,
        credentialId: "cred-a",
        publicKey: "cose-cred-a",
        signCount: 3,
        transports: ["internal", "hybrid"],
      };
      expect(await desk.listPasskeys(user.id)).toEqual([expected]);
      expect(await desk.findPasskey("cred-a")).toEqual(expected);
      expect(await desk.findPasskey("cred-b")).toBeUndefined();
      expect(await desk.listPasskeys(other.id)).toEqual([]);
      // A factor like an app: counted, listed, and it has no secret.
      expect(await desk.listFactors(user.id)).toEqual([
        expect.objectContaining({ id, kind: "passkey", secretEncrypted: "", lastStep: null }),
      ]);
      await desk.updateUser(user.id, { disabled: true }, act("user-disable"));
      expect(await desk.findPasskey("cred-a")).toBeUndefined();
      expect(await actions()).toEqual(["user-add", "user-add", "factor-add", "user-disable"]);
    });

    it("take each counter once: one that does not go up is refused, unless the authenticator keeps none", async () => {
      const user = await addUser();
      const counted = (await desk.addPasskey(passkey(user.id, "counted", 5), act("factor-add")))!;
      expect(await desk.usePasskey(counted, 5, later(MINUTE))).toBe(false);
      expect(await desk.usePasskey(counted, 4, later(MINUTE))).toBe(false);
      expect(await desk.usePasskey(counted, 6, later(MINUTE))).toBe(true);
      expect(await desk.findPasskey("counted")).toMatchObject({ signCount: 6, lastUsedAt: later(MINUTE).toISOString() });
      const other = (await another()).desk;
      for (let n = 7; n < 15; n++) {
        const results = await Promise.all([desk.usePasskey(counted, n), other.usePasskey(counted, n)]);
        expect(results.filter(Boolean)).toHaveLength(1);
      }
      // Synced passkeys keep no counter: 0 each time is no sign of a copy.
      const uncounted = (await desk.addPasskey(passkey(user.id, "uncounted", 0), act("factor-add")))!;
      expect(await desk.usePasskey(uncounted, 0)).toBe(true);
      expect(await desk.usePasskey(uncounted, 0)).toBe(true);
    });

    it("go with the factors: the last one removed takes the recovery codes, and the reset takes them all", async () => {
      const user = await addUser();
      const id = (await desk.addPasskey(passkey(user.id, "only"), act("factor-add")))!;
      await desk.replaceRecoveryCodes(user.id, [{ salt: "s", codeHash: "h" }], act("recovery-codes-made"));
      expect(await desk.removeFactor(id, user.id, act("factor-remove"))).toBe(true);
      expect(await desk.unusedRecoveryCodes(user.id)).toEqual([]);
      await desk.addPasskey(passkey(user.id, "again"), act("factor-add"));
      expect(await desk.resetFactors(user.id, act("factors-reset"))).toEqual({ factors: 1, codes: 0 });
      expect(await desk.listPasskeys(user.id)).toEqual([]);
      expect(await desk.findPasskey("again")).toBeUndefined();
    });

    it("keep each challenge for one answer, of its purpose, until its end", async () => {
      const user = await addUser();
      const keep = (tokenHash: string, purpose: "enrol" | "factor" | "sign-in" | "confirm", userId: number | null, minutes = 5) =>
        desk.createWebauthnChallenge(
          { tokenHash, purpose, userId, challenge: `challenge-${tokenHash}`, expiresAt: later(minutes * MINUTE) },
          T0,
        );
      await keep("t1", "sign-in", null);
      await keep("t2", "enrol", user.id);
      await keep("t3", "factor", user.id, 1);
      expect(await desk.takeWebauthnChallenge("t1", "sign-in", later(MINUTE))).toEqual({ challenge: "challenge-t1", userId: null });
      expect(await desk.takeWebauthnChallenge("t1", "sign-in", later(MINUTE))).toBeUndefined();
      // Tried for another purpose: refused, and spent.
      expect(await desk.takeWebauthnChallenge("t2", "factor", later(MINUTE))).toBeUndefined();
      expect(await desk.takeWebauthnChallenge("t2", "enrol", later(MINUTE))).toBeUndefined();
      expect(await desk.takeWebauthnChallenge("t3", "factor", later(2 * MINUTE))).toBeUndefined();
      // Of two instances taking one at once, one gets it.
      await keep("t4", "confirm", user.id);
      const other = (await another()).desk;
      const both = await Promise.all([desk.takeWebauthnChallenge("t4", "confirm", T0), other.takeWebauthnChallenge("t4", "confirm", T0)]);
      expect(both.filter(Boolean)).toEqual([{ challenge: "challenge-t4", userId: user.id }]);
    });
  });

  describe("pending sign-ins", () => {
    const session = (idHash: string) => ({ idHash, csrfToken: `csrf-${idHash}`, expiresAt: later(7 * DAY) });

    it("are found until their end, then complete once into a session with the sign-in's audit entry", async () => {
      const user = await addUser();
      await desk.createPendingSignIn({ tokenHash: "p1", userId: user.id, purpose: "factor", expiresAt: later(5 * MINUTE) }, T0);
      expect(await desk.pendingSignIn("p1", later(MINUTE))).toEqual({
        user: await desk.getUser(user.id),
        purpose: "factor",
        expiresAt: later(5 * MINUTE).toISOString(),
      });
      expect(await desk.pendingSignIn("unknown", later(MINUTE))).toBeUndefined();
      // Not for another purpose.
      expect(await desk.completeSignIn("p1", "enrol", session("s0"), { action: "sign-in", detail: "x" }, later(MINUTE))).toBeUndefined();
      const signed = await desk.completeSignIn(
        "p1",
        "factor",
        session("s1"),
        { action: "sign-in", detail: "totp: phone" },
        later(2 * MINUTE),
      );
      expect(signed).toMatchObject({ id: user.id, lastSignInAt: later(2 * MINUTE).toISOString() });
      expect((await desk.getSession("s1", HOUR, later(3 * MINUTE)))?.user.id).toBe(user.id);
      // Used: neither found nor completed again.
      expect(await desk.pendingSignIn("p1", later(3 * MINUTE))).toBeUndefined();
      expect(
        await desk.completeSignIn("p1", "factor", session("s2"), { action: "sign-in", detail: "" }, later(3 * MINUTE)),
      ).toBeUndefined();
      expect(await desk.getSession("s2", HOUR, later(3 * MINUTE))).toBeUndefined();
      expect((await desk.listAudit(all)).rows[0]).toMatchObject({
        actor: "grace@example.com",
        action: "sign-in",
        target: "user grace@example.com",
        detail: "totp: phone",
      });
    });

    it("end at their time, and are cleared by the next one made", async () => {
      const user = await addUser();
      await desk.createPendingSignIn({ tokenHash: "p1", userId: user.id, purpose: "enrol", expiresAt: later(5 * MINUTE) }, T0);
      expect(await desk.pendingSignIn("p1", later(5 * MINUTE))).toBeUndefined();
      expect(await desk.completeSignIn("p1", "enrol", session("s1"), { action: "sign-in", detail: "" }, later(5 * MINUTE))).toBeUndefined();
      expect(await desk.getSession("s1", HOUR, later(5 * MINUTE))).toBeUndefined();
      expect(await desk.pendingSignIn("p1", later(4 * MINUTE))).toMatchObject({ purpose: "enrol" });
      await desk.createPendingSignIn(
        { tokenHash: "p2", userId: user.id, purpose: "factor", expiresAt: later(10 * MINUTE) },
        later(6 * MINUTE),
      );
      // p1 ended and was deleted: not even an earlier clock finds it.
      expect(await desk.pendingSignIn("p1", later(MINUTE))).toBeUndefined();
      expect(await desk.pendingSignIn("p2", later(7 * MINUTE))).toMatchObject({ purpose: "factor" });
    });

    it("complete once when two instances try at once, and never for a disabled person", async () => {
      const user = await addUser();
      await desk.createPendingSignIn({ tokenHash: "p1", userId: user.id, purpose: "factor", expiresAt: later(5 * MINUTE) }, T0);
      const other = (await another()).desk;
      const results = await Promise.all([
        desk.completeSignIn("p1", "factor", session("s1"), { action: "sign-in", detail: "" }, later(MINUTE)),
        other.completeSignIn("p1", "factor", session("s2"), { action: "sign-in", detail: "" }, later(MINUTE)),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      await desk.createPendingSignIn({ tokenHash: "p3", userId: user.id, purpose: "factor", expiresAt: later(5 * MINUTE) }, T0);
      await desk.updateUser(user.id, { disabled: true }, act("user-disable"), T0);
      expect(await desk.pendingSignIn("p3", later(MINUTE))).toBeUndefined();
      expect(await desk.completeSignIn("p3", "factor", session("s3"), { action: "sign-in", detail: "" }, later(MINUTE))).toBeUndefined();
    });
  });

  describe("rate limit", () => {
    it("forgets a key's events, and only that key's", async () => {
      const rule = { limit: 2, windowMs: 60_000 };
      for (const key of ["signin:a", "signin:a", "signin:b", "signin:b"]) await store.consume(key, rule, T0);
      expect(await store.retryAfter("signin:a", rule, later(1))).toBeGreaterThan(0);
      await desk.clearRate("signin:a");
      expect(await store.retryAfter("signin:a", rule, later(1))).toBe(0);
      expect(await store.retryAfter("signin:b", rule, later(1))).toBeGreaterThan(0);
      await desk.clearRate("never-used");
    });

    it("gives back exactly one event of a key, the one recorded at that time", async () => {
      const rule = { limit: 2, windowMs: 60_000 };
      await store.consume("client:x", rule, T0);
      await store.consume("client:x", rule, later(1));
      await store.consume("client:y", rule, later(1));
      expect(await store.retryAfter("client:x", rule, later(2))).toBeGreaterThan(0);
      await desk.releaseRate("client:x", later(1));
      expect(await store.retryAfter("client:x", rule, later(2))).toBe(0);
      // One slot back, not two: the next is taken and the one after refused.
      expect(await store.consume("client:x", rule, later(2))).toBe(0);
      expect(await store.consume("client:x", rule, later(3))).toBeGreaterThan(0);
      // Another key and a time with no event are left alone.
      expect(await store.retryAfter("client:y", rule, later(2))).toBe(0);
      await desk.releaseRate("client:y", later(5));
      await store.consume("client:y", rule, later(6));
      expect(await store.retryAfter("client:y", rule, later(7))).toBeGreaterThan(0);
    });
  });

  describe("leads", () => {
    it("keeps what led to the form with the lead, and nothing of it in the duplicate check", async () => {
      const context = {
        plan: "Standard",
        service: "Cloud Solution",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: "winter",
        utmTerm: "cloud migration",
        utmContent: "banner",
        referrerHost: "www.google.com",
        landingPage: "/pricing",
        language: "de",
      };
      const [saved] = await store.insertLeads([{ ...quote("q@example.com"), context }], [], T0);
      expect(await desk.getLead(saved.id)).toMatchObject({ ...context, kind: "quote", email: "q@example.com" });
      expect((await desk.listLeads({ kind: "quote" }, all)).rows[0]).toMatchObject(context);
      const streamed: DeskLead[] = [];
      for await (const lead of desk.streamLeads({ kind: "quote" })) streamed.push(lead);
      expect(streamed[0]).toMatchObject(context);
      // Partly known: the rest is "".
      const [partial] = await store.insertLeads([{ ...contact("p@example.com"), context: { plan: "Premium" } }], [], T0);
      expect(await desk.getLead(partial.id)).toMatchObject({ ...EMPTY_CONTEXT, plan: "Premium" });
      // The same post with another context is still the same post.
      const [again] = await store.insertLeads([{ ...quote("q@example.com"), context: { plan: "Basic" } }], [], later(1000));
      expect(again).toEqual({ id: saved.id, created: false });
    });

    it("refuses context longer than its column allows, whatever wrote it", async () => {
      for (const context of [{ plan: "x".repeat(101) }, { landingPage: `/${"p".repeat(200)}` }, { referrerHost: "h".repeat(254) }]) {
        await expect(store.insertLeads([{ ...contact("long@example.com"), context }], [], T0)).rejects.toThrow();
      }
      expect((await desk.listLeads({ kind: "contact" }, all)).total).toBe(0);
    });

    it("gives a lead with how it is filed", async () => {
      const [saved] = await store.insertLeads([contact("a@example.com", { firstName: "Ada" })], [], T0);
      const [c] = await store.insertLeads([comment("Cy", "/blog/blog-details-dark")], [], T0);
      const expected: DeskLead = {
        ...(await store.get(saved.id))!,
        deskStatus: "new",
        article: "",
        decidedAt: null,
        unpublishedAt: null,
        consentText: "",
        confirmedAt: null,
        ...EMPTY_CONTEXT,
        spamScore: 0,
        spamReasons: [],
      };
      expect(await desk.getLead(saved.id)).toEqual(expected);
      expect(await desk.getLead(c.id)).toMatchObject({
        kind: "comment",
        status: "pending",
        article: "/blog/blog-details",
        deskStatus: "new",
      });
      expect(await desk.getLead(saved.id + 1000)).toBeUndefined();
      expect((await desk.listLeads({ kind: "contact" }, all)).rows).toEqual([expected]);
    });

    it("keeps a subscription's consent text, and none for any other kind", async () => {
      const consent = "Wir nutzen Ihre E-Mail-Adresse nur für unseren Newsletter.";
      const [s, c] = await store.insertLeads(
        [
          { ...subscriber("s@example.com"), consent },
          { ...contact("c@example.com"), consent },
        ],
        [],
        T0,
      );
      expect((await desk.getLead(s.id))?.consentText).toBe(consent);
      expect((await desk.getLead(c.id))?.consentText).toBe("");
      const [again] = await store.insertLeads([{ ...subscriber("S@example.com"), consent: "other words" }], [], later(HOUR));
      expect([again.id, again.created, (await desk.getLead(s.id))?.consentText]).toEqual([s.id, false, consent]);
    });

    it("lists a kind newest first (ties by id), by status, a page at a time, with the total", async () => {
      const [old] = await store.insertLeads([contact("old@example.com")], [], at("2025-01-01T00:00:00Z"));
      const [a, b] = await store.insertLeads([contact("a@example.com"), contact("b@example.com")], [], T0);
      const [newest] = await store.insertLeads([contact("new@example.com")], [], later(HOUR));
      await store.insertLeads([quote("q@example.com")], [], later(2 * HOUR));
      const view = await desk.listLeads({ kind: "contact" }, all);
      expect(ids(view.rows)).toEqual([newest.id, b.id, a.id, old.id]);
      expect(view.total).toBe(4);
      expect(await desk.listLeads({ kind: "contact" }, { limit: 2, offset: 1 })).toMatchObject({ total: 4 });
      expect(ids((await desk.listLeads({ kind: "contact" }, { limit: 2, offset: 1 })).rows)).toEqual([b.id, a.id]);
      expect((await desk.listLeads({ kind: "contact" }, { limit: 2, offset: 10 })).rows).toEqual([]);
      await desk.setLeadStatus([a.id, old.id], "archived", act("lead-status"));
      expect(await desk.listLeads({ kind: "contact", status: "archived" }, all)).toMatchObject({ total: 2 });
      expect(ids((await desk.listLeads({ kind: "contact", status: "archived" }, all)).rows)).toEqual([a.id, old.id]);
      expect(ids((await desk.listLeads({ kind: "contact", status: "new" }, all)).rows)).toEqual([newest.id, b.id]);
      expect(await desk.listLeads({ kind: "contact", status: "spam" }, all)).toEqual({ rows: [], total: 0 });
      expect(ids((await desk.listLeads({ kind: "quote" }, all)).rows)).toHaveLength(1);
    });

    it("finds a part of any field (names, e-mail, phone, subject, message), any case; wildcards are text", async () => {
      const saved = await store.insertLeads(
        [
          contact("ada@example.com", { firstName: "Ada", lastName: "Lovelace" }),
          contact("g@example.com", { name: "Grace Hopper" }),
          contact("100%_sure@example.com", { name: "Percent" }),
          contact("back\\slash@example.com", { name: "Back" }),
          contact("plain@example.com", { firstName: "Alan", lastName: "Turing", message: "lovelace in the message only" }),
          contact("cloud@example.org", { subject: "Offer", phone: "+49 30 1234567", message: "Our Cloud migration\r\nnext spring" }),
        ],
        [],
        T0,
      );
      const [ada, grace, percent, back, alan, cloud] = ids(saved);
      const find = async (q: string, query: Partial<LeadQuery> = {}) => {
        const { rows, total } = await desk.listLeads({ kind: "contact", q, ...query }, all);
        expect(total).toBe(rows.length);
        return ids(rows).sort((x, y) => x - y);
      };
      expect(await find("LOVE")).toEqual([ada, alan]);
      expect(await find("ada lovelace")).toEqual([ada]);
      expect(await find("hopper")).toEqual([grace]);
      expect(await find("EXAMPLE.COM")).toEqual([ada, grace, percent, back, alan]);
      expect(await find("  turing ")).toEqual([alan]);
      expect(await find("cloud")).toEqual([cloud]);
      expect(await find("migration")).toEqual([cloud]);
      expect(await find("1234567")).toEqual([cloud]);
      expect(await find("offer")).toEqual([cloud]);
      expect(await find("message only")).toEqual([alan]);
      expect(await find("%")).toEqual([percent]);
      expect(await find("0%_s")).toEqual([percent]);
      expect(await find("_")).toEqual([percent]);
      expect(await find("a_a")).toEqual([]);
      expect(await find("a%e")).toEqual([]);
      expect(await find("\\")).toEqual([back]);
      expect(await find("k\\s")).toEqual([back]);
      expect(await find('"quoted"')).toEqual([]);
      expect(await find("'; DROP TABLE leads; --")).toEqual([]);
      // Within one field only, never across two; a line break is looked for in the message.
      expect(await find("lovelace\n\nada")).toEqual([]);
      expect(await find("lovelace ada")).toEqual([]);
      expect(await find("migration\r\nnext")).toEqual([cloud]);
      expect(await find("")).toEqual([ada, grace, percent, back, alan, cloud]);
      expect(await find("ada", { kind: "quote" })).toEqual([]);
      await desk.setLeadStatus([ada], "read", act("lead-status"));
      expect(await find("a", { status: "read" })).toEqual([ada]);
      expect(await find("lo", { status: "read" })).toEqual([ada]);
    });

    it("keeps the search index in step when leads are erased", async () => {
      const [gone] = ids(await store.insertLeads([contact("gone@example.com", { message: "cloud migration" })], [], T0));
      const [kept] = ids(await store.insertLeads([contact("kept@example.com", { message: "cloud migration" })], [], later(1)));
      expect(gone).toBeLessThan(kept);
      await desk.eraseEmail("gone@example.com", act("erase"));
      expect(ids((await desk.listLeads({ kind: "contact", q: "cloud" }, all)).rows)).toEqual([kept]);
    });

    it("streams a view of 1,200 leads in keyset batches: every row once, in order", async () => {
      // Many share one moment (one batch), so the keyset's tie-break matters.
      await store.insertLeads(
        Array.from({ length: 700 }, (_, i) => contact(`tie${i}@example.com`)),
        [],
        T0,
      );
      for (let i = 0; i < 5; i++) {
        await store.insertLeads(
          Array.from({ length: 100 }, (_, j) => contact(`p${i}-${j}@example.com`)),
          [],
          later((i + 1) * MINUTE),
        );
      }
      // Outside the view.
      const [spam] = await store.insertLeads([contact("spam@example.com")], [], later(HOUR));
      await desk.setLeadStatus([spam.id], "spam", act("lead-status"));
      await store.insertLeads([quote("q@example.com")], [], later(HOUR));
      const query: LeadQuery = { kind: "contact", status: "new" };
      const expected = ids((await desk.listLeads(query, all)).rows);
      expect(expected).toHaveLength(1_200);
      const streamed: number[] = [];
      for await (const lead of desk.streamLeads(query, 500)) {
        streamed.push(lead.id);
        // Writing while the export runs: nothing waits on it.
        if (streamed.length === 600) await store.insertLeads([quote("during@example.com")], [], later(2 * HOUR));
      }
      expect(streamed).toEqual(expected);
      const byDefault: DeskLead[] = [];
      for await (const lead of desk.streamLeads({ kind: "contact", q: "tie1" })) byDefault.push(lead);
      expect(byDefault.map((l) => l.id)).toEqual(ids((await desk.listLeads({ kind: "contact", q: "tie1" }, all)).rows));
      expect(byDefault[0]).toEqual(await desk.getLead(byDefault[0].id));
      const none: DeskLead[] = [];
      for await (const lead of desk.streamLeads({ kind: "subscribe" })) none.push(lead);
      expect(none).toEqual([]);
    }, 60_000);

    it("names a lead's neighbours in its view: prev newer, next older, none at the ends", async () => {
      const [a, b, c] = await store.insertLeads([contact("a@example.com"), contact("b@example.com"), contact("c@example.com")], [], T0);
      const [d] = await store.insertLeads([contact("d@example.com", { name: "Dee" })], [], later(HOUR));
      const [old] = await store.insertLeads([contact("old@example.com")], [], at("2025-01-01T00:00:00Z"));
      const [q] = await store.insertLeads([quote("q@example.com")], [], later(30 * MINUTE));
      // Newest first: d, c, b, a, old.
      expect(await desk.neighbours(d.id, { kind: "contact" })).toEqual({ next: c.id });
      expect(await desk.neighbours(c.id, { kind: "contact" })).toEqual({ prev: d.id, next: b.id });
      expect(await desk.neighbours(a.id, { kind: "contact" })).toEqual({ prev: b.id, next: old.id });
      expect(await desk.neighbours(old.id, { kind: "contact" })).toEqual({ prev: a.id });
      // Not in the view.
      expect(await desk.neighbours(q.id, { kind: "contact" })).toEqual({});
      expect(await desk.neighbours(old.id + 1000, { kind: "contact" })).toEqual({});
      await desk.setLeadStatus([b.id], "read", act("lead-status"));
      expect(await desk.neighbours(c.id, { kind: "contact", status: "new" })).toEqual({ prev: d.id, next: a.id });
      expect(await desk.neighbours(b.id, { kind: "contact", status: "new" })).toEqual({});
      expect(await desk.neighbours(a.id, { kind: "contact", q: "example" })).toEqual({ prev: b.id, next: old.id });
      expect(await desk.neighbours(d.id, { kind: "contact", q: "dee" })).toEqual({});
      expect(await desk.neighbours(q.id, { kind: "quote" })).toEqual({});
    });

    it("files leads, counting only those that changed, with one audit entry", async () => {
      const [a, b, c] = await store.insertLeads([contact("a@example.com"), contact("b@example.com"), comment("Cy")], [], T0);
      expect(await desk.setLeadStatus([a.id, b.id, a.id], "read", act("lead-status", "2 leads", "new → read"), later(1))).toBe(2);
      expect(await desk.setLeadStatus([a.id, c.id, c.id + 1000], "read", act("lead-status"), later(2))).toBe(1);
      expect(await desk.setLeadStatus([a.id, b.id, c.id], "read", act("lead-status"), later(3))).toBe(0);
      expect(await desk.setLeadStatus([], "spam", act("lead-status"), later(4))).toBe(0);
      expect((await desk.getLead(a.id))?.deskStatus).toBe("read");
      // A comment's moderation is a separate thing.
      expect(await desk.getLead(c.id)).toMatchObject({ status: "pending", deskStatus: "read" });
      expect(await actions()).toEqual(["lead-status", "lead-status"]);
      expect((await desk.listAudit(all)).rows[1]).toMatchObject({ target: "2 leads", detail: "new → read", at: later(1).toISOString() });
    });

    it("counts the leads of each kind created since a moment, and the unread ones", async () => {
      await store.insertLeads([contact("a@example.com"), contact("b@example.com")], [], T0);
      const [s] = await store.insertLeads([subscriber("s@example.com")], [], later(HOUR));
      await store.insertLeads([comment("Cy")], [], later(2 * HOUR));
      expect(await desk.counts(null)).toEqual({
        newSince: { contact: 2, quote: 0, comment: 1, subscribe: 1 },
        unread: { contact: 2, quote: 0, comment: 1, subscribe: 1 },
      });
      await desk.setLeadStatus([s.id], "read", act("lead-status"));
      expect(await desk.counts(T0)).toEqual({
        newSince: { contact: 0, quote: 0, comment: 1, subscribe: 1 },
        unread: { contact: 2, quote: 0, comment: 1, subscribe: 0 },
      });
      expect(await desk.counts(later(3 * HOUR))).toMatchObject({ newSince: { contact: 0, quote: 0, comment: 0, subscribe: 0 } });
    });

    it("gives a lead's deliveries, by id", async () => {
      const [a, b] = await store.insertLeads([contact("a@example.com"), contact("b@example.com")], ["webhook", "email"], T0);
      const mine = (await store.listOutbox()).filter((e) => e.leadId === a.id);
      expect(mine).toHaveLength(2);
      expect(await desk.leadDeliveries(a.id)).toEqual(mine);
      expect((await desk.leadDeliveries(b.id)).map((e) => e.leadId)).toEqual([b.id, b.id]);
      expect(await desk.leadDeliveries(b.id + 1000)).toEqual([]);
    });
  });

  describe("spam", () => {
    const stuffed = (email: string) =>
      contact(email, { message: "Great offer http://a.example http://b.example www.c.example https://d.example" });

    it("scores every lead with its reasons and files a high score as spam, out of the inbox and the counts", async () => {
      const [plain, links, phrases] = ids(
        await store.insertLeads(
          [
            contact("ok@example.com", { message: "We would like a quote, see https://our.example" }),
            stuffed("spammer@example.com"),
            contact("seo@example.com", { message: "We offer SEO services to get you on the first page of Google" }),
          ],
          [],
          T0,
        ),
      );
      const lead = async (id: number) => (await desk.getLead(id))!;
      expect(await lead(plain)).toMatchObject({ spamScore: 0, spamReasons: [], deskStatus: "new" });
      expect(await lead(links)).toMatchObject({ spamScore: 6, spamReasons: ["4 links"], deskStatus: "spam" });
      expect(await lead(phrases)).toMatchObject({
        spamScore: 6,
        spamReasons: ['Known spam phrases: "seo services", "first page of google"'],
        deskStatus: "spam",
      });
      expect(ids((await desk.listLeads({ kind: "contact" }, all)).rows)).toEqual([plain]);
      expect(ids((await desk.listLeads({}, all)).rows)).toEqual([plain]);
      expect(ids((await desk.listLeads({ status: "spam" }, all)).rows).sort()).toEqual([links, phrases].sort());
      expect(ids((await desk.listLeads({ kind: "contact", withSpam: true }, all)).rows).sort()).toEqual([plain, links, phrases].sort());
      expect(await desk.counts(null)).toMatchObject({ newSince: { contact: 1 }, unread: { contact: 1 } });
      expect(await desk.counts(later(-HOUR))).toMatchObject({ newSince: { contact: 1 } });
    });

    it("counts the time trap's verdict and a burst from one sender", async () => {
      const [untimed] = ids(await store.insertLeads([{ ...contact("u@example.com"), timeTrap: "untimed" }], [], T0));
      expect(await desk.getLead(untimed)).toMatchObject({ spamScore: 1, deskStatus: "new" });
      const burst = [];
      for (let i = 0; i < 4; i++)
        burst.push(...ids(await store.insertLeads([contact("Busy@Example.com", { message: `Note ${i}` })], [], later(i * MINUTE))));
      expect(await desk.getLead(burst[2])).toMatchObject({ spamScore: 0, deskStatus: "new" });
      expect(await desk.getLead(burst[3])).toMatchObject({
        spamScore: 3,
        spamReasons: ["4 leads from this address within 60 minutes"],
        deskStatus: "new",
      });
      // An hour later the burst is over.
      const [calm] = ids(await store.insertLeads([contact("busy@example.com", { message: "Again" })], [], later(2 * HOUR)));
      expect(await desk.getLead(calm)).toMatchObject({ spamScore: 0 });
    });

    it("tells nobody of a lead filed as spam", async () => {
      const [ham, spam] = ids(await store.insertLeads([contact("ok@example.com"), stuffed("s@example.com")], ["email"], T0));
      expect(await desk.leadDeliveries(ham)).toHaveLength(1);
      expect(await desk.leadDeliveries(spam)).toEqual([]);
    });

    it('"not spam" brings a lead back and trusts its sender; "mark as spam" files one and takes the trust back', async () => {
      const [first] = ids(await store.insertLeads([stuffed("Friend@Example.com")], [], T0));
      expect(await desk.getLead(first)).toMatchObject({ deskStatus: "spam" });
      expect(await desk.isTrustedSender("friend@example.com")).toBe(false);
      expect(await desk.markNotSpam(first, act("lead-not-spam", `lead ${first}`))).toBe(true);
      expect(await desk.getLead(first)).toMatchObject({ deskStatus: "new", spamScore: 6 });
      expect(await desk.isTrustedSender(" FRIEND@example.com ")).toBe(true);
      expect(ids((await desk.listLeads({ kind: "contact" }, all)).rows)).toEqual([first]);
      // Their later leads stay in the inbox, however they score.
      const [second] = ids(await store.insertLeads([stuffed("friend@example.com")], [], later(DAY)));
      expect(await desk.getLead(second)).toMatchObject({ deskStatus: "new", spamScore: 6 });
      // Anyone else's still go to Spam.
      const [other] = ids(await store.insertLeads([stuffed("other@example.com")], [], later(DAY)));
      expect(await desk.getLead(other)).toMatchObject({ deskStatus: "spam" });

      expect(await desk.markSpam(second, act("lead-spam", `lead ${second}`))).toBe(true);
      expect(await desk.getLead(second)).toMatchObject({ deskStatus: "spam" });
      expect(await desk.isTrustedSender("friend@example.com")).toBe(false);
      const [third] = ids(await store.insertLeads([stuffed("friend@example.com")], [], later(2 * DAY)));
      expect(await desk.getLead(third)).toMatchObject({ deskStatus: "spam" });

      expect(await desk.markNotSpam(999_999, act("lead-not-spam"))).toBe(false);
      expect(await desk.markSpam(999_999, act("lead-spam"))).toBe(false);
      const { rows } = await desk.listAudit(all);
      expect(rows.map((r) => r.action)).toEqual(["lead-spam", "lead-not-spam"]);
    });

    it("never files a comment as spam: comments are moderated", async () => {
      const [c] = ids(
        await store.insertLeads([{ ...comment("Cy"), fields: { ...comment("Cy").fields, message: "casino bitcoin viagra" } }], [], T0),
      );
      expect(await desk.getLead(c)).toMatchObject({ deskStatus: "new", spamScore: 9 });
    });
  });

  describe("the inbox", () => {
    it("lists every kind in one view, with a kind filter, a date range and either order; neighbours follow it", async () => {
      const [c1] = ids(await store.insertLeads([contact("c1@example.com")], [], T0));
      const [q1] = ids(await store.insertLeads([quote("q1@example.com")], [], later(DAY)));
      const [s1] = ids(await store.insertLeads([subscriber("s1@example.com")], [], later(2 * DAY)));
      const [c2] = ids(await store.insertLeads([contact("c2@example.com", { message: "cloud migration" })], [], later(3 * DAY)));
      const view = async (query: LeadQuery) => {
        const { rows, total } = await desk.listLeads(query, all);
        expect(total).toBe(rows.length);
        const streamed: number[] = [];
        for await (const lead of desk.streamLeads(query, 2)) streamed.push(lead.id);
        expect(streamed).toEqual(ids(rows));
        return ids(rows);
      };
      expect(await view({})).toEqual([c2, s1, q1, c1]);
      expect(await view({ sort: "oldest" })).toEqual([c1, q1, s1, c2]);
      expect(await view({ kind: "contact" })).toEqual([c2, c1]);
      expect(await view({ kind: "contact", sort: "oldest" })).toEqual([c1, c2]);
      expect(await view({ from: later(DAY), before: later(3 * DAY) })).toEqual([s1, q1]);
      expect(await view({ from: later(DAY + 1) })).toEqual([c2, s1]);
      expect(await view({ before: later(DAY) })).toEqual([c1]);
      expect(await view({ q: "cloud" })).toEqual([c2]);
      expect(await view({ q: "example.com", from: later(DAY), sort: "oldest" })).toEqual([q1, s1, c2]);
      expect(await view({ status: "new", kind: "quote" })).toEqual([q1]);

      expect(await desk.neighbours(q1, {})).toEqual({ prev: s1, next: c1 });
      expect(await desk.neighbours(q1, { sort: "oldest" })).toEqual({ prev: c1, next: s1 });
      expect(await desk.neighbours(c2, { kind: "contact", sort: "oldest" })).toEqual({ prev: c1 });
      expect(await desk.neighbours(c1, { q: "cloud" })).toEqual({});
    });
  });

  describe("comments", () => {
    it("lists pending oldest first, then the decided ones by their decision, newest first, with the e-mail", async () => {
      const [p2] = await store.insertLeads([comment("Pat")], [], later(2 * HOUR));
      const [p1] = await store.insertLeads([comment("Pia")], [], later(HOUR));
      const [d1, d2, d3] = await store.insertLeads([comment("Dan"), comment("Dee"), comment("Dot")], [], T0);
      await store.insertLeads([contact("a@example.com")], [], T0);
      await desk.decideComment(d2.id, "approve", act("comment-approve"), later(DAY));
      await desk.decideComment(d1.id, "reject", act("comment-reject"), later(3 * DAY));
      await desk.decideComment(d3.id, "approve", act("comment-approve"), later(2 * DAY));
      const list = await desk.listDeskComments({}, all);
      expect(list.rows.map((c) => c.id)).toEqual([p1.id, p2.id, d1.id, d3.id, d2.id]);
      expect(list.total).toBe(5);
      expect(list.rows[0]).toEqual({
        id: p1.id,
        status: "pending",
        createdAt: later(HOUR).toISOString(),
        page: "/blog/blog-details",
        article: "/blog/blog-details",
        firstName: "Pia",
        lastName: "Doe",
        email: "pia@example.com",
        message: "Pia's comment",
        decidedAt: null,
        unpublishedAt: null,
      });
      expect(await desk.listDeskComments({}, { limit: 2, offset: 2 })).toMatchObject({ total: 5, rows: [{ id: d1.id }, { id: d3.id }] });
      expect((await desk.listDeskComments({ status: "pending" }, all)).rows.map((c) => c.id)).toEqual([p1.id, p2.id]);
      expect((await desk.listDeskComments({ status: "approved" }, all)).rows.map((c) => c.id)).toEqual([d3.id, d2.id]);
      expect(await desk.listDeskComments({ status: "rejected" }, all)).toMatchObject({ total: 1, rows: [{ id: d1.id }] });
    });

    it("approves, rejects and unpublishes, each once, with its audit entry; the version changes with the published set", async () => {
      const [a, b] = await store.insertLeads([comment("Ada"), comment("Bob", "/blog/blog-details-dark")], [], T0);
      const [message] = await store.insertLeads([contact("c@example.com")], [], T0);
      const version = () => store.commentsVersion();
      const v0 = await version();
      expect(await desk.decideComment(a.id, "approve", act("comment-approve", `comment ${a.id}`), later(HOUR))).toBe(true);
      const v1 = await version();
      expect(v1).not.toBe(v0);
      expect((await store.approvedComments("/blog/blog-details")).map((c) => c.id)).toEqual([a.id]);
      expect(await desk.decideComment(b.id, "reject", act("comment-reject"), later(HOUR))).toBe(true);
      expect(await version()).toBe(v1);
      // Nothing to do: false, no audit entry, no new version.
      expect(await desk.decideComment(a.id, "approve", act("comment-approve"))).toBe(false);
      expect(await desk.decideComment(a.id, "reject", act("comment-reject"))).toBe(false);
      expect(await desk.decideComment(b.id, "unpublish", act("comment-unpublish"))).toBe(false);
      expect(await desk.decideComment(b.id, "approve", act("comment-approve"))).toBe(false);
      expect(await desk.decideComment(message.id, "approve", act("comment-approve"))).toBe(false);
      expect(await desk.decideComment(message.id + 1000, "reject", act("comment-reject"))).toBe(false);
      expect(await version()).toBe(v1);
      expect(await desk.decideComment(a.id, "unpublish", act("comment-unpublish"), later(2 * HOUR))).toBe(true);
      expect(await version()).not.toBe(v1);
      expect(await store.approvedComments("/blog/blog-details")).toEqual([]);
      expect(await desk.decideComment(a.id, "unpublish", act("comment-unpublish"))).toBe(false);
      const [ada, bob] = [(await desk.getLead(a.id))!, (await desk.getLead(b.id))!];
      expect([ada.status, ada.decidedAt, ada.unpublishedAt]).toEqual([
        "rejected",
        later(2 * HOUR).toISOString(),
        later(2 * HOUR).toISOString(),
      ]);
      expect([bob.status, bob.decidedAt, bob.unpublishedAt]).toEqual(["rejected", later(HOUR).toISOString(), null]);
      expect((await desk.getLead(message.id))?.status).toBe("new");
      expect(await actions()).toEqual(["comment-approve", "comment-reject", "comment-unpublish"]);
      expect((await desk.listAudit(all)).rows[2]).toMatchObject({ target: `comment ${a.id}`, at: later(HOUR).toISOString() });
    });

    it("changes any decision back: approves a rejected or unpublished comment again, each change audited", async () => {
      const [a, b] = await store.insertLeads([comment("Ada"), comment("Bob")], [], T0);
      await desk.decideComment(a.id, "approve", act("comment-approve"), later(HOUR));
      await desk.decideComment(a.id, "unpublish", act("comment-unpublish"), later(2 * HOUR));
      await desk.decideComment(b.id, "reject", act("comment-reject"), later(HOUR));
      const v0 = await store.commentsVersion();
      // Only a rejected or unpublished comment is published again; pending and approved ones are not "again".
      const [pending] = await store.insertLeads([comment("Cy")], [], T0);
      expect(await desk.decideComment(pending.id, "republish", act("comment-republish"))).toBe(false);

      expect(await desk.decideComment(a.id, "republish", act("comment-republish", `comment ${a.id}`), later(3 * HOUR))).toBe(true);
      expect(await store.commentsVersion()).not.toBe(v0);
      expect(await desk.getLead(a.id)).toMatchObject({ status: "approved", decidedAt: later(3 * HOUR).toISOString(), unpublishedAt: null });
      expect(await desk.decideComment(a.id, "republish", act("comment-republish"))).toBe(false);
      expect(await desk.decideComment(b.id, "republish", act("comment-republish"), later(3 * HOUR))).toBe(true);
      expect((await store.approvedComments("/blog/blog-details")).map((c) => c.id)).toEqual([a.id, b.id]);
      // And unpublished once more: the cycle has no end, each step in the log.
      expect(await desk.decideComment(b.id, "unpublish", act("comment-unpublish"), later(4 * HOUR))).toBe(true);
      expect(await desk.getLead(b.id)).toMatchObject({ status: "rejected", unpublishedAt: later(4 * HOUR).toISOString() });
      expect((await store.approvedComments("/blog/blog-details")).map((c) => c.id)).toEqual([a.id]);
      // In the order they happened.
      expect(await actions()).toEqual([
        "comment-approve",
        "comment-reject",
        "comment-unpublish",
        "comment-republish",
        "comment-republish",
        "comment-unpublish",
      ]);
    });

    it("lets one of two moderators changing a decision at the same moment win", async () => {
      const other = await another();
      const [c] = await store.insertLeads([comment("Ada")], [], T0);
      await desk.decideComment(c.id, "approve", act("comment-approve"));
      const results = await Promise.all([
        desk.decideComment(c.id, "unpublish", act("comment-unpublish")),
        other.desk.decideComment(c.id, "unpublish", act("comment-unpublish")),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await actions()).toEqual(["comment-approve", "comment-unpublish"]);
    });

    it("lets one of two moderators deciding at the same moment win", async () => {
      const other = await another();
      const [c] = await store.insertLeads([comment("Ada")], [], T0);
      const results = await Promise.all([
        desk.decideComment(c.id, "approve", act("comment-approve")),
        other.desk.decideComment(c.id, "reject", act("comment-reject")),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await actions()).toHaveLength(1);
    });
  });

  describe("deliveries", () => {
    it("lists outbox entries newest first with their lead's kind and e-mail, filtered, with the total and counts", async () => {
      const [a] = await store.insertLeads([contact("a@example.com")], ["email", "webhook"], T0);
      const [s] = await store.insertLeads([subscriber("s@example.com")], ["webhook"], later(1));
      expect(await desk.deliveryCounts()).toEqual({
        email: { pending: 1, delivered: 0, failed: 0 },
        webhook: { pending: 2, delivered: 0, failed: 0 },
        confirm: { pending: 0, delivered: 0, failed: 0 },
        reply: { pending: 0, delivered: 0, failed: 0 },
      });
      const claimed = await store.claimOutbox("w", 1000, 10, later(2));
      await store.completeOutbox(claimed[0].entry.id, later(3));
      await store.failOutbox(claimed[1].entry.id, "HTTP 500", null, later(3));
      const entries = await store.listOutbox();
      const list = await desk.listDeliveries({}, all);
      expect(list.total).toBe(3);
      expect(list.rows.map((r) => r.id)).toEqual(entries.map((e) => e.id).reverse());
      expect(list.rows.at(-1)).toEqual({ ...entries[0], kind: "contact", email: "a@example.com" });
      expect(list.rows[0]).toMatchObject({ leadId: s.id, kind: "subscribe", email: "s@example.com" });
      expect(await desk.listDeliveries({ channel: "webhook" }, all)).toMatchObject({ total: 2 });
      expect((await desk.listDeliveries({ state: "failed" }, all)).rows.map((r) => r.id)).toEqual([claimed[1].entry.id]);
      expect(await desk.listDeliveries({ channel: "email", state: "failed" }, all)).toEqual({ rows: [], total: 0 });
      expect(await desk.listDeliveries({}, { limit: 1, offset: 1 })).toMatchObject({ total: 3, rows: [{ leadId: a.id }] });
      expect(await desk.deliveryCounts()).toEqual({
        email: { pending: 0, delivered: 1, failed: 0 },
        webhook: { pending: 1, delivered: 0, failed: 1 },
        confirm: { pending: 0, delivered: 0, failed: 0 },
        reply: { pending: 0, delivered: 0, failed: 0 },
      });
    });

    it("sends failed entries again, one or all, due now; an audit entry only when one was", async () => {
      await store.insertLeads([contact("a@example.com"), contact("b@example.com"), contact("c@example.com")], ["webhook"], T0);
      const [a, b, c] = await store.claimOutbox("w", 60_000, 10, T0);
      for (const { entry } of [a, b]) await store.failOutbox(entry.id, "down", null, later(1));
      await store.completeOutbox(c.entry.id, later(1));
      expect(await desk.retryDeliveries(c.entry.id, act("delivery-retry"), later(2))).toBe(0);
      expect(await desk.retryDeliveries(a.entry.id, act("delivery-retry"), later(HOUR))).toBe(1);
      expect((await desk.leadDeliveries(a.lead.id))[0]).toMatchObject({
        state: "pending",
        nextAttemptAt: later(HOUR).toISOString(),
        attempts: 1,
      });
      expect(await desk.retryDeliveries(a.entry.id, act("delivery-retry"), later(HOUR))).toBe(0);
      expect(await desk.retryDeliveries(undefined, act("delivery-retry-all"), later(HOUR))).toBe(1);
      expect(await desk.retryDeliveries(undefined, act("delivery-retry-all"), later(HOUR))).toBe(0);
      // Due now and free to claim.
      expect((await store.claimOutbox("w2", 60_000, 10, later(HOUR))).map(({ entry }) => entry.id)).toEqual([a.entry.id, b.entry.id]);
      expect(await actions()).toEqual(["delivery-retry", "delivery-retry-all"]);
    });
  });

  describe("data care", () => {
    it("previews what erasing an address would delete", async () => {
      const [a1] = await store.insertLeads([contact("Ada@Example.com")], ["email", "webhook"], T0);
      const [a2] = await store.insertLeads([subscriber("ada@example.com")], ["email"], later(HOUR));
      await store.insertLeads([contact("grace@example.com")], ["email"], T0);
      expect(await desk.erasePreview("ADA@example.com")).toEqual({
        email: "ADA@example.com",
        leads: [
          { id: a2.id, kind: "subscribe", createdAt: later(HOUR).toISOString() },
          { id: a1.id, kind: "contact", createdAt: T0.toISOString() },
        ],
        deliveries: 3,
      });
      expect(await desk.erasePreview("nobody@example.com")).toEqual({ email: "nobody@example.com", leads: [], deliveries: 0 });
      expect(await desk.erasePreview(" ")).toEqual({ email: " ", leads: [], deliveries: 0 });
    });

    it("erases as the store's eraseEmail does, with its audit entry; none when nothing was erased", async () => {
      await store.insertLeads([contact("Ada@Example.com"), subscriber("ada@example.com"), contact("grace@example.com")], ["email"], T0);
      const [c] = await store.insertLeads([comment("Ada")], [], T0);
      await desk.decideComment(c.id, "approve", act("comment-approve"), T0);
      const version = await store.commentsVersion();
      const preview = await desk.erasePreview("ada@example.com");
      expect(await desk.eraseEmail("ADA@example.com", act("erase", "ada@example.com", "3 leads"), later(1))).toBe(3);
      expect(await store.commentsVersion()).not.toBe(version);
      expect(await store.approvedComments("/blog/blog-details")).toEqual([]);
      for (const lead of preview.leads) expect(await desk.getLead(lead.id)).toBeUndefined();
      expect((await store.list()).map((r) => r.email)).toEqual(["grace@example.com"]);
      expect((await store.listOutbox()).map((e) => e.leadId)).toEqual([(await store.list())[0].id]);
      expect(await desk.eraseEmail("ada@example.com", act("erase"), later(2))).toBe(0);
      expect(await desk.eraseEmail("", act("erase"), later(2))).toBe(0);
      expect(await actions()).toEqual(["comment-approve", "erase"]);
      expect((await desk.listAudit(all)).rows[0]).toMatchObject({ target: "ada@example.com", detail: "3 leads" });
    });
  });

  describe("audit log", () => {
    it("records entries and lists them newest first, a page at a time", async () => {
      await desk.audit({ actor: "cli", action: "export", target: "", detail: "12 leads" }, later(2));
      await desk.audit({ actor: "ada@example.com", action: "sign-in-failed", target: "user ada@example.com", detail: "" }, later(1));
      await desk.audit({ actor: "ada@example.com", action: "sign-in", target: "", detail: "" }, later(2));
      const log = await desk.listAudit(all);
      expect(log.total).toBe(3);
      expect(log.rows.map((r) => [r.action, r.at])).toEqual([
        ["sign-in", later(2).toISOString()],
        ["export", later(2).toISOString()],
        ["sign-in-failed", later(1).toISOString()],
      ]);
      expect(log.rows[1]).toEqual({
        id: expect.any(Number),
        at: later(2).toISOString(),
        actor: "cli",
        action: "export",
        target: "",
        detail: "12 leads",
        count: 1,
      });
      expect(await desk.listAudit({ limit: 1, offset: 2 })).toMatchObject({ total: 3, rows: [{ action: "sign-in-failed" }] });
    });

    it("folds the entries of one key into one row with a count, even when they are written at once", async () => {
      const failed = (target: string) => ({ actor: "(sign-in form)", action: "sign-in-failed", target, detail: "" });
      await Promise.all(Array.from({ length: 12 }, () => desk.auditFolded(failed("ada@example.com"), "client-a 1", later(1))));
      await desk.auditFolded(failed("ada@example.com"), "client-b 1", later(2));
      await desk.auditFolded(failed("grace@example.com"), "client-b 1", later(3));
      await desk.auditFolded(failed("ada@example.com"), "client-a 2", later(4));
      const log = await desk.listAudit(all);
      expect(log.rows.map((r) => [r.target, r.count, r.at])).toEqual([
        ["ada@example.com", 1, later(4).toISOString()],
        // Another address in the same minute: the row no longer names one.
        [SEVERAL_TARGETS, 2, later(2).toISOString()],
        ["ada@example.com", 12, later(1).toISOString()],
      ]);
    });

    it("filters by actor, action and day (UTC, both ends inclusive), offers what it holds, and forgets old entries", async () => {
      const day = (d: string, hour = 12) => new Date(`${d}T${String(hour).padStart(2, "0")}:00:00.000Z`);
      await desk.audit({ actor: "cli", action: "export", target: "", detail: "" }, day("2026-03-01", 0));
      await desk.audit({ actor: "ada@example.com", action: "export", target: "", detail: "" }, day("2026-03-02", 23));
      await desk.audit({ actor: "ada@example.com", action: "sign-in", target: "", detail: "" }, day("2026-03-03", 0));
      await desk.audit({ actor: "grace@example.com", action: "sign-in", target: "", detail: "" }, day("2026-03-04"));
      const listed = async (filter: AuditFilter) => (await desk.listAudit(all, filter)).rows.map((r) => `${r.actor} ${r.action}`);
      expect(await listed({ actor: "ada@example.com" })).toEqual(["ada@example.com sign-in", "ada@example.com export"]);
      expect(await listed({ action: "export" })).toEqual(["ada@example.com export", "cli export"]);
      expect(await listed({ actor: "ada@example.com", action: "export" })).toEqual(["ada@example.com export"]);
      expect(await listed({ from: "2026-03-02", to: "2026-03-03" })).toEqual(["ada@example.com sign-in", "ada@example.com export"]);
      expect(await listed({ from: "2026-03-04" })).toEqual(["grace@example.com sign-in"]);
      expect(await listed({ to: "2026-03-01" })).toEqual(["cli export"]);
      // Not a day: no filter.
      expect(await listed({ from: "2026-02-30" })).toHaveLength(4);
      expect((await desk.listAudit({ limit: 1, offset: 0 }, { action: "sign-in" })).total).toBe(2);
      expect(await desk.auditChoices()).toEqual({
        actors: ["ada@example.com", "cli", "grace@example.com"],
        actions: ["export", "sign-in"],
      });
      expect(await desk.pruneAudit(day("2026-03-03", 0))).toBe(2);
      expect(await listed({})).toEqual(["grace@example.com sign-in", "ada@example.com sign-in"]);
    });
  });

  describe("schema version 5", () => {
    it("applies on a database of version 4, filing its leads as new", async () => {
      openStore = await backend.atVersion4([
        { kind: "contact", status: "new", email: "old@example.com", createdAt: "2025-01-01T00:00:00.000Z" },
        { kind: "comment", status: "approved", email: "c@example.com", createdAt: "2025-01-02T00:00:00.000Z" },
      ]);
      const migrated = await another();
      const [old] = (await migrated.desk.listLeads({ kind: "contact" }, all)).rows;
      expect(old).toMatchObject({
        email: "old@example.com",
        deskStatus: "new",
        unpublishedAt: null,
        createdAt: "2025-01-01T00:00:00.000Z",
      });
      const [approved] = (await migrated.desk.listDeskComments({}, all)).rows;
      expect(approved).toMatchObject({ status: "approved", unpublishedAt: null });
      expect(await migrated.desk.counts(null)).toMatchObject({ unread: { contact: 1, comment: 1 } });
      expect(await migrated.desk.decideComment(approved.id, "unpublish", act("comment-unpublish"))).toBe(true);
      expect(await migrated.desk.listUsers()).toEqual([]);
    });
  });
});
