// Double opt-in (docs/decisions/0031-double-opt-in.md): the page a confirmation e-mail links to, in every language.
export const CONFIRM_PATH = "/newsletter/confirm";
export const CONFIRM_TOKEN_PARAM = "token";
/** On `?sent=subscribe`: the subscription waits for its confirmation, so the page says to check the inbox. */
export const AWAITING_PARAM = "confirm";

/** What following a confirmation link did ("unknown": the subscription is gone, erased or expired unconfirmed). */
export type ConfirmationOutcome = "confirmed" | "already" | "unknown" | "invalid" | "expired";

/** How long a confirmation link works; an unconfirmed subscription is deleted after it. */
export const CONFIRM_WITHIN_MS = 7 * 86_400_000;
