import { useEffect, useId, useRef, useState } from "react";
import { createSlideTrack, type SlideTrack } from "~/components/ui/slide-track";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import type { SlotMarkup } from "~/islands/protocol";
// A memoised slot: each render of the carousel (slide change, hover, rotation tick) leaves the
// slides' DOM, keyboard focus and hover state alone (see app/islands/slot.tsx).
import { Slot } from "~/islands/slot";

export type SlidesPerView = 1 | 2 | 3 | 4 | 5;

/**
 * Slides shown side by side, by viewport width. `base` applies above 1399px; each
 * `upToN` applies at widths up to and including N px (the spec's breakpoints 1399, 1199, 575),
 * and falls back to the next wider setting when left out.
 * (A type, not an interface: island props must be assignable to JSON.)
 */
export type PerViewConfig = {
  base: SlidesPerView;
  upTo1399?: SlidesPerView;
  upTo1199?: SlidesPerView;
  upTo575?: SlidesPerView;
};

/*
 * Slide widths are plain CSS (flex-basis per media query), so the server HTML is already laid
 * out right and the track just measures it. Tailwind's `max-[Wpx]`
 * means `width < W`, hence 1400/1200/576 for "up to 1399/1199/575". Static strings, so
 * Tailwind sees every class.
 */
const basis: Record<keyof PerViewConfig, Record<SlidesPerView, string>> = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3", 4: "basis-1/4", 5: "basis-1/5" },
  upTo1399: {
    1: "max-[1400px]:basis-full",
    2: "max-[1400px]:basis-1/2",
    3: "max-[1400px]:basis-1/3",
    4: "max-[1400px]:basis-1/4",
    5: "max-[1400px]:basis-1/5",
  },
  upTo1199: {
    1: "max-[1200px]:basis-full",
    2: "max-[1200px]:basis-1/2",
    3: "max-[1200px]:basis-1/3",
    4: "max-[1200px]:basis-1/4",
    5: "max-[1200px]:basis-1/5",
  },
  upTo575: {
    1: "max-[576px]:basis-full",
    2: "max-[576px]:basis-1/2",
    3: "max-[576px]:basis-1/3",
    4: "max-[576px]:basis-1/4",
    5: "max-[576px]:basis-1/5",
  },
};

export function slideBasisClasses(perView: PerViewConfig): string {
  return (Object.keys(basis) as (keyof PerViewConfig)[])
    .map((key) => {
      const n = perView[key];
      return n ? basis[key][n] : "";
    })
    .filter(Boolean)
    .join(" ");
}

/**
 * The spec's "speed 2000 ms" (a Swiper/Slick setting) is applied as the autoplay interval:
 * a new slide every 2 s. The slide transition itself stays short (the track's glide, under half
 * a second): a 2-second glide would make the carousel feel sluggish and would spend most of
 * each interval in motion.
 */
export const AUTOPLAY_DELAY_MS = 2000;

/** What the controls and slides show of the track's state; `inView` is empty before there is a track. */
interface Position {
  inView: number[];
  selected: number;
  snaps: number;
}

const arrows = [
  { direction: "prev", label: "Previous slide", Icon: ChevronLeft },
  { direction: "next", label: "Next slide", Icon: ChevronRight },
] as const;

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand hover:text-on-brand disabled:opacity-50";

/** The carousel's settings: its island props, so JSON only. */
export type CarouselOptions = {
  /** Accessible name of the carousel region, e.g. "Client testimonials". */
  label: string;
  perView: PerViewConfig;
  /** Rotate automatically (with a pause/play control) unless the visitor prefers reduced motion. */
  autoplay?: boolean;
  /** Previous/next arrows, or a row of dots (slide picker) below the slides. */
  controls?: "arrows" | "dots";
  /** Gap between slides. */
  gap?: "sm" | "md" | "lg";
  className?: string;
};

export type CarouselProps = CarouselOptions & {
  /**
   * Server-rendered markup (see app/islands/slot.tsx): `slides`, one string per slide, and
   * optionally `header`, shown to the left of the controls (e.g. the section heading).
   */
  slots: SlotMarkup;
};

/*
 * Spacing: each slide has left padding and the viewport reaches that far out to the left, so
 * a slide's width (what the track steps by) includes its gap and the row carries no margin.
 */
const gapClasses = {
  sm: { viewport: "-ml-4", slide: "pl-4" },
  md: { viewport: "-ml-6", slide: "pl-6" },
  lg: { viewport: "-ml-8", slide: "pl-8" },
};

/** Focus on anything in the carousel but the rotation control stops rotation (APG). */
const stopsRotation = (root: Element, el: Element | null) => !!el && root.contains(el) && !el.closest("[data-rotation-control]");

/**
 * The site's one carousel, an island (app/islands/carousel.island.tsx): a looping slide track
 * (./slide-track), one slide per step, slides per view by width (CSS). The slides are
 * server-rendered slots.
 * Follows the APG carousel pattern: a labelled region with aria-roledescription="carousel",
 * slides are labelled groups ("3 of 9"), slides out of view are `inert`, the rotation control
 * comes first in tab order, and the slide container is a polite live region unless rotating.
 * Rotation (every 2 s) starts when the island starts, never under prefers-reduced-motion; it
 * pauses while hovered and stops for good on keyboard focus inside, a drag or a press on a
 * control, until Play is pressed.
 * Before the island's code runs the server HTML shows the first slides laid out; without
 * JavaScript the row scrolls with snap points.
 */
