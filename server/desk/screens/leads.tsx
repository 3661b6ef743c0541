// The leads: the inbox of every kind (/desk/leads) and each kind's list (/desk/leads/:kind) with filters, a search over
// every field, a date range and an order, all in the URL; one lead with its spam score, deliveries and a status to set;
// Spam as a folder of its own; and exports of a view (CSV for the reader's spreadsheet, or JSON) or of everything.
import { Fragment, createElement, type ReactNode } from "react";
import { LeadInbox, leadInboxData, replyMailto } from "./lead-inbox";
import type { Request, Response } from "express";
import { FORM_FIELDS, FORM_KINDS, isFormKind, type FieldName, type FormKind } from "../../../shared/forms/fields";
import { splitLocale } from "../../../shared/locales";
import { CONFIRM_WITHIN_MS } from "../../../shared/subscription";
import { LEAD_SORTS, LEAD_STATUSES, type DeskLead, type LeadQuery, type LeadSort, type LeadStatus } from "../../store/desk-types";
import type { OutboxEntry } from "../../store/types";
import { CSV_STYLES, csvStyleOf, sink, writeExport, writeRows, type CsvStyle } from "../export";
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
  whenIn,
  count,
  type ListView,
} from "../views";
import { fromZoned } from "../zoned-time";
import { SPAM_RULES } from "../../store/spam";

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
const SORT_LABELS: Record<LeadSort, string> = { newest: "Newest first", oldest: "Oldest first" };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The day after a YYYY-MM-DD, as YYYY-MM-DD: a range "to" a day takes all of that day.
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Who sent it, as a list names them: the name, else the first and last name, else the e-mail. */
export function senderName(lead: DeskLead): string {
  return lead.name.trim() || `${lead.firstName} ${lead.lastName}`.trim() || lead.email || "(no name)";
}

const firstLine = (text: string) => {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? "";
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
};

// A link's address from a visitor's e-mail or phone: only the scheme is ours, the rest is percent-encoded, so a
// "?cc=" or a "javascript:" in the text stays part of the address.
const telOf = (phone: string) => {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d{3}/.test(digits) ? `tel:${digits}` : undefined;
};

// When an unconfirmed subscription is deleted.
const expiresAt = (createdAt: string) => new Date(Date.parse(createdAt) + CONFIRM_WITHIN_MS).toISOString();

