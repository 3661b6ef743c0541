/** Which pages of the page table show the article's comments (the build's edge and its tests). */
import { pages } from "../pages";

/** The route module of the article pages (every layout and dark twin of /blog/blog-details). */
export const ARTICLE_MODULE = "routes/blog-details.tsx";

/** Every page that shows an article's comments, by path, with its article. */
export const commentPages: ReadonlyMap<string, string> = new Map(
  pages.filter((p) => p.module === ARTICLE_MODULE).map((p) => [p.path, p.canonical]),
);

/** The address of a page of an article's comments, its path kept. */
export function commentsPageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?comments=${page}#comments` : `${pathname}#comments`;
}
