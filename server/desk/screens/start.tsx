// The desk's start page (/desk): what is new since one last signed in, and what waits for someone.
import { createElement } from "react";
import type { FormKind } from "../../../shared/forms/fields";
import type { DeskUser } from "../../store/desk-types";
import type { ScreenDeps } from "../screen";
import type { EffectiveNotify } from "../../outbox/notify-settings";
import { NobodyTold } from "./notifications";
import { KIND_LABELS, count, when } from "../views";

export function registerStart(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  deps.get(
    "/desk",
    signedIn(async (req, res) => {
      const { store, session } = req.desk!;
      const since = session.user.previousSignInAt ? new Date(session.user.previousSignInAt) : null;
      const [counts, pending, deliveries, notify] = await Promise.all([
        store.desk.counts(since),
        store.desk.listDeskComments({ status: "pending" }, { limit: 1, offset: 0 }),
        store.desk.deliveryCounts(),
        deps.notifications.current(),
      ]);
      send(
        res,
        200,
        "Start",
        createElement(Start, {
          user: session.user,
          newSince: counts.newSince,
          unread: counts.unread,
          pendingComments: pending.total,
          failedDeliveries: deliveries.email.failed + deliveries.webhook.failed + deliveries.reply.failed,
          notify,
        }),
        chromeOf(req, "/desk"),
      );
    }),
  );
}

export function Start(props: {
  user: DeskUser;
  newSince: Record<FormKind, number>;
  unread: Record<FormKind, number>;
  pendingComments: number;
  failedDeliveries: number;
  /** Who is told of new leads: a notice when nobody is, for some kind. */
  notify?: EffectiveNotify;
}) {
  const since = props.user.previousSignInAt;
  return (
    <>
      <h1>Welcome back</h1>
      {props.notify ? <NobodyTold notify={props.notify} admin={props.user.role === "admin"} /> : null}
      <p className="muted">{since ? `What is new since you last signed in (${when(since)}).` : "Your first visit: everything is new."}</p>
      <ul className="cards">
        {(["contact", "quote", "subscribe", "comment"] as const).map((kind) => (
          <li key={kind}>
            <a href={kind === "comment" ? "/desk/comments" : `/desk/leads/${kind}`}>{KIND_LABELS[kind]}</a>
            <span className="count">{count(props.newSince[kind])}</span>
            <span className="muted">new since last time · {count(props.unread[kind])} not read</span>
          </li>
        ))}
        <li>
          <a href="/desk/comments?status=pending">Comments waiting</a>
          <span className="count">{count(props.pendingComments)}</span>
          <span className="muted">for a moderator</span>
        </li>
        <li>
          <a href="/desk/deliveries?state=failed">Failed deliveries</a>
          <span className="count">{count(props.failedDeliveries)}</span>
          <span className="muted">e-mails, webhooks and replies that gave up</span>
        </li>
      </ul>
      <p>
        <a href="/desk/leads">Open the inbox</a> (every kind). Spam counts in none of these: it is kept in the{" "}
        <a href="/desk/leads?status=spam">Spam folder</a>.
      </p>
    </>
  );
}
