/**
 * Site search at the served revision: a publish that changes a language's pages makes its index again (on the content
 * worker, server/content-worker.ts), so /search and the browser's index find the words visitors now read.
 */
import fs from "node:fs";
import path from "node:path";
import { createSiteSearch } from "../app/search/search.server";
import { searchLanguage } from "../app/search/search-options";
import { SEARCH_MANIFEST, type SearchManifest } from "../app/search/index-file";
import type { ContentRenderer } from "./content-renderer";
import type { LiveIndex } from "./live-content";
import { localeBuildDir } from "./locale-builds";

/** Each built language's index: its URL and the pages it holds (the page table's paths). */
export function builtIndexes(buildDir: string, codes: readonly string[]): Map<string, { indexUrl: string; paths: string[] }> {
  const indexes = new Map<string, { indexUrl: string; paths: string[] }>();
  for (const code of codes) {
    const file = path.join(localeBuildDir(buildDir, code), SEARCH_MANIFEST);
    // A build made without the postbuild step has no index.
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as SearchManifest;
    indexes.set(code, { indexUrl: manifest.indexUrl, paths: Object.keys(manifest.texts) });
  }
  return indexes;
}

/** Indexes on `renderer`'s thread; the server's search opens the written file on its first query. */
export function workerIndex(renderer: Pick<ContentRenderer, "index">, clientDir: string) {
  return async (code: string, html: ReadonlyMap<string, string>, revision: number): Promise<LiveIndex> => {
    const written = await renderer.index(revision, code, html);
    let search: ReturnType<LiveIndex["search"]> | undefined;
    return {
      indexUrl: written.indexUrl,
      search: () =>
        (search ??= createSiteSearch(
          fs.readFileSync(path.join(clientDir, written.indexUrl), "utf8"),
          written.texts,
          undefined,
          searchLanguage(code),
        )),
    };
  };
}
