/**
 * The article's canonical page, and which pages show it: its three layouts and their dark
 * twins. A leaf, so the lead store can file a comment under its article without the page table
 * (app/lib/comments.test.ts checks that the two agree).
 */
export const ARTICLE_PATH = "/blog/blog-details";

const ARTICLE_LAYOUT = /^\/blog\/blog-details(?:-center|-right)?(?:-dark)?\/?$/i;

/** The article a page shows ("/blog/blog-details-center-dark" → ARTICLE_PATH, any case or trailing slash); any other path stands for itself. */
export function articleOf(pagePath: string): string {
  return ARTICLE_LAYOUT.test(pagePath) ? ARTICLE_PATH : pagePath;
}
