import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home5";
import { homeHeroImages } from "~/content/home";
import { home5 } from "~/content/home5";
import { itSections } from "~/content/it-sections";
import { howItWorks } from "~/content/process";
import { testimonials } from "~/content/testimonials";
import { Hero } from "~/components/sections/hero";
import { BlogSection, ServicesSection, SkillsAbout, TeamSection } from "~/components/sections/home-sections";
import { SolutionBlock } from "~/components/sections/solution-block";
import { HowItWorks } from "~/components/sections/process-steps";
import { SubscribeBanner } from "~/components/sections/subscribe-banner";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * Home variant 5: hero with 'Free Consultation' and 'Discover More', about with 'Learn More',
 * the common sections, and it ends with a testimonial slider with previous/next arrows.
 */
export default function Home5Page() {
  return (
    <>
      <Hero content={home5().hero} image={homeHeroImages.home5} />
      <SkillsAbout content={home5().about} />
      <ServicesSection intro={itSections().services} count={6} tone="alt" />
      <SolutionBlock content={itSections().solution} />
      <HowItWorks intro={itSections().howItWorks} steps={howItWorks()} />
      <TeamSection intro={itSections().team} count={4} />
      <BlogSection intro={itSections().blog} count={2} tone="alt" />
      <SubscribeBanner content={itSections().subscribe} />
      <TestimonialCarousel
        intro={itSections().testimonials}
        items={testimonials().slice(0, 6)}
        layout="spotlight"
        perView={{ base: 1 }}
        autoplay
        tone="alt"
      />
    </>
  );
}
