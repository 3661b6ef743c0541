import { ArrowRight, Phone } from "~/components/ui/icons";
import { pageMeta } from "~/lib/meta";
import { usePage } from "~/hooks/use-page";
import { site } from "~/content/site";
import { services } from "~/content/services";
import { benefits, getStarted, processSteps, projectDetail } from "~/content/project-detail";
import { detailLabels } from "~/content/inner-pages";
import { DetailLayout } from "~/components/sections/detail-layout";
import { ProjectSidebar } from "~/components/sections/project-sidebar";
import { ProjectFacts } from "~/components/sections/project-facts";
import { ArticleImage, ArticleSection, Paragraphs } from "~/components/sections/article-parts";
import { ProjectProcess } from "~/components/sections/project-process";
import { FeatureCard } from "~/components/sections/feature-card";
import { CallToAction } from "~/components/sections/call-to-action";
import { ServiceGrid } from "~/components/sections/service-card";
import { localHref } from "~/i18n/links";

export const meta = pageMeta;

/** 'More More Project' (the spec's wording): the first three services and a link to all. */
function MoreProjects() {
  const { heading, count, link } = projectDetail().moreProjects;
  return (
    <section aria-labelledby="more-projects-heading" className="section bg-surface-alt">
      <div className="container-site">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
          <h2 id="more-projects-heading" className="section-title">
            {heading}
          </h2>
          <a href={localHref(link.href)} className="btn-outline">
            {link.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </div>
        <ServiceGrid items={services().slice(0, count)} columns={3} />
      </div>
    </section>
  );
}

export default function ProjectDetailsPage() {
  const sidebar = usePage()?.sidebar ?? "left";
  return (
    <>
      <DetailLayout sidebar={sidebar} aside={<ProjectSidebar />}>
        <article>
          <div>
            <ArticleImage src={projectDetail().image} width={800} height={600} />
            <h2 className="section-title mb-6">{projectDetail().title}</h2>
            <ProjectFacts facts={projectDetail().facts} heading={detailLabels.projectInfoHeading} />
            <Paragraphs items={projectDetail().paragraphs} />
          </div>
          <ArticleSection heading={projectDetail().processHeading}>
            <p className="mb-6 leading-relaxed text-muted">{projectDetail().processText}</p>
            <ProjectProcess steps={processSteps()} />
          </ArticleSection>
          <ArticleSection heading={projectDetail().benefitsHeading}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {benefits().map((benefit) => (
                <li key={benefit.description}>
                  <FeatureCard {...benefit} headingLevel="h4" />
                </li>
              ))}
            </ul>
          </ArticleSection>
        </article>
      </DetailLayout>
      <CallToAction
        heading={getStarted().heading}
        text={getStarted().text}
        spacing="flush-top"
        buttons={[
          getStarted().button,
          // The spec's 'Call Now' pointed at a missing contact.html: it calls the company instead.
          {
            label: getStarted().callNow.label,
            href: site().headerPhone.href,
            icon: <Phone aria-hidden="true" className="size-4" />,
            srSuffix: site().headerPhone.display,
          },
        ]}
      />
      <MoreProjects />
    </>
  );
}
