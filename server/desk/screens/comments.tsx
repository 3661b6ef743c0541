// Moderating the visitors' comments (/desk/comments): waiting first, then approve or reject; a published one is
// unpublished only after a confirming step, and every decision can be changed back (approve again). Each is audited,
// and one someone else made first is said so rather than made again.
import { createElement } from "react";
import type { Request, Response } from "express";
import { COMMENT_DECISIONS, type CommentDecision, type DeskComment, type DeskLead, type LeadStatus } from "../../store/desk-types";
import type { CommentStatus } from "../../store/types";
import { DONE, PAGE_SIZE, audit, param, pastTheEnd, positiveInt, str, type ScreenDeps } from "../screen";
import { Csrf, Notice, Pager, count, doneText, safeLocalPath, viewQuery, when } from "../views";

// The confirming step's own field: a post without it (an old page, a crafted form) is shown the step first.
const CONFIRMED_FIELD = "confirmed";

export function registerComments(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound } = deps;

  const COMMENT_STATUSES: readonly CommentStatus[] = ["pending", "approved", "rejected"];

  // A comment by the id in the path, or undefined (the caller answers 404) for another kind or an unknown id.
  async function commentOf(req: Request): Promise<DeskLead | undefined> {
    const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
    const lead = id ? await req.desk!.store.desk.getLead(id) : undefined;
    return lead?.kind === "comment" ? lead : undefined;
  }

  deps.get(
    "/desk/comments",
    signedIn(async (req, res) => {
      const s = str(req.query.status);
      const status = COMMENT_STATUSES.includes(s as CommentStatus) ? (s as CommentStatus) : undefined;
      const page = positiveInt(req.query.page, 100_000) ?? 1;
      const { rows, total } = await req.desk!.store.desk.listDeskComments({ status }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
      if (pastTheEnd(req, res, page, total)) return;
      send(
        res,
        200,
        "Comments",
        createElement(Comments, {
          status,
          rows,
          total,
          page,
          pageSize: PAGE_SIZE,
          csrf: req.desk!.session.csrfToken,
          notice: doneText(req.query.done, DONE),
        }),
        chromeOf(req, "/desk/comments"),
      );
    }),
  );

  // Unpublishing takes a published comment off its article: this step says so and asks first.
  deps.get(
    "/desk/comments/:id/unpublish",
    signedIn(async (req, res) => {
      const comment = await commentOf(req);
      if (!comment) return notFound(req, res);
      if (comment.status !== "approved") return void res.redirect(303, "/desk/comments?done=comment-stale");
      send(
        res,
        200,
        "Unpublish this comment?",
        createElement(ConfirmUnpublish, { comment, csrf: req.desk!.session.csrfToken }),
        chromeOf(req, "/desk/comments"),
      );
    }),
  );

  deps.post(
    "/desk/comments/:id/:decision",
    body,
    signedIn(async (req: Request, res: Response) => {
      const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
      const decision = param(req, "decision") as CommentDecision;
      if (!id || !COMMENT_DECISIONS.includes(decision)) return notFound(req, res);
      if (decision === "unpublish" && str(req.body?.[CONFIRMED_FIELD]) !== "yes") {
        return void res.redirect(303, `/desk/comments/${id}/unpublish`);
      }
      const changed = await req.desk!.store.desk.decideComment(id, decision, audit(req, `comment-${decision}`, `comment ${id}`));
      res.redirect(303, `/desk/comments?done=${changed ? `comment-${decision}` : "comment-stale"}`);
    }),
  );
}

const COMMENT_TABS: [CommentStatus | undefined, string][] = [
  [undefined, "All, waiting first"],
  ["pending", "Waiting"],
  ["approved", "Published"],
  ["rejected", "Rejected or unpublished"],
];

