import { useEffect, useId, useRef, useState } from "react";
import { createSlideTrack, type SlideTrack } from "~/components/ui/slide-track";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import type { SlotMarkup } from "~/islands/protocol";
// Memoised: re-renders leave the slides' DOM, focus and hover alone (app/islands/slot.tsx).
import { Slot } from "~/islands/slot";

// "{index} of {count}" with a slide's place (fill() of app/i18n/format.ts would bring more code into the island).
const nth = (template: string, index: number, count: number) =>
  template.replace("{index}", String(index + 1)).replace("{count}", String(count));

export type SlidesPerView = 1 | 2 | 3 | 4 | 5;

// `upToN` applies up to N px (the spec's 1399, 1199, 575), else the next wider setting. A type: island props must be JSON.
export type PerViewConfig = {
  base: SlidesPerView;
  upTo1399?: SlidesPerView;
  upTo1199?: SlidesPerView;
  upTo575?: SlidesPerView;
};

// Plain CSS, so the server HTML is laid out right. Tailwind's `max-[Wpx]` is `width < W`, hence 1400/1200/576.
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

// The spec's "speed 2000 ms" is the autoplay interval: a 2-second glide would feel sluggish.
export const AUTOPLAY_DELAY_MS = 2000;

// `inView` is empty before there is a track.
interface Position {
  inView: number[];
  selected: number;
  snaps: number;
}

const arrows = [
  { direction: "prev", label: "previousSlide", Icon: ChevronLeft },
  { direction: "next", label: "nextSlide", Icon: ChevronRight },
] as const;

/** The carousel's words in the page's language (content/interface/<locale>/common.json `carousel`), as props. */
export type CarouselWords = {
  previousSlide: string;
  nextSlide: string;
  startSlideShow: string;
  stopSlideShow: string;
  carousel: string;
  slide: string;
  /** "{index} of {count}" */
  slideOf: string;
  showSlide: string;
};

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand hover:text-on-brand disabled:opacity-50";

export type CarouselOptions = {
  label: string;
  /** Props, so the island's code carries no words. */
  words: CarouselWords;
  perView: PerViewConfig;
  /** Never under prefers-reduced-motion. */
  autoplay?: boolean;
  controls?: "arrows" | "dots";
  gap?: "sm" | "md" | "lg";
  className?: string;
};

export type CarouselProps = CarouselOptions & {
  /** `slides`, one string per slide, and optionally `header` beside the controls (app/islands/slot.tsx). */
  slots: SlotMarkup;
};

// The row carries no margin: the gap is each slide's padding at the inline start, so the track's step includes it.
const gapClasses = {
  sm: { viewport: "-ms-4", slide: "ps-4" },
  md: { viewport: "-ms-6", slide: "ps-6" },
  lg: { viewport: "-ms-8", slide: "ps-8" },
};

// APG: focus inside stops rotation, except on the rotation control.
const stopsRotation = (root: Element, el: Element | null) => !!el && root.contains(el) && !el.closest("[data-rotation-control]");

/**
 * The APG carousel pattern on a looping slide track (./slide-track): rotation every 2 s pauses on hover and stops for good on
 * focus inside, a drag or a press, until Play. Without JavaScript the row scrolls with snap points.
 */
export function Carousel({
  label,
  words,
  perView,
  autoplay = false,
  controls = "arrows",
  gap = "md",
  className = "",
  slots,
}: CarouselProps) {
  const slides = slots.slides ?? [];
  const header = slots.header?.[0];
  const rootRef = useRef<HTMLElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  // A ref: a press the loader replays comes right after mount, before a render could pass state.
  const track = useRef<SlideTrack>(null);
  const [position, setPosition] = useState<Position>({ inView: [], selected: 0, snaps: 0 });
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const slidesId = useId();

  // Runs before the island root's effect (children first), so the track exists when the loader replays presses.
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
    api
      .on("select", update)
      .on("slidesInView", update)
      .on("reInit", update)
      .on("pointerDown", () => setPlaying(false));
    // The island may start under the pointer or with focus already inside.
    setHovered(root.matches(":hover"));
    if (autoplay && !prefersReducedMotion() && !stopsRotation(root, document.activeElement)) setPlaying(true);
    return () => {
      api.destroy();
      track.current = null;
    };
  }, [autoplay]);

  useEffect(() => {
    if (!playing || hovered) return;
    const timer = setInterval(() => document.hidden || track.current?.scrollNext(), AUTOPLAY_DELAY_MS);
    return () => clearInterval(timer);
  }, [playing, hovered]);

  // The visitor takes over, so rotation stops.
  const move = (to: (api: SlideTrack, jump: boolean) => void) => {
    setPlaying(false);
    if (track.current) to(track.current, prefersReducedMotion());
  };

  const slideClass = `min-w-0 shrink-0 grow-0 ${gapClasses[gap].slide} ${slideBasisClasses(perView)} [@media(scripting:none)]:snap-start`;
  const hasControlRow = autoplay || controls === "arrows" || header;

  return (
    <section
      ref={rootRef}
      aria-roledescription={words.carousel}
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
          <div className="flex shrink-0 items-center gap-3 self-end md:ms-auto [@media(scripting:none)]:hidden">
            {autoplay ? (
              <button
                type="button"
                data-rotation-control=""
                // `!playing`: a press replayed after the island starts rotating does what the button said when pressed.
                onClick={() => setPlaying(!playing)}
                aria-label={playing ? words.stopSlideShow : words.startSlideShow}
                className={controlButton}
              >
                {/* Both drawn, one shown: the served page then carries both symbols, and starting the rotation needs no sprite. */}
                <Pause aria-hidden="true" className={playing ? "size-4" : "hidden"} />
                <Play aria-hidden="true" className={playing ? "hidden" : "size-4"} />
              </button>
            ) : null}
            {controls === "arrows"
              ? arrows.map(({ direction, label: key, Icon }) => (
                  <button
                    key={direction}
                    type="button"
                    aria-controls={slidesId}
                    aria-label={words[key]}
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

      {/* Positioned, so a card's absolutely positioned link is clipped here rather than widening the page. */}
      <div
        ref={viewportRef}
        className={`relative overflow-hidden ${gapClasses[gap].viewport} [@media(scripting:none)]:snap-x [@media(scripting:none)]:overflow-x-auto`}
      >
        <div id={slidesId} aria-live={playing ? "off" : "polite"} className="relative flex touch-pan-y touch-pinch-zoom">
          {slides.map((html, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={words.slide}
              aria-label={nth(words.slideOf, index, slides.length)}
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
        // Keeps its height before the dots appear, so nothing moves.
        <div className="mt-8 flex min-h-6 flex-wrap justify-center gap-1 [@media(scripting:none)]:hidden">
          {position.snaps < 2
            ? null
            : Array.from({ length: position.snaps }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-controls={slidesId}
                  aria-label={nth(words.showSlide, index, position.snaps)}
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
