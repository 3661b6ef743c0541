import { CalendarDays, UserRound } from "~/components/ui/icons";
import type { Teaser as Post } from "~/content/posts";
import { formatIsoDate } from "~/content/schemas";
import { cardLabels } from "~/content/labels";
import { CardGrid, CardMoreLink, type CardHeading, type GridOptions } from "./card-grid";
import { fill } from "~/i18n/format";
import { localHref } from "~/i18n/links";
import { ContentImage } from "~/components/ui/content-image";

/** Publication date as a machine-readable <time>. */
export function PostDate({ date, className = "" }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatIsoDate(date)}
    </time>
  );
}

/** A blog teaser: image, category, date, author, title, summary and 'Read More'. */
export function PostCard({
  post,
  headingLevel: Heading = "h3",
  eager = false,
}: {
  post: Post;
  headingLevel?: CardHeading;
  /** Load the image eagerly (for a card at the top of the page). */
  eager?: boolean;
}) {
  return (
    <article className="card group flex h-full flex-col overflow-hidden">
      <div className="relative overflow-hidden">
        <ContentImage
          sizes="(min-width: 768px) 50vw, 100vw"
          src={post.image}
          alt=""
          width={800}
          height={520}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[20/13] w-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute start-4 top-4 rounded-full bg-brand px-3 py-1 text-xs font-semibold text-on-brand">{post.category}</span>
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4 text-brand-ink" />
            <PostDate date={post.date} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4 text-brand-ink" />
            {fill(cardLabels.byAuthor, { author: post.author })}
          </span>
        </p>
        <Heading className="mt-3 text-xl leading-snug">
          <a href={localHref(post.link)} className="hover:text-brand-ink">
            {post.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.summary}</p>
        <CardMoreLink to={post.link} label={cardLabels.readMore} context={post.title} />
      </div>
    </article>
  );
}

export function PostGrid({ posts, columns = 2, headingLevel, ...grid }: GridOptions & { posts: Post[] }) {
  return (
    <CardGrid
      {...grid}
      columns={columns}
      items={posts}
      itemKey={(p) => p.link + p.slug}
      renderItem={(p) => <PostCard post={p} headingLevel={headingLevel} />}
    />
  );
}
