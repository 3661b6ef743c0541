import { pageMeta } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home4";
import { homeHeroImages, homeLabels } from "~/content/home";
import { home4 } from "~/content/home4";
import { itSections } from "~/content/it-sections";
import { howItWorks, sixSteps } from "~/content/process";
import { galleryItems } from "~/content/projects";
import { partners } from "~/content/partners";
import { testimonials } from "~/content/testimonials";
import { Hero } from "~/components/sections/hero";
import { LogoCarousel } from "~/components/sections/logo-carousel";
import { BlogSection, ServicesSection, SkillsAbout, TeamSection } from "~/components/sections/home-sections";
import { SolutionBlock } from "~/components/sections/solution-block";
import { HowItWorks, SixSteps } from "~/components/sections/process-steps";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { SubscribeBanner } from "~/components/sections/subscribe-banner";

export const meta = pageMeta;

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * Home variant 4: hero with the partner-logo carousel, about with '25 Years Experience',
 * four services, six steps, four project cards and a testimonial carousel with arrows.
 */
export default function Home4Page() {
  return (
    <>
      <Hero content={home4().hero} image={homeHeroImages.home4} tone="dark">
        <p className="mb-6 text-center text-sm font-semibold tracking-wider text-on-inverse-muted uppercase">{home4().partnersHeading}</p>
        {/* Spec §9: 4 logos, 3 up to 1399px, 2 up to 1199px, 1 up to 575px. */}
        <LogoCarousel
          label={homeLabels.partnerCarousel}
          logos={partners()}
          perView={{ base: 4, upTo1399: 3, upTo1199: 2, upTo575: 1 }}
          tone="dark"
        />
      </Hero>
      <SkillsAbout content={home4().about} />
      <ServicesSection intro={home4().services} count={4} columns={4} tone="alt" />
      <SixSteps intro={home4().steps} steps={sixSteps()} />
      <SolutionBlock content={itSections().solution} />
      <HowItWorks intro={itSections().howItWorks} steps={howItWorks()} />
      <FeaturedProjects intro={home4().projects} items={galleryItems().slice(0, 4)} />
      <TeamSection intro={itSections().team} count={4} tone="alt" />
      {/* Spec §9: 1 slide, 3 up to 1399px, 2 up to 1199px, 1 up to 575px; arrows shown. */}
      <TestimonialCarousel
        intro={itSections().testimonials}
        items={testimonials().slice(0, 6)}
        layout="cards"
        perView={{ base: 1, upTo1399: 3, upTo1199: 2, upTo575: 1 }}
        autoplay
      />
      <BlogSection intro={itSections().blog} count={2} tone="alt" />
      <SubscribeBanner content={itSections().subscribe} />
    </>
  );
}
