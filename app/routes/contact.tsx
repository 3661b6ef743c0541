import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/contact";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

export default function ContactPage() {
  return <div className="section" />;
}
