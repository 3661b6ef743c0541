// The notifications of leads (/desk/deliveries): e-mails and webhooks by channel and state, and for admins a retry of
// the failed ones, one or all.
import { createElement } from "react";
import type { DeliveryRow } from "../../store/desk-types";
import type { Channel, OutboxState } from "../../store/types";
import { DONE, PAGE_SIZE, audit, param, pastTheEnd, positiveInt, str, type ScreenDeps } from "../screen";
import { CHANNEL_LABELS, Csrf, Notice, Pager, ScrollRegion, count, doneText, when } from "../views";
import type { EffectiveNotify } from "../../outbox/notify-settings";
import { NobodyTold } from "./notifications";

const CHANNEL_PLURALS: Record<Channel, string> = {
  email: "e-mails",
  webhook: "webhooks",
  confirm: "confirmation e-mails",
  reply: "reply e-mails",
};

export function registerDeliveries(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound } = deps;

  deps.get(
    "/desk/deliveries",
    signedIn(async (req, res) => {
      const c = str(req.query.channel);
      const s = str(req.query.state);
      const channel = c === "email" || c === "webhook" || c === "reply" ? (c as Channel) : undefined;
      const state = s === "pending" || s === "failed" || s === "delivered" ? (s as OutboxState) : undefined;
      const page = positiveInt(req.query.page, 100_000) ?? 1;
      const store = req.desk!.store;
      const [{ rows, total }, counts, notify] = await Promise.all([
        store.desk.listDeliveries({ channel, state }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
        store.desk.deliveryCounts(),
        deps.notifications.current(),
      ]);
      if (pastTheEnd(req, res, page, total)) return;
      send(
        res,
        200,
        "Deliveries",
        createElement(DeliveriesPage, {
          channel,
          state,
          rows,
          total,
          counts,
          page,
          pageSize: PAGE_SIZE,
          admin: req.desk!.session.user.role === "admin",
          csrf: req.desk!.session.csrfToken,
          notice: doneText(req.query.done, DONE),
          notify,
        }),
        chromeOf(req, "/desk/deliveries"),
      );
    }),
  );

  deps.post(
    "/desk/deliveries/retry",
    body,
    signedIn(
      async (req, res) => {
        await req.desk!.store.desk.retryDeliveries(undefined, audit(req, "delivery-retry", "every failed delivery"));
        res.redirect(303, "/desk/deliveries?done=retried");
      },
      { role: "admin" },
    ),
  );

  deps.post(
    "/desk/deliveries/:id/retry",
    body,
    signedIn(
      async (req, res) => {
        const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
        if (!id) return notFound(req, res);
        await req.desk!.store.desk.retryDeliveries(id, audit(req, "delivery-retry", `delivery ${id}`));
        res.redirect(303, "/desk/deliveries?state=failed&done=retried");
      },
      { role: "admin" },
    ),
  );
}

export function DeliveriesPage(props: {
  channel?: Channel;
  state?: OutboxState;
  rows: DeliveryRow[];
  total: number;
  counts: Record<Channel, Record<OutboxState, number>>;
  page: number;
  pageSize: number;
  admin: boolean;
  csrf: string;
  notice?: string;
  notify?: EffectiveNotify;
}) {
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const q = (extra: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ channel: props.channel, state: props.state, ...extra })) if (v) p.set(k, String(v));
    const s = p.toString();
    return s ? `?${s}` : "";
  };
  const failed = props.counts.email.failed + props.counts.webhook.failed + props.counts.reply.failed;
  return (
    <>
      <h1>Deliveries</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.notify ? <NobodyTold notify={props.notify} admin={props.admin} /> : null}
      <ScrollRegion labelledBy="delivery-counts">
        <table>
          <caption id="delivery-counts">Notifications by channel and state</caption>
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Pending</th>
              <th scope="col">Failed</th>
              <th scope="col">Delivered</th>
            </tr>
          </thead>
          <tbody>
            {(["email", "webhook", "reply"] as const).map((ch) => (
              <tr key={ch}>
                <th scope="row">{CHANNEL_LABELS[ch]}</th>
                {(["pending", "failed", "delivered"] as const).map((st) => (
                  <td key={st}>
                    <a href={`/desk/deliveries?channel=${ch}&state=${st}`}>
                      {count(props.counts[ch][st])}
                      <span className="visually-hidden">
                        {" "}
                        {st} {CHANNEL_PLURALS[ch]}
                      </span>
                    </a>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {props.admin && failed > 0 ? (
        <form method="post" action="/desk/deliveries/retry" className="pager">
          <Csrf token={props.csrf} />
          <button type="submit">Retry every failed delivery ({count(failed)})</button>
        </form>
      ) : null}
      <h2>
        {props.state ? `${props.state[0].toUpperCase()}${props.state.slice(1)}` : "All"}{" "}
        {props.channel ? CHANNEL_PLURALS[props.channel] : "deliveries"}
      </h2>
      <p role="status">{props.total === 0 ? "Nothing here." : `${count(props.total)} in this view`}</p>
      {props.rows.length > 0 ? (
        <ScrollRegion label="Deliveries in this view">
          <table className="stack">
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Channel</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Next attempt or delivered</th>
                <th scope="col">Last error</th>
                {props.admin ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((d) => (
                <tr key={d.id}>
                  <td className="cells" data-label="Lead">
                    <a href={`/desk/leads/${d.kind}/${d.leadId}`}>
                      {d.kind} {d.leadId}
                    </a>{" "}
                    <span className="muted">{d.email}</span>
                  </td>
                  <td data-label="Channel">{CHANNEL_LABELS[d.channel]}</td>
                  <td data-label="State">
                    <span className={`badge ${d.state}`}>{d.state}</span>
                  </td>
                  <td data-label="Attempts">{d.attempts}</td>
                  <td className="nowrap" data-label="Next attempt or delivered">
                    {d.state === "delivered" ? when(d.deliveredAt) : d.state === "pending" ? when(d.nextAttemptAt) : "–"}
                  </td>
                  <td className="text" data-label="Last error">
                    {d.lastError ?? "–"}
                  </td>
                  {props.admin ? (
                    <td data-label="Action">
                      {d.state === "failed" ? (
                        <form method="post" action={`/desk/deliveries/${d.id}/retry`}>
                          <Csrf token={props.csrf} />
                          <button type="submit" className="small secondary">
                            Retry<span className="visually-hidden"> delivery {d.id}</span>
                          </button>
                        </form>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <Pager page={props.page} pages={pages} link={(n) => `/desk/deliveries${q({ page: n })}`} />
    </>
  );
}
