/**
 * Words and input settings of the lead forms: labels, input types, autofill hints and the
 * messages visitors read (their words from content/interface/<locale>/forms.json). Components take everything from here.
 */
import { commentForm, serviceSidebar } from "~/content/labels";
import { fieldLabels, formCopy as copy, submitLabels, successMessages } from "@interface/forms";
import { plural } from "~/i18n/format";
import { FORM_FIELDS, type FieldName, type FormKind } from "../../shared/forms/fields";
import type { LeadFormWords } from "./lead-form";

// Words reach the island as props (LeadFormProps.words), so its code carries none: FIELD_SPECS has no labels.
export interface FieldSpec {
  type: "text" | "email" | "tel" | "textarea";
  autoComplete: string;
  /** Takes the whole row in the two-column layout. */
  wide?: boolean;
}

export const FIELD_SPECS: Record<FieldName, FieldSpec> = {
  firstName: { type: "text", autoComplete: "given-name" },
  lastName: { type: "text", autoComplete: "family-name" },
  name: { type: "text", autoComplete: "name" },
  email: { type: "email", autoComplete: "email" },
  phone: { type: "tel", autoComplete: "tel" },
  subject: { type: "text", autoComplete: "off", wide: true },
  message: { type: "textarea", autoComplete: "off", wide: true },
};

/** Fields the visitor must fill in, per form (the schemas hold the same rule). */
export const REQUIRED_FIELDS: Record<FormKind, readonly FieldName[]> = {
  contact: ["email", "message"],
  quote: ["email", "message"],
  comment: ["firstName", "email", "message"],
  subscribe: ["email"],
};

export const SUBMIT_LABELS: Record<FormKind, string> = {
  contact: submitLabels.contact,
  quote: serviceSidebar.quoteButtonLabel,
  comment: commentForm.submitLabel,
  subscribe: submitLabels.subscribe,
};

export const SUCCESS_MESSAGES: Record<FormKind, string> = successMessages;

export const formCopy = {
  ...copy,
  /** Shown above a form that came back with field errors. */
  fixErrors: (count: number) => plural(copy.fixErrors, count),
};

/** A form's words for its island, in the page's language (server side: the island's code carries none). */
export function formWords(kind: FormKind): LeadFormWords {
  return {
    labels: Object.fromEntries(FORM_FIELDS[kind].map((field) => [field, fieldLabels[field]])),
    requiredNote: copy.requiredNote,
    honeypotLabel: copy.honeypotLabel,
    sending: copy.sending,
    notSent: copy.notSent,
  };
}
