import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home2";
import { homeHeroImages } from "~/content/home";
import { home2 } from "~/content/home2";
import { itSections } from "~/content/it-sections";
import { Hero } from "~/components/sections/hero";
import { BlogSection, ServicesSection, SkillsAbout, TeamSection } from "~/components/sections/home-sections";
import { SolutionBlock } from "~/components/sections/solution-block";
import { HowItWorks } from "~/components/sections/process-steps";
import { CommonTestimonials } from "~/components/sections/testimonial-carousel";
import { SubscribeBanner } from "~/components/sections/subscribe-banner";
import { howItWorks } from "~/content/process";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/** Home variant 2: the sections common to the alternative home pages, with a video hero. */
export default function Home2Page() {
  return (
    <>
      <Hero content={home2().hero} image={homeHeroImages.home2} tone="dark" />
      <SkillsAbout content={itSections().about} />
      <ServicesSection intro={itSections().services} count={6} tone="alt" />
      <SolutionBlock content={itSections().solution} />
      <HowItWorks intro={itSections().howItWorks} steps={howItWorks()} />
      <TeamSection intro={itSections().team} count={4} />
      <CommonTestimonials tone="alt" />
      <BlogSection intro={itSections().blog} count={2} />
      <SubscribeBanner content={itSections().subscribe} />
    </>
  );
}
