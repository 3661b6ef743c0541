/** Zod schemas and types of ../news (tests and tooling only: never import this from app code). */
import { z } from "zod";
import { ImagePathSchema, IsoDateSchema, NonEmpty } from "./common.ts";
import { folderCollection } from "./collection.ts";
import { dateField, imageField } from "./forms.ts";
import { BlogSectionSchema } from "./posts.ts";

/** Addresses under /blog/ that are pages of their own: a news item of that name would never be shown. */
export const RESERVED_NEWS_SLUGS = [
  "blog-details",
  "blog-details-right",
  "blog-details-center",
  "blog-details-dark",
  "blog-details-right-dark",
  "blog-details-center-dark",
  "feed.xml",
  "sitemap.xml",
] as const;

export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * content/news/<locale>/<slug>.md: a news item the company writes (front matter and a Markdown body of paragraphs,
 * '## ' sections and '- ' bullets, parsed into `intro` and `sections` as the featured article's is). Its page is
 * /blog/<slug> in each language it is written in.
 */
export const NewsFileSchema = z
  .object({
    title: NonEmpty,
    summary: NonEmpty,
    date: IsoDateSchema,
    author: NonEmpty,
    category: NonEmpty,
    image: ImagePathSchema,
    /** What the picture shows, for those who cannot see it, in the item's language; "" when it is decoration. */
    imageAlt: z.string().trim().max(250),
    tags: NonEmpty.array().min(1).max(8),
    intro: NonEmpty.array().min(1),
    sections: BlogSectionSchema.array(),
  })
  .strict();
export type NewsFile = z.infer<typeof NewsFileSchema>;

export const NewsItemSchema = NewsFileSchema.extend({
  slug: z
    .string()
    .regex(NEWS_SLUG, "the file name is the item's address: lower-case letters and digits, words joined by dashes")
    .refine((slug) => !(RESERVED_NEWS_SLUGS as readonly string[]).includes(slug), "that address is another page's: rename the file"),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** The company's news items, newest first. Empty as shipped: the spec's eight teasers are sample content. */
export const newsCollection = folderCollection({
  name: "news",
  folder: "news",
  extension: ".md",
  schema: NewsFileSchema,
  order: (a, b) => b.date.localeCompare(a.date),
  exports: (records) => ({
    news: records.map(({ file, data }) => ({ ...data, slug: file.slice(file.lastIndexOf("/") + 1).replace(/\.md$/, "") })),
  }),
  recordLists: ["news"],
  checks: { news: NewsItemSchema.array() },
  translationsOptional: true,
  form: {
    label: "News",
    label_singular: "News item",
    description:
      "The company's own posts. Each gets its own page (/blog/<address>) in every language it is written in, first on the blog, in the feed, the sitemap and the search.",
    create: true,
    delete: true,
    identifier_field: "title",
    summary: "{{date}}: {{title}}",
    blank: {
      data: { title: "", summary: "", date: "", author: "", category: "", image: "/images/blog/post-1.svg", imageAlt: "", tags: [""] },
      body: "",
    },
    fields: {
      title: { label: "Title" },
      summary: { label: "Summary", widget: "text", hint: "One or two sentences: the blog list, the feed and search results show it." },
      date: dateField,
      author: { label: "Author" },
      category: { label: "Category" },
      image: imageField,
      imageAlt: {
        label: "What the picture shows",
        hint: 'For visitors who cannot see it, in this language: say what matters in the picture ("Our team at the new Berlin office"). Leave it empty if the picture is only decoration.',
      },
      tags: { label: "Tags", field: { name: "tag", label: "Tag" } },
      body: {
        label: "Text",
        widget: "markdown",
        covers: ["intro", "sections"],
        hint: "Paragraphs first (separated by an empty line), then any sections, each starting with a line '## Heading'; a section may end with a list of lines starting '- '. Plain text only.",
      },
    },
  },
});
