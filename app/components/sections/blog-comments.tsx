import { Reply } from "~/components/ui/icons";
import type { BlogComment } from "~/content/posts";
import { detailLabels } from "~/content/inner-pages";
import { COMMENTS_PER_PAGE, NO_COMMENTS, type ApprovedComments } from "../../../shared/comments";
import { PostDate } from "./post-card";
import { fill } from "~/i18n/format";
import { sections } from "@interface/common";
import { siteLocaleCode } from "~/i18n/format";

export const COMMENT_FORM_ID = "comment-form";

// The spec's samples have a picture, visitors' comments their initial.
interface ShownComment {
  key: string;
  author: string;
  date: string;
  text: string;
  avatar?: string;
  replyLabel: string;
}

// The form has tabindex="-1", so a Reply link focuses it without script. A visitor's text is React text, never markup.
// Page 1 shows the samples, then a link to the older comments, then the newest; an older page shows its own, then
// links to the newer and the older ones (one navigation landmark a page). `pageHref` gives a page's address.
export function BlogComments({
  comments,
  approved = NO_COMMENTS,
  pageHref = () => "#comments",
}: {
  comments: BlogComment[];
  approved?: ApprovedComments;
  pageHref?: (page: number) => string;
}) {
  // The content has no other label.
  const replyLabel = comments[0]?.replyLabel ?? sections.replyLabel;
  const { page, pages, total } = approved;
  const visitors = approved.comments.map((c) => ({ key: `comment-${c.id}`, author: c.author, date: c.date, text: c.text, replyLabel }));
  const samples = page === 1 ? comments.map((c, i) => ({ key: `sample-${i}`, ...c })) : [];
  const older = page < pages ? total - page * COMMENTS_PER_PAGE : 0;
  const links = (
    <CommentPageLinks
      newer={page > 1 ? pageHref(page - 1) : undefined}
      older={older > 0 ? { href: pageHref(page + 1), count: older } : undefined}
    />
  );
  if (page === 1 && older === 0) return <CommentList shown={[...samples, ...visitors]} />;
  return page === 1 ? (
    <>
      <CommentList shown={samples} />
      <div className="my-5">{links}</div>
      <CommentList shown={visitors} />
    </>
  ) : (
    <>
      <CommentList shown={visitors} />
      <div className="mt-5">{links}</div>
    </>
  );
}

function CommentPageLinks({ newer, older }: { newer?: string; older?: { href: string; count: number } }) {
  const link =
    "inline-flex min-h-11 items-center rounded-full border border-line px-5 text-sm font-semibold text-ink hover:border-brand hover:text-brand";
  return (
    <nav aria-label={detailLabels.commentPages} className="flex flex-wrap gap-3">
      {newer && (
        <a href={newer} className={link}>
          {detailLabels.newerComments}
        </a>
      )}
      {older && (
        <a href={older.href} className={link}>
          {fill(detailLabels.olderComments, { count: String(older.count) })}
        </a>
      )}
    </nav>
  );
}

function CommentList({ shown }: { shown: ShownComment[] }) {
  if (!shown.length) return null;
  return (
    <ol className="flex flex-col gap-5">
      {shown.map((comment) => (
        <li key={comment.key} className="card flex gap-4 p-5 sm:gap-5 sm:p-6">
          {comment.avatar ? (
            <img
              src={comment.avatar}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="size-14 shrink-0 rounded-full bg-brand-soft sm:size-16"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-soft text-xl font-semibold text-brand-ink sm:size-16"
            >
              {initial(comment.author)}
            </span>
          )}
          <article className="min-w-0 flex-1">
            <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div className="min-w-0">
                <h4 className="text-lg break-words">{comment.author}</h4>
                <p className="text-sm text-muted">
                  <span className="sr-only">{`${detailLabels.postedOn} `}</span>
                  <PostDate date={comment.date} />
                </p>
              </div>
              <a
                href={`#${COMMENT_FORM_ID}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-soft px-4 text-sm font-semibold text-brand-ink hover:bg-brand hover:text-on-brand"
              >
                <Reply aria-hidden="true" className="size-4" />
                {comment.replyLabel}
                <span className="sr-only">{` ${fill(detailLabels.replyTo, { author: comment.author })}`}</span>
              </a>
            </header>
            <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-muted">{comment.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}

// A whole emoji or accented letter, not half of one.
function initial(name: string): string {
  return (Array.from(name.trim())[0] ?? "").toLocaleUpperCase(siteLocaleCode());
}
