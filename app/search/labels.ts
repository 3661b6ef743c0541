// Interface text from content/interface/<locale>/common.json; the search page's title, heading and description are in app/pages.ts.
import { search } from "@interface/common";
import type { SearchBoxWords } from "./summary";

export { resultsSummary, type SearchBoxWords } from "./summary";

export const searchLabels = search;

/** The search box island's words, in the language and revision being rendered. */
export const searchBoxWords = (): SearchBoxWords => ({
  boxLabel: search.boxLabel,
  button: search.button,
  resultsLabel: search.resultsLabel,
  noResults: search.noResults,
  resultsFor: search.resultsFor,
  liveUnavailable: search.liveUnavailable,
  allResults: search.allResults,
});
