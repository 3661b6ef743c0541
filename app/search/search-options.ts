// Shared by the build, the server and the browser so all three match words the same way; MiniSearch types only.
// Each language writes and stems words its own way (./stemming.ts); by default this build's language.
import { DIRECTION_CONTROLS } from "./direction-controls";
import type { Options, Query, SearchOptions, SearchResult } from "minisearch";
import { MAX_QUERY_LENGTH } from "./constants";
import { siteLanguage, type SearchLanguage } from "./stemming";
import { tokenize } from "./tokenize";
import { matchSynonyms, NO_SYNONYMS, type Synonyms } from "./synonyms";

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
  /** The share of the page's text that is its own (not `repeated`), 0 to 1: stored, not searched. */
  own?: number;
};

// No body: the server's snippets read it from build/search.json.
export type StoredFields = Pick<SearchDocument, "title" | "description" | "own">;

export type SearchHit = { path: string; title: string; description: string; score: number; terms: string[] };

export const MAX_QUERY_TERMS = 10;

export { tokenize };
export { NO_SYNONYMS, type Synonyms } from "./synonyms";

/** A word as the served language's index holds it (lower case; German folds umlauts, Arabic its letters and article). */
export function processTerm(term: string): string {
  return siteLanguage().processTerm(term);
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
    storeFields: ["title", "description", "own"],
    tokenize,
    processTerm: (term) => language.processTerm(term),
    searchOptions,
  };
}

/** The settings for the language served. */
export function indexOptions(): Options<SearchDocument> {
  return indexOptionsFor(siteLanguage());
}

// A repeated `q` or anything else gives ""; cut at whole code points.
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== "string") return "";
  const clean = raw
    .replace(DIRECTION_CONTROLS, "")
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

// A German compound the pages do not have ("Dienstleistungen", "Preispläne") is also searched as its parts that they
// have, its head ("Leistungen", "Pläne" as in "planen") and its first word ("Preis" as in "Preise"), each by prefix:
// each part at least this long, after or before 3 letters…
const MIN_PART_LENGTH = 4;
const MIN_REST_LENGTH = 3;
// …in a word no longer than this ("Unternehmensberatungsgesellschaft" is 33), counting half as much as the word.
const MAX_COMPOUND_LENGTH = 40;
const PART_WEIGHT = 0.5;

// Whether the index holds this processed word (not as a prefix: as a word).
function indexHas(index: Searchable, term: string): boolean {
  return index.search({ queries: [term], processTerm: asIs, prefix: false, fuzzy: false }).length > 0;
}

/**
 * A German compound's parts that are words of the index (`known`): its longest known head and its longest known
 * first part, or none.
 */
function splitCompound(term: string, known: (part: string) => boolean): string[] {
  if (term.length < MIN_PART_LENGTH + MIN_REST_LENGTH || term.length > MAX_COMPOUND_LENGTH) return [];
  let head: string | undefined;
  for (let i = MIN_REST_LENGTH; i <= term.length - MIN_PART_LENGTH && !head; i++) if (known(term.slice(i))) head = term.slice(i);
  let first: string | undefined;
  for (let i = term.length - MIN_REST_LENGTH; i >= MIN_PART_LENGTH && !first; i--) if (known(term.slice(0, i))) first = term.slice(0, i);
  return [...new Set([head, first].filter((part) => part !== undefined))];
}

function compoundParts(index: Searchable, term: string, language: SearchLanguage): string[] {
  if (term.length < MIN_PART_LENGTH + MIN_REST_LENGTH || term.length > MAX_COMPOUND_LENGTH) return [];
  // A word the pages have is not taken apart: "Unternehmen" is not "nehmen".
  if (indexHas(index, term)) return [];
  // One search tells which words the index has that begin as any of the candidate parts (or their stems) do.
  const candidates = new Set<string>();
  for (let i = MIN_REST_LENGTH; i <= term.length - MIN_PART_LENGTH; i++) candidates.add(term.slice(i));
  for (let i = term.length - MIN_REST_LENGTH; i >= MIN_PART_LENGTH; i--) candidates.add(term.slice(0, i));
  const prefixes = new Set([...candidates].map((c) => language.stem(c)).filter((c) => c.length >= MIN_PART_LENGTH));
  const probe: Query = { combineWith: "OR", queries: [...candidates, ...prefixes], processTerm: asIs, prefix: true, fuzzy: false };
  const found = new Set(index.search(probe).flatMap((r) => r.terms));
  // A part is known as a word of the index or as another form of one ("preis" for "Preise", "plane" for "planen").
  const stems = new Set([...found].map((t) => language.stem(t)));
  const known = (part: string) => {
    const stem = language.stem(part);
    return found.has(part) || (stem.length >= MIN_PART_LENGTH && stems.has(stem));
  };
  return splitCompound(term, known);
}

