/**
 * `npm run bench:desk`: the desk (/desk) with a year of leads stored, on SQLite and on PostgreSQL (a throwaway
 * cluster), through the production server signed in as an admin:
 *
 *   - the lead list's answer time: page 1, a deep page, a search, a search without a hit, a status filter, a word
 *     found only in messages (the search covers every field), and the same for the inbox of every kind with a date
 *     range in the oldest-first order and the Spam folder, each requested one after the other (after a few warm-ups);
 *     p50, p95 and max per case;
 *   - the CSV export's memory: the server's RSS (VmRSS, sampled every 20 ms) while a quarter of the contact view, then
 *     all of it, is read slowly: streamed, the peak does not grow with the rows. Its rows must equal the list's total.
 *
 *   - the health probes while 50 connections hammer the desk's lists with the production limits (server/desk/load-limit.ts),
 *     from one session and then from ten: /healthz and /readyz every 10 ms on connections of their own.
 *
 * Exits 1 when a list case's p95 exceeds BENCH_DESK_P95_MS, an export's peak RSS exceeds the most the server held before
 * it by more than BENCH_DESK_EXPORT_MB, the probes' p99 under load exceeds BENCH_DESK_PROBE_P99_MS (100 on the reference
 * machine, scaled by this host's speed), or any request fails.
 *
 *   BENCH_DESK_LEADS=100000 BENCH_DESK_REQUESTS=100 BENCH_DESK_P95_MS=100 BENCH_DESK_EXPORT_MB=64 BENCH_DESK_READ_MBPS=2 npm run bench:desk
 */
import autocannon from "autocannon";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { textTable } from "../server/cli/text-table";
import { spawnServer, type SpawnedServer } from "../server/spawn-server";
import { openStore } from "../server/store";
import { startTestPostgres, type TestPostgres } from "../tests/support/test-postgres";
import { percentile, waitForQuietMachine, wholeNumberEnv } from "./lib/bench-stats";
import { REFERENCE_WORKLOAD_MS, hostSlowness } from "./lib/host-speed";
import { startProbes } from "./lib/probe-loop";
import { generateLeads, seedPostgres, seedSqlite, type SeedLead } from "./lib/desk-seed";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ADMIN_EMAIL = "bench-admin@example.com";
const ADMIN_PASSWORD = "bench desk password 2025";
const SEARCH = process.env.BENCH_DESK_Q ?? "ander";
const NO_HIT = "qzxjv-no-such-lead";
// In one seeded sentence of the messages (scripts/lib/desk-seed.ts), in no name or address.
const MESSAGE_WORD = "cloud";
const CONTACTS = "/desk/leads/contact";
const INBOX = "/desk/leads";
// A day `days` before today (UTC), as the inbox's date fields send it.
const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const WARM_UPS = 5;
const SAMPLE_MS = 20;
const MB = 1024 * 1024;
const FALL = 16 * MB;

const quiet = {
  SMTP_URL: undefined,
  LEADS_NOTIFY_TO: undefined,
  LEADS_WEBHOOK_URL: undefined,
  LEADS_WEBHOOK_SECRET: undefined,
  LOG_LEVEL: "warn",
  // The bench signs in as an admin with a password alone; the second step is not what it measures.
  DESK_TWO_FACTOR: "optional",
};

/** Where the leads are: DATABASE_PATH or DATABASE_URL for the server and the CLI. */
type StoreEnv = { DATABASE_PATH: string; DATABASE_URL: string | undefined };

interface ListCase {
  label: string;
  /** After the list's path. */
  query: string;
  /** The contact list unless said: the inbox of every kind is "/desk/leads". */
  path?: string;
}

interface ListResult {
  label: string;
  /** The total the page shows ("Showing 1–50 of 60,123"), 0 for "No leads in this view." */
  total: number;
  /** Sorted, ms. */
  times: number[];
}

interface ExportResult {
  label: string;
  rows: number;
  bytes: number;
  seconds: number;
  /** The most the server had held before the export began (its high-water mark, not a low right after a collection). */
  rssBefore: number;
  rssPeak: number;
  /** How often RSS fell by more than FALL while the export ran. */
  falls: number;
  /** The list page's total for the same view. */
  listTotal: number;
}

interface LoadResult {
  label: string;
  /** Desk answers by status while the probes ran. */
  statuses: Map<number, number>;
  errors: number;
  /** Both probes' latencies, sorted, ms. */
  probes: number[];
  probeFailures: number;
}

