// Notifications, for admins (/desk/settings/notifications): who is told of new leads. Recipients per form kind, the
// sender, and a signed or Slack-format webhook, kept in the store so every instance uses them at once. A setting the
// server's environment makes is shown as such and cannot be changed here. Secrets are never shown back.
import type { Request, Response } from "express";
import { createElement, type ReactNode } from "react";
import { FORM_KINDS, type FormKind } from "../../../shared/forms/fields";
import {
  checkWebhookUrl,
  maskedUrl,
  parseRecipients,
  parseSender,
  untoldKinds,
  type EffectiveNotify,
  type WebhookFormat,
} from "../../outbox/notify-settings";
import { recipientsKey, type NotifyKey, type StoredNotify } from "../../store/inbox-types";
import { DONE, audit, str, type ScreenDeps } from "../screen";
import { Csrf, KIND_LABELS, Notice, doneText, when } from "../views";

export const NOTIFICATIONS_PATH = "/desk/settings/notifications";

const KIND_NAMES: Record<FormKind, string> = {
  contact: "contact messages",
  quote: "quote requests",
  subscribe: "subscribers",
  comment: "comments",
};

type Errors = Partial<Record<string, string>>;

interface Entered {
  recipients: Partial<Record<FormKind, string>>;
  from?: string;
  webhookUrl?: string;
  webhookFormat?: WebhookFormat;
}

export function registerNotifications(deps: ScreenDeps): void {
  const { send, chromeOf, signedIn, body } = deps;

  async function page(req: Request, res: Response, status: number, extra: { errors?: Errors; entered?: Entered; notice?: string } = {}) {
    const store = req.desk!.store;
    const [notify, stored] = await Promise.all([deps.notifications.current(), store.inbox.notifySettings()]);
    send(
      res,
      status,
      "Notifications",
      createElement(NotificationsPage, {
        notify,
        stored,
        csrf: req.desk!.session.csrfToken,
        errors: extra.errors ?? {},
        entered: extra.entered,
        notice: extra.notice,
      }),
      chromeOf(req, NOTIFICATIONS_PATH),
    );
  }

  deps.get(
    NOTIFICATIONS_PATH,
    signedIn((req, res) => page(req, res, 200, { notice: doneText(req.query.done, DONE) }), { role: "admin" }),
  );

  deps.post(
    NOTIFICATIONS_PATH,
    body,
    signedIn(
      async (req, res) => {
        const store = req.desk!.store;
        const [notify, stored] = await Promise.all([deps.notifications.current(), store.inbox.notifySettings()]);
        const errors: Errors = {};
        const entered: Entered = { recipients: {} };
        const change: Partial<Record<NotifyKey, string>> = {};
        const said: string[] = [];

        // Only what the environment leaves to the desk is read; a field it sets is not on the form.
        for (const kind of FORM_KINDS) {
          if (notify.recipients[kind].source === "env") continue;
          const text = (str(req.body?.[`to_${kind}`]) ?? "").slice(0, 4000);
          entered.recipients[kind] = text;
          const parsed = parseRecipients(text);
          if (!parsed.ok) errors[`to_${kind}`] = parsed.problem;
          else if (parsed.value !== (stored.values[recipientsKey(kind)] ?? "")) {
            change[recipientsKey(kind)] = parsed.value;
            said.push(`recipients of ${kind}: ${parsed.value || "nobody"}`);
          }
        }
        if (notify.from.source !== "env") {
          const text = (str(req.body?.from) ?? "").slice(0, 400);
          entered.from = text;
          const parsed = parseSender(text);
          if (!parsed.ok) errors.from = parsed.problem;
          else if (parsed.value !== (stored.values.from ?? "")) {
            change.from = parsed.value;
            said.push(`sender: ${parsed.value || "the default"}`);
          }
        }
        if (notify.webhook?.source !== "env") {
          const remove = str(req.body?.webhook_remove) === "1";
          const url = (str(req.body?.webhook_url) ?? "").trim().slice(0, 2100);
          const format: WebhookFormat = str(req.body?.webhook_format) === "slack" ? "slack" : "signed";
          const secret = str(req.body?.webhook_secret) ?? "";
          entered.webhookUrl = url;
          entered.webhookFormat = format;
          const current = stored.values["webhook.url"];
          if (remove) {
            if (current) {
              Object.assign(change, { "webhook.url": "", "webhook.secret": "", "webhook.format": "" });
              said.push("webhook removed");
            }
          } else if (url || (current && format !== (stored.values["webhook.format"] ?? "signed")) || secret) {
            // A blank address keeps the one saved: it is never shown back (it may hold a token).
            const checked = url ? checkWebhookUrl(url, deps.privateHooks) : current ? { ok: true as const, value: current } : undefined;
            if (!checked) errors.webhook_url = "Enter the webhook's address.";
            else if (!checked.ok) errors.webhook_url = checked.problem;
            const keyInForce = secret || stored.values["webhook.secret"];
            if (format === "signed" && secret && (secret.length < 16 || secret.length > 200 || /[^\x21-\x7e]/.test(secret)))
              errors.webhook_secret = "Use 16 to 200 letters, digits or signs, no spaces (openssl rand -hex 32 makes one).";
            else if (format === "signed" && !keyInForce)
              errors.webhook_secret = "A signed webhook needs a signing key: the receiver checks each request with it.";
            if (checked?.ok && !errors.webhook_secret) {
              if (checked.value !== current) change["webhook.url"] = checked.value;
              change["webhook.format"] = format;
              if (format === "signed" && secret) change["webhook.secret"] = secret;
              if (format === "slack" && stored.values["webhook.secret"]) change["webhook.secret"] = "";
              said.push(`webhook (${format === "slack" ? "Slack format" : "signed JSON"})${secret ? ", new signing key" : ""}`);
            }
          }
        }
        if (Object.keys(errors).length) return page(req, res, 400, { errors, entered });
        if (Object.keys(change).length) {
          // The audit entry names what changed, never a webhook address or key (they may hold a token).
          await store.inbox.saveNotifySettings(change, audit(req, "notify-settings", "notifications", said.join("; ").slice(0, 500)));
          deps.notifications.changed();
        }
        res.redirect(303, `${NOTIFICATIONS_PATH}?done=notifications-saved`);
      },
      { role: "admin" },
    ),
  );
}

