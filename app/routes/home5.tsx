import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home5";
import { usePage } from "~/hooks/use-page";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

export default function Home5Page() {
  const page = usePage();
  return (
    <section className="section">
      <div className="container-site">
        <h1 className="section-title">{page?.heading}</h1>
      </div>
    </section>
  );
}
