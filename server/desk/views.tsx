// The desk's pages: server-rendered React without a line of browser script; every action is a form (post, redirect, get).
// What every screen's page is made of (the document, the header and nav, tables, notices, the pager); each screen's
// own views are in its module (server/desk/screens/, content*.tsx).
// Visitors' text only ever reaches the page as React text children or attribute values, which React escapes.
import type { LeadContext } from "../../shared/forms/lead-context";
import { LOCALES } from "../../shared/locales";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "../../app/content/site";
import type { FieldName, FormKind } from "../../shared/forms/fields";
import type { DeskRole, DeskUser, LeadSort, LeadStatus } from "../store/desk-types";
import type { Channel } from "../store/types";
import { deskStyle } from "./style";
import { zonedText } from "./zoned-time";

export interface Chrome {
  styleNonce: string;
  fontUrl?: string;
  /** Signed in: the header shows who and the sign-out button. */
  user?: DeskUser;
  csrf?: string;
  /** The nav entry to mark as the current page. */
  current?: string;
  /** A passkey page: it loads the desk's one script (every other desk page runs none). */
  passkeys?: boolean;
  /** The nonce that script is allowed by (set by the router). */
  scriptNonce?: string;
}

export const KIND_LABELS: Record<FormKind, string> = {
  contact: "Contact messages",
  quote: "Quote requests",
  subscribe: "Subscribers",
  comment: "Comments (all)",
};

export const FIELD_LABELS: Record<FieldName, string> = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  subject: "Subject",
  message: "Message",
};

/** What led to the form, in the order the desk shows and exports it. */
export const CONTEXT_LABELS: Record<keyof LeadContext, string> = {
  plan: "Plan",
  service: "Service",
  referrerHost: "Came from",
  landingPage: "Landing page",
  utmCampaign: "Campaign",
  utmSource: "Campaign source",
  utmMedium: "Campaign medium",
  utmTerm: "Campaign term",
  utmContent: "Campaign content",
  language: "Language",
};
export const CONTEXT_KEYS = Object.keys(CONTEXT_LABELS) as (keyof LeadContext)[];

/** "German (de)"; a code the site does not have as it is. */
export function languageName(code: string): string {
  const locale = LOCALES.find((l) => l.code === code);
  return locale ? `${locale.englishName} (${locale.code})` : code;
}

export const CHANNEL_LABELS: Record<Channel, string> = {
  email: "E-mail",
  webhook: "Webhook",
  confirm: "Confirmation e-mail",
  reply: "Reply e-mail",
};

