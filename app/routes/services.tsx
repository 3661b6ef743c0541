import { pageMeta } from "~/lib/meta";
import { services } from "~/content/services";
import { innerCtas, innerIntros } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { ServiceGrid } from "~/components/sections/service-card";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

export default function ServicesPage() {
  return (
    <>
      <PageSection intro={innerIntros().services}>
        <ServiceGrid items={services()} columns={3} />
      </PageSection>
      <CallToAction {...innerCtas().default} spacing="flush-top" />
    </>
  );
}
