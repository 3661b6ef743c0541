// Never the e-mail, phone or page it came from.
export interface PublishedComment {
  id: number;
  author: string;
  /** YYYY-MM-DD (UTC). */
  date: string;
  /** Shown as text, never as markup. */
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

/**
 * How many approved comments an article page shows: the newest, after the samples, with "older comments" pages (links,
 * no script) for the rest. A page's size and its re-render after an approval stay the same however many there are.
 */
export const COMMENTS_PER_PAGE = 20;

/** One page of an article's approved comments: page 1 holds the newest; each page is in the order they were written. */
export interface ApprovedComments {
  comments: PublishedComment[];
  total: number;
  page: number;
  pages: number;
}

export const NO_COMMENTS: ApprovedComments = { comments: [], total: 0, page: 1, pages: 1 };

export function commentPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE));
}

export interface CommentReader {
  /** `page` 1 (the newest) unless given; a page past the last comes back empty, saying how many there are. */
  approved(article: string, page?: number): Promise<ApprovedComments>;
}
