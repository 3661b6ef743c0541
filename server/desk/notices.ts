/**
 * E-mails the desk sends a person about their own account, when SMTP is configured (SMTP_URL): a sign-in from a browser
 * or network not seen for them before, and an admin removing their authenticator apps (docs/decisions/0022-desk.md; ASVS 6.4.4, 16.3).
 * They are sent straight away, not through the outbox: a notice is worth a try, and a mail server that is down must
 * not hold up or undo a sign-in. A failure is logged.
 */
import nodemailer from "nodemailer";
import SMTPTransport from "nodemailer/lib/smtp-transport";
import { site } from "../../app/content/site";

export interface DeskNotices {
  send(to: string, subject: string, text: string): Promise<void>;
  close(): void;
}

export function smtpNotices({ smtpUrl, from }: { smtpUrl: string; from?: string }): DeskNotices {
  const transport = nodemailer.createTransport(
    new SMTPTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  );
  const domain = new URL(site().website.url).hostname.replace(/^www\./, "");
  const sender = from ?? `"${site().name}" <no-reply@${domain}>`;
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from: sender, to, subject, text });
    },
    close: () => transport.close(),
  };
}

const desk = () => `${site().name} desk`;

/** A sign-in from a browser and network this person had not signed in from before. */
export function newDeviceNotice(p: { email: string; device: string; network: string; at: Date; sessionsUrl: string }) {
  return {
    subject: `New sign-in to the ${desk()}`,
    text: [
      `Someone signed in to the ${desk()} as ${p.email} from a browser or network not seen for you before:`,
      "",
      `  ${p.device}, network ${p.network || "unknown"}, ${p.at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      "",
      "If it was you, nothing needs doing.",
      `If it was not: sign in, end that session under Your sessions (${p.sessionsUrl}), change your password, and tell an admin.`,
      "",
    ].join("\n"),
  };
}

/** An admin removed this person's authenticator apps, passkeys and recovery codes. */
export function factorsResetNotice(p: { email: string; admin: string; at: Date }) {
  return {
    subject: `Your authenticator apps and passkeys were removed from the ${desk()}`,
    text: [
      `${p.admin} removed the authenticator apps, passkeys and recovery codes of ${p.email} on the ${desk()}`,
      `(${p.at.toISOString().slice(0, 16).replace("T", " ")} UTC), and every session of yours ended.`,
      "",
      "If you asked for this (a lost phone), set up a new app or passkey when you next sign in.",
      "If you did not, tell another admin at once: someone may be trying to take over your account.",
      "",
    ].join("\n"),
  };
}

/** A lead was given to this person in the desk. The visitor's name is in the text only, made one line. */
export function leadAssignedNotice(p: { by: string; kind: string; id: number; from: string; url: string }) {
  return {
    subject: `A lead was given to you on the ${desk()}`,
    text: [
      `${p.by} gave you ${p.kind} ${p.id}${p.from ? ` from ${p.from.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").slice(0, 100)}` : ""}.`,
      "",
      `Open it: ${p.url}`,
      "",
      "Your leads are under Only mine in each list of leads.",
      "",
    ].join("\n"),
  };
}
