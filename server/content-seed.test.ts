// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BUILT_CONTENT_FILE, builtContentFiles, seedContent } from "./content-seed";
import { openStore } from "./store";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-seed-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = { "pricing/en/basic.json": '{"price": 9.9}\n', "team/en/01-a.json": "{}\n" };

describe("seedContent", () => {
  it("stores the build's files as revision 1 on an empty store, and nothing on a later start", async () => {
    const store = await openStore({ databasePath: path.join(dir, "a.sqlite") });
    try {
      expect(await seedContent(store.content, files)).toBe("seeded");
      expect(await seedContent(store.content, { ...files, "x/en/y.json": "{}\n" })).toBe("present");
      const revisions = await store.content.revisions();
      expect(revisions.map((r) => [r.id, r.source, r.actor, r.fileCount])).toEqual([[1, "seed", "seed", 2]]);
      expect((await store.content.revision(1))!.files).toEqual(files);
    } finally {
      await store.close();
    }
  });

  it("two instances starting together store one revision", async () => {
    const db = path.join(dir, "b.sqlite");
    const [a, b] = await Promise.all([openStore({ databasePath: db }), openStore({ databasePath: db })]);
    try {
      const outcomes = await Promise.all([seedContent(a.content, files), seedContent(b.content, files)]);
      expect(outcomes.sort()).toEqual(["present", "seeded"]);
      expect(await a.content.latestRevision()).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe("builtContentFiles", () => {
  it("reads the files the build kept", () => {
    fs.writeFileSync(path.join(dir, BUILT_CONTENT_FILE), JSON.stringify(files));
    expect(builtContentFiles(dir)).toEqual(files);
  });
});
