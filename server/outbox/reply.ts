/**
 * The reply channel: a reply written on a lead in the desk, sent through the outbox to the lead's address, From the
 * configured sender, Reply-To the desk user who wrote it, so the visitor's answer reaches that person. Nothing a visitor
 * wrote reaches a header unchecked: the address must be one plain address (no list, no name part), the subject and the
 * visitor's name are made one line.
 */
import type { LeadReply } from "../store/inbox-types";
import type { LeadRow } from "../store/types";
import type { NotificationChannel } from "./channel";
import { senderName, smtpTransport } from "./email";
import { isPlainAddress } from "./notify-settings";

/** Control characters (CR, LF, tab…) and the Unicode line and paragraph separators become one space. */
export const oneLine = (text: string): string =>
  text
    .replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();

/** "Re: <subject>" for a lead: its own subject, or what it was. */
export function replySubject(lead: Pick<LeadRow, "subject" | "kind">): string {
  const subject = oneLine(lead.subject).slice(0, 150);
  if (subject) return /^re:/i.test(subject) ? subject : `Re: ${subject}`;
  return lead.kind === "quote" ? "Re: Your quote request" : lead.kind === "comment" ? "Re: Your comment" : "Re: Your message";
}

export function replyMessage(reply: LeadReply, lead: LeadRow, from: string, domain: string) {
  if (!isPlainAddress(reply.to)) throw new Error("reply: the lead's e-mail is not one plain address; not sent");
  if (!isPlainAddress(reply.author)) throw new Error("reply: the author's e-mail is not one plain address; not sent");
  const name = oneLine(senderName(lead)).slice(0, 100);
  return {
    from,
    to: name && name !== reply.to ? { name, address: reply.to } : reply.to,
    replyTo: reply.author,
    subject: oneLine(reply.subject),
    text: reply.body.replace(/\r\n?/g, "\n"),
    // The same on every attempt, so the visitor's mailbox can drop a rare second copy.
    messageId: `<reply-${reply.id}-${Date.parse(reply.createdAt).toString(36)}@${domain}>`,
  };
}

export function createReplyChannel(options: {
  smtpUrl: string;
  replyOf: (outboxId: number) => Promise<LeadReply | undefined>;
  from: () => Promise<string>;
  domain: string;
}): NotificationChannel {
  const transport = smtpTransport(options.smtpUrl);
  return {
    name: "reply",
    async deliver(lead, delivery) {
      const reply = await options.replyOf(delivery.entryId);
      if (!reply) throw new Error("reply: the reply is gone");
      await transport.sendMail(replyMessage(reply, lead, await options.from(), options.domain));
    },
    close() {
      transport.close();
    },
  };
}
