/**
 * How fast a widget answers a tap made the moment it is visible, on a slow phone profile (lib/interaction-probe.ts).
 * Budgets: "native" widgets 100 ms median, "island" widgets 1500 ms and never a lost press; BENCH_INTERACTION_ENFORCE=0 only reports.
 *
 *   npm run bench:interaction                       builds if needed, serves on BENCH_PORT (3960)
 *   BENCH_ORIGIN=http://127.0.0.1:3970 npm run bench:interaction      measures a running server
 *   BENCH_RUNS=5 BENCH_ROWS=1,7 npm run bench:interaction             more runs, some rows only
 */
import os from "node:os";
import { chromium, type Browser, type Locator, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium";
import { probeScript, type ResponseSpec, type TapTiming } from "./lib/interaction-probe";
import {
  formatMs,
  formatTable,
  summarize,
  type InteractionRun,
  type InteractionRowSummary,
  type WidgetKind,
} from "./lib/interaction-stats";
import { ensureBuild, startServer, type RunningServer } from "./lib/serve";
import { wholeNumberEnv, waitForQuietMachine } from "./lib/bench-stats";
import { PHONE_SLOWDOWN, REFERENCE_WORKLOAD_MS, phoneSlowdown } from "./lib/host-speed";

// Native widgets answer in tens of milliseconds, and one run differs from the next by ±20 ms (where in the page's load the
// tap lands), as much as the budget's margin: seven keep one unlucky tap from moving the median. Islands wait for their
// code (hundreds of ms) and need fewer.
const RUNS: Record<WidgetKind, number> = {
  native: wholeNumberEnv("BENCH_RUNS", 7),
  island: wholeNumberEnv("BENCH_RUNS", 3),
};
const ENFORCE = process.env.BENCH_INTERACTION_ENFORCE !== "0";
const LOST_AFTER_MS = 10_000;
const VISIBLE_TIMEOUT_MS = 30_000;
// Playwright's own actionability checks before it taps.
const TAP_TIMEOUT_MS = 15_000;
// Until the network is quiet too, so code loaded because of the tap is counted.
const IDLE_AFTER_MS = 3_000;

const PHONE = {
  viewport: { width: 375, height: 800 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8, // 1.6 Mbps in bytes/s
  uploadThroughput: 750e3 / 8, // 750 kbps in bytes/s
};

interface Outcome {
  timing: TapTiming | null;
  note?: string;
}

// No other round trip to the page between visible and tap (the probe is armed), so the tap is as early as Playwright makes it.
async function tapWhenVisible(page: Page, index: number, trigger: Locator, { scroll }: { scroll: boolean }): Promise<Outcome> {
  try {
    await trigger.waitFor({ state: "visible", timeout: VISIBLE_TIMEOUT_MS });
    if (scroll) await trigger.scrollIntoViewIfNeeded({ timeout: TAP_TIMEOUT_MS });
  } catch (error) {
    return { timing: null, note: `control not found visible: ${firstLine(error)}` };
  }
  try {
    await trigger.tap({ timeout: TAP_TIMEOUT_MS });
  } catch (error) {
    return { timing: null, note: `could not tap: ${firstLine(error)}` };
  }
  try {
    // The margin is for a main thread so blocked that the probe cannot even run.
    const handle = await page.waitForFunction((i) => window.__benchInteraction?.result(i) ?? null, index, {
      polling: 50,
      timeout: LOST_AFTER_MS + 10_000,
    });
    return { timing: await handle.jsonValue() };
  } catch {
    return { timing: null, note: "no verdict from the page: the tap never reached it, or its main thread stayed blocked" };
  }
}

function responseTime(outcome: Outcome): { ms: number | null; note?: string } {
  const t = outcome.timing;
  if (!t) return { ms: null, note: outcome.note ?? "lost" };
  const notes: string[] = [];
  if (t.triggerReplaced) notes.push("the control was re-rendered after the tap");
  if (t.detail) notes.push(t.detail);
  if (t.status === "early") notes.unshift(`${t.tapped}: the response showed before the tap (measurement broken)`);
  if (t.status === "lost") notes.unshift(`no response within ${LOST_AFTER_MS / 1000} s to the ${t.inputType} on ${t.tapped}`);
  const note = notes.length > 0 ? notes.join("; ") : undefined;
  if (t.status !== "responded" || t.respondedAt === null) return { ms: null, note };
  return { ms: t.respondedAt - t.inputAt, note };
}

// Locators match both buttons with aria-expanded and <details>/<summary>.

interface Step {
  trigger(page: Page): Locator;
  response: ResponseSpec;
  scroll: boolean;
}

interface Row {
  page: string;
  widget: string;
  kind: WidgetKind;
  /** Only the last is timed. */
  steps: Step[];
}

const openMenu: Step = {
  trigger: (page) => page.getByRole("button", { name: "Menu", exact: true }),
  response: { kind: "visible", selector: "header nav.mobile-menu" },
  scroll: false,
};

const openCompanySubmenu: Step = {
  trigger: (page) => page.locator("header nav.mobile-menu").locator("button, summary", { hasText: "Company" }).first(),
  response: { kind: "visible", selector: "header nav.mobile-menu a", text: "Our Team" },
  scroll: false,
};

// The second item: the first starts open.
const openFaqItem: Step = {
  trigger: (page) =>
    page
      .getByRole("heading", { name: "Frequently Asked Question" })
      .locator("xpath=ancestor::section[1]")
      .locator("button[aria-expanded], summary")
      .nth(1),
  response: { kind: "expanded" },
  scroll: true,
};

const selectGalleryTab: Step = {
  trigger: (page) => page.getByRole("tablist").first().getByRole("tab", { name: "Development", exact: true }),
  response: { kind: "tab-selected" },
  scroll: true,
};

// A carousel may autoplay, but only 2 s after its code loads, while this tap comes the moment the button is visible.
const nextSlide: Step = {
  trigger: (page) => page.getByRole("button", { name: "Next slide", exact: true }).first(),
  response: { kind: "slides-moved" },
  scroll: true,
};

const playVideo: Step = {
  trigger: (page) =>
    page
      .getByRole("button", { name: /play|video/i })
      .and(page.locator('[aria-haspopup="dialog"]'))
      .first(),
  response: { kind: "visible", selector: "dialog[open]" },
  scroll: true,
};

const ROWS: Row[] = [
  { page: "/", widget: "mobile menu", kind: "native", steps: [openMenu] },
  { page: "/about", widget: "mobile menu", kind: "native", steps: [openMenu] },
  { page: "/", widget: "Company submenu", kind: "native", steps: [openMenu, openCompanySubmenu] },
  { page: "/about", widget: "Company submenu", kind: "native", steps: [openMenu, openCompanySubmenu] },
  { page: "/service/service-details", widget: "FAQ accordion item 2", kind: "native", steps: [openFaqItem] },
  { page: "/home3", widget: "gallery tab 2", kind: "island", steps: [selectGalleryTab] },
  { page: "/", widget: "carousel next", kind: "island", steps: [nextSlide] },
  { page: "/", widget: "video dialog", kind: "island", steps: [playVideo] },
];

async function runSteps(page: Page, steps: Step[]): Promise<Outcome> {
  let outcome: Outcome = { timing: null, note: "no steps" };
  for (const [i, step] of steps.entries()) {
    outcome = await tapWhenVisible(page, i, step.trigger(page), { scroll: step.scroll });
    if (i < steps.length - 1 && outcome.timing?.status !== "responded") {
      return { timing: null, note: `step ${i + 1} did not respond first (${responseTime(outcome).note ?? "lost"})` };
    }
  }
  return outcome;
}

async function measureOnce(browser: Browser, origin: string, row: Row, slowdown: number): Promise<InteractionRun> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript({
      content: probeScript(
        row.steps.map((s) => s.response),
        LOST_AFTER_MS,
      ),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Performance.enable");

    // "commit": look for the control from the first bytes of HTML.
    await page.goto(origin + row.page, { waitUntil: "commit" });
    let outcome: Outcome;
    try {
      outcome = await runSteps(page, row.steps);
    } catch (error) {
      outcome = { timing: null, note: firstLine(error) };
    }
    const { ms, note } = responseTime(outcome);
    const tap = outcome.timing;

    const idleAt = Date.now() + IDLE_AFTER_MS;
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, Math.max(0, idleAt - Date.now())));

    // encodedBodySize, not transferSize: that adds headers and drops to 0 for anything a cache served.
    // Module imports come as "script", "link" or "other", hence the extension test.
    const jsBytes = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === "script" || /\.m?js$/.test(new URL(e.name).pathname))
        .reduce((sum, e) => sum + e.encodedBodySize, 0),
    );
    // Includes the probe's and Playwright's small helpers.
    const { metrics } = await cdp.send("Performance.getMetrics");
    const scriptSeconds = metrics.find((m) => m.name === "ScriptDuration")?.value ?? Number.NaN;
    return {
      responseMs: ms,
      jsBytes,
      scriptMs: scriptSeconds * 1000,
      tappedAtMs: tap?.inputAt,
      inputDelayMs: tap ? tap.handledAt - tap.inputAt : undefined,
      note,
    };
  } finally {
    await context.close();
  }
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}

