/**
 * Where the browser finds the search index. The index is made from the prerendered pages, so
 * its fingerprinted name is known only after them: pages (and the server bundle, for pages
 * rendered on request) are built with this placeholder, and the build replaces it with the
 * file's URL (scripts/lib/search-index.ts, `linkSearchIndex`), then checks none is left.
 */
export const SEARCH_INDEX_URL = "/assets/search-index.__unlinked__.json";

/** The placeholder as the build finds it (the constant above is replaced in the built files). */
export const SEARCH_INDEX_PLACEHOLDER = ["/assets/search-index", "__unlinked__", "json"].join(".");

/**
 * What the build writes beside the client files for the server (build/search.json): the
 * index's URL and each page's text, for the snippets of /search. Not served to browsers.
 */
export const SEARCH_MANIFEST = "search.json";

export interface SearchManifest {
  /** "/assets/search-index-<hash>.json", under build/client. */
  indexUrl: string;
  /** Each indexed page's main text (headings included), by path. */
  texts: Record<string, string>;
}
