export type SnippetPart = { text: string; mark: boolean };

export type FoundPage = { path: string; title: string; snippet: SnippetPart[] };

export interface SiteSearch {
  pages: number;
  search(query: string, limit?: number): FoundPage[];
}