export function registerLeads(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body, notFound, badRequest, timeZone } = deps;

  /** The view the URL names; undefined (answered 400) when a date is no date. `scope` is the path's kind. */
  function leadQuery(req: Request, scope: FormKind | undefined): { query: LeadQuery; view: ListView } | undefined {
    const statusParam = str(req.query.status);
    const status = (LEAD_STATUSES as readonly string[]).includes(statusParam ?? "") ? (statusParam as LeadStatus) : undefined;
    const kindParam = str(req.query.kind);
    const kind = scope ?? (isFormKind(kindParam) ? kindParam : undefined);
    const sortParam = str(req.query.sort);
    const sort = (LEAD_SORTS as readonly string[]).includes(sortParam ?? "") ? (sortParam as LeadSort) : undefined;
    const q = (str(req.query.q) ?? "").trim().slice(0, 100) || undefined;
    const page = positiveInt(req.query.page, 100_000) ?? 1;
    // "Mine": the leads given to the signed-in person.
    const mine = str(req.query.mine) === "1";
    const ownerId = mine ? req.desk!.session.user.id : undefined;
    const from = str(req.query.from)?.trim() || undefined;
    const to = str(req.query.to)?.trim() || undefined;
    // Days on the company's clock: from its first minute, to the first minute of the day after.
    const start = from && DAY.test(from) ? fromZoned(`${from}T00:00`, timeZone) : undefined;
    // The day itself first: 2026-02-30 is no day to take the next one of.
    const end = to && DAY.test(to) && fromZoned(`${to}T00:00`, timeZone) ? fromZoned(`${dayAfter(to)}T00:00`, timeZone) : undefined;
    if ((from && !start) || (to && !end)) return undefined;
    return {
      query: { kind, status, q, from: start, before: end, sort, ownerId },
      view: { scope, kind, status, q, from, to, sort, mine, page, pageSize: PAGE_SIZE },
    };
  }

  function viewOr400(req: Request, res: Response, scope: FormKind | undefined) {
    const found = leadQuery(req, scope);
    if (!found) badRequest(req, res, "Enter the dates as year-month-day, for example 2026-12-01.");
    return found;
  }

  function kindOf(req: Request, res: Response): FormKind | undefined {
    const kind = param(req, "kind");
    if (isFormKind(kind)) return kind;
    notFound(req, res);
    return undefined;
  }

  async function list(req: Request, res: Response, scope: FormKind | undefined) {
    const found = viewOr400(req, res, scope);
    if (!found) return;
    const { query, view } = found;
    const { rows, total } = await req.desk!.store.desk.listLeads(query, { limit: PAGE_SIZE, offset: (view.page - 1) * PAGE_SIZE });
    if (pastTheEnd(req, res, view.page, total)) return;
    send(
      res,
      200,
      scope ? KIND_LABELS[scope] : "Inbox",
      createElement(LeadList, {
        view,
        rows,
        total,
        timeZone,
        csrf: req.desk!.session.csrfToken,
        notice: doneText(req.query.done, LEAD_DONE),
        back: backOf(req),
      }),
      chromeOf(req, scope ? `/desk/leads/${scope}` : "/desk/leads"),
    );
  }

  deps.get(
    "/desk/leads",
    signedIn((req, res) => list(req, res, undefined)),
  );

  // Before /desk/leads/:kind, which would take "export" for a kind.
  deps.get(
    "/desk/leads/export",
    signedIn((req, res) => exportView(req, res, undefined)),
  );

  deps.get(
    "/desk/leads/:kind",
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      if (kind) await list(req, res, kind);
    }),
  );

  async function exportView(req: Request, res: Response, scope: FormKind | undefined) {
    const format = str(req.query.format) === "json" ? "json" : "csv";
    const found = viewOr400(req, res, scope);
    if (!found) return;
    const { query, view } = found;
    const style = csvStyleOf(str(req.query.csv));
    const store = req.desk!.store;
    const filter = [
      query.kind && !scope ? `kind ${query.kind}` : "",
      query.status ? `status ${query.status}` : "",
      query.q ? `search "${query.q}"` : "",
      query.ownerId ? "mine" : "",
      view.from || view.to ? `received ${view.from ?? "…"} to ${view.to ?? "…"}` : "",
      format === "csv" ? CSV_STYLES[style].label : "",
    ]
      .filter(Boolean)
      .join(", ");
    const what = scope ? `${scope} leads` : "inbox";
    await store.desk.audit(audit(req, "export", what, `${format.toUpperCase()}${filter ? `, ${filter}` : ""}`));
    res.status(200);
    res.setHeader("Content-Type", format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
    const name = scope ? `leads-${scope}` : "leads-inbox";
    res.setHeader("Content-Disposition", `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.${format}"`);
    await writeExport(res, format, query.kind, store.desk.streamLeads(query, EXPORT_BATCH), { style, timeZone });
  }

  deps.get(
    "/desk/leads/:kind/export",
    signedIn(async (req, res) => {
      const kind = kindOf(req, res);
      if (kind) await exportView(req, res, kind);
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
          await writeRows(to, "json", kind, store.desk.streamLeads({ kind, withSpam: true }, EXPORT_BATCH));
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
      // A neighbour in the inbox may be of another kind: its own path, with the view kept.
      if (lead.kind !== kind) return res.redirect(303, `/desk/leads/${lead.kind}/${lead.id}${queryOf(req)}`);
      // Opened from the desk itself or typed: it has been read. Not from another site's link (the session cookie is
      // Lax, so such a link is signed in) nor from a client that does not say where it comes from.
      if (lead.deskStatus === "new" && openedHere(req)) {
        await store.desk.setLeadStatus([lead.id], "read", audit(req, "lead-status", `lead ${lead.id}`, "new → read (opened)"));
        lead = { ...lead, deskStatus: "read" };
      }
      // Opened from the inbox, its neighbours are the inbox's.
      const found = viewOr400(req, res, str(req.query.inbox) === "1" ? undefined : kind);
      if (!found) return;
      const { query, view } = found;
      const [around, deliveries, trusted, inbox] = await Promise.all([
        store.desk.neighbours(lead.id, query),
        store.desk.leadDeliveries(lead.id),
        store.desk.isTrustedSender(lead.email),
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
          trusted,
          timeZone,
          ...around,
          inbox: createElement(LeadInbox, { lead, data: inbox, csrf: req.desk!.session.csrfToken }),
          csrf: req.desk!.session.csrfToken,
          notice: doneText(req.query.done, LEAD_DONE),
          back: backOf(req),
        }),
        chromeOf(req, view.scope ? `/desk/leads/${kind}` : "/desk/leads"),
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

  // "Not spam" (back to the inbox, the sender trusted from now on) and "Mark as spam" (the trust taken back).
  for (const [action, spam] of [
    ["not-spam", false],
    ["spam", true],
  ] as const)
    deps.post(
      `/desk/leads/:kind/:id/${action}`,
      body,
      signedIn(async (req, res) => {
        const kind = kindOf(req, res);
        const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
        if (!kind) return;
        const store = req.desk!.store;
        const lead = id ? await store.desk.getLead(id) : undefined;
        if (!lead || lead.kind !== kind) return notFound(req, res);
        const detail = spam
          ? `${lead.deskStatus} → spam; ${lead.email || "no address"} no longer trusted`
          : `${lead.deskStatus} → ${lead.deskStatus === "spam" ? "new" : lead.deskStatus}; ${lead.email || "no address"} trusted`;
        const entry = audit(req, spam ? "lead-spam" : "lead-not-spam", `lead ${lead.id}`, detail);
        await (spam ? store.desk.markSpam(lead.id, entry) : store.desk.markNotSpam(lead.id, entry));
        res.redirect(303, withDone(deskTarget(req.body?.back, `/desk/leads/${kind}/${id}`), action));
      }),
    );
}

const LEAD_DONE: Record<string, string> = {
  ...DONE,
  "not-spam": "The lead is back in the inbox. Later leads from its address will not be filed as spam.",
  spam: "The lead is in Spam. Later leads from its address are scored like anyone's.",
};

// The request's own query, for a redirect that keeps the view.
function queryOf(req: Request): string {
  const i = req.originalUrl.indexOf("?");
  return i < 0 ? "" : deskTarget(`/desk${req.originalUrl.slice(i)}`, "/desk").slice("/desk".length);
}

function columnsOf(kind: FormKind): FieldName[] {
  const fields: readonly FieldName[] = FORM_FIELDS[kind];
  return fields.filter((f) => f !== "message");
}

// The inbox's columns, the same for every kind.
const INBOX_COLUMNS = ["Kind", "From", "E-mail", "Subject"] as const;

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

function SpamButton({ lead, csrf, back }: { lead: DeskLead; csrf: string; back: string }) {
  const spam = lead.deskStatus === "spam";
  return (
    <form method="post" action={`/desk/leads/${lead.kind}/${lead.id}/${spam ? "not-spam" : "spam"}`} className="inline">
      <Csrf token={csrf} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className="small secondary">
        {spam ? "Not spam" : "Mark as spam"}
        <span className="visually-hidden"> (lead {lead.id})</span>
      </button>
    </form>
  );
}

function LeadFilters({ view }: { view: ListView }) {
  const base = view.scope ? `/desk/leads/${view.scope}` : "/desk/leads";
  const filtered =
    view.q || view.status || view.mine || view.from || view.to || (view.sort && view.sort !== "newest") || (!view.scope && view.kind);
  return (
    <form
      method="get"
      action={base}
      className="panel inline filters"
      role="search"
      aria-label={view.scope ? `Filter ${KIND_LABELS[view.scope].toLowerCase()}` : "Filter the inbox"}
    >
      <div className="field">
        <label htmlFor="q">Search</label>
        <input id="q" name="q" type="search" defaultValue={view.q ?? ""} aria-describedby="q-hint" />
        <span id="q-hint" className="hint">
          Any field: name, e-mail, phone, subject, message
        </span>
      </div>
      {view.scope ? null : (
        <div>
          <label htmlFor="kind">Kind</label>
          <select id="kind" name="kind" defaultValue={view.kind ?? ""}>
            <option value="">Every kind</option>
            {FORM_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="status">Status</label>
        <select id="status" name="status" defaultValue={view.status ?? ""}>
          <option value="">Any but spam</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="from">Received from</label>
        <input id="from" name="from" type="date" defaultValue={view.from ?? ""} />
      </div>
      <div>
        <label htmlFor="to">Received until</label>
        <input id="to" name="to" type="date" defaultValue={view.to ?? ""} />
      </div>
      <div>
        <label htmlFor="sort">Order</label>
        <select id="sort" name="sort" defaultValue={view.sort ?? "newest"}>
          {LEAD_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="check">
        <label htmlFor="mine">Only mine</label>
        <input id="mine" name="mine" type="checkbox" value="1" defaultChecked={view.mine} />
      </div>
      <button type="submit">Filter</button>
      {filtered ? (
        <a href={base} className="button secondary">
          Clear
        </a>
      ) : null}
    </form>
  );
}

function ExportLinks({ view }: { view: ListView }) {
  const base = view.scope ? `/desk/leads/${view.scope}` : "/desk/leads";
  return (
    <span className="exports">
      Export this view:{" "}
      {(Object.keys(CSV_STYLES) as CsvStyle[]).map((style) => (
        <a key={style} href={`${base}/export${viewQuery(view, { format: "csv", csv: style === "iso" ? undefined : style })}`}>
          CSV ({CSV_STYLES[style].label})
        </a>
      ))}{" "}
      <a href={`${base}/export${viewQuery(view, { format: "json" })}`}>JSON</a>
    </span>
  );
}

export function LeadList(props: {
  view: ListView;
  rows: DeskLead[];
  total: number;
  csrf: string;
  notice?: string;
  back: string;
  timeZone?: string;
}) {
  const { view, rows, total } = props;
  const timeZone = props.timeZone ?? "UTC";
  const scope = view.scope;
  const first = total === 0 ? 0 : (view.page - 1) * view.pageSize + 1;
  const last = Math.min(total, view.page * view.pageSize);
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  const base = scope ? `/desk/leads/${scope}` : "/desk/leads";
  const title = scope ? KIND_LABELS[scope] : view.status === "spam" ? "Spam" : "Inbox";
  const columns = scope ? columnsOf(scope) : [];
  const hasMessage = !scope || (FORM_FIELDS[scope] as readonly FieldName[]).includes("message");
  // From the inbox, a lead's page keeps the inbox's view (its neighbours are the inbox's).
  const open = (lead: DeskLead) => `/desk/leads/${lead.kind}/${lead.id}${viewQuery(view, scope ? {} : { inbox: 1 })}`;
  return (
    <>
      <h1>{title}</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      <p className="folders">
        {scope ? (
          <a href="/desk/leads">Every kind in one inbox</a>
        ) : view.status === "spam" ? (
          <a href="/desk/leads">Back to the inbox</a>
        ) : (
          <a href="/desk/leads?status=spam">Spam folder</a>
        )}
      </p>
      <LeadFilters view={view} />
      <div className="pager">
        <span role="status">{total === 0 ? "No leads in this view." : `Showing ${count(first)}–${count(last)} of ${count(total)}`}</span>
        <ExportLinks view={view} />
      </div>
      {rows.length > 0 ? (
        <ScrollRegion labelledBy="leads-caption">
          <table className="lead-cards">
            <caption id="leads-caption">
              {title}, {SORT_LABELS[view.sort ?? "newest"].toLowerCase()}, page {view.page} of {pages}; times in {timeZone}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                {scope
                  ? columns.map((c) => (
                      <th scope="col" key={c}>
                        {FIELD_LABELS[c]}
                      </th>
                    ))
                  : INBOX_COLUMNS.map((c) => (
                      <th scope="col" key={c}>
                        {c}
                      </th>
                    ))}
                {hasMessage ? <th scope="col">Message</th> : null}
                {scope === "subscribe" ? <th scope="col">Confirmed</th> : null}
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((lead) => (
                <tr key={lead.id}>
                  <td className="nowrap">
                    <a href={open(lead)}>
                      {whenIn(lead.createdAt, timeZone)}
                      <span className="visually-hidden"> – open lead {lead.id}</span>
                    </a>
                  </td>
                  {scope ? (
                    columns.map((c) => (
                      // A visitor's text in its own direction: Arabic reads right to left, its full stop at its end.
                      <td key={c} className="cells" dir="auto">
                        {lead[c]}
                      </td>
                    ))
                  ) : (
                    <>
                      <td>{KIND_LABELS[lead.kind]}</td>
                      <td className="cells" dir="auto">
                        {senderName(lead)}
                      </td>
                      <td className="cells" dir="auto">
                        {lead.email}
                      </td>
                      <td className="cells" dir="auto">
                        {lead.subject}
                      </td>
                    </>
                  )}
                  {hasMessage ? (
                    <td className="text" dir="auto">
                      {lead.message.length > 160 ? `${lead.message.slice(0, 160)}…` : lead.message}
                    </td>
                  ) : null}
                  {scope === "subscribe" ? (
                    // Only a confirmed subscriber may be written to (double opt-in); the rest expire.
                    <td className="nowrap">
                      {lead.confirmedAt
                        ? whenIn(lead.confirmedAt, timeZone)
                        : `Not yet (expires ${whenIn(expiresAt(lead.createdAt), timeZone)})`}
                    </td>
                  ) : null}
                  <td>
                    <StatusForm lead={lead} csrf={props.csrf} back={props.back} />
                    {lead.deskStatus === "spam" ? <SpamButton lead={lead} csrf={props.csrf} back={props.back} /> : null}
                  </td>
                  {/* A phone's card (style.ts): the whole card opens the lead; the cells above are the wide screen's. */}
                  <td className="card">
                    <a href={open(lead)} className="card-link">
                      <bdi>{senderName(lead)}</bdi>
                      <span className="visually-hidden"> – open lead {lead.id}</span>
                    </a>
                    <span className="card-meta">
                      {KIND_LABELS[lead.kind]} · {whenIn(lead.createdAt, timeZone)} ·{" "}
                      <span className={`badge ${lead.deskStatus}`}>{STATUS_LABELS[lead.deskStatus]}</span>
                    </span>
                    {lead.message || lead.subject ? (
                      <span className="card-line" dir="auto">
                        {firstLine(lead.message || lead.subject)}
                      </span>
                    ) : null}
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
  trusted?: boolean;
  timeZone?: string;
  prev?: number;
  next?: number;
  /** Owner, reply, notes, timeline and the same address's leads (./lead-inbox.tsx). */
  inbox?: ReactNode;
  csrf: string;
  notice?: string;
  back: string;
}) {
  const { lead, view } = props;
  const timeZone = props.timeZone ?? "UTC";
  const base = `/desk/leads/${lead.kind}`;
  const listBase = view.scope ? `/desk/leads/${view.scope}` : "/desk/leads";
  const around = viewQuery(view, view.scope ? {} : { inbox: 1 });
  const local = safeLocalPath(lead.page);
  const tel = lead.phone ? telOf(lead.phone) : undefined;
  const oldestFirst = view.sort === "oldest";
  return (
    <>
      <p>
        <a href={`${listBase}${viewQuery(view)}`}>← Back to {view.scope ? KIND_LABELS[view.scope].toLowerCase() : "the inbox"}</a>
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
      {lead.email || tel ? (
        <p className="actions">
          {lead.email ? (
            // To the reply below: sent from the desk and kept on the timeline, or the e-mail program's link there.
            <a className="button" href="#reply">
              Reply by e-mail
            </a>
          ) : null}
          {tel ? (
            <a className="button secondary" href={tel}>
              Call
            </a>
          ) : null}
        </p>
      ) : null}
      <div className="panel">
        <dl className="fields">
          <dt>Received</dt>
          <dd>{whenIn(lead.createdAt, timeZone)}</dd>
          {(FORM_FIELDS[lead.kind] as readonly FieldName[]).map((f) =>
            f === "email" && lead.email ? (
              <Pair key={f} term={FIELD_LABELS[f]} value={lead.email} href={replyMailto(lead)} />
            ) : f === "phone" && tel ? (
              <Pair key={f} term={FIELD_LABELS[f]} value={lead.phone} href={tel} />
            ) : (
              <Pair key={f} term={FIELD_LABELS[f]} value={lead[f]} />
            ),
          )}
          <dt>Sent from</dt>
          <dd>{local ? <a href={local}>{lead.page}</a> : lead.page || "–"}</dd>
          <ContextPairs lead={lead} />
          {lead.kind === "subscribe" ? (
            <>
              <dt>Confirmed</dt>
              <dd>
                {lead.confirmedAt
                  ? whenIn(lead.confirmedAt, timeZone)
                  : `Not yet: the link we e-mailed works until ${whenIn(expiresAt(lead.createdAt), timeZone)}; unconfirmed, the subscription is then deleted`}
              </dd>
              <dt>Consent</dt>
              <dd>
                {lead.consentText ? (
                  <>
                    {/* The visitor's language and direction: a block of its own, so no English wraps into it. */}
                    <div dir="auto" lang={splitLocale(lead.page).locale.code}>
                      {lead.consentText}
                    </div>
                    <div className="muted">Agreed to by sending the form, {whenIn(lead.createdAt, timeZone)}</div>
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
          <dt>Spam score</dt>
          <dd>
            <SpamVerdict lead={lead} trusted={props.trusted ?? false} />
            <SpamButton lead={lead} csrf={props.csrf} back={props.back} />
          </dd>
        </dl>
      </div>
      <h2>Deliveries</h2>
      <Deliveries entries={props.deliveries} timeZone={timeZone} />
      {props.inbox}
      <nav className="pager" aria-label="Other leads">
        {props.prev ? (
          <a href={`${base}/${props.prev}${around}`}>← {oldestFirst ? "Older" : "Newer"} lead</a>
        ) : (
          <span className="muted">No {oldestFirst ? "older" : "newer"} lead</span>
        )}
        {props.next ? (
          <a href={`${base}/${props.next}${around}`}>{oldestFirst ? "Newer" : "Older"} lead →</a>
        ) : (
          <span className="muted">No {oldestFirst ? "newer" : "older"} lead</span>
        )}
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

function SpamVerdict({ lead, trusted }: { lead: DeskLead; trusted: boolean }) {
  return (
    <div className="spam-verdict">
      <span className={lead.spamScore >= SPAM_RULES.threshold ? "badge spam" : "badge"}>
        {lead.spamScore} of {SPAM_RULES.threshold}
      </span>{" "}
      {lead.spamScore >= SPAM_RULES.threshold ? "high: filed as spam on arrival unless its sender is trusted" : "below the spam threshold"}
      {lead.spamReasons.length ? (
        <ul className="reasons">
          {lead.spamReasons.map((r) => (
            <li key={r} dir="auto">
              {r}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing in it looked like spam.</p>
      )}
      {trusted ? <p className="muted">Its sender is trusted: someone said “not spam” to a lead of theirs.</p> : null}
    </div>
  );
}

function Pair({ term, value, href }: { term: string; value: string; href?: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd dir="auto">{value ? href ? <a href={href}>{value}</a> : value : "–"}</dd>
    </>
  );
}

function Deliveries({ entries, timeZone }: { entries: OutboxEntry[]; timeZone: string }) {
  if (entries.length === 0) return <p className="muted">No notification was due for this lead.</p>;
  return (
    <ScrollRegion label="Deliveries of this lead">
      <table className="stack">
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
              <td data-label="Channel">{CHANNEL_LABELS[e.channel]}</td>
              <td data-label="State">
                <span className={`badge ${e.state}`}>{e.state}</span>
              </td>
              <td data-label="Attempts">{e.attempts}</td>
              <td className="nowrap" data-label="Delivered">
                {whenIn(e.deliveredAt, timeZone)}
              </td>
              <td className="text" data-label="Last error">
                {e.lastError ?? "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
