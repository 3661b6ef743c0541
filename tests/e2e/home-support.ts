import { expect, type Locator, type Page } from "@playwright/test";
import { readyIsland } from "./island-support";
import { gotoReady } from "./shell-helpers";

export const HOME_PATHS = ["/", "/home2", "/home3", "/home4", "/home5", "/home7"] as const;

/** Serve a stub for the video host so tests never depend on the network. */
export async function stubVideoHost(page: Page) {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=en><title>Video</title><body></body></html>" }),
  );
}

/** Opens a home page with the header module run; `reduced` emulates prefers-reduced-motion (so nothing rotates). */
export async function openHome(page: Page, path: string, { reduced = false } = {}) {
  if (reduced) await page.emulateMedia({ reducedMotion: "reduce" });
  await stubVideoHost(page);
  await gotoReady(page, path);
}

/**
 * The order of the page's sections: for each child of <main>, its accessible label or the
 * text of its first h1/h2 (the video dialog's own heading is not a section).
 */
export async function sectionOrder(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("#main > *")).map((el) => {
      const label = el.getAttribute("aria-label");
      if (label) return label;
      const heading = Array.from(el.querySelectorAll("h1, h2")).find((h) => !h.closest("dialog"));
      return heading?.textContent?.trim() ?? "";
    }),
  );
}

/** The top-level section of <main> whose h1/h2 has exactly this text. */
export function section(page: Page, heading: string): Locator {
  return page.locator("#main > section").filter({
    has: page.locator("h1, h2").filter({ hasText: new RegExp(`^${escapeRegExp(heading)}$`) }),
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A carousel region by its accessible name. */
export function carousel(scope: Page | Locator, name: string): Locator {
  return scope.getByRole("region", { name, exact: true });
}

/** The island container around a carousel region (app/islands/island.tsx). */
export function carouselIsland(region: Locator): Locator {
  return region.locator("xpath=ancestor::*[@data-island='carousel'][1]");
}

/** Brings a carousel into view and waits until its island is live (the loader marks it ready). */
export async function readyCarousel(region: Locator): Promise<Locator> {
  await readyIsland(carouselIsland(region));
  return region;
}

/**
 * Which slides of a carousel are in view, as their "n of N" labels, left to right: a slide
 * counts when at least half of it lies inside the carousel's viewport.
 */
export async function slidesInView(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const slides = Array.from(root.querySelectorAll<HTMLElement>("[aria-roledescription='slide']"));
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) return [];
    const vp = viewport.getBoundingClientRect();
    return slides
      .map((slide) => {
        const r = slide.getBoundingClientRect();
        const overlap = Math.min(r.right, vp.right) - Math.max(r.left, vp.left);
        return { label: slide.getAttribute("aria-label") ?? "", left: r.left, visible: overlap >= r.width / 2 };
      })
      .filter((s) => s.visible)
      .sort((a, b) => a.left - b.left)
      .map((s) => s.label);
  });
}

/** Waits until the carousel has settled (no slide moving) and returns the slides in view. */
export async function settledSlides(region: Locator): Promise<string[]> {
  let previous = "";
  let current = "";
  await expect
    .poll(
      async () => {
        previous = current;
        current = JSON.stringify(
          await region.evaluate((root) =>
            Array.from(root.querySelectorAll<HTMLElement>("[aria-roledescription='slide']")).map((s) =>
              Math.round(s.getBoundingClientRect().left),
            ),
          ),
        );
        return current === previous;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return slidesInView(region);
}
