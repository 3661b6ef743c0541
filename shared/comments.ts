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

export interface CommentReader {
  approved(article: string): Promise<PublishedComment[]>;
}
