// Moderating the visitors' comments (/desk/comments): waiting first, then approve, reject or unpublish; each decision
// is audited, and one someone else made first is said so rather than made again.
import { createElement } from "react";
import type { DeskComment, LeadStatus } from "../../store/desk-types";
import type { CommentStatus } from "../../store/types";
import { DONE, PAGE_SIZE, audit, param, pastTheEnd, positiveInt, str, type ScreenDeps } from "../screen";
import { Csrf, Notice, Pager, count, doneText, safeLocalPath, viewQuery, when } from "../views";

export function registerComments(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound } = deps;

  const COMMENT_STATUSES: readonly CommentStatus[] = ["pending", "approved", "rejected"];

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

  deps.post(
    "/desk/comments/:id/:decision",
    body,
    signedIn(async (req, res) => {
      const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
      const decision = param(req, "decision");
      if (!id || (decision !== "approve" && decision !== "reject" && decision !== "unpublish")) return notFound(req, res);
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
                  <Decide id={c.id} decision="unpublish" csrf={props.csrf} label="Unpublish" name={c.firstName} />
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

function Decide({ id, decision, csrf, label, name }: { id: number; decision: string; csrf: string; label: string; name: string }) {
  return (
    <form method="post" action={`/desk/comments/${id}/${decision}`}>
      <Csrf token={csrf} />
      <button type="submit" className={decision === "approve" ? "small" : "small secondary"}>
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
