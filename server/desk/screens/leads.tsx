// The leads (/desk/leads/:kind): contact messages, quote requests, subscribers and comments, each kind a list with
// filters, one lead with its deliveries, a status to set, and exports of a view or (admins) of everything.
import { Fragment, createElement, type ReactNode } from "react";
import { LeadInbox, leadInboxData } from "./lead-inbox";
import type { Request, Response } from "express";
import { FORM_FIELDS, FORM_KINDS, isFormKind, type FieldName, type FormKind } from "../../../shared/forms/fields";
import { splitLocale } from "../../../shared/locales";
import { CONFIRM_WITHIN_MS } from "../../../shared/subscription";
import { LEAD_STATUSES, type DeskLead, type LeadQuery, type LeadStatus } from "../../store/desk-types";
import type { OutboxEntry } from "../../store/types";
import { sink, writeExport, writeRows } from "../export";
import { DONE, PAGE_SIZE, audit, deskTarget, needsConfirming, param, pastTheEnd, positiveInt, str, type ScreenDeps } from "../screen";
import {
  CHANNEL_LABELS,
  CONTEXT_KEYS,
  CONTEXT_LABELS,
  Csrf,
  FIELD_LABELS,
  KIND_LABELS,
  Notice,
  Pager,
  ScrollRegion,
  doneText,
  languageName,
  safeLocalPath,
  viewQuery,
  when,
  count,
  type ListView,
} from "../views";

// An export reads this many rows per query: each batch is garbage by the time the client has taken it, and smaller
// batches leave less of it to pile up in the old generation while a slow client reads.
const EXPORT_BATCH = 100;

/**
 * A person's navigation the browser says started in this site or from the address bar or a bookmark (Fetch Metadata).
 * Not a HEAD request, nor a prefetch or prerender the browser made on its own (Sec-Purpose, or the older Purpose).
 */
function openedHere(req: Request): boolean {
  if (req.method !== "GET") return false;
  const purpose = `${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""} ${req.get("x-purpose") ?? ""}`.toLowerCase();
  if (/prefetch|prerender|preview/.test(purpose)) return false;
  const site = req.get("sec-fetch-site")?.toLowerCase();
  return (site === "same-origin" || site === "none") && req.get("sec-fetch-mode")?.toLowerCase() === "navigate";
}

function withDone(target: string, done: string): string {
  const [path, query = ""] = target.split("?");
  const params = new URLSearchParams(query);
  params.delete("done");
  params.set("done", done);
  return `${path}?${params.toString()}`;
}

// Where a status form returns to: the page it was on, with its filters.
function backOf(req: Request): string {
  return deskTarget(req.originalUrl.replace(/([?&])done=[^&]*&?/, "$1").replace(/[?&]$/, ""));
}

const STATUS_LABELS: Record<LeadStatus, string> = { new: "New", read: "Read", archived: "Archived", spam: "Spam" };

// When an unconfirmed subscription is deleted.
const expiresAt = (createdAt: string) => new Date(Date.parse(createdAt) + CONFIRM_WITHIN_MS).toISOString();

