/**
 * Widget buttons pressed before the page's scripts have run (lib/deferred-boot.ts). Until
 * then a `<button type="button">` (menu, tabs, accordion, carousel, video) does nothing, so
 * the boot loader keeps the buttons the visitor presses, and the client entry presses each
 * again once React has hydrated it. Kept apart from deferred-boot.ts so the client entry
 * carries only this.
 */

/**
 * The window property where the loader keeps widget buttons pressed before hydration. The
 * client entry takes the list (and sets the property to null, so the loader stops adding).
 */
export const EARLY_CLICKS = "__earlyClicks";
/**
 * Buttons whose press is kept. Only scripted buttons: a submit button or a link already works
 * as plain HTML, and a button with a native action of its own would act twice.
 */
export const REPLAYED_BUTTON = 'button[type="button"]:not([popovertarget]):not([commandfor])';

/**
 * Called by the client entry right after `hydrateRoot`: the widget buttons the visitor pressed
 * before the scripts ran, once each, still in the page. From then on React handles clicks
 * itself (the loader stops keeping them).
 */
export function takeEarlyClicks(win: Window = window): HTMLElement[] {
  const store = win as unknown as Record<string, HTMLElement[] | null | undefined>;
  const kept = store[EARLY_CLICKS] ?? [];
  store[EARLY_CLICKS] = null;
  return kept.filter((el) => el.isConnected);
}

/**
 * React DOM keeps the props of every element it has hydrated under a `__reactProps$<random>`
 * key on the element: the one sign, visible from outside React, that the element's handlers
 * are in place. (A click dispatched before that is not reliably handled: the part of the page
 * around the button hydrates in its own pass, see app/layouts/site-shell.tsx.)
 */
function hydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Presses each kept button again as soon as React has hydrated it. Should that sign never
 * show (a future React), the press is made after `giveUpMs` anyway: late beats never.
 */
export function replayEarlyClicks(buttons: HTMLElement[], { everyMs = 30, giveUpMs = 5000 } = {}): void {
  for (const button of buttons) {
    const started = Date.now();
    const attempt = () => {
      if (!button.isConnected) return;
      if (hydrated(button) || Date.now() - started >= giveUpMs) button.click();
      else setTimeout(attempt, everyMs);
    };
    attempt();
  }
}
