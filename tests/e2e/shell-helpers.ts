import type { Page } from "@playwright/test";

/** In the page: whether the header module (app/client/header.ts) has run. */
export const isReady = () => document.documentElement.dataset.header === "ready";

/** Opens a page and waits until the header module has run (its listeners are live). */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(isReady);
}
