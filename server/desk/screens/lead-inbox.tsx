// Acting on one lead (its detail page, /desk/leads/:kind/:id): its owner, a reply by e-mail (through the outbox when the
// server can send mail, a mailto: link otherwise), notes, its timeline (every delivery attempt and reply), and the other
// leads from the same address. Kept apart from ./leads.tsx: the detail page shows <LeadInbox> below the lead's fields.
import type { Request, Response } from "express";
import { createElement } from "react";
import { senderName } from "../../outbox/email";
import { isPlainAddress, type EffectiveNotify } from "../../outbox/notify-settings";
import { oneLine, replySubject } from "../../outbox/reply";
import type { DeskLead, DeskUser } from "../../store/desk-types";
import type { DeliveryAttempt, LeadNote, LeadOwner, LeadReply, RelatedLead } from "../../store/inbox-types";
import type { LeadStore } from "../../store/types";
import { leadAssignedNotice } from "../notices";
import { audit, param, positiveInt, str, type ScreenDeps } from "../screen";
import { CHANNEL_LABELS, Csrf, KIND_LABELS, Problem, whenIn } from "../views";

const SUBJECT_MAX = 200;
const BODY_MAX = 10_000;
const NOTE_MAX = 5_000;
const RELATED_SHOWN = 10;

const KIND_ONE: Record<DeskLead["kind"], string> = {
  contact: "contact message",
  quote: "quote request",
  subscribe: "subscription",
  comment: "comment",
};

export interface LeadInboxData {
  owner: LeadOwner | null;
  people: DeskUser[];
  notes: LeadNote[];
  replies: LeadReply[];
  attempts: DeliveryAttempt[];
  related: { rows: RelatedLead[]; total: number };
  notify: EffectiveNotify;
  me: DeskUser;
  /** The company's time zone, which every time on the lead's page is shown in. */
  timeZone: string;
}

/** What the detail page's inbox sections show, read in parallel. */
export async function leadInboxData(deps: ScreenDeps, req: Request, lead: DeskLead): Promise<LeadInboxData> {
  const store = req.desk!.store;
  const [owner, people, notes, replies, attempts, related, notify] = await Promise.all([
    store.inbox.owner(lead.id),
    store.desk.listUsers(),
    store.inbox.notes(lead.id),
    store.inbox.replies(lead.id),
    store.inbox.deliveryAttempts(lead.id),
    store.inbox.sameAddress(lead.id, RELATED_SHOWN),
    deps.notifications.current(),
  ]);
  return {
    owner: owner ?? null,
    people: people.filter((p) => !p.disabled),
    notes,
    replies,
    attempts,
    related,
    notify,
    me: req.desk!.session.user,
    timeZone: deps.timeZone,
  };
}

