// How fast this machine runs a fixed piece of JavaScript right now, against the machine the phone profile was set on.
// The phone is "4× slower than the reference machine": on a host that is slower (an older CPU, or a VM whose
// neighbours take its cycles), Chrome's CPU throttle is scaled down so the emulated phone stays the same phone,
// as Lighthouse's benchmark index is meant to be used (docs/decisions/0010-islands.md, "the phone on any host").

// A deterministic workload of about a millisecond: numbers, strings and an array, as page scripts do.
function workload(): number {
  let x = 0;
  const parts: string[] = [];
  for (let i = 0; i < 40_000; i++) {
    x = (x + Math.sqrt(i) * 1.0001) % 1e9;
    if (i % 50 === 0) parts.push(x.toFixed(3));
  }
  return parts.join(",").length + x;
}

let sink = 0;

/**
 * Wall time per workload while running it back to back for `forMs`: the speed of one thread on this host now, its share
 * of a busy CPU included (a page's main thread gets no more). Kept short: it takes a whole core while it runs.
 */
export async function hostWorkloadMs({ forMs = 1500 } = {}): Promise<number> {
  for (let i = 0; i < 50; i++) sink += workload(); // warm the JIT
  await new Promise((resolve) => setTimeout(resolve, 10));
  let count = 0;
  const start = performance.now();
  while (performance.now() - start < forMs) {
    sink += workload();
    count++;
  }
  return (performance.now() - start) / count + (sink > Number.MAX_VALUE ? 1 : 0);
}

/**
 * The throttle that makes this host behave like the reference machine slowed `slowdown` times: `slowdown × reference / measured`,
 * never below 1 (no speed-up) nor above twice the nominal slowdown.
 */
export function calibratedSlowdown(slowdown: number, referenceMs: number, measuredMs: number): number {
  if (!(referenceMs > 0) || !(measuredMs > 0)) return slowdown;
  return Math.min(2 * slowdown, Math.max(1, (slowdown * referenceMs) / measuredMs));
}

// The phone is 4× slower than the reference machine, whose workload takes REFERENCE_WORKLOAD_MS: measured on an idle
// 2-core machine of the kind CI uses (0.78–0.83 ms), the machine the budgets were set on. BENCH_CALIBRATE=0 throttles 4×
// whatever the host.
export const PHONE_SLOWDOWN = 4;
export const REFERENCE_WORKLOAD_MS = Number(process.env.BENCH_REFERENCE_MS ?? 0.8);
export const CALIBRATE = process.env.BENCH_CALIBRATE !== "0";

/** The CPU throttle that emulates the phone on this host now, with the host's workload time it was derived from. */
export async function phoneSlowdown({ forMs = 1500 } = {}): Promise<{ hostMs: number; slowdown: number }> {
  const hostMs = await hostWorkloadMs({ forMs });
  return { hostMs, slowdown: CALIBRATE ? calibratedSlowdown(PHONE_SLOWDOWN, REFERENCE_WORKLOAD_MS, hostMs) : PHONE_SLOWDOWN };
}

/**
 * How many times slower than the reference machine this host runs now (at least 1, 1 with BENCH_CALIBRATE=0): a
 * latency budget set on the reference machine is multiplied by it, as the phone's throttle is divided by it.
 */
export async function hostSlowness({ forMs = 1500 } = {}): Promise<{ hostMs: number; factor: number }> {
  const hostMs = await hostWorkloadMs({ forMs });
  return { hostMs, factor: CALIBRATE ? slownessFactor(REFERENCE_WORKLOAD_MS, hostMs) : 1 };
}

/** measured ÷ reference, never below 1 (a fast host keeps the budget) nor above 4 (a budget stays a budget). */
export function slownessFactor(referenceMs: number, measuredMs: number): number {
  if (!(referenceMs > 0) || !(measuredMs > 0)) return 1;
  return Math.min(4, Math.max(1, measuredMs / referenceMs));
}
