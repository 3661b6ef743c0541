import { median } from "./bench-stats";

// native works from the server HTML and must answer at once; island may wait for its JavaScript but must never drop the press.
export type WidgetKind = "native" | "island";

// 100 ms unless BENCH_NATIVE_MS says otherwise (measured 57–78 ms medians).
const nativeBudget = Number(process.env.BENCH_NATIVE_MS ?? "");

export const BUDGETS: Record<WidgetKind, { maxMedianMs: number; everyRunMustRespond: boolean }> = {
  native: { maxMedianMs: Number.isFinite(nativeBudget) && nativeBudget > 0 ? nativeBudget : 100, everyRunMustRespond: false },
  island: { maxMedianMs: 1500, everyRunMustRespond: true },
};

export interface InteractionRun {
  /** null when the press was lost. */
  responseMs: number | null;
  /** Compressed external JavaScript once idle. */
  jsBytes: number;
  /** CDP Performance.getMetrics ScriptDuration once idle. */
  scriptMs: number;
  /** After the navigation started. */
  tappedAtMs?: number;
  /** Waited for a busy main thread before any listener ran. */
  inputDelayMs?: number;
  note?: string;
}

export interface InteractionRowSummary {
  page: string;
  widget: string;
  kind: WidgetKind;
  /** A lost run counts as infinitely slow (a majority lost is Infinity). */
  medianMs: number;
  medianJsKb: number;
  medianScriptMs: number;
  runs: number;
  lost: number;
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
