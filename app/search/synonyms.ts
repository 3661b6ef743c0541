/**
 * A language's synonym table (content/search/<locale>/synonyms.json, checked by app/content/schemas/search.ts): the
 * visitor's words for what the pages call otherwise ("pricing plans" → "Preise", "عن الشركة" → "من نحن"). The build
 * writes it into the search index, so the server and the browser read the table the index was made with. No zod here:
 * the browser's live search uses this module.
 */
import { tokenize } from "./tokenize";
import type { SearchLanguage } from "./stemming";

/** Either phrases that mean the same (each finds the others), or phrases a query may say and what they also find. */
export type SynonymEntry = { same: string[] } | { query: string[]; alsoFind: string[] };

export interface SynonymTable {
  synonyms: SynonymEntry[];
}

interface Phrase {
  /** Each word's key: its stem, so "reviews" matches "review". */
  keys: string[];
  /** The words as written, searched as a query's are. */
  words: string[];
}

export interface Synonyms {
  /** The phrases a query may contain, each with the phrases it also finds; longest first. */
  rules: { from: Phrase; to: Phrase[] }[];
}

export const NO_SYNONYMS: Synonyms = { rules: [] };

const keyOf = (word: string, language: SearchLanguage) => {
  const term = language.processTerm(word);
  return language.stem(term) || term;
};

function phrase(text: string, language: SearchLanguage): Phrase | undefined {
  const words = tokenize(text);
  return words.length ? { words, keys: words.map((w) => keyOf(w, language)) } : undefined;
}

export function compileSynonyms(table: SynonymTable | undefined, language: SearchLanguage): Synonyms {
  const rules: Synonyms["rules"] = [];
  for (const entry of table?.synonyms ?? []) {
    const [from, to] = "same" in entry ? [entry.same, entry.same] : [entry.query, entry.alsoFind];
    const targets = to.map((t) => phrase(t, language)).filter((p) => p !== undefined);
    for (const source of from.map((f) => phrase(f, language))) {
      if (!source) continue;
      const others = targets.filter((t) => t.keys.join(" ") !== source.keys.join(" "));
      if (others.length) rules.push({ from: source, to: others });
    }
  }
  rules.sort((a, b) => b.from.keys.length - a.from.keys.length);
  return { rules };
}

/** A run of a query's words that a table's phrase names, with what it also finds (all rules naming that phrase). */
export interface PhraseMatch {
  start: number;
  length: number;
  alternatives: string[][];
}

// A compound's head, at least this long after at least this much, names what it is ("Firmengeschichte" is a
// "Geschichte", "Preisanfrage" an "Anfrage").
const MIN_HEAD_LENGTH = 4;
const MIN_HEAD_REST = 3;

/** A German compound no phrase names whose head is a one-word phrase of the table: what that phrase also finds. */
function compoundHeadMatch(word: string, start: number, synonyms: Synonyms, language: SearchLanguage): PhraseMatch | undefined {
  if (!language.compounds) return undefined;
  const term = language.processTerm(word);
  // The longest head first: "Unternehmenswerte" is "Werte", not "Erte".
  for (let i = MIN_HEAD_REST; i <= term.length - MIN_HEAD_LENGTH; i++) {
    const key = keyOf(term.slice(i), language);
    const rules = synonyms.rules.filter((rule) => rule.from.keys.length === 1 && rule.from.keys[0] === key);
    if (!rules.length) continue;
    const alternatives: string[][] = [];
    for (const to of rules.flatMap((rule) => rule.to)) {
      if (!alternatives.some((a) => a.join(" ") === to.words.join(" "))) alternatives.push(to.words);
    }
    return { start, length: 1, alternatives };
  }
  return undefined;
}

/** The longest phrases of the table in the query's words, left to right, without overlaps. */
export function matchSynonyms(words: readonly string[], synonyms: Synonyms, language: SearchLanguage): PhraseMatch[] {
  if (!synonyms.rules.length) return [];
  // A word also matches by its other spellings' keys.
  const keys = words.map((w) => {
    const term = language.processTerm(w);
    return [keyOf(w, language), ...(language.variants?.(term) ?? []).map((v) => language.stem(v) || v)];
  });
  const found: PhraseMatch[] = [];
  for (let start = 0; start < keys.length;) {
    let match: PhraseMatch | undefined;
    for (const rule of synonyms.rules) {
      const n = rule.from.keys.length;
      if (match && n < match.length) break;
      if (start + n > keys.length || !rule.from.keys.every((k, i) => keys[start + i]!.includes(k))) continue;
      match ??= { start, length: n, alternatives: [] };
      for (const to of rule.to) {
        if (!match.alternatives.some((a) => a.join(" ") === to.words.join(" "))) match.alternatives.push(to.words);
      }
    }
    match ??= compoundHeadMatch(words[start]!, start, synonyms, language);
    if (match) found.push(match);
    start += match ? match.length : 1;
  }
  return found;
}
