import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { testimonials } from "~/content/testimonials";
import { TestimonialCard } from "./testimonial-card";

describe("TestimonialCard", () => {
  it("shows '(4.5)' to the eye and '4.5 out of 5' to screen readers", () => {
    const { container } = render(<TestimonialCard testimonial={testimonials()[0]} />);
    const visible = screen.getByText("(4.5)");
    expect(visible).toHaveAttribute("aria-hidden", "true");
    const spoken = screen.getByText("Rated 4.5 out of 5");
    expect(spoken).toHaveClass("sr-only");
    expect(container.querySelector("blockquote")).toHaveTextContent(testimonials()[0].text);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(testimonials()[0].title);
    expect(screen.getByText(testimonials()[0].author)).toBeInTheDocument();
  });
});
