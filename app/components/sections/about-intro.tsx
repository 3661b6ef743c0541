import { cardLabels } from "~/content/labels";
import { CtaLink } from "~/components/ui/cta-link";
import { useId } from "react";
import type { AboutBlock } from "~/content/home";
import type { Skill } from "~/content/stats";
import { ProgressBars } from "./progress-bars";
import { CheckList } from "./check-list";
import { IntroCopy } from "./image-text";
import { ContentImage } from "~/components/ui/content-image";

/** Illustration with the "25 Years Experience" badge over its corner. */
function ExperienceImage({ image, years, yearsLabel, first }: { image: string; years: number; yearsLabel: string; first: boolean }) {
  return (
    <div className="relative mx-auto w-full max-w-xl lg:mx-0">
      <div className="overflow-hidden rounded-3xl bg-brand-soft">
        <ContentImage
          sizes="(min-width: 768px) 50vw, 100vw"
          src={image}
          alt=""
          width={640}
          height={560}
          fetchPriority={first ? "high" : undefined}
          className="h-auto w-full"
        />
      </div>
      <p className="absolute -bottom-6 start-4 flex items-center gap-3 rounded-2xl bg-brand px-5 py-4 text-on-brand shadow-xl sm:start-8">
        <span className="text-4xl leading-none font-extrabold">{years}</span>
        <span className="max-w-[6rem] text-sm leading-tight font-semibold">{yearsLabel}</span>
      </p>
    </div>
  );
}

/**
 * About block: illustration with experience badge, intro copy, optional check points,
 * skill bars and a call-to-action link (e.g. 'Get A Quote'). `first`: the block opens the page, so its illustration
 * is the largest thing in view and is fetched ahead of the rest (docs/decisions/0006-performance-budgets.md).
 */
export function AboutIntro({
  content,
  skills,
  years,
  yearsLabel,
  image = "/images/illustrations/about.svg",
  first = false,
}: {
  content: AboutBlock;
  skills: Skill[];
  years: number;
  yearsLabel: string;
  image?: string;
  first?: boolean;
}) {
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container-site grid items-center gap-16 lg:grid-cols-2">
        <ExperienceImage image={image} years={years} yearsLabel={yearsLabel} first={first} />
        <div>
          <IntroCopy intro={content} paragraphs={content.paragraphs} headingId={headingId} strongLead>
            {content.points?.length ? <CheckList items={content.points} className="mt-6 sm:grid-cols-2" /> : null}
          </IntroCopy>
          <ProgressBars skills={skills} className="mt-8" />
          {content.cta ? (
            <CtaLink
              to={content.cta.href}
              label={content.cta.label}
              // "Learn More" needs "about Nexora" to make sense alone; a quote request ("Get A Quote") does not.
              context={content.cta.href === "/contact" ? undefined : cardLabels.aboutLinkContext}
              className="mt-10"
            />
          ) : null}
        </div>
      </div>
    </section>
  );
}
