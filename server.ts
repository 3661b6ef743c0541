/**
 * Production server: health probes, prerendered HTML for exact paths (from memory, compressed
 * at build time), hashed assets cached for a year, and React Router's request handler for
 * everything else (other casings, form posts, unknown paths → 404 page). One JSON log line
 * per request (server/logger.ts).
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import http, { type RequestListener, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { configOrExit, loadConfig, proxyTrustWarning, type Config } from "./server/config";
import { healthChecks } from "./server/health";
import { formRequestGuards } from "./server/http-guards";
import { oneHost, schemeMismatch } from "./server/forwarded";
import { createLeadService, type LeadService } from "./server/lead-service";
import { searchOf, type Handler } from "./server/front";
import { renderTurns } from "./server/render-turns";
import { expressClientIp, searchRateLimit } from "./server/search-limit";
import { articlePages, renderWithComments, storeComments, takeArticlePages } from "./server/article-pages";
import { createFormContext } from "./server/load-context";
import { clientErrorLog, consoleShaped, createLogger, errorHandler, requestLogger, type Logger } from "./server/logger";
import { answerOutsideRequests } from "./server/client-errors";
import { logProcessFaults, storeOpenFailure } from "./server/process-faults";
import { allowedMethods, requestChecks } from "./server/request-checks";
import { loadPrerenderedPages, precompressedAssets, prerenderedPages } from "./server/precompressed";
import {
  contentSecurityPolicy,
  createNonce,
  hashInlineScripts,
  loadCspHashes,
  staticSecurityHeaders,
  subresourceSecurityHeaders,
} from "./server/security-headers";

/**
 * The build's compressed copies (file.br, file.gz) are what the server sends with
 * Content-Encoding, never files of their own: static serving skips them (→ 404 page).
 */
function withoutCompressedCopies(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.(br|gz)$/i.test(req.path) ? next() : serve(req, res, next));
}

/** Files that are not pages get the short policy (an .html file is a page). */
function setFileSecurityHeaders(res: ServerResponse, file: string): void {
  if (file.endsWith(".html")) return;
  for (const [name, value] of Object.entries(subresourceSecurityHeaders)) res.setHeader(name, value);
}

export interface AppOptions {
  /** The settings (server/config.ts); by default read from the environment. */
  config?: Config;
  leads?: LeadService;
  logger?: Logger;
  /** Readiness (GET /readyz): resolves when the store answers; by default `leads.ping()`. */
  ready?: () => Promise<unknown>;
}

/**
 * The server's request handler. In front, without Express: the request's log line and id, the
 * security headers, the probes, built assets and prerendered pages (from memory). Express
 * handles the rest: other files, form posts and pages rendered by React Router.
 */
