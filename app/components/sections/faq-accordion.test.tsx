import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { faqPreview } from "~/content/faqs";
import { FaqAccordion } from "./faq-accordion";

describe("FaqAccordion", () => {
  it("renders the questions as headings of the given level with only the default answer open", () => {
    render(<FaqAccordion items={faqPreview} defaultOpenIndex={2} headingLevel={4} />);
    expect(screen.getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual(
      faqPreview.map((f) => f.question),
    );
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-expanded"))).toEqual([
      "false",
      "false",
      "true",
      "false",
    ]);
    const open = document.getElementById(screen.getAllByRole("button")[2].getAttribute("aria-controls")!);
    expect(open).toHaveTextContent(faqPreview[2].answer);
    expect(open).not.toHaveClass("hidden");
  });
});
