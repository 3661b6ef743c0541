import type { ReactNode } from "react";
import { ArrowRight } from "~/components/ui/icons";
import type { HowItWorksStep, NumberedStep, SixStep } from "~/content/process";
import type { SectionIntro } from "~/content/schemas";
import { homeLabels } from "~/content/home";
import { getIcon } from "~/content/icons";
import { PageSection } from "./page-section";
import { localHref } from "~/i18n/links";

/** One step: a marker (icon or step label), title, description and an optional link. */
function StepCard({
  marker,
  title,
  description,
  link,
  number,
}: {
  marker: ReactNode;
  title: string;
  description: string;
  link?: string;
  number?: number;
}) {
  return (
    <article className="card relative flex h-full flex-col p-7">
      {number ? (
        // Decorative number, drawn by CSS so it is not text content.
        <span
          aria-hidden="true"
          data-number={String(number).padStart(2, "0")}
          className="absolute end-6 top-5 text-5xl leading-none font-extrabold text-brand-soft before:content-[attr(data-number)]"
        />
      ) : null}
      <div className="relative mb-6">{marker}</div>
      <h3 className="relative text-xl">{title}</h3>
      <p className="mt-3 flex-1 leading-relaxed text-muted">{description}</p>
      {link ? (
        <a href={localHref(link)} className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-brand-ink hover:underline">
          {homeLabels.stepLink}
          <span className="sr-only">{`: ${title}`}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </article>
  );
}

function IconMarker({ icon }: { icon: HowItWorksStep["icon"] }) {
  const Icon = getIcon(icon);
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand text-on-brand shadow-lg shadow-brand/25"
    >
      <Icon className="size-7" />
    </span>
  );
}

const grids = {
  5: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
  4: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
  6: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
} as const;

/** The five how-it-works steps shared by the alternative home pages. */
export function HowItWorks({ intro, steps }: { intro: SectionIntro; steps: HowItWorksStep[] }) {
  return (
    <PageSection intro={intro} tone="alt">
      <ol className={grids[5]}>
        {steps.map((step, i) => (
          <li key={step.title}>
            <StepCard
              marker={<IconMarker icon={step.icon} />}
              title={step.title}
              description={step.description}
              link={step.link}
              number={i + 1}
            />
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

/** Variant 3: four steps labelled 'STEP 01' to 'STEP 04'. */
export function NumberedSteps({ intro, steps }: { intro: SectionIntro; steps: NumberedStep[] }) {
  return (
    <PageSection intro={intro}>
      <ol className={grids[4]}>
        {steps.map((step) => (
          <li key={step.label}>
            <StepCard
              marker={
                <span className="inline-flex rounded-full bg-brand-soft px-4 py-1.5 text-sm font-bold tracking-wider text-brand-ink">
                  {step.label}
                </span>
              }
              title={step.title}
              description={step.description}
            />
          </li>
        ))}
      </ol>
    </PageSection>
  );
}

/** Variant 4: six numbered steps. */
export function SixSteps({ intro, steps }: { intro: SectionIntro; steps: SixStep[] }) {
  return (
    <PageSection intro={intro}>
      <ol className={grids[6]}>
        {steps.map((step, i) => (
          <li key={step.title}>
            <StepCard marker={<IconMarker icon={step.icon} />} title={step.title} description={step.description} number={i + 1} />
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
