// Production and `npm run dev`; the order of the stages is server/pipeline.ts (docs/decisions/0020-dev-server.md).
import { factorKeyFile } from "./server/desk/factor-policy";
import { smtpNotices } from "./server/desk/notices";
import { loadFactorKey } from "./server/desk/factors";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import http, { type RequestListener, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { configOrExit, loadConfig, proxyTrustWarning, type Config } from "./server/config";
import { healthChecks } from "./server/health";
import { formRequestGuards } from "./server/http-guards";
import { oneHost, schemeMismatch } from "./server/forwarded";
import { createLeadService, type LeadService } from "./server/lead-service";
import { searchOf, type Handler } from "./server/front";
import { pipeline } from "./server/pipeline";
import { builtLocales, serverBuild } from "./server/locale-builds";
import { DEFAULT_LOCALE, LOCALES, splitLocale } from "./shared/locales";
import { loadSiteSearch, type SiteSearch } from "./app/search/search.server";
import { renderTurns } from "./server/render-turns";
import { expressClientIp, searchRateLimit } from "./server/search-limit";
import { articlePages, storeComments, takeArticlePages } from "./server/article-pages";
import { builtContentFiles, seedContent } from "./server/content-seed";
import { builtContentReads, collectionOfFile, contentScopeOf, renderAtRevision, withInlineIcons } from "./server/content-render";
import { workerRenderer } from "./server/content-renderer";
import { linkIndex, liveContent, newsPagesIn, type LiveContent } from "./server/live-content";
import { scheduleRunner } from "./server/content-schedules";
import { mediaFiles } from "./server/media";
import { builtIndexes, workerIndex } from "./server/live-search";
import { buildIdOf, contentReleases, RELEASES_FOLDER } from "./server/content-releases";
import { createFormContext, routerContextOf } from "./server/load-context";
import { clientErrorLog, consoleShaped, createLogger, errorHandler, requestLogger, type Logger } from "./server/logger";
import { answerOutsideRequests } from "./server/client-errors";
import { logProcessFaults, storeOpenFailure } from "./server/process-faults";
import { allowedMethods, requestChecks } from "./server/request-checks";
import { deskAllow, deskFontUrl, deskRateLimit, deskRouter, deskTurns, SESSION_COOKIE } from "./server/desk";
import { loadPrerenderedPages, precompressedAssets, prerenderedPages, renderedPage } from "./server/precompressed";
import {
  contentSecurityPolicy,
  createNonce,
  hashInlineScripts,
  loadCspHashes,
  staticSecurityHeaders,
  subresourceSecurityHeaders,
} from "./server/security-headers";

// The .br/.gz copies go out as Content-Encoding, never as files of their own.
function withoutCompressedCopies(serve: express.RequestHandler): express.RequestHandler {
  return (req, res, next) => (/\.(br|gz)$/i.test(req.path) ? next() : serve(req, res, next));
}

// An .html file is a page; other files get the short policy.
function setFileSecurityHeaders(res: ServerResponse, file: string): void {
  if (file.endsWith(".html")) return;
  for (const [name, value] of Object.entries(subresourceSecurityHeaders)) res.setHeader(name, value);
}

export interface DevSource {
  /** Reloaded when the modules change. */
  build(): Promise<ServerBuild>;
  middlewares: express.RequestHandler[];
  search(): Promise<SiteSearch | undefined>;
}

export interface AppOptions {
  config?: Config;
  leads?: LeadService;
  logger?: Logger;
  /** GET /readyz; by default `leads.ping()`. */
  ready?: () => Promise<unknown>;
  dev?: DevSource;
  /** How often the server looks for a newer content revision in the store (server/live-content.ts); 0: only at start. */
  contentPollMs?: number;
  /** The desk's key for authenticator secrets; by default DESK_FACTOR_KEY, else its file beside the database. */
  factorKey?: Buffer;
}

function builtSearch(buildDir: string, code: string): () => Promise<SiteSearch | undefined> {
  let search: SiteSearch | undefined;
  return async () => (search ??= loadSiteSearch(buildDir, code));
}

/**
 * A language's build: its server bundle, loaded on the first request in that language (memory in proportion to the
 * languages visitors use), and its search (docs/decisions/0026-locales.md).
 */
interface LocaleSite {
  code: string;
  build: () => Promise<ServerBuild>;
  search: () => Promise<SiteSearch | undefined>;
}

function localeSites(buildDir: string, dev: DevSource | undefined): Map<string, LocaleSite> {
  // The dev server renders every language from its modules; its search index is English's (README: "Run it").
  if (dev) {
    const search = (code: string) => (code === DEFAULT_LOCALE.code ? () => dev.search() : async () => undefined);
    return new Map(LOCALES.map((l) => [l.code, { code: l.code, build: () => dev.build(), search: search(l.code) }]));
  }
  // One server bundle renders every language; each has its own search index.
  const build = serverBuild(buildDir);
  return new Map(builtLocales(buildDir).map((l) => [l.code, { code: l.code, build, search: builtSearch(buildDir, l.code) }]));
}

/** What answers a path: its language's site, English's for a language the build has no pages of. */
function siteOf(sites: Map<string, LocaleSite>, pathname: string): LocaleSite {
  return sites.get(splitLocale(pathname).locale.code) ?? sites.get(DEFAULT_LOCALE.code)!;
}

// Built pages and assets are answered from memory before Express; in dev Vite serves the modules and React Router renders every page.
export async function createApp({
  config = loadConfig(),
  leads = createLeadService(config.leads),
  logger = createLogger({ level: config.server.logLevel }),
  ready = () => leads.ping(),
  dev,
  contentPollMs = config.server.contentPollMs,
  factorKey = loadFactorKey({ hex: config.deskFactorKey, file: factorKeyFile(config.store) }, logger),
}: AppOptions = {}): Promise<RequestListener> {
  const { buildDir } = config.server;
  const clientDir = path.join(buildDir, "client");
  const sites = localeSites(buildDir, dev);
  // One route table holds every language's routes (app/routes.ts).
  const allowFor = allowedMethods((await sites.get(DEFAULT_LOCALE.code)!.build()).routes);

  const logRequest = requestLogger(logger);
  // No inline script allowed: pages rendered on request get a nonce, prerendered ones the build's hashes.
  const securityHeaders = Object.entries({ ...staticSecurityHeaders, "Content-Security-Policy": contentSecurityPolicy([]) });
  const comments = storeComments(() => leads.store());

  async function builtPages(): Promise<{ articlePages: Handler; prerenderedPages: Handler; live: LiveContent }> {
    const cspHashes = loadCspHashes(buildDir);
    const pages = loadPrerenderedPages(clientDir, (urlPath, html) =>
      // A build made without the postbuild step has no hashes: hash the page's scripts now.
      contentSecurityPolicy(cspHashes[urlPath] ?? hashInlineScripts(html)),
    );
    const articles = takeArticlePages(pages);
    const releases = config.server.contentReleases
      ? contentReleases({ clientDir, build: buildIdOf(buildDir), built: new Map(pages) })
      : undefined;
    // A page rendered now gets what the build gave its prerendered pages: its icons' symbols inline.
    const render = withInlineIcons(renderAtRevision(sites.get(DEFAULT_LOCALE.code)!.build), clientDir);
    // A publish is checked and rendered on a thread of its own (server/content-renderer.ts).
    const renderer = workerRenderer({ buildDir, locales: [...sites.keys()] });
    const builtFiles = builtContentFiles(buildDir);
    const indexes = builtIndexes(buildDir, [...sites.keys()]);
    const live = liveContent({
      store: async () => (await leads.store()).content,
      built: { files: builtFiles, pages },
      builtReads: builtContentReads(buildDir),
      collectionOf: collectionOfFile,
      views: (revision, files) => renderer.views(revision, files),
      render: (urlPath, view) => renderer.render(urlPath, splitLocale(urlPath).locale.code, view),
      page: (html) => renderedPage(html, contentSecurityPolicy(hashInlineScripts(html))),
      builtIndexes: indexes,
      contentPages: newsPagesIn,
      // Indexes no page links any more are removed after a day; the build's and the served ones stay.
      index: workerIndex(renderer, clientDir, () => [
        ...[...indexes.values()].map((built) => built.indexUrl),
        ...[...sites.keys()].flatMap((code) => live.indexUrl(code) ?? []),
      ]),
      cards: (code, revision) => renderer.cards(revision, code),
      preview: (files, urlPath) => renderer.preview(files, urlPath, splitLocale(urlPath).locale.code),
      // Behind the edge, each revision's page files for nginx (server/content-releases.ts).
      release: releases ? async (revision, live) => releases.release(revision, live) : undefined,
      log: logger,
    });
    // The store's latest revision is served from the first request (a start renders the pages it changed).
    try {
      await live.sync();
    } catch (err) {
      logger.error({ err }, "Content: the store's latest revision could not be read; the build's content is served");
    }
    if (contentPollMs > 0) {
      live.follow(contentPollMs);
      // Due scheduled publishes are run by whichever instance claims them first (server/content-schedules.ts).
      scheduleRunner({ content: async () => (await leads.store()).content, sync: () => live.sync(), log: logger }).follow();
      // A server that follows the store readies its renderer now, so a publish is not kept waiting for it.
      renderer
        .warm(builtFiles, indexes)
        .catch((err: unknown) => logger.error({ err }, "Content: the renderer could not be readied; a publish readies it"));
    }
    return {
      // Re-rendered when the approved comments or the content change, without a rebuild (server/article-pages.ts says why a cache).
      articlePages: articlePages({
        pages: articles,
        comments,
        render: async (urlPath, approved) => {
          const { code } = splitLocale(urlPath).locale;
          const { html } = await render(urlPath, live.view(code), { comments: { approved: async () => approved } });
          return linkIndex(html, live.indexUrl(code));
        },
        revision: () => live.renderedAt(),
        servedRevision: () => live.revision(),
      }),
      // Exact paths only. A form's confirmation (?sent=<kind>) and /search are rendered on request.
      prerenderedPages: prerenderedPages(
        (urlPath) => live.page(urlPath),
        (req) => new URLSearchParams(searchOf(req.url)).has("sent"),
      ),
      live,
    };
  }
  const fromBuild = dev ? undefined : await builtPages();
  // A transport without a pool: it holds no connection between e-mails, so nothing to close at shutdown.
  const deskNotices = config.outbox.confirm ? smtpNotices(config.outbox.confirm) : undefined;

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
    requestChecks: requestChecks(deskAllow(allowFor)),
    health: healthChecks({ ready }),
    // By the visitor's address as Express sees it (`req.ip`, TRUST_PROXY).
    searchLimit: searchRateLimit(config.server.searchRate, (req) => expressClientIp(app)(req)),
    deskLimit: deskRateLimit({ cookieName: SESSION_COOKIE, load: config.deskLoad }, (req) => expressClientIp(app)(req)),
    assets: dev ? null : precompressedAssets("/assets/", path.join(clientDir, "assets"), setFileSecurityHeaders),
    articlePages: fromBuild?.articlePages ?? null,
    prerenderedPages: fromBuild?.prerenderedPages ?? null,
    // The same host for the adapter's request URL, React Router's origin check and ours (server/forwarded.ts).
    host: [oneHost],
    compression: [compression()],
    devModules: dev ? dev.middlewares : null,
    files: dev ? null : builtFiles(clientDir),
    media: [mediaFiles(async () => (await leads.store()).content)],
    // Foreign origins → 403, oversized bodies → 413, before React Router reads them; a same-host
    // post whose scheme the proxy did not pass on: a readable page, and the fix in the log.
    formGuards: [formRequestGuards(), schemeMismatch()],
    desk: [
      deskTurns(config.deskLoad),
      deskRouter({
        leads,
        clientIp: (req) => req.ip ?? req.socket.remoteAddress ?? "",
        settings: config.desk,
        retentionDays: config.leads.retentionDays,
        auditRetentionDays: config.leads.auditRetentionDays,
        fontUrl: dev ? undefined : deskFontUrl(clientDir),
        log: logger,
        content: fromBuild?.live,
        factorKey,
        notices: deskNotices,
        siteUrl: config.outbox.confirm?.siteUrl,
        privateHooks: config.outbox.privateHooks,
      }),
    ],
    renderTurns: [renderTurns({ limit: config.server.renderQueueLimit })],
    // One build renders every language; each language's handler searches its own index.
    reactRouter: [
      localeDispatch(sites, fromBuild?.live, (site) =>
        createRequestHandler({
          build: site.build,
          mode: config.server.mode,
          getLoadContext: (req, res) => {
            const cspNonce = createNonce();
            res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${cspNonce}'`]));
            // The index of the pages as served, once a publish changed them (server/live-search.ts).
            const search = async () => fromBuild?.live.search(site.code) ?? (await site.search());
            const searchIndexUrl = fromBuild?.live.indexUrl(site.code);
            const live = fromBuild?.live;
            // A news item's page is in the languages it is written in (the switcher and hreflang link only those).
            const languages = live && ((path: string) => [...sites.keys()].filter((code) => live.contentPaths(code).includes(path)));
            const values = {
              forms: createFormContext(req, res, leads),
              comments,
              log: req.log,
              cspNonce,
              search,
              searchIndexUrl,
              languages,
            };
            return routerContextOf(site.build, values);
          },
        }),
      ),
    ],
    errors: [errorHandler],
  });
}

