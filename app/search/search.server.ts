// server.ts reads it on the first search and hands it over in the load context.
import fs from "node:fs";
import path from "node:path";
import { searchManifestName, type SearchManifest } from "./index-file";
import { LruCache } from "./lru-cache";
import { findPages, searchKey, searchLanguage, siteLanguage, type SearchLanguage } from "./search-options";
import { openIndex } from "./site-index";
import type { FoundPage, SiteSearch } from "../../shared/search";
import { snippet } from "./snippet";

export type { FoundPage, SiteSearch };

export const RESULTS_LIMIT = 20;

// A few dozen pages have few useful queries; a results list is about 15 KB as counted below.
export const RESULTS_CACHE = { maxEntries: 1000, maxBytes: 8 * 1024 * 1024 };

// UTF-16 strings, twice for the objects.
const resultsSize = (key: string, found: FoundPage[]) => 2 * (key.length + 2 * JSON.stringify(found).length);

/** `language`: the one the index was made with, this build's unless a test says otherwise. */
export function createSiteSearch(
  indexJson: string,
  texts: Record<string, string>,
  cacheBounds = RESULTS_CACHE,
  language: SearchLanguage = siteLanguage(),
): SiteSearch {
  const { index, synonyms } = openIndex(indexJson, language);
  // Keyed by searchKey and searched as that key, so a cached answer is the one the search would give.
  const cache = new LruCache<FoundPage[]>({ ...cacheBounds, sizeOf: resultsSize });
  return {
    pages: index.documentCount,
    search(query, limit = RESULTS_LIMIT) {
      const key = searchKey(query);
      const cacheKey = `${limit}:${key}`;
      const cached = cache.get(cacheKey);
      if (cached) return cached;
      const found = findPages(index, key, limit, language, synonyms).map((hit) => ({
        path: hit.path,
        title: hit.title,
        snippet: snippet(Object.hasOwn(texts, hit.path) ? texts[hit.path] : hit.description, hit.terms, undefined, language),
      }));
      cache.set(cacheKey, found);
      return found;
    },
  };
}

// Undefined for a build made without the postbuild step. In the language the index was made in: server.ts searches
// every language's index from one process.
export function loadSiteSearch(buildDir: string, code = "en"): SiteSearch | undefined {
  const manifestFile = path.join(buildDir, searchManifestName(code));
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SearchManifest;
  const indexJson = fs.readFileSync(path.join(buildDir, "client", manifest.indexUrl), "utf8");
  const language = manifest.locale ? searchLanguage(manifest.locale) : siteLanguage();
  return createSiteSearch(indexJson, manifest.texts, undefined, language);
}
