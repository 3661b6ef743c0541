// The lead forms' input settings, without words: the island imports these (app/forms/form-copy.ts holds the words).
import type { FieldName, FormKind } from "../../shared/forms/fields";

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
