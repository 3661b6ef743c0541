// @vitest-environment node
// The judged query set against an index of freshly rendered pages, so it runs before the build too; after the build,
// `npm run test:site` checks the built index the same way.
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../app/pages";
import { site } from "../../app/content/site";
import { judgedQueriesEn } from "../../app/search/judged-queries.en";
import { createSiteSearch } from "../../app/search/search.server";
import { liveSearch } from "../../app/search/live-search";
import { buildIndex, readPage, type IndexedPage } from "./search-index";
import { prerender } from "./prerender-for-tests";
import { JUDGED_TOP, judge, judgedProblems, judgedTable, type JudgedReport } from "./search-relevance";

const canonical = pages.filter((p) => p.path === p.canonical);
let indexed: IndexedPage[];
let report: JudgedReport;
let indexJson: string;

beforeAll(async () => {
  indexed = [];
  for (const page of canonical) indexed.push(readPage(await prerender(page), page.path, site.name));
  indexJson = JSON.stringify(buildIndex(indexed));
  const search = createSiteSearch(indexJson, Object.fromEntries(indexed.map((p) => [p.path, p.text])));
  report = judge((q) => search.search(q).map((r) => r.path), judgedQueriesEn);
  console.log(`Judged queries (en):\n${judgedTable(report)}`);
}, 60_000);

describe("the judged query set (en)", () => {
  it("has at least 24 distinct queries, each expecting canonical pages that are indexed", () => {
    const queries = judgedQueriesEn.map((q) => q.query);
    expect(queries.length).toBeGreaterThanOrEqual(24);
    expect(new Set(queries).size).toBe(queries.length);
    const paths = new Set(indexed.map((p) => p.path));
    for (const q of judgedQueriesEn) {
      expect(q.expected.length, q.query).toBeGreaterThan(0);
      for (const p of q.expected) expect(paths, `${q.query}: ${p}`).toContain(p);
    }
  });

  it(`finds an expected page in the top ${JUDGED_TOP} for every query, with a mean reciprocal rank above the floor`, () => {
    expect(judgedProblems(report)).toEqual([]);
  });

  it("ranks the same in the browser", () => {
    const live = liveSearch(indexJson);
    const browser = judge((q) => live.search(q).map((h) => h.path), judgedQueriesEn);
    expect(browser.rows.map((r) => r.top)).toEqual(report.rows.map((r) => r.top));
  });
});

describe("judgedProblems", () => {
  it("names each query whose pages fell out of the top 3, and a mean reciprocal rank under the floor", () => {
    const dropped = judge(
      () => ["/a", "/b", "/c", "/x"],
      [
        { query: "x", expected: ["/x"] },
        { query: "a", expected: ["/a"] },
      ],
    );
    expect(dropped).toMatchObject({ top1: 1, top3: 1, mrr: (1 / 4 + 1) / 2 });
    expect(judgedProblems(dropped, 0.9)).toEqual(['"x": none of /x in the top 3 (rank 4)', "mean reciprocal rank 0.625 < 0.9"]);
  });
});
