/**
 * `npm run cms`: the content editor on this computer, on 127.0.0.1 only (docs/decisions/0013-content-editing.md): Decap CMS
 * from node_modules (no CDN), decap-server's local backend writing into this working tree, and the content checked after
 * every save as the build will. server.ts never serves any of this. `CMS_PORT` (3001), `CONTENT_DIR` (tests edit a copy).
 */
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import express from "express";
import { contentRoot } from "../app/content/files/source";
import { checkContent, formatIssue } from "../app/content/files/validate";
import { COLLECTIONS } from "../app/content/collections";
import { writeEditorConfig } from "./lib/cms-config";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const ADMIN_DIR = path.join(ROOT, "admin");
const require = createRequire(import.meta.url);
const DECAP_DIST = path.dirname(require.resolve("decap-cms/dist/decap-cms.js"));

interface DecapServerMiddlewares {
  registerLocalFs(app: express.Express, options?: { logLevel?: string }): Promise<void>;
}

// After these the content is checked again.
const WRITES = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]);

export interface CmsServer {
  url: string;
  close(): Promise<void>;
}

export interface CmsOptions {
  port?: number;
  /** The editor writes to the folder that holds it (its `content/` and `public/images/`). */
  contentDir?: string;
  log?: (line: string) => void;
}

export async function startCms({ port = 3001, contentDir = contentRoot(), log = console.log }: CmsOptions = {}): Promise<CmsServer> {
  const content = path.resolve(contentDir);
  if (path.basename(content) !== "content")
    throw new Error(`${content}: the content folder must be called content (admin/config.yml names its folders content/…)`);
  const repo = path.dirname(content);
  if (writeEditorConfig(COLLECTIONS)) log("Wrote admin/config.yml from the content collections.");

  const app = express();
  app.disable("x-powered-by");
  app.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  const problems = () => checkContent(content).issues.map(formatIssue);
  let reported: string | null = null;
  const report = () => {
    const lines = problems();
    const text = lines.join("\n");
    if (text === reported) return;
    reported = text;
    if (lines.length === 0) log("The content is valid: `npm run build` will build it.");
    else log(`The site cannot be built until these are fixed:\n${lines.map((line) => `  ${line}`).join("\n")}`);
  };

  app.get("/", (_req, res) => res.redirect("/admin/"));
  // Express matches /admin and /admin/ alike: the page's relative URLs need the slash.
  app.get("/admin", (req, res) => {
    if (req.originalUrl.split("?")[0]!.endsWith("/")) res.sendFile(path.join(ADMIN_DIR, "index.html"));
    else res.redirect("/admin/");
  });
  app.get("/admin/config.yml", (_req, res) => res.type("text/yaml").sendFile(path.join(ADMIN_DIR, "config.yml")));
  app.get("/admin/editor.js", (_req, res) => res.type("text/javascript").sendFile(path.join(ADMIN_DIR, "editor.js")));
  app.get("/admin/problems.json", (_req, res) => res.json({ problems: problems() }));
  app.use("/admin", express.static(DECAP_DIST, { index: false }));
  app.use(express.static(path.join(repo, "public"), { index: false }));
  if (repo !== ROOT) app.use(express.static(path.join(ROOT, "public"), { index: false }));

  app.use("/api/v1", (req, res, next) => {
    res.on("finish", () => {
      type File = { path?: string };
      const body = req.body as { action?: string; params?: { entry?: File; dataFiles?: File[]; asset?: File; path?: string } } | undefined;
      if (!body?.action || !WRITES.has(body.action) || res.statusCode >= 400) return;
      const params = body.params ?? {};
      const files = [...(params.dataFiles ?? (params.entry ? [params.entry] : [])), ...(params.asset ? [params.asset] : [])].map(
        (f) => f.path,
      );
      if (params.path) files.push(params.path);
      for (const file of files) if (file) log(`${body.action.startsWith("delete") ? "Deleted" : "Saved"} ${file}`);
      reported = null;
      report();
    });
    next();
  });
  // decap-server reads the folder to write to from GIT_REPO_DIRECTORY when it is registered.
  Object.assign(process.env, { GIT_REPO_DIRECTORY: repo });
  const { registerLocalFs } = require("decap-server/dist/middlewares.js") as DecapServerMiddlewares;
  await registerLocalFs(app, { logLevel: "warn" });

  const server = await new Promise<Server>((resolve, reject) => {
    // A failure to listen comes as an 'error' event or the callback's argument.
    const listening = app.listen(port, "127.0.0.1", (error?: Error) => (error ? reject(error) : resolve(listening)));
    listening.once("error", reject);
  });
  const address = server.address() as AddressInfo;
  report();
  return {
    url: `http://localhost:${address.port}/admin/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.CMS_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`CMS_PORT=${process.env.CMS_PORT}: not a port number`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(ADMIN_DIR, "config.yml"))) throw new Error("admin/config.yml is missing");
  const cms = await startCms({ port }).catch((error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${port} is in use: choose another, e.g. CMS_PORT=3002 npm run cms` : error.message);
    process.exit(1);
  });
  console.log(`Content editor: ${cms.url} (saves into ${path.dirname(contentRoot())}; Ctrl+C stops it)`);
  const stop = () => {
    void cms.close().then(() => process.exit(0));
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
