import { ArrowRight, Check } from "~/components/ui/icons";
import type { PricingPlan } from "~/content/pricing";
import type { SectionIntro } from "~/content/schemas";
import { homeLabels } from "~/content/home";
import { PageSection } from "./page-section";
import { fill, listComma } from "~/i18n/format";
import { localHref } from "~/i18n/links";
import { localPrice } from "~/i18n/figures";

/** Where 'Buy Now' leads: the contact page, told which plan the visitor chose. */
export function planHref(plan: PricingPlan): string {
  return `${plan.link}?${new URLSearchParams({ plan: plan.title })}`;
}

function PlanCard({ plan }: { plan: PricingPlan }) {
  const featured = Boolean(plan.popular);
  return (
    <article
      className={`relative flex h-full flex-col rounded-3xl border p-8 md:p-10 ${
        featured
          ? "border-transparent bg-inverse text-on-inverse shadow-2xl shadow-brand/25 lg:-my-4 lg:py-14"
          : "border-line bg-surface-raised"
      }`}
    >
      {plan.popular ? (
        <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-accent px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white dark:text-[#0b1533]">
          {plan.popular}
        </p>
      ) : null}
      <h3 className={`text-2xl ${featured ? "text-white" : ""}`}>{plan.title}</h3>
      <p className={`mt-3 leading-relaxed ${featured ? "text-on-inverse-muted" : "text-muted"}`}>{plan.description}</p>
      <p className={`mt-8 flex items-baseline gap-2 border-b pb-8 ${featured ? "border-white/15" : "border-line"}`}>
        <span className={`text-5xl font-extrabold tracking-tight ${featured ? "text-white" : "text-ink"}`}>{localPrice(plan.price)}</span>
        <span className={featured ? "text-on-inverse-muted" : "text-muted"}>
          {homeLabels.perPeriod} {plan.period}
        </span>
      </p>
      <h4 className={`mt-8 text-base ${featured ? "text-white" : ""}`}>{plan.featureHeading}</h4>
      <ul className="mt-5 flex flex-1 flex-col gap-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <Check
              aria-hidden="true"
              className={`mt-0.5 size-5 shrink-0 rounded-full p-0.5 ${featured ? "bg-brand text-white" : "bg-brand-soft text-brand-ink"}`}
            />
            <span className={featured ? "text-on-inverse" : "text-ink"}>{feature}</span>
          </li>
        ))}
      </ul>
      <a href={localHref(planHref(plan))} className={`mt-10 w-full ${featured ? "btn-primary" : "btn-outline"}`}>
        {plan.buttonLabel}
        <span className="sr-only">{`${listComma()}${fill(homeLabels.planSuffix, { plan: plan.title })}`}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}

/** Pricing plans, the popular one raised and dark. */
export function PricingPlans({ intro, plans }: { intro: SectionIntro; plans: PricingPlan[] }) {
  return (
    <PageSection intro={intro}>
      <ul className="grid items-stretch gap-8 pt-4 lg:grid-cols-3 lg:gap-6">
        {plans.map((plan) => (
          <li key={plan.title}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
