import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import type { SlideTrack } from "./slide-track";
import { hydrateIsland } from "~/client/hydrate";
import { Island } from "~/islands/island";
import { CarouselIsland } from "~/islands/carousel.island";
import { PREFIX_ATTR, PROPS_ATTR, SLOT_ATTR, type SlotMarkup } from "~/islands/protocol";
import { AUTOPLAY_DELAY_MS, Carousel, slideBasisClasses, type CarouselOptions } from "./carousel";
import { carousel as words } from "@interface/common";

// Every slide track the carousel creates, so tests can watch what it is told to do.
const { tracks } = vi.hoisted(() => ({ tracks: [] as SlideTrack[] }));
vi.mock("./slide-track", async (importOriginal) => {
  const real = await importOriginal<typeof import("./slide-track")>();
  return {
    ...real,
    createSlideTrack: (...args: Parameters<typeof real.createSlideTrack>) => {
      const track = real.createSlideTrack(...args);
      tracks.push(track);
      return track;
    },
  };
});

/** What the server's `<Island slots>` hands the carousel: one HTML string per slide. */
const slides = Array.from({ length: 9 }, (_, i) => `<a href="/item-${i + 1}">Item ${i + 1}</a>`);
const slots = { slides };

/** The stub matchMedia from vitest.setup, answering the reduced-motion query as asked. */
function mockReducedMotion(reduce: boolean) {
  const stub = window.matchMedia;
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
    ...stub(query),
    matches: reduce && query.includes("prefers-reduced-motion"),
  }));
}

/** The carousel's slide track, with `scrollNext` watched. */
function watchedTrack() {
  const track = tracks.at(-1)!;
  return { track, scrollNext: vi.spyOn(track, "scrollNext") };
}

/** A drag starting on the slides (the track's "pointerDown"). */
const pointerDown = (el: Element) => el.dispatchEvent(new MouseEvent("pointerdown", { button: 0, bubbles: true }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  tracks.length = 0;
  document.body.innerHTML = "";
});

describe("slideBasisClasses", () => {
  it("maps the spec breakpoints (up to 1399/1199/575 px) to width-below media queries", () => {
    expect(slideBasisClasses({ base: 3, upTo1199: 2, upTo575: 1 })).toBe("basis-1/3 max-[1200px]:basis-1/2 max-[576px]:basis-full");
    expect(slideBasisClasses({ base: 5, upTo1399: 3, upTo1199: 2, upTo575: 1 })).toBe(
      "basis-1/5 max-[1400px]:basis-1/3 max-[1200px]:basis-1/2 max-[576px]:basis-full",
    );
  });
});

