import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import { prefersReducedMotion } from "~/hooks/use-reduced-motion";
import { Static } from "./static";

export type SlidesPerView = 1 | 2 | 3 | 4 | 5;

/**
 * Slides shown side by side, by viewport width. `base` applies above 1399px; each
 * `upToN` applies at widths up to and including N px (the spec's breakpoints 1399, 1199, 575),
 * and falls back to the next wider setting when left out.
 */
export interface PerViewConfig {
  base: SlidesPerView;
  upTo1399?: SlidesPerView;
  upTo1199?: SlidesPerView;
  upTo575?: SlidesPerView;
}

/*
 * Slide widths are plain CSS (flex-basis per media query) rather than Embla breakpoints, so the
 * server HTML is already laid out right and Embla just measures it. Tailwind's `max-[Wpx]`
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
 * a new slide every 2 s. The slide transition itself stays short (Embla duration 30, about
 * half a second): a 2-second glide would make the carousel feel sluggish and would spend most
 * of each interval in motion.
 */
export const AUTOPLAY_DELAY_MS = 2000;
const TRANSITION_DURATION = 30;

const EMBLA_OPTIONS: EmblaOptionsType = {
  loop: true,
  align: "start",
  slidesToScroll: 1,
  duration: TRANSITION_DURATION,
  inViewThreshold: 0.6,
};

/**
 * Embla, loaded when it is needed: when the carousel comes within 200px of the viewport or
 * the visitor points at or focuses it. Until then the server HTML shows the first slides laid
 * out (widths are CSS), so pages don't spend their first load on carousels below the fold.
 * `wake` is for controls used before Embla is there: it loads Embla and then runs the action.
 */
function useLazyEmbla(autoplay: boolean) {
  const [api, setApi] = useState<EmblaCarouselType>();
  // A plain ref, not state: a state-setting ref callback would re-render every carousel
  // synchronously inside the page's hydration commit. The viewport element never changes.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<((api: EmblaCarouselType) => void) | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || wanted) return;
    if (typeof IntersectionObserver === "undefined") return setWanted(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setWanted(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !wanted) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    void Promise.all([import("embla-carousel"), autoplay ? import("embla-carousel-autoplay") : undefined]).then(
      ([{ default: EmblaCarousel }, autoplayModule]) => {
        if (cancelled) return;
        const plugins = autoplayModule
          ? [
              autoplayModule.default({
                delay: AUTOPLAY_DELAY_MS,
                playOnInit: false,
                stopOnInteraction: true,
                stopOnFocusIn: false,
                stopOnMouseEnter: false,
              }),
            ]
          : [];
        instance = EmblaCarousel(viewport, EMBLA_OPTIONS, plugins);
        setApi(instance);
        pending.current?.(instance);
        pending.current = null;
      },
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, autoplay]);

  const wake = useCallback(
    (action?: (api: EmblaCarouselType) => void) => {
      if (api) return action?.(api);
      if (action) pending.current = action;
      setWanted(true);
    },
    [api],
  );
  return { viewportRef, api, wake };
}

function useSlidesInView(api: EmblaCarouselType | undefined): number[] | null {
  const [inView, setInView] = useState<number[] | null>(null);
  useEffect(() => {
    if (!api) return;
    const update = () => setInView(api.slidesInView());
    update();
    api.on("slidesInView", update).on("reInit", update);
    return () => {
      api.off("slidesInView", update).off("reInit", update);
    };
  }, [api]);
  return inView;
}

function useSelectedSnap(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
    };
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  return { selected, count };
}

/**
 * Autoplay per the APG carousel pattern. `playing` is the visitor's intent (shown by the
 * rotation button); hovering pauses only while the pointer is over the carousel; keyboard
 * focus inside the slides stops rotation until the visitor presses Play again. Nothing
 * rotates before hydration, under prefers-reduced-motion, or when `enabled` is false.
 */
function useAutoplay(api: EmblaCarouselType | undefined, enabled: boolean) {
  const [playing, setPlaying] = useState(false);
  const hovering = useRef(false);
  const plugin = () => api?.plugins().autoplay;

  useEffect(() => {
    if (api && enabled && !prefersReducedMotion()) setPlaying(true);
  }, [api, enabled]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing && !hovering.current) autoplay.play();
    else autoplay.stop();
    // Dragging is an interaction: the plugin stops itself; keep the button in step.
    const onPointerDown = () => setPlaying(false);
    api.on("pointerDown", onPointerDown);
    return () => {
      api.off("pointerDown", onPointerDown);
    };
  }, [api, playing]);

  return {
    playing,
    toggle: () => setPlaying((p) => !p),
    stop: () => setPlaying(false),
    onMouseEnter: () => {
      hovering.current = true;
      plugin()?.stop();
    },
    onMouseLeave: () => {
      hovering.current = false;
      if (playing) plugin()?.play();
    },
  };
}

const arrows = [
  { direction: "prev", label: "Previous slide", Icon: ChevronLeft },
  { direction: "next", label: "Next slide", Icon: ChevronRight },
] as const;

const controlButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink shadow-sm transition-colors hover:border-brand hover:bg-brand hover:text-on-brand disabled:opacity-50";

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Client testimonials". */
  label: string;
  slides: ReactNode[];
  perView: PerViewConfig;
  /** Rotate automatically (with a pause/play control) unless the visitor prefers reduced motion. */
  autoplay?: boolean;
  /** Previous/next arrows, or a row of dots (slide picker) below the slides. */
  controls?: "arrows" | "dots";
  /** Shown to the left of the controls, e.g. the section heading. */
  header?: ReactNode;
  /** Gap between slides. */
  gap?: "sm" | "md" | "lg";
  className?: string;
}

/*
 * Spacing: each slide has left padding and the viewport reaches that far out to the left.
 * The slide track carries no margin and is `relative`, and so is the viewport: Embla measures
 * with offsetLeft, and Chromium makes the transformed track the slides' offsetParent once
 * Embla moves it; with the track at offset 0 inside a positioned viewport, both frames agree
 * (a negative margin on the track put every slide off by the track's offset after a resize).
 */
const gapClasses = {
  sm: { viewport: "-ml-4", slide: "pl-4" },
  md: { viewport: "-ml-6", slide: "pl-6" },
  lg: { viewport: "-ml-8", slide: "pl-8" },
};

/**
 * The site's one carousel (Embla): looping, one slide per step, slides per view by width.
 * Follows the APG carousel pattern: a labelled region with aria-roledescription="carousel",
 * slides are labelled groups ("3 of 9"), slides out of view are `inert`, the rotation control
 * comes first in tab order, and the slide container is a polite live region unless rotating.
 * Without JavaScript the server HTML shows the first slides laid out, and the row scrolls.
 */
export function Carousel({
  label,
  slides,
  perView,
  autoplay = false,
  controls = "arrows",
  header,
  gap = "md",
  className = "",
}: CarouselProps) {
  const { viewportRef, api, wake } = useLazyEmbla(autoplay);
  const inView = useSlidesInView(api);
  const { selected, count } = useSelectedSnap(api);
  const rotation = useAutoplay(api, autoplay);
  const slidesId = useId();
  const slideClass = `min-w-0 shrink-0 grow-0 ${gapClasses[gap].slide} ${slideBasisClasses(perView)}`;

  const scrollBy = useCallback(
    (direction: "prev" | "next") =>
      wake((embla) => {
        const jump = prefersReducedMotion();
        if (direction === "prev") embla.scrollPrev(jump);
        else embla.scrollNext(jump);
      }),
    [wake],
  );

  const hasControlRow = autoplay || controls === "arrows" || header;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
      data-playing={rotation.playing ? "true" : "false"}
      className={className}
      onMouseEnter={() => {
        wake();
        rotation.onMouseEnter();
      }}
      onMouseLeave={rotation.onMouseLeave}
      onTouchStart={() => wake()}
      onFocus={(event) => {
        wake();
        // Keyboard focus in the slides or arrows stops rotation (not focus on the rotation control).
        if (!(event.target as HTMLElement).closest("[data-rotation-control]")) rotation.stop();
      }}
    >
      {hasControlRow ? (
        <div className={`flex flex-col gap-6 md:flex-row md:items-end md:justify-between ${header ? "mb-8" : "mb-4"}`}>
          {header ? <div className="min-w-0 flex-1 [&>div]:mb-0">{header}</div> : null}
          <div className="flex shrink-0 items-center gap-3 self-end md:ml-auto [@media(scripting:none)]:hidden">
            {autoplay ? (
              <button
                type="button"
                data-rotation-control=""
                onClick={rotation.toggle}
                aria-label={rotation.playing ? "Stop automatic slide show" : "Start automatic slide show"}
                className={controlButton}
              >
                {rotation.playing ? (
                  <Pause aria-hidden="true" className="size-4" />
                ) : (
                  <Play aria-hidden="true" className="size-4" />
                )}
              </button>
            ) : null}
            {controls === "arrows"
              ? arrows.map(({ direction, label, Icon }) => (
                  <button
                    key={direction}
                    type="button"
                    aria-controls={slidesId}
                    aria-label={label}
                    onClick={() => scrollBy(direction)}
                    className={controlButton}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </button>
                ))
              : null}
          </div>
        </div>
      ) : null}

      <div
        ref={viewportRef}
        className={`relative overflow-hidden ${gapClasses[gap].viewport} [@media(scripting:none)]:snap-x [@media(scripting:none)]:overflow-x-auto`}
      >
        <div
          id={slidesId}
          aria-live={rotation.playing ? "off" : "polite"}
          className="relative flex touch-pan-y touch-pinch-zoom"
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              data-slide={index}
              inert={inView ? !inView.includes(index) : undefined}
              className={`${slideClass} [@media(scripting:none)]:snap-start`}
            >
              <Static className="h-full">{slide}</Static>
            </div>
          ))}
        </div>
      </div>

      {controls === "dots" ? (
        // The row keeps its height before Embla has counted the slides, so nothing moves when the dots appear.
        <div className="mt-8 flex min-h-6 flex-wrap justify-center gap-1 [@media(scripting:none)]:hidden">
          {count < 2 ? null : Array.from({ length: count }, (_, index) => (
            <button
              key={index}
              type="button"
              aria-controls={slidesId}
              aria-label={`Show slide ${index + 1} of ${count}`}
              aria-current={index === selected ? "true" : undefined}
              onClick={() => api?.scrollTo(index, prefersReducedMotion())}
              className="group inline-flex size-6 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${
                  index === selected ? "w-7 bg-current" : "w-2.5 bg-current/55 group-hover:bg-current"
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
