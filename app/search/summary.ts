// The search box's words and its results line, without the words themselves: the island gets them as props, so its
// code carries none and a publish changes them with the page (app/search/labels.ts gives them on the server).
import { fill, plural, type PluralText } from "~/i18n/format";

// A type, not an interface: island props must be JSON, which an interface cannot promise.
export type SearchBoxWords = {
  boxLabel: string;
  button: string;
  resultsLabel: string;
  noResults: string;
  resultsFor: PluralText;
  liveUnavailable: string;
  allResults: string;
};

export function resultsSummary(query: string, count: number, words: Pick<SearchBoxWords, "noResults" | "resultsFor">): string {
  if (!query) return "";
  if (!count) return fill(words.noResults, { query });
  return plural(words.resultsFor, count, { query });
}
