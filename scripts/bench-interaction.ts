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
import fs from "node:fs";
import path from "node:path";
import type { CDPSession } from "playwright-core";
import { formatBreakdown, mainThreadOf, markTime, selfTimeBreakdown, type TraceEvent } from "./lib/trace-breakdown";
import { floorHtml, startFloorProxy } from "./lib/floor-page";
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
// A Chromium trace of every run goes here, and each run's line says where the main thread spent the tap's time.
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
const TRACE_CATEGORIES = [
  "toplevel",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "blink.user_timing",
  "v8.execute",
  "loading",
];
const LOST_AFTER_MS = 10_000;
const VISIBLE_TIMEOUT_MS = 30_000;
// Playwright's own actionability checks before it taps.
const TAP_TIMEOUT_MS = 15_000;
// After the tap, until the network is quiet and this long after, so code loaded because of the tap is counted: an
// island's may start a moment later; a native widget's tap loads nothing.
const IDLE_AFTER_MS: Record<WidgetKind, number> = { native: 1_000, island: 3_000 };
const COLLECTED_RUNS = 3;

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

/**
 * Where a person would tap the control, once they can: the centre of its box, when the box has held still for one frame
 * and the control itself (or something inside it) is what the page hit-tests there. Null if that never happens in time.
 */
