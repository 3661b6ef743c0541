/** Statistics and settings shared by the benchmarks and the budget runs. */
import fs from "node:fs";

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  // A lost run (Infinity) in the middle keeps the median Infinity: lost, as it should be.
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The nearest-rank percentile (p in 0–100); NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** A whole number from the environment (or the fallback), at least `min` (1 unless said); anything else stops the run. */
export function wholeNumberEnv(name: string, fallback: number, min = 1): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number, ${min} or more`);
  return value;
}

// Idle and total jiffies of all CPUs since boot (Linux); undefined elsewhere.
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0];
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/**
 * Waits until the CPUs were at least `idleShare` idle over each of `quietSeconds` one-second samples in a row, or `maxSeconds`
 * passed. A timing run right after a load test otherwise measures the load test's tail (processes ending, caches, the kernel).
 * Returns the seconds waited and the last sample's idle share.
 */
export async function waitForQuietMachine({ idleShare = 0.85, quietSeconds = 3, maxSeconds = 60 } = {}): Promise<{
  waited: number;
  idle: number;
}> {
  const started = Date.now();
  let quiet = 0;
  let idle = 1;
  let before = cpuTimes();
  if (!before) return { waited: 0, idle };
  while (quiet < quietSeconds && Date.now() - started < maxSeconds * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes()!;
    idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    quiet = idle >= idleShare ? quiet + 1 : 0;
    before = after;
  }
  return { waited: (Date.now() - started) / 1000, idle };
}
