/**
 * Blog: the 8 post teasers, one file each, content/posts/<slug>.json, newest first (the
 * featured article, its comments and tags are in ./blog-article). Blog list shows all 8; "Recent Blogs" sidebar `posts().slice(0, 4)`;
 * "More Blog" strip and home teasers `posts().slice(0, 2)` (variant 7: 3).
 * Format dates with `formatIsoDate` from ./schemas for display.
 */
import { readCollection } from "./files/read";
import type { Post, postsCollection } from "./schemas/posts";

export type { Post, BlogSection, BlogArticle, BlogComment } from "./schemas/posts";

export const posts = (): Post[] => readCollection<typeof postsCollection>("posts").posts;
