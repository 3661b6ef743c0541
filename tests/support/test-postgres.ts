/**
 * A throwaway PostgreSQL cluster for the tests (vitest's global setup) and the forms
 * benchmark: Debian's `initdb` into a temporary folder, started with `pg_ctl` on a free
 * loopback port (its unix socket in the same folder, so nothing else is touched), stopped and
 * deleted afterwards. The system cluster of the Debian package is never used.
 *
 * initdb refuses to run as root: as root, the cluster runs as the `postgres` user the Debian
 * package creates (`runuser -u postgres --`), owning the temporary folder.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../server/spawn-server";

export const POSTGRES_INSTALL_HINT =
  "PostgreSQL was not found (no initdb and pg_ctl in /usr/lib/postgresql/*/bin). Install Debian's package: " +
  "`apt-get update && apt-get install -y postgresql` (as root, `npm test` runs scripts/ensure-postgres.mjs, which does it), " +
  "or set PG_BIN to the folder that holds initdb and pg_ctl.";

/** The folder with initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a)) : [];
  const candidates = env.PG_BIN ? [env.PG_BIN] : versions.map((v) => path.join(root, v, "bin"));
  return candidates.find((dir) => fs.existsSync(path.join(dir, "initdb")) && fs.existsSync(path.join(dir, "pg_ctl")));
}

export interface TestPostgres {
  /** postgres://…/postgres: the cluster's maintenance database, as its superuser. */
  url: string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the cluster and deletes its folder. */
  stop(): Promise<void>;
  /**
   * For the fault tests: the server's processes (the postmaster first, then its children),
   * signalled directly: SIGSTOP/SIGCONT freeze and thaw the database, SIGKILL crashes it.
   */
  processes(): number[];
  /** Shuts the server down (pg_ctl stop, `fast`: sessions are ended) and keeps its data. */
  halt(): Promise<void>;
  /** Starts it again on the same port and data (after halt, or a crash: crash recovery). */
  restart(): Promise<void>;
}

export interface TestPostgresOptions {
  /**
   * Durable commits as in production (fsync on). Off by default: the tests need no crash
   * safety and run faster without flushes. The benchmark turns it on.
   */
  durable?: boolean;
}

let counter = 0;

/** An empty database in the cluster at `adminUrl` (the URL of its maintenance database); returns its URL. */
export async function createDatabase(
  adminUrl: string,
  name = `test_${process.pid}_${Date.now().toString(36)}_${++counter}`,
): Promise<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestPostgres({ durable = false }: TestPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_INSTALL_HINT);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "test-postgres-"));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");

  let wrap = (command: string, args: string[]): [string, string[]] => [command, args];
  if (process.getuid?.() === 0) {
    let uid: number;
    let gid: number;
    try {
      uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
      gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    } catch {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(
        "Running as root, the test cluster needs the `postgres` user (created by Debian's postgresql package). " + POSTGRES_INSTALL_HINT,
      );
    }
    fs.chownSync(dir, uid, gid);
    wrap = (command, args) => ["runuser", ["-u", "postgres", "--", command, ...args]];
  }
  const run = (tool: string, args: string[]) => {
    const [command, argv] = wrap(path.join(bin, tool), args);
    try {
      execFileSync(command, argv, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", timeout: 120_000 });
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-2000) : "";
      throw new Error(`${tool} failed: ${stderr || stdout || (error as Error).message}\n${log}`);
    }
  };

  try {
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale", "--no-sync"]);
    const port = await freePort();
    const settings = [
      "-c listen_addresses=127.0.0.1",
      `-p ${port}`,
      `-k ${dir}`,
      "-c max_connections=200",
      ...(durable ? [] : ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]),
    ];
    run("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "60", "-o", settings.join(" "), "start"]);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    let stopped = false;
    const postmaster = () => Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    return {
      url,
      createDatabase: (name) => createDatabase(url, name),
      processes() {
        const parent = postmaster();
        const children = fs
          .readdirSync("/proc")
          .filter((entry) => /^\d+$/.test(entry))
          .filter((pid) => {
            try {
              // The field after the parenthesised command name: state, then the parent's pid.
              const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
              return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent;
            } catch {
              return false;
            }
          })
          .map(Number);
        return [parent, ...children];
      },
      async halt() {
        run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      },
      async restart() {
        run("pg_ctl", ["-D", data, "-l", logFile, "-w", "-t", "60", "-o", settings.join(" "), "start"]);
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
        } finally {
          fs.rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
