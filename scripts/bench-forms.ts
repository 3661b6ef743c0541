/**
 * `npm run bench:forms`: every contact-form post is answered and stored exactly once, on SQLite (one server) and on
 * PostgreSQL (two servers sharing one database); then one visitor's burst across both is held to the shared
 * BENCH_RATE_LIMIT. Exits 1 on any failed expectation.
 *
 *   BENCH_SUBMISSIONS=1000 BENCH_CONNECTIONS=50 BENCH_RATE_LIMIT=5 BENCH_BURST=20 npm run bench:forms
 */
import { Sqlite as Database } from "../server/store/sqlite-driver";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { spawnServer, type SpawnedServer } from "../server/spawn-server";
import { startTestPostgres } from "../tests/support/test-postgres";
import { percentile, wholeNumberEnv } from "./lib/bench-stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Unique per request, so every one must become its own row.
function submission(n: number, runId: string): string {
  return new URLSearchParams({
    kind: "contact",
    formId: "contact-form-bench",
    fax_number: "",
    firstName: "Bench",
    lastName: `Client ${n}`,
    email: `bench-${runId}-${n}@example.com`,
    phone: "+1 555 0100",
    subject: "Load test",
    message: `Submission ${n} of the forms benchmark.\r\nGrüße, 👋`,
  }).toString();
}