// A page rendered on request reads the live content revision, as the served pages do (server/live-content.ts).
function localeDispatch(
  sites: Map<string, LocaleSite>,
  live: LiveContent | undefined,
  handlerOf: (site: LocaleSite) => express.RequestHandler,
): express.RequestHandler {
  const handlers = new Map([...sites.values()].map((site) => [site.code, handlerOf(site)]));
  return (req, res, next) => {
    const site = siteOf(sites, req.path);
    const handle = handlers.get(site.code)!;
    // The path's language's content (its route's: app/root.tsx), if that language is served.
    const view = live?.view(splitLocale(req.path).locale.code);
    if (!view) return handle(req, res, next);
    site
      .build()
      .then((build) => contentScopeOf(build).inContent(view, () => handle(req, res, next)))
      .catch(next);
  };
}

// Fingerprinted files cached forever; the rest (images, favicons, .data) revalidated. The edge's content releases are
// not files of the site (server/content-releases.ts).
function builtFiles(clientDir: string): express.RequestHandler[] {
  const notReleases =
    (serve: express.RequestHandler): express.RequestHandler =>
    (req, res, next) =>
      req.path.startsWith(`/${RELEASES_FOLDER}/`) ? next() : serve(req, res, next);
  return [
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
    notReleases(
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
    ),
  ];
}

