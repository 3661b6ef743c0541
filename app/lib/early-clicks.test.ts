import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_CLICKS, replayEarlyClicks, takeEarlyClicks } from "./early-clicks";

describe("replayEarlyClicks", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button type="button" id="a">A</button><button type="button" id="b">B</button>';
  });
  afterEach(() => vi.useRealTimers());

  const button = (id: string) => document.getElementById(id)!;
  const counting = (id: string) => {
    const clicks = { n: 0 };
    button(id).addEventListener("click", () => clicks.n++);
    return clicks;
  };
  const hydrate = (id: string) => Object.assign(button(id), { "__reactProps$x1": {} });

  it("presses each kept button once, as soon as React has hydrated it", () => {
    const a = counting("a");
    const b = counting("b");
    hydrate("b");
    replayEarlyClicks([button("a"), button("b")]);
    expect(b.n).toBe(1); // already hydrated: at once
    expect(a.n).toBe(0); // not yet
    vi.advanceTimersByTime(100);
    expect(a.n).toBe(0);
    hydrate("a");
    vi.advanceTimersByTime(30);
    expect(a.n).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect([a.n, b.n]).toEqual([1, 1]);
  });

  it("presses anyway after a while if the sign of hydration never shows", () => {
    const a = counting("a");
    replayEarlyClicks([button("a")], { giveUpMs: 1000 });
    vi.advanceTimersByTime(900);
    expect(a.n).toBe(0);
    vi.advanceTimersByTime(200);
    expect(a.n).toBe(1);
  });

  it("drops a button that left the page while waiting", () => {
    const a = counting("a");
    replayEarlyClicks([button("a")]);
    button("a").remove();
    vi.advanceTimersByTime(10_000);
    expect(a.n).toBe(0);
  });

  it("takes nothing when no loader kept anything (the dev server)", () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS];
    expect(takeEarlyClicks()).toEqual([]);
  });
});
