/**
 * What a lead form needs only once a visitor turns to it, loaded on the first focus rather
 * than with the island (most visitors never fill a form in): the shared schemas and the
 * start token of the time trap (docs/decisions/0014-form-time-trap.md).
 */
import { TOKEN_PATH, type FormStart } from "../../shared/forms/form-result";

export { validateForm } from "./schemas";

function isFormStart(value: unknown): value is FormStart {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as FormStart).token === "string" &&
    typeof (value as FormStart).minFillMs === "number"
  );
}

/** A start token and when (performance.now()) this page had it: the wait is measured from then. */
export interface HeldStart extends FormStart {
  since: number;
}

/** A start token from the server; undefined when none came (the form is then sent without one). */
export async function fetchStart(): Promise<HeldStart | undefined> {
  try {
    const response = await fetch(TOKEN_PATH, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      signal: AbortSignal.timeout(5_000),
    });
    const json: unknown = response.ok ? await response.json() : undefined;
    // Measured from the answer's arrival, never before the server's own clock started it.
    return isFormStart(json) ? { ...json, since: performance.now() } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server takes a post sooner than minFillMs after its start for a bot's: a quick visitor
 * (autofill, one field) waits out the rest with the button showing "Sending…".
 */
export function waitOut(held: HeldStart): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, held.minFillMs - (performance.now() - held.since)));
}