export function page(title: string, chrome: Chrome, body: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <Document title={title} chrome={chrome}>
      {body}
    </Document>,
  )}`;
}

function Document({ title, chrome, children }: { title: string; chrome: Chrome; children: ReactNode }) {
  const { user, csrf } = chrome;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>{`${title} | ${site().name} desk`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style nonce={chrome.styleNonce} dangerouslySetInnerHTML={{ __html: deskStyle(chrome.fontUrl) }} />
        {chrome.scriptNonce ? <script src="/desk/passkey.js" nonce={chrome.scriptNonce} defer /> : null}
      </head>
      <body>
        <a className="skip" href="#main">
          Skip to the content
        </a>
        <header className="top">
          <div className="bar">
            <a className="brand" href="/desk">
              {site().name} <span>desk</span>
            </a>
            {user && csrf ? (
              <>
                <span className="who">
                  {user.email} · {ROLE_NAMES[user.role]}
                </span>
                <form method="post" action="/desk/sign-out">
                  <input type="hidden" name="csrf" value={csrf} />
                  <button type="submit" className="link-button">
                    Sign out
                  </button>
                </form>
              </>
            ) : null}
          </div>
        </header>
        {user ? <DeskNav user={user} current={chrome.current} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <footer className="desk-foot">
          {site().name} desk · for the team only · <a href="/">Website</a>
        </footer>
      </body>
    </html>
  );
}

function DeskNav({ user, current }: { user: DeskUser; current?: string }) {
  const links: [string, string][] = [
    ["/desk", "Start"],
    ["/desk/leads", "Inbox"],
    ["/desk/leads/contact", "Contact"],
    ["/desk/leads/quote", "Quotes"],
    ["/desk/leads/subscribe", "Subscribers"],
    ["/desk/comments", "Comments"],
    ["/desk/deliveries", "Deliveries"],
    ["/desk/content", "Content"],
    ...(user.role === "admin"
      ? ([
          ["/desk/settings/notifications", "Notifications"],
          ["/desk/data", "Data care"],
          ["/desk/users", "People"],
          ["/desk/audit", "Audit log"],
        ] as [string, string][])
      : []),
    ["/desk/account", "Account"],
  ];
  return (
    <nav className="desk-nav" aria-label="Desk">
      <ul>
        {links.map(([href, label]) => (
          <li key={href}>
            <a href={href} aria-current={current === href ? "page" : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pager({ page, pages, link }: { page: number; pages: number; link: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? <a href={link(page - 1)}>Previous page</a> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <a href={link(page + 1)}>Next page</a> : null}
    </nav>
  );
}

// A wide table scrolls inside its own box; keyboard users must be able to reach it to scroll it (WCAG 2.1.1).
export function ScrollRegion({ label, labelledBy, children }: { label?: string; labelledBy?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll box is how a keyboard scrolls it
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}

/** A table of rows in its own scroll box, named by its caption; the header row from `headers`. */
export function DataTable({ id, caption, headers, children }: { id: string; caption: string; headers: ReactNode[]; children: ReactNode }) {
  return (
    <ScrollRegion labelledBy={id}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {headers.map((h, i) => (
              <th scope="col" key={i}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

export function Csrf({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

export function Notice({ kind, children }: { kind: "ok" | "error" | "info"; children: ReactNode }) {
  const role = kind === "error" ? "alert" : "status";
  // A list inside a paragraph would be moved out of it by the browser, and out of the alert with it.
  if (typeof children === "string")
    return (
      <p className={`notice ${kind}`} role={role}>
        {children}
      </p>
    );
  return (
    <div className={`notice ${kind}`} role={role}>
      {children}
    </div>
  );
}

/** The fixed message for a `?done=` key; nothing a link carries is ever shown as such. */
export function doneText(value: unknown, table: Record<string, string>): string | undefined {
  return typeof value === "string" && Object.hasOwn(table, value) ? table[value] : undefined;
}

export const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "–");
export const count = (n: number) => n.toLocaleString("en-US");

// Only paths of this site become links; anything else a visitor could have sent stays text.
export function safeLocalPath(path: string): string | undefined {
  return /^\/[A-Za-z0-9/_-]*$/.test(path) ? path : undefined;
}

export function Problem({
  title,
  message,
  back = ["/desk", "Back to the desk"],
}: {
  title: string;
  message: string;
  back?: [string, string];
}) {
  return (
    <div className="narrow">
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <a href={back[0]}>{back[1]}</a>
      </p>
    </div>
  );
}

// A lead list's view; the comments' tabs link with its query too. Everything a view is made of is in its URL, so a
// bookmark gives the same view again.
export interface ListView {
  /** The kind of the path (/desk/leads/contact); undefined in the inbox of every kind (/desk/leads). */
  scope?: FormKind;
  /** The kind shown: the path's, or the inbox's kind filter. */
  kind?: FormKind;
  status?: LeadStatus;
  q?: string;
  /** Only the leads given to the signed-in person. */
  mine?: boolean;
  /** Days as typed (YYYY-MM-DD), in the company's time zone, both included. */
  from?: string;
  to?: string;
  sort?: LeadSort;
  page: number;
  pageSize: number;
}

type ViewParams = Pick<ListView, "status" | "q" | "mine"> & Partial<Pick<ListView, "scope" | "kind" | "from" | "to" | "sort">>;

export function viewQuery(view: ViewParams, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  // The path names a scoped view's kind; the inbox's filter is a parameter.
  if (view.kind && !view.scope) params.set("kind", view.kind);
  if (view.q) params.set("q", view.q);
  if (view.status) params.set("status", view.status);
  if (view.mine) params.set("mine", "1");
  if (view.from) params.set("from", view.from);
  if (view.to) params.set("to", view.to);
  if (view.sort && view.sort !== "newest") params.set("sort", view.sort);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== "") params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** An instant on the company's wall clock, as the lead screens show it: "2026-12-01 09:00 Europe/Berlin". */
export const whenIn = (iso: string | null | undefined, timeZone: string) => (iso ? zonedText(iso, timeZone) : "–");

export const ROLE_NAMES: Record<DeskRole, string> = { editor: "Editor", publisher: "Publisher", admin: "Admin" };
