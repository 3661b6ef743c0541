// Stands in for app/content/files/read.ts in Vite (the build, `npm run dev`, Vitest): server code gets the content,
// validated first so a bad file fails with file, field and reason; the islands build gets a reader that throws, and
// fails on an import of interface words (islands get theirs as props).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
// The Plugin type's `configureVitest` hook.
import type {} from "vitest/config";
import { contentRoot } from "../../app/content/files/source.ts";
import { checkContent, ContentValidationError } from "../../app/content/files/validate.ts";
import { COLLECTIONS } from "../../app/content/collections.ts";
import { DEFAULT_LOCALE } from "../../app/i18n/locales.ts";
import type { Exports } from "../../app/content/schemas/collection";

export const READ_MODULE = fileURLToPath(new URL("../../app/content/files/read.ts", import.meta.url));

const BROWSER_READER = `
const fail = (what) => {
  throw new Error(what + " was read in the browser: content modules are server-only; give islands their content as props");
};
export function readCollection(name) { return fail("The content collection " + name); }
`;

export const SCOPE_MODULE = fileURLToPath(new URL("../../app/content/files/scope.ts", import.meta.url));
const RENDER_LOCALE_MODULE = fileURLToPath(new URL("../../app/i18n/render-locale.ts", import.meta.url));
const BROWSER_LOCALE_MODULE = fileURLToPath(new URL("../../app/i18n/render-locale.browser.ts", import.meta.url));

// The build's content in the render's language, unless the render is given a revision of its own
// (app/content/files/scope.ts). `byLocale`: every language a build renders, or the one a test or the dev server reads.
function serverReader(byLocale: Record<string, Record<string, Exports>>, fallback: string): string {
  return `
import { scopedCollection } from ${JSON.stringify(SCOPE_MODULE)};
import { renderLocale } from ${JSON.stringify(RENDER_LOCALE_MODULE)};
const byLocale = ${JSON.stringify(byLocale)};
export function readCollection(name) {
  const scoped = scopedCollection(name);
  if (scoped) return scoped;
  const collections = byLocale[renderLocale() ?? ${JSON.stringify(fallback)}];
  if (!collections) throw new Error("this build has no content in " + renderLocale());
  if (!Object.hasOwn(collections, name)) throw new Error(name + " is not a content collection");
  return collections[name];
}
`;
}

export interface ContentPluginOptions {
  browser?: boolean;
  /** Default: `CONTENT_DIR`, else content/ under Vite's root. */
  contentDir?: string;
  /** The language built: its content and interface text. Default: `SITE_LOCALE`, else English. */
  locale?: string;
}

/** `import { cardLabels } from "@interface/labels"`: a file of content/interface/<locale>/, one export per key. */
const INTERFACE_PREFIX = "@interface/";
const INTERFACE_ID = "\0nexora-interface:";

// One module per key, each free of side effects: a chunk then carries only the keys its islands use.
function interfaceModule(file: string, exports: Exports): string {
  const keys = Object.keys(exports);
  return [
    ...keys.map((key) => `import { value as ${key} } from ${JSON.stringify(`${INTERFACE_ID}${file}/${key}`)};`),
    `export { ${keys.join(", ")} };`,
    `export default { ${keys.join(", ")} };`,
  ].join("\n");
}

