import { describe, expect, it } from "vitest";
import { ARTICLE_PATH, articleOf } from "../../shared/article";
import { pages } from "../pages";
import { ARTICLE_MODULE, commentPages } from "./comments";

describe("the article's pages", () => {
  it("are the same in the page table and in the leaf the lead store uses", () => {
    for (const page of pages) {
      const shows = page.module === ARTICLE_MODULE;
      expect(articleOf(page.path) === ARTICLE_PATH, page.path).toBe(shows);
      if (shows) expect(page.canonical).toBe(ARTICLE_PATH);
    }
    expect([...commentPages.keys()].sort()).toEqual(
      pages
        .filter((p) => articleOf(p.path) === ARTICLE_PATH)
        .map((p) => p.path)
        .sort(),
    );
    expect(commentPages.size).toBe(6);
  });

  it("file a comment under the article whatever the casing or a trailing slash; other paths stand for themselves", () => {
    expect(articleOf("/Blog/Blog-Details-Center-Dark/")).toBe(ARTICLE_PATH);
    expect(articleOf("/blog/blog-details-right")).toBe(ARTICLE_PATH);
    expect(articleOf("/blog/blog-details-left")).toBe("/blog/blog-details-left");
    expect(articleOf("/blog")).toBe("/blog");
  });

  it("give each language its own discussion: a German comment is filed under the German article", () => {
    expect(articleOf("/de/blog/blog-details-right-dark")).toBe("/de/blog/blog-details");
    expect(articleOf("/AR/Blog/Blog-Details/")).toBe("/ar/blog/blog-details");
    expect(articleOf("/fr/blog/blog-details")).toBe("/fr/blog/blog-details");
    expect(articleOf("/de/blog")).toBe("/de/blog");
  });
});
