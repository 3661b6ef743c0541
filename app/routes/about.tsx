import { pageMeta } from "~/lib/meta";
import { aboutPage } from "~/content/about-page";
import { experienceLabel, experienceYears, skills } from "~/content/stats";
import { team } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import { innerCtas, innerIntros } from "~/content/inner-pages";
import { AboutIntro } from "~/components/sections/about-intro";
import { ImageText } from "~/components/sections/image-text";
import { FeatureCard } from "~/components/sections/feature-card";
import { CheckList } from "~/components/sections/check-list";
import { PageSection } from "~/components/sections/page-section";
import { TeamGrid } from "~/components/sections/team-grid";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

const illustration = (name: "mission" | "vision") => ({
  src: `/images/illustrations/${name}.svg`,
  width: 560,
  height: 420,
});

export default function AboutPage() {
  const { intro, mission, vision } = aboutPage();
  return (
    <>
      <AboutIntro content={intro} skills={skills()} years={experienceYears} yearsLabel={experienceLabel()} first />
      <ImageText intro={mission} paragraphs={mission.paragraphs} image={illustration("mission")} tone="alt">
        <CheckList items={mission.points} className="mt-6" />
      </ImageText>
      <ImageText intro={vision} paragraphs={vision.paragraphs} image={illustration("vision")} reverse>
        <ul className="mt-8 grid gap-4">
          {vision.points.map((point) => (
            <li key={point.title}>
              <FeatureCard {...point} />
            </li>
          ))}
        </ul>
      </ImageText>
      <PageSection intro={innerIntros().aboutTeam} tone="alt">
        <TeamGrid members={team().slice(0, 4)} />
      </PageSection>
      <PageSection intro={innerIntros().aboutTestimonials}>
        <TestimonialGrid items={testimonials().slice(0, 3)} />
      </PageSection>
      <CallToAction {...innerCtas().default} />
    </>
  );
}
