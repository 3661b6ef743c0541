/**
 * Production server: prerendered HTML for exact paths, hashed assets cached for a year,
 * and React Router's request handler for everything else (other casings, form posts,
 * unknown paths → 404 page).
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { formRequestGuards } from "./server/http-guards";
import { createLeadService, leadServiceOptionsFromEnv, type LeadService } from "./server/lead-service";
import { createFormContext } from "./server/load-context";
import { precompressedAssets } from "./server/precompressed";
import {
  contentSecurityPolicy,
  createNonce,
  hashInlineScripts,
  loadCspHashes,
  staticSecurityHeaders,
  subresourceSecurityHeaders,
} from "./server/security-headers";

/** Files that are not pages get the short policy (an .html file is a page). */
function setFileSecurityHeaders(res: Response, file: string): void {
  if (file.endsWith(".html")) return;
  for (const [name, value] of Object.entries(subresourceSecurityHeaders)) res.setHeader(name, value);
}

const root = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

/** The prerendered file for an exact request path, if the build wrote one. */
function prerenderedFile(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const rel = path.posix.normalize(decoded).replace(/^\/+/, "");
  if (rel.startsWith("..")) return undefined;
  const file = path.join(clientDir, rel, "index.html");
  if (!file.startsWith(clientDir + path.sep)) return undefined;
  try {
    return fs.statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

export async function createApp({ leads = createLeadService(leadServiceOptionsFromEnv()) }: { leads?: LeadService } = {}) {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
  app.use(compression());

  // Security headers on every response. Pages rendered on request get a fresh nonce for
  // their inline scripts; prerendered files swap in the hashes computed at build time.
  const cspHashes = loadCspHashes(buildDir);
  // Normally every page is in the build's manifest; a build made without the postbuild step
  // would otherwise serve pages whose scripts the CSP blocks, so hash such files on demand.
  const hashesFor = (urlPath: string, file: string): string[] =>
    (cspHashes[urlPath] ??= hashInlineScripts(fs.readFileSync(file, "utf8")));
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(staticSecurityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
    next();
  });

  // Fingerprinted JS/CSS precompressed at build time (brotli 11, gzip 9).
  app.use("/assets", precompressedAssets(path.join(clientDir, "assets"), setFileSecurityHeaders));

  // Fingerprinted build output: cache forever.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: true,
      setHeaders: setFileSecurityHeaders,
    }),
  );

  // Prerendered pages, sent only for their exact path (no trailing-slash redirects).
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== "/" && req.path.endsWith("/")) return next();
    // A form's confirmation (?sent=<kind>, after post/redirect/get) and a sidebar search's
    // results (?q=…) are rendered on request.
    if (req.query.sent !== undefined || req.query.q !== undefined) return next();
    const file = prerenderedFile(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(hashesFor(req.path, file)));
    res.type("html");
    res.sendFile(file, { cacheControl: false }, (err) => err && next(err));
  });

  // Other public files (images, favicons, prerendered .data): revalidated, briefly cached.
  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      maxAge: "1h",
      setHeaders(res, file) {
        setFileSecurityHeaders(res, file);
        if (file.endsWith(".html") || file.endsWith(".data")) res.setHeader("Cache-Control", "no-cache");
      },
    }),
  );

  // Form posts: foreign origins → 403, oversized bodies → 413, before React Router reads them.
  app.use(formRequestGuards());

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV ?? "production",
      getLoadContext: (req, res) => ({
        forms: createFormContext(req, res, leads),
        cspNonce: String(res.locals.cspNonce ?? ""),
      }),
    }),
  );

  // Last resort: never leak a stack trace.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(err);
    if (!res.headersSent) res.status(500).type("text").send("Internal Server Error");
  });
  return app;
}

async function main() {
  const leads = createLeadService(leadServiceOptionsFromEnv());
  await leads.open(); // open and migrate the store now (a failure stops the start), not on the first submission
  const app = await createApp({ leads });
  const server = app.listen(port, host, () => {
    console.log(`Nexora site on http://localhost:${port}`);
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing in-flight requests…`);
    // In-flight requests finish (their leads are committed), then the database closes.
    server.close(() => void leads.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    // Committed leads survive a forced exit (WAL, synchronous=FULL); the WAL is replayed on the next open.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
