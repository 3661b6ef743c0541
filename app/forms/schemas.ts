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

import type { validation as validationWords } from "@interface/forms";
import { fill, formatNumber } from "../i18n/format";

export * from "../../shared/forms/fields";

// Bidi embeddings, overrides and isolates can make a name read differently from what it holds; RTL text and its marks are fine.
const SINGLE_LINE_FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// At least 5 digits somewhere (checked on the value with its digits made ASCII: phoneDigits).
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;

// Eastern Arabic (٠–٩), Persian (۰–۹) and full-width (０–９) digits, and full-width + - ( ) and space, as phone keyboards
// in Arabic and East Asian layouts type them.
const PHONE_LOOKALIKES = /[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19\uff0b\uff0d\uff08\uff09\u3000]/g;

/** A phone number with its digits and symbols as ASCII, however they were typed; what is stored. */
export function phoneDigits(value: string): string {
  return value.replace(PHONE_LOOKALIKES, (c) => {
    const code = c.charCodeAt(0);
    if (code <= 0x0669) return String(code - 0x0660);
    if (code <= 0x06f9) return String(code - 0x06f0);
    if (code >= 0xff10 && code <= 0xff19) return String(code - 0xff10);
    return c === "\u3000" ? " " : String.fromCharCode(code - 0xfee0);
  });
}
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The validation's words (content/interface/<locale>/forms.json): the server passes them; islands get them as props. */
export type ValidationMessages = typeof validationWords;

// Besides its length limit and no control characters.
interface FieldRule {
  /** The message. */
  multiLine?: boolean;
  /** The message when left empty; optional when absent. */
  required?: keyof ValidationMessages;
  email?: boolean;
  phone?: boolean;
}

const email: FieldRule = { required: "emailRequired", email: true };
const phone: FieldRule = { phone: true };
const message = (required: keyof ValidationMessages): FieldRule => ({ multiLine: true, required });

// In the order the fields are shown.
export const formSchemas: Record<FormKind, Partial<Record<FieldName, FieldRule>>> = {
  contact: { firstName: {}, lastName: {}, email, phone, subject: {}, message: message("messageRequired") },
  quote: { name: {}, email, phone, message: message("messageRequired") },
  comment: {
    firstName: { required: "firstNameRequired" },
    lastName: {},
    email,
    phone,
    subject: {},
    message: message("commentRequired"),
  },
  subscribe: { email },
};

// A fixed order: length, characters, empty, format.
function problem(field: FieldName, value: string, rule: FieldRule, messages: ValidationMessages): string | undefined {
  const max = FIELD_LIMITS[field];
  if (value.length > max) return fill(messages.tooLong, { max: formatNumber(max) });
  if ((rule.multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value))
    return rule.multiLine ? messages.multiLine : messages.singleLine;
  if (value === "") return rule.required && messages[rule.required];
  if (rule.email && !EMAIL_PATTERN.test(value)) return messages.emailInvalid;
  if (rule.phone && !(PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 5)) return messages.phoneInvalid;
  return undefined;
}

/** The messages a kind of form can show (an island's props carry no others). */
export function messagesFor(kind: FormKind, messages: ValidationMessages): Partial<ValidationMessages> {
  const rules = Object.values(formSchemas[kind]);
  const keys = new Set<keyof ValidationMessages>(["tooLong", "singleLine"]);
  for (const rule of rules) {
    if (rule.required) keys.add(rule.required);
    if (rule.multiLine) keys.add("multiLine");
    if (rule.email) keys.add("emailInvalid");
    if (rule.phone) keys.add("phoneInvalid");
  }
  return Object.fromEntries([...keys].map((key) => [key, messages[key]]));
}

export type Validation = { ok: true; data: LeadFields } | { ok: false; errors: FieldErrors };

export function validateForm(kind: FormKind, values: RawValues, messages: ValidationMessages): Validation {
  const data: LeadFields = {};
  const errors: FieldErrors = {};
  for (const field of FORM_FIELDS[kind]) {
    const rule = formSchemas[kind][field] ?? {};
    // Stored as ASCII digits, so the team can dial it and find it whatever keyboard the visitor had.
    const raw = (values[field] ?? "").trim();
    const value = rule.phone ? phoneDigits(raw) : raw;
    const error = problem(field, value, rule, messages);
    if (error) errors[field] = error;
    data[field] = value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}
