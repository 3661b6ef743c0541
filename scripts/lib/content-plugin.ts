// Stands in for app/content/files/read.ts in Vite (the build, `npm run dev`, Vitest): server code gets the content,
// validated first so a bad file fails with file, field and reason; the islands build gets a reader that throws.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentRoot } from "../../app/content/files/source";
import { checkContent, ContentValidationError, type ContentSnapshot } from "../../app/content/files/validate";

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
  browser?: boolean;
  /** Default: `CONTENT_DIR`, else content/ under Vite's root. */
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
      // New files: the dev server's watcher below.
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
