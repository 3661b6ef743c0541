/**
 * The page files the nginx edge serves, one folder per content revision (docs/decisions/0033-content-at-render.md):
 * `<client>/_releases/<build>-<revision>/` holds every page the edge answers itself (index.html and its .br/.gz), and
 * the symlink `_releases/current` names the live one; nginx reads the page files through it
 * (scripts/lib/edge-config.ts). An instance writes a release beside the others and switches the link with one rename,
 * so the edge changes revision in one step, as the instance's memory does. Unchanged files are hard links to the last
 * release's (or the build's), so a release costs the pages that changed, and their ETags stay.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { PrerenderedPage } from "./precompressed";

export const RELEASES_FOLDER = "_releases";
const CURRENT = "current";
const META = "release.json";
const ABANDONED_MS = 10 * 60_000;

interface ReleaseMeta {
  build: string;
  /** When the build was made (ISO 8601): a newer build's release is never replaced by an older build's. */
  builtAt: string;
  revision: number;
}

/** Where the build keeps its id (scripts/postbuild.ts writes it). */
export const BUILD_ID_FILE = "build-id.json";

export function newBuildId(now = new Date()): { id: string; builtAt: string } {
  return { id: crypto.randomBytes(4).toString("hex"), builtAt: now.toISOString() };
}

/** The id of the build in `buildDir`; one made before builds had ids is named by when its pages were written. */
export function buildIdOf(buildDir: string): { id: string; builtAt: string } {
  try {
    return JSON.parse(fs.readFileSync(path.join(buildDir, BUILD_ID_FILE), "utf8")) as { id: string; builtAt: string };
  } catch {
    const builtAt = fs.statSync(path.join(buildDir, "client", "index.html")).mtime.toISOString();
    return { id: `b${Date.parse(builtAt).toString(36)}`, builtAt };
  }
}

export interface ReleaseOptions {
  clientDir: string;
  build: { id: string; builtAt: string };
  /** The build's pages and their policies: a page rendered under another policy is left to Node (nginx sends the build's). */
  built: ReadonlyMap<string, PrerenderedPage>;
  /** Releases kept besides the current one. */
  keep?: number;
}

export interface ContentReleases {
  /** Writes the release of `revision` if it is missing and points `current` at it, unless a later one is current. */
  release(revision: number, pages: ReadonlyMap<string, PrerenderedPage>): Promise<string>;
  /** The release `current` names, if any. */
  current(): ReleaseMeta | undefined;
}

const VARIANTS = [
  ["index.html", "identity"],
  ["index.html.br", "br"],
  ["index.html.gz", "gzip"],
] as const;

function filesOf(root: string, urlPath: string): string {
  return path.join(root, ...urlPath.split("/").filter(Boolean));
}

function readMeta(dir: string): ReleaseMeta | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, META), "utf8")) as ReleaseMeta;
  } catch {
    return undefined;
  }
}

/** Whether `candidate` should replace `current` as the live release: a later build, or the same build at a later revision. */
export function supersedes(candidate: ReleaseMeta, current: ReleaseMeta | undefined): boolean {
  if (!current) return true;
  if (candidate.build !== current.build) return candidate.builtAt > current.builtAt;
  return candidate.revision > current.revision;
}

export function contentReleases({ clientDir, build, built, keep = 4 }: ReleaseOptions): ContentReleases {
  const root = path.join(clientDir, RELEASES_FOLDER);
  fs.mkdirSync(root, { recursive: true });
  // What this instance wrote last: its unchanged pages are linked, not written again.
  let last: { dir: string; pages: ReadonlyMap<string, PrerenderedPage> } | undefined;

  function sourceOf(urlPath: string, page: PrerenderedPage): string | undefined {
    if (last && last.pages.get(urlPath) === page) return filesOf(last.dir, urlPath);
    if (built.get(urlPath) === page) return filesOf(clientDir, urlPath);
    return undefined;
  }

  function write(dir: string, pages: ReadonlyMap<string, PrerenderedPage>): void {
    for (const [urlPath, page] of pages) {
      if (page.policy !== built.get(urlPath)?.policy) continue;
      const target = filesOf(dir, urlPath);
      fs.mkdirSync(target, { recursive: true });
      const source = sourceOf(urlPath, page);
      for (const [name, variant] of VARIANTS) {
        const file = path.join(target, name);
        if (source) {
          try {
            fs.linkSync(path.join(source, name), file);
            continue;
          } catch {
            // Another file system, or the source is gone: written instead.
          }
        }
        fs.writeFileSync(file, page[variant].body);
      }
    }
  }

  function switchTo(name: string, meta: ReleaseMeta): void {
    if (!supersedes(meta, readMeta(path.join(root, CURRENT)))) return;
    const link = path.join(root, `.${CURRENT}-${crypto.randomBytes(6).toString("hex")}`);
    fs.symlinkSync(name, link);
    // rename(2) replaces the old link in one step: nginx finds the old release or the new one, never neither.
    fs.renameSync(link, path.join(root, CURRENT));
  }

  function prune(): void {
    // A release or link an instance was killed while writing: gone once it is surely not being written any more.
    for (const entry of fs.readdirSync(root)) {
      const file = path.join(root, entry);
      if (entry.startsWith(".") && Date.now() - fs.lstatSync(file).mtimeMs > ABANDONED_MS)
        fs.rmSync(file, { recursive: true, force: true });
    }
    const current = fs.existsSync(path.join(root, CURRENT)) ? fs.readlinkSync(path.join(root, CURRENT)) : undefined;
    const releases = fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith(".") && e.name !== current)
      .map((e) => ({ name: e.name, at: fs.statSync(path.join(root, e.name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { name } of releases.slice(keep)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }

  return {
    async release(revision, pages) {
      const meta: ReleaseMeta = { build: build.id, builtAt: build.builtAt, revision };
      const name = `${build.id}-${revision}`;
      const dir = path.join(root, name);
      if (!fs.existsSync(path.join(dir, META))) {
        const temporary = path.join(root, `.${name}-${crypto.randomBytes(6).toString("hex")}`);
        try {
          write(temporary, pages);
          fs.writeFileSync(path.join(temporary, META), JSON.stringify(meta));
          fs.renameSync(temporary, dir);
        } catch (err) {
          fs.rmSync(temporary, { recursive: true, force: true });
          // Another instance wrote the same release first: it holds the same files.
          if (!fs.existsSync(path.join(dir, META))) throw err;
        }
      }
      last = { dir, pages };
      switchTo(name, meta);
      prune();
      return name;
    },
    current: () => readMeta(path.join(root, CURRENT)),
  };
}