export function contentPlugin({
  browser = false,
  contentDir: fixedDir,
  locale = process.env.SITE_LOCALE ?? DEFAULT_LOCALE.code,
}: ContentPluginOptions = {}): Plugin {
  let contentDir = "";
  let command: "build" | "serve" = "build";
  let inVitest = false;
  /** One reading of the content for the interface modules of a build (cleared when a file changes). */
  let checked: ReturnType<typeof checkContent> | undefined;
  const isReader = (id: string) => path.resolve(id.split("?")[0] ?? id) === READ_MODULE;

  return {
    name: "nexora-content",
    enforce: "pre",
    config() {
      // The islands serve every language: they read the page's (its <html lang>) when they run.
      return { define: { __SITE_LOCALE__: browser ? "document.documentElement.lang" : JSON.stringify(locale) } };
    },
    // Vitest 5 keeps transformed modules on disk, keyed by file and plugin name: the reader and the interface modules
    // depend on this plugin's language and on the content files, so each run makes them anew (else a project could
    // get another's language, as search-de and search-ar got English).
    configureVitest({ defineCacheKeyGenerator }) {
      inVitest = true;
      defineCacheKeyGenerator(({ id }) => (isReader(id) || id.startsWith(INTERFACE_ID) ? false : undefined));
    },
    configResolved(config) {
      command = config.command;
      contentDir = fixedDir ? path.resolve(fixedDir) : contentRoot(config.root);
    },
    buildStart() {
      checked = undefined;
      // A build fails on a bad content file even where no page reads that collection.
      if (command !== "build" || browser) return;
      const { issues } = checkContent(contentDir);
      if (issues.length > 0) this.error(new ContentValidationError(issues).message);
    },
    resolveId(source, importer, options) {
      if (source.startsWith(INTERFACE_ID)) return { id: source, moduleSideEffects: false };
      // A script serves the page it is on, in the page's language; the server's renders each set theirs. (Vitest's
      // jsdom keeps the server's, so a component test can render in a language.)
      const inBrowser = browser || (!inVitest && this.environment?.config.consumer === "client");
      if (inBrowser && /(?:^|\/)render-locale(?:\.ts)?$/.test(source)) return BROWSER_LOCALE_MODULE;
      // Server code keeps app/i18n/interface/<name>.ts, whose words are read when used: a render at a revision gets its own.
      if (!browser && (this.environment?.config.consumer === "server" || options?.ssr)) return null;
      // `@interface/labels`, or app/pages.ts's relative import (React Router's config loader knows no alias).
      const relative = source.startsWith(".") ? /(?:^|\/)i18n\/interface\/([\w-]+)(?:\.ts)?$/.exec(source) : null;
      const name = relative ? relative[1] : source.startsWith(INTERFACE_PREFIX) ? source.slice(INTERFACE_PREFIX.length) : null;
      if (!name) return null;
      // The islands get their words as props, so a publish changes them with the page and no script carries a word.
      if (browser) this.error(`${importer ?? "?"} imports ${source}: an island's words are given as props, not imported`);
      // Elsewhere in the browser (React Router's client build, Vitest's jsdom): the build's language, one module per key.
      return { id: INTERFACE_ID + name, moduleSideEffects: false };
    },
    load(id) {
      if (id.startsWith(INTERFACE_ID)) {
        const [name, key] = id.slice(INTERFACE_ID.length).split("/");
        const file = `interface/${name}.json`;
        const collection = COLLECTIONS.find((c) => c.kind === "file" && c.file === file);
        if (!collection) this.error(`${file} is not an interface file (the records in app/content/schemas/interface.ts)`);
        checked ??= checkContent(contentDir, COLLECTIONS, locale);
        const { issues, snapshot } = checked;
        if (issues.length > 0) this.error(new ContentValidationError(issues).message);
        for (const read of snapshot.files) this.addWatchFile(path.join(contentDir, read));
        const exports = snapshot.exports[collection.name]!;
        return key === undefined ? interfaceModule(name!, exports) : `export const value = ${JSON.stringify(exports[key])};`;
      }
      if (!isReader(id)) return null;
      if (browser) return BROWSER_READER;
      const { issues, snapshot } = checkContent(contentDir, COLLECTIONS, locale);
      if (issues.length > 0) this.error(new ContentValidationError(issues).message);
      // New files: the dev server's watcher below.
      for (const file of snapshot.files) this.addWatchFile(path.join(contentDir, file));
      // A build and the dev server render every language; a test, the one it is run in.
      return serverReader(command === "build" || !inVitest ? snapshot.byLocale : { [locale]: snapshot.exports }, locale);
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep)) return;
        checked = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const mod of environment.moduleGraph.getModulesByFile(READ_MODULE) ?? []) environment.moduleGraph.invalidateModule(mod);
          for (const mod of environment.moduleGraph.idToModuleMap.values()) {
            if (mod.id?.startsWith(INTERFACE_ID)) environment.moduleGraph.invalidateModule(mod);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
    },
  };
}
