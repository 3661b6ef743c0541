/**
 * `npm run bench:forms`: load test of the lead forms on the production server.
 *
 * Builds if there is no build (BUILD_DIR, default build/), starts server.ts on a free
 * loopback port with a throwaway database and the per-visitor rate limit raised
 * (FORM_RATE_LIMIT), fires valid contact-form posts (as a browser without JavaScript sends
 * them) from concurrent clients, then stops the server and counts the stored rows.
 * Fails unless every post was answered with the confirmation redirect and stored once.
 *
 *   BENCH_SUBMISSIONS=1000 BENCH_CONNECTIONS=50 npm run bench:forms
 */
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnServer } from "../server/spawn-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function positiveInt(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** A valid contact form post, unique per request so every one must become its own row. */
function submission(n: number, runId: string): string {
  return new URLSearchParams({
    kind: "contact",
    formId: "contact-form-bench",
    startedAt: String(Date.now() - 10_000),
    fax_number: "",
    firstName: "Bench",
    lastName: `Client ${n}`,
    email: `bench-${runId}-${n}@example.com`,
    phone: "+1 555 0100",
    subject: "Load test",
    message: `Submission ${n} of the forms benchmark.\r\nGrüße, 👋`,
  }).toString();
}

async function main() {
  const submissions = positiveInt("BENCH_SUBMISSIONS", 1000);
  const connections = positiveInt("BENCH_CONNECTIONS", 50);
  const buildDir = process.env.BUILD_DIR ?? "build";
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "inherit", env: { ...process.env, BUILD_DIR: buildDir } });

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bench-forms-"));
  const databasePath = path.join(tmp, "leads.sqlite");
  const server = await spawnServer({
    BUILD_DIR: buildDir,
    DATABASE_PATH: databasePath,
    // One client address sends everything: lift the per-visitor limit for the benchmark only.
    FORM_RATE_LIMIT: String(submissions * 2),
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
  });
  const { url } = server;

  try {
    const runId = Date.now().toString(36);
    let next = 0;
    const statuses = new Map<number, number>();
    console.log(`Sending ${submissions} contact-form posts from ${connections} concurrent clients to ${url}/contact …`);
    const result = await autocannon({
      url: `${url}/contact`,
      connections,
      amount: submissions,
      timeout: 30,
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "sec-fetch-site": "same-origin" },
          setupRequest: (request) => ({ ...request, body: submission(next++, runId) }),
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });

    const code = await server.stop("SIGTERM");
    const db = new Database(databasePath, { readonly: true });
    const rows = db.prepare("SELECT count(*) FROM leads WHERE email LIKE ?").pluck().get(`bench-${runId}-%`) as number;
    const distinct = db.prepare("SELECT count(DISTINCT email) FROM leads").pluck().get() as number;
    db.close();

    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    const confirmed = statuses.get(303) ?? 0;
    const errors = result.errors + result.timeouts + (answered - confirmed) + (submissions - answered);
    const throughput = answered / result.duration;
    const report = [
      ["submissions sent", String(submissions)],
      ["concurrent clients", String(connections)],
      ["duration", `${result.duration.toFixed(2)} s`],
      ["throughput", `${throughput.toFixed(1)} submissions/s`],
      ["latency p50", `${result.latency.p50} ms`],
      ["latency p99", `${result.latency.p99} ms`],
      ["latency max", `${result.latency.max} ms`],
      ["answers", [...statuses].map(([s, n]) => `${n}× ${s}`).join(", ") || "none"],
      ["errors", String(errors)],
      ["rows stored", `${rows} (${distinct} distinct e-mails)`],
      ["server exit on SIGTERM", String(code)],
    ];
    const width = Math.max(...report.map(([k]) => k.length));
    console.log(report.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join("\n"));

    const ok = rows === submissions && distinct === submissions && errors === 0 && code === 0;
    console.log(ok ? "PASS: every submission was confirmed and stored once." : "FAIL: rows stored must equal submissions sent, with 0 errors.");
    if (!ok) {
      console.log(server.output().split("\n").slice(-20).join("\n"));
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
