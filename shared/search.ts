/** What the site search answers, as /search shows it: the server's search reaches the route through the load context. */

/** A run of a snippet's text, marked where it matches the query. */
export type SnippetPart = { text: string; mark: boolean };

/** A result as the page shows it. */
export type FoundPage = { path: string; title: string; snippet: SnippetPart[] };

export interface SiteSearch {
  /** How many pages the index holds. */
  pages: number;
  search(query: string, limit?: number): FoundPage[];
}
