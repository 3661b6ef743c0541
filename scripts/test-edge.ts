/**
 * `npm run test:edge`: the site behind a real HTTPS edge, as docs/running-it-for-real.md
 * sets it up. Debian's nginx (installed when missing) terminates TLS with a certificate made
 * now, with the build's own configuration (build/edge/nginx-site.conf) in front of two
 * production servers on a throwaway PostgreSQL cluster (TRUST_PROXY=loopback,
 * HOST=127.0.0.1); then the browser tests of the forms, the security headers and CSP, and the
 * comments run through https:// (playwright.edge.config.ts), with the edge's own checks
 * (tests/edge/edge.spec.ts). Arguments are passed on to Playwright (a spec file, --grep …).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, spawnServer, type SpawnedServer } from "../server/spawn-server";
import { ensureEdgePackages, startEdge, type EdgeRun, type RunningEdge } from "./lib/edge-nginx";
import { startTestPostgres, type TestPostgres } from "../tests/support/test-postgres";
import { selfSignedCertificate } from "./lib/tls-proxy";
import { buildCopy } from "./lib/build-copy";

const builtDir = process.env.BUILD_DIR ?? "build";
if (!fs.existsSync(path.join(builtDir, "edge", "nginx-site.conf"))) {
  console.error(`test:edge: ${builtDir}/edge/nginx-site.conf is missing: run \`npm run build\` first.`);
  process.exit(1);
}
ensureEdgePackages();

// The instances write content releases into the build's client folder (CONTENT_RELEASES=on), and the specs publish.
const copy = buildCopy(builtDir, "edge-build");
const { buildDir } = copy;

const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-edge-tls-"));
const { cert, key } = selfSignedCertificate();
fs.writeFileSync(path.join(tlsDir, "cert.pem"), cert);
fs.writeFileSync(path.join(tlsDir, "key.pem"), key, { mode: 0o600 });

let postgres: TestPostgres | undefined;
const nodes: SpawnedServer[] = [];
let edge: RunningEdge | undefined;
let code = 1;
try {
  postgres = await startTestPostgres();
  const databaseUrl = await postgres.createDatabase();
  const env = {
    BUILD_DIR: buildDir,
    DATABASE_URL: databaseUrl,
    DATABASE_PATH: undefined,
    TRUST_PROXY: "loopback",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // tests/edge/edge.spec.ts: a visitor's posts stop at this limit whatever X-Forwarded-For they send.
    FORM_RATE_LIMIT: "3",
    FORM_MIN_FILL_MS: "0",
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
    CONTENT_RELEASES: "on",
    CONTENT_POLL_MS: "1000",
    // tests/edge/desk-edge.spec.ts signs in as an admin with a password alone (the second step: desk-factors.spec.ts).
    DESK_TWO_FACTOR: "optional",
  };
  nodes.push(...(await Promise.all([spawnServer(env, 180_000), spawnServer(env, 180_000)])));
  edge = await startEdge({
    buildDir,
    upstreams: nodes.map((node) => node.url),
    port: Number(process.env.E2E_PORT ?? 3610),
    httpPort: await freePort(),
    tls: { cert, key },
  });
  const run: EdgeRun = {
    url: edge.origin,
    httpUrl: edge.httpOrigin!,
    nodes: nodes.map((node) => node.url),
    databaseUrl,
    postgresUrl: postgres.url,
    tlsDir,
  };
  console.log(`test:edge: nginx on ${run.url} (redirect from ${run.httpUrl}) in front of ${run.nodes.join(", ")} on PostgreSQL`);
  const playwright = spawn("npx", ["playwright", "test", "-c", "playwright.edge.config.ts", ...process.argv.slice(2)], {
    stdio: "inherit",
    // The specs' own requests (fetch, https) trust the edge's certificate.
    env: { ...process.env, E2E_EDGE: JSON.stringify(run), BUILD_DIR: buildDir, NODE_EXTRA_CA_CERTS: path.join(tlsDir, "cert.pem") },
  });
  code = await new Promise<number>((resolve) => playwright.once("exit", (c) => resolve(c ?? 1)));
  // What the instances logged (warnings and errors) says why a failed spec's pages were not served.
  if (code !== 0) for (const node of nodes) console.log(`test:edge: ${node.url} logged:\n${node.output().slice(-4000)}`);
} catch (error) {
  console.error(error);
} finally {
  await edge?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  await postgres?.stop();
  fs.rmSync(tlsDir, { recursive: true, force: true });
  copy.remove();
}
process.exit(code);
