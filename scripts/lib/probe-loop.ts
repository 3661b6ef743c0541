/**
 * Polls a server's health probes the way a load balancer does (a new connection each time)
 * and measures how long each answer takes, in its own process: the load generator of a
 * benchmark would otherwise delay the probes' own timers and inflate the figures.
 *
 *   node --import tsx scripts/lib/probe-loop.ts <origin> <interval ms> <path> [<path> …]
 *
 * Probes the paths in turn, one at a time, `interval` ms apart, until its standard input
 * closes; then prints one JSON line: each path's latencies in ms and its failures (no answer
 * within 5 s, a network error or a status other than 200).
 */
import { spawn } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface ProbeResults {
  /** By probe path: every answer's latency in ms, in order. */
  latencies: Record<string, number[]>;
  /** By probe path: how many probes failed. */
  failures: Record<string, number>;
}

const PROBE_TIMEOUT_MS = 5_000;

/** One probe on a new connection; resolves with its latency in ms, or rejects. */
export function probe(origin: string, probePath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.get(`${origin}${probePath}`, { agent: false, timeout: PROBE_TIMEOUT_MS }, (res) => {
      res.resume();
      res.on("end", () => (res.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error(`status ${res.statusCode}`))));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)));
    req.on("error", reject);
  });
}

/** Probes `paths` in turn until `stopped()` says so. */
export async function probeLoop(origin: string, paths: string[], intervalMs: number, stopped: () => boolean): Promise<ProbeResults> {
  const results: ProbeResults = { latencies: {}, failures: {} };
  for (const p of paths) {
    results.latencies[p] = [];
    results.failures[p] = 0;
  }
  for (let n = 0; !stopped(); n++) {
    const p = paths[n % paths.length];
    try {
      results.latencies[p].push(await probe(origin, p));
    } catch {
      results.failures[p]++;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return results;
}

/** This loop in a process of its own, probing `paths` of `origin` until `stop()`, which gives its results. */
export function startProbes(origin: string, intervalMs: number, paths: string[]): { stop(): Promise<ProbeResults> } {
  const child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), origin, String(intervalMs), ...paths], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (c: Buffer) => (out += c.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return JSON.parse(out) as ProbeResults;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [origin, interval, ...paths] = process.argv.slice(2);
  let stop = false;
  process.stdin.on("end", () => (stop = true));
  process.stdin.resume();
  const results = await probeLoop(origin, paths, Number(interval), () => stop);
  process.stdout.write(`${JSON.stringify(results)}\n`);
}
