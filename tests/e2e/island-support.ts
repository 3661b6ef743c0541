import { expect, type Locator, type Page } from "@playwright/test";

/** The containers of the islands of a kind (app/islands/island.tsx), `display: contents`. */
export function island(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[data-island="${name}"]`);
}

/** An island's first rendered element: its container has no box of its own to scroll to. */
function firstBox(container: Locator): Locator {
  return container.locator(":scope > *").first();
}

/** Brings an island into view (the loader starts it near the viewport) and waits until it is live (`timeout`: the expect default). */
export async function readyIsland(container: Locator, { timeout }: { timeout?: number } = {}): Promise<Locator> {
  await firstBox(container).scrollIntoViewIfNeeded();
  await expect(container).toHaveAttribute("data-island-ready", "", { timeout });
  return container;
}

/** Starts an island where it is, without scrolling (the loader wakes it on a first hover). */
export async function wakeIsland(container: Locator): Promise<Locator> {
  await container.dispatchEvent("mouseover");
  await expect(container).toHaveAttribute("data-island-ready", "");
  return container;
}

/**
 * Holds back an island's module (`/assets/<name>.island-<hash>.js`) until `release()`, so a
 * test can act on the server's markup before the island's code has arrived.
 */
export async function holdIslandModule(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${name}\\.island-[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { requested: () => requested, release: () => release() };
}

/** Collects console errors and uncaught exceptions (e.g. the loader's "Island hydration error"). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** In the page: a progress bar's fill as a share of its track, as drawn (a CSS animation scales it). */
const drawnShare = (el: Element) => (el.firstElementChild as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width;

/** The skill bars' scroll-driven fill: below the fold it is empty, in view it reaches its value. */
export async function expectFillsOnScroll(bar: Locator, share: number, emptyBelow = 0.1): Promise<void> {
  // A scroll-driven animation is pending until the browser has laid the page out; until then the fill is drawn at its
  // value (a loaded CI machine measured 0.8 before scrolling). Judged once it runs.
  await bar.evaluate((el) => Promise.all((el.firstElementChild as HTMLElement).getAnimations().map((a) => a.ready)));
  await expect.poll(() => bar.evaluate(drawnShare)).toBeLessThan(emptyBelow);
  await bar.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect.poll(() => bar.evaluate(drawnShare)).toBeCloseTo(share, 2);
}

/** Under reduced motion the bar stands at its value. */
export async function expectFilled(bar: Locator, share: number): Promise<void> {
  expect(await bar.evaluate(drawnShare)).toBeCloseTo(share, 2);
}
