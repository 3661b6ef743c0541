import { Reply } from "~/components/ui/icons";
import type { BlogComment } from "~/content/posts";
import { detailLabels } from "~/content/inner-pages";
import { PostDate } from "./post-card";

export const COMMENT_FORM_ID = "comment-form";

/**
 * The article's comments, each with a Reply link to the comment form. The form has
 * tabindex="-1", so following the link focuses it (the browser does that for a fragment's
 * focusable target) and the next Tab lands in its first field: no script needed.
 */
export function BlogComments({ comments }: { comments: BlogComment[] }) {
  return (
    <ol className="flex flex-col gap-5">
      {comments.map((comment) => (
        <li key={comment.author} className="card flex gap-4 p-5 sm:gap-5 sm:p-6">
          <img
            src={comment.avatar}
            alt=""
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full bg-brand-soft sm:size-16"
          />
          <article className="min-w-0 flex-1">
            <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div>
                <h4 className="text-lg">{comment.author}</h4>
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
                <span className="sr-only">{` ${detailLabels.replyTo} ${comment.author}`}</span>
              </a>
            </header>
            <p className="mt-3 leading-relaxed text-muted">{comment.text}</p>
          </article>
        </li>
      ))}
    </ol>
  );
}
