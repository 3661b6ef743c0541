// The fingerprinted name is known only after prerendering: built with this placeholder, replaced by `linkSearchIndex`.
export const SEARCH_INDEX_URL = "/assets/search-index.__unlinked__.json";

// Split so the build's replacement does not touch it.
export const SEARCH_INDEX_PLACEHOLDER = ["/assets/search-index", "__unlinked__", "json"].join(".");

/** An index's URL, named by its hash (app/search/page-index.server.ts), as the build and a publish write it. */
export const indexUrlOf = (hash: string) => `/assets/search-index-${hash}.json`;

const INDEX_NAME = "search-index-[0-9a-f]{12}\\.json";

/**
 * Any index URL as linked into a page, or the placeholder of one rendered now (one server build renders every
 * language, each with its own index): server/live-content.ts links them; `prefix` finds one fast.
 */
export const LINKED_INDEX_URL = {
  pattern: new RegExp(`/assets/(?:${INDEX_NAME}|search-index\\.__unlinked__\\.json)`, "g"),
  prefix: "/assets/search-index",
};

/** The index a page links, if any. */
export const linkedIndexUrl = (html: string): string | undefined => new RegExp(`/assets/${INDEX_NAME}`).exec(html)?.[0];

/** An index's file name or one of its compressed copies' in the assets folder: [name, index file]. */
export const INDEX_FILE = new RegExp(`^(${INDEX_NAME})(\\.br|\\.gz)?$`);

// For the server's /search snippets; not served to browsers. One a language, in the build folder.
export const searchManifestName = (code: string) => (code === "en" ? "search.json" : `search.${code}.json`);

export interface SearchManifest {
  indexUrl: string;
  /** Headings included, by path. */
  texts: Record<string, string>;
  /** The pages' language, which the index's words are processed for (one server searches every language's index). */
  locale?: string;
}
