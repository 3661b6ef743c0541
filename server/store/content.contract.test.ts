// @vitest-environment node
/**
 * The content part of the store (content-types.ts), run against every backend as the other contract tests are: each
 * test gets a fresh database, and may open two stores on it, as two server instances would.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import type { NewContentRevision } from "./content-types";
import { createPostgresStore } from "./postgres";
import { createSqliteStore } from "./sqlite";
import type { LeadStore } from "./types";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-contract-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

const backends: [string, () => Promise<() => LeadStore>][] = [
  [
    "sqlite",
    async () => {
      const file = path.join(dir, `content-${++n}.sqlite`);
      return () => createSqliteStore(file);
    },
  ],
  [
    "postgres",
    async () => {
      const url = await testDatabase();
      return () => createPostgresStore(url, { poolSize: 4 });
    },
  ],
];

const revision = (files: Record<string, string>, basedOn: number | null, message = ""): NewContentRevision => ({
  files,
  actor: "ada@example.com",
  source: "desk",
  message,
  basedOn,
});

describe.each(backends)("the content store on %s", (_name, fresh) => {
  async function open(): Promise<[LeadStore, () => LeadStore]> {
    const make = await fresh();
    const store = make();
    await store.migrate();
    return [store, make];
  }

  it("stores numbered revisions with their files, in order, and reads any of them back whole", async () => {
    const [store] = await open();
    try {
      expect(await store.content.latestRevision()).toBe(0);
      expect(await store.content.revisions()).toEqual([]);
      expect(await store.content.revision(1)).toBeUndefined();
      const first = { "pricing/en/basic.json": '{"price": 9.9}', "team/en/01-a.json": '{"name": "Ä Ω 😀"}' };
      expect(await store.content.saveRevision(revision(first, null, "seed"))).toEqual({ outcome: "saved", id: 1 });
      const second = { ...first, "pricing/en/basic.json": '{"price": 7.5}' };
      expect(await store.content.saveRevision(revision(second, 1, "cheaper"))).toEqual({ outcome: "saved", id: 2 });

      const list = await store.content.revisions();
      expect(list.map((r) => [r.id, r.actor, r.source, r.message, r.basedOn, r.fileCount])).toEqual([
        [2, "ada@example.com", "desk", "cheaper", 1, 2],
        [1, "ada@example.com", "desk", "seed", null, 2],
      ]);
      expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
      expect((await store.content.revision(1))?.files).toEqual(first);
      expect((await store.content.revision(2))?.files).toEqual(second);
      expect(await store.content.revisions(1)).toHaveLength(1);
      expect(await store.content.lastChanges()).toEqual(
        new Map([
          ["pricing/en/basic.json", 2],
          ["team/en/01-a.json", 1],
        ]),
      );
      // The same files as the latest: nothing stored.
      expect(await store.content.saveRevision(revision({ ...second }, 2))).toEqual({ outcome: "unchanged", id: 2 });
      expect(await store.content.latestRevision()).toBe(2);
      // Each one audited in its transaction.
      const audit = (await store.desk.listAudit({ limit: 10, offset: 0 })).rows.map((e) => `${e.action} ${e.target} ${e.detail}`);
      expect(audit).toEqual(expect.arrayContaining(["content-desk revision 1 seed", "content-desk revision 2 cheaper"]));
    } finally {
      await store.close();
    }
  });

  it("refuses a revision made from an older one: of two writers on two instances, one stores and one is told", async () => {
    const [a, make] = await open();
    const b = make();
    try {
      await a.content.saveRevision(revision({ "x.json": "1" }, null));
      const results = await Promise.all([
        a.content.saveRevision(revision({ "x.json": "2" }, 1, "from a")),
        b.content.saveRevision(revision({ "x.json": "3" }, 1, "from b")),
      ]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["conflict", "saved"]);
      expect(results.find((r) => r.outcome === "conflict")).toEqual({ outcome: "conflict", latest: 2 });
      expect(await b.content.latestRevision()).toBe(2);
      expect(await a.content.saveRevision(revision({ "x.json": "4" }, null))).toEqual({ outcome: "conflict", latest: 2 });
    } finally {
      await b.close();
      await a.close();
    }
  });

  it("keeps one draft a file, saved only over the version it was made from; of two saves at once one is told", async () => {
    const [a, make] = await open();
    const b = make();
    const draft = (body: string, expectVersion: number, actor = "ada@example.com") => ({
      file: "pricing/en/basic.json",
      body,
      baseHash: "h",
      actor,
      expectVersion,
    });
    try {
      expect(await a.content.draft("pricing/en/basic.json")).toBeUndefined();
      expect(await a.content.saveDraft(draft("one", 0))).toEqual({ outcome: "saved", version: 1 });
      expect(await a.content.saveDraft(draft("two", 1))).toEqual({ outcome: "saved", version: 2 });
      // Made from version 1, after version 2 was saved: refused, with the newer draft given back.
      const stale = await b.content.saveDraft(draft("mine", 1, "bo@example.com"));
      expect(stale).toMatchObject({ outcome: "conflict", draft: { body: "two", version: 2, actor: "ada@example.com" } });
      expect(await b.content.draft("pricing/en/basic.json")).toMatchObject({ body: "two", version: 2, baseHash: "h" });
      const results = await Promise.all([a.content.saveDraft(draft("a", 2)), b.content.saveDraft(draft("b", 2, "bo@example.com"))]);
      expect(results.map((r) => r.outcome).sort()).toEqual(["conflict", "saved"]);
      expect((await a.content.drafts()).map((d) => [d.file, d.version])).toEqual([["pricing/en/basic.json", 3]]);
      expect(await a.content.drafts()).not.toContainEqual(expect.objectContaining({ body: expect.anything() }));
      expect(await a.content.discardDraft("pricing/en/basic.json", 2, "ada@example.com")).toBe(false);
      expect(await a.content.discardDraft("pricing/en/basic.json", 3, "ada@example.com")).toBe(true);
      expect(await a.content.draft("pricing/en/basic.json")).toBeUndefined();
      const audit = (await a.desk.listAudit({ limit: 20, offset: 0 })).rows.map((e) => `${e.action} ${e.detail}`);
      expect(audit.filter((line) => line.startsWith("content-draft")).sort()).toEqual([
        "content-draft version 1",
        "content-draft version 2",
        "content-draft version 3",
        "content-draft-discard version 3",
      ]);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it("runs a due schedule once: one claim of two instances, a takeover only when stale, the end in one transaction", async () => {
    const [a, make] = await open();
    const b = make();
    const file = (body: string) => ({ file: "pricing/en/basic.json", body, baseHash: "h", draftVersion: 0 });
    try {
      await a.content.saveRevision(revision({ "pricing/en/basic.json": "9.9" }, null));
      const soon = await a.content.schedule({
        at: new Date(Date.now() - 1000),
        actor: "ada@example.com",
        message: "sale",
        files: [file("12.5")],
      });
      const later = await a.content.schedule({
        at: new Date(Date.now() + 3_600_000),
        actor: "ada@example.com",
        message: "",
        files: [file("1")],
      });
      const gone = await a.content.schedule({ at: new Date(Date.now() - 500), actor: "ada@example.com", message: "", files: [file("2")] });
      expect(await b.content.cancelSchedule(gone, "bo@example.com")).toBe(true);
      expect(await b.content.cancelSchedule(gone, "bo@example.com")).toBe(false);

      const now = new Date();
      const stale = new Date(now.getTime() - 60_000);
      const claims = await Promise.all([a.content.claimSchedule(now, "claim-a", stale), b.content.claimSchedule(now, "claim-b", stale)]);
      // Only the due, pending one is claimed, and by one instance.
      expect(claims.filter(Boolean).map((c) => c!.id)).toEqual([soon]);
      const claimed = claims.find(Boolean)!;
      expect(claimed).toMatchObject({ state: "running", message: "sale", files: [file("12.5")] });
      const mine = claims[0] ? "claim-a" : "claim-b";
      // Not stale yet: nobody takes it over. Once stale, another instance does, and the first one's end is refused.
      expect(await a.content.claimSchedule(now, "claim-c", stale)).toBeUndefined();
      expect(await a.content.claimSchedule(now, "claim-c", new Date(Date.now() + 1000))).toMatchObject({ id: soon });
      const next = revision({ "pricing/en/basic.json": "12.5" }, 1, "sale");
      expect(await b.content.finishSchedule(soon, mine, { revision: next })).toEqual({ outcome: "lost" });
      expect(await a.content.latestRevision()).toBe(1);
      expect(await b.content.finishSchedule(soon, "claim-c", { revision: next })).toEqual({ outcome: "saved", id: 2 });
      expect(await b.content.finishSchedule(soon, "claim-c", { revision: next })).toEqual({ outcome: "lost" });

      const list = await a.content.schedules();
      expect(list.map((s) => [s.id, s.state, s.revision])).toEqual([
        [later, "pending", null],
        [gone, "cancelled", null],
        [soon, "published", 2],
      ]);
      expect(list.find((s) => s.id === gone)?.outcome).toBe("cancelled by bo@example.com");
      expect(await a.content.claimSchedule(new Date(), "claim-d", stale)).toBeUndefined();

      // A failure is recorded with its reason.
      const failing = await a.content.schedule({
        at: new Date(Date.now() - 10),
        actor: "ada@example.com",
        message: "",
        files: [file("3")],
      });
      expect(await a.content.claimSchedule(new Date(), "claim-e", stale)).toMatchObject({ id: failing });
      expect(await a.content.finishSchedule(failing, "claim-e", { failure: "changed meanwhile" })).toEqual({ outcome: "failed" });
      expect((await a.content.schedules()).find((s) => s.id === failing)).toMatchObject({ state: "failed", outcome: "changed meanwhile" });

      const audit = (await a.desk.listAudit({ limit: 50, offset: 0 })).rows.map((e) => `${e.action} ${e.target}`);
      expect(audit).toEqual(
        expect.arrayContaining([
          `content-schedule schedule ${soon}`,
          `content-schedule-cancel schedule ${gone}`,
          `content-schedule-failed schedule ${failing}`,
          "content-desk revision 2",
        ]),
      );
    } finally {
      await b.close();
      await a.close();
    }
  });

  it("keeps each translation's up-to-date mark at the newest revision it was checked against, audited", async () => {
    const [store] = await open();
    try {
      await store.content.saveRevision(revision({ "x.json": "1" }, null));
      await store.content.saveRevision(revision({ "x.json": "2" }, 1));
      expect(await store.content.reviews()).toEqual(new Map());
      await store.content.markReviewed("faqs/de/faqs.json", 2, "ada@example.com");
      // A mark made from a page opened at an older revision does not move it back.
      await store.content.markReviewed("faqs/de/faqs.json", 1, "bo@example.com");
      await store.content.markReviewed("faqs/ar/faqs.json", 1, "bo@example.com");
      expect(await store.content.reviews()).toEqual(
        new Map([
          ["faqs/de/faqs.json", { revision: 2, copied: false }],
          ["faqs/ar/faqs.json", { revision: 1, copied: false }],
        ]),
      );
      // A copy of English starts afresh, whatever was marked before; marking it up to date then clears it.
      await store.content.markReviewed("faqs/de/faqs.json", 1, "ada@example.com", true);
      expect((await store.content.reviews()).get("faqs/de/faqs.json")).toEqual({ revision: 1, copied: true });
      await store.content.markReviewed("faqs/de/faqs.json", 2, "bo@example.com");
      expect((await store.content.reviews()).get("faqs/de/faqs.json")).toEqual({ revision: 2, copied: false });
      const audit = (await store.desk.listAudit({ limit: 20, offset: 0 })).rows.map((e) => `${e.action} ${e.target} ${e.detail}`);
      expect(audit.filter((line) => line.startsWith("content-reviewed")).sort()).toEqual([
        "content-reviewed file faqs/ar/faqs.json against revision 1",
        "content-reviewed file faqs/de/faqs.json against revision 1",
        "content-reviewed file faqs/de/faqs.json against revision 2",
        "content-reviewed file faqs/de/faqs.json against revision 2",
      ]);
      expect(audit).toContain("content-copied file faqs/de/faqs.json at revision 1");
    } finally {
      await store.close();
    }
  });

  it("keeps uploaded images once each, for every instance, and removes one on request, audited", async () => {
    const [a, make] = await open();
    const b = make();
    const image = {
      path: "/media/0123456789abcdef01234567.webp",
      type: "image/webp",
      width: 4,
      height: 3,
      name: "me.jpg",
      actor: "ada@example.com",
    };
    try {
      expect(await a.content.mediaFile(image.path)).toBeUndefined();
      await a.content.putMedia({ ...image, bytes: Buffer.from([1, 2, 0, 255]) });
      // The same upload again (the path is the bytes' hash): nothing new.
      await b.content.putMedia({ ...image, bytes: Buffer.from([1, 2, 0, 255]), actor: "bo@example.com" });
      expect(await b.content.mediaFile(image.path)).toEqual({ type: "image/webp", bytes: Buffer.from([1, 2, 0, 255]) });
      const list = await b.content.mediaList();
      expect(list).toEqual([
        expect.objectContaining({ path: image.path, width: 4, height: 3, size: 4, name: "me.jpg", actor: "ada@example.com" }),
      ]);
      expect(list[0]).not.toHaveProperty("bytes");
      expect(await b.content.deleteMedia(image.path, "bo@example.com")).toBe(true);
      expect(await a.content.deleteMedia(image.path, "bo@example.com")).toBe(false);
      expect(await a.content.mediaList()).toEqual([]);
      const audit = (await a.desk.listAudit({ limit: 20, offset: 0 })).rows.map((e) => `${e.action} ${e.target} ${e.actor}`);
      expect(audit.filter((line) => line.startsWith("media-")).sort()).toEqual([
        `media-delete ${image.path} bo@example.com`,
        `media-upload ${image.path} ada@example.com`,
      ]);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
