// Interface text from content/interface/<locale>/common.json; the search page's title, heading and description are in app/pages.ts.
import { search } from "@interface/common";
import { fill, plural } from "~/i18n/format";

export const searchLabels = search;

export function resultsSummary(query: string, count: number): string {
  if (!query) return "";
  if (!count) return fill(searchLabels.noResults, { query });
  return plural(searchLabels.resultsFor, count, { query });
}
