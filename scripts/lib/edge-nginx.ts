// The HTTPS edge of docs/running-it-for-real.md for scripts/test-edge.ts: unprivileged nginx in a temporary folder.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";
import { nginxServerBlock } from "./edge-config";
import { ensureNginx, runNginx, type RunningNginx } from "./nginx";

export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

// Installed when missing (as root).
export function ensureEdgePackages(): void {
  ensureNginx();
  if (
    !ensureDebianPackage({ binary: BROTLI_STATIC_MODULE, pkg: "libnginx-mod-http-brotli-static", what: "nginx's brotli_static module" })
  ) {
    throw new Error("nginx's brotli_static module is missing (see above)");
  }
}

export interface EdgeOptions {
  buildDir: string;
  upstreams: string[];
  port: number;
  httpPort?: number;
  /** For localhost and 127.0.0.1. */
  tls: { cert: string | Buffer; key: string | Buffer };
}

export interface RunningEdge extends RunningNginx {
  origin: string;
  /** When asked for. */
  httpOrigin?: string;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startEdge(o: EdgeOptions): Promise<RunningEdge> {
  const site = fs.readFileSync(path.join(o.buildDir, "edge", "nginx-site.conf"), "utf8");
  const nginx = await runNginx({
    root: path.resolve(o.buildDir, "client"),
    workers: "1",
    origin: `https://localhost:${o.port}`,
    files: { "cert.pem": o.tls.cert, "key.pem": o.tls.key, "nginx-site.conf": site },
    config: (dir, root) => `load_module ${BROTLI_STATIC_MODULE};
daemon off;
master_process on;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${path.join(dir, "client_body")};
  proxy_temp_path ${path.join(dir, "proxy")};
  fastcgi_temp_path ${path.join(dir, "fastcgi")};
  uwsgi_temp_path ${path.join(dir, "uwsgi")};
  scgi_temp_path ${path.join(dir, "scgi")};

${nginxServerBlock({
  upstreams: o.upstreams.map((u) => new URL(u).host),
  listen: `127.0.0.1:${o.port}`,
  listenHttp: o.httpPort ? `127.0.0.1:${o.httpPort}` : undefined,
  httpsPort: o.port,
  serverName: "localhost",
  certificate: path.join(dir, "cert.pem"),
  certificateKey: path.join(dir, "key.pem"),
  root,
  include: path.join(dir, "nginx-site.conf"),
})
  .split("\n")
  .map((line) => (line ? `  ${line}` : line))
  .join("\n")}
}
`,
    ready: () => listening(o.port),
  });
  return { ...nginx, origin: `https://localhost:${o.port}`, httpOrigin: o.httpPort ? `http://localhost:${o.httpPort}` : undefined };
}

// Passed by scripts/test-edge.ts to its specs as JSON in E2E_EDGE.
export interface EdgeRun {
  /** Playwright's baseURL. */
  url: string;
  httpUrl: string;
  nodes: string[];
  databaseUrl: string;
  /** Maintenance database, for a new database per started stack. */
  postgresUrl: string;
  tlsDir: string;
}

// Undefined when the specs run against server.ts directly.
export function edgeRun(value: string | undefined): EdgeRun | undefined {
  return value ? (JSON.parse(value) as EdgeRun) : undefined;
}
