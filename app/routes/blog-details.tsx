import { blogPosting, jsonLd } from "~/lib/structured-data";
import { pageMetaWith, absoluteUrl } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import { usePage } from "~/hooks/use-page";
import { articleOf } from "../../shared/article";
import { splitLocale } from "../../shared/locales";
import { localHref } from "~/i18n/links";
import { useLocation } from "react-router";
import type { ApprovedComments } from "../../shared/comments";
import { posts } from "~/content/posts";
import { blogArticle, blogComments, blogTags } from "~/content/blog-article";
import { DetailLayout } from "~/components/sections/detail-layout";
import { BlogArticle } from "~/components/sections/blog-article";
import { ArticleDiscussion, ArticleFooter, BlogSidebar } from "~/components/sections/article-discussion";
import { approvedCommentsOf } from "~/lib/article-comments.server";
import { commentsPageHref } from "~/lib/comments";
import type { Route } from "./+types/blog-details";

export const meta = pageMetaWith((page) => [jsonLd(blogPosting({ ...blogArticle(), summary: blogArticle().intro[0] }, page.canonical))]);

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * The visitors' comments a moderator approved, shown after the spec's samples (every layout and dark twin shows its
 * article's). Without the server's load context (the prerender, the dev server) the page has only the samples; the
 * production server renders the page again when the approved comments change (server/article-pages.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<{ comments: ApprovedComments }> {
  return { comments: await approvedCommentsOf(articleOf(url.pathname), url, context) };
}

export default function BlogDetailsPage({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const sidebar = page?.sidebar ?? "left";
  // Within its language: localHref puts the prefix back.
  const { path: pathname } = splitLocale(useLocation().pathname);
  const canonicalUrl = absoluteUrl(page?.canonical ?? "/blog/blog-details");
  return (
    <DetailLayout sidebar={sidebar} aside={<BlogSidebar tagsHeading={blogArticle().tagsHeading} tags={blogTags()} />}>
      <article>
        <BlogArticle article={blogArticle()} />
        <ArticleFooter
          tagsHeading={blogArticle().tagsHeading}
          tags={blogTags()}
          shareHeading={blogArticle().shareHeading}
          url={canonicalUrl}
          title={blogArticle().title}
        />
      </article>
      <ArticleDiscussion
        samples={blogComments()}
        approved={loaderData.comments}
        pageHref={(n) => localHref(commentsPageHref(pathname, n))}
        more={posts().slice(0, 2)}
      />
    </DetailLayout>
  );
}
