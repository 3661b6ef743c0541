/**
 * The sidebar search's live results, in the browser: loaded by the island
 * (app/components/sections/site-search.tsx) when the search box is first focused, with the
 * index it fetches then. The same index and settings as /search.
 */
import { findPages, siteLanguage, type SearchLanguage } from "./search-options";
import { openIndex } from "./site-index";
import { markTerms, type SnippetPart } from "./snippet";

/** A live result: the page, and its short text with the matched words marked. */
export type LiveHit = { path: string; title: string; text: SnippetPart[] };

export interface LiveSearch {
  /** Every matching page, best first. */
  search(query: string): LiveHit[];
}

/** `language`: the index's; the browser has only this build's. */
export function liveSearch(indexJson: string, language: SearchLanguage = siteLanguage()): LiveSearch {
  const { index, synonyms } = openIndex(indexJson, language);
  return {
    search: (query) =>
      findPages(index, query, undefined, language, synonyms).map((hit) => ({
        path: hit.path,
        title: hit.title,
        text: markTerms(hit.description, hit.terms, language),
      })),
  };
}

/** Fetches the index (fingerprinted: cached for a year after the first time) and opens it. */
export async function loadLiveSearch(indexUrl: string): Promise<LiveSearch> {
  const response = await fetch(indexUrl, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${indexUrl}: ${response.status}`);
  return liveSearch(await response.text());
}
