import { describe, expect, it } from "vitest";
import MiniSearch from "minisearch";
import { indexOptions, type SearchDocument } from "./search-options";
import { createSiteSearch, RESULTS_CACHE } from "./search.server";

const pages: SearchDocument[] = [
  {
    path: "/seo",
    title: "SEO Services",
    headings: "Technical SEO",
    body: "Search engine optimisation that brings customers.",
    description: "SEO",
  },
  { path: "/cloud", title: "Cloud Solution", headings: "", body: "Migrate your workloads to the cloud.", description: "Cloud" },
  { path: "/finance", title: "Finance", headings: "", body: "Reports for the finance team.", description: "Finance" },
];
const texts = Object.fromEntries(pages.map((p) => [p.path, `${p.title} ${p.body}`]));

function indexJson(): string {
  const index = new MiniSearch<SearchDocument>(indexOptions());
  index.addAll(pages);
  return JSON.stringify(index);
}

describe("createSiteSearch: the results cache", () => {
  it("answers queries that differ in case, spacing and Unicode form from one entry, as an uncached search does", () => {
    const search = createSiteSearch(indexJson(), texts);
    const first = search.search("SEO");
    expect(first.map((r) => r.path)).toEqual(["/seo"]);
    for (const q of [" seo ", "Seo", "ｓｅｏ", "s\u200beo"]) expect(search.search(q)).toBe(first); // the same entry
    // A fresh search (nothing cached) gives equal results for each form.
    for (const q of ["seo", " Seo ", "ｓｅｏ"]) expect(createSiteSearch(indexJson(), texts).search(q)).toEqual(first);
    expect(search.search("ﬁnance")).toEqual(createSiteSearch(indexJson(), texts).search("finance"));
    expect(search.search("ﬁnance")[0].path).toBe("/finance");
  });

  it("keys by the number of results asked for too", () => {
    const search = createSiteSearch(indexJson(), texts);
    expect(search.search("cloud seo finance", 1)).toHaveLength(1);
    expect(search.search("cloud seo finance").length).toBeGreaterThan(1);
  });

  it("is bounded: past its entries, the least recently used query is searched again", () => {
    const search = createSiteSearch(indexJson(), texts, { ...RESULTS_CACHE, maxEntries: 2 });
    const seo = search.search("seo");
    const cloud = search.search("cloud");
    expect(search.search("seo")).toBe(seo); // cloud is now the oldest
    search.search("finance");
    expect(search.search("seo")).toBe(seo);
    const again = search.search("cloud");
    expect(again).not.toBe(cloud);
    expect(again).toEqual(cloud);
  });

  it("is bounded by size: results larger than the byte bound are not kept", () => {
    const search = createSiteSearch(indexJson(), texts, { maxEntries: 100, maxBytes: 50 });
    const seo = search.search("seo");
    expect(search.search("seo")).not.toBe(seo);
    expect(search.search("seo")).toEqual(seo);
  });
});
