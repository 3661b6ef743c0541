import { expect, test, type Page, type Route } from "@playwright/test";
import { budgetRoutes } from "../../scripts/lib/budget-routes";
import { CHROMIUM_PATH, LIGHTHOUSE_PHONE, TEST_CHROMIUM_FLAGS } from "../../scripts/lib/chromium";

// The first paint does not wait for a web font to show the page's largest content (docs/decisions/0006-performance-budgets.md,
// "Fonts held back"): with both web fonts held back, each measured route paints content as large as its largest with
// them (the same element, or another as large) while the fonts are still on their way, and every font on its way swaps
// in rather than hiding text (font-display block or auto hides it for 3 s). Neither depends on how busy the machine is;
// how close LCP comes to FCP on a phone is test:budgets' measurement.

const HOLD_MS = 20_000;
const FONT = /\.woff2(\?|$)/;
// Size-matched fallbacks (app/app.css) keep a text's area within a few per cent of the web font's.
const AS_LARGE = 0.9;

interface Largest {
  element: string;
  /** Painted area, px². */
  size: number;
  fcp: number;
  lcp: number;
}

// The page's last largest-contentful-paint candidate, named by its tag and text or source.
async function largest(page: Page): Promise<Largest | null> {
  return page.evaluate(
    () =>
      new Promise<Largest | null>((resolve) => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; size: number }) | undefined;
          const el = last?.element;
          if (!last || !el || fcp === undefined) return resolve(null);
          const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
          resolve({ element: `${el.tagName.toLowerCase()} ${text || el.getAttribute("src")}`, size: last.size, fcp, lcp: last.startTime });
        });
        observer.observe({ type: "largest-contentful-paint", buffered: true });
        // No candidate yet: nothing is buffered, the callback would not run.
        setTimeout(() => resolve(null), 500);
      }),
  );
}

// What is painted first is the full browser's, as visitors have it: not the headless shell the other tests run in.
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS } });

test.describe("web fonts and the first paint", () => {
  test.describe.configure({ mode: "parallel" });

  for (const path of budgetRoutes()) {
    test(`${path}: its largest content is painted while the fonts are on their way, its icons from the page`, async ({ browser }) => {
      const served = await browser.newContext(LIGHTHOUSE_PHONE);
      const held = await browser.newContext(LIGHTHOUSE_PHONE);
      const waiting: Route[] = [];
      try {
        const page = await served.newPage();
        const sprite: string[] = [];
        page.on("request", (request) => {
          if (new URL(request.url()).pathname === "/icons.svg") sprite.push(request.url());
        });
        await page.goto(path, { waitUntil: "load" });
        await expect.poll(() => largest(page).then((l) => l?.size ?? 0)).toBeGreaterThan(0);
        const withFonts = (await largest(page))!;
        await expectInlineIcons(page, sprite);

        const slow = await held.newPage();
        await slow.route(FONT, (route) => {
          waiting.push(route);
        });
        await slow.goto(path, { waitUntil: "domcontentloaded" });
        // The same element (a fallback's line breaks can move an image a little lower), or another as large.
        const asLarge = (l: Largest | null) => !!l && (l.element === withFonts.element || l.size >= AS_LARGE * withFonts.size);
        await expect
          .poll(() => largest(slow).then(asLarge), { message: `as large as ${withFonts.element}`, timeout: HOLD_MS / 2 })
          .toBe(true);
        expect(waiting.length, "the page asks for a web font").toBeGreaterThan(0);
        expect(await slow.evaluate(() => document.fonts.status), "no web font has arrived").toBe("loading");
        const hiding = await slow.evaluate(() =>
          Array.from(document.fonts as unknown as Iterable<FontFace>)
            .filter((face) => face.status === "loading" && !["swap", "fallback", "optional"].includes(face.display))
            .map((face) => `${face.family}: font-display ${face.display}`),
        );
        expect(hiding, "fonts on their way that hide text until they arrive").toEqual([]);
      } finally {
        await Promise.all(waiting.map((route) => route.abort().catch(() => {})));
        await served.close();
        await held.close();
      }
    });
  }
});

// The icons of a prerendered page are inline symbols (server/inline-icons.ts): its first paint waits for no sprite,
// and every icon it draws, islands' included once they have hydrated, finds its symbol in the page. Checked on the
// page the test above loads with its fonts.
async function expectInlineIcons(page: Page, sprite: string[]) {
  await page.waitForFunction(() => document.documentElement.dataset.header === "ready");
  const icons = await page.evaluate(() =>
    Array.from(document.querySelectorAll("use")).map((use) => {
      const href = use.getAttribute("href") ?? "";
      const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
      return { href, symbol: target?.tagName.toLowerCase() === "symbol" };
    }),
  );
  expect(icons.length, "icons on the page").toBeGreaterThan(5);
  expect(
    icons.filter((i) => !i.symbol).map((i) => i.href),
    "icons without their symbol in the page",
  ).toEqual([]);
  expect(sprite, "requests for the sprite").toEqual([]);
}