export function registerLeads(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound, badRequest } = deps;

  function leadQuery(req: Request, kind: FormKind): { query: LeadQuery; view: ListView } {
    const statusParam = str(req.query.status);
    const status = (LEAD_STATUSES as readonly string[]).includes(statusParam ?? "") ? (statusParam as LeadStatus) : undefined;
    const q = (str(req.query.q) ?? "").trim().slice(0, 100) || undefined;
    const page = positiveInt(req.query.page, 100_000) ?? 1;
    // "Mine": the leads given to the signed-in person.
    const mine = str(req.query.mine) === "1";
    const ownerId = mine ? req.desk!.session.user.id : undefined;
    return { query: { kind, status, q, ownerId }, view: { kind, status, q, mine, page, pageSize: PAGE_SIZE } };
  }

  function kindOf(req: Request, res: Response): FormKind | undefined {
    const kind = param(req, "kind");
    if (isFormKind(kind)) return kind;
    notFound(req, res);
    return undefined;
  }

  deps.get(
    "/desk/leads/:kind",
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      if (!kind) return;
      const { query, view } = leadQuery(req, kind);
      const { rows, total } = await req.desk!.store.desk.listLeads(query, { limit: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE });
      if (pastTheEnd(req, res, view.page, total)) return;
      send(
        res,
        200,
        KIND_LABELS[kind],
        createElement(LeadList, {
          view,
          rows,
          total,
          csrf: req.desk!.session.csrfToken,
          notice: doneText(req.query.done, DONE),
          back: backOf(req),
        }),
        chromeOf(req, `/desk/leads/${kind}`),
      );
    }),
  );

  deps.get(
    "/desk/leads/:kind/export",
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      if (!kind) return;
      const format = str(req.query.format) === "json" ? "json" : "csv";
      const { query } = leadQuery(req, kind);
      const store = req.desk!.store;
      const filter = [query.status ? `status ${query.status}` : "", query.q ? `search "${query.q}"` : "", query.ownerId ? "mine" : ""]
        .filter(Boolean)
        .join(", ");
      await store.desk.audit(audit(req, "export", `${kind} leads`, `${format.toUpperCase()}${filter ? `, ${filter}` : ""}`));
      res.status(200);
      res.setHeader("Content-Type", format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="leads-${kind}-${new Date().toISOString().slice(0, 10)}.${format}"`);
      await writeExport(res, format, kind, store.desk.streamLeads(query, EXPORT_BATCH));
    }),
  );

  // Everything the store holds, every kind (admins only): one JSON document, streamed kind after kind.
  deps.get(
    "/desk/export",
    signedIn(
      async (req, res) => {
        if (needsConfirming(req, res, "/desk/data")) return;
        const store = req.desk!.store;
        await store.desk.audit(audit(req, "export", "all leads", "JSON, every kind"));
        res.status(200);
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="leads-all-${new Date().toISOString().slice(0, 10)}.json"`);
        const to = sink(res);
        await to.write("{\n");
        for (const [i, kind] of FORM_KINDS.entries()) {
          await to.write(`${i ? ",\n" : ""}${JSON.stringify(kind)}: `);
          await writeRows(to, "json", kind, store.desk.streamLeads({ kind }, EXPORT_BATCH));
        }
        res.end("\n}\n");
      },
      { role: "admin" },
    ),
  );

  deps.get(
    "/desk/leads/:kind/:id",
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
      if (!kind) return;
      const store = req.desk!.store;
      let lead = id ? await store.desk.getLead(id) : undefined;
      if (!lead) return notFound(req, res);
      if (lead.kind !== kind) return res.redirect(303, `/desk/leads/${lead.kind}/${lead.id}`);
      // Opened from the desk itself or typed: it has been read. Not from another site's link (the session cookie is
      // Lax, so such a link is signed in) nor from a client that does not say where it comes from.
      if (lead.deskStatus === "new" && openedHere(req)) {
        await store.desk.setLeadStatus([lead.id], "read", audit(req, "lead-status", `lead ${lead.id}`, "new → read (opened)"));
        lead = { ...lead, deskStatus: "read" };
      }
      const { query, view } = leadQuery(req, kind);
      const [around, deliveries, inbox] = await Promise.all([
        store.desk.neighbours(lead.id, query),
        store.desk.leadDeliveries(lead.id),
        leadInboxData(deps, req, lead),
      ]);
      send(
        res,
        200,
        `Lead ${lead.id}`,
        createElement(LeadDetail, {
          view,
          lead,
          deliveries,
          ...around,
          inbox: createElement(LeadInbox, { lead, data: inbox, csrf: req.desk!.session.csrfToken }),
          csrf: req.desk!.session.csrfToken,
          notice: doneText(req.query.done, DONE),
          back: backOf(req),
        }),
        chromeOf(req, `/desk/leads/${kind}`),
      );
    }),
  );

  deps.post(
    "/desk/leads/:kind/:id/status",
    body,
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
      const status = str(req.body?.status);
      if (!kind) return;
      if (!id || !(LEAD_STATUSES as readonly string[]).includes(status ?? ""))
        return badRequest(req, res, "Choose one of the statuses offered.");
      const store = req.desk!.store;
      const lead = await store.desk.getLead(id);
      if (!lead || lead.kind !== kind) return notFound(req, res);
      await store.desk.setLeadStatus([id], status as LeadStatus, audit(req, "lead-status", `lead ${id}`, `${lead.deskStatus} → ${status}`));
      res.redirect(303, withDone(deskTarget(req.body?.back, `/desk/leads/${kind}/${id}`), "status"));
    }),
  );
}

function columnsOf(kind: FormKind): FieldName[] {
  const fields: readonly FieldName[] = FORM_FIELDS[kind];
  return fields.filter((f) => f !== "message");
}

