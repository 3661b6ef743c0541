/**
 * The in-page half of `npm run bench:interaction`: installed into the page with
 * `addInitScript` (so it runs before the site's own scripts), it timestamps each tap and
 * watches, frame by frame, for the widget's response.
 *
 * Why in the page: Playwright's own timestamps are taken in Node, after a round trip to a
 * throttled renderer, and say nothing about when a frame showing the response was painted.
 * Here both ends come from the page's `performance.now()` clock:
 *   - start: `event.timeStamp` of the tap's first event (pointerdown/touchstart). It is the
 *     moment the browser received the touch, not the moment a busy main thread got round to
 *     running our listener, so the input delay of a page that is still parsing or hydrating
 *     is counted, as a finger on a phone would feel it.
 *   - end: the first animation frame in which the response condition holds, plus that
 *     frame's rendering: a MessageChannel message posted from the rAF callback runs once the
 *     frame's style, layout and paint are done (the usual "after next paint" approximation).
 * Polling once per frame is enough (no MutationObserver): a user can only see a change at a
 * frame, and the check costs microseconds.
 *
 * The probe is armed from the start with the row's steps (e.g. open the menu, then the
 * submenu), so the bench needs no round trip to the page between "visible" and the tap:
 * while the page hydrates, every such round trip waits for the main thread and would make
 * the tap later, and easier, than a visitor's. What was tapped is read from the event's
 * target, and the state before the tap is read in our capture listener, which runs before
 * any of the page's own handlers for that touch.
 */

/** How a widget shows that it responded. Checked once per frame after the tap. */
export type ResponseSpec =
  /** An element matching `selector` (and, if given, whose whitespace-normalized text is `text`) is visible. */
  | { kind: "visible"; selector: string; text?: string }
  /**
   * The tapped disclosure is open: a `<button aria-expanded>` has aria-expanded="true" and its
   * aria-controls panel (if any) is visible; a `<summary>`'s parent `<details>` is open and
   * some of its content (a child other than the summary) is visible.
   */
  | { kind: "expanded" }
  /** The tapped `role=tab` has aria-selected="true" and its tabpanel is visible. */
  | { kind: "tab-selected" }
  /**
   * The carousel around the tapped control moved: its `[data-slide]` elements within the
   * carousel's clipping box, with their rounded left edges, differ from just before the tap.
   */
  | { kind: "slides-moved" };

/** What happened to one tap. Times are the page's performance.now() milliseconds. */
export interface TapTiming {
  /**
   * responded: the condition held after the tap; lost: not within the time limit after the
   * tap; early: it already held when the tap came (a broken measurement, never a pass).
   */
  status: "responded" | "lost" | "early";
  /** event.timeStamp of the tap's first event. */
  inputAt: number;
  inputType: string;
  /** When our capture listener ran: inputAt plus the main thread's input delay. */
  handledAt: number;
  /** After the first frame showing the response was rendered (null unless responded). */
  respondedAt: number | null;
  /** The control the touch landed on (closest button/summary/tab/link), e.g. `button "Menu"`. */
  tapped: string;
  /** The tapped control was removed from the document after the tap (e.g. re-rendered). */
  triggerReplaced: boolean;
  /** For the carousel: slides in view before and after, for a human to check. */
  detail: string;
}

export interface InteractionProbe {
  /** Step `index`'s outcome once settled (responded, lost or early); null until then. */
  result(index: number): TapTiming | null;
}

declare global {
  interface Window {
    __benchInteraction?: InteractionProbe;
  }
}

/**
 * Installs `window.__benchInteraction` for a sequence of taps, one ResponseSpec each. Step
 * i+1 takes the first tap after step i settled. Serialized with toString() and run in the
 * page, so it must not use anything from this module's scope (types are erased, so fine).
 */
export function installProbe(specs: ResponseSpec[], lostAfterMs: number): void {
  interface Step {
    spec: ResponseSpec;
    timing: TapTiming | null;
    settled: boolean;
    /** The tapped control (for expanded / tab-selected / slides-moved) and its id, to find a re-rendered one. */
    trigger: Element | null;
    triggerId: string;
    /** The carousel: nearest ancestor of the trigger holding `[data-slide]` elements. */
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

  // Room for every resource of a long page (the default buffer is 250 entries), so the
  // JavaScript bytes summed afterwards from the resource timeline are complete.
  performance.setResourceTimingBufferSize(5000);

  const norm = (s: string | null): string => (s ?? "").replace(/\s+/g, " ").trim();

  /** Rendered and not hidden: display, visibility, opacity 0 and closed <details> content all count as hidden. */
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

  /** The tapped control, or its replacement with the same id if it was re-rendered. */
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
    // The carousel's own clipping box (its overflow-hidden viewport, or the scroller of a
    // CSS scroll-snap carousel), within the window: slides outside it can't be seen.
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
    // The next tap belongs to the next step.
    current++;
  };

  const watch = (step: Step, timing: TapTiming): void => {
    const frame = (): void => {
      if (step.settled) return;
      if (holds(step, timing)) {
        // Seen in this frame: time it once the frame has been rendered.
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
    // Only the first event of a tap (pointerdown and touchstart come together) starts a step.
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
    };
    step.timing = timing;
    if (step.spec.kind === "expanded") step.trigger = target?.closest("button[aria-expanded], summary") ?? null;
    else if (step.spec.kind === "tab-selected") step.trigger = target?.closest('[role="tab"]') ?? null;
    else if (step.spec.kind === "slides-moved") {
      step.trigger = control;
      let n: Element | null = control;
      while (n && !n.querySelector("[data-slide]")) n = n.parentElement;
      step.slidesRoot = n;
    }
    step.triggerId = step.trigger?.id ?? "";
    // This listener runs before the page's own handlers for this touch, so what we see now
    // is the state right before the tap.
    if (step.spec.kind === "slides-moved") step.baseline = slidesSignature(step.slidesRoot);
    else if (holds(step, timing)) return settle(step, timing, "early", null);
    watch(step, timing);
  };
  // Capture phase on window, registered before any page script: we see the touch first,
  // whatever the page does with it (including stopping it).
  for (const type of ["pointerdown", "touchstart"]) {
    window.addEventListener(type, onTapStart, { capture: true, passive: true });
  }

  window.__benchInteraction = {
    result(index) {
      const step = steps[index];
      return step && step.settled ? step.timing : null;
    },
  };
}

/**
 * The init script for one page load: the probe armed with `specs`, one per tap.
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in calls to a
 * `__name` helper that exists only in Node. The page gets a no-op stand-in, global (Playwright
 * runs each init script in its own function scope) so that functions the bench passes to
 * page.evaluate may use named inner functions too.
 */
export function probeScript(specs: ResponseSpec[], lostAfterMs: number): string {
  return [
    "var __name = (globalThis.__name = globalThis.__name || function (fn) { return fn; });",
    `(${installProbe.toString()})(${JSON.stringify(specs)}, ${lostAfterMs});`,
  ].join("\n");
}
