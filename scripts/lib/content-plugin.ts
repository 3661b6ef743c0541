/**
 * The content files in Vite (the build, `react-router dev`, Vitest). Stands in for
 * app/content/files/read.ts, the content modules' reader:
 *
 * - server code (the SSR build, dev, tests): every file under content/ (or `CONTENT_DIR`) is
 *   checked against its schema first (app/content/files/validate.ts), and any problem fails the
 *   build with the file, the field and the reason; then the collections' exports (built from
 *   their records, app/content/collections.ts) go into the module, so a build holds the content
 *   it was built with.
 * - browser code (`{ browser: true }`, the islands build): a reader that throws. Content modules
 *   are server-only and never reach the browser's bundle; islands get their content as props.
 *
 * In the dev server, a change under content/ reloads the page with the new content (or shows the
 * problem in the error overlay).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentRoot } from "../../app/content/files/source";
import { checkContent, ContentValidationError, type ContentSnapshot } from "../../app/content/files/validate";

/** The module the plugin stands in for. */
export const READ_MODULE = fileURLToPath(new URL("../../app/content/files/read.ts", import.meta.url));

const BROWSER_READER = `
const fail = (what) => {
  throw new Error(what + " was read in the browser: content modules are server-only; give islands their content as props");
};
export function readCollection(name) { return fail("The content collection " + name); }
`;

function serverReader(snapshot: ContentSnapshot): string {
  return `
const collections = ${JSON.stringify(snapshot.exports)};
export function readCollection(name) {
  if (!Object.hasOwn(collections, name)) throw new Error(name + " is not a content collection");
  return collections[name];
}
`;
}

export interface ContentPluginOptions {
  /** For the islands build: a reader that throws. */
  browser?: boolean;
  /** The content folder (default: `CONTENT_DIR`, else content/ under Vite's root). */
  contentDir?: string;
}

export function contentPlugin({ browser = false, contentDir: fixedDir }: ContentPluginOptions = {}): Plugin {
  let contentDir = "";
  let command: "build" | "serve" = "build";
  const isReader = (id: string) => path.resolve(id.split("?")[0] ?? id) === READ_MODULE;

  return {
    name: "nexora-content",
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      contentDir = fixedDir ? path.resolve(fixedDir) : contentRoot(config.root);
    },
    buildStart() {
      // A build fails on a bad content file even where no page reads that collection.
      if (command !== "build" || browser) return;
      const { issues } = checkContent(contentDir);
      if (issues.length > 0) this.error(new ContentValidationError(issues).message);
    },
    load(id) {
      if (!isReader(id)) return null;
      if (browser) return BROWSER_READER;
      const { issues, snapshot } = checkContent(contentDir);
      if (issues.length > 0) this.error(new ContentValidationError(issues).message);
      // (New files: the dev server's watcher below.)
      for (const file of snapshot.files) this.addWatchFile(path.join(contentDir, file));
      return serverReader(snapshot);
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      const reload = (file: string) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep)) return;
        for (const environment of Object.values(server.environments)) {
          for (const mod of environment.moduleGraph.getModulesByFile(READ_MODULE) ?? []) environment.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("add", reload).on("unlink", reload).on("change", reload);
    },
  };
}
