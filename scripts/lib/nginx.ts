/**
 * Debian's nginx serving a build's client folder, as the yardstick of bench:pages: a plain
 * static file server with the same files (and, with gzip_static, the same .gz copies).
 *
 * It runs in the foreground as an unprivileged process (as `nobody` when we are root) with a
 * generated configuration in a temporary folder that also holds its pid file, error log and
 * temporary paths; nothing of the system's nginx (service, /etc/nginx/nginx.conf, logs) is used.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** Installs Debian's nginx when missing (as root); throws with the command to run otherwise. */
export function ensureNginx(): void {
  if (!ensureDebianPackage({ binary: NGINX_PATH, pkg: "nginx", what: "nginx" })) {
    throw new Error("nginx is missing (see above)");
  }
}

/** "nginx/1.22.1" (`nginx -v` prints it on stderr). */
export function nginxVersion(): string {
  const { stderr } = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" });
  return /nginx\/[\w.]+/.exec(stderr ?? "")?.[0] ?? "nginx";
}

export interface NginxOptions {
  /** The folder served (build/client). */
  root: string;
  port: number;
  /** worker_processes: "auto" (one per core, Debian's default configuration) or a number. */
  workers?: string;
}

export function nginxConfig({ root, port, workers = "auto" }: NginxOptions, dir: string): string {
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
master_process on;
worker_processes ${workers};
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${temp("client_body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};

  server {
    listen 127.0.0.1:${port};
    root ${path.resolve(root)};
    gzip_static on;
    location / {
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
}

export interface RunningNginx {
  origin: string;
  pid: number | undefined;
  workers: string;
  stop(): Promise<void>;
}

const NOBODY = 65534;

/** Whether `nobody` may read the file (a checkout under /root is closed to other users). */
function nobodyCanRead(file: string): boolean {
  return spawnSync("test", ["-r", file], { uid: NOBODY, gid: NOBODY }).status === 0;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const origin = `http://127.0.0.1:${options.port}`;
  return runNginx({
    root: options.root,
    workers: options.workers ?? "auto",
    origin,
    config: (dir, root) => nginxConfig({ ...options, root }, dir),
    ready: async () => (await fetch(origin + "/")).ok,
  });
}

export interface NginxRun {
  /** The folder served: made readable to `nobody` (if need be as a copy) before `config` is called with it. */
  root: string;
  workers: string;
  /** Where it answers, for the caller. */
  origin: string;
  /** The whole nginx.conf, given nginx's own temporary folder and the root to serve. */
  config(dir: string, root: string): string;
  /** Files to write into the temporary folder first (certificates, includes), by name. */
  files?: Record<string, string | Buffer>;
  /** Resolves true once nginx answers (it may throw while nginx is starting). */
  ready(): Promise<boolean>;
}

/** Runs nginx in the foreground with a configuration of the caller's, in its own temporary folder. */
export async function runNginx(run: NginxRun): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-nginx-"));
  let root = run.root;
  for (const [name, body] of Object.entries(run.files ?? {})) fs.writeFileSync(path.join(dir, name), body, { mode: 0o600 });
  // As root, drop to nobody: the folder must then be theirs (pid file, log, temporary paths),
  // and the files served readable by them, if need be from a copy.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    fs.chmodSync(dir, 0o755);
    if (!nobodyCanRead(path.join(root, "index.html"))) {
      const copy = path.join(dir, "root");
      fs.cpSync(root, copy, { recursive: true });
      spawnSync("chmod", ["-R", "a+rX", copy]);
      root = copy;
    }
    spawnSync("chown", ["-R", `${NOBODY}:${NOBODY}`, dir]);
  }
  fs.writeFileSync(path.join(dir, "nginx.conf"), run.config(dir, root));
  const child = spawn(NGINX_PATH, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT"); // graceful
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if (await run.ready()) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "";
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { origin: run.origin, pid: child.pid, workers: run.workers, stop };
}
