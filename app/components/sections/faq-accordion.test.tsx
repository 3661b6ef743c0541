import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { faqGroups, faqPreview } from "~/content/faqs";
import { FaqAccordion } from "./faq-accordion";
import { FaqSection } from "./faq-section";

describe("FaqAccordion (server markup)", () => {
  it("renders the questions as headings of the given level with only the default answer open", () => {
    document.body.innerHTML = renderToString(<FaqAccordion items={faqPreview()} defaultOpenIndex={2} headingLevel={4} />);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(faqPreview().map((f) => f.question));
    const details = Array.from(document.querySelectorAll("details"));
    expect(details.map((d) => d.open)).toEqual([false, false, true, false]);
    expect(details[2]).toHaveTextContent(faqPreview()[2].answer);
  });
});

describe("FaqSection (server markup)", () => {
  it("opens each group's default item, each group an exclusive group of its own", () => {
    document.body.innerHTML = renderToString(<FaqSection intro={{ eyebrow: "FAQ", heading: "Questions" }} groups={faqGroups()} />);
    const groups = faqGroups().map((group) =>
      group.items.map((item) => {
        const question = screen.getByRole("heading", { name: item.question });
        return question.closest("details") as HTMLDetailsElement;
      }),
    );
    groups.forEach((details, g) => {
      const names = new Set(details.map((d) => d.getAttribute("name")));
      expect(names.size).toBe(1);
      const open = details.flatMap((d, i) => (d.open ? [faqGroups()[g].items[i].id] : []));
      expect(open).toEqual([faqGroups()[g].defaultOpenId]);
    });
    expect(groups[0][0].getAttribute("name")).not.toBe(groups[1][0].getAttribute("name"));
  });
});