describe("Carousel", () => {
  it("is a labelled carousel region whose slides are labelled groups showing the slot markup", () => {
    render(
      <Carousel
        words={words}
        label="Projects"
        slots={{ ...slots, header: ["<h2>Recent work</h2>"] }}
        perView={{ base: 3, upTo1199: 2, upTo575: 1 }}
      />,
    );
    const region = screen.getByRole("region", { name: "Projects" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(9);
    expect(groups[2]).toHaveAccessibleName("3 of 9");
    expect(groups[2]).toHaveAttribute("aria-roledescription", "slide");
    expect(within(groups[2]).getByRole("link", { name: "Item 3" })).toHaveAttribute("href", "/item-3");
    expect(groups[0].className).toContain("basis-1/3");
    expect(groups[0].className).toContain("max-[1200px]:basis-1/2");
    expect(within(region).getByRole("heading", { name: "Recent work" }).parentElement).toHaveAttribute(SLOT_ATTR, "header");
  });

  it("has previous/next buttons controlling the slides, and no rotation control without autoplay", () => {
    render(<Carousel words={words} label="Reviews" slots={slots} perView={{ base: 1 }} />);
    const prev = screen.getByRole("button", { name: "Previous slide" });
    const next = screen.getByRole("button", { name: "Next slide" });
    const slidesId = prev.getAttribute("aria-controls");
    expect(slidesId).toBeTruthy();
    expect(next).toHaveAttribute("aria-controls", slidesId);
    expect(document.getElementById(slidesId!)).toHaveAttribute("aria-live", "polite");
    expect(screen.queryByRole("button", { name: /automatic slide show/ })).toBeNull();
  });

  it("puts the rotation control first in tab order, rotates once started, and pauses on a press", async () => {
    mockReducedMotion(false);
    render(<Carousel words={words} label="Logos" slots={slots} perView={{ base: 4 }} autoplay controls="dots" />);
    const region = screen.getByRole("region", { name: "Logos" });
    const firstButton = within(region).getAllByRole("button")[0];
    expect(region).toHaveAttribute("data-playing", "true");
    expect(firstButton).toHaveAccessibleName("Stop automatic slide show");
    // Rotating slides must not be announced.
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");

    await act(async () => fireEvent.click(firstButton));
    expect(firstButton).toHaveAccessibleName("Start automatic slide show");
    expect(region).toHaveAttribute("data-playing", "false");
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("steps every 2 s while rotating, not while hovered, and stops for good on a drag or an arrow", () => {
    mockReducedMotion(false);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    render(<Carousel words={words} label="Projects" slots={slots} perView={{ base: 3 }} autoplay />);
    const region = screen.getByRole("region", { name: "Projects" });
    const { scrollNext } = watchedTrack();

    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS - 1));
    expect(scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(2);

    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(2);
    expect(region).toHaveAttribute("data-playing", "true");
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(3);

    // A drag is an interaction: rotation stops until Play is pressed.
    act(() => pointerDown(screen.getByRole("link", { name: "Item 1" })));
    expect(region).toHaveAttribute("data-playing", "false");
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(3);

    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }));
    act(() => vi.advanceTimersByTime(AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(4);
    // A press on "Next slide" moves one slide and stops rotation.
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(scrollNext).toHaveBeenCalledTimes(5);
    expect(region).toHaveAttribute("data-playing", "false");
    act(() => vi.advanceTimersByTime(3 * AUTOPLAY_DELAY_MS));
    expect(scrollNext).toHaveBeenCalledTimes(5);
  });

  it("keeps the slides' DOM (and the focus in it) when it renders again", async () => {
    mockReducedMotion(true);
    render(<Carousel words={words} label="Logos" slots={slots} perView={{ base: 4 }} autoplay />);
    const link = screen.getByRole("link", { name: "Item 1" });
    await act(async () => link.focus());
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" })));
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Logos" }));
    expect(screen.getByRole("button", { name: "Stop automatic slide show" })).toBeInTheDocument();
    expect(link.isConnected).toBe(true);
    expect(link).toHaveFocus();
  });

  it("stops rotating when keyboard focus moves into the slides, not on the rotation control", async () => {
    mockReducedMotion(false);
    render(<Carousel words={words} label="Logos" slots={slots} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    expect(region).toHaveAttribute("data-playing", "true");
    await act(async () => screen.getByRole("button", { name: "Stop automatic slide show" }).focus());
    expect(region).toHaveAttribute("data-playing", "true");
    await act(async () => screen.getByRole("link", { name: "Item 1" }).focus());
    expect(region).toHaveAttribute("data-playing", "false");
  });

  it("never starts rotating when the visitor prefers reduced motion", () => {
    mockReducedMotion(true);
    render(<Carousel words={words} label="Logos" slots={slots} perView={{ base: 4 }} autoplay />);
    const region = screen.getByRole("region", { name: "Logos" });
    expect(region).toHaveAttribute("data-playing", "false");
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument();
  });
});

describe("Carousel island: server HTML, then hydration", () => {
  const options: CarouselOptions = { label: "Reviews", words, perView: { base: 1 }, autoplay: true };

  /** The page's islands as the server renders them (app/islands/island.tsx), put in the document. */
  function serve() {
    document.body.innerHTML = renderToString(
      <main>
        <Island of={CarouselIsland} props={options} slots={{ slides: ["<p>One</p>", "<p>Two</p>"] }} />
        <Island
          of={CarouselIsland}
          props={{ ...options, label: "Logos" }}
          slots={{ slides: ["<p>Three</p>", "<p>Four</p>", "<p>Five</p>"] }}
        />
      </main>,
    );
    return Array.from(document.querySelectorAll<HTMLElement>('[data-island="carousel"]'));
  }

  const idsIn = (root: Element) =>
    Array.from(root.querySelectorAll("[id], [aria-controls]"), (el) => `${el.id}|${el.getAttribute("aria-controls")}`);

  /** What the loader (app/client/islands.ts) does: props from JSON, slots read back from the page. */
  async function hydrate(root: HTMLElement, onMount: () => void = () => {}) {
    const props = JSON.parse(root.getAttribute(PROPS_ATTR)!) as Record<string, unknown>;
    const slotMarkup: SlotMarkup = {};
    for (const el of root.querySelectorAll(`[${SLOT_ATTR}]`)) {
      (slotMarkup[el.getAttribute(SLOT_ATTR)!] ??= []).push(el.innerHTML);
    }
    await act(async () =>
      hydrateIsland(root, Carousel as never, { ...props, slots: slotMarkup }, root.getAttribute(PREFIX_ATTR)!, onMount),
    );
  }

  it("keeps its ids and aria-controls through hydration, unique per island, with no hydration error", async () => {
    mockReducedMotion(false);
    const errors = vi.spyOn(console, "error");
    const roots = serve();
    expect(roots).toHaveLength(2);
    const served = roots.map(idsIn);
    // Each island has its slides' id and the controls that point at it, and no two islands share one.
    for (const ids of served) {
      const [slidesId] = ids.find((entry) => entry.endsWith("|null"))!.split("|");
      expect(ids).toEqual([`|${slidesId}`, `|${slidesId}`, `${slidesId}|null`]);
    }
    expect(served[0]).not.toEqual(served[1]);

    for (const root of roots) await hydrate(root);
    expect(roots.map(idsIn)).toEqual(served);
    expect(errors).not.toHaveBeenCalled();
    // Live: rotating (so no longer announced) after hydration.
    expect(roots[0].querySelector("section")).toHaveAttribute("data-playing", "true");
    expect(roots[0].querySelector("[aria-live]")).toHaveAttribute("aria-live", "off");
  });

  it("has its track ready when the island reports mounted: a press the loader replays then scrolls once", async () => {
    mockReducedMotion(false);
    const [root] = serve();
    const next = () => root.querySelector<HTMLElement>('button[aria-label="Next slide"]')!;
    let scrollNext: ReturnType<typeof watchedTrack>["scrollNext"] | undefined;
    await hydrate(root, () => {
      scrollNext = watchedTrack().scrollNext;
      next().click();
    });
    expect(scrollNext).toHaveBeenCalledTimes(1);
    // The visitor took over: no rotation.
    expect(root.querySelector("section")).toHaveAttribute("data-playing", "false");
  });
});
