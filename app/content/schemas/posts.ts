/** Zod schemas and types of ../posts (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, IsoDateSchema, NonEmpty, type DataSchemas } from "./common";

export const PostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: NonEmpty,
  summary: NonEmpty,
  /** ISO date, YYYY-MM-DD. */
  date: IsoDateSchema,
  author: NonEmpty,
  image: ImagePathSchema,
  category: NonEmpty,
  link: z.literal("/blog/blog-details"),
});
export type Post = z.infer<typeof PostSchema>;

/** content/posts/<slug>.json: a post teaser (newest first by `date`; every teaser links to the featured article). */
export const PostFileSchema = PostSchema.omit({ link: true }).strict();
export type PostFile = z.infer<typeof PostFileSchema>;

export const BlogSectionSchema = z.object({
  heading: NonEmpty,
  paragraphs: NonEmpty.array().min(1),
  bullets: NonEmpty.array().optional(),
});
export type BlogSection = z.infer<typeof BlogSectionSchema>;

export const BlogArticleSchema = z.object({
  title: NonEmpty,
  image: ImagePathSchema,
  date: IsoDateSchema,
  author: NonEmpty,
  category: NonEmpty,
  intro: NonEmpty.array().min(1),
  quote: z.object({ text: NonEmpty, author: NonEmpty }),
  sections: BlogSectionSchema.array().min(2),
  conclusion: NonEmpty,
  tagsHeading: NonEmpty,
  shareHeading: NonEmpty,
});
export type BlogArticle = z.infer<typeof BlogArticleSchema>;

export const BlogCommentSchema = z.object({
  author: NonEmpty,
  date: IsoDateSchema,
  text: NonEmpty,
  avatar: ImagePathSchema,
  replyLabel: z.literal("Reply"),
});
export type BlogComment = z.infer<typeof BlogCommentSchema>;

export const BlogTagsSchema = NonEmpty.array().min(6).max(8);

/**
 * content/articles/<slug>.md, the featured article (blog details page): front matter with these
 * fields, its tags and the spec's two sample comments; the Markdown body gives `intro` (the
 * paragraphs before the first '## ' heading) and `sections` (see ../files/source).
 */
export const BlogArticleFileSchema = BlogArticleSchema.extend({
  tags: BlogTagsSchema,
  comments: BlogCommentSchema.omit({ replyLabel: true }).strict().array().length(2),
}).strict();
export type BlogArticleFile = z.infer<typeof BlogArticleFileSchema>;

/** Each validated export of ../posts and the schema (with its count and order constraints) it must satisfy. */
export const dataSchemas = {
  posts: PostSchema.array().length(8),
  blogArticle: BlogArticleSchema,
  blogComments: BlogCommentSchema.array().length(2),
  blogTags: BlogTagsSchema,
} satisfies DataSchemas;
