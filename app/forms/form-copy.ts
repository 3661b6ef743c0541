/**
 * Words and input settings of the lead forms: labels, input types, autofill hints and the
 * messages visitors read. Components take everything from here.
 */
import { commentForm, serviceSidebar } from "~/content/labels";
import type { FieldName, FormKind } from "../../shared/forms/fields";

export interface FieldSpec {
  label: string;
  type: "text" | "email" | "tel" | "textarea";
  autoComplete: string;
  /** Takes the whole row in the two-column layout. */
  wide?: boolean;
}

export const FIELD_SPECS: Record<FieldName, FieldSpec> = {
  firstName: { label: "First Name", type: "text", autoComplete: "given-name" },
  lastName: { label: "Last Name", type: "text", autoComplete: "family-name" },
  name: { label: "Your Name", type: "text", autoComplete: "name" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
  subject: { label: "Subject", type: "text", autoComplete: "off", wide: true },
  message: { label: "Message", type: "textarea", autoComplete: "off", wide: true },
};

/** Fields the visitor must fill in, per form (the schemas hold the same rule). */
export const REQUIRED_FIELDS: Record<FormKind, readonly FieldName[]> = {
  contact: ["email", "message"],
  quote: ["email", "message"],
  comment: ["firstName", "email", "message"],
  subscribe: ["email"],
};

export const SUBMIT_LABELS: Record<FormKind, string> = {
  contact: "Submit",
  quote: serviceSidebar.quoteButtonLabel,
  comment: commentForm.submitLabel,
  subscribe: "Subscribe",
};

export const SUCCESS_MESSAGES: Record<FormKind, string> = {
  contact: "Thank you! Your message has been sent. We will get back to you within one business day.",
  quote: "Thank you! Your quote request has been sent. We will reply within one business day.",
  comment: "Thank you! Your comment has been received and will appear once a moderator approves it.",
  subscribe: "Thank you! Your e-mail address is on our list; we will be in touch soon.",
};

export const formCopy = {
  requiredNote: "Fields marked * are required.",
  subscribeInputLabel: "Email address",
  sending: "Sending…",
  /** Shown above a form that came back with field errors. */
  fixErrors: (count: number) =>
    count === 1 ? "Please correct the field marked below." : `Please correct the ${count} fields marked below.`,
  rateLimited: (minutes: number) =>
    `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or call or e-mail us directly.`,
  unavailable: "We could not save your message just now. Please try again in a minute, or call or e-mail us directly.",
  unreadable: "We could not read this submission. Please reload the page and try again.",
  /** A field sent twice, as a file, or with bytes that are not text: kept, but shown for checking. */
  fieldUnreadable: "Part of what was sent in this field could not be read. Please check it and type it again.",
  /** The island's post got no answer from us (no connection, or something in between failed). */
  notSent: "We could not send your message. Please check your connection and try again, or call or e-mail us directly.",
  honeypotLabel: "Leave this field empty",
} as const;