async function hitTestablePoint(trigger: Locator): Promise<{ x: number; y: number } | null> {
  return trigger.evaluate(
    (el, timeout) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        const until = performance.now() + timeout;
        let last = "";
        const check = () => {
          const r = el.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          const box = `${r.left},${r.top},${r.width},${r.height}`;
          const hit = r.width > 0 && r.height > 0 ? document.elementFromPoint(x, y) : null;
          if (box === last && hit && el.contains(hit)) return resolve({ x, y });
          if (performance.now() > until) return resolve(null);
          last = box;
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    TAP_TIMEOUT_MS,
  );
}

// The probe is armed before the page loads: no other round trip between "hit-testable" and the tap.
async function tapWhenVisible(page: Page, index: number, trigger: Locator, { scroll }: { scroll: boolean }): Promise<Outcome> {
  let point: { x: number; y: number } | null;
  try {
    await trigger.waitFor({ state: "visible", timeout: VISIBLE_TIMEOUT_MS });
    if (scroll) await trigger.scrollIntoViewIfNeeded({ timeout: TAP_TIMEOUT_MS });
    point = await hitTestablePoint(trigger);
  } catch (error) {
    return { timing: null, note: `control not found visible: ${firstLine(error)}` };
  }
  if (!point) return { timing: null, note: `control never hit-testable at its centre within ${TAP_TIMEOUT_MS / 1000} s` };
  try {
    await page.touchscreen.tap(point.x, point.y);
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
  if (t.status === "lost") {
    notes.unshift(`no response within ${LOST_AFTER_MS / 1000} s to the ${t.inputType} on ${t.tapped} (landed on ${t.hit})`);
  }
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
  /** Native rows: the section the floor page keeps besides the header, by its heading (null: the header alone). */
  floorKeeps?: string | null;
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
  { page: "/", widget: "mobile menu", kind: "native", steps: [openMenu], floorKeeps: null },
  { page: "/about", widget: "mobile menu", kind: "native", steps: [openMenu], floorKeeps: null },
  { page: "/", widget: "Company submenu", kind: "native", steps: [openMenu, openCompanySubmenu], floorKeeps: null },
  { page: "/about", widget: "Company submenu", kind: "native", steps: [openMenu, openCompanySubmenu], floorKeeps: null },
  {
    page: "/service/service-details",
    widget: "FAQ accordion item 2",
    kind: "native",
    steps: [openFaqItem],
    floorKeeps: "Frequently Asked Question",
  },
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

async function startTrace(cdp: CDPSession): Promise<void> {
  await cdp.send("Tracing.start", {
    transferMode: "ReturnAsStream",
    traceConfig: { includedCategories: TRACE_CATEGORIES, recordMode: "recordAsMuchAsPossible" },
  });
}

// Writes the trace to `file` and returns where the main thread spent the last step's tap → response.
async function endTrace(cdp: CDPSession, file: string, step: number, tap: TapTiming | null): Promise<string> {
  const done = new Promise<string>((resolve) => cdp.once("Tracing.tracingComplete", (e) => resolve(e.stream ?? "")));
  await cdp.send("Tracing.end");
  const stream = await done;
  const chunks: string[] = [];
  for (;;) {
    const { data, eof, base64Encoded } = await cdp.send("IO.read", { handle: stream });
    chunks.push(base64Encoded ? Buffer.from(data, "base64").toString("utf8") : data);
    if (eof) break;
  }
  await cdp.send("IO.close", { handle: stream });
  const text = chunks.join("");
  fs.writeFileSync(file, text);
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const thread = mainThreadOf(events, `bench-tap-${step}`);
  const tapTs = markTime(events, `bench-tap-${step}`);
  const responseTs = markTime(events, `bench-response-${step}`);
  if (!thread || tapTs === null || responseTs === null || !tap) return "no tap or response in the trace";
  // The mark is set when the listener runs; the window starts at the input, the input delay earlier.
  const from = tapTs - (tap.handledAt - tap.inputAt) * 1000;
  return formatBreakdown(selfTimeBreakdown(events, thread, from, responseTs), (responseTs - from) / 1000);
}

// `floor`: the floor page of `row` (at `floor`), timed the same way; its bytes and script time are not collected.
async function measureOnce(
  browser: Browser,
  origin: string,
  row: Row,
  slowdown: number,
  run: number,
  floor?: string,
): Promise<InteractionRun> {
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
    if (TRACE_DIR) await startTrace(cdp);

    // "commit": look for the control from the first bytes of HTML.
    await page.goto(origin + (floor ?? row.page), { waitUntil: "commit" });
    let outcome: Outcome;
    try {
      outcome = await runSteps(page, row.steps);
    } catch (error) {
      outcome = { timing: null, note: firstLine(error) };
    }
    const { ms, note: tapNote } = responseTime(outcome);
    const tap = outcome.timing;
    let note = tapNote;
    if (TRACE_DIR) {
      fs.mkdirSync(TRACE_DIR, { recursive: true });
      const name = `${floor ? "floor-" : ""}${row.page.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${row.widget.replace(/\W+/g, "-")}-${run}.json`;
      const breakdown = await endTrace(cdp, path.join(TRACE_DIR, name), row.steps.length - 1, tap);
      note = [note, `main thread: ${breakdown}`].filter(Boolean).join("; ");
    }

    // The page's bytes and script time do not depend on the tap: a native row collects them from its first three runs
    // (their median), and its other runs end at the response instead of waiting out the page's load.
    if (floor || (row.kind === "native" && run > COLLECTED_RUNS)) {
      return { responseMs: ms, jsBytes: Number.NaN, scriptMs: Number.NaN, note, ...tapTimes(tap) };
    }

    const idleAt = Date.now() + IDLE_AFTER_MS[row.kind];
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
      note,
      ...tapTimes(tap),
    };
  } finally {
    await context.close();
  }
}

function tapTimes(tap: TapTiming | null): Pick<InteractionRun, "tappedAtMs" | "inputDelayMs" | "clickAfterMs"> {
  return {
    tappedAtMs: tap?.inputAt,
    inputDelayMs: tap ? tap.handledAt - tap.inputAt : undefined,
    clickAfterMs: tap && tap.clickAt !== null ? tap.clickAt - tap.inputAt : undefined,
  };
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

// Every page, floors included, loads through one pass-through origin that also serves the floors.
const upstream = origin;
const proxy = await startFloorProxy(upstream);
const site = proxy.origin;
const floors = new Map<Row, string>();
for (const row of selectedRows()) {
  if (row.floorKeeps === undefined) continue;
  const response = await fetch(upstream + row.page);
  if (!response.ok) throw new Error(`${row.page} answered ${response.status}: no floor page`);
  floors.set(row, proxy.add(floorHtml(await response.text(), row.floorKeeps)));
}

const summaries: InteractionRowSummary[] = [];
const details: string[] = [];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  console.log(
    `Tap the moment it is visible: ${site}, 375×800 touch, CPU ${PHONE_SLOWDOWN}× slower than the reference machine, ` +
      `${NETWORK.latency} ms / 1.6 Mbps / 750 kbps, cold cache, ${RUNS.native} run(s) per native row, ${RUNS.island} per island row`,
  );
  const quiet = await waitForQuietMachine();
  console.log(`Waited ${quiet.waited.toFixed(0)} s for a quiet machine (CPUs ${(quiet.idle * 100).toFixed(0)} % idle).`);
  warnIfBusy("start");
  const times = (list: InteractionRun[]) => list.map((r) => formatMs(r.responseMs ?? Number.POSITIVE_INFINITY)).join(", ");
  for (const row of selectedRows()) {
    let { summary, detail } = await measureRow(row);
    // A row that misses on time alone is measured once more, as a fresh series judged on its own: a regression misses
    // twice, one unlucky minute does not, and the other rows are not measured again. A lost press is never retaken.
    if (summary.failures.length > 0 && summary.lost === 0 && Number.isFinite(summary.floorMedianMs ?? 0)) {
      console.log(`  ${row.page} ${row.widget}: ${summary.failures.join("; ")}; measuring this row once more, a fresh series`);
      const first = detail;
      ({ summary, detail } = await measureRow(row));
      detail = `${detail} (first series, missed: ${first})`;
    }
    summaries.push(summary);
    details.push(`${row.page} ${row.widget}: ${detail}`);
  }
  warnIfBusy("end");

  async function measureRow(row: Row): Promise<{ summary: InteractionRowSummary; detail: string }> {
    const runs: InteractionRun[] = [];
    // Again before each row: the phone's main thread is throttled, but its compositor, raster and network threads and the
    // server share the two cores, and work that starts mid-run elsewhere (a neighbour, the kernel) slows every tap.
    const before = await waitForQuietMachine();
    if (before.waited > 3.5) console.log(`  waited ${before.waited.toFixed(0)} s for a quiet machine before this row`);
    const { hostMs, slowdown } = await phoneSlowdown();
    console.log(
      `  ${row.page} ${row.widget}: host workload ${hostMs.toFixed(2)} ms (reference ${REFERENCE_WORKLOAD_MS} ms) → CPU throttle ${slowdown.toFixed(2)}×`,
    );
    const floorRuns: InteractionRun[] = [];
    const floor = floors.get(row);
    // One run differs from the next by ±40 ms (where in the page's load the tap lands), so a 16 ms budget on medians of
    // seven misses now and then with nothing wrong: a native row that misses is measured as many times again and judged
    // on all its runs, as test:budgets does with a route (a regression still misses; an unlucky draw does not).
    const rounds = async (from: number) => {
      for (let i = from; i < from + RUNS[row.kind]; i++) {
        // Floor and page alternate, so a change in the machine's speed mid-row reaches both.
        if (floor) {
          const floorRun = await measureOnce(browser, site, row, slowdown, i + 1, floor);
          floorRuns.push(floorRun);
          console.log(
            `  ${row.page} ${row.widget} floor #${i + 1}: ${formatMs(floorRun.responseMs ?? Number.POSITIVE_INFINITY)}` +
              (floorRun.note ? ` (${floorRun.note})` : ""),
          );
        }
        const run = await measureOnce(browser, site, row, slowdown, i + 1);
        runs.push(run);
        const when =
          run.tappedAtMs === undefined
            ? ""
            : ` [tapped ${Math.round(run.tappedAtMs)} ms after navigation start, input delay ${Math.round(run.inputDelayMs ?? 0)} ms` +
              `${run.clickAfterMs === undefined ? "" : `, click ${Math.round(run.clickAfterMs)} ms after the tap`}]`;
        console.log(
          `  ${row.page} ${row.widget} #${i + 1}: ${formatMs(run.responseMs ?? Number.POSITIVE_INFINITY)}, ` +
            (Number.isFinite(run.jsBytes) ? `JS ${(run.jsBytes / 1024).toFixed(1)} KB, script ${Math.round(run.scriptMs)} ms` : "") +
            `${when}${run.note ? ` (${run.note})` : ""}`,
        );
      }
    };
    await rounds(0);
    const first = summarize(row, runs, floorRuns);
    if (row.kind === "native" && first.failures.length > 0) {
      console.log(`  ${row.page} ${row.widget}: ${first.failures.join("; ")}; measuring ${RUNS[row.kind]} more of each, judged on all`);
      await rounds(RUNS[row.kind]);
    }
    return { summary: summarize(row, runs, floorRuns), detail: `${times(runs)}${floor ? `; floor: ${times(floorRuns)}` : ""}` };
  }
} finally {
  await browser.close();
  await proxy.stop();
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
