import type { Teaser as Post } from "~/content/posts";
import { SidebarWidget } from "./sidebar-widgets";
import { PostDate } from "./post-card";
import { localHref } from "~/i18n/links";
import { ContentImage } from "~/components/ui/content-image";

/** 'Recent Blogs': thumbnail, title link and date of the latest posts. */
export function RecentPosts({ heading, posts }: { heading: string; posts: Post[] }) {
  return (
    <SidebarWidget heading={heading}>
      <ul className="flex flex-col gap-5">
        {posts.map((post) => (
          <li key={post.slug} className="flex items-center gap-4">
            <ContentImage
              sizes="5rem"
              src={post.image}
              alt=""
              width={800}
              height={520}
              loading="lazy"
              decoding="async"
              className="aspect-square w-20 shrink-0 rounded-xl object-cover"
            />
            <div className="min-w-0">
              <PostDate date={post.date} className="text-sm text-muted" />
              <h3 className="mt-1 text-base leading-snug">
                <a href={localHref(post.link)} className="hover:text-brand-ink">
                  {post.title}
                </a>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </SidebarWidget>
  );
}
