/**
 * One schema per form kind: a table of each field's rules, checked by `validateForm`. The
 * server's action is the authority; the browser runs the same code for early feedback, loaded
 * when a visitor starts on a form (the lead-form island). Values arrive as strings (FormData),
 * are trimmed, and leave as the exact text that gets stored.
 *
 * Not zod (used for the content's schemas): these rules are five kinds of check, and in the
 * browser zod/mini cost 4.3 KB of brotli against well under 1 KB for this, on pages whose
 * scripts must stay within 60 KB with React (docs/decisions/0010-islands.md).
 */
import {
  FIELD_LIMITS,
  FORM_FIELDS,
  type FieldErrors,
  type FieldName,
  type FormKind,
  type LeadFields,
  type RawValues,
} from "../../shared/forms/fields";

export * from "../../shared/forms/fields";

/**
 * Control characters, lone surrogates, and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that can make a name or a comment read differently from what
 * it holds, wherever it is shown; right-to-left text and its marks (U+200E, U+200F) are fine.
 */
const SINGLE_LINE_FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A message may hold tabs and line breaks, but no other control characters. */
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Digits, spaces and the usual phone punctuation; at least 5 digits somewhere. */
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;
/** A practical e-mail address: dotted local part without leading or double dots, a dotted domain. */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const messages = {
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters.`,
  singleLine: "Please remove line breaks and special characters (such as invisible direction marks) from this field.",
  multiLine: "Please remove special control characters (such as invisible direction marks) from your message.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, for example name@company.com.",
  phoneInvalid: "Please enter a full phone number (at least 5 digits) using digits, spaces, +, -, ( and ) only.",
  messageRequired: "Please write a message so we know how we can help.",
  commentRequired: "Please write your comment.",
  firstNameRequired: "Please enter your first name.",
} as const;

/** What a field must be, besides at most its length and free of control characters. */
interface FieldRule {
  /** Line breaks and tabs allowed (the message). */
  multiLine?: boolean;
  /** The message when it is left empty; optional when absent. */
  required?: string;
  email?: boolean;
  phone?: boolean;
}

const email: FieldRule = { required: messages.emailRequired, email: true };
const phone: FieldRule = { phone: true };
const message = (required: string): FieldRule => ({ multiLine: true, required });

/** The schema of each form: its fields' rules, in the order they are shown. */
export const formSchemas: Record<FormKind, Partial<Record<FieldName, FieldRule>>> = {
  contact: { firstName: {}, lastName: {}, email, phone, subject: {}, message: message(messages.messageRequired) },
  quote: { name: {}, email, phone, message: message(messages.messageRequired) },
  comment: {
    firstName: { required: messages.firstNameRequired },
    lastName: {},
    email,
    phone,
    subject: {},
    message: message(messages.commentRequired),
  },
  subscribe: { email },
};

/** The first problem with a (trimmed) value, in a fixed order: length, characters, empty, format. */
function problem(field: FieldName, value: string, rule: FieldRule): string | undefined {
  const max = FIELD_LIMITS[field];
  if (value.length > max) return messages.tooLong(max);
  if ((rule.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value))
    return rule.multiLine ? messages.multiLine : messages.singleLine;
  if (value === "") return rule.required;
  if (rule.email && !EMAIL_PATTERN.test(value)) return messages.emailInvalid;
  if (rule.phone && !(PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5)) return messages.phoneInvalid;
  return undefined;
}

export type Validation = { ok: true; data: LeadFields } | { ok: false; errors: FieldErrors };

/** Validates one form's raw values; errors are one plain-words message per field. */
export function validateForm(kind: FormKind, values: RawValues): Validation {
  const data: LeadFields = {};
  const errors: FieldErrors = {};
  for (const field of FORM_FIELDS[kind]) {
    const value = (values[field] ?? "").trim();
    const error = problem(field, value, formSchemas[kind][field] ?? {});
    if (error) errors[field] = error;
    data[field] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}
