/**
 * The forms' field names, limits and plain types: what the pages need to draw the forms,
 * without the rules themselves (./schemas loads only when a visitor starts filling a form in).
 */
export const FORM_KINDS = ["contact", "quote", "comment", "subscribe"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}

export type FieldName = "firstName" | "lastName" | "name" | "email" | "phone" | "subject" | "message";

/** The fields each form sends, in the order they appear on screen. */
export const FORM_FIELDS = {
  contact: ["firstName", "lastName", "email", "phone", "subject", "message"],
  quote: ["name", "email", "phone", "message"],
  comment: ["firstName", "lastName", "email", "phone", "subject", "message"],
  subscribe: ["email"],
} as const satisfies Record<FormKind, readonly FieldName[]>;

/** Maximum lengths in characters (UTF-16 code units, as the browser's maxLength counts). */
export const FIELD_LIMITS: Record<FieldName, number> = {
  firstName: 80,
  lastName: 80,
  name: 120,
  email: 254,
  phone: 32,
  subject: 150,
  message: 5000,
};

/** Clean, validated values of any form. */
export type LeadFields = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;
/** Raw (untrimmed) values as the visitor typed them, kept to re-render the form. */
export type RawValues = Partial<Record<FieldName, string>>;

/** Something with FormData's reading methods (FormData, URLSearchParams). */
export interface FieldSource {
  getAll(name: string): unknown[];
}

/**
 * Reads a form's fields as strings. A field sent twice, or as a file, cannot be one of our
 * forms' answers: it is reported so the caller can refuse the submission.
 */
export function readFields(kind: FormKind, source: FieldSource): { values: RawValues; malformed: FieldName[] } {
  const values: RawValues = {};
  const malformed: FieldName[] = [];
  for (const field of FORM_FIELDS[kind]) {
    const all = source.getAll(field);
    if (all.length > 1 || (all.length === 1 && typeof all[0] !== "string")) malformed.push(field);
    const first = all.find((v): v is string => typeof v === "string");
    if (first !== undefined) values[field] = first;
  }
  return { values, malformed };
}
