import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/blog-details";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

export default function BlogDetailsPage() {
  return <div className="section" />;
}
