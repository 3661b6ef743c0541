// @vitest-environment node
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, VARIABLES } from "./config";
import { runServerToExit } from "./spawn-server";

/** None of the settings this shell may have. */
const unset = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, undefined]));

/** The run's output as JSON lines (throws on a line that is not JSON). */
const jsonLines = (text: string) =>
  text
    .trimEnd()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("a store that cannot be opened at start", () => {
  it.each([
    // (A regular file where the data folder should be: refused whoever runs it, root included.)
    [
      "a SQLite folder that cannot be created",
      { DATABASE_PATH: "package.json/data/leads.sqlite" },
      `SQLite ${path.join(PROJECT_ROOT, "package.json/data/leads.sqlite")}`,
      /ENOTDIR/,
    ],
    [
      "a PostgreSQL that refuses connections",
      { DATABASE_URL: "postgres://nobody@127.0.0.1:1/leads" },
      "PostgreSQL 127.0.0.1:1/leads",
      /ECONNREFUSED/,
    ],
  ])(
    "%s: exit code 1 and one JSON line that says which store and why, without a stack",
    async (_what, env, store, reason) => {
      const run = await runServerToExit({ ...unset, ...env, BUILD_DIR: "build-never-read" });
      expect(run.code).toBe(1);
      expect(run.stderr).toBe("");
      const lines = jsonLines(run.stdout);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: "fatal",
        store,
        msg: "The server cannot start: the lead store cannot be opened for writing",
        error: expect.stringMatching(reason),
      });
      expect(run.stdout).not.toMatch(/\bat .*:\d+:\d+/);
    },
    60_000,
  );
});

describe("Node's warnings and uncaught errors", () => {
  it("are JSON lines of the log, and an uncaught error stops the process with exit code 1", async () => {
    const script = `
      import { createLogger } from "./server/logger.ts";
      import { logProcessFaults } from "./server/process-faults.ts";
      logProcessFaults(createLogger());
      process.emitWarning("something is deprecated", { code: "DEP_X" });
      setTimeout(() => { throw new Error("boom"); }, 50);
      setTimeout(() => process.exit(0), 2000);
    `;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "process-faults-"));
    const file = path.join(PROJECT_ROOT, `.process-faults-${process.pid}.mts`);
    fs.writeFileSync(file, script);
    try {
      const child = spawn(process.execPath, ["--import", "tsx", file], {
        cwd: PROJECT_ROOT,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, TMPDIR: dir },
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
      expect(stderr).toBe("");
      expect(code).toBe(1);
      const lines = jsonLines(stdout);
      expect(lines).toEqual([
        expect.objectContaining({ level: "warn", msg: "something is deprecated", warning: { name: "Warning", code: "DEP_X" } }),
        expect.objectContaining({
          level: "fatal",
          msg: "uncaught error: the server stops",
          err: expect.objectContaining({ message: "boom" }),
        }),
      ]);
    } finally {
      fs.rmSync(file, { force: true });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
