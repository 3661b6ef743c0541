// What Lighthouse's simulation (Lantern) counts towards LCP and not towards FCP: the nodes behind a route's LCP − FCP
// (docs/decisions/0006-performance-budgets.md, "what Lantern's gap is made of").

/** The parts of a Lantern graph node this report reads (network request or main-thread task). */
export interface GapNode {
  id: string;
  type: string;
  request?: { url: string; priority: string; resourceType?: string; transferSize: number };
  startTime?: number;
  endTime?: number;
  childEvents?: { name: string; args?: { beginData?: { totalObjects?: number; frame?: string; url?: string } } }[];
}

export interface GapTiming {
  startTime: number;
  endTime: number;
}

export interface GapLine {
  /** Simulated, ms from navigation. */
  start: number;
  end: number;
  what: string;
}

export interface GapReport {
  fcpMs: number;
  lcpMs: number;
  /** In the LCP graph and not the FCP graph, by simulated end. */
  onlyInLcp: GapLine[];
}

// The main-thread work a task did that decides a paint.
const TASK_EVENTS = ["ParseHTML", "Layout", "UpdateLayoutTree", "Paint", "EvaluateScript", "FunctionCall", "LayoutImageUnsized"];

/** The frames the page's own HTML was parsed in; any other frame that lays out is an image's document (an SVG). */
export function pageFrames(nodes: Iterable<GapNode>): Set<string> {
  const frames = new Set<string>();
  for (const node of nodes)
    for (const e of node.childEvents ?? [])
      if (e.name === "ParseHTML" && e.args?.beginData?.url && e.args.beginData.frame) frames.add(e.args.beginData.frame);
  return frames;
}

export function describeNode(node: GapNode, pages: Set<string> = new Set()): string {
  if (node.type === "network" && node.request) {
    const path = node.request.url.replace(/^[a-z]+:\/\/[^/]+/i, "");
    return `${node.request.priority} ${node.request.resourceType ?? "Other"} ${path} (${(node.request.transferSize / 1024).toFixed(1)} KB)`;
  }
  const events = node.childEvents ?? [];
  const did = TASK_EVENTS.filter((name) => events.some((e) => e.name === name));
  const layouts = events.filter((e) => e.name === "Layout");
  const objects = Math.max(0, ...layouts.map((e) => e.args?.beginData?.totalObjects ?? 0));
  const inImage = pages.size > 0 && layouts.length > 0 && layouts.every((e) => !pages.has(e.args?.beginData?.frame ?? ""));
  const observedMs = node.startTime !== undefined && node.endTime !== undefined ? (node.endTime - node.startTime) / 1000 : Number.NaN;
  return `task ${observedMs.toFixed(0)} ms observed: ${did.join(", ") || "other"}${objects ? ` (layout of ${objects} objects${inImage ? " in an image's own document" : ""})` : ""}`;
}

// Lantern's LCP leaves out when its low-priority images end (most are below the first screen).
function lowPriorityImage(node: GapNode): boolean {
  return node.request?.resourceType === "Image" && (node.request.priority === "Low" || node.request.priority === "VeryLow");
}

function end(timings: Map<GapNode, GapTiming>, { lcp = false } = {}): number {
  let last = 0;
  for (const [node, t] of timings) if (!(lcp && lowPriorityImage(node))) last = Math.max(last, t.endTime);
  return last;
}

/** Estimates here are each graph's end, as Lantern takes them (before it averages optimistic and pessimistic). */
export function gapReport(fcp: Map<GapNode, GapTiming>, lcp: Map<GapNode, GapTiming>): GapReport {
  const inFcp = new Set([...fcp.keys()].map((n) => n.id));
  const pages = pageFrames([...fcp.keys(), ...lcp.keys()]);
  const onlyInLcp = [...lcp.entries()]
    .filter(([node]) => !inFcp.has(node.id))
    .sort((a, b) => a[1].endTime - b[1].endTime)
    .map(([node, t]) => ({ start: Math.round(t.startTime), end: Math.round(t.endTime), what: describeNode(node, pages) }));
  return { fcpMs: Math.round(end(fcp)), lcpMs: Math.round(end(lcp, { lcp: true })), onlyInLcp };
}
