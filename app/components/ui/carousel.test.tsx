import { describe, expect, it, vi, afterEach } from "vitest";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
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

/** An IntersectionObserver that reports every observed element as on screen. */
function everythingInView() {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

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
    everythingInView();
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay controls="dots" />);
    const region = screen.getByRole("region", { name: "Logos" });
    const firstButton = within(region).getAllByRole("button")[0];
    // Embla loads asynchronously (see "loads Embla only when…" below).
    await waitFor(() => expect(region).toHaveAttribute("data-playing", "true"));
    expect(firstButton).toHaveAccessibleName("Stop automatic slide show");
    // Rotating slides must not be announced.
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");

    await act(async () => fireEvent.click(firstButton));
    expect(firstButton).toHaveAccessibleName("Start automatic slide show");
    expect(region).toHaveAttribute("data-playing", "false");
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("stops rotating when keyboard focus moves into the slides", async () => {
    mockReducedMotion(false);
    everythingInView();
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    await waitFor(() => expect(region).toHaveAttribute("data-playing", "true"));
    await act(async () => screen.getByRole("link", { name: "Item 1" }).focus());
    expect(region).toHaveAttribute("data-playing", "false");
  });

  it("loads Embla only when the carousel comes near the viewport", async () => {
    mockReducedMotion(false);
    let notify: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    {
      render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay controls="dots" />);
      const region = screen.getByRole("region", { name: "Logos" });
      await act(async () => notify?.([{ isIntersecting: false }]));
      await new Promise((r) => setTimeout(r, 50));
      // Not started: no rotation, no dots (they come from Embla's snap list).
      expect(region).toHaveAttribute("data-playing", "false");
      expect(screen.queryByRole("button", { name: /Show slide/ })).toBeNull();
      await act(async () => notify?.([{ isIntersecting: true }]));
      await waitFor(() => expect(region).toHaveAttribute("data-playing", "true"));
    }
  });

  it("never starts rotating when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<Carousel label="Logos" slides={slides} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    expect(region).toHaveAttribute("data-playing", "false");
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
  });
});