function StatusForm({ lead, csrf, back }: { lead: DeskLead; csrf: string; back: string }) {
  const id = `status-${lead.id}`;
  return (
    <form method="post" action={`/desk/leads/${lead.kind}/${lead.id}/status`} className="inline">
      <Csrf token={csrf} />
      <input type="hidden" name="back" value={back} />
      <label htmlFor={id} className="visually-hidden">
        Status of lead {lead.id}
      </label>
      {/* No form restoration: back to a list must show the status stored, not the one the page had before. */}
      <select id={id} name="status" defaultValue={lead.deskStatus} autoComplete="off">
        {LEAD_STATUSES.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="small secondary">
        Set<span className="visually-hidden"> status of lead {lead.id}</span>
      </button>
    </form>
  );
}

export function LeadList(props: { view: ListView; rows: DeskLead[]; total: number; csrf: string; notice?: string; back: string }) {
  const { view, rows, total } = props;
  const columns = columnsOf(view.kind);
  const first = total === 0 ? 0 : (view.page - 1) * view.pageSize + 1;
  const last = Math.min(total, view.page * view.pageSize);
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const base = `/desk/leads/${view.kind}`;
  return (
    <>
      <h1>{KIND_LABELS[view.kind]}</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      <form method="get" action={base} className="panel inline" role="search" aria-label={`Filter ${KIND_LABELS[view.kind].toLowerCase()}`}>
        <div className="field">
          <label htmlFor="q">Name or e-mail</label>
          <input id="q" name="q" type="search" defaultValue={view.q ?? ""} />
        </div>
        <div>
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={view.status ?? ""}>
            <option value="">Any</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="check">
          <label htmlFor="mine">Only mine</label>
          <input id="mine" name="mine" type="checkbox" value="1" defaultChecked={view.mine} />
        </div>
        <button type="submit">Filter</button>
        {view.q || view.status || view.mine ? (
          <a href={base} className="button secondary">
            Clear
          </a>
        ) : null}
      </form>
      <div className="pager">
        <span role="status">{total === 0 ? "No leads in this view." : `Showing ${count(first)}–${count(last)} of ${count(total)}`}</span>
        <a href={`${base}/export${viewQuery(view, { format: "csv" })}`}>Export this view as CSV</a>
        <a href={`${base}/export${viewQuery(view, { format: "json" })}`}>as JSON</a>
      </div>
      {rows.length > 0 ? (
        <ScrollRegion labelledBy="leads-caption">
          <table>
            <caption id="leads-caption">
              {KIND_LABELS[view.kind]}, newest first, page {view.page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                {columns.map((c) => (
                  <th scope="col" key={c}>
                    {FIELD_LABELS[c]}
                  </th>
                ))}
                {(FORM_FIELDS[view.kind] as readonly FieldName[]).includes("message") ? <th scope="col">Message</th> : null}
                {view.kind === "subscribe" ? <th scope="col">Confirmed</th> : null}
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((lead) => (
                <tr key={lead.id}>
                  <td className="nowrap">
                    <a href={`${base}/${lead.id}${viewQuery(view)}`}>
                      {when(lead.createdAt)}
                      <span className="visually-hidden"> – open lead {lead.id}</span>
                    </a>
                  </td>
                  {columns.map((c) => (
                    // A visitor's text in its own direction: Arabic reads right to left, its full stop at its end.
                    <td key={c} className="cells" dir="auto">
                      {lead[c]}
                    </td>
                  ))}
                  {(FORM_FIELDS[view.kind] as readonly FieldName[]).includes("message") ? (
                    <td className="text" dir="auto">
                      {lead.message.length > 160 ? `${lead.message.slice(0, 160)}…` : lead.message}
                    </td>
                  ) : null}
                  {view.kind === "subscribe" ? (
                    // Only a confirmed subscriber may be written to (double opt-in); the rest expire.
                    <td className="nowrap">
                      {lead.confirmedAt ? when(lead.confirmedAt) : `Not yet (expires ${when(expiresAt(lead.createdAt))})`}
                    </td>
                  ) : null}
                  <td>
                    <StatusForm lead={lead} csrf={props.csrf} back={props.back} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <Pager page={view.page} pages={pages} link={(n) => `${base}${viewQuery(view, { page: n })}`} />
    </>
  );
}

export function LeadDetail(props: {
  view: ListView;
  lead: DeskLead;
  deliveries: OutboxEntry[];
  prev?: number;
  next?: number;
  /** Owner, reply, notes, timeline and the same address's leads (./lead-inbox.tsx). */
  inbox?: ReactNode;
  csrf: string;
  notice?: string;
  back: string;
}) {
  const { lead, view } = props;
  const base = `/desk/leads/${lead.kind}`;
  const local = safeLocalPath(lead.page);
  return (
    <>
      <p>
        <a href={`${base}${viewQuery(view)}`}>← Back to {KIND_LABELS[lead.kind].toLowerCase()}</a>
      </p>
      <h1>
        {lead.kind === "subscribe"
          ? "Subscriber"
          : lead.kind === "quote"
            ? "Quote request"
            : lead.kind === "comment"
              ? "Comment"
              : "Contact message"}{" "}
        {lead.id}
      </h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      <div className="panel">
        <dl className="fields">
          <dt>Received</dt>
          <dd>{when(lead.createdAt)}</dd>
          {(FORM_FIELDS[lead.kind] as readonly FieldName[]).map((f) => (
            <Pair key={f} term={FIELD_LABELS[f]} value={lead[f]} />
          ))}
          <dt>Sent from</dt>
          <dd>{local ? <a href={local}>{lead.page}</a> : lead.page || "–"}</dd>
          <ContextPairs lead={lead} />
          {lead.kind === "subscribe" ? (
            <>
              <dt>Confirmed</dt>
              <dd>
                {lead.confirmedAt
                  ? when(lead.confirmedAt)
                  : `Not yet: the link we e-mailed works until ${when(expiresAt(lead.createdAt))}; unconfirmed, the subscription is then deleted`}
              </dd>
              <dt>Consent</dt>
              <dd>
                {lead.consentText ? (
                  <>
                    {/* The visitor's language and direction: a block of its own, so no English wraps into it. */}
                    <div dir="auto" lang={splitLocale(lead.page).locale.code}>
                      {lead.consentText}
                    </div>
                    <div className="muted">Agreed to by sending the form, {when(lead.createdAt)}</div>
                  </>
                ) : (
                  "Not recorded (subscribed before the consent text was kept)"
                )}
              </dd>
            </>
          ) : null}
          {lead.kind === "comment" ? (
            <>
              <dt>Moderation</dt>
              <dd>
                <span className={`badge ${lead.status}`}>{lead.unpublishedAt ? "unpublished" : lead.status}</span>{" "}
                <a href="/desk/comments">Moderate comments</a>
              </dd>
            </>
          ) : null}
          <dt>Status</dt>
          <dd>
            <StatusForm lead={lead} csrf={props.csrf} back={props.back} />
          </dd>
        </dl>
      </div>
      <h2>Deliveries</h2>
      <Deliveries entries={props.deliveries} />
      {props.inbox}
      <nav className="pager" aria-label="Other leads">
        {props.prev ? <a href={`${base}/${props.prev}${viewQuery(view)}`}>← Newer lead</a> : <span className="muted">No newer lead</span>}
        {props.next ? <a href={`${base}/${props.next}${viewQuery(view)}`}>Older lead →</a> : <span className="muted">No older lead</span>}
      </nav>
    </>
  );
}

// Only what is known: a lead sent without a plan has no "Plan" line. Visitor-supplied text, escaped as all text is.
function ContextPairs({ lead }: { lead: DeskLead }) {
  return CONTEXT_KEYS.filter((key) => lead[key]).map((key) => {
    const value = lead[key];
    const local = key === "landingPage" ? safeLocalPath(value) : undefined;
    return (
      <Fragment key={key}>
        <dt>{CONTEXT_LABELS[key]}</dt>
        <dd dir="auto">{key === "language" ? languageName(value) : local ? <a href={local}>{value}</a> : value}</dd>
      </Fragment>
    );
  });
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd dir="auto">{value || "–"}</dd>
    </>
  );
}

function Deliveries({ entries }: { entries: OutboxEntry[] }) {
  if (entries.length === 0) return <p className="muted">No notification was due for this lead.</p>;
  return (
    <ScrollRegion label="Deliveries of this lead">
      <table>
        <thead>
          <tr>
            <th scope="col">Channel</th>
            <th scope="col">State</th>
            <th scope="col">Attempts</th>
            <th scope="col">Delivered</th>
            <th scope="col">Last error</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{CHANNEL_LABELS[e.channel]}</td>
              <td>
                <span className={`badge ${e.state}`}>{e.state}</span>
              </td>
              <td>{e.attempts}</td>
              <td className="nowrap">{when(e.deliveredAt)}</td>
              <td className="text">{e.lastError ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
