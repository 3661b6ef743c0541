// The carousel's motion, replacing Embla's 7 KB that did not fit the islands' 60 KB (docs/decisions/0010-islands.md).
// Loops without copies of the slides (they would repeat ids and links): the slides are shown in a rotated CSS `order`.

type TrackEvent = "select" | "slidesInView" | "reInit" | "pointerDown";

export interface SlideTrack {
  selectedScrollSnap(): number;
  /** One stop per slide when the slides do not all fit, else one. */
  scrollSnapList(): number[];
  slidesInView(): number[];
  canScrollNext(): boolean;
  scrollNext(jump?: boolean): void;
  scrollPrev(jump?: boolean): void;
  scrollTo(index: number, jump?: boolean): void;
  on(event: TrackEvent, listener: () => void): SlideTrack;
  off(event: TrackEvent, listener: () => void): SlideTrack;
  destroy(): void;
}

const DRAG_THRESHOLD = 0.2;

export function createSlideTrack(viewport: HTMLElement, { durationMs = 450 } = {}): SlideTrack {
  const row = viewport.firstElementChild as HTMLElement;
  const slides = [...row.children] as HTMLElement[];
  const count = slides.length;
  const listeners = new Map<TrackEvent, Set<() => void>>();
  let start = 0;
  let selected = 0;
  let width = 0;
  let perView = 1;
  // Positions are along the reading direction: on a right-to-left page "next" comes in from the left.
  let sign = 1;
  let pending: { done: () => void; timer: number } | null = null;

  const emit = (event: TrackEvent) => listeners.get(event)?.forEach((listener) => listener());
  const fits = () => count <= perView;
  const wrap = (i: number) => ((i % count) + count) % count;

  function measure(): void {
    width = slides[0]?.getBoundingClientRect().width ?? 0;
    perView = width > 0 ? Math.max(1, Math.round(viewport.getBoundingClientRect().width / width)) : 1;
    sign = getComputedStyle(viewport).direction === "rtl" ? -1 : 1;
  }

  function place(x: number, animate: boolean): void {
    row.style.transition = animate ? `transform ${durationMs}ms cubic-bezier(0.25, 1, 0.5, 1)` : "none";
    row.style.transform = x === 0 ? "" : `translate3d(${sign * x}px, 0, 0)`;
  }

  function setStart(next: number): void {
    start = wrap(next);
    slides.forEach((slide, i) => (slide.style.order = String(wrap(i - start))));
  }

  // A new press does not wait for the move under way.
  function settle(): void {
    if (!pending) return;
    const { done, timer } = pending;
    pending = null;
    clearTimeout(timer);
    done();
  }

  function glide(x: number, jump: boolean, done: () => void): void {
    if (jump || width === 0) {
      done();
      return;
    }
    // Forces the start position before the transition begins.
    void row.offsetWidth;
    place(x, true);
    pending = { done, timer: window.setTimeout(settle, durationMs + 50) };
  }

  function step(steps: number, jump: boolean): void {
    settle();
    if (fits() || steps === 0) return;
    const target = start + steps;
    if (steps > 0) {
      // The slides ahead are already in line after the visible ones: slide over, then rotate.
      emitSelect(target);
      glide(-steps * width, jump, () => {
        setStart(target);
        place(0, false);
        emit("slidesInView");
      });
    } else {
      // Rotate first, so the slides behind stand before the first, then slide back into view.
      setStart(target);
      place(steps * width, false);
      emitSelect(target);
      glide(0, jump, () => {
        place(0, false);
        emit("slidesInView");
      });
    }
  }

  function emitSelect(target: number): void {
    selected = wrap(target);
    emit("select");
  }

  row.addEventListener("transitionend", (event) => {
    if (event.target === row && event.propertyName === "transform") settle();
  });

  let drag: { id: number; x0: number; dx: number; back: boolean } | null = null;
  let dragged = false;
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0 || fits()) return;
    settle();
    emit("pointerDown");
    drag = { id: event.pointerId, x0: event.clientX, dx: 0, back: false };
    dragged = false;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = Math.max(-width, Math.min(width, sign * (event.clientX - drag.x0)));
    if (!dragged && Math.abs(dx) < 6) return;
    if (!dragged) {
      dragged = true;
      viewport.setPointerCapture?.(event.pointerId);
    }
    // Dragging towards the reading direction's end shows the slide before the first: rotate it into place at the start.
    if (dx > 0 && !drag.back) {
      drag.back = true;
      setStart(start - 1);
    } else if (dx <= 0 && drag.back) {
      drag.back = false;
      setStart(start + 1);
    }
    drag.dx = dx;
    place(drag.back ? dx - width : dx, false);
  };
  const onPointerUp = () => {
    if (!drag) return;
    const { dx, back } = drag;
    drag = null;
    if (!dragged) return;
    const far = Math.abs(dx) > width * DRAG_THRESHOLD;
    if (back) {
      // The slide before is already first in order; keep it (moved back) or undo the rotation.
      if (far) {
        emitSelect(start);
        glide(0, false, () => emit("slidesInView"));
      } else {
        glide(-width, false, () => {
          setStart(start + 1);
          place(0, false);
        });
      }
    } else if (far) {
      emitSelect(start + 1);
      glide(-width, false, () => {
        setStart(start + 1);
        place(0, false);
        emit("slidesInView");
      });
    } else {
      glide(0, false, () => undefined);
    }
  };
  // A drag that ends on a link is not a click on it.
  const onClick = (event: MouseEvent) => {
    if (!dragged) return;
    dragged = false;
    event.preventDefault();
    event.stopPropagation();
  };
  viewport.addEventListener("pointerdown", onPointerDown);
  viewport.addEventListener("pointermove", onPointerMove);
  viewport.addEventListener("pointerup", onPointerUp);
  viewport.addEventListener("pointercancel", onPointerUp);
  viewport.addEventListener("click", onClick, true);

  const resize =
    typeof ResizeObserver === "function"
      ? new ResizeObserver(() => {
          settle();
          measure();
          emit("reInit");
        })
      : undefined;
  resize?.observe(viewport);
  // A breakpoint may change slides per view without the viewport's width changing.
  if (slides[0]) resize?.observe(slides[0]);
  measure();
  setStart(0);

  const track: SlideTrack = {
    selectedScrollSnap: () => selected,
    scrollSnapList: () => (fits() ? [0] : slides.map((_, i) => i)),
    slidesInView: () => Array.from({ length: Math.min(perView, count) }, (_, i) => wrap(start + i)),
    canScrollNext: () => !fits(),
    scrollNext: (jump = false) => step(1, jump),
    scrollPrev: (jump = false) => step(-1, jump),
    scrollTo(index, jump = false) {
      settle();
      const ahead = wrap(index - start);
      // Forward if that is the short way round and the slides ahead are enough, else back.
      const steps = ahead <= count - ahead && ahead + perView <= count ? ahead : ahead - count;
      if (-steps + perView > count) {
        emitSelect(index);
        setStart(index);
        emit("slidesInView");
        return;
      }
      step(steps, jump);
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
      return track;
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
      return track;
    },
    destroy() {
      settle();
      resize?.disconnect();
      viewport.removeEventListener("pointerdown", onPointerDown);
      viewport.removeEventListener("pointermove", onPointerMove);
      viewport.removeEventListener("pointerup", onPointerUp);
      viewport.removeEventListener("pointercancel", onPointerUp);
      viewport.removeEventListener("click", onClick, true);
      for (const slide of slides) slide.style.order = "";
      place(0, false);
      row.style.transition = "";
      listeners.clear();
    },
  };
  return track;
}
