// Where a page's main thread spent a window of time, from a Chromium trace (the Trace Event Format's JSON events):
// `bench:interaction` uses it to show what stands between a tap and its response (BENCH_TRACE_DIR).

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

interface Span {
  name: string;
  start: number;
  end: number;
}

/** The renderer main thread ("CrRendererMain") of the process that recorded the user-timing mark `markName`. */
export function mainThreadOf(events: TraceEvent[], markName: string): { pid: number; tid: number } | null {
  const mark = events.find((e) => e.name === markName && (e.cat ?? "").includes("blink.user_timing"));
  if (!mark) return null;
  const thread = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.pid === mark.pid && e.args?.name === "CrRendererMain");
  return thread ? { pid: thread.pid, tid: thread.tid } : null;
}

/** The trace timestamp (µs) of a user-timing mark, or null. */
export function markTime(events: TraceEvent[], markName: string): number | null {
  const mark = events.find((e) => e.name === markName && (e.cat ?? "").includes("blink.user_timing"));
  return mark ? mark.ts : null;
}

// Complete ("X") events and begin/end ("B"/"E") pairs of one thread as spans.
function spansOf(events: TraceEvent[], pid: number, tid: number): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid) continue;
    if (e.ph === "X" && typeof e.dur === "number") spans.push({ name: e.name, start: e.ts, end: e.ts + e.dur });
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: e.ts });
    }
  }
  return spans;
}

/**
 * Self time per event name on one thread within [from, to] (µs), in ms, largest first: a span's time minus that of the
 * spans nested in it, clipped to the window. "RunTask" left as self time is work no finer event names.
 */
export function selfTimeBreakdown(
  events: TraceEvent[],
  thread: { pid: number; tid: number },
  from: number,
  to: number,
): { name: string; ms: number }[] {
  const spans = spansOf(events, thread.pid, thread.tid)
    .filter((s) => s.end > from && s.start < to)
    // Outer spans first: by start, then the longer one.
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map<string, number>();
  const clip = (s: number, e: number) => Math.max(0, Math.min(e, to) - Math.max(s, from));
  const stack: { span: Span; childTime: number }[] = [];
  const close = (entry: { span: Span; childTime: number }) => {
    const own = clip(entry.span.start, entry.span.end) - entry.childTime;
    totals.set(entry.span.name, (totals.get(entry.span.name) ?? 0) + Math.max(0, own));
    const parent = stack[stack.length - 1];
    if (parent) parent.childTime += clip(entry.span.start, entry.span.end);
  };
  for (const span of spans) {
    while (stack.length > 0 && stack[stack.length - 1].span.end <= span.start) close(stack.pop()!);
    stack.push({ span, childTime: 0 });
  }
  while (stack.length > 0) close(stack.pop()!);
  return [...totals.entries()]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .filter((t) => t.ms >= 0.05)
    .sort((a, b) => b.ms - a.ms);
}

/** "Layout 12.3, UpdateLayoutTree 8.0, …" with the idle remainder of the window, for one line of a report. */
export function formatBreakdown(parts: { name: string; ms: number }[], windowMs: number, top = 6): string {
  const busy = parts.reduce((sum, p) => sum + p.ms, 0);
  const shown = parts.slice(0, top).map((p) => `${p.name} ${p.ms.toFixed(1)}`);
  const rest = busy - parts.slice(0, top).reduce((sum, p) => sum + p.ms, 0);
  if (rest >= 0.05) shown.push(`other ${rest.toFixed(1)}`);
  shown.push(`idle ${Math.max(0, windowMs - busy).toFixed(1)}`);
  return shown.join(", ");
}
