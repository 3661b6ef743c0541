/** Medians, budgets and the printed table of `npm run bench:interaction` (pure, unit-tested). */

import { median } from "./bench-stats";

/**
 * native: works from the server HTML (menus, accordions), so it must answer a tap at once.
 * island: needs its JavaScript, which may still be loading when the tap comes; it may be
 * slower but must never drop the press.
 */
export type WidgetKind = "native" | "island";

/**
 * The budget for native widgets is 100 ms (CI holds it; measured 57–78 ms medians, 1.1–1.5 s
 * before the islands change). `BENCH_NATIVE_MS` sets another for a run.
 */
const nativeBudget = Number(process.env.BENCH_NATIVE_MS ?? "");

export const BUDGETS: Record<WidgetKind, { maxMedianMs: number; everyRunMustRespond: boolean }> = {
  native: { maxMedianMs: Number.isFinite(nativeBudget) && nativeBudget > 0 ? nativeBudget : 100, everyRunMustRespond: false },
  island: { maxMedianMs: 1500, everyRunMustRespond: true },
};

export interface InteractionRun {
  /** Tap to the rendered response, ms; null when the press was lost (no response in time). */
  responseMs: number | null;
  /** Compressed bytes of the external JavaScript the page had loaded once idle. */
  jsBytes: number;
  /** Main-thread script time once idle, ms (CDP Performance.getMetrics ScriptDuration). */
  scriptMs: number;
  /** When the tap came, ms after the navigation started (context for the response time). */
  tappedAtMs?: number;
  /** How long the tap waited for a busy main thread before any listener ran, ms. */
  inputDelayMs?: number;
  /** Why a run was lost or looks odd, for the detail lines under the table. */
  note?: string;
}

export interface InteractionRowSummary {
  page: string;
  widget: string;
  kind: WidgetKind;
  /** Median over runs, a lost run counting as infinitely slow (so a majority lost is Infinity). */
  medianMs: number;
  medianJsKb: number;
  medianScriptMs: number;
  runs: number;
  lost: number;
  /** Budget misses in words; empty when within budget. */
  failures: string[];
}

export function summarize(row: { page: string; widget: string; kind: WidgetKind }, runs: InteractionRun[]): InteractionRowSummary {
  const lost = runs.filter((r) => r.responseMs === null).length;
  const medianMs = median(runs.map((r) => r.responseMs ?? Number.POSITIVE_INFINITY));
  const budget = BUDGETS[row.kind];
  const failures: string[] = [];
  if (runs.length === 0) failures.push("no runs");
  else if (!(medianMs <= budget.maxMedianMs)) failures.push(`median ${formatMs(medianMs)} > ${budget.maxMedianMs} ms`);
  if (budget.everyRunMustRespond && lost > 0) failures.push(`${lost} of ${runs.length} presses lost`);
  return {
    ...row,
    medianMs,
    medianJsKb: median(runs.map((r) => r.jsBytes / 1024)),
    medianScriptMs: median(runs.map((r) => r.scriptMs)),
    runs: runs.length,
    lost,
    failures,
  };
}

export function formatMs(ms: number): string {
  return Number.isFinite(ms) ? `${Math.round(ms)} ms` : "lost";
}

/** A plain-text table, one line per row, columns padded to their widest cell. */
export function formatTable(rows: InteractionRowSummary[]): string {
  const header = ["page", "widget", "kind", "tap→response (median)", "JS KB (median)", "script ms (median)", "runs", "budget"];
  const cells = rows.map((r) => [
    r.page,
    r.widget,
    r.kind,
    formatMs(r.medianMs),
    Number.isFinite(r.medianJsKb) ? r.medianJsKb.toFixed(1) : "-",
    Number.isFinite(r.medianScriptMs) ? String(Math.round(r.medianScriptMs)) : "-",
    r.lost > 0 ? `${r.runs} (${r.lost} lost)` : String(r.runs),
    r.failures.length === 0 ? `ok (≤ ${BUDGETS[r.kind].maxMedianMs} ms)` : `FAIL: ${r.failures.join("; ")}`,
  ]);
  const all = [header, ...cells];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}
