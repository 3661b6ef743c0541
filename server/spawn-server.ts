/**
 * Starts the production server (server.ts) as a child process on a free loopback port, for
 * the integration tests and the forms benchmark. Not used by the server itself.
 */
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface SpawnedServer {
  url: string;
  /** The server's process id (to read the CPU time it used). */
  pid: number | undefined;
  /** Sends a signal (default SIGTERM) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Everything the server printed so far. */
  output(): string;
}

/** Another user to run the server as (the fault tests: file permissions bind only a user who is not root). */
export interface RunAs {
  uid: number;
  gid: number;
}

/** Starts server.ts; env is added to the inherited environment, a key set to undefined is removed from it. */
function startChild(port: number, env: Record<string, string | undefined>, runAs?: RunAs) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), ...env };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
    ...runAs,
  });
}

/** env is added to the inherited environment; a key set to undefined is removed from it. */
export async function spawnServer(env: Record<string, string | undefined>, timeoutMs = 60_000): Promise<SpawnedServer> {
  // A port chosen by the caller, when its address must be known before the start (SITE_URL of the passkey tests).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = startChild(port, env);
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    pid: child.pid,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    output: () => output,
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${url}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Runs the server until it exits by itself (a start that must fail, e.g. on a wrong setting);
 * kills it if it is still running after `timeoutMs`.
 */
export async function runServerToExit(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
  runAs?: RunAs,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const child = startChild(await freePort(), env, runAs);
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once("close", (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  return { code, signal, stdout, stderr };
}
