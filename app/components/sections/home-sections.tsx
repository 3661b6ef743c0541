import { cardLabels } from "~/content/labels";
import { CtaLink } from "~/components/ui/cta-link";
/**
 * Card sections and about blocks the home pages share, composed from the shared cards.
 * Each page passes its own copy and how many cards it shows.
 */
import type { ReactNode } from "react";
import type { AboutBlock } from "~/content/home";
import type { SectionIntro } from "~/content/schemas";
import { services } from "~/content/services";
import { team } from "~/content/team";
import { posts } from "~/content/posts";
import { skills, experienceYears, experienceLabel } from "~/content/stats";
import type { GridColumns } from "./card-grid";
import { PageSection } from "./page-section";
import { ServiceGrid } from "./service-card";
import { TeamGrid } from "./team-grid";
import { PostGrid } from "./post-card";
import { AboutIntro } from "./about-intro";
import { ImageText } from "./image-text";
import { CheckList } from "./check-list";

const aboutImage = { src: "/images/illustrations/about.svg", width: 640, height: 560 };

type Tone = "plain" | "alt";

export function ServicesSection({
  intro,
  count,
  columns = 3,
  tone,
}: {
  intro: SectionIntro;
  count: number;
  columns?: GridColumns;
  tone?: Tone;
}) {
  return (
    <PageSection intro={intro} tone={tone}>
      <ServiceGrid items={services().slice(0, count)} columns={columns} />
    </PageSection>
  );
}

export function TeamSection({ intro, count, tone }: { intro: SectionIntro; count: 3 | 4; tone?: Tone }) {
  return (
    <PageSection intro={intro} tone={tone}>
      <TeamGrid members={team().slice(0, count)} columns={count} />
    </PageSection>
  );
}

export function BlogSection({ intro, count, tone }: { intro: SectionIntro; count: 2 | 3; tone?: Tone }) {
  return (
    <PageSection intro={intro} tone={tone}>
      <PostGrid posts={posts().slice(0, count)} columns={count} />
    </PageSection>
  );
}

/** About block of the IT home variants: experience badge and the IT Consulting / Cyber Security bars. */
export function SkillsAbout({ content }: { content: AboutBlock }) {
  return <AboutIntro content={content} skills={skills()} years={experienceYears} yearsLabel={experienceLabel()} />;
}

/** About block with check points, extra content (e.g. counters) and its call to action. */
export function AboutSplit({ content, children }: { content: AboutBlock; children?: ReactNode }) {
  return (
    <ImageText intro={content} paragraphs={content.paragraphs} image={aboutImage}>
      {content.points?.length ? <CheckList items={content.points} className="mt-6" /> : null}
      {children}
      {content.cta ? (
        <CtaLink to={content.cta.href} label={content.cta.label} context={cardLabels.aboutLinkContext} className="mt-10" />
      ) : null}
    </ImageText>
  );
}