interface StoreReport {
  label: string;
  seeded: string;
  lists: ListResult[];
  exports: ExportResult[];
  loads: LoadResult[];
  failures: string[];
}

// ——— Cleaning up, also on Ctrl-C ———

const cleanups: (() => Promise<unknown> | unknown)[] = [];
async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error("cleaning up:", error);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and the cluster …`);
    void cleanUp().finally(() => process.exit(1));
  });
}

// ——— HTTP ———

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** name=value of each Set-Cookie. */
function setCookies(response: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    const eq = pair.indexOf("=");
    if (eq > 0) out.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return out;
}

/** Signs in as the admin the CLI added; returns the Cookie header of the session. */
async function signIn(origin: string): Promise<string> {
  const form = await fetch(`${origin}/desk`, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const html = await form.text();
  const formCookie = setCookies(form).get("__Host-desk-form");
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (form.status !== 200 || !formCookie || !csrf)
    throw new Error(`GET /desk: ${form.status}, no sign-in form with a csrf field and cookie`);
  const answer = await fetch(`${origin}/desk/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `__Host-desk-form=${formCookie}`,
      origin,
      "sec-fetch-site": "same-origin",
    },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, csrf }).toString(),
    signal: AbortSignal.timeout(30_000),
  });
  await answer.arrayBuffer();
  const session = setCookies(answer).get("__Host-desk");
  if (answer.status !== 303 || !session) throw new Error(`POST /desk/sign-in: ${answer.status}, no session cookie`);
  return `__Host-desk=${session}`;
}

function totalOf(html: string): number | undefined {
  if (html.includes("No leads in this view.")) return 0;
  const match = /Showing [\d,]+–[\d,]+ of ([\d,]+)/.exec(html);
  return match ? Number(match[1].replace(/,/g, "")) : undefined;
}

