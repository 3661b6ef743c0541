/**
 * The server's action is the authority; the browser runs the same code for early feedback. Not zod (the content's
 * schemas use it): zod/mini costs 4.3 KB of brotli against under 1 KB for these five kinds of check, within the islands'
 * 60 KB (docs/decisions/0010-islands.md).
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

// Bidi embeddings, overrides and isolates can make a name read differently from what it holds; RTL text and its marks are fine.
const SINGLE_LINE_FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// At least 5 digits somewhere.
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;
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

// Besides its length limit and no control characters.
interface FieldRule {
  /** The message. */
  multiLine?: boolean;
  /** The message when left empty; optional when absent. */
  required?: string;
  email?: boolean;
  phone?: boolean;
}

const email: FieldRule = { required: messages.emailRequired, email: true };
const phone: FieldRule = { phone: true };
const message = (required: string): FieldRule => ({ multiLine: true, required });

// In the order the fields are shown.
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

// A fixed order: length, characters, empty, format.
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
