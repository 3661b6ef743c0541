// @vitest-environment node
// Scheduled publishes run by the instances (content-schedules.ts) against a real store: due ones once, however many
// runners look at the same time; one whose entry changed meanwhile, or whose content fails the checks, fails with why.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contentRoot } from "../app/content/files/source";
import { readContentFolder } from "./content-files";
import { scheduleRunner } from "./content-schedules";
import { contentHash } from "./store/content-types";
import { createSqliteStore } from "./store/sqlite";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schedules-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const seed = readContentFolder(contentRoot());
const FILE = "pricing/en/basic.json";
const cheaper = seed[FILE]!.replace('"price": 9.9', '"price": 12.5');
let n = 0;

async function fresh() {
  const store = createSqliteStore(path.join(dir, `s-${++n}.sqlite`));
  await store.migrate();
  await store.content.saveRevision({ files: seed, actor: "seed", source: "seed", message: "", basedOn: null });
  const errors: string[] = [];
  const synced: number[] = [];
  const runner = () =>
    scheduleRunner({
      content: async () => store.content,
      sync: async () => synced.push(await store.content.latestRevision()),
      log: { info: () => {}, error: (fields, message) => errors.push(`${message} ${JSON.stringify(fields)}`) },
    });
  return { store, errors, synced, runner };
}

const scheduled = (body: string, at: Date, draftVersion = 0) => ({
  at,
  actor: "ada@example.com",
  message: "Winter prices",
  files: [{ file: FILE, body, baseHash: contentHash(seed[FILE]!), draftVersion }],
});

describe("scheduled publishes", () => {
  it("publishes a due schedule once, with its drafts, and leaves the ones not yet due", async () => {
    const { store, errors, synced, runner } = await fresh();
    try {
      await store.content.saveDraft({
        file: FILE,
        body: cheaper,
        baseHash: contentHash(seed[FILE]!),
        actor: "ada@example.com",
        expectVersion: 0,
      });
      const due = await store.content.schedule(scheduled(cheaper, new Date(Date.now() - 1000), 1));
      const later = await store.content.schedule(scheduled(cheaper, new Date(Date.now() + 60_000)));
      // Three runners at once, as three instances' timers would.
      const ended = await Promise.all([runner().runDue(), runner().runDue(), runner().runDue()]);
      expect(ended.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await store.content.latestRevision()).toBe(2);
      const revision = await store.content.revision(2);
      expect(revision?.files[FILE]).toBe(cheaper);
      expect(revision).toMatchObject({ actor: "ada@example.com", message: "Winter prices", basedOn: 1 });
      expect(Object.keys(revision!.files).length).toBe(Object.keys(seed).length);
      const states = new Map((await store.content.schedules()).map((s) => [s.id, [s.state, s.revision]]));
      expect(states.get(due)).toEqual(["published", 2]);
      expect(states.get(later)).toEqual(["pending", null]);
      expect(await store.content.draft(FILE)).toBeUndefined();
      expect(synced).toEqual([2]);
      expect(errors).toEqual([]);
      expect(await runner().runDue()).toBe(0);
    } finally {
      await store.close();
    }
  });

  it("fails a schedule whose entry was published again after it was set, and one the checks refuse, saying why", async () => {
    const { store, errors, runner } = await fresh();
    try {
      const moved = await store.content.schedule(scheduled(cheaper, new Date(Date.now() - 2000)));
      const broken = await store.content.schedule({
        ...scheduled(cheaper, new Date(Date.now() - 1000)),
        files: [{ file: "team/en/01-x.json", body: "{ not json", baseHash: contentHash(""), draftVersion: 0 }],
      });
      // Someone publishes the entry before the schedule is due.
      const typo = seed[FILE]!.replace('"price": 9.9', '"price": 9.5');
      await store.content.saveRevision({
        files: { ...seed, [FILE]: typo },
        actor: "bo@example.com",
        source: "desk",
        message: "",
        basedOn: 1,
      });
      expect(await runner().runDue()).toBe(2);
      const list = new Map((await store.content.schedules()).map((s) => [s.id, s]));
      expect(list.get(moved)).toMatchObject({ state: "failed", revision: null });
      expect(list.get(moved)!.outcome).toContain(`${FILE} was changed after this was scheduled`);
      expect(list.get(broken)).toMatchObject({ state: "failed" });
      // A file that was not there: "changed" too (it is not the version the schedule was made from).
      expect(list.get(broken)!.outcome).toContain("team/en/01-x.json");
      expect((await store.content.revision(await store.content.latestRevision()))?.files[FILE]).toBe(typo);
      expect(errors.filter((e) => e.startsWith("Content: a scheduled publish failed"))).toHaveLength(2);
    } finally {
      await store.close();
    }
  });

  it("fails one whose content the website's checks refuse", async () => {
    const { store, runner } = await fresh();
    try {
      const id = await store.content.schedule(
        scheduled(seed[FILE]!.replace('"price": 9.9', '"price": "free"'), new Date(Date.now() - 1000)),
      );
      expect(await runner().runDue()).toBe(1);
      const schedule = (await store.content.schedules()).find((s) => s.id === id)!;
      expect(schedule.state).toBe("failed");
      expect(schedule.outcome).toMatch(/^The content checks refused it: pricing\/en\/basic\.json: price/);
      expect(await store.content.latestRevision()).toBe(1);
    } finally {
      await store.close();
    }
  });
});