// With `dev`, the HTTP server comes first: Vite's hot reload shares its port.
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
  // A store that cannot be opened or written stops the start now, not at the first submission (server/process-faults.ts).
  try {
    await leads.open();
  } catch (error) {
    logger.fatal(storeOpenFailure(config.store, error), "The server cannot start: the lead store cannot be opened for writing");
    process.exit(1);
  }
  // The site is served from the build either way: a store that cannot take the seed now is told about, not fatal.
  try {
    const seeded = await seedContent((await leads.store()).content, builtContentFiles(config.server.buildDir));
    if (seeded === "seeded") logger.info({ revision: 1 }, "Content store: the content the site was built from is revision 1");
  } catch (err) {
    logger.error({ err }, "Content store: the content the site was built from could not be stored as revision 1");
  }
  const server = http.createServer();
  const devSource = dev ? await dev(server) : undefined;
  server.on("request", await createApp({ config, leads, logger, dev: devSource }));
  answerOutsideRequests(server, clientErrorLog(logger)); // unparsable requests and CONNECT: a 4xx, not a closed socket
  server.listen(port, host, () => {
    logger.info(
      { port, host, dev: Boolean(dev), node: process.version },
      `Nexora site on http://localhost:${port} (Node ${process.version})`,
    );
  });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${signal}: finishing in-flight requests`);
    // In-flight requests finish (their leads are committed) before the database closes.
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
