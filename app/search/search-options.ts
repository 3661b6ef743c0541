// Shared by the build, the server and the browser so all three match words the same way; MiniSearch types only.
import type { Options, Query, SearchOptions, SearchResult } from "minisearch";
import { stemmer } from "stemmer";
import { MAX_QUERY_LENGTH } from "./constants";

export { MAX_QUERY_LENGTH };

export type SearchDocument = {
  path: string;
  title: string;
  headings: string;
  body: string;
  /** The short text the live results show; the page's own summary, so it counts as a heading does. */
  description: string;
  /** Headings of other pages' cards that link here. */
  linked?: string;
  /** Text other pages show too, where the page is not about it. */
  repeated?: string;
};

// No body: the server's snippets read it from build/search.json.
export type StoredFields = Pick<SearchDocument, "title" | "description">;

export type SearchHit = { path: string; title: string; description: string; score: number; terms: string[] };

export const MAX_QUERY_TERMS = 10;

// MiniSearch's own default.
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}

export function processTerm(term: string): string {
  return term.toLowerCase();
}

// One letter in five, rounded…
export const FUZZY = 0.2;
// …for words this long; shorter ones ("seo", "app") would match noise.
export const FUZZY_MIN_LENGTH = 5;
// MiniSearch's default, unused where fuzzy is off but required beside a prefix weight.
const FUZZY_WEIGHT = 0.45;

export const searchOptions: SearchOptions = {
  boost: { title: 3, headings: 2, description: 2, linked: 2, repeated: 0.2 },
  prefix: true,
  fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false),
  combineWith: "AND",
};

export const indexOptions: Options<SearchDocument> = {
  idField: "path",
  fields: ["title", "description", "headings", "linked", "body", "repeated"],
  storeFields: ["title", "description"],
  tokenize,
  processTerm,
  searchOptions,
};

// A repeated `q` or anything else gives ""; cut at whole code points.
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const clean = raw
    .replace(/[\p{Cc}\p{Cs}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return Array.from(clean).slice(0, MAX_QUERY_LENGTH).join("").trim();
}

// NFKC ("ｓｅｏ" → "seo"), lower case, no invisible format characters, cleaned again since NFKC adds spaces and length:
// "SEO", " seo " and "Seo" share one cache key.
export function searchKey(raw: unknown): string {
  const folded = normalizeQuery(raw).normalize("NFKC").toLowerCase().normalize("NFKC");
  return normalizeQuery(folded.replace(/\p{Cf}/gu, ""));
}

export interface Searchable {
  search(query: Query, options?: SearchOptions): SearchResult[];
}

// "news" → "new" would find "network".
const MIN_STEM_LENGTH = 4;

// The stem as a prefix: "migration" also finds "migrate", and a page that says "migrate" is nearly as much about
// migration as one that says "migration" (MiniSearch's own prefix weight, 0.375, would rank it far below).
const STEM_WEIGHT = 0.9;

function wordQuery(word: string): Query {
  const stem = stemmer(processTerm(word));
  if (stem === processTerm(word) || stem.length < MIN_STEM_LENGTH) return word;
  return {
    combineWith: "OR",
    queries: [word, { queries: [stem], prefix: true, fuzzy: false, weights: { prefix: STEM_WEIGHT, fuzzy: FUZZY_WEIGHT } }],
  };
}

const MIN_FALLBACK_LENGTH = 3;

// Pages with every word first; if none, pages with any of them.
export function findPages(index: Searchable, query: string, limit = 20): SearchHit[] {
  const words = tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS);
  if (!words.length) return [];
  const queries = words.map(wordQuery);
  let results = index.search({ combineWith: "AND", queries });
  // Short words would match by prefix on almost every page ("150K+", "about").
  const fallback = words.filter((w) => w.length >= MIN_FALLBACK_LENGTH).map(wordQuery);
  if (!results.length && words.length > 1 && fallback.length) results = index.search({ combineWith: "OR", queries: fallback });
  return results.slice(0, limit).map((r) => {
    const stored = r as unknown as StoredFields;
    return { path: String(r.id), title: stored.title, description: stored.description, score: r.score, terms: r.terms };
  });
}
