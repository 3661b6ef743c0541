/**
 * Each language's words for the site search: how a word is written in the index and looked up in a query
 * (`processTerm`, the same at index and query time) and its stem, searched as a prefix (search-options.ts).
 *
 * `siteLanguage` is the language served: a render's (its route's), or in the browser the page's,
 * read when the search loads (one script serves every language, so it carries the three stemmers, ~1 KB of brotli).
 * `searchLanguage(locale)` names any of them, for tests and tools that use several languages in one process.
 */
import { stemmer as englishStemmer } from "stemmer";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { siteLocaleCode } from "../i18n/format";

export type SearchLocale = "en" | "de" | "ar";

export interface SearchLanguage {
  locale: SearchLocale;
  /** A word as the index holds it; a query's words are processed the same way. */
  processTerm(term: string): string;
  /** A processed word's stem, a prefix of it (the word itself when it has none): searched as a prefix. */
  stem(term: string): string;
  /** Shorter stems would find unrelated words by prefix. */
  minStemLength: number;
  /** Words are joined into compounds (German): a query's compound is searched as its parts too. */
  compounds?: boolean;
  /**
   * Words that say nothing about a page ("how", "the", "Sie", "التي"), processed: a query drops them unless it is made
   * of nothing else ("من نحن"), so "where is your office" is searched as "office".
   */
  stopwords: ReadonlySet<string>;
  /** Other spellings of a processed query word that the index may hold ("oeffnungszeiten" → "offnungszeiten"). */
  variants?(term: string): string[];
}

const stopwords = (process: (term: string) => string, words: string) => new Set(words.split(/\s+/).filter(Boolean).map(process));

const english: SearchLanguage = {
  locale: "en",
  processTerm: (term) => term.toLowerCase(),
  stem: (term) => englishStemmer(term),
  // "news" → "new" would find "network".
  minStemLength: 4,
  // Not "it" (IT) nor "about" (the About page's name).
  stopwords: /* @__PURE__ */ stopwords(
    (term) => term.toLowerCase(),
    `a an the and or of to in on at for from with by as is are was were be been do does did can could would should will
    i me my you your yours we us our they their he she his her this that these those there here what which who whom
    where when how why much many any some get have has had please want need find show tell`,
  ),
};

// ä ö ü → a o u, ß → ss, as the German stemmer writes its stems: "Lösungen", "Losungen" and the stem "losung" meet.
const foldGerman = (term: string) =>
  term
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u0308/g, "")
    .normalize("NFC")
    .replace(/ß/g, "ss");

const german: SearchLanguage = {
  locale: "de",
  processTerm: foldGerman,
  stem: (term) => germanStemmer(term),
  // "Sicherheit" → "sich" would find every page.
  minStemLength: 5,
  compounds: true,
  // Typed without umlauts as ae, oe, ue ("Oeffnungszeiten"): the index folds "ö" to "o".
  variants: (term) => {
    const folded = term.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u");
    return folded === term ? [] : [folded];
  },
  // Not "über" (the About page is "Über uns").
  stopwords: /* @__PURE__ */ stopwords(
    foldGerman,
    `der die das den dem des ein eine einen einem einer eines und oder von vom zu zum zur mit für auf an am im in ins aus
    bei ist sind war sein hat haben habt wird werden kann können ich du er sie es wir ihr ihre ihren ihnen uns unser unsere
    unseren euer eure mich mir mein meine dein deine sich was wer wie wo welche welcher welches wann warum man gibt bitte
    seid hier dort auch noch nur`,
  ),
};

// Tashkeel (U+064B–U+0652), the superscript alef and tatweel go; the alef with hamza or madda is alef, alef maqsura is
// yeh and teh marbuta is heh, as people type them either way.
const ARABIC_MARKS = /[\u064B-\u0652\u0670\u0640]/g;
const normalizeArabic = (term: string) =>
  term
    .toLowerCase()
    .replace(ARABIC_MARKS, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه");

// The article and the conjunctions and prepositions written with it ("والخدمات", "بالسحابة", "للتقنية"), longest
// first, then "و" ("وخدمات"): each with the shortest word that may remain.
const ARABIC_PREFIXES: readonly [string, number][] = [
  ["وال", 2],
  ["بال", 2],
  ["كال", 2],
  ["فال", 2],
  ["لل", 2],
  ["ال", 2],
  ["و", 3],
];

function processArabic(term: string): string {
  const word = normalizeArabic(term);
  for (const [prefix, rest] of ARABIC_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= rest) return word.slice(prefix.length);
  }
  return word;
}

// A light stemmer: a possessive ending ("خدماتنا"), then a plural, dual, feminine or adjective ending, so "سحابه" and
// "سحابيه" (cloud, cloud-) both give "سحاب". Not Orama's Arabic stemmer: on the Arabic pages' judged queries it ranks
// the same, but it cuts leading letters too ("فريق" → "ريق", no prefix of the word) and adds 12 KB to the browser.
const ARABIC_PRONOUNS = ["هما", "كما", "هم", "هن", "كم", "كن", "نا", "ها"];
const ARABIC_ENDINGS = ["يات", "ات", "ون", "ين", "يه", "ان", "ه", "ي"];
const MIN_ARABIC_STEM = 3;

function stripOne(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_ARABIC_STEM) return word.slice(0, -ending.length);
  }
  return word;
}

// "ب", "ل", "ف" and "ك" written onto a word without the article ("بتحسين", "لخدمات"): not taken off in the index, since
// as many words begin with these letters ("فريق", "برمجيات", "لوحات"); a query's word is also searched without one.
const ARABIC_LETTER_PREFIXES = ["ب", "ل", "ف", "ك"];

const arabic: SearchLanguage = {
  locale: "ar",
  processTerm: processArabic,
  stem: (term) => stripOne(stripOne(term, ARABIC_PRONOUNS), ARABIC_ENDINGS),
  minStemLength: MIN_ARABIC_STEM,
  variants: (term) => (ARABIC_LETTER_PREFIXES.some((p) => term.startsWith(p)) && term.length - 1 >= MIN_ARABIC_STEM ? [term.slice(1)] : []),
  // Prepositions, pronouns and question words, the colloquial ones too ("معانا", "عندكم").
  stopwords: /* @__PURE__ */ stopwords(
    processArabic,
    `في من إلى الى على عن مع هل ما ماذا كيف كم متى أين اين لماذا هذا هذه ذلك تلك التي الذي الذين هو هي هم أنا انا أنت
    انت أنتم انتم نحن لكم لنا بنا معنا معانا عندكم لديكم لدينا أو او ثم كل أي اي يا أريد اريد عايز`,
  ),
};

/** Any language by its code (English for one the search does not know): not for the browser, which has only its own. */
export function searchLanguage(locale: string): SearchLanguage {
  return locale === "de" ? german : locale === "ar" ? arabic : english;
}

/** The language served: the render's, or in the browser the page's. */
export function siteLanguage(): SearchLanguage {
  return searchLanguage(siteLocaleCode());
}