/** The notice on the start page and Deliveries when some kind of lead reaches nobody; nothing when every kind does. */
export function NobodyTold({ notify, admin }: { notify: EffectiveNotify; admin: boolean }) {
  const untold = untoldKinds(notify);
  if (untold.length === 0) return null;
  const what =
    untold.length === FORM_KINDS.length
      ? "Nobody is told of new leads"
      : `Nobody is told of new ${untold
          .map((k) => KIND_NAMES[k])
          .join(", ")
          .replace(/, ([^,]*)$/, " and $1")}`;
  // None told is an alarm; some kinds untold may be the team's choice (subscribers, say): said, not alarmed.
  return (
    <Notice kind={untold.length === FORM_KINDS.length ? "error" : "info"}>
      <strong>{what}:</strong> {admin ? <a href={NOTIFICATIONS_PATH}>set up notifications</a> : "ask an admin to set up notifications"}.
    </Notice>
  );
}

function FromEnv({ variable, children }: { variable: string; children: ReactNode }) {
  return (
    <p>
      {children} <span className="muted">Set by the server's environment ({variable}); change it there.</span>
    </p>
  );
}

function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (described: string | undefined) => ReactNode;
}) {
  const described = [props.hint ? `${props.id}-hint` : "", props.error ? `${props.id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="muted mt0 mb0" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children(described)}
      {props.error ? (
        <p className="error-text" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function NotificationsPage(props: {
  notify: EffectiveNotify;
  stored: StoredNotify;
  csrf: string;
  errors: Errors;
  entered?: Entered;
  notice?: string;
}) {
  const { notify, stored, errors, entered } = props;
  const hook = notify.webhook;
  const deskHook = stored.values["webhook.url"];
  const format = entered?.webhookFormat ?? (stored.values["webhook.format"] === "slack" ? "slack" : "signed");
  const failed = Object.keys(errors).length > 0;
  return (
    <>
      <h1>Notifications</h1>
      {props.notice ? <Notice kind="ok">{props.notice}</Notice> : null}
      {failed ? <Notice kind="error">Nothing was saved: see the fields marked below.</Notice> : null}
      <NobodyTold notify={notify} admin />
      <p>
        Who is told of each new lead, as it arrives. Every server uses these settings at once. Settings made in the server's environment win
        over these and are shown as such.
      </p>
      {stored.updatedAt ? (
        <p className="muted">
          Last changed {when(stored.updatedAt)} by {stored.updatedBy}.
        </p>
      ) : null}
      <form method="post" action={NOTIFICATIONS_PATH} noValidate>
        <Csrf token={props.csrf} />
        <fieldset className="group">
          <legend>E-mail</legend>
          {notify.smtp ? null : (
            <Notice kind="info">
              The server has no mail server (SMTP_URL), so no e-mail is sent. Recipients set here take effect once it has one.
            </Notice>
          )}
          {FORM_KINDS.map((kind) => {
            const r = notify.recipients[kind];
            const id = `to_${kind}`;
            return r.source === "env" ? (
              <FromEnv key={kind} variable="LEADS_NOTIFY_TO">
                <strong>{KIND_LABELS[kind]}:</strong> {r.value}.
              </FromEnv>
            ) : (
              <Field key={kind} id={id} label={`Who is told of new ${KIND_NAMES[kind]}`} error={errors[id]}>
                {(described) => (
                  <input
                    id={id}
                    name={id}
                    type="text"
                    autoComplete="off"
                    spellCheck={false}
                    defaultValue={entered?.recipients[kind] ?? r.value}
                    placeholder="sales@example.com, boss@example.com"
                    aria-invalid={errors[id] ? true : undefined}
                    aria-describedby={described}
                  />
                )}
              </Field>
            );
          })}
          {notify.from.source === "env" ? (
            <FromEnv variable="LEADS_NOTIFY_FROM">
              <strong>Sender:</strong> {notify.from.value}.
            </FromEnv>
          ) : (
            <Field
              id="from"
              label="Sender of the e-mails"
              hint="An address your mail server may send from; blank: the website's no-reply address. Replies from the desk come from it too."
              error={errors.from}
            >
              {(described) => (
                <input
                  id="from"
                  name="from"
                  type="text"
                  autoComplete="off"
                  spellCheck={false}
                  defaultValue={entered?.from ?? stored.values.from ?? ""}
                  placeholder="Nexora website <leads@example.com>"
                  aria-invalid={errors.from ? true : undefined}
                  aria-describedby={described}
                />
              )}
            </Field>
          )}
        </fieldset>
        <fieldset className="group">
          <legend>Webhook</legend>
          {hook?.source === "env" ? (
            <FromEnv variable="LEADS_WEBHOOK_URL">
              <strong>Signed JSON to</strong> {maskedUrl(hook.url)}.
            </FromEnv>
          ) : (
            <>
              <p className="mt1">
                {deskHook ? (
                  <>
                    Now: {format === "slack" ? "Slack format" : "signed JSON"} to <code>{maskedUrl(deskHook)}</code>
                    {stored.values["webhook.secret"] ? ", with a signing key" : ""}. The address and key are not shown again.
                  </>
                ) : (
                  "No webhook is set."
                )}
              </p>
              <fieldset className="bare">
                <legend>Format</legend>
                <div className="check">
                  <label htmlFor="webhook_format_slack">Slack format: a short message with a link to the lead (Slack, Mattermost…)</label>
                  <input id="webhook_format_slack" type="radio" name="webhook_format" value="slack" defaultChecked={format === "slack"} />
                </div>
                <div className="check">
                  <label htmlFor="webhook_format_signed">Signed JSON: every field, with an HMAC signature (a CRM, Zapier…)</label>
                  <input
                    id="webhook_format_signed"
                    type="radio"
                    name="webhook_format"
                    value="signed"
                    defaultChecked={format === "signed"}
                  />
                </div>
              </fieldset>
              <Field
                id="webhook_url"
                label={deskHook ? "New address (blank keeps the one saved)" : "Address"}
                hint="https://… on the internet; addresses on this machine or a private network are refused."
                error={errors.webhook_url}
              >
                {(described) => (
                  <input
                    id="webhook_url"
                    name="webhook_url"
                    type="url"
                    autoComplete="off"
                    spellCheck={false}
                    defaultValue={entered?.webhookUrl ?? ""}
                    placeholder="https://hooks.slack.com/services/…"
                    aria-invalid={errors.webhook_url ? true : undefined}
                    aria-describedby={described}
                  />
                )}
              </Field>
              <Field
                id="webhook_secret"
                label={stored.values["webhook.secret"] ? "New signing key (blank keeps the one saved)" : "Signing key (signed JSON only)"}
                hint="At least 16 characters; the receiver checks the X-Nexora-Signature header with it."
                error={errors.webhook_secret}
              >
                {(described) => (
                  <input
                    id="webhook_secret"
                    name="webhook_secret"
                    type="password"
                    autoComplete="new-password"
                    aria-invalid={errors.webhook_secret ? true : undefined}
                    aria-describedby={described}
                  />
                )}
              </Field>
              {deskHook ? (
                <div className="check">
                  <label htmlFor="webhook_remove">Remove the webhook</label>
                  <input id="webhook_remove" type="checkbox" name="webhook_remove" value="1" />
                </div>
              ) : null}
            </>
          )}
        </fieldset>
        <button type="submit">Save notifications</button>
      </form>
    </>
  );
}
