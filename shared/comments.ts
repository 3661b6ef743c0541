/** What the article pages show of visitors' comments, and how the server reads them. */

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
