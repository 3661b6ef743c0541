import type { BlogComment, Teaser } from "~/content/posts";
import type { ApprovedComments } from "../../../shared/comments";
import { blogCommentsHeading } from "~/content/blog-article";
import { detailLabels } from "~/content/inner-pages";
import { commentForm, serviceSidebar, SIDEBAR_SERVICES_COUNT } from "~/content/labels";
import { posts } from "~/content/posts";
import { services } from "~/content/services";
import { brochure } from "~/content/service-detail";
import { SiteSearchWidget } from "./site-search-widget";
import { RecentPosts } from "./recent-posts";
import { CommentForm } from "~/forms/lead-forms";
import { ArticleSection } from "./article-parts";
import { BlogComments } from "./blog-comments";
import { PostGrid } from "./post-card";
import { ShareLinks } from "./share-links";
import { BrochureWidget, ServiceLinks, TagList, TagsWidget } from "./sidebar-widgets";

/** Under an article (the featured one, a news item): its first tags and its share links. */
export function ArticleFooter(props: { tagsHeading: string; tags: readonly string[]; shareHeading: string; url: string; title: string }) {
  return (
    <footer className="mt-10 flex flex-col gap-6 border-y border-line py-6 md:flex-row md:items-center md:justify-between">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-base">{props.tagsHeading}:</h3>
        <TagList tags={props.tags.slice(0, 3)} />
      </div>
      <div className="flex items-center gap-3">
        <h3 className="text-base">{props.shareHeading}:</h3>
        <ShareLinks url={props.url} title={props.title} label={props.shareHeading} />
      </div>
    </footer>
  );
}

/** After an article: its comments (samples, then the approved ones by page), the comment form and two more posts. */
export function ArticleDiscussion(props: {
  samples: BlogComment[];
  approved: ApprovedComments;
  pageHref: (page: number) => string;
  more: Teaser[];
}) {
  return (
    <>
      {/* A news item nobody has commented on yet shows no empty heading. */}
      {props.samples.length > 0 || props.approved.total > 0 ? (
        <ArticleSection heading={blogCommentsHeading()} id="comments">
          <BlogComments comments={props.samples} approved={props.approved} pageHref={props.pageHref} />
        </ArticleSection>
      ) : null}
      <ArticleSection heading={commentForm.heading}>
        <div className="card p-6 md:p-8">
          <CommentForm />
        </div>
      </ArticleSection>
      <ArticleSection heading={detailLabels.moreBlogHeading}>
        <PostGrid posts={props.more} columns={2} headingLevel="h4" />
      </ArticleSection>
    </>
  );
}

/** A blog article's sidebar: search, services, the latest posts, the article's tags and the brochure. */
export function BlogSidebar({ tagsHeading, tags }: { tagsHeading: string; tags: readonly string[] }) {
  return (
    <>
      <SiteSearchWidget heading={detailLabels.searchHeading} placeholder={serviceSidebar.searchPlaceholder} />
      <ServiceLinks heading={serviceSidebar.servicesHeading} items={services().slice(0, SIDEBAR_SERVICES_COUNT)} />
      <RecentPosts heading={detailLabels.recentPostsHeading} posts={posts().slice(0, 4)} />
      <TagsWidget heading={tagsHeading} tags={tags} />
      <BrochureWidget brochure={brochure()} />
    </>
  );
}
