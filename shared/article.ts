// A leaf so the lead store can file comments without the page table (app/lib/comments.test.ts checks they agree).
export const ARTICLE_PATH = "/blog/blog-details";

const ARTICLE_LAYOUT = /^\/blog\/blog-details(?:-center|-right)?(?:-dark)?\/?$/i;

export function articleOf(pagePath: string): string {
  return ARTICLE_LAYOUT.test(pagePath) ? ARTICLE_PATH : pagePath;
}