// The CPU slowdown is relative to this machine: a busy machine worsens every number, so say so rather than guess a correction.
function warnIfBusy(when: string): void {
  const [load] = os.loadavg();
  const cpus = os.availableParallelism();
  if (load > cpus) {
    console.log(`Warning (${when}): load average ${load.toFixed(1)} on ${cpus} CPU(s); timings are inflated by other work.`);
  }
}

function selectedRows(): Row[] {
  const wanted = process.env.BENCH_ROWS;
  if (!wanted) return ROWS;
  const numbers = new Set(wanted.split(",").map((s) => Number(s.trim())));
  return ROWS.filter((_, i) => numbers.has(i + 1));
}

let server: RunningServer | undefined;
let origin = process.env.BENCH_ORIGIN?.replace(/\/+$/, "");
if (!origin) {
  ensureBuild();
  server = await startServer(Number(process.env.BENCH_PORT ?? 3960));
  origin = server.origin;
}

const summaries: InteractionRowSummary[] = [];
const details: string[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(
    `Tap the moment it is visible: ${origin}, 375×800 touch, CPU ${PHONE_SLOWDOWN}× slower than the reference machine, ` +
      `${NETWORK.latency} ms / 1.6 Mbps / 750 kbps, cold cache, ${RUNS.native} run(s) per native row, ${RUNS.island} per island row`,
  );
  const quiet = await waitForQuietMachine();
  console.log(`Waited ${quiet.waited.toFixed(0)} s for a quiet machine (CPUs ${(quiet.idle * 100).toFixed(0)} % idle).`);
  warnIfBusy("start");
  for (const row of selectedRows()) {
    const runs: InteractionRun[] = [];
    // Again before each row: the phone's main thread is throttled, but its compositor, raster and network threads and the
    // server share the two cores, and work that starts mid-run elsewhere (a neighbour, the kernel) slows every tap.
    const before = await waitForQuietMachine();
    if (before.waited > 3.5) console.log(`  waited ${before.waited.toFixed(0)} s for a quiet machine before this row`);
    const { hostMs, slowdown } = await phoneSlowdown();
    console.log(
      `  ${row.page} ${row.widget}: host workload ${hostMs.toFixed(2)} ms (reference ${REFERENCE_WORKLOAD_MS} ms) → CPU throttle ${slowdown.toFixed(2)}×`,
    );
    for (let i = 0; i < RUNS[row.kind]; i++) {
      const run = await measureOnce(browser, origin, row, slowdown);
      runs.push(run);
      const when =
        run.tappedAtMs === undefined
          ? ""
          : ` [tapped ${Math.round(run.tappedAtMs)} ms after navigation start, input delay ${Math.round(run.inputDelayMs ?? 0)} ms]`;
      console.log(
        `  ${row.page} ${row.widget} #${i + 1}: ${formatMs(run.responseMs ?? Number.POSITIVE_INFINITY)}, ` +
          `JS ${(run.jsBytes / 1024).toFixed(1)} KB, script ${Math.round(run.scriptMs)} ms${when}${run.note ? ` (${run.note})` : ""}`,
      );
    }
    summaries.push(summarize(row, runs));
    details.push(`${row.page} ${row.widget}: ${runs.map((r) => formatMs(r.responseMs ?? Number.POSITIVE_INFINITY)).join(", ")}`);
  }
  warnIfBusy("end");
} finally {
  await browser.close();
  await server?.stop();
}

console.log("");
console.log(formatTable(summaries));
console.log("");
console.log("Each run, tap → response:");
for (const line of details) console.log(`  ${line}`);

const failed = summaries.filter((s) => s.failures.length > 0);
if (failed.length > 0) {
  console.log(
    `\n${failed.length} of ${summaries.length} row(s) over budget${ENFORCE ? "" : " (not enforced: BENCH_INTERACTION_ENFORCE=0)"}.`,
  );
  if (ENFORCE) process.exitCode = 1;
}
