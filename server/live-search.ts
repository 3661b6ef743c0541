/**
 * Site search at the served revision: a publish that changes a language's pages makes its index again (on the content
 * worker, server/content-worker.ts), so /search and the browser's index find the words visitors now read.
 */
import fs from "node:fs";
import path from "node:path";
import { createSiteSearch } from "../app/search/search.server";
import { searchLanguage } from "../app/search/search-options";
import { INDEX_FILE, type SearchManifest } from "../app/search/index-file";
import type { ContentRenderer } from "./content-renderer";
import type { LiveIndex } from "./live-content";
import { searchManifestFile } from "./locale-builds";

/** Each built language's index: its URL and the pages it holds (the page table's paths). */
export function builtIndexes(buildDir: string, codes: readonly string[]): Map<string, { indexUrl: string; paths: string[] }> {
  const indexes = new Map<string, { indexUrl: string; paths: string[] }>();
  for (const code of codes) {
    const file = searchManifestFile(buildDir, code);
    // A build made without the postbuild step has no index.
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as SearchManifest;
    indexes.set(code, { indexUrl: manifest.indexUrl, paths: Object.keys(manifest.texts) });
  }
  return indexes;
}

/** How long an index no page links any more stays: a visitor's open page may still ask for it. */
export const UNLINKED_INDEX_KEPT_MS = 24 * 60 * 60_000;

/**
 * Removes the indexes publishes wrote under `assetsDir` that are not in `keep` and were written (or linked again) more
 * than `keptMs` ago, with their compressed copies, so a site published every day does not fill its disk. Gives the
 * names removed.
 */
export async function pruneIndexes(assetsDir: string, keep: ReadonlySet<string>, keptMs = UNLINKED_INDEX_KEPT_MS, now = Date.now()) {
  const removed: string[] = [];
  for (const name of await fs.promises.readdir(assetsDir)) {
    const index = INDEX_FILE.exec(name);
    if (!index || keep.has(`/assets/${index[1]}`)) continue;
    const file = path.join(assetsDir, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat || now - stat.mtimeMs <= keptMs) continue;
    // Another instance may remove it first.
    await fs.promises.rm(file, { force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Indexes on `renderer`'s thread; the server's search opens the index on its first query. `linked`: the URLs of the
 * indexes the build and the served pages link, which are never removed.
 */
export function workerIndex(renderer: Pick<ContentRenderer, "index">, clientDir: string, linked: () => Iterable<string> = () => []) {
  return async (code: string, html: ReadonlyMap<string, string>, revision: number): Promise<LiveIndex> => {
    const written = await renderer.index(revision, code, html);
    await pruneIndexes(path.join(clientDir, "assets"), new Set([...linked(), written.indexUrl]));
    let search: ReturnType<LiveIndex["search"]> | undefined;
    return {
      indexUrl: written.indexUrl,
      search: () => (search ??= createSiteSearch(written.json, written.texts, undefined, searchLanguage(code))),
    };
  };
}