function wordQuery(word: string, language: SearchLanguage, index: Searchable): Query {
  const term = language.processTerm(word);
  const queries: Query[] = [word];
  const stem = stemQuery(term, language);
  if (stem) queries.push(stem);
  for (const variant of language.variants?.(term) ?? []) {
    queries.push({ queries: [variant], processTerm: asIs });
    const variantStem = stemQuery(variant, language);
    if (variantStem) queries.push(variantStem);
  }
  if (language.compounds) {
    const boostTerm = () => PART_WEIGHT;
    for (const part of compoundParts(index, term, language)) {
      queries.push({ queries: [part], processTerm: asIs, prefix: true, fuzzy: false, boostTerm });
      const partStem = stemQuery(part, language, boostTerm);
      if (partStem) queries.push(partStem);
    }
  }
  return queries.length === 1 ? word : { combineWith: "OR", queries };
}

// A short word alone ("it", "1") would match by prefix on almost every page: it finds no page by itself.
const MIN_FALLBACK_LENGTH = 3;

/** What a query asks for, one thing at a time: a word, a phrase of the synonym table, or a German pair. */
interface Slot {
  /**
   * Ways to say it, a page having all the words of one: the query's own words first, then what the synonym table
   * says they mean, or the two words written as one. A synonym counts as much as the words typed: the table says what
   * the visitor meant.
   */
  ways: string[][];
  strong: boolean;
}

const isStopword = (word: string, language: SearchLanguage) => language.stopwords.has(language.processTerm(word));

// Stopwords out, unless nothing else is left ("من نحن", "who are you").
function contentWords(words: readonly string[], language: SearchLanguage): string[] {
  const kept = words.filter((w) => !isStopword(w, language));
  return kept.length ? kept : [...words];
}

const wordSlot = (word: string): Slot => ({ ways: [[word]], strong: word.length >= MIN_FALLBACK_LENGTH });

function querySlots(words: readonly string[], language: SearchLanguage, synonyms: Synonyms, index: Searchable): Slot[] {
  const slots: Slot[] = [];
  let next = 0;
  const plain = (end: number) => {
    for (; next < end; next++) if (!isStopword(words[next]!, language)) slots.push(wordSlot(words[next]!));
  };
  for (const match of matchSynonyms(words, synonyms, language)) {
    plain(match.start);
    const own = contentWords(words.slice(match.start, match.start + match.length), language);
    slots.push({ ways: [own, ...match.alternatives.map((a) => contentWords(a, language))], strong: true });
    next = match.start + match.length;
  }
  plain(words.length);
  if (!slots.length) return words.map(wordSlot);
  if (!language.compounds) return slots;
  // German writes as one word what a visitor may split ("Daten Analyse"): a pair the index has joined is searched
  // both ways.
  const single = (slot: Slot | undefined) => (slot?.ways.length === 1 && slot.ways[0]!.length === 1 ? slot.ways[0]![0] : undefined);
  const joined: Slot[] = [];
  for (const slot of slots) {
    const [first, second] = [single(joined.at(-1)), single(slot)];
    const term = first && second ? language.processTerm(first + second) : undefined;
    if (term && indexHas(index, term)) {
      joined[joined.length - 1] = { ways: [[first!, second!], [term]], strong: true };
    } else joined.push(slot);
  }
  return joined;
}

interface SlotHit {
  score: number;
  /** One of its ways is all in the page's own title ("Our Services" for "services", "About Us" for "about us"). */
  title: boolean;
  terms: string[];
  result: SearchResult;
  /** Found by the query's own words. */
  own: boolean;
}

const TITLE_ONLY: SearchOptions = { fields: ["title"] };

/** A word's query (wordQuery), made once for a search. */
type WordQueries = (word: string) => Query;

/**
 * Each page that has the slot, with its best way's score; and whether the page's title says one of its ways ("Our
 * Services" for "services you offer", through the synonym table's "our services").
 */
function slotHits(index: Searchable, slot: Slot, queryOf: WordQueries): Map<string, SlotHit> {
  const hits = new Map<string, SlotHit>();
  const inTitle = new Set<string>();
  const ownWords = slot.ways[0]!.length;
  slot.ways.forEach((words, way) => {
    const query: Query = { combineWith: "AND", queries: words.map(queryOf) };
    const results = index.search(query);
    if (!results.length) return;
    // One word is in the title where one of its matches is; several, where a search of the titles finds them all.
    if (words.length === 1) {
      for (const r of results) if (Object.values(r.match).some((fields) => fields.includes("title"))) inTitle.add(String(r.id));
    } else for (const r of index.search(query, TITLE_ONLY)) inTitle.add(String(r.id));
    // A score sums its words': another way with more words than the query's ("search engine optimisation" for "seo")
    // counts as its words' average times the query's number of words.
    const scale = ownWords / words.length;
    for (const result of results) {
      const path = String(result.id);
      const hit = hits.get(path);
      const score = result.score * scale;
      // The snippet marks the query's own words where the page has them, else the best other way's.
      if (!hit) hits.set(path, { score, title: false, terms: result.terms, result, own: way === 0 });
      else if (score > hit.score) Object.assign(hit, { score, result, ...(hit.own ? {} : { terms: result.terms }) });
    }
  });
  for (const [path, hit] of hits) hit.title = inTitle.has(path);
  return hits;
}

