/**
 * The e-mail channel: one message per new lead to LEADS_NOTIFY_TO through SMTP_URL
 * (nodemailer), Reply-To set to the sender. `deliver` resolves once the SMTP server accepted
 * the message and rejects otherwise; the outbox worker retries.
 */
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { site } from "../../app/content/site";
import type { LeadRow } from "../store/types";
import type { NotificationChannel } from "./channel";
import { splitLocale } from "../../shared/locales";

export interface EmailChannelOptions {
  smtpUrl: string;
  /** One or more addresses, comma-separated. */
  to?: string;
  from?: string;
  /** Recipients and sender read when each lead is delivered (the desk's Notifications): they win over `to` and `from`. */
  resolve?: (lead: LeadRow) => Promise<{ to: string; from: string }>;
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

const siteDomain = () => new URL(site().website.url).hostname.replace(/^www\./, "");

export function senderName(lead: LeadRow): string {
  return [lead.firstName, lead.lastName].filter(Boolean).join(" ") || lead.name || lead.email;
}

export function notificationMessage(lead: LeadRow) {
  const lines = FIELD_LABELS.filter(([key]) => lead[key]).map(([key, label]) =>
    key === "message" ? `${label}:\n${lead.message}\n` : `${label}: ${lead[key]}`,
  );
  // The language the visitor wrote from, so the team answers in it.
  const { locale } = splitLocale(lead.page);
  lines.splice(lines.findIndex((l) => l.startsWith("Sent from:")) + 1, 0, `Language: ${locale.englishName} (${locale.code})`);
  return {
    subject: `New ${KIND_LABELS[lead.kind]} from ${senderName(lead)} (#${lead.id})`,
    text: `${lines.join("\n")}\n\nList all leads with: npm run leads\n`,
    replyTo: lead.email || undefined,
  };
}

export function smtpTransport(smtpUrl: string) {
  return nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
}

export function createEmailChannel({ smtpUrl, to, from, resolve }: EmailChannelOptions): NotificationChannel {
  const transport = smtpTransport(smtpUrl);
  const fixed = { to: to ?? "", from: from ?? `"${site().name} website" <no-reply@${siteDomain()}>` };
  return {
    name: "email",
    async deliver(lead, delivery) {
      const { to: recipients, from: sender } = resolve ? await resolve(lead) : fixed;
      // Removed in the desk since the lead was queued: nobody to send it to (a failed attempt, as for a missing channel).
      if (!recipients) throw new Error(`nobody is set to receive the e-mails of ${lead.kind} leads`);
      await transport.sendMail({
        from: sender,
        to: recipients,
        ...notificationMessage(lead),
        // The same Message-ID on every attempt: a mailbox that gets a rare second copy (a
        // server killed after the SMTP server accepted the message) can recognise it.
        messageId: `<${delivery.key}@${siteDomain()}>`,
        headers: { "X-Nexora-Delivery": delivery.key },
      });
    },
    close() {
      transport.close();
    },
  };
}
