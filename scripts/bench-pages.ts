/**
 * Load test of the production server on loopback: 50 connections for 20 s over a mix of
 * prerendered routes, other casings (server-rendered) and assets. Prints requests/s,
 * latency percentiles and errors; exits 1 on any error or non-2xx response.
 *   npm run bench:pages          (BENCH_SECONDS, BENCH_CONNECTIONS override)
 */
import autocannon from "autocannon";
import fs from "node:fs";
import path from "node:path";
import { pages } from "../app/pages";
import { ensureBuild, startServer } from "./lib/serve";

ensureBuild();
const port = Number(process.env.BENCH_PORT ?? 3950);
const server = await startServer(port);
const assetsDir = path.join(process.env.BUILD_DIR ?? "build", "client/assets");
const someAsset = fs.readdirSync(assetsDir).find((f) => f.endsWith(".css"));
const paths = [
  ...pages.map((p) => p.path),
  "/ABOUT",
  "/projectdark",
  "/Blog/Blog-Details",
  ...(someAsset ? [`/assets/${someAsset}`] : []),
  "/images/logo.svg",
];

try {
  const result = await autocannon({
    url: server.origin,
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    duration: Number(process.env.BENCH_SECONDS ?? 20),
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((p) => ({ method: "GET", path: p })),
  });
  const non2xx = result.non2xx;
  console.log(`Routes in the mix: ${paths.length}`);
  console.log(`Requests: ${result.requests.total} in ${result.duration} s`);
  console.log(`Requests/s: avg ${result.requests.average.toFixed(0)}, min ${result.requests.min}, max ${result.requests.max}`);
  console.log(`Latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`);
  console.log(`Throughput: ${(result.throughput.average / 1024 / 1024).toFixed(2)} MB/s`);
  console.log(`Errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${non2xx}`);
  if (result.errors || result.timeouts || non2xx) process.exitCode = 1;
} finally {
  await server.stop();
}
