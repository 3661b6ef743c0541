// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pruneIndexes, UNLINKED_INDEX_KEPT_MS } from "./live-search";

let assets: string;
beforeEach(() => {
  assets = fs.mkdtempSync(path.join(os.tmpdir(), "live-search-"));
});
afterEach(() => fs.rmSync(assets, { recursive: true, force: true }));

const DAY = UNLINKED_INDEX_KEPT_MS;
const NOW = Date.UTC(2026, 10, 30, 12);

/** An index and its compressed copies, written `ageMs` before NOW. */
function index(hash: string, ageMs: number): string {
  const name = `search-index-${hash}.json`;
  for (const suffix of ["", ".br", ".gz"]) {
    const file = path.join(assets, name + suffix);
    fs.writeFileSync(file, "{}");
    fs.utimesSync(file, new Date(NOW - ageMs), new Date(NOW - ageMs));
  }
  return `/assets/${name}`;
}

describe("pruneIndexes", () => {
  it("removes indexes no page links once they are a day old, with their copies; keeps linked and recent ones", async () => {
    const built = index("aaaaaaaaaaaa", 30 * DAY);
    const served = index("bbbbbbbbbbbb", 3 * DAY);
    const recent = index("cccccccccccc", DAY / 2);
    index("dddddddddddd", DAY + 1000);
    fs.writeFileSync(path.join(assets, "entry-abc.js"), "");
    fs.utimesSync(path.join(assets, "entry-abc.js"), new Date(0), new Date(0));

    const removed = await pruneIndexes(assets, new Set([built, served]), DAY, NOW);
    expect(removed.sort()).toEqual([
      "search-index-dddddddddddd.json",
      "search-index-dddddddddddd.json.br",
      "search-index-dddddddddddd.json.gz",
    ]);
    expect(fs.readdirSync(assets).sort()).toEqual(
      ["entry-abc.js", ...[built, served, recent].flatMap((url) => ["", ".br", ".gz"].map((suffix) => path.basename(url) + suffix))].sort(),
    );
  });
});
