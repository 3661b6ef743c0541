/**
 * TEMPORARY: the shared action behind every form (contact, quote, comment, subscribe).
 * Page modules that hold a form export:
 *   export const action = (args: Route.ActionArgs) => formAction(args);
 * The lead-capture work replaces this with validation, storage and abuse protection.
 */
import { data } from "react-router";

export async function formAction({ request }: { request: Request }) {
  const form = await request.formData();
  return data({ ok: false as const, kind: String(form.get("kind") ?? ""), message: "Forms are not connected yet." }, { status: 503 });
}
