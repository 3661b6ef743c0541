import { faqPage, jsonLd } from "~/lib/structured-data";
import { pageMetaWith } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import type { Route } from "./+types/home3";
import { homeHeroImages } from "~/content/home";
import { home3 } from "~/content/home3";
import { itSections } from "~/content/it-sections";
import { howItWorks, numberedSteps } from "~/content/process";
import { defaultGalleryCategory, galleryCategories, galleryItems } from "~/content/projects";
import { faqGroups } from "~/content/faqs";
import { Hero } from "~/components/sections/hero";
import { BlogSection, ServicesSection, SkillsAbout, TeamSection } from "~/components/sections/home-sections";
import { SolutionBlock } from "~/components/sections/solution-block";
import { HowItWorks, NumberedSteps } from "~/components/sections/process-steps";
import { ProjectGallery } from "~/components/sections/project-gallery";
import { CommonTestimonials } from "~/components/sections/testimonial-carousel";
import { FaqSection } from "~/components/sections/faq-section";
import { SubscribeBanner } from "~/components/sections/subscribe-banner";

export const meta = pageMetaWith(() => [jsonLd(faqPage(faqGroups().flatMap((g) => g.items)))]);

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

/**
 * Home variant 3: the common sections plus its services grid of six, 'STEP 01'–'STEP 04',
 * the project gallery with category tabs and two FAQ accordions.
 */
export default function Home3Page() {
  return (
    <>
      <Hero content={home3().hero} image={homeHeroImages.home3} />
      <SkillsAbout content={itSections().about} />
      <ServicesSection intro={home3().servicesGrid} count={6} tone="alt" />
      <NumberedSteps intro={home3().steps} steps={numberedSteps()} />
      <SolutionBlock content={itSections().solution} />
      <HowItWorks intro={itSections().howItWorks} steps={howItWorks()} />
      <ProjectGallery
        intro={home3().gallery}
        items={galleryItems()}
        categories={galleryCategories}
        defaultCategory={defaultGalleryCategory}
      />
      <TeamSection intro={itSections().team} count={4} tone="alt" />
      <CommonTestimonials />
      <FaqSection intro={home3().faq} groups={faqGroups()} tone="alt" />
      <BlogSection intro={itSections().blog} count={2} />
      <SubscribeBanner content={home3().subscribe} />
    </>
  );
}
