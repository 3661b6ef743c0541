// Names and limits without the rules, so pages draw forms before ./schemas loads.
export const FORM_KINDS = ["contact", "quote", "comment", "subscribe"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}

export type FieldName = "firstName" | "lastName" | "name" | "email" | "phone" | "subject" | "message";

export const FORM_FIELDS = {
  contact: ["firstName", "lastName", "email", "phone", "subject", "message"],
  quote: ["name", "email", "phone", "message"],
  comment: ["firstName", "lastName", "email", "phone", "subject", "message"],
  subscribe: ["email"],
} as const satisfies Record<FormKind, readonly FieldName[]>;

// UTF-16 code units, as the browser's maxLength counts.
export const FIELD_LIMITS: Record<FieldName, number> = {
  firstName: 80,
  lastName: 80,
  name: 120,
  email: 254,
  phone: 32,
  subject: 150,
  message: 5000,
};

export type LeadFields = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;
export type RawValues = Partial<Record<FieldName, string>>;

export interface FieldSource {
  getAll(name: string): unknown[];
}

// A field sent twice or as a file is no answer of our forms: reported so the caller refuses it.
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
