import { describe, expect, it, vi, afterEach } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Carousel, slideBasisClasses } from "./carousel";

const slides = Array.from({ length: 9 }, (_, i) => <a href={`/item-${i + 1}`}>Item {i + 1}</a>);

/** The stub matchMedia from vitest.setup, answering the reduced-motion query as asked. */
function mockReducedMotion(reduce: boolean) {
  const stub = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
    ...stub(query),
    matches: reduce && query.includes("prefers-reduced-motion"),
  }));
}

afterEach(() => vi.restoreAllMocks());

describe("slideBasisClasses", () => {
  it("maps the spec breakpoints (up to 1399/1199/575 px) to width-below media queries", () => {
    expect(slideBasisClasses({ base: 3, upTo1199: 2, upTo575: 1 })).toBe(
      "basis-1/3 max-[1200px]:basis-1/2 max-[576px]:basis-full",
    );
    expect(slideBasisClasses({ base: 5, upTo1399: 3, upTo1199: 2, upTo575: 1 })).toBe(
      "basis-1/5 max-[1400px]:basis-1/3 max-[1200px]:basis-1/2 max-[576px]:basis-full",
    );
  });
});

describe("Carousel", () => {
  it("is a labelled carousel region whose slides are labelled groups", () => {
    render(<Carousel label="Projects" slides={slides} perView={{ base: 3, upTo1199: 2, upTo575: 1 }} />);
    const region = screen.getByRole("region", { name: "Projects" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(9);
    expect(groups[2]).toHaveAccessibleName("3 of 9");
    expect(groups[2]).toHaveAttribute("aria-roledescription", "slide");
    expect(groups[0].className).toContain("basis-1/3");
    expect(groups[0].className).toContain("max-[1200px]:basis-1/2");
  });

  it("has previous/next buttons controlling the slides, and no rotation control without autoplay", () => {
    render(<Carousel label="Reviews" slides={slides} perView={{ base: 1 }} />);
    const prev = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    const slidesId = prev.getAttribute("aria-controls");
    expect(slidesId).toBeTruthy();
    expect(next).toHaveAttribute("aria-controls", slidesId);
    expect(document.getElementById(slidesId!)).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
  });

  it("puts the rotation control first in tab order and starts rotating after hydration", async () => {
    mockReducedMotion(false);
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay controls="dots" />);
    const region = screen.getByRole("region", { name: "Logos" });
    const firstButton = within(region).getAllByRole("button")[0];
    expect(firstButton).toHaveAccessibleName("Stop automatic slide show");
    expect(region).toHaveAttribute("data-playing", "true");
    // Rotating slides must not be announced.
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");

    await act(async () => fireEvent.click(firstButton));
    expect(firstButton).toHaveAccessibleName("Start automatic slide show");
    expect(region).toHaveAttribute("data-playing", "false");
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("stops rotating when keyboard focus moves into the slides", async () => {
    mockReducedMotion(false);
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    expect(region).toHaveAttribute("data-playing", "true");
    await act(async () => screen.getByRole("link", { name: "Item 1" }).focus());
    expect(region).toHaveAttribute("data-playing", "false");
  });

  it("never starts rotating when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    expect(region).toHaveAttribute("data-playing", "false");
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
  });
});
