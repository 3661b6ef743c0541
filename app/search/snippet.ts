// Text parts out, rendered with <mark> by React: nothing of a page or a query becomes markup.
import type { SnippetPart } from "../../shared/search";
import { siteLanguage, type SearchLanguage } from "./stemming";

export type { SnippetPart };

// As search-options.ts tokenizes.
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

const LEAD = 60;
export const SNIPPET_LENGTH = 220;

// `terms` are the index's (MiniSearch's `terms` of a result): the text's words are processed as the index's were.
export function markTerms(text: string, terms: readonly string[], language: SearchLanguage = siteLanguage()): SnippetPart[] {
  const wanted = new Set(terms);
  const parts: SnippetPart[] = [];
  let plain = 0;
  for (const m of text.matchAll(WORD)) {
    if (!wanted.has(language.processTerm(m[0]))) continue;
    if (m.index > plain) parts.push({ text: text.slice(plain, m.index), mark: false });
    parts.push({ text: m[0], mark: true });
    plain = m.index + m[0].length;
  }
  if (plain < text.length) parts.push({ text: text.slice(plain), mark: false });
  return parts;
}

// A later window holding more of the different matched words beats the first match ("cloud migration" over "cloud").
function bestMatch(text: string, wanted: ReadonlySet<string>, length: number, language: SearchLanguage): number {
  const hits: { index: number; term: string }[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = language.processTerm(m[0]);
    if (wanted.has(term)) hits.push({ index: m.index, term });
  }
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < hits.length && bestCount < wanted.size; i++) {
    const seen = new Set<string>();
    for (let j = i; j < hits.length && hits[j].index < hits[i].index + length - LEAD; j++) seen.add(hits[j].term);
    if (seen.size > bestCount) {
      best = hits[i].index;
      bestCount = seen.size;
    }
  }
  return best;
}

// Cut between words, with "…" where text was left out.
export function snippet(
  text: string,
  terms: readonly string[],
  length = SNIPPET_LENGTH,
  language: SearchLanguage = siteLanguage(),
): SnippetPart[] {
  const first = bestMatch(text, new Set(terms), length, language);
  let start = Math.max(0, first - LEAD);
  if (start > 0) {
    const space = text.lastIndexOf(" ", start);
    start = space === -1 ? 0 : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const parts = markTerms(text.slice(start, end).trim(), terms, language);
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < text.length) parts.push({ text: " …", mark: false });
  return parts;
}