export function Comments(props: {
  status?: CommentStatus;
  rows: DeskComment[];
  total: number;
  page: number;
  pageSize: number;
  csrf: string;
  notice?: string;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const link = (page: number) => `/desk/comments${viewQuery({ status: props.status as LeadStatus | undefined }, { page })}`;
  return (
    <>
      <h1>Comments</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      <nav aria-label="Which comments" className="pager">
        {COMMENT_TABS.map(([status, label]) => (
          <a
            key={label}
            href={status ? `/desk/comments?status=${status}` : "/desk/comments"}
            aria-current={props.status === status ? "page" : undefined}
          >
            {label}
          </a>
        ))}
      </nav>
      <p role="status">{props.total === 0 ? "No comments here." : `${count(props.total)} comment${props.total === 1 ? "" : "s"}`}</p>
      <ul className="plain panel">
        {props.rows.map((c) => {
          const article = safeLocalPath(c.article);
          return (
            <li key={c.id}>
              <h2 className="muted comment-head">
                {[c.firstName, c.lastName].filter(Boolean).join(" ") || "(no name)"} · {c.email} · {when(c.createdAt)}
              </h2>
              <p className="comment-meta">
                <span className={`badge ${c.status}`}>{c.unpublishedAt ? "unpublished" : c.status}</span> on{" "}
                {article ? <a href={article}>{c.article}</a> : c.article}
              </p>
              <p className="comment" dir="auto">
                {c.message}
              </p>
              <div className="actions">
                {c.status === "pending" ? (
                  <>
                    <Decide id={c.id} decision="approve" csrf={props.csrf} label="Approve" name={c.firstName} />
                    <Decide id={c.id} decision="reject" csrf={props.csrf} label="Reject" name={c.firstName} />
                  </>
                ) : null}
                {c.status === "approved" ? (
                  // A link to the confirming step, not a post: one tap never takes a comment off its article.
                  <a href={`/desk/comments/${c.id}/unpublish`} className="button small secondary">
                    Unpublish<span className="visually-hidden">{` comment ${c.id}${c.firstName ? ` by ${c.firstName}` : ""}`}</span>
                  </a>
                ) : null}
                {c.status === "rejected" ? (
                  <Decide
                    id={c.id}
                    decision="republish"
                    csrf={props.csrf}
                    label={c.unpublishedAt ? "Publish again" : "Approve"}
                    name={c.firstName}
                  />
                ) : null}
                <a href={`/desk/leads/comment/${c.id}`}>
                  Details<span className="visually-hidden"> of comment {c.id}</span>
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={props.page} pages={pages} link={link} />
    </>
  );
}

function Decide({ id, decision, csrf, label, name }: { id: number; decision: CommentDecision; csrf: string; label: string; name: string }) {
  return (
    <form method="post" action={`/desk/comments/${id}/${decision}`}>
      <Csrf token={csrf} />
      <button type="submit" className={decision === "approve" || decision === "republish" ? "small" : "small secondary"}>
        {label}
        <span className="visually-hidden">
          {" "}
          comment {id}
          {name ? ` by ${name}` : ""}
        </span>
      </button>
    </form>
  );
}

export function ConfirmUnpublish({ comment, csrf }: { comment: DeskLead; csrf: string }) {
  const article = safeLocalPath(comment.article);
  const author = [comment.firstName, comment.lastName].filter(Boolean).join(" ") || "(no name)";
  return (
    <>
      <h1>Unpublish this comment?</h1>
      <div className="panel">
        <p className="muted comment-head">
          {author} · {comment.email} · {when(comment.createdAt)}
        </p>
        <p className="comment-meta">
          Published on {article ? <a href={article}>{comment.article}</a> : comment.article}
          {comment.decidedAt ? `, approved ${when(comment.decidedAt)}` : ""}
        </p>
        <p className="comment" dir="auto">
          {comment.message}
        </p>
      </div>
      <p>
        It leaves the article and its other layouts at the next page load. You can publish it again later under Rejected or unpublished.
      </p>
      <form method="post" action={`/desk/comments/${comment.id}/unpublish`} className="actions">
        <Csrf token={csrf} />
        <input type="hidden" name={CONFIRMED_FIELD} value="yes" />
        <button type="submit" className="danger">
          Unpublish comment {comment.id}
        </button>
        <a href="/desk/comments?status=approved">Cancel, keep it published</a>
      </form>
    </>
  );
}
