/**
 * /blog/feed.xml in each language (/de/blog/feed.xml, …): the blog's Atom feed, every teaser the blog lists (the
 * company's news items and the sample posts), newest first, read from the content being served, so a publish is in it
 * at once. Not cached by the browser past a revalidation: readers poll it.
 */
import { posts } from "~/content/posts";
import { site } from "~/content/site";
import { pageById } from "~/pages";
import { absoluteUrl } from "~/lib/meta";
import { localHref } from "~/i18n/links";
import { siteLocaleCode } from "~/i18n/format";
import { ARTICLE_PATH } from "../../shared/article";
import { xmlText } from "~/lib/xml";

export function loader() {
  const code = siteLocaleCode();
  const blog = absoluteUrl(localHref("/blog"));
  const teasers = posts();
  const stamp = (date: string) => `${date}T00:00:00Z`;
  const entries = teasers.map((post) => {
    const link = absoluteUrl(localHref(post.link));
    // The samples all link the featured article: each is told apart by its name.
    const id = post.link === ARTICLE_PATH ? `${link}#${post.slug}` : link;
    return [
      "  <entry>",
      `    <title>${xmlText(post.title)}</title>`,
      `    <id>${xmlText(id)}</id>`,
      `    <link rel="alternate" type="text/html" href="${xmlText(link)}"/>`,
      `    <updated>${stamp(post.date)}</updated>`,
      `    <author><name>${xmlText(post.author)}</name></author>`,
      `    <category term="${xmlText(post.category)}"/>`,
      `    <summary>${xmlText(post.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  const newest =
    teasers
      .map((p) => p.date)
      .sort()
      .at(-1) ?? "2000-01-01";
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${code}">`,
    `  <title>${xmlText(`${pageById("blog")!.title} | ${site().name}`)}</title>`,
    `  <id>${xmlText(blog)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(absoluteUrl(localHref("/blog/feed.xml")))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(blog)}"/>`,
    `  <updated>${stamp(newest)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "no-cache" } });
}
