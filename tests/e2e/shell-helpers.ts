import { expect, type Locator, type Page } from "@playwright/test";

/** In the page: whether the header module (app/client/header.ts) has run. */
export const isReady = () => document.documentElement.dataset.header === "ready";

/** Opens a page and waits until the header module has run (its listeners are live). */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(isReady);
}

/**
 * Scrolls through the page in steps so sections laid out late (content-visibility) and in-view effects run. A timer,
 * not an animation frame, paces it: frames can stall for seconds on a busy machine. `step` is in pixels, or a share of
 * the viewport's height; `backToTop` ends where a visitor arrived.
 */
export async function scrollThrough(page: Page, { step = 600, pauseMs = 30, backToTop = false }: ScrollThrough = {}) {
  await page.evaluate(
    async ({ step, pauseMs, backToTop }) => {
      const by = step < 1 ? Math.round(window.innerHeight * step) : step;
      if (!(by > 0)) throw new Error(`scrollThrough: a step of ${step} would never reach the end`);
      for (let y = 0; y < document.documentElement.scrollHeight; y += by) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((r) => setTimeout(r, pauseMs));
      }
      if (backToTop) window.scrollTo({ top: 0, behavior: "instant" });
    },
    { step, pauseMs, backToTop },
  );
}

interface ScrollThrough {
  step?: number;
  pauseMs?: number;
  backToTop?: boolean;
}

/**
 * Opens or closes a <details> by clicking its summary, again if a click missed: sections above it render as they near
 * the viewport (content-visibility) and can move the summary under the pointer on a busy machine, as a visitor would
 * click again.
 */
export async function toggleDetails(details: Locator, open: boolean) {
  await expect(async () => {
    if ((await details.evaluate((d) => (d as HTMLDetailsElement).open)) !== open) await details.locator(":scope > summary").click();
    await expect(details).toHaveJSProperty("open", open, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Brings an element to the middle of the viewport, as a visitor scrolls to what they read or click, and waits until it
 * is laid out and still. Parts of a page below the fold are laid out only as they near the viewport (content-visibility):
 * before that a click lands on their placeholder and text reads empty. Paced from the test, not by the page's timers
 * or frames: it also serves pages without JavaScript.
 */
export async function reveal(target: Locator) {
  let lastTop = Number.NaN;
  await expect
    .poll(
      async () => {
        const { top, bottom, laidOut, viewport } = await target.evaluate((el) => {
          el.scrollIntoView({ block: "center", behavior: "instant" });
          const box = el.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom, laidOut: el.checkVisibility({ contentVisibilityAuto: true }), viewport: innerHeight };
        });
        const still = top === lastTop;
        lastTop = top;
        return laidOut && still && top >= 0 && bottom <= viewport;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
}

/**
 * What a visitor's browser reports while on a page: console errors, uncaught exceptions, failed requests and
 * Content-Security-Policy violations. `statusOk` says which response statuses are expected (the error page's 404).
 */
export function watch(page: Page, statusOk = (status: number) => status < 400) {
  const problems: string[] = [];
  page.on("console", (msg) => {
    // A response's status is judged below; the console's line about it is the same news.
    const status = /^Failed to load resource: the server responded with a status of (\d+)/.exec(msg.text());
    if (status && statusOk(Number(status[1]))) return;
    if (msg.type() === "error") problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => problems.push(`pageerror: ${err.message}`));
  page.on("response", (res) => {
    if (!statusOk(res.status())) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  // Requests in flight, for settled(): Playwright's "networkidle" fires once per page and never again after a scroll
  // or a resize starts new ones.
  let inflight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inflight += by;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return {
    /** Resolves once no request has been in flight for `quietMs` (at most `timeoutMs`, then it is judged as it is). */
    async settled({ quietMs = 300, timeoutMs = 10_000 } = {}) {
      const until = Date.now() + timeoutMs;
      while ((inflight > 0 || Date.now() - lastChange < quietMs) && Date.now() < until) await page.waitForTimeout(50);
    },
    async start() {
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) => {
          const w = window as unknown as { __csp?: string[] };
          (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
        });
      });
    },
    async problems() {
      const csp = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      return [...problems, ...csp.map((v) => `CSP: ${v}`)];
    },
  };
}
