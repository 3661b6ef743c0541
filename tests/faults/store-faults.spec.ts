/**
 * The lead store's faults against the real production server (server.ts), in the middle of a
 * burst of form posts (without JavaScript: 303 to ?sent= is the promise that a lead is kept):
 *
 * - PostgreSQL stopped, crashed (every process of the cluster SIGKILLed) and frozen
 *   (SIGSTOP/SIGCONT), then back;
 * - SQLite on a volume that turns read-only (an ext4 image with errors=remount-ro and an
 *   injected error, as the kernel does on a failing disk), on a full disk (a tmpfs with a size
 *   limit), with its WAL index truncated by another program, and started on a read-only folder
 *   or an unwritable file.
 *
 * Every time: each acknowledged post is stored exactly once, everyone else gets 503 with
 * their values in the page, /readyz goes 503 while the store cannot write and back to 200
 * when it can (without a restart, where the store can come back), every log line is JSON.
 * The mounts need root (CI runs as root). Each scenario prints a row of the fault table.
 */
import { test, expect } from "@playwright/test";
import { Sqlite as Database } from "../../server/store/sqlite-driver";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startTestPostgres, type TestPostgres } from "../support/test-postgres";
import { runServerToExit, spawnServer, type SpawnedServer } from "../../server/spawn-server";
import { formPost, jsonPost, type FormsServer } from "../e2e/forms-support";

test.describe.configure({ mode: "serial" });

/** The server's settings for every scenario: no rate limit to speak of, no time trap, no mail. */
const BASE_ENV = {
  BUILD_DIR: process.env.BUILD_DIR ?? "build",
  FORM_RATE_LIMIT: "1000000",
  FORM_MIN_FILL_MS: "0",
  SMTP_URL: undefined,
  LEADS_NOTIFY_TO: undefined,
  LEADS_WEBHOOK_URL: undefined,
  LEADS_WEBHOOK_SECRET: undefined,
  DATABASE_URL: undefined,
};

/**
 * With the default PostgreSQL timeouts (server/config.ts) a post waits at most about connect +
 * query + grace (5.5 s), plus slack for a busy machine; without them, as long as the database
 * is gone (the freeze below lasts longer than this).
 */
const PG_WAIT_BOUND_MS = 2_000 + 3_000 + 500 + 4_000;

interface Outcome {
  email: string;
  message: string;
  /** 303 also stands for the island's 200 {"ok":true}. */
  status: number;
  ms: number;
  /** When it was sent, ms after the test's clock started (to place it against the fault). */
  sentAt: number;
  /** 303: where it went. */
  location?: string;
  /** 503: whether the page has the visitor's e-mail and message back in the form. */
  keptValues?: boolean;
}

/** The test's clock: posts and faults are placed on it (marks are printed when a post is too slow). */
const clock = { zero: performance.now(), marks: [] as string[] };
function mark(what: string) {
  clock.marks.push(`${what} at +${Math.round(performance.now() - clock.zero)} ms`);
}

/** The id of the contact page's form, as a browser sends it back (the answer goes into that form). */
const formIds = new Map<string, Promise<string>>();
function contactFormId(server: SpawnedServer): Promise<string> {
  if (!formIds.has(server.url)) {
    formIds.set(
      server.url,
      fetch(`${server.url}/contact`).then(async (res) => /<form[^>]*id="(contact-form[^"]*)"/.exec(await res.text())![1]),
    );
  }
  return formIds.get(server.url)!;
}

/**
 * One contact-form post: two in three as a browser without JavaScript sends it (303 to
 * ?sent= is the acknowledgement, a 503 page has the values back in the form), every third as
 * the form's island sends it (200 {"ok":true}; a 503 answer has the values in its JSON).
 */
async function postOnce(server: SpawnedServer, tag: string, i: number): Promise<Outcome> {
  const email = `${tag}.${i}@example.com`;
  const message = `Fault test ${tag} number ${i}`;
  const formId = await contactFormId(server);
  const fields = { kind: "contact", formId, firstName: "Fault", email, message };
  const start = performance.now();
  const withScript = i % 3 === 2;
  const res = await (withScript ? jsonPost : formPost)({ url: server.url } as FormsServer, "/contact", fields);
  const outcome: Outcome = { email, message, status: res.status, ms: performance.now() - start, sentAt: start - clock.zero };
  const body = await res.text();
  if (withScript) {
    const answer = JSON.parse(body) as { ok: boolean; values?: Record<string, string> };
    // The island's acknowledgement, counted as the page's is.
    if (res.status === 200 && answer.ok) outcome.status = 303;
    outcome.location = answer.ok ? "?sent=contact" : undefined;
    if (res.status === 503) outcome.keptValues = answer.values?.email === email && answer.values?.message === message;
    return outcome;
  }
  if (res.status === 303) outcome.location = res.headers.get("location") ?? "";
  if (res.status === 503) outcome.keptValues = body.includes(`value="${email}"`) && body.includes(message);
  return outcome;
}

