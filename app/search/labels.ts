// The search page's title, heading and description are in app/pages.ts.
export const searchLabels = {
  /** Read by screen readers; the placeholder shows. */
  boxLabel: "Search the website",
  button: "Search",
  resultsLabel: "Search results",
  /** /search without a query. */
  emptyQuery: "Type a word or two to search every page of the website.",
  noResults: "No pages match",
  noResultsHint: "Check the spelling, or try a shorter or more general word.",
  result: "result for",
  results: "results for",
  resultsTitle: "Search results for",
  /** The live results could not load: the form still works. */
  liveUnavailable: "Press Enter to see the results.",
  /** A development server before the first build. */
  unavailable: "Search is not available at the moment. Please try again later.",
  allResults: "See all results",
} as const;

export function resultsSummary(query: string, count: number): string {
  if (!query) return "";
  if (!count) return `${searchLabels.noResults} “${query}”`;
  return `${count} ${count === 1 ? searchLabels.result : searchLabels.results} “${query}”`;
}
