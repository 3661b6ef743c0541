/** Debian's Chromium and the flags it needs on these machines (no sandbox as root, no network chatter). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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
