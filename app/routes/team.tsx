import { pageMeta } from "~/lib/meta";
import { team } from "~/content/team";
import { innerCtas, innerIntros } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { TeamGrid } from "~/components/sections/team-grid";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

export default function TeamPage() {
  return (
    <>
      <PageSection intro={innerIntros().team}>
        <TeamGrid members={team()} columns={4} />
      </PageSection>
      <CallToAction {...innerCtas().team} spacing="flush-top" />
    </>
  );
}
