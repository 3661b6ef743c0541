// The fingerprinted name is known only after prerendering: built with this placeholder, replaced by `linkSearchIndex`.
export const SEARCH_INDEX_URL = "/assets/search-index.__unlinked__.json";

// Split so the build's replacement does not touch it.
export const SEARCH_INDEX_PLACEHOLDER = ["/assets/search-index", "__unlinked__", "json"].join(".");

/** Any index URL as linked into a page, by the build or by a publish (server/live-content.ts); `prefix` finds one fast. */
export const LINKED_INDEX_URL = { pattern: /\/assets\/search-index-[0-9a-f]{12}\.json/g, prefix: "/assets/search-index-" };

// For the server's /search snippets; not served to browsers.
export const SEARCH_MANIFEST = "search.json";

export interface SearchManifest {
  indexUrl: string;
  /** Headings included, by path. */
  texts: Record<string, string>;
  /** The pages' language, which the index's words are processed for (one server searches every language's build). */
  locale?: string;
}
