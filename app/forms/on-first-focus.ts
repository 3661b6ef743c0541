// Loaded on the first focus, not with the island: most visitors never fill a form in (docs/decisions/0014-form-time-trap.md).
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

// The wait is measured from `since` (performance.now()).
export interface HeldStart extends FormStart {
  since: number;
}

// Undefined: the form is then sent without one.
export async function fetchStart(): Promise<HeldStart | undefined> {
  try {
    const response = await fetch(TOKEN_PATH, {
      headers: { Accept: "application/json" },
      cache: "no-store",
      signal: AbortSignal.timeout(5_000),
    });
    const json: unknown = response.ok ? await response.json() : undefined;
    // Never before the server's own clock started it.
    return isFormStart(json) ? { ...json, since: performance.now() } : undefined;
  } catch {
    return undefined;
  }
}

// A quick visitor (autofill, one field) waits out minFillMs with the button showing "Sending…", or the server takes the post for a bot's.
export function waitOut(held: HeldStart): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, held.minFillMs - (performance.now() - held.since)));
}
