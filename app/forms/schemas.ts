/**
 * One zod schema per form kind. The server's action is the authority; the browser runs the
 * same schemas for early feedback, loaded when a visitor starts on a form (the lead-form island).
 * Values arrive as strings (FormData), are trimmed, and leave as the exact text that gets stored.
 *
 * zod/mini (the same zod, without the method chains): the browser loads only the checks used
 * here, a fraction of classic zod's bytes.
 */
import * as z from "zod/mini";
import { FIELD_LIMITS, FORM_FIELDS, type FieldErrors, type FieldName, type FormKind, type LeadFields, type RawValues } from "./fields";

export * from "./fields";

// No eval: zod's JIT probes `new Function`, which the site's Content-Security-Policy forbids.
z.config({ jitless: true });

/** Control characters (and lone surrogates) that no single-line field may contain. */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A message may hold tabs and line breaks, but no other control characters. */
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Digits, spaces and the usual phone punctuation; at least 5 digits somewhere. */
const PHONE_PATTERN = /^\+?[\d\s().\-/]+$/;

const messages = {
  tooLong: (max: number) => `Please keep this under ${max.toLocaleString("en-US")} characters.`,
  singleLine: "Please remove line breaks and special characters from this field.",
  multiLine: "Please remove special control characters from your message.",
  emailRequired: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, for example name@company.com.",
  phoneInvalid: "Please enter a full phone number (at least 5 digits) using digits, spaces, +, -, ( and ) only.",
  messageRequired: "Please write a message so we know how we can help.",
  commentRequired: "Please write your comment.",
  firstNameRequired: "Please enter your first name.",
} as const;

function text(field: FieldName, forbidden: RegExp, forbiddenMessage: string) {
  const max = FIELD_LIMITS[field];
  return z.string().check(
    z.trim(),
    z.maxLength(max, messages.tooLong(max)),
    z.refine((value: string) => !forbidden.test(value), forbiddenMessage),
  );
}

/** Fails on an empty (trimmed) value, and then stops: no other message for that field. */
const nonEmpty = (error: string) => z.refine<string>((v) => v.length > 0, { error, abort: true });

const line = (field: FieldName) => text(field, SINGLE_LINE_FORBIDDEN, messages.singleLine);
const required = (field: FieldName, error: string) => line(field).check(nonEmpty(error));

const email = z.pipe(line("email").check(nonEmpty(messages.emailRequired)), z.email(messages.emailInvalid));

const phone = line("phone").check(
  z.refine(
    (v: string) => v === "" || (PHONE_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5),
    messages.phoneInvalid,
  ),
);

const message = (requiredMessage: string) =>
  text("message", MULTI_LINE_FORBIDDEN, messages.multiLine).check(nonEmpty(requiredMessage));

export const contactSchema = z.object({
  firstName: line("firstName"),
  lastName: line("lastName"),
  email,
  phone,
  subject: line("subject"),
  message: message(messages.messageRequired),
});

export const quoteSchema = z.object({
  name: line("name"),
  email,
  phone,
  message: message(messages.messageRequired),
});

export const commentSchema = z.object({
  firstName: required("firstName", messages.firstNameRequired),
  lastName: line("lastName"),
  email,
  phone,
  subject: line("subject"),
  message: message(messages.commentRequired),
});

export const subscribeSchema = z.object({ email });

export const formSchemas = {
  contact: contactSchema,
  quote: quoteSchema,
  comment: commentSchema,
  subscribe: subscribeSchema,
} as const;

export type Validation = { ok: true; data: LeadFields } | { ok: false; errors: FieldErrors };

/** Validates one form's raw values; errors are one plain-words message per field. */
export function validateForm(kind: FormKind, values: RawValues): Validation {
  const input: Record<string, string> = {};
  for (const field of FORM_FIELDS[kind]) input[field] = values[field] ?? "";
  const result = formSchemas[kind].safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
