/**
 * Load test of the production server: a mix of prerendered, server-rendered and asset requests, then prerendered pages
 * against Debian's nginx on the same build (goal: ≥ 0.8 of nginx's requests/s). Exits 1 on any error or non-2xx answer.
 *   npm run bench:pages     BENCH_SECONDS (mix, 20), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3),
 *                           BENCH_ROUND_SECONDS (5), BENCH_NGINX_WORKERS (auto)
 */
import autocannon from "autocannon";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { htmlFiles, pagePath } from "../server/built-pages";
import { freePort } from "../server/spawn-server";
import { ensureNginx, nginxVersion, startNginx, type RunningNginx } from "./lib/nginx";
import { ensureBuild, startServer, type RunningServer } from "./lib/serve";
import { median } from "./lib/bench-stats";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const mixSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const roundSeconds = Number(process.env.BENCH_ROUND_SECONDS ?? 5);
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");

ensureBuild();
ensureNginx();

// What nginx can serve too; the mix adds what is rendered on request.
const pagePaths = [...htmlFiles(clientDir)].map((file) => pagePath(clientDir, file)).sort();
const someAsset = fs.readdirSync(path.join(clientDir, "assets")).find((f) => /\.(css|js)$/.test(f));
const mixPaths = [
  ...pagePaths,
  "/ABOUT",
  "/projectdark",
  "/Blog/Blog-Details",
  ...(someAsset ? [`/assets/${someAsset}`] : []),
  "/images/logo.svg",
];

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  failures: number;
  cpu: number;
}

// From /proc, with children (nginx's workers): what each request costs, whoever else is busy.
function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // After "pid (name) ": state ppid … utime (14th field) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(entry) === pid || Number(fields[1]) === pid) total += (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return total;
}

async function load(origin: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
}

async function measure(origin: string, pid: number | undefined): Promise<Measure> {
  const cpuBefore = cpuSeconds(pid);
  const result = await load(origin, pagePaths, roundSeconds);
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    cpu: cpuSeconds(pid) - cpuBefore,
  };
}

// fetch would decompress them.
function rawGet(origin: string, urlPath: string): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(origin + urlPath, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

// Both answer with the build's own .gz copy: like for like.
async function checkSameBytes(node: string, nginx: string): Promise<void> {
  for (const p of pagePaths) {
    const [a, b] = await Promise.all([rawGet(node, p), rawGet(nginx, p)]);
    if (a.status !== 200 || b.status !== 200 || a.encoding !== "gzip" || b.encoding !== "gzip" || !a.body.equals(b.body)) {
      throw new Error(`${p}: node ${a.status} ${a.encoding} ${a.body.length} B, nginx ${b.status} ${b.encoding} ${b.body.length} B`);
    }
  }
}

function medianMeasure(runs: Measure[]): Measure {
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    total: runs.reduce((n, r) => n + r.total, 0),
    failures: runs.reduce((n, r) => n + r.failures, 0),
    cpu: runs.reduce((n, r) => n + r.cpu, 0),
  };
}

const cpuPerRequest = (m: Measure) => (m.cpu * 1e6) / m.total;

const pad = (s: string | number, n: number) => String(s).padStart(n);

let server: RunningServer | undefined;
let nginx: RunningNginx | undefined;
try {
  server = await startServer(Number(process.env.BENCH_PORT ?? 3950), {}, { quiet: true });

  const mix = await load(server.origin, mixPaths, mixSeconds);
  console.log(`Routes in the mix: ${mixPaths.length}`);
  console.log(`Requests: ${mix.requests.total} in ${mix.duration} s`);
  console.log(`Requests/s: avg ${mix.requests.average.toFixed(0)}, min ${mix.requests.min}, max ${mix.requests.max}`);
  console.log(`Latency ms: p50 ${mix.latency.p50}, p90 ${mix.latency.p90}, p99 ${mix.latency.p99}, max ${mix.latency.max}`);
  console.log(`Throughput: ${(mix.throughput.average / 1024 / 1024).toFixed(2)} MB/s`);
  console.log(`Errors: ${mix.errors}, timeouts: ${mix.timeouts}, non-2xx: ${mix.non2xx}`);
  let failures = mix.errors + mix.timeouts + mix.non2xx;

  nginx = await startNginx({ root: clientDir, port: await freePort(), workers: process.env.BENCH_NGINX_WORKERS });
  await checkSameBytes(server.origin, nginx.origin);
  const targets = [
    { name: "node (server.ts)", origin: server.origin, pid: server.pid, runs: [] as Measure[] },
    { name: `${nginxVersion()} (worker_processes ${nginx.workers})`, origin: nginx.origin, pid: nginx.pid, runs: [] as Measure[] },
  ];
  for (const t of targets) await load(t.origin, pagePaths, 2); // warm-up, not counted
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) t.runs.push(await measure(t.origin, t.pid));
  }
  const [node, ngx] = targets.map((t) => medianMeasure(t.runs));
  console.log(
    `\nPrerendered pages (${pagePaths.length}), ${connections} connections, gzip, same .gz files; ` +
      `median of ${rounds} alternating rounds of ${roundSeconds} s:`,
  );
  console.log(
    `${"server".padEnd(36)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("CPU µs/req", 11)} ${pad("failed", 7)}`,
  );
  for (const [t, m] of [
    [targets[0], node],
    [targets[1], ngx],
  ] as const) {
    console.log(
      `${t.name.padEnd(36)} ${pad(m.rps.toFixed(0), 8)} ${pad(m.p50, 7)} ${pad(m.p99, 7)} ${pad(cpuPerRequest(m).toFixed(0), 11)} ${pad(m.failures, 7)}`,
    );
  }
  console.log(`Node/nginx requests/s: ${(node.rps / ngx.rps).toFixed(2)} (goal ≥ 0.8; not enforced: see docs/quality-checks.md)`);
  console.log(`nginx/Node server CPU per request: ${(cpuPerRequest(ngx) / cpuPerRequest(node)).toFixed(2)}`);
  failures += node.failures + ngx.failures;
  if (failures) process.exitCode = 1;
} finally {
  await nginx?.stop();
  await server?.stop();
}
