/**
 * The contract between the forms and the action: the hidden fields every form sends and
 * the answer it gets back. Shared by browser and server code.
 */
import type { FieldErrors, FormKind, RawValues } from "./fields";

/** Names of the hidden fields every lead form carries. */
export const META_FIELDS = {
  /** Which form this is: one of FORM_KINDS. */
  kind: "kind",
  /** DOM id of the form, so an answer without JavaScript goes back to the right form. */
  formId: "formId",
  /** Honeypot: invisible to people and assistive technology; bots fill it in. */
  honeypot: "fax_number",
  /**
   * The server's signed start token (server/form-token.ts) for the minimum fill time: in pages
   * the server renders on request, fetched from TOKEN_PATH by the island, empty in prerendered
   * pages without JavaScript (docs/decisions/0014-form-time-trap.md).
   */
  token: "formToken",
} as const;

/** Where the island gets a start token when its page came without one: GET, JSON FormStart. */
export const TOKEN_PATH = "/forms/token";

/** A form's start: the token, and how long the server wants a form to take from it. */
export type FormStart = {
  token: string;
  minFillMs: number;
};

/** Query parameter of the confirmation page a no-JavaScript submission is redirected to. */
export const SENT_PARAM = "sent";

/**
 * Where the island posts its form with `fetch` to get the answer as JSON (a resource route,
 * app/routes/lead-submit.ts), with the page the form is on as `?page=/path`.
 */
export const SUBMIT_PATH = "/forms/submit";
export const PAGE_PARAM = "page";

export function submitUrl(pagePath: string): string {
  return `${SUBMIT_PATH}?${PAGE_PARAM}=${encodeURIComponent(pagePath)}`;
}

/** Form ids are ours (kind + React id); anything else is not echoed back. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

/** Id of a form's confirmation area: the target of the redirect after a plain HTML post. */
export function statusId(formId: string): string {
  return `${formId}-status`;
}

/** Id of a form's alert (a problem with the whole submission, or the error summary). */
export function alertId(formId: string): string {
  return `${formId}-alert`;
}

export type FormResult =
  | { ok: true; kind: FormKind; formId: string }
  | {
      ok: false;
      kind: FormKind;
      formId: string;
      /** What the visitor typed, to fill the form again when it is rendered on the server. */
      values: RawValues;
      errors: FieldErrors;
      /** A problem with the whole submission rather than one field (rate limit, size…). */
      formError?: string;
      /** The post's own start token, kept so the form sent back measures from the first start. */
      start?: FormStart;
    };

export function isFormResult(value: unknown): value is FormResult {
  return typeof value === "object" && value !== null && "ok" in value && "kind" in value && "formId" in value;
}
