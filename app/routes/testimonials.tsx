import { pageMeta } from "~/lib/meta";
import { testimonials } from "~/content/testimonials";
import { innerCtas, innerIntros } from "~/content/inner-pages";
import { PageSection } from "~/components/sections/page-section";
import { TestimonialGrid } from "~/components/sections/testimonial-card";
import { CallToAction } from "~/components/sections/call-to-action";

export const meta = pageMeta;

export default function TestimonialsPage() {
  return (
    <>
      <PageSection intro={innerIntros().testimonials}>
        <TestimonialGrid items={testimonials()} columns={3} />
      </PageSection>
      <CallToAction {...innerCtas().default} spacing="flush-top" />
    </>
  );
}
