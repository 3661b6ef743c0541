import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Counter, CounterList } from "./counter";

type Entry = { isIntersecting: boolean; intersectionRatio: number };
type Callback = (entries: Entry[]) => void;
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

const offScreen: Entry = { isIntersecting: false, intersectionRatio: 0 };
const inView: Entry = { isIntersecting: true, intersectionRatio: 1 };

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
    expect(html).toContain(">450+<");
    expect(html).toContain('class="sr-only">450+');
    expect(html).toContain('data-phase="final"');
  });

  it("shows the figure the server formatted for the page's language, and the specification's without one", () => {
    expect(renderToString(<Counter value={1500} suffix="+" display="1.500+" />)).toContain('class="sr-only">1.500+');
    expect(renderToString(<Counter value={1500} suffix="+" />)).toContain('class="sr-only">1500+');
  });

  it("starts at zero off-screen and counts up once when scrolled into view", async () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "performance"] });
    const { container } = render(<Counter value={990} suffix="+" />);
    const el = container.firstElementChild as HTMLElement;
    act(() => observerCallback!([offScreen]));
    expect(shown(el)).toBe("0+");
    expect(el).toHaveAttribute("data-phase", "armed");
    expect(el).toHaveTextContent("990+"); // screen-reader copy keeps the real value
    // Barely in view is not yet "into view".
    act(() => observerCallback!([{ isIntersecting: true, intersectionRatio: 0.1 }]));
    expect(el).toHaveAttribute("data-phase", "armed");
    act(() => observerCallback!([inView]));
    expect(el).toHaveAttribute("data-phase", "running");
    act(() => vi.advanceTimersByTime(800));
    const mid = Number(shown(el)!.replace("+", ""));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(990);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown(el)).toBe("990+");
  });

  it("leaves a figure that is already in view when its code arrives at its final value", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    const { container } = render(<Counter value={45} suffix="+" />);
    act(() => observerCallback!([{ isIntersecting: true, intersectionRatio: 0.2 }]));
    const el = container.firstElementChild as HTMLElement;
    expect(el).toHaveAttribute("data-phase", "final");
    expect(shown(el)).toBe("45+");
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

describe("CounterList", () => {
  it("is one labelled list of figures with their captions", () => {
    render(
      <CounterList
        label="Company figures"
        items={[
          { value: 450, suffix: "+", label: "Active Clients" },
          { value: 20, suffix: "+", label: "Glorious Years" },
        ]}
      />,
    );
    const items = screen.getByRole("list", { name: "Company figures" }).querySelectorAll("li");
    expect([...items].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/450\+.*Active Clients/),
      expect.stringMatching(/20\+.*Glorious Years/),
    ]);
  });
});
