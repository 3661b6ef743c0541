/**
 * The in-page half of `npm run bench:interaction`, installed with `addInitScript`. Playwright's timestamps are taken in Node
 * after a round trip to a throttled renderer, so both ends are the page's clock: the tap's `event.timeStamp` (input delay
 * counts, as a finger feels it) to after the first frame showing the response (a MessageChannel message posted from rAF).
 * Armed with all steps up front: a round trip to the page during hydration would make the tap later, and easier, than a visitor's.
 */

// Checked once per frame after the tap.
export type ResponseSpec =
  /** `text` is compared whitespace-normalized. */
  | { kind: "visible"; selector: string; text?: string }
  /** A `<button aria-expanded>` with its aria-controls panel visible, or a `<summary>` whose `<details>` shows content. */
  | { kind: "expanded" }
  | { kind: "tab-selected" }
  /** The `[data-slide]` elements within the carousel's clipping box, by rounded left edge, differ from just before the tap. */
  | { kind: "slides-moved" };

// Times are the page's performance.now() milliseconds.
export interface TapTiming {
  /** early: it already held when the tap came (a broken measurement, never a pass). */
  status: "responded" | "lost" | "early";
  inputAt: number;
  inputType: string;
  /** inputAt plus the main thread's input delay. */
  handledAt: number;
  respondedAt: number | null;
  /** e.g. `button "Menu"`. */
  tapped: string;
  triggerReplaced: boolean;
  /** Slides in view before and after, for a human to check. */
  detail: string;
  /** When the tap's click was dispatched (touch gestures send it after the touch ends), or null. */
  clickAt: number | null;
  /** What the finger landed on (the event's target, with two ancestors) and where, in CSS px of the viewport. */
  hit: string;
}

export interface InteractionProbe {
  result(index: number): TapTiming | null;
}

declare global {
  interface Window {
    __benchInteraction?: InteractionProbe;
  }
}

