/**
 * Visitors' comments on the article: which pages show them, which article a page
 * belongs to, and what of an approved comment is published. Pure: used by the lead store (to
 * file a comment under its article), the blog-details route and server.ts.
 */
import { pageByPath, pages } from "../pages";

/** The route module of the article pages (every layout and dark twin of /blog/blog-details). */
export const ARTICLE_MODULE = "routes/blog-details.tsx";

/**
 * The article a page shows: its canonical path, which its layouts and dark twins share
 * ("/blog/blog-details-center-dark" → "/blog/blog-details", any case or trailing slash); a
 * path that is not a page stands for itself.
 */
export function articleOf(pagePath: string): string {
  return pageByPath(pagePath)?.canonical ?? pagePath;
}

/** Every page that shows an article's comments, by path, with its article. */
export const commentPages: ReadonlyMap<string, string> = new Map(
  pages.filter((p) => p.module === ARTICLE_MODULE).map((p) => [p.path, p.canonical]),
);

/** What a page shows of an approved comment: never the e-mail, phone or page it came from. */
export interface PublishedComment {
  id: number;
  /** First and last name as the visitor wrote them. */
  author: string;
  /** Day it was sent, YYYY-MM-DD (UTC). */
  date: string;
  /** The text as written (shown as text, never as markup), line breaks as "\n". */
  text: string;
}

export function publishedComment(row: {
  id: number;
  firstName: string;
  lastName: string;
  createdAt: string;
  message: string;
}): PublishedComment {
  return {
    id: row.id,
    author: [row.firstName.trim(), row.lastName.trim()].filter(Boolean).join(" "),
    date: row.createdAt.slice(0, 10),
    text: row.message.replace(/\r\n?/g, "\n"),
  };
}

/** Reads an article's approved comments, oldest first: server.ts puts one in the load context. */
export interface CommentReader {
  approved(article: string): Promise<PublishedComment[]>;
}