export function registerLeadInbox(deps: ScreenDeps): void {
  const { signedIn, body, notFound, send, chromeOf } = deps;

  /** A 400 that changed nothing, with the way back to the lead's section it came from. */
  function refused(req: Request, res: Response, lead: DeskLead, anchor: string, message: string) {
    const back: [string, string] = [`/desk/leads/${lead.kind}/${lead.id}#${anchor}`, `Back to ${KIND_ONE[lead.kind]} ${lead.id}`];
    send(res, 400, "Not changed", createElement(Problem, { title: "Nothing was changed", message, back }), chromeOf(req));
  }

  /** The lead a post names, of the kind in its address; a 404 answered otherwise. */
  async function leadOf(req: Request, res: Response): Promise<{ lead: DeskLead; store: LeadStore } | undefined> {
    const id = positiveInt(param(req, "id"), Number.MAX_SAFE_INTEGER);
    const store = req.desk!.store;
    const lead = id ? await store.desk.getLead(id) : undefined;
    if (!lead || lead.kind !== param(req, "kind")) {
      notFound(req, res);
      return undefined;
    }
    return { lead, store };
  }

  const back = (lead: DeskLead, done: string, anchor: string) => `/desk/leads/${lead.kind}/${lead.id}?done=${done}#${anchor}`;

  deps.post(
    "/desk/leads/:kind/:id/reply",
    body,
    signedIn(async (req, res) => {
      const found = await leadOf(req, res);
      if (!found) return;
      const { lead, store } = found;
      const subject = oneLine(str(req.body?.subject) ?? "");
      const text = (str(req.body?.body) ?? "").trim();
      const notify = await deps.notifications.current();
      const no = (message: string) => refused(req, res, lead, "reply", message);
      if (!notify.smtp) return no("The server cannot send e-mail (no SMTP_URL). Write from your own e-mail program instead.");
      if (!isPlainAddress(lead.email)) return no("This lead's e-mail address cannot be written to.");
      if (!subject || subject.length > SUBJECT_MAX) return no(`Write a subject of at most ${SUBJECT_MAX} characters.`);
      if (!text || text.length > BODY_MAX) return no(`Write a message of at most ${BODY_MAX.toLocaleString("en-US")} characters.`);
      const me = req.desk!.session.user;
      const queued = await store.inbox.queueReply(
        lead.id,
        { author: me.email, to: lead.email, subject, body: text },
        audit(req, "lead-reply", `lead ${lead.id}`, `e-mail to the lead's address, Reply-To ${me.email}`),
      );
      if (queued === undefined) return notFound(req, res);
      deps.wakeOutbox();
      res.redirect(303, back(lead, "reply-queued", "timeline"));
    }),
  );

  deps.post(
    "/desk/leads/:kind/:id/note",
    body,
    signedIn(async (req, res) => {
      const found = await leadOf(req, res);
      if (!found) return;
      const { lead, store } = found;
      const text = (str(req.body?.note) ?? "").trim();
      if (!text || text.length > NOTE_MAX)
        return refused(req, res, lead, "notes", `Write a note of at most ${NOTE_MAX.toLocaleString("en-US")} characters.`);
      const me = req.desk!.session.user;
      if (!(await store.inbox.addNote(lead.id, { author: me.email, body: text }, audit(req, "lead-note", `lead ${lead.id}`))))
        return notFound(req, res);
      res.redirect(303, back(lead, "note-added", "notes"));
    }),
  );

  deps.post(
    "/desk/leads/:kind/:id/owner",
    body,
    signedIn(async (req, res) => {
      const found = await leadOf(req, res);
      if (!found) return;
      const { lead, store } = found;
      const value = str(req.body?.owner) ?? "";
      const ownerId = value === "" ? null : positiveInt(value, Number.MAX_SAFE_INTEGER);
      if (ownerId === undefined) return refused(req, res, lead, "owner", "Choose one of the people offered.");
      const [before, person] = await Promise.all([store.inbox.owner(lead.id), ownerId ? store.desk.getUser(ownerId) : undefined]);
      if (ownerId !== null && (!person || person.disabled)) return refused(req, res, lead, "owner", "Choose one of the people offered.");
      if ((before?.id ?? null) !== ownerId) {
        const detail = `${before?.email ?? "nobody"} → ${person?.email ?? "nobody"}`;
        if (!(await store.inbox.setOwner(lead.id, ownerId, audit(req, "lead-owner", `lead ${lead.id}`, detail))))
          return refused(req, res, lead, "owner", "Choose one of the people offered.");
        const me = req.desk!.session.user;
        // The new owner is told by e-mail, unless they took it themselves (sent only when SMTP is configured).
        if (person && person.id !== me.id)
          deps.notify(
            person.email,
            leadAssignedNotice({
              by: me.email,
              kind: KIND_ONE[lead.kind],
              id: lead.id,
              from: senderName(lead),
              url: `${deps.origin(req)}/desk/leads/${lead.kind}/${lead.id}`,
            }),
          );
      }
      res.redirect(303, back(lead, "owner-set", "owner"));
    }),
  );
}

