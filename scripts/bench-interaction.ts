/**
 * How fast does a widget answer a tap made the moment it is visible, on a slow phone?
 *
 * Each row loads one page cold in Chromium on a mid-range-phone profile (375×800 at 2×,
 * touch, CPU slowed 4×, 150 ms latency, 1.6 Mbps down / 750 kbps up, cache disabled),
 * waits for one widget's control to become visible, taps it at once and times, in the page,
 * from the touch to the first rendered frame showing the response (lib/interaction-probe.ts).
 * Then, once the page is idle, it reads the JavaScript bytes the page loaded and the main
 * thread's script time. Median of BENCH_RUNS (3) loads per row; prints a table.
 *
 * Budgets: "native" widgets (menus, accordion) must answer within 100 ms (median); "island"
 * widgets (gallery tabs, carousel, video) within 1500 ms and must never lose a press.
 * Exits 1 on a miss unless BENCH_INTERACTION_ENFORCE=0 (to measure a site known to miss).
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
import { positiveIntEnv } from "./lib/bench-stats";

const RUNS = positiveIntEnv("BENCH_RUNS", 3);
const ENFORCE = process.env.BENCH_INTERACTION_ENFORCE !== "0";
/** A press with no response this long after the touch is lost. */
const LOST_AFTER_MS = 10_000;
/** The widget's control must appear within this long after the navigation commits. */
const VISIBLE_TIMEOUT_MS = 30_000;
/** Playwright's own actionability checks (stable, receives events) before it taps. */
const TAP_TIMEOUT_MS = 15_000;
/** After the response: at least this long, and until the network is quiet, before reading bytes and script time. */
const IDLE_AFTER_MS = 3_000;

const PHONE = {
  viewport: { width: 375, height: 800 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8, // 1.6 Mbps in bytes/s
  uploadThroughput: 750e3 / 8, // 750 kbps in bytes/s
};

/** One tap's outcome as the page saw it (timing null when it never got as far as a tap). */
interface Outcome {
  timing: TapTiming | null;
  note?: string;
}

/**
 * Wait for `trigger` to be visible, optionally scroll it into view, tap it at once and wait
 * for the probe's verdict on step `index`. No other round trip to the page in between (the
 * probe was armed by the init script), so the tap is as early as Playwright can make it.
 */
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
    // The probe settles by itself (responded, or lost LOST_AFTER_MS after the touch); the
    // extra margin is for a main thread so blocked that the probe cannot even run.
    const handle = await page.waitForFunction((i) => window.__benchInteraction?.result(i) ?? null, index, {
      polling: 50,
      timeout: LOST_AFTER_MS + 10_000,
    });
    return { timing: await handle.jsonValue() };
  } catch {
    return { timing: null, note: "no verdict from the page: the tap never reached it, or its main thread stayed blocked" };
  }
}

/** Tap → rendered response in ms, or null (lost) with the reason. */
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

// ---------------------------------------------------------------------------------------
// The widgets. Locators work for both the current markup (buttons with aria-expanded,
// React-rendered) and the rewrite's (<details>/<summary>, islands).

/** One tap: what to tap, and how the page shows that it responded. */
interface Step {
  trigger(page: Page): Locator;
  response: ResponseSpec;
  /** Scroll the control into view before tapping (widgets below the fold). */
  scroll: boolean;
}

interface Row {
  page: string;
  widget: string;
  kind: WidgetKind;
  /** Taps in order; only the last one is timed, the earlier ones must respond first. */
  steps: Step[];
}

const openMenu: Step = {
  trigger: (page) => page.getByRole("button", { name: "Menu", exact: true }),
  response: { kind: "visible", selector: "header nav.mobile-menu" },
  scroll: false,
};

/** In the open mobile menu: the "Company" submenu (a <button aria-expanded> now, a <summary> after the rewrite). */
const openCompanySubmenu: Step = {
  trigger: (page) => page.locator("header nav.mobile-menu").locator("button, summary", { hasText: "Company" }).first(),
  response: { kind: "visible", selector: "header nav.mobile-menu a", text: "Our Team" },
  scroll: false,
};

/**
 * The FAQ's second item (closed; the first starts open): the nearest <section> around the
 * heading, then its second disclosure control, <button aria-expanded> or <summary>.
 */
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

/** The project gallery's second tab, "Development". */
const selectGalleryTab: Step = {
  trigger: (page) => page.getByRole("tablist").first().getByRole("tab", { name: "Development", exact: true }),
  response: { kind: "tab-selected" },
  scroll: true,
};

/**
 * The first carousel's "Next slide" button. Caveat: a carousel may autoplay. The probe
 * compares the slides in view with the moment of the touch, so earlier steps don't count;
 * an autoplay step falling between the touch and the real response would, but autoplay
 * starts only once the carousel's code has loaded and then waits 2 s, while this tap comes
 * the moment the button is visible, so a change soon after the tap is the tap's.
 */
const nextSlide: Step = {
  trigger: (page) => page.getByRole("button", { name: "Next slide", exact: true }).first(),
  response: { kind: "slides-moved" },
  scroll: true,
};

/** The hero's "Play introduction video" button, which opens a dialog. */
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

/** Every step in order; the last step's outcome is the row's. */
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

// ---------------------------------------------------------------------------------------

/** One cold load of the row's page in a fresh context: tap, then wait for idle and read the costs. */
async function measureOnce(browser: Browser, origin: string, row: Row): Promise<InteractionRun> {
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
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Performance.enable");

    // "commit": start looking for the control as soon as the first bytes of HTML arrive.
    await page.goto(origin + row.page, { waitUntil: "commit" });
    let outcome: Outcome;
    try {
      outcome = await runSteps(page, row.steps);
    } catch (error) {
      outcome = { timing: null, note: firstLine(error) };
    }
    const { ms, note } = responseTime(outcome);
    const tap = outcome.timing;

    // Idle: the network quiet (Playwright: no request for 500 ms) and at least
    // IDLE_AFTER_MS after the tap's outcome, so code loaded because of the tap is counted.
    const idleAt = Date.now() + IDLE_AFTER_MS;
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, Math.max(0, idleAt - Date.now())));

    // External JavaScript only (inline scripts are part of the HTML). encodedBodySize, the
    // compressed body as sent, rather than transferSize: transferSize adds each response's
    // headers and drops to 0 for anything a cache served (a revalidation, a memory-cached
    // module), while encodedBodySize is the script's own wire size in every case. Module
    // imports and modulepreload links come as initiatorType "script", "link" or "other",
    // hence the extension test too.
    const jsBytes = await page.evaluate(() =>
      // Entries of type "resource" are PerformanceResourceTiming by definition.
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === "script" || /\.m?js$/.test(new URL(e.name).pathname))
        .reduce((sum, e) => sum + e.encodedBodySize, 0),
    );
    // Cumulative JavaScript time on the page's main thread (compile, run, GC, in seconds),
    // at the throttled CPU's pace. It includes the probe's and Playwright's small helpers.
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

/**
 * The CPU slowdown is relative to this machine, so a machine busy with other work (a build,
 * tests) makes every number worse. Say so next to the numbers rather than guess a correction.
 */
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
    `Tap the moment it is visible: ${origin}, 375×800 touch, CPU ${CPU_SLOWDOWN}× slower, ` +
      `${NETWORK.latency} ms / 1.6 Mbps / 750 kbps, cold cache, ${RUNS} run(s) per row`,
  );
  warnIfBusy("start");
  for (const row of selectedRows()) {
    const runs: InteractionRun[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measureOnce(browser, origin, row);
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
