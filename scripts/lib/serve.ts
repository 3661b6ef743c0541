/** Start the production server (server.ts) on a port for scripts that measure the site. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execSync } from "node:child_process";

export interface RunningServer {
  origin: string;
  /** The server's process id (to lower its CPU priority while something else is measured). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export function ensureBuild(): void {
  const dir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(dir, "server/index.js"))) {
    console.log("No production build found: building…");
    execSync("npm run build", { stdio: "inherit" });
  }
}

/** `quiet`: the server's standard output (one log line per request) goes to /dev/null. */
export async function startServer(port: number, env: Record<string, string> = {}, { quiet = false } = {}): Promise<RunningServer> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "nexora-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(tmp, "leads.sqlite"),
      // The request log would bury the measurements; warnings and errors still show.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...env,
    },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(origin + "/");
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("server did not start within 30 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";