/** The lead's inbox sections, each its own landmark-free section with a heading. */
export function LeadInbox({ lead, data, csrf }: { lead: DeskLead; data: LeadInboxData; csrf: string }) {
  return (
    <>
      <OwnerSection lead={lead} data={data} csrf={csrf} />
      <ReplySection lead={lead} data={data} csrf={csrf} />
      <NotesSection lead={lead} notes={data.notes} csrf={csrf} timeZone={data.timeZone} />
      <Timeline lead={lead} attempts={data.attempts} replies={data.replies} timeZone={data.timeZone} />
      <SameAddress lead={lead} related={data.related} timeZone={data.timeZone} />
    </>
  );
}

function OwnerSection({ lead, data, csrf }: { lead: DeskLead; data: LeadInboxData; csrf: string }) {
  const current = data.owner?.id ?? "";
  return (
    <section aria-labelledby="owner">
      <h2 id="owner">Owner</h2>
      <form method="post" action={`/desk/leads/${lead.kind}/${lead.id}/owner`} className="panel inline">
        <Csrf token={csrf} />
        <p className="mt0 mb0 field">
          {data.owner ? (
            <>
              Given to <strong>{data.owner.id === data.me.id ? "you" : data.owner.email}</strong>.
            </>
          ) : (
            "Nobody owns this lead yet."
          )}
        </p>
        <div>
          <label htmlFor="owner-select">Owner</label>
          <select id="owner-select" name="owner" defaultValue={String(current)} autoComplete="off">
            <option value="">Nobody</option>
            {data.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.email}
                {p.id === data.me.id ? " (you)" : ""}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="secondary">
          Set owner
        </button>
      </form>
    </section>
  );
}

function ReplySection({ lead, data, csrf }: { lead: DeskLead; data: LeadInboxData; csrf: string }) {
  const subject = replySubject(lead);
  const writable = isPlainAddress(lead.email);
  return (
    <section aria-labelledby="reply">
      <h2 id="reply">Reply by e-mail</h2>
      {!writable ? (
        <p className="muted">This lead's e-mail address cannot be written to.</p>
      ) : data.notify.smtp ? (
        <form method="post" action={`/desk/leads/${lead.kind}/${lead.id}/reply`} className="panel">
          <Csrf token={csrf} />
          <p className="mt0">
            To <strong>{lead.email}</strong>, from {data.notify.from.value}. Answers come back to you ({data.me.email}).
          </p>
          <label htmlFor="reply-subject">Subject</label>
          <input id="reply-subject" name="subject" type="text" maxLength={SUBJECT_MAX} defaultValue={subject} required />
          <label htmlFor="reply-body">Message</label>
          <textarea id="reply-body" name="body" rows={8} maxLength={BODY_MAX} required />
          <p>
            <button type="submit">Send reply</button>
          </p>
        </form>
      ) : (
        <p className="panel">
          The server cannot send e-mail (no mail server is set), so write from your own e-mail program:{" "}
          <a href={replyMailto(lead)}>
            Write to {lead.email}
            <span className="visually-hidden"> in your e-mail program</span>
          </a>
        </p>
      )}
    </section>
  );
}

function NotesSection({ lead, notes, csrf, timeZone }: { lead: DeskLead; notes: LeadNote[]; csrf: string; timeZone: string }) {
  return (
    <section aria-labelledby="notes">
      <h2 id="notes">Notes</h2>
      {notes.length ? (
        <ul className="plain panel">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="comment-meta muted">
                {n.author}, {whenIn(n.createdAt, timeZone)}
              </p>
              <div className="comment">{n.body}</div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No notes yet. Notes are for the team only.</p>
      )}
      <form method="post" action={`/desk/leads/${lead.kind}/${lead.id}/note`} className="panel">
        <Csrf token={csrf} />
        <label htmlFor="note" className="mt0">
          Add a note
        </label>
        <textarea id="note" name="note" rows={3} maxLength={NOTE_MAX} required />
        <p>
          <button type="submit" className="secondary">
            Add note
          </button>
        </p>
      </form>
    </section>
  );
}

