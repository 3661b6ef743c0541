/**
 * The site search's settings, shared by the build (scripts/lib/search-index.ts writes the
 * index), the server (/search, ./search.server.ts) and the browser (the live results of the
 * sidebar search, ./live-search.ts), so all three index and match words the same way.
 * Imports MiniSearch's types only: the island can import this module for nothing.
 */
import type { Options, Query, SearchOptions, SearchResult } from "minisearch";
import { stemmer } from "stemmer";
import { MAX_QUERY_LENGTH } from "./constants";

export { MAX_QUERY_LENGTH };

/** One page in the index: its canonical path (the id), and what is searched and shown. */
export type SearchDocument = {
  path: string;
  title: string;
  /** The page's headings, one a line. */
  headings: string;
  /** The rest of its main content. */
  body: string;
  /** Its meta description: the short text the live results show. */
  description: string;
};

/** What the index keeps of each page besides its path (the id): title and short text, no body. */
export type StoredFields = Pick<SearchDocument, "title" | "description">;

/** A found page, in rank order. */
export type SearchHit = { path: string; title: string; description: string; score: number; terms: string[] };

/** At most this many words of a query are searched. */
export const MAX_QUERY_TERMS = 10;

/** Words are runs of anything but spaces and punctuation (MiniSearch's own default). */
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

export function processTerm(term: string): string {
  return term.toLowerCase();
}

/** Up to this share of a word's letters may be wrong (0.2: one in five, rounded)… */
export const FUZZY = 0.2;
/** …for words this long; shorter ones ("seo", "app") must be typed right, or they match noise. */
export const FUZZY_MIN_LENGTH = 5;

export const searchOptions: SearchOptions = {
  // A match in a page's title counts most, then in its headings.
  boost: { title: 3, headings: 2 },
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false),
  combineWith: "AND",
};

export const indexOptions: Options<SearchDocument> = {
  idField: "path",
  fields: ["title", "headings", "body"],
  storeFields: ["title", "description"],
  tokenize,
  processTerm,
  searchOptions,
};

/**
 * A visitor's query as searched: text only (a repeated `q` or anything else gives ""),
 * control characters removed, spaces collapsed, at most MAX_QUERY_LENGTH characters (whole
 * code points).
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const clean = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

/**
 * What a query is searched (and its results cached) as: the query as shown (normalizeQuery),
 * in Unicode's compatibility form (NFKC: "ｓｅｏ" and the "ﬁ" ligature become "seo" and "fi"),
 * lower-cased, without invisible format characters (zero-width spaces, bidi controls), then
 * cleaned and cut again, since NFKC can add spaces and length. The index matches words in
 * lower case (processTerm), so "SEO", " seo " and "Seo" have the same results: one key.
 */
export function searchKey(raw: unknown): string {
  const folded = normalizeQuery(raw).normalize("NFKC").toLowerCase().normalize("NFKC");
  return normalizeQuery(folded.replace(/\p{Cf}/gu, ""));
}

/** The part of the MiniSearch API a search needs (the full index on the server, the loaded one in the browser). */
export interface Searchable {
  search(query: Query, options?: SearchOptions): SearchResult[];
}

/** Stems shorter than this are not searched ("news" → "new" would find "network"). */
const MIN_STEM_LENGTH = 4;

/**
 * One word of a query: the word itself (with prefix and typo matching), or its stem as a
 * prefix, so "migration" also finds "migrate" and "analytics" finds "analytical".
 */
function wordQuery(word: string): Query {
  const stem = stemmer(processTerm(word));
  if (stem === processTerm(word) || stem.length < MIN_STEM_LENGTH) return word;
  return { combineWith: "OR", queries: [word, { queries: [stem], prefix: true, fuzzy: false }] };
}

/** Shorter words take no part in the "any word" fallback of findPages. */
const MIN_FALLBACK_LENGTH = 3;

/**
 * The pages matching a query, best first: pages with every word (in any of its forms, by
 * prefix and, if long enough, with a typo); if none has them all, pages with any of them.
 */
export function findPages(index: Searchable, query: string, limit = 20): SearchHit[] {
  const words = tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS);
  if (!words.length) return [];
  const queries = words.map(wordQuery);
  let results = index.search({ combineWith: "AND", queries });
  // Any word will do only for real words: a stray "1" or "a" would match by prefix on almost
  // every page ("150K+", "about") and turn a query of noise into a list of everything.
  const fallback = words.filter((w) => w.length >= MIN_FALLBACK_LENGTH).map(wordQuery);
  if (!results.length && words.length > 1 && fallback.length) results = index.search({ combineWith: "OR", queries: fallback });
  return results.slice(0, limit).map((r) => {
    const stored = r as unknown as StoredFields;
    return { path: String(r.id), title: stored.title, description: stored.description, score: r.score, terms: r.terms };
  });
}
