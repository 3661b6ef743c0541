/**
 * E-mail notification of new leads (nodemailer over SMTP), when SMTP_URL and LEADS_NOTIFY_TO
 * are set. Sending happens after the lead is committed and never delays the visitor's
 * answer; a failure is logged and leaves the lead's notified_at empty.
 */
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport/index.js";
import { site } from "../app/content/site";
import type { LeadRow } from "./leads-store";

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

const KIND_LABELS: Record<LeadRow["kind"], string> = {
  contact: "contact message",
  quote: "quote request",
  comment: "blog comment (awaiting moderation)",
  subscribe: "subscriber",
};

const FIELD_LABELS: [keyof LeadRow, string][] = [
  ["firstName", "First name"],
  ["lastName", "Last name"],
  ["name", "Name"],
  ["email", "E-mail"],
  ["phone", "Phone"],
  ["subject", "Subject"],
  ["message", "Message"],
  ["page", "Sent from"],
  ["createdAt", "Received"],
];

export function senderName(lead: LeadRow): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.name || lead.email;
}

export function notificationMessage(lead: LeadRow) {
  const lines = FIELD_LABELS.filter(([key]) => lead[key]).map(([key, label]) =>
    key === "message" ? `${label}:\n${lead.message}\n` : `${label}: ${lead[key]}`,
  );
  return {
    subject: `New ${KIND_LABELS[lead.kind]} from ${senderName(lead)} (#${lead.id})`,
    text: `${lines.join("\n")}\n\nList all leads with: npm run leads\n`,
    replyTo: lead.email || undefined,
  };
}

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