export function Carousel({ label, perView, autoplay = false, controls = "arrows", gap = "md", className = "", slots }: CarouselProps) {
  const slides = slots.slides ?? [];
  const header = slots.header?.[0];
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // A ref, not state: a press the loader replays comes right after mount, before any render
  // that could hand the track to handlers through state.
  const track = useRef<SlideTrack>(null);
  const [position, setPosition] = useState<Position>({ inView: [], selected: 0, snaps: 0 });
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const slidesId = useId();

  // The track is made in this effect, which React runs before the island root's own (children
  // first), so it is there when the loader hears the island has mounted and replays presses.
  useEffect(() => {
    const root = rootRef.current!;
    const api = createSlideTrack(viewportRef.current!);
    track.current = api;
    const update = () =>
      setPosition({
        inView: api.slidesInView(),
        selected: api.selectedScrollSnap(),
        snaps: api.scrollSnapList().length,
      });
    update();
    // Dragging is an interaction: it stops rotation.
    api
      .on("select", update)
      .on("slidesInView", update)
      .on("reInit", update)
      .on("pointerDown", () => setPlaying(false));
    // The island may start under the pointer or with focus already inside (both wake it).
    setHovered(root.matches(":hover"));
    if (autoplay && !prefersReducedMotion() && !stopsRotation(root, document.activeElement)) setPlaying(true);
    return () => {
      api.destroy();
      track.current = null;
    };
  }, [autoplay]);

  useEffect(() => {
    if (!playing || hovered) return;
    // Nothing moves in a hidden tab.
    const timer = setInterval(() => document.hidden || track.current?.scrollNext(), AUTOPLAY_DELAY_MS);
    return () => clearInterval(timer);
  }, [playing, hovered]);

  /** A press on an arrow or dot: the visitor takes over, so rotation stops. */
  const move = (to: (api: SlideTrack, jump: boolean) => void) => {
    setPlaying(false);
    if (track.current) to(track.current, prefersReducedMotion());
  };

  const slideClass = `min-w-0 shrink-0 grow-0 ${gapClasses[gap].slide} ${slideBasisClasses(perView)} [@media(scripting:none)]:snap-start`;
  const hasControlRow = autoplay || controls === "arrows" || header;

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-playing={playing ? "true" : "false"}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (stopsRotation(event.currentTarget, event.target)) setPlaying(false);
      }}
    >
      {hasControlRow ? (
        <div className={`flex flex-col gap-6 md:flex-row md:items-end md:justify-between ${header ? "mb-8" : "mb-4"}`}>
          {header ? <Slot name="header" html={header} className="min-w-0 flex-1 [&>div]:mb-0" /> : null}
          <div className="flex shrink-0 items-center gap-3 self-end md:ml-auto [@media(scripting:none)]:hidden">
            {autoplay ? (
              <button
                type="button"
                data-rotation-control=""
                // `!playing`, not a toggle of the latest state: a press replayed after the island
                // starts (and starts rotating) does what the button said when it was pressed.
                onClick={() => setPlaying(!playing)}
                aria-label={playing ? "Stop automatic slide show" : "Start automatic slide show"}
                className={controlButton}
              >
                {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
              </button>
            ) : null}
            {controls === "arrows"
              ? arrows.map(({ direction, label, Icon }) => (
                  <button
                    key={direction}
                    type="button"
                    aria-controls={slidesId}
                    aria-label={label}
                    onClick={() => move((api, jump) => (direction === "prev" ? api.scrollPrev(jump) : api.scrollNext(jump)))}
                    className={controlButton}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </button>
                ))
              : null}
          </div>
        </div>
      ) : null}

      {/* Positioned: the slides' absolutely positioned parts (a card's full-size link) are
          clipped by the viewport, not laid out against the page, which would widen it. */}
      <div
        ref={viewportRef}
        className={`relative overflow-hidden ${gapClasses[gap].viewport} [@media(scripting:none)]:snap-x [@media(scripting:none)]:overflow-x-auto`}
      >
        <div id={slidesId} aria-live={playing ? "off" : "polite"} className="relative flex touch-pan-y touch-pinch-zoom">
          {slides.map((html, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slide={index}
              inert={position.inView.length ? !position.inView.includes(index) : undefined}
              className={slideClass}
            >
              <Slot name="slides" html={html} className="h-full" />
            </div>
          ))}
        </div>
      </div>

      {controls === "dots" ? (
        // The row keeps its height before the track has counted the stops, so nothing moves when the dots appear.
        <div className="mt-8 flex min-h-6 flex-wrap justify-center gap-1 [@media(scripting:none)]:hidden">
          {position.snaps < 2
            ? null
            : Array.from({ length: position.snaps }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={`Show slide ${index + 1} of ${position.snaps}`}
                  aria-current={index === position.selected ? "true" : undefined}
                  onClick={() => move((api, jump) => api.scrollTo(index, jump))}
                  className="group inline-flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all ${
                      index === position.selected ? "w-7 bg-current" : "w-2.5 bg-current/55 group-hover:bg-current"
                    }`}
                  />
                </button>
              ))}
        </div>
      ) : null}
    </section>
  );
}
