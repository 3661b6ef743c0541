/**
 * The server, in production and in development (`npm run dev`): health probes, prerendered
 * HTML for exact paths (from memory, compressed at build time), hashed assets cached for a
 * year, and React Router's request handler for everything else (other casings, form posts,
 * unknown paths → 404 page). One JSON log line per request (server/logger.ts). The order of
 * the stages is server/pipeline.ts.
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
import { pipeline } from "./server/pipeline";
import { loadSiteSearch, type SiteSearch } from "./app/search/search.server";
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

/** What `npm run dev` (scripts/dev.ts) gives the app in place of a build. */
export interface DevSource {
  /** React Router's server build from the modules as Vite has them now (reloaded when they change). */
  build(): Promise<ServerBuild>;
  /** Vite's middlewares: the browser's modules, the public files, hot reload. */
  middlewares: express.RequestHandler[];
  /** The site search over the pages as they render now. */
  search(): Promise<SiteSearch | undefined>;
}

export interface AppOptions {
  /** The settings (server/config.ts); by default read from the environment. */
  config?: Config;
  leads?: LeadService;
  logger?: Logger;
  /** Readiness (GET /readyz): resolves when the store answers; by default `leads.ping()`. */
  ready?: () => Promise<unknown>;
  /** Serve the sources through Vite instead of the build (`npm run dev`). */
  dev?: DevSource;
}

/** The build's search, read on the first search. */
function builtSearch(buildDir: string): () => Promise<SiteSearch | undefined> {
  let search: SiteSearch | undefined;
  return async () => (search ??= loadSiteSearch(buildDir));
}

/**
 * The server's request handler, its stages in the order of server/pipeline.ts. The build's
 * pages and assets are answered from memory before Express; in dev (`dev`) there are none, and
 * Vite serves the modules while React Router renders every page.
 */
export async function createApp({
  config = loadConfig(),
  leads = createLeadService(config.leads),
  logger = createLogger({ level: config.server.logLevel }),
  ready = () => leads.ping(),
  dev,
}: AppOptions = {}): Promise<RequestListener> {
  const { buildDir } = config.server;
  const clientDir = path.join(buildDir, "client");
  const build = dev ? await dev.build() : ((await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild);
  const search = dev ? () => dev.search() : builtSearch(buildDir);

  const logRequest = requestLogger(logger);
  // Security headers on every response, with a policy that allows no inline script. Pages
  // rendered on request get a fresh nonce for theirs (getLoadContext below); prerendered
  // pages send the hashes computed at build time.
  const securityHeaders = Object.entries({ ...staticSecurityHeaders, "Content-Security-Policy": contentSecurityPolicy([]) });
  // Approved comments, read by the article pages and by the blog-details loader.
  const comments = storeComments(() => leads.store());

  /** The build's pages from memory: the article pages (with their comments) and the others. */
  function builtPages(): { articlePages: Handler; prerenderedPages: Handler } {
    const cspHashes = loadCspHashes(buildDir);
    const pages = loadPrerenderedPages(clientDir, (urlPath, html) =>
      // A build made without the postbuild step has no hashes: hash the page's scripts now.
      contentSecurityPolicy(cspHashes[urlPath] ?? hashInlineScripts(html)),
    );
    return {
      // Every layout and dark twin of the article, like prerendered pages but with the approved
      // comments as they are now: re-rendered when they change, without a rebuild
      // (server/article-pages.ts explains why a cache and not a render per request).
      articlePages: articlePages({ pages: takeArticlePages(pages), comments, render: renderWithComments(build) }),
      // Only for their exact path (no trailing-slash redirects), as brotli or gzip compressed by
      // the build, with an ETag per encoding. A form's confirmation (?sent=<kind>, after
      // post/redirect/get) is rendered on request, as is /search, which has no prerendered file.
      prerenderedPages: prerenderedPages(pages, (req) => new URLSearchParams(searchOf(req.url)).has("sent")),
    };
  }
  const fromBuild = dev ? undefined : builtPages();

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.server.trustProxy);

  return pipeline(app, {
    requestLog: (req, res) => {
      logRequest(req, res);
      return false;
    },
    securityHeaders: (_req, res) => {
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      return false;
    },
    requestChecks: requestChecks(allowedMethods(build.routes)),
    health: healthChecks({ ready }),
    // By the visitor's address as Express sees it (`req.ip`, TRUST_PROXY).
    searchLimit: searchRateLimit(config.server.searchRate, (req) => expressClientIp(app)(req)),
    // brotli 11 and gzip 9, written by the build.
    assets: dev ? null : precompressedAssets("/assets/", path.join(clientDir, "assets"), setFileSecurityHeaders),
    articlePages: fromBuild?.articlePages ?? null,
    prerenderedPages: fromBuild?.prerenderedPages ?? null,
    // The same host for the adapter's request URL, React Router's origin check and ours (server/forwarded.ts).
    host: [oneHost],
    compression: [compression()],
    devModules: dev ? dev.middlewares : null,
    files: dev ? null : builtFiles(clientDir),
    // Foreign origins → 403, oversized bodies → 413, before React Router reads them; a same-host
    // post whose scheme the proxy did not pass on: a readable page, and the fix in the log.
    formGuards: [formRequestGuards(), schemeMismatch()],
    renderTurns: [renderTurns({ limit: config.server.renderQueueLimit })],
    reactRouter: [
      createRequestHandler({
        // In dev, the modules as they are now: an edit shows at the next request.
        build: dev ? () => dev.build() : build,
        mode: config.server.mode,
        getLoadContext: (req, res) => {
          const cspNonce = createNonce();
          res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${cspNonce}'`]));
          return { forms: createFormContext(req, res, leads), comments, log: req.log, cspNonce, search };
        },
      }),
    ],
    errors: [errorHandler],
  });
}

/** The build's other files: fingerprinted ones cached forever, the rest (images, favicons, .data) revalidated. */
function builtFiles(clientDir: string): express.RequestHandler[] {
  return [
    // What has no precompressed copy.
    express.Router().use(
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
    ),
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
  ];
}

/**
 * Starts the server: `npm start` on the build, `npm run dev` (scripts/dev.ts) with `dev`, which
 * gets the HTTP server first (Vite's hot reload shares its port).
 */
export async function serve({
  config,
  dev,
}: {
  config: Config;
  dev?: (server: http.Server) => Promise<DevSource & { close(): Promise<void> }>;
}) {
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
  const server = http.createServer();
  const devSource = dev ? await dev(server) : undefined;
  server.on("request", await createApp({ config, leads, logger, dev: devSource }));
  answerOutsideRequests(server, clientErrorLog(logger)); // unparsable requests and CONNECT: a 4xx, not a closed socket
  server.listen(port, host, () => {
    logger.info({ port, host, dev: Boolean(dev) }, `Nexora site on http://localhost:${port}`);
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${signal}: finishing in-flight requests`);
    // In-flight requests finish (their leads are committed), then the database closes.
    server.close(() => void Promise.all([leads.close(), devSource?.close()]).then(() => process.exit(0)));
    server.closeIdleConnections();
    // Committed leads survive a forced exit (WAL, synchronous=FULL); the WAL is replayed on the next open.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // Every setting checked first: a wrong one stops the start, one line per bad variable, exit code 1.
  await serve({ config: configOrExit() });
}
