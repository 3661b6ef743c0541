import type { Page } from "@playwright/test";

/** In the page: whether React has hydrated the header (its listeners are live). */
export const isHydrated = () => {
  const bar = document.querySelector("[data-header-state]");
  return !!bar && Object.keys(bar).some((key) => key.startsWith("__reactProps"));
};

/** Opens a page and waits until React has hydrated the header. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(isHydrated);
}
