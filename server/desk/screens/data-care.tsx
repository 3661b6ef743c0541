// Data care, for admins (/desk/data): the retention period, a link to the export of every lead (./leads.tsx answers
// it), and erasing everything stored of one e-mail address after a preview of what would go.
import { createElement } from "react";
import { FORM_KINDS } from "../../../shared/forms/fields";
import type { ErasePreview } from "../../store/desk-types";
import { DONE, audit, needsConfirming, str, type ScreenDeps } from "../screen";
import { Csrf, KIND_LABELS, Notice, doneText } from "../views";

export function registerDataCare(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body } = deps;

  deps.get(
    "/desk/data",
    signedIn(
      async (req, res) => {
        const email = (str(req.query.email) ?? "").trim().slice(0, 254);
        const preview = email ? await req.desk!.store.desk.erasePreview(email) : undefined;
        send(
          res,
          200,
          "Data care",
          createElement(DataCare, {
            email: email || undefined,
            preview,
            retentionDays: deps.retentionDays,
            csrf: req.desk!.session.csrfToken,
            notice: doneText(req.query.done, DONE),
          }),
          chromeOf(req, "/desk/data"),
        );
      },
      { role: "admin" },
    ),
  );

  deps.post(
    "/desk/data/erase",
    body,
    signedIn(
      async (req, res) => {
        const email = (str(req.body?.email) ?? "").trim().slice(0, 254);
        const store = req.desk!.store;
        if (!email || str(req.body?.confirm) !== "yes") {
          const preview = email ? await store.desk.erasePreview(email) : undefined;
          return send(
            res,
            400,
            "Data care",
            createElement(DataCare, {
              email,
              preview,
              retentionDays: deps.retentionDays,
              csrf: req.desk!.session.csrfToken,
              error: "Tick the box to confirm that the erasure cannot be undone.",
            }),
            chromeOf(req, "/desk/data"),
          );
        }
        if (needsConfirming(req, res, `/desk/data?email=${encodeURIComponent(email)}`)) return;
        const n = await store.desk.eraseEmail(email, audit(req, "erase", email));
        res.redirect(303, n > 0 ? "/desk/data?done=erased" : "/desk/data");
      },
      { role: "admin" },
    ),
  );
}

export function DataCare(props: {
  email?: string;
  preview?: ErasePreview;
  retentionDays?: number;
  csrf: string;
  notice?: string;
  error?: string;
}) {
  return (
    <>
      <h1>Data care</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {props.error ? <Notice kind="error">{props.error}</Notice> : null}
      <div className="panel">
        <h2 className="mt0">Retention</h2>
        <p>
          {props.retentionDays
            ? `Leads older than ${props.retentionDays} days are deleted automatically, with their notifications (LEADS_RETENTION_DAYS).`
            : "Leads are kept until someone erases them: no retention period is set (LEADS_RETENTION_DAYS)."}
        </p>
      </div>
      <div className="panel">
        <h2 className="mt0">Export everything</h2>
        <p>
          Every lead of every kind, as one JSON file: <a href="/desk/export">download the export</a>. The audit log records who exported.
        </p>
      </div>
      <div className="panel">
        <h2 className="mt0">Erase everything of one e-mail address</h2>
        <form method="get" action="/desk/data" className="inline">
          <div className="field">
            <label htmlFor="erase-email">E-mail address</label>
            <input id="erase-email" name="email" type="email" defaultValue={props.email ?? ""} required />
          </div>
          <button type="submit" className="secondary">
            Show what would go
          </button>
        </form>
        {props.preview ? <ErasePreviewPanel preview={props.preview} csrf={props.csrf} /> : null}
      </div>
    </>
  );
}

function ErasePreviewPanel({ preview, csrf }: { preview: ErasePreview; csrf: string }) {
  if (preview.leads.length === 0) return <p role="status">Nothing is stored for {preview.email}.</p>;
  const byKind = FORM_KINDS.map((k) => [k, preview.leads.filter((l) => l.kind === k).length] as const).filter(([, n]) => n > 0);
  return (
    <>
      <h3>This will be erased for good</h3>
      <ul>
        {byKind.map(([k, n]) => (
          <li key={k}>
            {n} × {KIND_LABELS[k].toLowerCase()}
          </li>
        ))}
        <li>{preview.deliveries} notification record(s)</li>
      </ul>
      <p className="muted">Lead numbers: {preview.leads.map((l) => l.id).join(", ")}</p>
      <form method="post" action="/desk/data/erase">
        <Csrf token={csrf} />
        <input type="hidden" name="email" value={preview.email} />
        <label>
          <input type="checkbox" name="confirm" value="yes" required /> I understand that this cannot be undone
        </label>
        <p>
          <button type="submit" className="danger">
            Erase {preview.leads.length} lead(s) of {preview.email}
          </button>
        </p>
      </form>
    </>
  );
}
