/**
 * Words and input settings of the lead forms: labels, input types, autofill hints and the
 * messages visitors read (their words from content/interface/<locale>/forms.json). Components take everything from here.
 */
import { commentForm, serviceSidebar } from "~/content/labels";
import { fieldLabels, formCopy as copy, submitLabels, successMessages } from "@interface/forms";
import { plural } from "~/i18n/format";
import { FORM_FIELDS, type FormKind } from "../../shared/forms/fields";
import type { LeadFormWords } from "./lead-form";

export { FIELD_SPECS, REQUIRED_FIELDS, type FieldSpec } from "./field-specs";

// Getters: the words are read where a form is drawn, so a page rendered at a revision has that revision's.
export const SUBMIT_LABELS: Record<FormKind, string> = {
  get contact() {
    return submitLabels.contact;
  },
  get quote() {
    return serviceSidebar.quoteButtonLabel;
  },
  get comment() {
    return commentForm.submitLabel;
  },
  get subscribe() {
    return submitLabels.subscribe;
  },
};

export const SUCCESS_MESSAGES: Record<FormKind, string> = successMessages;

/** Shown above a form that came back with field errors. */
export const fixErrors = (count: number): string => plural(copy.fixErrors, count);

export { copy as formCopy };

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
