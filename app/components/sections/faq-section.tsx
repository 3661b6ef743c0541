import type { FaqGroup } from "~/content/faqs";
import type { SectionIntro } from "~/content/schemas";
import { FaqAccordion } from "./faq-accordion";
import { PageSection } from "./page-section";

/** One or two FAQ accordions under a section heading; each opens its group's default item. */
export function FaqSection({ intro, groups, tone }: { intro: SectionIntro; groups: FaqGroup[]; tone?: "plain" | "alt" }) {
  return (
    <PageSection intro={intro} tone={tone}>
      <div className={`grid items-start gap-6 ${groups.length > 1 ? "lg:grid-cols-2" : "mx-auto max-w-3xl"}`}>
        {groups.map((group) => (
          <FaqAccordion
            key={group.items[0]?.id}
            items={group.items}
            defaultOpenIndex={group.items.findIndex((item) => item.id === group.defaultOpenId)}
          />
        ))}
      </div>
    </PageSection>
  );
}
