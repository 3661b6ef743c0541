import { data } from "react-router";
import { blogPosting, jsonLd } from "~/lib/structured-data";
import { absoluteUrl, metaForPage } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import { localePath, splitLocale } from "../../shared/locales";
import { localHref } from "~/i18n/links";
import { posts } from "~/content/posts";
import { news, newsPath } from "~/content/news";
import { blogArticle } from "~/content/blog-article";
import { serviceSidebar } from "~/content/labels";
import { newsPageOf } from "~/pages";
import { DetailLayout } from "~/components/sections/detail-layout";
import { BlogArticle } from "~/components/sections/blog-article";
import { ArticleDiscussion, ArticleFooter, BlogSidebar } from "~/components/sections/article-discussion";
import { approvedCommentsOf } from "~/lib/article-comments.server";
import { languagesContext } from "~/lib/request-context.server";
import { commentsPageHref } from "~/lib/comments";
import type { Route } from "./+types/news";

/**
 * /blog/<slug>: a news item the company published from the desk, rendered on request from the content being served
 * (so it is there the moment its revision is live, and gone when removed), with its own comments: the item's page in
 * each language is its own discussion, as the featured article's is. An item not written in this language is a 404.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const item = news().find((n) => n.slug === params.slug);
  if (!item) throw data(null, { status: 404, statusText: "Not Found" });
  const article = localePath(newsPath(item.slug), splitLocale(url.pathname).locale.code);
  // The languages it is written in, as served (none known: the prerender's and the indexer's renders).
  const languages = context.get(languagesContext)?.(newsPath(item.slug)) ?? null;
  return { item, languages, comments: await approvedCommentsOf(article, url, context) };
}

export const action = (args: Route.ActionArgs) => formAction(args);

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { item, languages } = loaderData;
  const page = newsPageOf(item, languages);
  return [...metaForPage(page), jsonLd(blogPosting(item, page.canonical))];
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { item, comments } = loaderData;
  const path = newsPath(item.slug);
  return (
    <DetailLayout sidebar="left" aside={<BlogSidebar tagsHeading={serviceSidebar.tagsHeading} tags={item.tags} />}>
      <article>
        <BlogArticle article={item} titled={false} />
        <ArticleFooter
          tagsHeading={serviceSidebar.tagsHeading}
          tags={item.tags}
          shareHeading={blogArticle().shareHeading}
          url={absoluteUrl(localHref(path))}
          title={item.title}
        />
      </article>
      <ArticleDiscussion
        samples={[]}
        approved={comments}
        pageHref={(n) => localHref(commentsPageHref(path, n))}
        more={posts()
          .filter((p) => p.link !== path)
          .slice(0, 2)}
      />
    </DetailLayout>
  );
}
