import { blogPosting, jsonLd } from "~/lib/structured-data";
import { pageMetaWith, absoluteUrl } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import { CommentForm } from "~/forms/lead-forms";
import { usePage } from "~/hooks/use-page";
import { articleOf } from "../../shared/article";
import { splitLocale } from "../../shared/locales";
import { localHref } from "~/i18n/links";
import { redirect, useLocation } from "react-router";
import { commentsContext, logContext } from "~/lib/request-context.server";
import { NO_COMMENTS, type ApprovedComments } from "../../shared/comments";
import { posts } from "~/content/posts";
import { blogArticle, blogComments, blogCommentsHeading, blogTags } from "~/content/blog-article";
import { detailLabels } from "~/content/inner-pages";
import { commentForm, serviceSidebar, SIDEBAR_SERVICES_COUNT } from "~/content/labels";
import { services } from "~/content/services";
import { brochure } from "~/content/service-detail";
import { DetailLayout } from "~/components/sections/detail-layout";
import { SiteSearchWidget } from "~/components/sections/site-search-widget";
import { BrochureWidget, ServiceLinks, TagList, TagsWidget } from "~/components/sections/sidebar-widgets";
import { RecentPosts } from "~/components/sections/recent-posts";
import { BlogArticle } from "~/components/sections/blog-article";
import { ShareLinks } from "~/components/sections/share-links";
import { BlogComments } from "~/components/sections/blog-comments";
import { ArticleSection } from "~/components/sections/article-parts";
import { PostGrid } from "~/components/sections/post-card";
import type { Route } from "./+types/blog-details";

export const meta = pageMetaWith((page) => [jsonLd(blogPosting({ ...blogArticle(), summary: blogArticle().intro[0] }, page.canonical))]);

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * The visitors' comments a moderator approved, shown after the spec's samples: read through
 * the load context that server.ts gives (every layout and dark twin shows its article's).
 * Without one (the prerender at build time, the dev server) the page has only the samples;
 * the production server renders the page again when the approved comments change
 * (server/article-pages.ts). If they cannot be read, the page is shown without them.
 */
export async function loader({ url, context }: Route.LoaderArgs): Promise<{ comments: ApprovedComments }> {
  const reader = context.get(commentsContext);
  if (!reader) return { comments: NO_COMMENTS };
  // Older comments are ?comments=2, 3, …; page 1 is the page itself, the one the server keeps rendered.
  const asked = url.searchParams.get("comments");
  const page = asked === null ? 1 : /^[1-9]\d{0,5}$/.test(asked) ? Number(asked) : 0;
  let comments: ApprovedComments;
  try {
    comments = await reader.approved(articleOf(url.pathname), Math.max(page, 1));
  } catch (error) {
    context.get(logContext)?.error({ err: error }, "reading the approved comments failed");
    return { comments: NO_COMMENTS };
  }
  // A page that is not one (past the last, a word, ?comments=1): the nearest that is, so a link kept from before an
  // unpublishing still leads somewhere.
  const wanted = Math.min(Math.max(page, 1), comments.pages);
  // The path as asked, its language's prefix kept.
  if (asked !== null && (wanted !== page || wanted === 1)) throw redirect(commentsPageHref(url.pathname, wanted));
  return { comments };
}

/** The address of a page of an article's comments, its path kept. */
export function commentsPageHref(pathname: string, page: number): string {
  return page > 1 ? `${pathname}?comments=${page}#comments` : `${pathname}#comments`;
}

function BlogSidebar() {
  return (
    <>
      <SiteSearchWidget heading={detailLabels.searchHeading} placeholder={serviceSidebar.searchPlaceholder} />
      <ServiceLinks heading={serviceSidebar.servicesHeading} items={services().slice(0, SIDEBAR_SERVICES_COUNT)} />
      <RecentPosts heading={detailLabels.recentPostsHeading} posts={posts().slice(0, 4)} />
      <TagsWidget heading={blogArticle().tagsHeading} tags={blogTags()} />
      <BrochureWidget brochure={brochure()} />
    </>
  );
}

export default function BlogDetailsPage({ loaderData }: Route.ComponentProps) {
  const page = usePage();
  const sidebar = page?.sidebar ?? "left";
  // Within its language: localHref puts the prefix back.
  const { path: pathname } = splitLocale(useLocation().pathname);
  const canonicalUrl = absoluteUrl(page?.canonical ?? "/blog/blog-details");
  return (
    <DetailLayout sidebar={sidebar} aside={<BlogSidebar />}>
      <article>
        <BlogArticle article={blogArticle()} />
        <footer className="mt-10 flex flex-col gap-6 border-y border-line py-6 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="text-base">{blogArticle().tagsHeading}:</h3>
            <TagList tags={blogTags().slice(0, 3)} />
          </div>
          <div className="flex items-center gap-3">
            <h3 className="text-base">{blogArticle().shareHeading}:</h3>
            <ShareLinks url={canonicalUrl} title={blogArticle().title} label={blogArticle().shareHeading} />
          </div>
        </footer>
      </article>
      <ArticleSection heading={blogCommentsHeading()} id="comments">
        <BlogComments comments={blogComments()} approved={loaderData.comments} pageHref={(n) => localHref(commentsPageHref(pathname, n))} />
      </ArticleSection>
      <ArticleSection heading={commentForm.heading}>
        <div className="card p-6 md:p-8">
          <CommentForm />
        </div>
      </ArticleSection>
      <ArticleSection heading={detailLabels.moreBlogHeading}>
        <PostGrid posts={posts().slice(0, 2)} columns={2} headingLevel="h4" />
      </ArticleSection>
    </DetailLayout>
  );
}
