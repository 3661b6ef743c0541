/**
 * Schema of each language's search synonym table, content/search/<locale>/synonyms.json (app/search/synonyms.ts says
 * how the search uses it). Not a collection: each language has its own table, not a translation of English's, so
 * ../files/validate checks these files against this schema only. The build writes the table into the search index
 * (scripts/lib/search-index.ts).
 */
import { z } from "zod";
import { NonEmpty } from "./common.ts";
import type { SynonymTable } from "../../search/synonyms";

export const SEARCH_FOLDER = "search";
export const SYNONYMS_FILE = "synonyms.json";

// A phrase of a word or a few, as a visitor types it: the index reads it as it reads a query.
const Phrase = NonEmpty.max(60);
const Phrases = z.array(Phrase).min(1).max(20);

const SynonymEntrySchema = z.union([
  // Each finds the others.
  z.object({ same: Phrases.min(2) }).strict(),
  // A query saying one of `query` also finds pages saying one of `alsoFind`, not the other way round.
  z.object({ query: Phrases, alsoFind: Phrases }).strict(),
]);

// Small: the table travels in the search index to every browser that searches.
export const SynonymTableSchema = z.object({ synonyms: z.array(SynonymEntrySchema).max(100) }).strict() satisfies z.ZodType<SynonymTable>;
