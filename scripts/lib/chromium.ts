/** Debian's Chromium and the flags it needs on these machines (no sandbox as root, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * The browser tests' Chromium: Debian's headless shell, the same Blink without the desktop browser around it. The
 * accessibility sweep of the German and Arabic pages took 165 s in it against 230–240 s in the full browser on this
 * machine. Measurements (Lighthouse, tap latency, first paint: scripts/ and tests/e2e/first-paint.spec.ts), the
 * smooth-scrolling test and the video dialog's focus in a cross-origin frame (tests/e2e/video-dialog.spec.ts) keep the
 * full browser.
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The browser tests' Chromium scrolls at once. A retried click scrolls its target with scrollIntoView, which follows the
 * site's smooth scroll-behavior, and Playwright aims before the scroll ends: the pointer lands beside the target.
 * tests/e2e/smooth-scroll.spec.ts launches without this to check the smooth scrolling itself.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, "--disable-smooth-scrolling"];

/** The phone Lighthouse's mobile profile emulates (its screen and pixel ratio), for measurements that stand beside it. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true } as const;
