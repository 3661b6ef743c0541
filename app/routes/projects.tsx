import { pageMeta } from "~/lib/meta";
import { projects } from "~/content/projects";
import { innerCtas, innerIntros } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { ProjectGrid } from "~/components/sections/project-card";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

export default function ProjectsPage() {
  return (
    <>
      <PageSection intro={innerIntros().projects}>
        <ProjectGrid items={projects()} columns={3} />
      </PageSection>
      <CallToAction {...innerCtas().default} spacing="flush-top" />
    </>
  );
}
