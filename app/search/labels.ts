/**
 * The site search's words: the sidebar search box, its live results and the /search page.
 * (The search page's title, heading and description are in the page table, app/pages.ts.)
 */
export const searchLabels = {
  /** The search box's label (read by screen readers; the placeholder shows). */
  boxLabel: "Search the website",
  button: "Search",
  /** The name of the list of results. */
  resultsLabel: "Search results",
  /** /search without a query. */
  emptyQuery: "Type a word or two to search every page of the website.",
  noResults: "No pages match",
  noResultsHint: "Check the spelling, or try a shorter or more general word.",
  result: "result for",
  results: "results for",
  /** The title of a results page: "Search results for “cloud”". */
  resultsTitle: "Search results for",
  /** The live results could not load: the form still works. */
  liveUnavailable: "Press Enter to see the results.",
  /** The server has no index (a development server before the first build). */
  unavailable: "Search is not available at the moment. Please try again later.",
  /** The live results' link to every result on /search. */
  allResults: "See all results",
} as const;

/** "3 results for “cloud”", "No pages match “xyz”" ("" for no query). */
export function resultsSummary(query: string, count: number): string {
  if (!query) return "";
  if (!count) return `${searchLabels.noResults} “${query}”`;
  return `${count} ${count === 1 ? searchLabels.result : searchLabels.results} “${query}”`;
}
