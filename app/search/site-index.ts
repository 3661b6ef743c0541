// Opens a built search index: MiniSearch's own JSON, plus the language's synonym table the build put beside it
// (scripts/lib/search-index.ts), so the server and the browser search with the table the index was made with.
import MiniSearch from "minisearch";
import { indexOptionsFor, type SearchDocument } from "./search-options";
import { compileSynonyms, type SynonymTable, type Synonyms } from "./synonyms";
import type { SearchLanguage } from "./stemming";

export interface SiteIndex {
  index: MiniSearch<SearchDocument>;
  synonyms: Synonyms;
}

type IndexJs = Parameters<typeof MiniSearch.loadJS>[0] & Partial<SynonymTable>;

export function openIndex(indexJson: string, language: SearchLanguage): SiteIndex {
  const js = JSON.parse(indexJson) as IndexJs;
  return {
    index: MiniSearch.loadJS<SearchDocument>(js, indexOptionsFor(language)),
    synonyms: compileSynonyms({ synonyms: js.synonyms ?? [] }, language),
  };
}