export async function createApp({
  config = loadConfig(),
  leads = createLeadService(config.leads),
  logger = createLogger({ level: config.server.logLevel }),
  ready = () => leads.ping(),
}: AppOptions = {}): Promise<RequestListener> {
  const { buildDir } = config.server;
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;

  const logRequest = requestLogger(logger);
  // Security headers on every response, with a policy that allows no inline script. Pages
  // rendered on request get a fresh nonce for theirs (getLoadContext below); prerendered
  // pages send the hashes computed at build time.
  const securityHeaders = Object.entries({ ...staticSecurityHeaders, "Content-Security-Policy": contentSecurityPolicy([]) });
  const cspHashes = loadCspHashes(buildDir);
  const pages = loadPrerenderedPages(clientDir, (urlPath, html) =>
    // A build made without the postbuild step has no hashes: hash the page's scripts now.
    contentSecurityPolicy(cspHashes[urlPath] ?? hashInlineScripts(html)),
  );
  // Approved comments, read by the article pages and by the blog-details loader.
  const comments = storeComments(() => leads.store());
  const front: Handler[] = [
    // Malformed targets, hosts and methods we do not serve: their 4xx before anything reads them.
    requestChecks(allowedMethods(build.routes)),
    // Before anything that could refuse or delay them.
    healthChecks({ ready }),
    // A visitor over the search limit gets its 429 at once, by its address as Express sees it
    // (`req.ip`, TRUST_PROXY; `app` is made below, before any request) (decision 17).
    searchRateLimit(config.server.searchRate, (req) => expressClientIp(app)(req)),
    // Fingerprinted JS/CSS precompressed at build time (brotli 11, gzip 9).
    precompressedAssets("/assets/", path.join(clientDir, "assets"), setFileSecurityHeaders),
    // The article pages (blog-details, every layout and dark twin) like prerendered pages, but
    // with the approved comments as they are now: re-rendered when they change, without a
    // rebuild (server/article-pages.ts explains why a cache and not a render per request).
    articlePages({ pages: takeArticlePages(pages), comments, render: renderWithComments(build) }),
    // Prerendered pages, only for their exact path (no trailing-slash redirects), as brotli or
    // gzip compressed by the build, with an ETag per encoding.
    prerenderedPages(
      pages,
      // A form's confirmation (?sent=<kind>, after post/redirect/get) is rendered on request.
      // (So is /search, which has no prerendered file.)
      (req) => new URLSearchParams(searchOf(req.url)).has("sent"),
    ),
  ];

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.server.trustProxy);
  // One host for the adapter's request URL, React Router's origin check and ours (server/forwarded.ts).
  app.use(oneHost);
  app.use(compression());

  // Fingerprinted build output (what has no precompressed copy): cache forever.
  app.use(
    "/assets",
    withoutCompressedCopies(
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
        fallthrough: true,
        setHeaders: setFileSecurityHeaders,
      }),
    ),
  );

  // Other public files (images, favicons, prerendered .data): revalidated, briefly cached.
  app.use(
    withoutCompressedCopies(
      express.static(clientDir, {
        index: false,
        redirect: false,
        maxAge: "1h",
        setHeaders(res, file) {
          setFileSecurityHeaders(res, file);
          if (file.endsWith(".html") || file.endsWith(".data")) res.setHeader("Cache-Control", "no-cache");
        },
      }),
    ),
  );

  // Form posts: foreign origins → 403, oversized bodies → 413, before React Router reads them.
  app.use(formRequestGuards());
  // A same-host post whose scheme the proxy did not pass on: a readable page, and the fix in the log.
  app.use(schemeMismatch());
  // Pages rendered on request take turns: the probes and static answers never wait behind a
  // pile of renders (decision 17).
  app.use(renderTurns({ limit: config.server.renderQueueLimit }));

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.server.mode,
      getLoadContext: (req, res) => {
        const cspNonce = createNonce();
        res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${cspNonce}'`]));
        return { forms: createFormContext(req, res, leads), comments, log: req.log, cspNonce };
      },
    }),
  );

  // Last resort: logged with the request id; never leak a stack trace.
  app.use(errorHandler);

  return (req, res) => {
    logRequest(req, res);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    for (const handle of front) if (handle(req, res)) return;
    app(req, res);
  };
}

async function main() {
  // Every setting checked first: a wrong one stops the start, one line per bad variable, exit code 1.
  const config = configOrExit();
  const { port, host } = config.server;
  const logger = createLogger({ level: config.server.logLevel });
  logProcessFaults(logger);
  const trustWarning = proxyTrustWarning(config.server);
  if (trustWarning) logger.warn({ host, trustProxy: config.server.trustProxy }, trustWarning);
  const leads = createLeadService({ ...config.leads, log: consoleShaped(logger) });
  // Open, migrate and write-probe the store now, not on the first submission: a store that
  // cannot be opened or written stops the start with one JSON line (server/process-faults.ts).
  try {
    await leads.open();
  } catch (error) {
    logger.fatal(storeOpenFailure(config.store, error), "The server cannot start: the lead store cannot be opened for writing");
    process.exit(1);
  }
  const server = http.createServer(await createApp({ config, leads, logger }));
  answerOutsideRequests(server, clientErrorLog(logger)); // unparsable requests and CONNECT: a 4xx, not a closed socket
  server.listen(port, host, () => {
    logger.info({ port, host }, `Nexora site on http://localhost:${port}`);
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${signal}: finishing in-flight requests`);
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
