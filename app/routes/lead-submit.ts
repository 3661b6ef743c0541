/**
 * The lead forms' JSON endpoint (SUBMIT_PATH): the form's island posts here with `fetch` and
 * shows the answer by the fields, without a reload. Not a page: no markup, not prerendered.
 * The checks are the pages' own (app/forms/action.server.ts).
 */
import { leadSubmitAction } from "~/forms/action.server";
import type { Route } from "./+types/lead-submit";

export const action = (args: Route.ActionArgs) => leadSubmitAction(args);

/** Only posts have an answer here (without a loader React Router would answer a GET with 400). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } });
}
