/**
 * E-mail notification of new leads (nodemailer over SMTP), when SMTP_URL and LEADS_NOTIFY_TO
 * are set. Sending happens after the lead is committed and never delays the visitor's
 * answer; a failure is logged and leaves the lead's notified_at empty.
 */
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { site } from "../app/content/site";
import type { LeadRow } from "./store/types";
import { notificationMessage } from "./outbox/email";

export interface NotifierOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  /** Called after the SMTP server accepted the message. */
  onSent?: (lead: LeadRow) => void;
  log?: Pick<Console, "error">;
}

export interface Notifier {
  notify(lead: LeadRow): void;
  /** Resolves when every notification started so far has finished (sent or failed). */
  idle(): Promise<void>;
}

export { notificationMessage, senderName } from "./outbox/email";

export function createNotifier({ smtpUrl, to, from, onSent, log = console }: NotifierOptions): Notifier {
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  const sender = from ?? `"${site.name} website" <no-reply@${new URL(site.website.url).hostname.replace(/^www\./, "")}>`;
  const inFlight = new Set<Promise<void>>();

  return {
    notify(lead) {
      const sending = transport
        .sendMail({ from: sender, to, ...notificationMessage(lead) })
        .then(() => onSent?.(lead))
        .catch((error: unknown) => {
          log.error(`Lead #${lead.id}: notification e-mail failed (the lead is stored):`, error instanceof Error ? error.message : error);
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
