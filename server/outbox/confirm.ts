/**
 * The confirm channel (double opt-in, docs/decisions/0031-double-opt-in.md): one e-mail to a new subscriber, in the
 * language of the page they subscribed on, with a signed link to the confirmation page. The team's channels follow
 * only once the subscriber confirmed (LeadStore.confirmSubscription).
 */
import nodemailer from "nodemailer";
import type { z } from "zod";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { site } from "../../app/content/site";
import { contentRoot } from "../../app/content/files/source";
import { readExports } from "../../app/content/files/validate";
import { formsCollection, type FormsSchema } from "../../app/content/schemas/interface";
import { localePath } from "../../shared/locale-path";
import { LOCALES, splitLocale } from "../../shared/locales";
import { CONFIRM_PATH, CONFIRM_TOKEN_PARAM } from "../../shared/subscription";
import type { LeadRow } from "../store/types";
import { confirmationToken } from "../subscription-token";
import type { NotificationChannel } from "./channel";

export interface ConfirmChannelOptions {
  smtpUrl: string;
  from?: string;
  /** Where the site is public: the link's origin. */
  siteUrl: string;
}

type SubscriptionWords = z.infer<typeof FormsSchema>["subscription"];

// Read once: the words of every language, as the content files hold them.
const words = new Map<string, SubscriptionWords>(
  LOCALES.map((locale) => [locale.code, readExports(contentRoot(), formsCollection, locale.code).subscription as SubscriptionWords]),
);

export function confirmationMessage(lead: LeadRow, secret: string, siteUrl: string) {
  const { locale } = splitLocale(lead.page);
  const text = words.get(locale.code)!;
  const link = new URL(localePath(CONFIRM_PATH, locale.code), siteUrl);
  link.searchParams.set(CONFIRM_TOKEN_PARAM, confirmationToken(secret, lead.id, lead.createdAt));
  return {
    subject: text.emailSubject.replace("{site}", site().name),
    text: `${text.emailBody.replace("{site}", site().name).replace("{link}", link.href)}\n`,
    link: link.href,
  };
}

export function createConfirmChannel({ smtpUrl, from, siteUrl }: ConfirmChannelOptions, secret: string): NotificationChannel {
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  const domain = new URL(site().website.url).hostname.replace(/^www\./, "");
  const sender = from ?? `"${site().name}" <no-reply@${domain}>`;
  return {
    name: "confirm",
    async deliver(lead, delivery) {
      const { subject, text } = confirmationMessage(lead, secret, siteUrl);
      // The same on every attempt, so a mailbox can drop a rare second copy; a link sent again is a new message.
      const messageId = `<${delivery.key}-${Date.parse(delivery.since).toString(36)}@${domain}>`;
      await transport.sendMail({ from: sender, to: lead.email, subject, text, messageId });
    },
    close() {
      transport.close();
    },
  };
}