/** RFC 6068: an address's ?, %, &, # and the like percent-encoded, so none of it starts a header of the mailto: link. */
export const mailtoOf = (address: string) =>
  `mailto:${address.replace(/[^A-Za-z0-9.@_-]/gu, (c) => encodeURIComponent(c).replace(/[!'()*~]/g, (m) => `%${m.charCodeAt(0).toString(16).toUpperCase()}`))}`;

/** The lead's reply in the reader's own e-mail program: its one address, and "Re: …" as at a reply from the desk. */
export const replyMailto = (lead: DeskLead) => `${mailtoOf(lead.email)}?subject=${encodeURIComponent(replySubject(lead))}`;

interface TimelineEvent {
  at: string;
  key: string;
  text: string;
  error?: string | null;
  state?: "delivered" | "failed" | "pending";
}

/** What happened to the lead, oldest first: received, every delivery attempt with its result, every reply. */
export function timelineOf(lead: DeskLead, attempts: DeliveryAttempt[], replies: LeadReply[]): TimelineEvent[] {
  const byReply = new Map(replies.map((r) => [r.id, r]));
  const events: TimelineEvent[] = [{ at: lead.createdAt, key: "received", text: "Received" }];
  for (const r of replies) {
    events.push({ at: r.createdAt, key: `reply-${r.id}`, text: `Reply written by ${r.author}: “${r.subject}”` });
    if (r.state === "pending" && r.attempts === 0)
      events.push({ at: r.createdAt, key: `reply-${r.id}-queued`, text: "Reply e-mail waiting to be sent", state: "pending" });
  }
  for (const a of attempts) {
    const what = a.replyId && byReply.has(a.replyId) ? `Reply e-mail to ${byReply.get(a.replyId)!.to}` : CHANNEL_LABELS[a.channel];
    events.push({
      at: a.at,
      key: `attempt-${a.id}`,
      text: `${what}: ${a.ok ? "delivered" : "failed"} (attempt ${a.attempt})`,
      error: a.error,
      state: a.ok ? "delivered" : "failed",
    });
  }
  return events.sort((x, y) => x.at.localeCompare(y.at));
}

function Timeline(props: { lead: DeskLead; attempts: DeliveryAttempt[]; replies: LeadReply[]; timeZone: string }) {
  const { lead, attempts, replies, timeZone } = props;
  const events = timelineOf(lead, attempts, replies);
  return (
    <section aria-labelledby="timeline">
      <h2 id="timeline">Timeline</h2>
      <ol className="plain panel">
        {events.map((e) => (
          <li key={e.key}>
            <span className="nowrap">{whenIn(e.at, timeZone)}</span> · {e.text}{" "}
            {e.state ? <span className={`badge ${e.state}`}>{e.state}</span> : null}
            {e.error ? <div className="cells muted">{e.error}</div> : null}
          </li>
        ))}
      </ol>
      {attempts.length === 0 ? <p className="muted">No delivery has been attempted for this lead.</p> : null}
    </section>
  );
}

function SameAddress(props: { lead: DeskLead; related: { rows: RelatedLead[]; total: number }; timeZone: string }) {
  const { lead, related, timeZone } = props;
  if (related.total === 0) return null;
  const n = related.total;
  return (
    <section aria-labelledby="same-address">
      <h2 id="same-address">
        {n} other lead{n === 1 ? "" : "s"} from this address
      </h2>
      <ul className="panel links">
        {related.rows.map((r) => (
          <li key={r.id}>
            <a href={`/desk/leads/${r.kind}/${r.id}`}>
              {KIND_ONE[r.kind]} {r.id}
            </a>{" "}
            <span className="muted">
              {whenIn(r.createdAt, timeZone)} · {r.deskStatus}
            </span>
          </li>
        ))}
      </ul>
      {n > related.rows.length ? (
        <p className="muted">
          The {related.rows.length} newest shown; search {KIND_LABELS[lead.kind].toLowerCase()} for {lead.email} to find the rest.
        </p>
      ) : null}
    </section>
  );
}
