/**
 * The HTTPS edge of README's "Running it for real", for the edge test (scripts/test-edge.ts)
 * and the specs it runs: Debian's nginx terminating TLS with the build's generated
 * configuration (build/edge/nginx-site.conf, scripts/lib/edge-config.ts) inside the same
 * `server {}` block the README shows, in front of Node instances. Unprivileged, in the
 * foreground, in a temporary folder (scripts/lib/nginx.ts).
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { ensureDebianPackage } from "./debian-package.mjs";
import { nginxServerBlock } from "./edge-config";
import { ensureNginx, runNginx, type RunningNginx } from "./nginx";

/** Debian's brotli_static module (libnginx-mod-http-brotli-static), loaded by the configuration. */
export const BROTLI_STATIC_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** nginx and its brotli_static module, installed when missing (as root). */
export function ensureEdgePackages(): void {
  ensureNginx();
  if (
    !ensureDebianPackage({ binary: BROTLI_STATIC_MODULE, pkg: "libnginx-mod-http-brotli-static", what: "nginx's brotli_static module" })
  ) {
    throw new Error("nginx's brotli_static module is missing (see above)");
  }
}

export interface EdgeOptions {
  /** The build whose client folder and nginx-site.conf are served. */
  buildDir: string;
  /** The Node instances, http://127.0.0.1:port. */
  upstreams: string[];
  /** HTTPS port (on 127.0.0.1). */
  port: number;
  /** A plain-HTTP port that redirects to HTTPS. */
  httpPort?: number;
  /** PEM certificate (for localhost and 127.0.0.1) and its key. */
  tls: { cert: string | Buffer; key: string | Buffer };
}

export interface RunningEdge extends RunningNginx {
  /** https://localhost:port */
  origin: string;
  /** http://localhost:httpPort (redirects), when asked for. */
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

/**
 * What scripts/test-edge.ts tells the specs it runs (one variable, E2E_EDGE, as JSON): the
 * edge in front of two instances, and the means to start more of them.
 */
export interface EdgeRun {
  /** https://localhost:port of the edge (Playwright's baseURL). */
  url: string;
  /** The edge's plain-HTTP port, which redirects. */
  httpUrl: string;
  /** The two Node instances behind it, http://127.0.0.1:port. */
  nodes: string[];
  /** Their PostgreSQL database. */
  databaseUrl: string;
  /** The throwaway cluster's maintenance database, for a new database per started stack. */
  postgresUrl: string;
  /** cert.pem and key.pem of the edge. */
  tlsDir: string;
}

/** The edge run the specs are part of, or undefined when they run against server.ts directly. */
export function edgeRun(value: string | undefined): EdgeRun | undefined {
  return value ? (JSON.parse(value) as EdgeRun) : undefined;
}
