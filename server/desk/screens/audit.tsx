// The audit log, for admins (/desk/audit): who did what in the desk, newest first, filtered by who, what and days.
import { createElement } from "react";
import type { AuditEntry, AuditFilter } from "../../store/desk-types";
import { auditDay } from "../../store/audit-filter";
import { PAGE_SIZE, pastTheEnd, positiveInt, str, type ScreenDeps } from "../screen";
import { Pager, ScrollRegion, count, when } from "../views";

export function registerAudit(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn } = deps;

  deps.get(
    "/desk/audit",
    signedIn(
      async (req, res) => {
        const page = positiveInt(req.query.page, 100_000) ?? 1;
        const desk = req.desk!.store.desk;
        const choices = await desk.auditChoices();
        // Only what the log holds and real days: anything else is no filter, said so beside the form.
        const filter: AuditFilter = {
          actor: choices.actors.find((a) => a === str(req.query.actor)),
          action: choices.actions.find((a) => a === str(req.query.action)),
          from: auditDay(req.query.from),
          to: auditDay(req.query.to),
        };
        const { rows, total } = await desk.listAudit({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, filter);
        if (pastTheEnd(req, res, page, total)) return;
        send(
          res,
          200,
          "Audit log",
          createElement(Audit, { rows, total, page, pageSize: PAGE_SIZE, filter, choices, retentionDays: deps.auditRetentionDays }),
          chromeOf(req, "/desk/audit"),
        );
      },
      { role: "admin" },
    ),
  );
}

function AuditChoice(props: { name: string; label: string; any: string; options: string[]; value?: string }) {
  return (
    <div>
      <label htmlFor={`audit-${props.name}`}>{props.label}</label>
      <select id={`audit-${props.name}`} name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{props.any}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Audit(props: {
  rows: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
  filter: AuditFilter;
  choices: { actors: string[]; actions: string[] };
  retentionDays?: number;
}) {
  const { filter, choices } = props;
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const filtered = Object.values(filter).some(Boolean);
  const query = (page: number) => {
    const params = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => !!e[1]));
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return `/desk/audit${text ? `?${text}` : ""}`;
  };
  return (
    <>
      <h1>Audit log</h1>
      <form method="get" action="/desk/audit" className="panel inline" role="search" aria-label="Filter the audit log">
        <AuditChoice name="actor" label="Who" any="Anyone" options={choices.actors} value={filter.actor} />
        <AuditChoice name="action" label="What" any="Anything" options={choices.actions} value={filter.action} />
        <div>
          <label htmlFor="audit-from">From (UTC day)</label>
          <input id="audit-from" name="from" type="date" defaultValue={filter.from ?? ""} />
        </div>
        <div>
          <label htmlFor="audit-to">To (UTC day)</label>
          <input id="audit-to" name="to" type="date" defaultValue={filter.to ?? ""} />
        </div>
        <button type="submit">Filter</button>
        {filtered ? (
          <a href="/desk/audit" className="button secondary">
            Clear
          </a>
        ) : null}
      </form>
      <p role="status">
        {count(props.total)} {filtered ? "matching " : ""}
        {props.total === 1 ? "entry" : "entries"}, newest first
        {props.retentionDays ? `; entries older than ${count(props.retentionDays)} days are deleted` : ""}
      </p>
      <ScrollRegion labelledBy="audit-caption">
        <table className="stack">
          <caption id="audit-caption">Who did what, page {props.page}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Times</th>
              <th scope="col">On</th>
              <th scope="col">Detail</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((a) => (
              <tr key={a.id}>
                <td className="nowrap" data-label="When">
                  {when(a.at)}
                </td>
                {/* Isolated: an address or a detail that came from outside cannot turn the row's other cells around. */}
                <td className="cells" data-label="Who">
                  <bdi>{a.actor}</bdi>
                </td>
                <td className="nowrap" data-label="What">
                  {a.action}
                </td>
                {/* Repeats of one client within a minute, folded: the time is the first one's. */}
                <td className="nowrap" data-label="Times">
                  {a.count > 1 ? `${count(a.count)} within a minute` : "1"}
                </td>
                <td className="cells" data-label="On">
                  {a.target ? <bdi>{a.target}</bdi> : "–"}
                </td>
                <td className="text" data-label="Detail">
                  {a.detail ? <bdi>{a.detail}</bdi> : "–"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager page={props.page} pages={pages} link={query} />
    </>
  );
}
