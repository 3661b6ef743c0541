import { data } from "react-router";
import { formsContext } from "~/lib/request-context.server";
import { site } from "~/content/site";
import { subscriptionPage } from "~/pages";
import { serverMessages, subscription } from "@interface/forms";
import { CONFIRM_TOKEN_PARAM, type ConfirmationOutcome } from "../../shared/subscription";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The page a subscription's confirmation e-mail links to (double opt-in, docs/decisions/0031-double-opt-in.md),
 * rendered on request. Opening the link changes nothing: mail scanners and link previews open links too. The
 * subscriber confirms with the page's button, a plain form post that works without JavaScript.
 */
type State = "ready" | ConfirmationOutcome | "unavailable";

const STATUS: Record<State, number> = {
  ready: 200,
  confirmed: 200,
  already: 200,
  invalid: 400,
  expired: 410,
  unknown: 410,
  unavailable: 503,
};

const messages = (): Record<Exclude<State, "ready">, string> => ({
  confirmed: subscription.confirmed,
  already: subscription.already,
  invalid: subscription.invalid,
  expired: subscription.expired,
  unknown: subscription.gone,
  unavailable: serverMessages.unavailable,
});

const answer = (state: State, token = "") => data({ state, token }, { status: STATUS[state] });

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get(CONFIRM_TOKEN_PARAM) ?? "";
  const forms = context.get(formsContext);
  const leads = forms?.leads;
  if (!leads) return answer("unavailable");
  try {
    const check = await leads.checkConfirmation(token);
    return check === "valid" ? answer("ready", token) : answer(check);
  } catch (error) {
    forms?.log.error({ err: error }, "subscription confirmation failed");
    return answer("unavailable");
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const forms = context.get(formsContext);
  const leads = forms?.leads;
  if (!leads) return answer("unavailable");
  // A body that is no form (another type, cut short) names no subscription: the link is invalid, a 400.
  const token = await request.formData().then(
    (form) => form.get(CONFIRM_TOKEN_PARAM),
    () => null,
  );
  try {
    const outcome = await leads.confirmSubscription(typeof token === "string" ? token : "");
    if (outcome === "confirmed") forms?.log.info({ kind: "subscribe" }, "subscription confirmed");
    return answer(outcome);
  } catch (error) {
    forms?.log.error({ err: error }, "subscription confirmation failed");
    return answer("unavailable");
  }
}

export function meta() {
  return [
    { title: `${subscriptionPage.title} | ${site().name}` },
    { name: "description", content: subscriptionPage.description },
    { name: "robots", content: "noindex" },
  ];
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { state, token } = actionData ?? loaderData;
  const done = state === "confirmed" || state === "already";
  return (
    <section className="section">
      <div className="container-site">
        <div className="mx-auto max-w-2xl">
          {state === "ready" ? (
            <form method="post">
              <p className="text-lg text-muted">{subscription.confirmIntro}</p>
              <input type="hidden" name={CONFIRM_TOKEN_PARAM} value={token} />
              <button type="submit" className="btn-primary mt-8">
                {subscription.confirmButton}
              </button>
            </form>
          ) : (
            <p role={done ? "status" : "alert"} className={`text-lg ${done ? "text-ink" : "text-muted"}`}>
              {messages()[state]}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