/** One list page: its time (request to last byte) and the total it shows. */
async function listPage(origin: string, cookie: string, query: string, path = CONTACTS): Promise<{ ms: number; total: number }> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}${query}`, {
    headers: { cookie },
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const html = await response.text();
  const ms = performance.now() - started;
  const total = totalOf(html);
  if (response.status !== 200 || total === undefined) throw new Error(`GET ${path}${query}: ${response.status}, no total shown`);
  return { ms, total };
}

async function listCase(origin: string, cookie: string, { label, query, path }: ListCase, requests: number): Promise<ListResult> {
  let total = 0;
  for (let i = 0; i < WARM_UPS; i++) total = (await listPage(origin, cookie, query, path)).total;
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const page = await listPage(origin, cookie, query, path);
    if (page.total !== total) throw new Error(`GET ${path ?? CONTACTS}${query}: the total changed from ${total} to ${page.total}`);
    times.push(page.ms);
  }
  return { label, total, times: times.sort((a, b) => a - b) };
}

// ——— The export's memory ———

function rssOf(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** CSV records (RFC 4180: a line break inside quotes is part of a cell), counted across chunks. */
function csvCounter() {
  let quoted = false;
  let lines = 0;
  return {
    add(bytes: Uint8Array) {
      // '"' and '\n' never occur inside a multi-byte UTF-8 character.
      for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === 0x22) quoted = !quoted;
        else if (b === 0x0a && !quoted) lines++;
      }
    },
    get records() {
      return lines;
    },
  };
}

/** A GET with Node's own client: unlike fetch, whose body stream reads the socket ahead of its reader, it reads only as asked. */
function get(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: 120_000 }, resolve);
    request.once("timeout", () => request.destroy(new Error(`GET ${url}: no answer within 120 s`)));
    request.once("error", reject);
  });
}

/**
 * Reads the export no faster than `bytesPerSecond` (a person's slow connection) while sampling the server's RSS every
 * 20 ms. Uncompressed (`accept-encoding: identity`): a gzipped export is small enough to vanish into the loopback's socket
 * buffers, and the server would never wait for the reader. A server that buffered the export would grow with it; a
 * streamed one waits for the reader, its memory flat.
 */
async function measureExport(
  server: SpawnedServer,
  cookie: string,
  label: string,
  query: string,
  listTotal: number,
  bytesPerSecond: number,
  heldBefore = 0,
): Promise<ExportResult> {
  const pid = server.pid!;
  const rssBefore = Math.max(rssOf(pid), heldBefore);
  let rssPeak = rssBefore;
  // Falls of RSS while the export runs: the garbage collector giving back what the rows took, not rows piling up.
  let high = rssBefore;
  let falls = 0;
  const sampler = setInterval(() => {
    try {
      const rss = rssOf(pid);
      rssPeak = Math.max(rssPeak, rss);
      high = Math.max(high, rss);
      if (rss < high - FALL) {
        falls++;
        high = rss;
      }
    } catch {
      // the server ended: the request fails too
    }
  }, SAMPLE_MS);
  const started = performance.now();
  const url = `${server.url}/desk/leads/contact/export${query}`;
  let response: http.IncomingMessage | undefined;
  try {
    response = await get(url, { cookie, "accept-encoding": "identity" });
    const type = response.headers["content-type"] ?? "";
    if (response.statusCode !== 200 || !type.startsWith("text/csv"))
      throw new Error(`GET ${url}: ${response.statusCode} ${type}, not a CSV`);
    const counter = csvCounter();
    let bytes = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      counter.add(chunk);
      bytes += chunk.length;
      const ahead = (bytes / bytesPerSecond) * 1000 - (performance.now() - started);
      if (ahead > 0) await sleep(ahead);
    }
    if (!response.complete) throw new Error(`GET ${url}: the answer ended early, after ${bytes} bytes`);
    const seconds = (performance.now() - started) / 1000;
    rssPeak = Math.max(rssPeak, rssOf(pid));
    // Less the header line.
    return { label, rows: counter.records - 1, bytes, seconds, rssBefore, rssPeak, falls, listTotal };
  } finally {
    clearInterval(sampler);
    response?.destroy();
  }
}

// ——— One store ———

// ——— The desk hammered, the probes timed ———

const PROBES = ["/healthz", "/readyz"];
const LOAD_CONNECTIONS = 50;
const EXPECTED_UNDER_LOAD = new Set([200, 429, 503]);

/** `connections` connections on the contact list for `seconds`, each request as one of `cookies` in turn. */
async function hammerDesk(origin: string, cookies: string[], seconds: number): Promise<Pick<LoadResult, "statuses" | "errors">> {
  let sent = 0;
  const result = await autocannon({
    url: `${origin}/desk/leads/contact`,
    connections: LOAD_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          const i = sent++;
          // Page 1 and a search, the lists a person opens most.
          const path = i % 2 ? `/desk/leads/contact?q=${encodeURIComponent(SEARCH)}` : "/desk/leads/contact";
          return { ...request, path, headers: { ...request.headers, cookie: cookies[i % cookies.length] } };
        },
      },
    ],
  });
  const statuses = new Map<number, number>();
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses.set(Number(code), count ?? 0);
  return { statuses, errors: result.errors + result.timeouts };
}

/**
 * The desk under 50 connections, with the production limits: from one session, then from ten. The probes, on
 * connections of their own every 10 ms, must stay answered (lib/probe-loop.ts).
 */
async function measureLoad(label: string, env: StoreEnv, buildDir: string, seconds: number): Promise<LoadResult[]> {
  const server = await spawnServer({ ...quiet, ...env, BUILD_DIR: buildDir }, 120_000);
  cleanups.push(() => server.stop());
  try {
    const sessions: string[] = [];
    for (let i = 0; i < 10; i++) sessions.push(await signIn(server.url));
    // A fresh instance compiles its desk pages in the first requests: warmed with the same load, not measured.
    await hammerDesk(server.url, sessions, 2);
    await sleep(1500);
    const results: LoadResult[] = [];
    for (const [name, cookies] of [
      ["one session", sessions.slice(0, 1)],
      ["ten sessions", sessions],
    ] as const) {
      process.stdout.write(`${label}: the desk under ${LOAD_CONNECTIONS} connections from ${name}, probes timed …`);
      const probes = startProbes(server.url, 10, PROBES);
      const load = await hammerDesk(server.url, [...cookies], seconds);
      const probed = await probes.stop();
      const latencies = PROBES.flatMap((p) => probed.latencies[p]).sort((a, b) => a - b);
      const result = {
        label: `desk under load, ${name}`,
        ...load,
        probes: latencies,
        probeFailures: PROBES.reduce((n, p) => n + probed.failures[p], 0),
      };
      results.push(result);
      console.log(` probes p99 ${percentile(latencies, 99).toFixed(1)} ms`);
      // Its allowance refilled before the next.
      await sleep(2000);
    }
    return results;
  } finally {
    await server.stop();
  }
}

function addAdmin(env: StoreEnv) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/desk.ts", "user", "add", "--email", ADMIN_EMAIL, "--role", "admin", "--password-stdin"],
    {
      cwd: root,
      input: `${ADMIN_PASSWORD}\n`,
      stdio: ["pipe", "ignore", "inherit"],
      env: cleanEnv({ ...process.env, ...env }),
    },
  );
}

function cleanEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as NodeJS.ProcessEnv;
}

async function runStore(
  label: string,
  env: StoreEnv,
  seed: () => Promise<void>,
  settings: { buildDir: string; requests: number; bytesPerSecond: number; leads: number; loadSeconds: number },
): Promise<StoreReport> {
  const failures: string[] = [];
  // Migrated by the store itself, then filled directly, then the admin is added as an operator would.
  const store = await openStore({ databasePath: env.DATABASE_PATH, databaseUrl: env.DATABASE_URL });
  await store.close();
  const seedStarted = performance.now();
  await seed();
  const seeded = `${settings.leads.toLocaleString("en-US")} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`;
  addAdmin(env);

  // One request at a time is measured here: the desk's per-session limit would refuse a hundred in a row.
  const server = await spawnServer(
    {
      ...quiet,
      ...env,
      BUILD_DIR: settings.buildDir,
      DESK_RATE_BURST: "1000000",
      DESK_CONCURRENT_REQUESTS: "1000",
      DESK_REQUESTS_PER_SECOND: "1000000",
    },
    120_000,
  );
  cleanups.push(() => server.stop());
  // An export is judged on what it needs beyond the most the server already held: measured from a low taken right after
  // a full collection, PostgreSQL's driver garbage alone made +80–91 MB while the peak stayed where it always was.
  let held = 0;
  const watch = setInterval(() => {
    try {
      held = Math.max(held, rssOf(server.pid!));
    } catch {
      // the server ended: its requests fail too
    }
  }, SAMPLE_MS);
  try {
    const cookie = await signIn(server.url);
    const cases: ListCase[] = [
      { label: "list: page 1", query: "" },
      { label: "list: page 1000", query: "?page=1000" },
      { label: `list: search "${SEARCH}"`, query: `?q=${encodeURIComponent(SEARCH)}` },
      { label: "list: search, no hit", query: `?q=${encodeURIComponent(NO_HIT)}` },
      { label: "list: status spam", query: "?status=spam" },
      // Every field: the word is in messages only.
      { label: `list: search messages "${MESSAGE_WORD}"`, query: `?q=${MESSAGE_WORD}` },
      { label: "inbox: page 1", query: "", path: INBOX },
      { label: "inbox: page 1000", query: "?page=1000", path: INBOX },
      { label: `inbox: search "${MESSAGE_WORD}"`, query: `?q=${MESSAGE_WORD}`, path: INBOX },
      { label: "inbox: search, no hit", query: `?q=${encodeURIComponent(NO_HIT)}`, path: INBOX },
      { label: "inbox: a month, oldest first", query: `?from=${dayBefore(60)}&to=${dayBefore(30)}&sort=oldest`, path: INBOX },
      { label: "inbox: Spam folder", query: "?status=spam", path: INBOX },
    ];
    const lists: ListResult[] = [];
    for (const c of cases) {
      process.stdout.write(`${label}: ${c.label} …`);
      try {
        const result = await listCase(server.url, cookie, c, settings.requests);
        lists.push(result);
        console.log(` p95 ${percentile(result.times, 95).toFixed(1)} ms`);
      } catch (error) {
        console.log(" failed");
        failures.push(`${c.label}: ${(error as Error).message}`);
        lists.push({ label: c.label, total: NaN, times: [] });
      }
    }

    const exports: ExportResult[] = [];
    const all = lists[0].total;
    const quarter = await listPage(server.url, cookie, "?status=read").then(
      (p) => p.total,
      () => NaN,
    );
    // Warm-up (not measured): the export's code and the store's statements.
    await measureExport(server, cookie, "warm-up", "?format=csv&status=spam", NaN, settings.bytesPerSecond).catch((error: Error) =>
      failures.push(`export warm-up: ${error.message}`),
    );
    for (const [name, query, total] of [
      ["¼ (status read)", "?format=csv&status=read", quarter],
      ["all contact leads", "?format=csv", all],
    ] as const) {
      process.stdout.write(`${label}: CSV export, ${name} …`);
      try {
        const result = await measureExport(server, cookie, name, query, total, settings.bytesPerSecond, held);
        held = Math.max(held, result.rssPeak);
        exports.push(result);
        console.log(` ${result.rows} rows, RSS +${((result.rssPeak - result.rssBefore) / MB).toFixed(1)} MB`);
        if (result.rows !== total) failures.push(`export ${name}: ${result.rows} rows, the list shows ${total}`);
      } catch (error) {
        console.log(" failed");
        failures.push(`export ${name}: ${(error as Error).message}`);
      }
    }
    clearInterval(watch);
    await server.stop();
    const loads = await measureLoad(label, env, settings.buildDir, settings.loadSeconds);
    return { label, seeded, lists, exports, loads, failures };
  } catch (error) {
    console.log(server.output().split("\n").slice(-20).join("\n"));
    throw error;
  } finally {
    clearInterval(watch);
    await server.stop();
  }
}

// ——— The table ———

const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "–");
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const count = (n: number) => (Number.isFinite(n) ? n.toLocaleString("en-US") : "–");

/** Prints the table; returns what exceeded a budget or failed, one line each. */
function printTable(reports: StoreReport[], p95Budget: number, exportBudgetMb: number, probeBudget: number): string[] {
  const body: string[][] = [["leads stored (seeding)", ...reports.map((r) => r.seeded)]];
  const problems = reports.flatMap((r) => r.failures.map((f) => `${r.label}, ${f}`));
  for (const [i, c] of reports[0].lists.entries()) {
    body.push([
      `${c.label}: p50 / p95 / max`,
      ...reports.map((r) => {
        const { times, total } = r.lists[i];
        const p95 = percentile(times, 95);
        if (times.length && !(p95 <= p95Budget))
          problems.push(`${r.label}, ${c.label}: p95 ${ms(p95)} ms > ${p95Budget} ms (BENCH_DESK_P95_MS)`);
        return times.length
          ? `${ms(percentile(times, 50))} / ${ms(p95)} / ${ms(times.at(-1)!)} ms${p95 > p95Budget ? " SLOW" : ""} (${count(total)} leads)`
          : "failed";
      }),
    ]);
  }
  const names = [...new Set(reports.flatMap((r) => r.exports.map((e) => e.label)))];
  for (const name of names) {
    const of = (r: StoreReport) => r.exports.find((e) => e.label === name);
    body.push([
      `CSV export, ${name}`,
      ...reports.map((r) => {
        const e = of(r);
        return e ? `${count(e.rows)} rows, ${mb(e.bytes)} in ${e.seconds.toFixed(2)} s` : "failed";
      }),
    ]);
    body.push([
      `  server RSS held before → peak (growth, falls > ${FALL / MB} MB)`,
      ...reports.map((r) => {
        const e = of(r);
        if (!e) return "–";
        const growth = e.rssPeak - e.rssBefore;
        if (growth > exportBudgetMb * MB)
          problems.push(`${r.label}, CSV export, ${name}: server RSS +${mb(growth)} > ${exportBudgetMb} MB (BENCH_DESK_EXPORT_MB)`);
        const falls = e.falls ? `, fell back ${e.falls}×` : "";
        return `${mb(e.rssBefore)} → ${mb(e.rssPeak)} (+${mb(growth)}${falls})${growth > exportBudgetMb * MB ? " TOO MUCH" : ""}`;
      }),
    ]);
  }
  body.push([
    "export rows = list's total",
    ...reports.map((r) =>
      r.exports.length && r.exports.every((e) => e.rows === e.listTotal)
        ? `yes (${r.exports.map((e) => count(e.rows)).join(", ")})`
        : `NO (${r.exports.map((e) => `${count(e.rows)} vs ${count(e.listTotal)}`).join(", ")})`,
    ),
  ]);
  for (const [i, load] of reports[0].loads.entries()) {
    const of = (r: StoreReport) => r.loads[i];
    body.push([
      `${load.label}: 200 / 429 / 503`,
      ...reports.map((r) => {
        const l = of(r);
        const other = [...l.statuses.entries()].filter(([code]) => !EXPECTED_UNDER_LOAD.has(code));
        if (other.length || l.errors)
          problems.push(
            `${r.label}, ${l.label}: ${other.map(([c, n]) => `${n}× ${c}`).join(", ") || "no other status"}, ${l.errors} errors`,
          );
        const n = (code: number) => count(l.statuses.get(code) ?? 0);
        return `${n(200)} / ${n(429)} / ${n(503)}${other.length || l.errors ? ` + ${l.errors} errors, other statuses` : ""}`;
      }),
    ]);
    body.push([
      `  /healthz, /readyz: p50 / p99 / max`,
      ...reports.map((r) => {
        const l = of(r);
        const p99 = percentile(l.probes, 99);
        if (!(p99 <= probeBudget)) problems.push(`${r.label}, ${l.label}: the probes' p99 ${ms(p99)} ms > ${probeBudget} ms`);
        if (l.probeFailures) problems.push(`${r.label}, ${l.label}: ${l.probeFailures} probes failed`);
        return `${ms(percentile(l.probes, 50))} / ${ms(p99)} / ${ms(l.probes.at(-1) ?? NaN)} ms (${l.probes.length} probes${l.probeFailures ? `, ${l.probeFailures} FAILED` : ""})${p99 > probeBudget ? " SLOW" : ""}`;
      }),
    ]);
  }
  body.push(["failed requests", ...reports.map((r) => String(r.failures.length))]);
  console.log(textTable(["", ...reports.map((r) => r.label)], body).join("\n"));
  return problems;
}

