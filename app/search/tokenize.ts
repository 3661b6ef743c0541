// How the index and a query split text into words (MiniSearch's own default separator): one module, so the synonym
// table (./synonyms.ts) splits its phrases as search-options.ts splits a query.
const SEPARATOR = /[\n\r\p{Z}\p{P}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SEPARATOR).filter(Boolean);
}
