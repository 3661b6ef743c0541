import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { ProgressBar } from "./progress-bar";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let callback: Callback | undefined;

class FakeObserver {
  constructor(cb: Callback) {
    callback = cb;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

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
    act(() => callback!([{ isIntersecting: false }]));
    expect(fill().style.width).toBe("0%");
    act(() => callback!([{ isIntersecting: true }]));
    expect(fill().style.width).toBe("100%");
    expect(fill()).toHaveClass("transition-[width]");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  });

  it("leaves a bar that is already visible at its final width", () => {
    setReducedMotion(false);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<ProgressBar label="IT Consulting" value={100} />);
    act(() => callback!([{ isIntersecting: true }]));
    expect(fill().style.width).toBe("100%");
  });

  it("does not animate under prefers-reduced-motion", () => {
    setReducedMotion(true);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    render(<ProgressBar label="IT Consulting" value={100} />);
    expect(callback).toBeUndefined();
    expect(fill().style.width).toBe("100%");
  });
});
