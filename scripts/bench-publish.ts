/**
 * `npm run bench:publish`: how soon a content publish is live on a running production server, and what visitors feel
 * meanwhile (docs/decisions/0033-content-at-render.md). Against the build, on a store of its own, SQLite and then
 * PostgreSQL (a throwaway cluster):
 *   1. a whole-site publish (the company's e-mail address, on every page in every language): stored → served;
 *   2. one-entry publishes (the Basic plan's price) × BENCH_PUBLISHES (8): stored → served, p50 and p95;
 *   3. 50 connections reading the prerendered pages for 20 s while publishes run back to back: no error, every page whole,
 *      none older than a revision the server already served, and p99 against the same load with no publish.
 * "Served" is the home page answering with the revision (X-Content-Revision), polled every 20 ms; the server looks
 * for new revisions every CONTENT_POLL_MS (1 s), as in production. Exits 1 on a missed budget or any error.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContentFolder } from "../server/content-files";
import { htmlFiles, pagePath } from "../server/built-pages";
import { openStore } from "../server/store";
import type { ContentFiles } from "../server/store/content-types";
import { contentRoot } from "../app/content/files/source";
import { ensureBuild, startServer } from "./lib/serve";
import { median } from "./lib/bench-stats";
import { startTestPostgres } from "../tests/support/test-postgres";

const BUDGET = { oneEntryP50Ms: 5_000, wholeSiteMs: 30_000, p99UnderPublish: 2 };
const publishes = Number(process.env.BENCH_PUBLISHES ?? 8);
const LOADED_SECONDS = 20;
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = path.join(buildDir, "client");

ensureBuild();
const pagePaths = [...htmlFiles(clientDir)].map((file) => pagePath(clientDir, file)).sort();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-publish-"));
const databasePath = path.join(dir, "leads.sqlite");
const seed = readContentFolder(contentRoot());

const withJson = (files: ContentFiles, file: string, change: (value: Record<string, unknown>) => void): ContentFiles => {
  const value = JSON.parse(files[file]!) as Record<string, unknown>;
  change(value);
  return { ...files, [file]: JSON.stringify(value, null, 2) + "\n" };
};

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!;

let failures = 0;
const rows: [string, string, string, string][] = [];
function record(what: string, value: string, budget: string, ok: boolean) {
  rows.push([what, value, budget, ok ? "ok" : "MISSED"]);
  if (!ok) failures++;
}

/** One pass against a store: SQLite (a file of its own) or PostgreSQL (a database of its own). */
async function pass(label: string, where: { DATABASE_PATH: string } | { DATABASE_URL: string }, port: number): Promise<void> {
  // Warnings and errors only (LOG_LEVEL=warn): a publish that fails says so.
  const server = await startServer(port, { DATABASE_PATH: databasePath, ...where });
  const store = await openStore("DATABASE_URL" in where ? { databasePath, databaseUrl: where.DATABASE_URL } : { databasePath });
  const row = (what: string, value: string, budget: string, ok: boolean) => record(`${label}: ${what}`, value, budget, ok);
  try {
    async function servedRevision(): Promise<number> {
      const response = await fetch(server.origin + "/", { method: "HEAD" });
      return Number(response.headers.get("x-content-revision"));
    }

    /** Stores `files` as the next revision and waits until the server serves it; ms from the save to then. */
    async function publish(files: ContentFiles, message: string): Promise<{ id: number; ms: number }> {
      const basedOn = await store.content.latestRevision();
      const started = performance.now();
      const saved = await store.content.saveRevision({ files, actor: "bench", source: "import", message, basedOn });
      if (saved.outcome !== "saved") throw new Error(`revision not stored: ${saved.outcome}`);
      while ((await servedRevision()) < saved.id) {
        if (performance.now() - started > 60_000) throw new Error(`revision ${saved.id} not served within 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return { id: saved.id, ms: performance.now() - started };
    }

    let latest = (await store.content.revision(await store.content.latestRevision()))!.files;

    // 1. Every page reads the site's settings: all of them are rendered again.
    latest = withJson(latest, "settings/en/site.json", (site) => (site.email = "team@nexora.example"));
    const whole = await publish(latest, "every page");
    row(
      "whole-site publish, stored → served",
      `${(whole.ms / 1000).toFixed(2)} s`,
      `≤ ${BUDGET.wholeSiteMs / 1000} s`,
      whole.ms <= BUDGET.wholeSiteMs,
    );

    // 2. One entry: the pages that show pricing, in three languages.
    const times: number[] = [];
    for (let i = 0; i < publishes; i++) {
      latest = withJson(latest, "pricing/en/basic.json", (plan) => (plan.price = 10 + i));
      times.push((await publish(latest, `price ${10 + i}`)).ms);
    }
    const p50 = median(times);
    row(
      `one-entry publish p50 (${publishes})`,
      `${(p50 / 1000).toFixed(2)} s`,
      `≤ ${BUDGET.oneEntryP50Ms / 1000} s`,
      p50 <= BUDGET.oneEntryP50Ms,
    );
    rows.push([`${label}: one-entry publish p95`, `${(quantile(times, 0.95) / 1000).toFixed(2)} s`, "", ""]);

    // 3. Readers during publishes, against the same readers with none.
    const load = (seconds: number) =>
      autocannon({
        url: server.origin,
        connections: 50,
        duration: seconds,
        headers: { "accept-encoding": "gzip" },
        requests: pagePaths.map((p) => ({ method: "GET", path: p })),
      });
    const idle = await load(8);
    let checked = 0;
    let stale = 0;
    const failedReads: string[] = [];
    let broken = 0;
    let reading = true;
    // A visitor who reads on: every page whole, none from a revision older than one already served to it.
    const reader = (async () => {
      let seen = 0;
      for (let i = 0; reading; i++) {
        let response: Response;
        let body: string;
        try {
          response = await fetch(server.origin + pagePaths[i % pagePaths.length]!);
          body = await response.text();
        } catch (error) {
          failedReads.push(String(error));
          continue;
        }
        const revision = Number(response.headers.get("x-content-revision"));
        if (response.status !== 200 || !body.trimEnd().endsWith("</html>")) broken++;
        if (revision < seen) stale++;
        seen = Math.max(seen, revision);
        checked++;
      }
    })();
    // Publishes back to back for as long as the readers read (ten at least), so the whole load meets publishes.
    let loadDone = false;
    const busy = Promise.resolve(load(LOADED_SECONDS)).finally(() => (loadDone = true));
    const during: number[] = [];
    for (let i = 0; i < 10 || !loadDone; i++) {
      latest = withJson(latest, "pricing/en/basic.json", (plan) => (plan.price = 30 + i));
      during.push((await publish(latest, `under load ${i}`)).ms);
    }
    const loaded = await busy;
    reading = false;
    await reader;
    const errors = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
    row("errors while publishing (50 connections)", String(errors(loaded)), "0", errors(loaded) === 0 && errors(idle) === 0);
    row("pages cut short or older than one served", `${broken + stale} of ${checked}`, "0", broken + stale === 0 && checked > 0);
    row("a reader's failed requests", String(failedReads.length), "0", failedReads.length === 0);
    if (failedReads.length) console.error(`${label}: a reader's failed requests: ${[...new Set(failedReads)].join("; ")}`);
    const ratio = loaded.latency.p99 / Math.max(1, idle.latency.p99);
    row(
      "page p99 while publishing / idle",
      `${loaded.latency.p99} / ${idle.latency.p99} ms = ${ratio.toFixed(2)}×`,
      `≤ ${BUDGET.p99UnderPublish}×`,
      ratio <= BUDGET.p99UnderPublish,
    );
    rows.push([`${label}: ${during.length} publishes under load, stored → served p50`, `${(median(during) / 1000).toFixed(2)} s`, "", ""]);
  } finally {
    await store.close();
    await server.stop();
  }
}

let cluster: Awaited<ReturnType<typeof startTestPostgres>> | undefined;
try {
  await pass("SQLite", { DATABASE_PATH: databasePath }, Number(process.env.BENCH_PORT ?? 3960));
  cluster = await startTestPostgres();
  await pass("PostgreSQL", { DATABASE_URL: await cluster.createDatabase() }, Number(process.env.BENCH_PORT ?? 3960) + 1);
} catch (error) {
  console.error(error);
  failures++;
} finally {
  await cluster?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...[["measure", "value", "budget", ""], ...rows].map((r) => r[i].length)));
const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
console.log(["", line(["measure", "value", "budget", ""]), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n"));
console.log(`\nbench:publish: ${seed ? Object.keys(seed).length : 0} content files, ${pagePaths.length} pages`);
process.exit(failures ? 1 : 0);
