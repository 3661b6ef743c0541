/**
 * Blog: the 8 post teasers, one file each, content/posts/<slug>.json, newest first (the featured article, its comments
 * and tags are in ./blog-article), with the company's news items (./news) among them by date. Blog list shows them all;
 * "Recent Blogs" sidebar `posts().slice(0, 4)`; "More Blog" strip and home teasers `posts().slice(0, 2)` (variant 7: 3).
 * Format dates with `formatIsoDate` from ./schemas for display.
 */
import { readCollection } from "./files/read";
import type { Post, postsCollection } from "./schemas/posts";
import { news, newsPath } from "./news";

export type { Post, BlogSection, BlogArticle, BlogComment } from "./schemas/posts";

/** A teaser on the blog: a sample post (linking the featured article) or a news item (linking its own page). */
export type Teaser = Omit<Post, "link"> & { link: string };

/** The spec's sample teasers only. */
export const samplePosts = (): Post[] => readCollection<typeof postsCollection>("posts").posts;

/** Every teaser, newest first; a news item comes before a sample of the same date. */
export function posts(): Teaser[] {
  const items: Teaser[] = news().map(({ slug, title, summary, date, author, image, category }) => ({
    slug,
    title,
    summary,
    date,
    author,
    image,
    category,
    link: newsPath(slug),
  }));
  if (items.length === 0) return samplePosts();
  // A stable sort keeps news first among equal dates.
  return [...items, ...samplePosts()].sort((a, b) => b.date.localeCompare(a.date));
}
