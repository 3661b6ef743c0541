import type { FieldErrors, FormKind, RawValues } from "./fields";

export const META_FIELDS = {
  kind: "kind",
  formId: "formId",
  // Hidden from people and assistive technology; bots fill it in.
  honeypot: "fax_number",
  // docs/decisions/0014-form-time-trap.md: empty in prerendered pages, fetched from TOKEN_PATH by the island.
  token: "formToken",
} as const;

export const TOKEN_PATH = "/forms/token";

export type FormStart = {
  token: string;
  minFillMs: number;
};

export const SENT_PARAM = "sent";

// The island's fetch target (app/routes/lead-submit.ts), JSON answer; `?page=/path` says where the form is.
export const SUBMIT_PATH = "/forms/submit";
export const PAGE_PARAM = "page";

/** `endpoint`: SUBMIT_PATH in the page's language (/de/forms/submit answers in German); `context`: ./lead-context.ts. */
export function submitUrl(pagePath: string, endpoint: string = SUBMIT_PATH, context?: URLSearchParams): string {
  const extra = context?.size ? `&${context}` : "";
  return `${endpoint}?${PAGE_PARAM}=${encodeURIComponent(pagePath)}${extra}`;
}

// Anything else is not echoed back.
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

export function statusId(formId: string): string {
  return `${formId}-status`;
}

export function alertId(formId: string): string {
  return `${formId}-alert`;
}

export type FormResult =
  | {
      ok: true;
      kind: FormKind;
      formId: string;
      /** Said instead of the form's own success message (a subscription waiting for its confirmation). */
      message?: string;
    }
  | {
      ok: false;
      kind: FormKind;
      formId: string;
      /** To fill the form again when it is rendered on the server. */
      values: RawValues;
      errors: FieldErrors;
      formError?: string;
      /** Kept so the form sent back measures from the first start. */
      start?: FormStart;
    };

export function isFormResult(value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && "ok" in value && "kind" in value && "formId" in value;
}
