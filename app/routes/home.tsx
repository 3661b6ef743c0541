import { pageMeta } from "~/lib/meta";
import { homeHeroImages } from "~/content/home";
import { homeMain } from "~/content/home-main";
import { highlights } from "~/content/highlights";
import { galleryItems } from "~/content/projects";
import { pricingPlans } from "~/content/pricing";
import { testimonials } from "~/content/testimonials";
import { Hero } from "~/components/sections/hero";
import { Highlights } from "~/components/sections/highlights";
import { AboutSplit, BlogSection, ServicesSection } from "~/components/sections/home-sections";
import { WorkSection } from "~/components/sections/work-section";
import { ProjectSlider } from "~/components/sections/project-slider";
import { PricingPlans } from "~/components/sections/pricing-plans";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

/** The main home page: the ten sections of spec §2 "Main home page sections", in order. */
export default function HomePage() {
  return (
    <>
      <Hero content={homeMain().hero} image={homeHeroImages.main} />
      <Highlights items={highlights()} />
      <AboutSplit content={homeMain().about} />
      <ServicesSection intro={homeMain().services} count={6} tone="alt" />
      <WorkSection content={homeMain().work} />
      <ProjectSlider intro={homeMain().projects} items={galleryItems().slice(0, 9)} tone="alt" />
      <PricingPlans intro={homeMain().pricing} plans={pricingPlans()} />
      {/* Main testimonial slider (spec §9): 1 slide, infinite, no autoplay, previous/next. */}
      <TestimonialCarousel intro={homeMain().testimonials} items={testimonials()} layout="spotlight" perView={{ base: 1 }} tone="alt" />
      <BlogSection intro={homeMain().blog} count={3} />
      <CallToAction heading={homeMain().cta.heading} text={homeMain().cta.text} buttons={homeMain().cta.buttons} />
    </>
  );
}