// ——— Main ———

async function main() {
  const leads = wholeNumberEnv("BENCH_DESK_LEADS", 100_000);
  const requests = wholeNumberEnv("BENCH_DESK_REQUESTS", 100);
  const p95Budget = wholeNumberEnv("BENCH_DESK_P95_MS", 100);
  const exportBudgetMb = wholeNumberEnv("BENCH_DESK_EXPORT_MB", 64);
  const bytesPerSecond = wholeNumberEnv("BENCH_DESK_READ_MBPS", 2) * MB;
  const loadSeconds = wholeNumberEnv("BENCH_DESK_LOAD_SECONDS", 5);
  const referenceProbeMs = wholeNumberEnv("BENCH_DESK_PROBE_P99_MS", 100);
  const buildDir = process.env.BUILD_DIR ?? "build";
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-desk-"));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const rows: SeedLead[] = generateLeads(leads);
  const settings = { buildDir, requests, bytesPerSecond, leads, loadSeconds };
  // The probes' budget holds on the reference machine; a host that runs the same workload slower gets as much more time.
  const quiet = await waitForQuietMachine();
  const host = await hostSlowness();
  const probeBudget = Math.round(referenceProbeMs * host.factor * 10) / 10;
  console.log(
    `Waited ${quiet.waited.toFixed(0)} s for a quiet machine. Host workload ${host.hostMs.toFixed(2)} ms (reference ${REFERENCE_WORKLOAD_MS} ms): ` +
      `${host.factor.toFixed(2)}× slower, the probes' budget under load ${referenceProbeMs} ms × ${host.factor.toFixed(2)} = ${probeBudget} ms at p99.`,
  );
  console.log(
    `${count(leads)} leads (${count(rows.filter((l) => l.kind === "contact").length)} contact), ${requests} requests per list case, ` +
      `exports read at ${bytesPerSecond / MB} MB/s, server RSS sampled every ${SAMPLE_MS} ms.`,
  );

  const sqlitePath = path.join(tmp, "leads.sqlite");
  const sqlite = await runStore(
    "SQLite",
    { DATABASE_PATH: sqlitePath, DATABASE_URL: undefined },
    async () => seedSqlite(sqlitePath, rows),
    settings,
  );

  console.log("Starting a throwaway PostgreSQL cluster …");
  const cluster: TestPostgres = await startTestPostgres({ durable: true });
  cleanups.push(() => cluster.stop());
  const databaseUrl = await cluster.createDatabase("bench_desk");
  const postgres = await runStore(
    "PostgreSQL",
    { DATABASE_PATH: path.join(tmp, "unused.sqlite"), DATABASE_URL: databaseUrl },
    () => seedPostgres(databaseUrl, rows),
    settings,
  );

  console.log("");
  const problems = printTable([sqlite, postgres], p95Budget, exportBudgetMb, probeBudget);
  if (problems.length) {
    console.log(`\nFAIL:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nPASS: every list case answered with p95 ≤ ${p95Budget} ms; the exports stayed within +${exportBudgetMb} MB of RSS and matched the list; ` +
        `under ${LOAD_CONNECTIONS} connections on the desk the probes answered with p99 ≤ ${probeBudget} ms.`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
