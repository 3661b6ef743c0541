// Debian's nginx as bench:pages' yardstick: unprivileged, foreground, in a temporary folder; nothing of the system's nginx is used.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

// Otherwise throws with the command to run.
export function ensureNginx(): void {
  if (!ensureDebianPackage({ binary: NGINX_PATH, pkg: "nginx", what: "nginx" })) {
    throw new Error("nginx is missing (see above)");
  }
}

// `nginx -v` prints it on stderr.
export function nginxVersion(): string {
  const { stderr } = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" });
  return /nginx\/[\w.]+/.exec(stderr ?? "")?.[0] ?? "nginx";
}

export interface NginxOptions {
  root: string;
  port: number;
  /** "auto" is one per core, Debian's default. */
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

// A checkout under /root is closed to other users.
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
  /** Made readable to `nobody` (if need be as a copy) before `config` gets it. */
  root: string;
  workers: string;
  origin: string;
  config(dir: string, root: string): string;
  files?: Record<string, string | Buffer>;
  /** May throw while nginx is starting. */
  ready(): Promise<boolean>;
}

export async function runNginx(run: NginxRun): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-nginx-"));
  let root = run.root;
  for (const [name, body] of Object.entries(run.files ?? {})) fs.writeFileSync(path.join(dir, name), body, { mode: 0o600 });
  // As root, drop to nobody: the folder must be theirs and the files readable by them.
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
