// A leaf so the lead store can file comments without the page table (app/lib/comments.test.ts checks they agree).
import { localePath, splitLocale } from "./locales";

export const ARTICLE_PATH = "/blog/blog-details";

const ARTICLE_LAYOUT = /^\/blog\/blog-details(?:-center|-right)?(?:-dark)?\/?$/i;

/**
 * The article a page shows, in the page's language: its layouts and dark twin share one discussion, and each language
 * has its own (`/de/blog/blog-details-right` → `/de/blog/blog-details`), so a page shows comments its readers can read.
 */
export function articleOf(pagePath: string): string {
  const { locale, path } = splitLocale(pagePath);
  return ARTICLE_LAYOUT.test(path) ? localePath(ARTICLE_PATH, locale.code) : pagePath;
}

/** Whether a page shows the article (in any language). */
export function isArticlePage(pagePath: string): boolean {
  return ARTICLE_LAYOUT.test(splitLocale(pagePath).path);
}
