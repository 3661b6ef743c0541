import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ProgressBar, ProgressBarList } from "./progress-bar";

type Entry = { isIntersecting: boolean; intersectionRatio: number };
type Callback = (entries: Entry[]) => void;
let callback: Callback | undefined;

class FakeObserver {
  constructor(cb: Callback) {
    callback = cb;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

const offScreen: Entry = { isIntersecting: false, intersectionRatio: 0 };
const inView: Entry = { isIntersecting: true, intersectionRatio: 1 };

function fill() {
  return screen.getByRole("progressbar").firstElementChild as HTMLElement;
}

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  callback = undefined;
});

describe("ProgressBar", () => {
  it("exposes its value and renders the final width in server HTML", () => {
    const html = renderToString(<ProgressBar label="Cyber Security" value={98} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="98"');
    expect(html).toContain("width:98%");
    render(<ProgressBar label="Cyber Security" value={98} />);
    const bar = screen.getByRole("progressbar", { name: "Cyber Security" });
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "98%");
  });

  it("empties a bar that starts off-screen and fills it once it scrolls into view", () => {
    setReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<ProgressBar label="IT Consulting" value={100} />);
    act(() => callback!([offScreen]));
    expect(fill().style.width).toBe("0%");
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-phase", "armed");
    // Screen readers get the final value all along.
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    act(() => callback!([inView]));
    expect(fill().style.width).toBe("100%");
    expect(fill()).toHaveClass("transition-[width]");
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-phase", "running");
  });

  it("leaves a bar that is already visible at its final width", () => {
    setReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<ProgressBar label="IT Consulting" value={100} />);
    act(() => callback!([inView]));
    expect(fill().style.width).toBe("100%");
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-phase", "final");
  });

  it("does not animate under prefers-reduced-motion", () => {
    setReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<ProgressBar label="IT Consulting" value={100} />);
    expect(callback).toBeUndefined();
    expect(fill().style.width).toBe("100%");
  });
});

describe("ProgressBarList", () => {
  it("lists one labelled bar per item, repeated labels included", () => {
    render(
      <ProgressBarList
        items={[
          { label: "Cyber Security", value: 90 },
          { label: "Cyber Security", value: 70 },
        ]}
      />,
    );
    const bars = screen.getAllByRole("progressbar", { name: "Cyber Security" });
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["90", "70"]);
  });
});