// A page whose own title names part of what the query asks for ("About Us" for "about the company", through the
// synonym table) counts that part up to twice: the page about a thing before the pages that mention it. In
// proportion to how much of the page is its own text, so the home pages, made of the other pages' sections, do not
// win on their titles ("Managed IT & Cyber Security").
const TITLE_PRIOR = 1;

const ownShare = (result: SearchResult) => {
  const own = (result as unknown as StoredFields).own;
  return typeof own === "number" ? own : 1;
};
const titleFactor = (result: SearchResult) => 1 + TITLE_PRIOR * ownShare(result);

// A page made mostly of other pages' sections (the home pages) is less about any one thing than those pages, even
// where its title names it ("IT-Lösungen & Services"): its score goes with the square root of its own share of text.
const pageFactor = (result: SearchResult) => Math.sqrt(ownShare(result));

interface Ranked {
  path: string;
  /** How many of the query's slots the page has. */
  cover: number;
  /** How many of them its title names. */
  titled: number;
  score: number;
  terms: string[];
  result: SearchResult;
}

// "/service/service-details" is one of "/service"'s pages.
const listOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/**
 * A detail page's list page goes just above it when the list has as many of the query's slots and its title names
 * at least as many: "services" wants the list of services, "frequently asked questions" (on the details page only)
 * the details page.
 */
function listsFirst(ranked: Ranked[]): Ranked[] {
  const out = [...ranked];
  for (let i = 0; i < out.length; i++) {
    const detail = out[i]!;
    const list = listOf(detail.path);
    if (!list) continue;
    const j = out.findIndex((r) => r.path === list);
    const page = out[j];
    if (j > i && page && page.cover >= detail.cover && page.titled > 0 && page.titled >= detail.titled) {
      out.splice(j, 1);
      out.splice(i, 0, page);
    }
  }
  return out;
}

/**
 * The pages for a query, best first. Stopwords are dropped; the rest is searched as slots (./synonyms.ts, querySlots),
 * each a word or a phrase of the synonym table with what it means. Found: the pages with every slot, and the pages
 * whose title names one of them ("Contact Us" for "contact details"); if no page has every slot, the pages with any
 * slot that is not a short word alone. A page's score sums its slots', counts what its title names up to twice, and
 * goes with the share of the slots it has and of its own text (`own`); then a list page goes above its detail page
 * where it names the query as well (listsFirst). `language`: the one the index was made with; `synonyms`: the table
 * it carries (./site-index.ts).
 */
export function findPages(
  index: Searchable,
  query: string,
  limit = 20,
  language: SearchLanguage = siteLanguage(),
  synonyms: Synonyms = NO_SYNONYMS,
): SearchHit[] {
  const words = tokenize(normalizeQuery(query)).slice(0, MAX_QUERY_TERMS);
  if (!words.length) return [];
  const slots = querySlots(words, language, synonyms, index);
  const made = new Map<string, Query>();
  const queryOf: WordQueries = (word) => made.get(word) ?? made.set(word, wordQuery(word, language, index)).get(word)!;
  const pages = new Map<string, Ranked & { strong: boolean }>();
  slots.forEach((slot) => {
    for (const [path, hit] of slotHits(index, slot, queryOf)) {
      const page = pages.get(path) ?? { path, cover: 0, titled: 0, score: 0, terms: [], result: hit.result, strong: false };
      page.cover += 1;
      // A short word in a title ("IT" in "Managed IT & Cyber Security") does not name the page.
      page.titled += hit.title && slot.strong ? 1 : 0;
      page.score += hit.title ? hit.score * titleFactor(hit.result) : hit.score;
      page.terms = [...new Set([...page.terms, ...hit.terms])];
      page.strong ||= slot.strong;
      pages.set(path, page);
    }
  });
  for (const page of pages.values()) page.score *= pageFactor(page.result) * (page.cover / slots.length);
  const all = [...pages.values()].some((p) => p.cover === slots.length);
  const ranked = [...pages.values()]
    .filter((p) => p.cover === slots.length || (p.strong && (!all || p.titled > 0)))
    .sort((a, b) => b.score - a.score);
  return listsFirst(ranked)
    .slice(0, limit)
    .map((r) => {
      const stored = r.result as unknown as StoredFields;
      return { path: r.path, title: stored.title, description: stored.description, score: r.score, terms: r.terms };
    });
}
