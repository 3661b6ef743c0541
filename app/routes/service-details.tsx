import { faqPage, jsonLd, service } from "~/lib/structured-data";
import { pageMetaWith } from "~/lib/meta";
import { formAction } from "~/forms/action.server";
import { QuoteForm } from "~/forms/lead-forms";
import { usePage } from "~/hooks/use-page";
import { services } from "~/content/services";
import { brochure, serviceDetail } from "~/content/service-detail";
import { detailLabels } from "~/content/inner-pages";
import { serviceSidebar, SIDEBAR_SERVICES_COUNT } from "~/content/labels";
import { faqPreview } from "~/content/faqs";
import { DetailLayout } from "~/components/sections/detail-layout";
import { BrochureWidget, ServiceLinks, SidebarWidget, TagsWidget } from "~/components/sections/sidebar-widgets";
import { SiteSearchWidget } from "~/components/sections/site-search-widget";
import { ArticleImage, ArticleSection, Paragraphs } from "~/components/sections/article-parts";
import { CheckList } from "~/components/sections/check-list";
import { TechnologyList } from "~/components/sections/technology-list";
import { ServiceGrid } from "~/components/sections/service-card";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import type { Route } from "./+types/service-details";

export const meta = pageMetaWith((page) => [
  jsonLd(service({ title: serviceDetail().title, description: serviceDetail().paragraphs[0] }, page.canonical)),
  jsonLd(faqPage(faqPreview())),
]);

/** Form posts on this page (see app/forms). */
export const action = (args: Route.ActionArgs) => formAction(args);

function ServiceSidebar() {
  return (
    <>
      <SiteSearchWidget heading={detailLabels.searchHeading} placeholder={serviceSidebar.searchPlaceholder} />
      <ServiceLinks heading={serviceSidebar.servicesHeading} items={services().slice(0, SIDEBAR_SERVICES_COUNT)} />
      <TagsWidget heading={serviceSidebar.tagsHeading} tags={serviceDetail().tags} />
      <BrochureWidget brochure={brochure()} />
      <SidebarWidget heading={serviceSidebar.quoteHeading}>
        <QuoteForm />
      </SidebarWidget>
    </>
  );
}

export default function ServiceDetailsPage() {
  const sidebar = usePage()?.sidebar ?? "left";
  const { approach } = serviceDetail();
  return (
    <DetailLayout sidebar={sidebar} aside={<ServiceSidebar />}>
      <article>
        <div>
          <ArticleImage src={serviceDetail().image} width={800} height={520} />
          <h2 className="section-title mb-6">{serviceDetail().title}</h2>
          <Paragraphs items={serviceDetail().paragraphs} />
        </div>
        <ArticleSection heading={approach.heading}>
          <Paragraphs items={approach.paragraphs} />
          <CheckList items={approach.bullets} className="mt-6 rounded-2xl bg-surface-alt p-6" />
        </ArticleSection>
        <ArticleSection heading={serviceDetail().technologiesHeading}>
          <p className="mb-6 leading-relaxed text-muted">{serviceDetail().technologiesText}</p>
          <TechnologyList groups={serviceDetail().technologies} />
        </ArticleSection>
        <ArticleSection heading={serviceDetail().relatedHeading}>
          <ServiceGrid items={services().slice(1, 3)} columns={2} headingLevel="h4" />
        </ArticleSection>
        <ArticleSection heading={serviceDetail().faqHeading}>
          <FaqAccordion items={faqPreview()} defaultOpenIndex={0} headingLevel={4} />
        </ArticleSection>
      </article>
    </DetailLayout>
  );
}
