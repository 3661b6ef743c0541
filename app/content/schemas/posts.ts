/** Zod schemas and types of ../posts (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, IsoDateSchema, NonEmpty, type DataSchemas } from "./common.ts";
import { folderCollection } from "./collection.ts";
import { dateField, imageField, slugField } from "./forms.ts";
import { featuredArticle, postTeasers } from "../files/assemble.ts";
import { commonCollection } from "./interface.ts";

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

/** The blog's post teasers: content/posts/<slug>.json, newest first. */
export const postsCollection = folderCollection({
  name: "posts",
  folder: "posts",
  extension: ".json",
  schema: PostFileSchema,
  order: (a, b) => b.date.localeCompare(a.date),
  exports: (records) => ({ posts: postTeasers(records) }),
  recordLists: ["posts"],
  checks: { posts: dataSchemas.posts },
  form: {
    label: "Blog posts",
    label_singular: "Post",
    description: "The eight post teasers (blog page, sidebars, home pages), newest first. Each links to the featured article.",
    create: false,
    delete: false,
    identifier_field: "title",
    summary: "{{date}}: {{title}}",
    sortable_fields: ["date", "title"],
    media_folder: "/public/images/blog",
    public_folder: "/images/blog",
    fields: {
      title: { label: "Title" },
      slug: slugField,
      summary: { label: "Summary", widget: "text" },
      date: dateField,
      author: { label: "Author" },
      category: { label: "Category" },
      image: imageField,
    },
  },
});

/** The featured article: content/articles/<slug>.md (front matter and a Markdown body). */
export const articlesCollection = folderCollection({
  name: "articles",
  folder: "articles",
  extension: ".md",
  schema: BlogArticleFileSchema,
  exports: ([featured], use) => featuredArticle(featured!.data, use(commonCollection).sections.replyLabel),
  count: { length: 1, message: "content/articles holds one article, the featured one" },
  checks: { blogArticle: dataSchemas.blogArticle, blogComments: dataSchemas.blogComments, blogTags: dataSchemas.blogTags },
  form: {
    label: "Featured article",
    label_singular: "Article",
    description: "The article of the blog details page, with its tags and sample comments.",
    create: false,
    delete: false,
    identifier_field: "title",
    media_folder: "/public/images/blog",
    public_folder: "/images/blog",
    fields: {
      title: { label: "Title" },
      date: dateField,
      author: { label: "Author" },
      category: { label: "Category" },
      image: imageField,
      quote: { label: "Quote", fields: { text: { label: "Quote", widget: "text" }, author: { label: "By" } } },
      body: {
        label: "Article",
        widget: "markdown",
        covers: ["intro", "sections"],
        buttons: ["heading-two", "bulleted-list"],
        editor_components: [],
        modes: ["rich_text", "raw"],
        hint: "Paragraphs first (the introduction), then at least two sections, each starting with a heading; a section may end with one bullet list. Plain text only.",
      },
      conclusion: { label: "Conclusion", widget: "text" },
      tags: { label: "Tags", field: { name: "tag", label: "Tag" } },
      comments: {
        label: "Comments (the spec's two samples)",
        summary: "{{fields.author}}",
        fields: {
          author: { label: "Name" },
          date: dateField,
          text: { label: "Comment", widget: "text" },
          avatar: {
            label: "Photo",
            choose_url: false,
            hint: "One of the site's images (an .svg file).",
            pattern: ["^[^/]+\\.svg$", "Pick one of the site's .svg images"],
            media_folder: "/public/images/clients",
            public_folder: "/images/clients",
          },
        },
      },
      tagsHeading: { label: "Tags heading" },
      shareHeading: { label: "Share heading" },
    },
  },
});