/**
 * Posts from `clients` concurrent visitors until `during` resolves (it brings the fault and
 * takes it away); returns every outcome. `during` may run a step `between` posts: no visitor
 * starts one until it is done, and those already sent are answered first.
 */
async function burst(
  server: SpawnedServer,
  tag: string,
  during: (outcomes: Outcome[], between: (step: () => void) => Promise<void>) => Promise<void>,
  clients = 6,
) {
  const outcomes: Outcome[] = [];
  let next = 0;
  let done = false;
  let inFlight = 0;
  let held: Promise<void> | undefined;
  const client = async () => {
    while (!done) {
      if (held) {
        await held;
        continue;
      }
      inFlight++;
      try {
        outcomes.push(await postOnce(server, tag, next++));
      } finally {
        inFlight--;
      }
    }
  };
  const between = async (step: () => void) => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    try {
      await expect.poll(() => inFlight, { timeout: 20_000 }).toBe(0);
      step();
    } finally {
      held = undefined;
      release();
    }
  };
  const running = Array.from({ length: clients }, client);
  try {
    await during(outcomes, between);
  } finally {
    done = true;
    await Promise.all(running);
  }
  return outcomes;
}

/** Polls /readyz until it answers `status`; returns the ms it took. */
async function readyzBecomes(server: SpawnedServer, status: number, timeoutMs = 20_000): Promise<number> {
  const start = performance.now();
  let last = 0;
  while (performance.now() - start < timeoutMs) {
    last = (await fetch(`${server.url}/readyz`)).status;
    if (last === status) return Math.round(performance.now() - start);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/readyz still answers ${last}, not ${status}, after ${timeoutMs} ms`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `n` more posts have been answered with `status`. */
async function answered(outcomes: Outcome[], status: number, n: number, timeoutMs = 20_000) {
  const target = outcomes.filter((o) => o.status === status).length + n;
  await expect.poll(() => outcomes.filter((o) => o.status === status).length, { timeout: timeoutMs }).toBeGreaterThanOrEqual(target);
}

/** The promises kept: each acknowledged post stored once, the others told to retry with their values; nothing else. */
function checkPromises(outcomes: Outcome[], storedEmails: string[], { maxMs }: { maxMs?: number } = {}) {
  const acknowledged = outcomes.filter((o) => o.status === 303);
  const refused = outcomes.filter((o) => o.status === 503);
  expect(outcomes.filter((o) => o.status !== 303 && o.status !== 503).map((o) => o.status)).toEqual([]);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);
  expect(acknowledged.every((o) => o.location?.includes("?sent=contact"))).toBe(true);
  expect(refused.filter((o) => !o.keptValues).map((o) => o.email)).toEqual([]);
  const counts = new Map<string, number>();
  for (const email of storedEmails) counts.set(email, (counts.get(email) ?? 0) + 1);
  expect(acknowledged.filter((o) => counts.get(o.email) !== 1).map((o) => `${o.email}: ${counts.get(o.email) ?? 0}`)).toEqual([]);
  expect([...counts].filter(([, n]) => n > 1)).toEqual([]);
  // A refused post may have been committed just before its connection was lost (the answer to
  // COMMIT never came): stored at most once, never twice.
  if (maxMs !== undefined) {
    const slow = outcomes
      .filter((o) => o.ms >= maxMs)
      .map((o) => `${o.email}: ${o.status} after ${Math.round(o.ms)} ms (sent at +${Math.round(o.sentAt)} ms)`);
    expect(slow, clock.marks.join(", ")).toEqual([]);
  }
  return {
    acknowledged: acknowledged.length,
    refused: refused.length,
    refusedButStored: refused.filter((o) => counts.has(o.email)).length,
  };
}

/** Every line the server printed is a JSON log line; returns them. */
function jsonLog(server: SpawnedServer | { output(): string }) {
  const lines = server.output().split("\n").filter(Boolean);
  const notJson = lines.filter((line) => {
    try {
      JSON.parse(line);
      return false;
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The messages of the log's warnings and errors, each once, without the request lines. */
function faultMessages(log: Record<string, unknown>[]): string[] {
  const lines = log.filter((l) => (l.level === "error" || l.level === "warn" || l.level === "fatal") && l.msg !== "request failed");
  return [
    ...new Set(
      lines.map(
        (l) =>
          `${l.level}: ${String(l.msg).slice(0, 90)}${l.err ? ` (${String((l.err as { message?: string }).message).slice(0, 90)})` : ""}`,
      ),
    ),
  ];
}

/** One row of the fault table (printed; the lead's note collects them). */
function row(
  fault: string,
  store: string,
  outcome: ReturnType<typeof checkPromises>,
  outcomes: Outcome[],
  readyz: string,
  recovered: string,
  log: string[],
) {
  const maxMs = Math.round(Math.max(...outcomes.map((o) => o.ms)));
  console.log(
    `FAULT-TABLE | ${fault} | ${store} | ${outcome.acknowledged} × 303 (stored once each), ${outcome.refused} × 503 with values kept` +
      `${outcome.refusedButStored ? ` (${outcome.refusedButStored} of them committed before the answer was lost)` : ""}, slowest ${maxMs} ms | ${readyz} | ${recovered} | ${log.slice(0, 3).join("; ")} |`,
  );
}

// ---- PostgreSQL -------------------------------------------------------------------------------

test.describe("PostgreSQL", () => {
  let cluster: TestPostgres;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cluster = await startTestPostgres({ durable: true });
  });
  test.afterAll(async () => {
    await cluster?.stop();
  });

  async function storedEmails(url: string): Promise<string[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ email: string }>("SELECT email FROM leads")).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  }

  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of cluster.processes()) process.kill(pid, signal);
  };

  const scenarios: { fault: string; tag: string; bring: () => Promise<void>; takeAway: () => Promise<void>; holdMs: number }[] = [
    {
      fault: "stopped (pg_ctl stop -m fast)",
      tag: "pgstop",
      bring: () => cluster.halt(),
      takeAway: () => cluster.restart(),
      holdMs: 3_000,
    },
    {
      fault: "crashed (SIGKILL of the postmaster and every backend)",
      tag: "pgcrash",
      bring: async () => signalAll("SIGKILL"),
      takeAway: () => cluster.restart(),
      holdMs: 3_000,
    },
    {
      fault: "frozen (SIGSTOP of every process, 12 s, then SIGCONT)",
      tag: "pgfreeze",
      bring: async () => signalAll("SIGSTOP"),
      takeAway: async () => signalAll("SIGCONT"),
      holdMs: 12_000,
    },
  ];

  for (const { fault, tag, bring, takeAway, holdMs } of scenarios) {
    test(`${fault} in the middle of a burst: acknowledged posts stored once, the rest 503 with their values, /readyz 503 and back`, async () => {
      test.setTimeout(120_000);
      const url = await cluster.createDatabase();
      const server = await spawnServer({ ...BASE_ENV, DATABASE_URL: url });
      let toReady503 = 0;
      let toReady200 = 0;
      try {
        const outcomes = await burst(server, tag, async (outcomes) => {
          await answered(outcomes, 303, 20);
          mark("fault");
          await bring();
          toReady503 = await readyzBecomes(server, 503);
          mark("readyz 503");
          await answered(outcomes, 503, 6, holdMs + 10_000);
          await sleep(holdMs);
          mark("recovery");
          await takeAway();
          mark("database back");
          toReady200 = await readyzBecomes(server, 200, 30_000);
          mark("readyz 200");
          await answered(outcomes, 303, 20);
        });
        const stored = await storedEmails(url);
        const result = checkPromises(outcomes, stored, { maxMs: PG_WAIT_BOUND_MS });
        const log = jsonLog(server);
        expect(log.some((l) => l.level === "error" && l.msg === "lead storage failed")).toBe(true);
        expect(log.some((l) => l.level === "warn" && l.msg === "not ready")).toBe(true);
        row(
          fault,
          "PostgreSQL",
          result,
          outcomes,
          `503 after ${toReady503} ms; 200 again ${toReady200} ms after the database came back`,
          "yes, without a restart",
          faultMessages(log),
        );
      } finally {
        await server.stop();
      }
    });
  }
});

// ---- SQLite -----------------------------------------------------------------------------------

/** Runs a command (mount, umount, mkfs…) and returns its output. */
const sh = (command: string, args: string[]) => execFileSync(command, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

function needRoot() {
  if (process.getuid?.() !== 0)
    throw new Error(
      "The SQLite fault tests mount file systems (tmpfs, an ext4 image, a read-only bind mount): run them as root, as CI does.",
    );
}

function storedSqlite(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT email FROM leads").all() as { email: string }[]).map((r) => r.email);
  } finally {
    db.close();
  }
}

test.describe("SQLite", () => {
  const cleanups: (() => void)[] = [];
  test.beforeAll(needRoot);
  test.afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        cleanup();
      } catch (error) {
        console.error(error);
      }
    }
  });
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  test("a volume that turns read-only while the server runs: 503 with the values, /readyz 503, no crash; after the volume is repaired and a restart, every acknowledged post is there", async () => {
    test.setTimeout(120_000);
    const dir = tempDir("faults-ro-volume-");
    const image = path.join(dir, "volume.ext4");
    const mountPoint = path.join(dir, "data");
    fs.mkdirSync(mountPoint);
    fs.writeFileSync(image, "");
    fs.truncateSync(image, 32 * 1024 * 1024);
    sh("mkfs.ext4", ["-q", "-F", image]);
    sh("mount", ["-o", "loop,errors=remount-ro", image, mountPoint]);
    cleanups.push(() => sh("umount", [mountPoint]));
    const device = path.basename(sh("findmnt", ["-n", "-o", "SOURCE", mountPoint]).trim());
    const trigger = `/sys/fs/ext4/${device}/trigger_fs_error`;
    if (!fs.existsSync(trigger))
      throw new Error(`${trigger} is missing: this kernel cannot inject an ext4 error, which is how this test turns the volume read-only`);
    const databasePath = path.join(mountPoint, "leads.sqlite");

    const server = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    let toReady503 = 0;
    let outcomes: Outcome[] = [];
    try {
      outcomes = await burst(server, "rovolume", async (outcomes) => {
        await answered(outcomes, 303, 20);
        // What the kernel does when the disk under ext4 fails: the file system goes read-only.
        fs.writeFileSync(trigger, "1");
        toReady503 = await readyzBecomes(server, 503);
        await answered(outcomes, 503, 10);
      });
      // Still running, still refusing, still not ready: a read-only volume does not come back by itself.
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      expect((await postOnce(server, "rovolume-after", 0)).status).toBe(503);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const log = jsonLog(server);
    expect(log.some((l) => l.level === "error" && l.msg === "lead storage failed")).toBe(true);

    // The operator repairs the volume and restarts the server.
    sh("umount", [mountPoint]);
    // e2fsck: 0 clean, 1 errors corrected (the injected one), 2 corrected and a reboot advised.
    expect(spawnSync("e2fsck", ["-f", "-y", image], { stdio: "ignore" }).status).toBeLessThanOrEqual(2);
    sh("mount", ["-o", "loop,errors=remount-ro", image, mountPoint]);
    const again = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    try {
      expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    } finally {
      await again.stop();
    }
    const result = checkPromises(outcomes, storedSqlite(databasePath));
    row(
      "volume turns read-only (ext4 error → remount-ro)",
      "SQLite",
      result,
      outcomes,
      `503 after ${toReady503} ms, until restarted`,
      "after the volume is repaired and the server restarted",
      faultMessages(log),
    );
  });

  test("a full disk while the server runs: 503 with the values and /readyz 503 while full; 200 and 303 again once there is room, without a restart", async () => {
    test.setTimeout(120_000);
    const dir = tempDir("faults-full-disk-");
    sh("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", dir]);
    cleanups.push(() => sh("umount", [dir]));
    const databasePath = path.join(dir, "leads.sqlite");
    const filler = path.join(dir, "filler");
    const server = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    let toReady503 = 0;
    let toReady200 = 0;
    let outcomes: Outcome[] = [];
    try {
      outcomes = await burst(server, "fulldisk", async (outcomes) => {
        await answered(outcomes, 303, 20);
        // Fill the disk to the last block (as a log file or an upload would).
        const fd = fs.openSync(filler, "w");
        try {
          const chunk = Buffer.alloc(64 * 1024, 1);
          for (;;) fs.writeSync(fd, chunk);
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
        } finally {
          fs.closeSync(fd);
        }
        toReady503 = await readyzBecomes(server, 503);
        await answered(outcomes, 503, 10);
        await sleep(1_000);
        fs.rmSync(filler);
        toReady200 = await readyzBecomes(server, 200);
        await answered(outcomes, 303, 20);
      });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const log = jsonLog(server);
    const result = checkPromises(outcomes, storedSqlite(databasePath));
    row(
      "disk full (tmpfs of 8 MB filled)",
      "SQLite",
      result,
      outcomes,
      `503 after ${toReady503} ms; 200 ${toReady200} ms after room was made`,
      "yes, without a restart",
      faultMessages(log),
    );
  });

  // Truncated between posts: the store's check finds it before SQLite touches the mapping. A truncation in the middle
  // of a write can still end the process with SIGBUS (the check narrows the window, it cannot close it: decision 15).
  test("the WAL index (-shm) truncated by another program between posts: no SIGBUS; 503 with the values, /readyz 503, one JSON line; after a restart every acknowledged post is there", async () => {
    test.setTimeout(120_000);
    const databasePath = path.join(tempDir("faults-shm-"), "leads.sqlite");
    const server = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    let toReady503 = 0;
    let outcomes: Outcome[] = [];
    try {
      outcomes = await burst(server, "shm", async (outcomes, between) => {
        await answered(outcomes, 303, 20);
        await between(() => fs.truncateSync(`${databasePath}-shm`, 0));
        toReady503 = await readyzBecomes(server, 503);
        await answered(outcomes, 503, 10);
      });
      // The process is alive and still refusing (a SIGBUS would have ended it).
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    } finally {
      expect(await server.stop()).toBe(0);
    }
    const log = jsonLog(server);
    expect(log.filter((l) => l.level === "error" && String(l.msg).includes("-shm was truncated by another program"))).toHaveLength(1);
    const again = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    await again.stop();
    const result = checkPromises(outcomes, storedSqlite(databasePath));
    row(
      "WAL index (-shm) truncated by another program",
      "SQLite",
      result,
      outcomes,
      `503 after ${toReady503} ms, until restarted`,
      "after a restart",
      faultMessages(log),
    );
  });

  test("started on a read-only data folder or an unwritable database file: exit code 1 and one JSON line, no stack trace", async () => {
    test.setTimeout(120_000);
    // A folder with a database the server made, then mounted read-only (a read-only volume).
    const dir = tempDir("faults-ro-start-");
    const databasePath = path.join(dir, "leads.sqlite");
    const first = await spawnServer({ ...BASE_ENV, DATABASE_PATH: databasePath });
    expect((await postOnce(first, "rostart", 0)).status).toBe(303);
    await first.stop();
    sh("mount", ["--bind", dir, dir]);
    cleanups.push(() => sh("umount", [dir]));
    sh("mount", ["-o", "remount,bind,ro", dir]);
    const cases: [string, Record<string, string>, { uid: number; gid: number } | undefined, string][] = [
      ["a read-only folder with its database", { DATABASE_PATH: databasePath }, undefined, "SQLITE_CANTOPEN"],
      ["a read-only folder without a database yet", { DATABASE_PATH: path.join(dir, "new", "leads.sqlite") }, undefined, "EROFS"],
    ];
    // A database file its user may not write (chmod binds only a user who is not root).
    const nobodyDir = tempDir("faults-unwritable-");
    fs.chmodSync(nobodyDir, 0o755);
    const nobodyFile = path.join(nobodyDir, "leads.sqlite");
    fs.copyFileSync(databasePath, nobodyFile);
    fs.chmodSync(nobodyFile, 0o644); // root's: readable, not writable, for nobody
    const nobody = { uid: Number(sh("id", ["-u", "nobody"]).trim()), gid: Number(sh("id", ["-g", "nobody"]).trim()) };
    cases.push([
      "a database file the server's user may not write (chmod)",
      { DATABASE_PATH: nobodyFile, HOME: nobodyDir, TMPDIR: nobodyDir },
      nobody,
      "SQLITE_READONLY",
    ]);
    fs.chownSync(nobodyDir, nobody.uid, nobody.gid);

    for (const [what, env, runAs, code] of cases) {
      const run = await runServerToExit({ ...BASE_ENV, ...env }, 60_000, runAs);
      expect([what, run.code]).toEqual([what, 1]);
      expect([what, run.stderr]).toEqual([what, ""]);
      const lines = jsonLog({ output: () => run.stdout });
      expect([what, lines.length]).toEqual([what, 1]);
      expect(lines[0]).toMatchObject({
        level: "fatal",
        msg: "The server cannot start: the lead store cannot be opened for writing",
        store: `SQLite ${env.DATABASE_PATH}`,
        code,
      });
      expect(run.stdout).not.toMatch(/\bat .*:\d+:\d+/);
      console.log(
        `FAULT-TABLE | start: ${what} | SQLite | nothing is served | — | fix it and start again | fatal: ${String(lines[0].error)} (${String(lines[0].code)}) |`,
      );
    }
  });
});
