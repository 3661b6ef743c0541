import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Counter } from "./counter";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observerCallback: Callback | undefined;

class FakeObserver {
  constructor(cb: Callback) {
    observerCallback = cb;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  observerCallback = undefined;
});

const shown = (el: HTMLElement) => el.querySelector("span.absolute")!.textContent;

describe("Counter", () => {
  it("renders the final value in server HTML", () => {
    const html = renderToString(<Counter value={450} suffix="+" />);
    expect(html).toContain("450<!-- -->+");
    expect(html).toContain('class="sr-only">450+');
  });

  it("starts at zero off-screen and counts up once when scrolled into view", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "performance"] });
    const { container } = render(<Counter value={990} suffix="+" />);
    const el = container.firstElementChild as HTMLElement;
    act(() => observerCallback!([{ isIntersecting: false }]));
    expect(shown(el)).toBe("0+");
    expect(el).toHaveTextContent("990+"); // screen-reader copy keeps the real value
    act(() => observerCallback!([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(800));
    const mid = Number(shown(el)!.replace("+", ""));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(990);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(el)).toBe("990+");
  });

  it("does not animate under reduced motion", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.spyOn(window, "matchMedia").mockImplementation(
      (q: string) => ({ matches: q.includes("reduce"), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    const { container } = render(<Counter value={45} suffix="+" />);
    expect(observerCallback).toBeUndefined();
    expect(shown(container.firstElementChild as HTMLElement)).toBe("45+");
  });
});
