import { afterEach, describe, expect, it, vi } from "vitest";
import { createSlideTrack } from "./slide-track";

/** A viewport `viewportWidth` wide holding `count` slides `slideWidth` wide (jsdom has no layout). */
function setup(count: number, { viewportWidth = 300, slideWidth = 100 } = {}) {
  const viewport = document.createElement("div");
  const row = document.createElement("div");
  viewport.append(row);
  for (let i = 0; i < count; i++) {
    const slide = document.createElement("div");
    slide.innerHTML = `<a href="/s${i}">Slide ${i}</a>`;
    slide.getBoundingClientRect = () => ({ width: slideWidth }) as DOMRect;
    row.append(slide);
  }
  viewport.getBoundingClientRect = () => ({ width: viewportWidth }) as DOMRect;
  document.body.append(viewport);
  const slides = [...row.children] as HTMLElement[];
  const order = () => slides.map((s) => Number(s.style.order));
  return { viewport, row, slides, order };
}

const pointer = (type: string, clientX: number) => new MouseEvent(type, { clientX, button: 0, bubbles: true, cancelable: true });

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("createSlideTrack", () => {
  it("loops forward and back one slide at a time, showing as many as fit", () => {
    const { viewport, slides, order } = setup(5);
    const track = createSlideTrack(viewport);
    expect(track.slidesInView()).toEqual([0, 1, 2]);
    expect(track.scrollSnapList()).toHaveLength(5);
    track.scrollNext(true);
    expect(track.selectedScrollSnap()).toBe(1);
    expect(track.slidesInView()).toEqual([1, 2, 3]);
    expect(order()).toEqual([4, 0, 1, 2, 3]);
    track.scrollPrev(true);
    track.scrollPrev(true);
    expect(track.selectedScrollSnap()).toBe(4);
    expect(track.slidesInView()).toEqual([4, 0, 1]);
    track.scrollTo(2, true);
    expect(track.slidesInView()).toEqual([2, 3, 4]);
    track.destroy();
    // Back to the document's order, as served.
    expect(slides.map((s) => s.style.order)).toEqual(["", "", "", "", ""]);
  });

  it("does not move slides that all fit", () => {
    const { viewport, order } = setup(3);
    const track = createSlideTrack(viewport);
    expect(track.canScrollNext()).toBe(false);
    expect(track.scrollSnapList()).toEqual([0]);
    track.scrollNext(true);
    expect(track.selectedScrollSnap()).toBe(0);
    expect(order()).toEqual([0, 1, 2]);
  });

  it("glides, tells who is selected at once, and rotates when the glide ends", () => {
    const { viewport, row, order } = setup(4, { viewportWidth: 100 });
    const track = createSlideTrack(viewport);
    const selected: number[] = [];
    const settled: number[][] = [];
    track.on("select", () => selected.push(track.selectedScrollSnap()));
    track.on("slidesInView", () => settled.push(track.slidesInView()));
    track.scrollNext();
    expect(selected).toEqual([1]);
    expect(row.style.transform).toBe("translate3d(-100px, 0, 0)");
    expect(order()).toEqual([0, 1, 2, 3]);
    row.dispatchEvent(Object.assign(new Event("transitionend"), { propertyName: "transform" }));
    expect(row.style.transform).toBe("");
    expect(order()).toEqual([3, 0, 1, 2]);
    expect(settled).toEqual([[1]]);
    // A press during a glide ends it first, so nothing is skipped.
    track.scrollPrev();
    track.scrollPrev();
    expect(selected).toEqual([1, 0, 3]);
  });

  it("moves on after a drag past a fifth of a slide, goes back after a shorter one, and swallows the click", () => {
    const { viewport, order } = setup(4, { viewportWidth: 100 });
    const track = createSlideTrack(viewport);
    const pressed = vi.fn();
    track.on("pointerDown", pressed);
    viewport.dispatchEvent(pointer("pointerdown", 200));
    viewport.dispatchEvent(pointer("pointermove", 150));
    viewport.dispatchEvent(pointer("pointerup", 150));
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(track.selectedScrollSnap()).toBe(1);
    const link = viewport.querySelector("a")!;
    const click = pointer("click", 150);
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    viewport.dispatchEvent(pointer("pointerdown", 100));
    viewport.dispatchEvent(pointer("pointermove", 110));
    viewport.dispatchEvent(pointer("pointerup", 110));
    viewport.dispatchEvent(Object.assign(new Event("transitionend"), { propertyName: "transform" }));
    expect(track.selectedScrollSnap()).toBe(1);

    viewport.dispatchEvent(pointer("pointerdown", 100));
    viewport.dispatchEvent(pointer("pointermove", 160));
    viewport.dispatchEvent(pointer("pointerup", 160));
    expect(track.selectedScrollSnap()).toBe(0);
    expect(order()[0]).toBe(0);
  });
});
