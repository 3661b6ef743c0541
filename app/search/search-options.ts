// Shared by the build, the server and the browser so all three match words the same way; MiniSearch types only.
// Each language writes and stems words its own way (./stemming.ts); by default this build's language.
import type { Options, Query, SearchOptions, SearchResult } from "minisearch";
import { MAX_QUERY_LENGTH } from "./constants";
import { siteLanguage, type SearchLanguage } from "./stemming";

export { MAX_QUERY_LENGTH };
export { searchLanguage, siteLanguage, type SearchLanguage, type SearchLocale } from "./stemming";

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

/** A word as this build's index holds it (lower case; German folds umlauts, Arabic its letters and article). */
export function processTerm(term: string): string {
  return siteLanguage.processTerm(term);
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

/** The index's settings for a language: the build, the server and the browser open an index with the ones it was made with. */
export function indexOptionsFor(language: SearchLanguage): Options<SearchDocument> {
  return {
    idField: "path",
    fields: ["title", "description", "headings", "linked", "body", "repeated"],
    storeFields: ["title", "description"],
    tokenize,
    processTerm: (term) => language.processTerm(term),
    searchOptions,
  };
}

export const indexOptions: Options<SearchDocument> = indexOptionsFor(siteLanguage);

// A repeated `q` or anything else gives ""; cut at whole code points.
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const clean = raw
    // Direction marks, embeddings, overrides and isolates: echoed, they would turn the page's own words around them.
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, "")
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

// The stem as a prefix: "migration" also finds "migrate", and a page that says "migrate" is nearly as much about
// migration as one that says "migration" (MiniSearch's own prefix weight, 0.375, would rank it far below).
const STEM_WEIGHT = 0.9;

// The stem is already processed: processing it again could take more off an Arabic word.
const asIs = (term: string) => term;

function stemQuery(term: string, language: SearchLanguage, boostTerm?: () => number): Query | undefined {
  const stem = language.stem(term);
  if (stem === term || stem.length < language.minStemLength || !term.startsWith(stem)) return undefined;
  return {
    queries: [stem],
    processTerm: asIs,
    prefix: true,
    fuzzy: false,
    weights: { prefix: STEM_WEIGHT, fuzzy: FUZZY_WEIGHT },
    boostTerm,
  };
}

// A German compound the pages may not have ("Dienstleistungen", "Cloudmigration") is also searched as its parts that
// they have, its head ("Leistungen") and its first word: each part at least this long, after or before 3 letters…
const MIN_PART_LENGTH = 4;
const MIN_REST_LENGTH = 3;
// …in a word no longer than this ("Unternehmensberatungsgesellschaft" is 33), counting half as much as the word.
const MAX_COMPOUND_LENGTH = 40;
const PART_WEIGHT = 0.5;

function compoundParts(index: Searchable, term: string): string[] {
  if (term.length < MIN_PART_LENGTH + MIN_REST_LENGTH || term.length > MAX_COMPOUND_LENGTH) return [];
  // Longest first. One search tells which of them the pages have.
  const heads: string[] = [];
  for (let i = MIN_REST_LENGTH; i <= term.length - MIN_PART_LENGTH; i++) heads.push(term.slice(i));
  const firsts: string[] = [];
  for (let i = term.length - MIN_REST_LENGTH; i >= MIN_PART_LENGTH; i--) firsts.push(term.slice(0, i));
  const probe: Query = { combineWith: "OR", queries: [term, ...heads, ...firsts], processTerm: asIs, prefix: false, fuzzy: false };
  const found = new Set(index.search(probe).flatMap((r) => r.terms));
  if (found.has(term)) return [];
  const parts = [heads.find((h) => found.has(h)), firsts.find((f) => found.has(f))];
  return [...new Set(parts.filter((part) => part !== undefined))];
}

function wordQuery(word: string, language: SearchLanguage, index: Searchable): Query {
  const term = language.processTerm(word);
  const queries: Query[] = [word];
  const stem = stemQuery(term, language);
  if (stem) queries.push(stem);
  if (language.compounds) {
    const boostTerm = () => PART_WEIGHT;
    for (const part of compoundParts(index, term)) {
      queries.push({ queries: [part], processTerm: asIs, prefix: false, fuzzy: false, boostTerm });
      const partStem = stemQuery(part, language, boostTerm);
      if (partStem) queries.push(partStem);
    }
  }
  return queries.length === 1 ? word : { combineWith: "OR", queries };
}

const MIN_FALLBACK_LENGTH = 3;

// Pages with every word first; if none, pages with any of them. `language`: the one the index was made with.
export function findPages(index: Searchable, query: string, limit = 20, language: SearchLanguage = siteLanguage): SearchHit[] {
  const words = tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS);
  if (!words.length) return [];
  const queries = words.map((w) => wordQuery(w, language, index));
  let results = index.search({ combineWith: "AND", queries });
  // Short words would match by prefix on almost every page ("150K+", "about").
  const fallback = queries.filter((_, i) => words[i]!.length >= MIN_FALLBACK_LENGTH);
  if (!results.length && words.length > 1 && fallback.length) results = index.search({ combineWith: "OR", queries: fallback });
  return results.slice(0, limit).map((r) => {
    const stored = r as unknown as StoredFields;
    return { path: String(r.id), title: stored.title, description: stored.description, score: r.score, terms: r.terms };
  });
}
