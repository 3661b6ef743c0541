import { faqPage, jsonLd } from "~/lib/structured-data";
import { pageMetaWith } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home7";
import { homeHeroImages, homeLabels } from "~/content/home";
import { home7 } from "~/content/home7";
import { itSections } from "~/content/it-sections";
import { counters, skillsVariant7 } from "~/content/stats";
import { howItWorks } from "~/content/process";
import { galleryItems } from "~/content/projects";
import { brands } from "~/content/partners";
import { testimonials } from "~/content/testimonials";
import { faqPreview } from "~/content/faqs";
import { Hero } from "~/components/sections/hero";
import { AboutSplit, BlogSection, ServicesSection, TeamSection } from "~/components/sections/home-sections";
import { Counters } from "~/components/sections/counters";
import { ImageText } from "~/components/sections/image-text";
import { ProgressBars } from "~/components/sections/progress-bars";
import { FeaturedProjects } from "~/components/sections/featured-projects";
import { BrandCarousel } from "~/components/sections/logo-carousel";
import { HowItWorks } from "~/components/sections/process-steps";
import { SolutionBlock } from "~/components/sections/solution-block";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { FaqSection } from "~/components/sections/faq-section";
import { SubscribeBanner } from "~/components/sections/subscribe-banner";

export const meta = pageMetaWith(() => [jsonLd(faqPage(faqPreview()))]);

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

const skillsImage = { src: "/images/illustrations/mission.svg", width: 560, height: 420 };

/**
 * Home variant 7: about with counters, three services, skill bars, featured projects, the
 * 'More Than 5K+ Brands' carousel, team of three, two testimonials, the first four FAQs,
 * three blog teasers and the consultation subscribe banner.
 */
export default function Home7Page() {
  return (
    <>
      <Hero content={home7().hero} image={homeHeroImages.home7} tone="dark" />
      <AboutSplit content={home7().about}>
        <Counters items={counters()} className="mt-8" />
      </AboutSplit>
      <ServicesSection intro={home7().services} count={3} tone="alt" />
      <ImageText intro={home7().skills} paragraphs={[]} image={skillsImage} reverse>
        <ProgressBars skills={skillsVariant7()} className="mt-8" />
      </ImageText>
      <FeaturedProjects intro={home7().featuredProjects} items={galleryItems().slice(4, 7)} layout="feature" tone="alt" />
      <BrandCarousel intro={home7().brands} label={homeLabels.brandCarousel} logos={brands()} />
      <HowItWorks intro={itSections().howItWorks} steps={howItWorks()} />
      <SolutionBlock content={itSections().solution} />
      <TeamSection intro={home7().team} count={3} />
      <TestimonialCarousel
        intro={home7().testimonials}
        items={testimonials().slice(0, 2)}
        layout="spotlight"
        perView={{ base: 1 }}
        autoplay
        controls="dots"
        tone="alt"
      />
      <FaqSection intro={home7().faq} groups={[{ items: faqPreview(), defaultOpenId: faqPreview()[0].id }]} />
      <BlogSection intro={home7().blog} count={3} tone="alt" />
      <SubscribeBanner content={home7().consultation} />
    </>
  );
}
