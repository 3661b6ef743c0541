/**
 * What a visitor on a phone sees first: each route loaded in Chromium on the network Lighthouse simulates (150 ms round
 * trips, 1.6 Mbit/s down) with the phone's CPU, through HTTPS and HTTP/2 as visitors get it. Prints, per route, the
 * browser's own first contentful paint, largest contentful paint and the largest element (the median of RUNS loads).
 * A measurement, not a budget: it shows where the first paint is not yet the page's largest content
 * (docs/notes/performance-experiments.md, "the first paint on a phone").
 *
 *   npm run measure:first-paint
 *   ROUTES=/,/about RUNS=5 npm run measure:first-paint
 */
import { chromium, type Browser } from "playwright";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureBuild, startServer } from "./lib/serve";
import { LIGHTHOUSE_PHONE } from "./lib/chromium";
import { startTlsProxy } from "./lib/tls-proxy";
import { budgetRoutes } from "./lib/budget-routes";
import { median, wholeNumberEnv } from "./lib/bench-stats";
import { phoneSlowdown } from "./lib/host-speed";

// Lighthouse's mobile profile (its simulated throttling): round trip, bandwidth down and up.
const NETWORK = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const GOAL_MS = 100;

interface Load {
  fcp: number;
  lcp: number;
  /** The largest element of the first paint, then of the page. */
  first: string;
  element: string;
}

async function load(browser: Browser, url: string, slowdown: number): Promise<Load> {
  const context = await browser.newContext({ ...LIGHTHOUSE_PHONE, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...NETWORK });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The last candidate before any input is the page's LCP.
    await page.waitForTimeout(1500);
    return await page.evaluate(
      () =>
        new Promise<Load>((resolve) => {
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            // Inline, not a named helper: the bundler would wrap a named one in a helper the page does not have.
            const [first, element] = [entries[0]?.element, entries.at(-1)?.element].map((el) => {
              if (!el) return "?";
              const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
              return `${el.tagName.toLowerCase()}${text ? ` “${text}”` : ` ${el.getAttribute("src") ?? ""}`}`;
            });
            resolve({ fcp, lcp: entries.at(-1)?.startTime ?? Number.NaN, first, element });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuild();
  const runs = wholeNumberEnv("RUNS", 3);
  const port = Number(process.env.FIRST_PAINT_PORT ?? 3970);
  const server = await startServer(port, {}, { quiet: true });
  const proxy = await startTlsProxy(server.origin, port + 1);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((f) => f !== "--headless") });
  const rows: string[][] = [];
  let over = 0;
  try {
    const { slowdown } = await phoneSlowdown({ forMs: 600 });
    console.log(`Phone network (150 ms round trips, 1.6 Mbit/s), CPU ${slowdown.toFixed(2)}× slower, ${runs} load(s) per route, median.`);
    for (const path of budgetRoutes()) {
      const loads: Load[] = [];
      for (let i = 0; i < runs; i++) loads.push(await load(browser, proxy.origin + path, slowdown));
      const fcp = median(loads.map((l) => l.fcp));
      const lcp = median(loads.map((l) => l.lcp));
      const gap = median(loads.map((l) => l.lcp - l.fcp));
      if (gap > GOAL_MS) over++;
      rows.push([
        path,
        String(Math.round(fcp)),
        String(Math.round(lcp)),
        `${Math.round(gap)}${gap > GOAL_MS ? " *" : ""}`,
        loads.at(-1)!.element,
      ]);
      const late = loads.filter((l) => l.lcp - l.fcp > GOAL_MS).map((l) => `${Math.round(l.lcp - l.fcp)} ms: first ${l.first}`);
      console.log(
        `  ${path.padEnd(40)} ${loads.map((l) => Math.round(l.lcp - l.fcp)).join(", ")} ms${late.length ? ` (${late.join("; ")})` : ""}`,
      );
    }
  } finally {
    await browser.close();
    await proxy.stop();
    await server.stop();
  }
  const header = ["route", "FCP ms", "LCP ms", "LCP − FCP ms", "largest element (last load)"];
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const r of rows) console.log(`| ${r.join(" | ")} |`);
  console.log(`\n${over} of ${rows.length} route(s) with the largest content more than ${GOAL_MS} ms after the first paint (*).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
