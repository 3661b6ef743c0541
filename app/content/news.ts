/**
 * The company's news items: content/news/<locale>/<slug>.md, newest first, in the language being rendered (an item not
 * written in it is not there). Each has its page at /blog/<slug> (routes/news.tsx).
 */
import { readCollection } from "./files/read";
import type { NewsItem, newsCollection } from "./schemas/news";

export type { NewsItem } from "./schemas/news";

export const news = (): NewsItem[] => readCollection<typeof newsCollection>("news").news;

/** A news item's page, within its language (localHref adds the prefix). */
export const newsPath = (slug: string): string => `/blog/${slug}`;

/** The news item at a path within its language (`/blog/<slug>`), if the content holds one. */
export function newsItemAt(path: string): NewsItem | undefined {
  const slug = /^\/blog\/([a-z0-9-]+)\/?$/.exec(path)?.[1];
  return slug === undefined ? undefined : news().find((n) => n.slug === slug);
}
