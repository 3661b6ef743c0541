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
const NewsFileShape = z
  .object({
    title: NonEmpty,
    summary: NonEmpty,
    date: IsoDateSchema,
    author: NonEmpty,
    category: NonEmpty,
    image: ImagePathSchema,
    /** What the picture shows, for those who cannot see it, in the item's language; required unless it is decoration. */
    imageAlt: z.string().trim().max(250),
    /** The picture adds nothing a reader needs (it then has no description): the same in every language. */
    imageDecorative: z.boolean().optional(),
    tags: NonEmpty.array().min(1).max(8),
    intro: NonEmpty.array().min(1),
    sections: BlogSectionSchema.array(),
  })
  .strict();

// Every picture is described unless it is said to be decoration. A translation then needs its own description, as it
// needs every text the English file has (files/locales.ts).
const described = (item: { imageAlt: string; imageDecorative?: boolean }, ctx: z.RefinementCtx) => {
  if (!item.imageDecorative && item.imageAlt.trim() === "")
    ctx.addIssue({
      code: "custom",
      path: ["imageAlt"],
      message: "say what the picture shows, for visitors who cannot see it, or mark the picture as decoration",
    });
};

export const NewsFileSchema = NewsFileShape.superRefine(described);
export type NewsFile = z.infer<typeof NewsFileSchema>;

export const NewsItemSchema = NewsFileShape.extend({
  slug: z
    .string()
    .regex(NEWS_SLUG, "the file name is the item's address: lower-case letters and digits, words joined by dashes")
    .refine((slug) => !(RESERVED_NEWS_SLUGS as readonly string[]).includes(slug), "that address is another page's: rename the file"),
}).superRefine(described);
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
      data: {
        title: "",
        summary: "",
        date: "",
        author: "",
        category: "",
        image: "/images/blog/post-1.svg",
        imageAlt: "",
        imageDecorative: false,
        tags: [""],
      },
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
        hint: 'For visitors who cannot see it, in this language: say what matters in the picture ("Our team at the new Berlin office"). Needed in every language, unless the picture is only decoration.',
      },
      imageDecorative: {
        label: "The picture is only decoration",
        hint: "Tick it when the picture adds nothing a reader needs: it is then described in no language.",
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
