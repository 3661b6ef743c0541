// `npm run dev`: server.ts's app on the sources, Vite in middleware mode (docs/decisions/0020-dev-server.md).
import type http from "node:http";
import path from "node:path";
import type express from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createVite, type ViteDevServer } from "vite";
import { serve, type DevSource } from "../server.ts";
import { configOrExit, PROJECT_ROOT, type Config } from "../server/config";
import { createSiteSearch, type SiteSearch } from "../app/search/search.server";
import { SEARCH_INDEX_URL } from "../app/search/index-file";
import type { pages as Pages } from "../app/pages";
import type { site as Site } from "../app/content/site";
import { buildIndex, readPage } from "./lib/search-index";
import { searchLanguage } from "../app/search/search-options";
import { DEFAULT_LOCALE_CODE } from "../shared/locales";

// Never the production file.
export const DEV_DATABASE_PATH = "data/dev-leads.sqlite";

interface DevIndex {
  search: SiteSearch;
  json: string;
}

// As the build indexes the prerendered ones (scripts/lib/search-index.ts): English's pages, the one index dev makes.
async function indexPages(vite: ViteDevServer, build: ServerBuild): Promise<DevIndex> {
  const { pages } = (await vite.ssrLoadModule("/app/pages.ts")) as { pages: typeof Pages };
  const { site } = (await vite.ssrLoadModule("/app/content/site.ts")) as { site: typeof Site };
  const render = createRequestHandler(build, "development");
  const indexed = [];
  for (const urlPath of new Set(pages.map((p) => p.canonical))) {
    const response = await render(new Request(new URL(urlPath, "http://localhost")));
    if (response.status !== 200) throw new Error(`search index: ${urlPath} answered ${response.status}`);
    indexed.push(readPage(await response.text(), urlPath, site.name));
  }
  const json = JSON.stringify(buildIndex(indexed, searchLanguage(DEFAULT_LOCALE_CODE)));
  return { search: createSiteSearch(json, Object.fromEntries(indexed.map((p) => [p.path, p.text]))), json };
}

// Made again after a change under app/ or content/; a failure is reported and the next use tries again.
export function sourceDerived<T>(make: () => Promise<T>, report: (error: unknown) => void) {
  let current: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      if (current) return current;
      const made = make();
      made.catch((error: unknown) => {
        if (current === made) current = undefined;
        report(error);
      });
      return (current = made);
    },
    changed(file: string): void {
      if (/^(app|content)\//.test(path.relative(PROJECT_ROOT, file).split(path.sep).join("/"))) current = undefined;
    },
  };
}

export function devConfig(env: NodeJS.ProcessEnv): Config {
  return configOrExit({ ...env, NODE_ENV: "development", DATABASE_PATH: env.DATABASE_PATH?.trim() || DEV_DATABASE_PATH });
}

// Hot reload on the same port.
export async function devSource(server: http.Server): Promise<DevSource & { close(): Promise<void> }> {
  const vite = await createVite({ root: PROJECT_ROOT, appType: "custom", server: { middlewareMode: true, hmr: { server } } });
  const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

  const index = sourceDerived(
    () => build().then((b) => indexPages(vite, b)),
    (error) => vite.config.logger.error(`search index: ${String(error)}`),
  );
  vite.watcher.on("all", (_event, file) => index.changed(file));

  // The build replaces the pages' placeholder (app/search/index-file.ts); dev answers it here.
  const searchIndexFile: express.RequestHandler = (req, res, next) => {
    if (req.path !== SEARCH_INDEX_URL) return next();
    index.get().then(
      ({ json }) => res.type("json").set("Cache-Control", "no-store").send(json),
      (error: unknown) => next(error),
    );
  };

  return {
    build,
    middlewares: [searchIndexFile, vite.middlewares],
    search: () =>
      index.get().then(
        ({ search }) => search,
        () => undefined,
      ),
    close: () => vite.close(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(PROJECT_ROOT, "scripts/dev.ts")) {
  // React and Vite read it; React Router's mode follows it.
  process.env.NODE_ENV = "development";
  await serve({ config: devConfig(process.env), dev: devSource });
}