async function post(origin: string, body: string): Promise<{ status: number; retryAfter: string | null }> {
  const response = await fetch(`${origin}/contact`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": "same-origin" },
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

interface LoadResult {
  durationS: number;
  /** Sorted. */
  latencies: number[];
  statuses: Map<number, number>;
  failures: number;
  perServer: number[];
}

// Client i posts to origins[i mod n], one post after the other.
async function load(origins: string[], submissions: number, connections: number, runId: string): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const perServer = origins.map(() => 0);
  let failures = 0;
  let next = 0;
  const client = async (i: number) => {
    const server = i % origins.length;
    for (let n = next++; n < submissions; n = next++) {
      const started = performance.now();
      try {
        const { status } = await post(origins[server], submission(n, runId));
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        perServer[server]++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
  return { durationS: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b), statuses, failures, perServer };
}

interface RunReport {
  label: string;
  result: LoadResult;
  rows: number;
  distinct: number;
  exitCodes: (number | null)[];
  ok: boolean;
}

function judge(
  label: string,
  result: LoadResult,
  submissions: number,
  rows: number,
  distinct: number,
  exitCodes: (number | null)[],
): RunReport {
  const confirmed = result.statuses.get(303) ?? 0;
  const ok =
    confirmed === submissions &&
    result.failures === 0 &&
    rows === submissions &&
    distinct === submissions &&
    result.perServer.every((n) => n > 0) &&
    exitCodes.every((code) => code === 0);
  return { label, result, rows, distinct, exitCodes, ok };
}

function errorsOf({ result }: RunReport, submissions: number): number {
  const answered = [...result.statuses.values()].reduce((a, b) => a + b, 0);
  return result.failures + (answered - (result.statuses.get(303) ?? 0)) + (submissions - answered - result.failures);
}

function printTable(reports: RunReport[], submissions: number, connections: number) {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const lines: [string, (r: RunReport) => string][] = [
    ["servers", (r) => `${r.result.perServer.length}`],
    ["submissions sent", () => String(submissions)],
    [
      "concurrent clients",
      (r) => (r.result.perServer.length > 1 ? `${connections} (split: ${r.result.perServer.join(" + ")} posts)` : String(connections)),
    ],
    ["duration", (r) => `${r.result.durationS.toFixed(2)} s`],
    ["throughput", (r) => `${(submissions / r.result.durationS).toFixed(1)} submissions/s`],
    ["latency p50", (r) => ms(percentile(r.result.latencies, 50))],
    ["latency p99", (r) => ms(percentile(r.result.latencies, 99))],
    ["latency max", (r) => ms(r.result.latencies.at(-1) ?? NaN)],
    ["answers", (r) => [...r.result.statuses].map(([s, n]) => `${n}× ${s}`).join(", ") || "none"],
    ["errors", (r) => String(errorsOf(r, submissions))],
    ["rows stored", (r) => `${r.rows} (${r.distinct} distinct e-mails)`],
    ["exit on SIGTERM", (r) => r.exitCodes.join(", ")],
    ["result", (r) => (r.ok ? "PASS" : "FAIL")],
  ];
  const table = [["", ...reports.map((r) => r.label)], ...lines.map(([name, cell]) => [name, ...reports.map(cell)])];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log(table.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i])).join("   ")}`.trimEnd()).join("\n"));
}

function lastLines(servers: SpawnedServer[]) {
  for (const server of servers) console.log(server.output().split("\n").slice(-20).join("\n"));
}

// Lifted for the load runs: every post comes from one address.
const noLimit = (submissions: number) => String(submissions * 2);
const quiet = {
  SMTP_URL: undefined,
  LEADS_NOTIFY_TO: undefined,
  LEADS_WEBHOOK_URL: undefined,
  LEADS_WEBHOOK_SECRET: undefined,
  LOG_LEVEL: "warn",
};

async function sqliteRun(buildDir: string, tmp: string, submissions: number, connections: number): Promise<RunReport> {
  const databasePath = path.join(tmp, "leads.sqlite");
  const server = await spawnServer({
    ...quiet,
    BUILD_DIR: buildDir,
    DATABASE_PATH: databasePath,
    DATABASE_URL: undefined,
    FORM_RATE_LIMIT: noLimit(submissions),
  });
  try {
    const runId = `s${Date.now().toString(36)}`;
    console.log(`SQLite: ${submissions} contact-form posts from ${connections} concurrent clients to ${server.url}/contact …`);
    const result = await load([server.url], submissions, connections, runId);
    const code = await server.stop("SIGTERM");
    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT count(*) FROM leads WHERE email LIKE ?").pluck().get(`bench-${runId}-%`) as number;
    const distinct = db.prepare("SELECT count(DISTINCT email) FROM leads WHERE email LIKE ?").pluck().get(`bench-${runId}-%`) as number;
    db.close();
    const report = judge("SQLite, 1 server", result, submissions, rows, distinct, [code]);
    if (!report.ok) lastLines([server]);
    return report;
  } finally {
    await server.stop();
  }
}

async function startPair(env: Record<string, string | undefined>): Promise<SpawnedServer[]> {
  const started = await Promise.allSettled([spawnServer(env, 120_000), spawnServer(env, 120_000)]);
  const servers = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw (failed as PromiseRejectedResult).reason;
  }
  return servers;
}

async function count(url: string, sql: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>(sql, params)).rows[0].n);
  } finally {
    await client.end();
  }
}

async function postgresRun(
  databaseUrl: string,
  buildDir: string,
  tmp: string,
  submissions: number,
  connections: number,
): Promise<RunReport> {
  const servers = await startPair({
    ...quiet,
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: path.join(tmp, "unused.sqlite"),
    FORM_RATE_LIMIT: noLimit(submissions),
    // Every post is one visitor's, queueing on one rate-limit lock as real visitors never do: the production timeouts would turn that into 503s.
    PG_CONNECT_TIMEOUT_MS: "30000",
    PG_QUERY_TIMEOUT_MS: "30000",
  });
  try {
    const runId = `p${Date.now().toString(36)}`;
    console.log(
      `PostgreSQL: ${submissions} posts from ${connections} clients split across ${servers.map((s) => s.url).join(" and ")} (one database) …`,
    );
    const result = await load(
      servers.map((s) => s.url),
      submissions,
      connections,
      runId,
    );
    const codes = await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    const like = [`bench-${runId}-%`];
    const rows = await count(databaseUrl, "SELECT count(*) AS n FROM leads WHERE email LIKE $1", like);
    const distinct = await count(databaseUrl, "SELECT count(DISTINCT email) AS n FROM leads WHERE email LIKE $1", like);
    const report = judge("PostgreSQL, 2 servers", result, submissions, rows, distinct, codes);
    if (!report.ok) lastLines(servers);
    return report;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function burstRun(databaseUrl: string, buildDir: string, tmp: string, limit: number, burst: number): Promise<boolean> {
  const servers = await startPair({
    ...quiet,
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: path.join(tmp, "unused.sqlite"),
    FORM_RATE_LIMIT: String(limit),
  });
  try {
    const runId = `b${Date.now().toString(36)}`;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, n) =>
        post(servers[n % 2].url, submission(n, runId)).catch(() => ({ status: 0, retryAfter: null })),
      ),
    );
    const codes = await Promise.all(servers.map((s) => s.stop("SIGTERM")));
    const stored = await count(databaseUrl, "SELECT count(*) AS n FROM leads WHERE email LIKE $1", [`bench-${runId}-%`]);
    const passed = answers.filter((a) => a.status === 303).length;
    const limited = answers.filter((a) => a.status === 429);
    const withRetryAfter = limited.filter((a) => Number(a.retryAfter) > 0).length;
    const perServer = [0, 1].map((s) => answers.filter((a, n) => n % 2 === s && a.status === 303).length);
    const ok =
      passed === limit &&
      limited.length === burst - limit &&
      withRetryAfter === limited.length &&
      stored === limit &&
      codes.every((c) => c === 0);
    console.log(
      `\nBurst from one visitor (FORM_RATE_LIMIT=${limit}), ${burst} posts at once split across both PostgreSQL servers:\n` +
        `  ${passed}× 303 (${perServer.join(" + ")} per server), ${limited.length}× 429 (${withRetryAfter} with Retry-After, e.g. ${limited[0]?.retryAfter ?? "–"} s), ` +
        `${burst - passed - limited.length} other; ${stored} rows stored; exit on SIGTERM ${codes.join(", ")}\n` +
        (ok
          ? `  PASS: the limit is shared: ${limit} in total, not ${limit} per server.`
          : `  FAIL: expected exactly ${limit}× 303 and ${burst - limit}× 429 with Retry-After, and ${limit} rows.`),
    );
    if (!ok) lastLines(servers);
    return ok;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function main() {
  const submissions = wholeNumberEnv("BENCH_SUBMISSIONS", 1000);
  const connections = wholeNumberEnv("BENCH_CONNECTIONS", 50);
  const limit = wholeNumberEnv("BENCH_RATE_LIMIT", 5);
  const burst = wholeNumberEnv("BENCH_BURST", 4 * limit);
  if (connections < 2) throw new Error("BENCH_CONNECTIONS must be at least 2 (the clients are split across two servers)");
  if (burst <= limit) throw new Error("BENCH_BURST must be larger than BENCH_RATE_LIMIT");
  const buildDir = process.env.BUILD_DIR ?? "build";
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
  let cluster: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
  try {
    const sqlite = await sqliteRun(buildDir, tmp, submissions, connections);
    console.log("Starting a throwaway PostgreSQL cluster (durable commits) …");
    cluster = await startTestPostgres({ durable: true });
    const postgres = await postgresRun(await cluster.createDatabase("bench_load"), buildDir, tmp, submissions, connections);
    console.log("");
    printTable([sqlite, postgres], submissions, connections);
    const shared = await burstRun(await cluster.createDatabase("bench_burst"), buildDir, tmp, limit, burst);

    const ok = sqlite.ok && postgres.ok && shared;
    console.log(
      ok
        ? "\nPASS: every submission was confirmed and stored once on both stores, and the rate limit held across both instances."
        : "\nFAIL: rows stored must equal submissions sent with 0 errors on both stores, and the burst must stop at the shared limit.",
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await cluster?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