// Serialized with toString() and run in the page: it must use nothing from this module's scope.
export function installProbe(specs: ResponseSpec[], lostAfterMs: number): void {
  interface Step {
    spec: ResponseSpec;
    timing: TapTiming | null;
    settled: boolean;
    /** With its id, to find a re-rendered one. */
    trigger: Element | null;
    triggerId: string;
    slidesRoot: Element | null;
    baseline: string;
  }
  const steps: Step[] = specs.map((spec) => ({
    spec,
    timing: null,
    settled: false,
    trigger: null,
    triggerId: "",
    slidesRoot: null,
    baseline: "",
  }));
  let current = 0;

  // The default buffer is 250 entries: a long page's JavaScript bytes would be undercounted.
  performance.setResourceTimingBufferSize(5000);

  const norm = (s: string | null): string => (s ?? "").replace(/\s+/g, " ").trim();

  // Closed <details> content and opacity 0 count as hidden.
  const shown = (el: Element | null): boolean => {
    if (!el || !el.isConnected) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };

  const describe = (el: Element | null): string => {
    if (!el) return "nothing";
    const name = norm(el.getAttribute("aria-label") ?? el.textContent).slice(0, 40);
    return `${el.tagName.toLowerCase()} "${name}"`;
  };

  // e.g. `div.header-bar > div > span`: enough to tell a covering element from the control.
  const path = (el: Element | null): string => {
    const parts: string[] = [];
    for (let n = el, i = 0; n && n !== document.body && i < 3; n = n.parentElement, i++) {
      const cls = typeof n.className === "string" ? n.className.trim().split(/\s+/)[0] : "";
      parts.unshift(`${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${cls ? `.${cls}` : ""}`);
    }
    return parts.join(" > ") || "nothing";
  };

  const currentTrigger = (step: Step, timing: TapTiming): Element | null => {
    if (!step.trigger || step.trigger.isConnected) return step.trigger;
    timing.triggerReplaced = true;
    return step.triggerId ? document.getElementById(step.triggerId) : null;
  };

  const controlled = (el: Element): Element | null => {
    const id = el.getAttribute("aria-controls");
    return id ? document.getElementById(id) : null;
  };

  const slidesSignature = (root: Element | null): string => {
    if (!root) return "";
    const slides = Array.from(root.querySelectorAll<HTMLElement>("[data-slide]"));
    if (slides.length === 0) return "";
    // Slides outside the carousel's own clipping box can't be seen.
    let left = 0;
    let right = window.innerWidth;
    for (let n = slides[0].parentElement; n && n !== document.body; n = n.parentElement) {
      if (getComputedStyle(n).overflowX !== "visible") {
        const r = n.getBoundingClientRect();
        left = Math.max(left, r.left);
        right = Math.min(right, r.right);
        break;
      }
    }
    const inView: string[] = [];
    for (const slide of slides) {
      const r = slide.getBoundingClientRect();
      if (r.right - 1 > left && r.left + 1 < right) inView.push(`${slide.dataset.slide ?? "?"}@${Math.round(r.left)}`);
    }
    return inView.join(" ");
  };

  const holds = (step: Step, timing: TapTiming): boolean => {
    const spec = step.spec;
    switch (spec.kind) {
      case "visible":
        return Array.from(document.querySelectorAll(spec.selector)).some(
          (el) => (spec.text === undefined || norm(el.textContent) === spec.text) && shown(el),
        );
      case "expanded": {
        const t = currentTrigger(step, timing);
        if (!t) return false;
        if (t.tagName === "SUMMARY") {
          const details = t.parentElement;
          return (
            details instanceof HTMLDetailsElement &&
            details.open &&
            Array.from(details.children).some((child) => child !== t && shown(child))
          );
        }
        if (t.getAttribute("aria-expanded") !== "true") return false;
        const panel = controlled(t);
        return panel ? shown(panel) : true;
      }
      case "tab-selected": {
        const t = currentTrigger(step, timing);
        if (!t || t.getAttribute("aria-selected") !== "true") return false;
        const panel = controlled(t) ?? (t.id ? document.querySelector(`[role="tabpanel"][aria-labelledby~="${CSS.escape(t.id)}"]`) : null);
        return panel ? shown(panel) : true;
      }
      case "slides-moved":
        return slidesSignature(step.slidesRoot) !== step.baseline;
    }
  };

  const settle = (step: Step, timing: TapTiming, status: TapTiming["status"], at: number | null): void => {
    if (step.settled) return;
    timing.status = status;
    timing.respondedAt = at;
    if (step.spec.kind === "slides-moved") timing.detail = `before [${step.baseline}] after [${slidesSignature(step.slidesRoot)}]`;
    step.settled = true;
    // For a trace of the run (BENCH_TRACE_DIR): the window between the two marks is the tap's.
    performance.mark(`bench-response-${current}`);
    current++;
  };

  const watch = (step: Step, timing: TapTiming): void => {
    const frame = (): void => {
      if (step.settled) return;
      if (holds(step, timing)) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => settle(step, timing, "responded", performance.now());
        channel.port2.postMessage(null);
        return;
      }
      if (performance.now() - timing.inputAt > lostAfterMs) return settle(step, timing, "lost", null);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };

  const onTapStart = (event: Event): void => {
    const step = steps[current];
    // pointerdown and touchstart come together: only the first starts a step.
    if (!step || step.timing) return;
    const now = performance.now();
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest('button, summary, a, [role="button"], [role="tab"]') ?? null;
    const timing: TapTiming = {
      status: "lost",
      inputAt: event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now,
      inputType: event.type,
      handledAt: now,
      respondedAt: null,
      tapped: describe(control),
      triggerReplaced: false,
      detail: "",
      hit: "",
      clickAt: null,
    };
    const point = event instanceof PointerEvent ? event : (event as TouchEvent).touches?.[0];
    timing.hit = `${path(target)} at ${point ? `${Math.round(point.clientX)},${Math.round(point.clientY)}` : "?"}`;
    step.timing = timing;
    performance.mark(`bench-tap-${current}`);
    if (step.spec.kind === "expanded") step.trigger = target?.closest("button[aria-expanded], summary") ?? null;
    else if (step.spec.kind === "tab-selected") step.trigger = target?.closest('[role="tab"]') ?? null;
    else if (step.spec.kind === "slides-moved") {
      step.trigger = control;
      let n: Element | null = control;
      while (n && !n.querySelector("[data-slide]")) n = n.parentElement;
      step.slidesRoot = n;
    }
    step.triggerId = step.trigger?.id ?? "";
    // Runs before the page's own handlers: this is the state right before the tap.
    if (step.spec.kind === "slides-moved") step.baseline = slidesSignature(step.slidesRoot);
    else if (holds(step, timing)) return settle(step, timing, "early", null);
    watch(step, timing);
  };
  // Capture on window, before any page script: we see the touch first, even if the page stops it.
  for (const type of ["pointerdown", "touchstart"]) {
    window.addEventListener(type, onTapStart, { capture: true, passive: true });
  }

  window.addEventListener(
    "click",
    () => {
      const step = steps[current];
      if (step?.timing && step.timing.clickAt === null) step.timing.clickAt = performance.now();
    },
    { capture: true, passive: true },
  );

  window.__benchInteraction = {
    result(index) {
      const step = steps[index];
      return step && step.settled ? step.timing : null;
    },
  };
}

// tsx compiles with keepNames, wrapping named inner functions in a Node-only `__name`: the page gets a global no-op.
export function probeScript(specs: ResponseSpec[], lostAfterMs: number): string {
  return [
    "var __name = (globalThis.__name = globalThis.__name || function (fn) { return fn; });",
    `(${installProbe.toString()})(${JSON.stringify(specs)}, ${lostAfterMs});`,
  ].join("\n");
}
