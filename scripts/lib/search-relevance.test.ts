// @vitest-environment node
// The judged query set of the language the pages are rendered in, against an index of freshly rendered pages, so it
// runs before the build too; after the build, `npm run test:site` checks the built index the same way. The content
// plugin builds one language in: vitest.config.ts runs this file once more for German and Arabic (projects search-de,
// search-ar), and the language is this run's (`siteLocaleCode()`).
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../app/pages";
import { site } from "../../app/content/site";
import { siteLocaleCode } from "../../app/i18n/format";
import { searchLanguage } from "../../app/search/search-options";
import { createSiteSearch } from "../../app/search/search.server";
import { liveSearch } from "../../app/search/live-search";
import { buildIndex, readPage, type IndexedPage } from "./search-index";
import { prerender } from "./prerender-for-tests";
import { JUDGED_SETS, JUDGED_TOP, judge, judgedProblems, judgedTable, type JudgedReport } from "./search-relevance";

const locale = siteLocaleCode();
const judged = JUDGED_SETS[locale];
const language = searchLanguage(locale);
const canonical = pages.filter((p) => p.path === p.canonical);
let indexed: IndexedPage[];
let report: JudgedReport;
let indexJson: string;

beforeAll(async () => {
  if (!judged) throw new Error(`No judged search queries for ${locale}: add app/search/judged-queries.${locale}.ts`);
  indexed = [];
  for (const page of canonical) indexed.push(readPage(await prerender(page), page.path, site().name));
  indexJson = JSON.stringify(buildIndex(indexed, language));
  const search = createSiteSearch(indexJson, Object.fromEntries(indexed.map((p) => [p.path, p.text])), undefined, language);
  report = judge((q) => search.search(q).map((r) => r.path), judged.queries);
  console.log(`Judged queries (${locale}):\n${judgedTable(report)}`);
}, 60_000);

describe(`the judged query set (${locale})`, () => {
  it(`has at least ${judged?.atLeast} distinct queries, each expecting canonical pages that are indexed`, () => {
    const queries = judged!.queries.map((q) => q.query);
    expect(queries.length).toBeGreaterThanOrEqual(judged!.atLeast);
    expect(new Set(queries).size).toBe(queries.length);
    const paths = new Set(indexed.map((p) => p.path));
    for (const q of judged!.queries) {
      expect(q.expected.length, q.query).toBeGreaterThan(0);
      for (const p of q.expected) expect(paths, `${q.query}: ${p}`).toContain(p);
    }
  });

  it(`finds an expected page in the top ${JUDGED_TOP} for every query, with a mean reciprocal rank above the floor`, () => {
    expect(judgedProblems(report, judged!.minMrr)).toEqual([]);
  });

  it("ranks the same in the browser", () => {
    const live = liveSearch(indexJson, language);
    const browser = judge((q) => live.search(q).map((h) => h.path), judged!.queries);
    expect(browser.rows.map((r) => r.top)).toEqual(report.rows.map((r) => r.top));
  });
});
