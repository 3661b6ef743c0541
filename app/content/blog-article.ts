/**
 * The blog details page: the featured article, content/articles/<slug>.md (front matter, and a
 * Markdown body of paragraphs, '## ' sections and '- ' bullets), with its sample comments and
 * tags. Apart from the post teasers (./posts) so that pages showing only teasers do not carry it.
 */
import { readCollection } from "./files/read";
import type { BlogArticle, BlogComment, articlesCollection } from "./schemas/posts";
import { sections } from "@interface/common";

const featured = () => readCollection<typeof articlesCollection>("articles");

export const blogArticle = (): BlogArticle => featured().blogArticle;

export const blogCommentsHeading = (): string => sections.blogCommentsHeading;

/** The spec's two sample comments. */
export const blogComments = (): BlogComment[] => featured().blogComments;

export const blogTags = (): string[] => featured().blogTags;
