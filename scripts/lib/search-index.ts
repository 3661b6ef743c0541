// Built from the prerendered pages at postbuild: a fingerprinted MiniSearch index for the browser, build/search.json for
// the server's snippets, then the index's URL written where the build left app/search/index-file.ts's placeholder.
// Reading the pages and making the index: app/search/page-index.server.ts.
import fs from "node:fs";
import path from "node:path";
import type MiniSearch from "minisearch";
import { siteLanguage, type SearchDocument, type SearchLanguage } from "../../app/search/search-options";
import { DEFAULT_LOCALE_CODE, localePath, splitLocale } from "../../shared/locales";
import { compressFile } from "../../server/precompressed";
import { pageFile, pagePath } from "../../server/built-pages";

export { pageFile };
import { SEARCH_INDEX_PLACEHOLDER, searchManifestName, type SearchManifest } from "../../app/search/index-file";
import type { SynonymTable } from "../../app/search/synonyms";
import { SEARCH_FOLDER, SYNONYMS_FILE, SynonymTableSchema } from "../../app/content/schemas/search";
import { contentRoot, readContentFile } from "../../app/content/files/source";
import { indexOf, indexOfPages, type IndexedPage } from "../../app/search/page-index.server";

export {
  indexOfPages,
  MAIN_SECTION_SHARE,
  readPage,
  searchDocuments,
  type IndexedPage,
  type MadeIndex,
  type TextBlock,
} from "../../app/search/page-index.server";

/** The language's synonym table, content/search/<locale>/synonyms.json (none when the file is missing). */
export function readSynonyms(locale: string, root = contentRoot()): SynonymTable {
  const file = path.join(root, SEARCH_FOLDER, locale, SYNONYMS_FILE);
  if (!fs.existsSync(file)) return { synonyms: [] };
  return SynonymTableSchema.parse(readContentFile(file));
}

/** `language`: the pages', this build's (`SITE_LOCALE`) unless a test says otherwise; `synonyms`: its table. */
export function buildIndex(
  pages: readonly IndexedPage[],
  language: SearchLanguage = siteLanguage(),
  synonyms: SynonymTable = readSynonyms(language.locale),
): MiniSearch<SearchDocument> {
  return indexOf(pages, language, synonyms);
}

function* filesUnder(dir: string, test: (name: string) => boolean): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, test);
    else if (test(entry.name)) yield full;
  }
}

// The language's pages. The server build keeps the placeholder: it renders every language, and the server links
// each page it renders to its language's index (server/live-content.ts `linkIndex`, app/entry.server.tsx).
export function linkSearchIndex(buildDir: string, indexUrl: string, locale: string = DEFAULT_LOCALE_CODE): string[] {
  const changed: string[] = [];
  const clientDir = path.join(buildDir, "client");
  const targets = [...filesUnder(clientDir, (name) => name.endsWith(".html"))].filter(
    (file) => splitLocale(pagePath(clientDir, file)).locale.code === locale,
  );
  for (const file of targets) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes(SEARCH_INDEX_PLACEHOLDER)) continue;
    fs.writeFileSync(file, text.replaceAll(SEARCH_INDEX_PLACEHOLDER, indexUrl));
    changed.push(file);
  }
  return changed;
}

export interface SearchIndexReport {
  pages: number;
  indexUrl: string;
  bytes: number;
  brotliBytes: number;
  linked: string[];
}

// A page missing from the build fails it. `paths` are the page table's; a language's pages are under its prefix
// (client/de/about/index.html), indexed by the table's path (/about) as the search's links are localized when shown.
export function writeSearchIndex(
  buildDir: string,
  paths: readonly string[],
  siteName: string,
  language: SearchLanguage = siteLanguage(),
): SearchIndexReport {
  const clientDir = path.join(buildDir, "client");
  const html = new Map(
    paths.map((urlPath) => {
      // The page table's path names the page; the file is the build's language's (/de/about).
      const file = pageFile(clientDir, localePath(urlPath, language.locale));
      if (!fs.existsSync(file)) throw new Error(`search index: ${urlPath} has no prerendered page (${file})`);
      return [urlPath, fs.readFileSync(file, "utf8")];
    }),
  );
  const { json, indexUrl, texts } = indexOfPages(html, siteName, language, readSynonyms(language.locale));
  const file = path.join(clientDir, indexUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  compressFile(file);
  const manifest: SearchManifest = { indexUrl, texts, locale: language.locale };
  fs.writeFileSync(path.join(buildDir, searchManifestName(language.locale)), JSON.stringify(manifest));
  const linked = linkSearchIndex(buildDir, indexUrl, language.locale);
  return { pages: html.size, indexUrl, bytes: Buffer.byteLength(json), brotliBytes: fs.statSync(file + ".br").size, linked };
}
