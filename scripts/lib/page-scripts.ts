// Brotli bytes of script and style a built page makes the browser download, held to docs/decisions/0006-performance-budgets.md
// by scripts/check-site.ts: `unconditional`, `withIslands` (every island started), `onUse` (dynamic imports), and `css`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

// Source module → its chunk and what that chunk imports.
export type ChunkManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; name?: string }
>;

export interface PageScriptBytes {
  unconditional: number;
  withIslands: number;
  onUse: number;
  css: number;
  islands: string[];
  react: boolean;
  problems: string[];
}

export const LOADER_SOURCE = "app/client/islands.ts";
export const HYDRATE_SOURCE = "app/client/hydrate.tsx";
export const islandSource = (name: string) => `app/islands/${name}.island.tsx`;

// Keyed by source, or by chunk name when the module only re-exports a component (Rollup names the chunk after it).
function islandKey(manifest: ChunkManifest, name: string): string | undefined {
  if (manifest[islandSource(name)]) return islandSource(name);
  return Object.keys(manifest).find((key) => manifest[key].name === `${name}.island`);
}

function brotliSize(clientDir: string, href: string): number {
  const file = path.join(clientDir, href);
  return fs.statSync(fs.existsSync(file + ".br") ? file + ".br" : file).size;
}

function closure(manifest: ChunkManifest, keys: string[], dynamic: boolean, loaded: string[] = []): Set<string> {
  const files = new Set<string>();
  // The loader's dynamic imports are the table of every island, not what one island needs.
  const seen = new Set<string>(loaded);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(`/${chunk.file}`);
    for (const k of chunk.imports ?? []) visit(k);
    if (dynamic) for (const k of chunk.dynamicImports ?? []) visit(k);
  };
  keys.forEach(visit);
  return files;
}

export function pageScriptBytes(html: string, clientDir: string, manifest: ChunkManifest): PageScriptBytes {
  const problems: string[] = [];
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const moduleSrcs = [...html.matchAll(/<script type="module"[^>]*? src="([^"]+)"/g)].map((m) => m[1]);
  const entryKeys = moduleSrcs.map((src) => {
    const key = byFile.get(src);
    if (!key) problems.push(`module script ${src} is not from the islands build`);
    return key;
  });
  const loaded = closure(
    manifest,
    entryKeys.filter((k): k is string => !!k),
    false,
  );

  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]))
    .reduce((total, m) => total + zlib.brotliCompressSync(m[2]).length, 0);
  const sum = (files: Set<string>) => [...files].reduce((total, href) => total + brotliSize(clientDir, href), 0);
  const unconditional = sum(loaded) + inline;

  const islands = [...new Set([...html.matchAll(/ data-island="([^"]+)"/g)].map((m) => m[1]))];
  const islandKeys = islands.flatMap((name) => {
    const key = islandKey(manifest, name);
    if (!key) problems.push(`island "${name}" has no module ${islandSource(name)}`);
    return key ? [key] : [];
  });
  if (islands.length && !entryKeys.includes(LOADER_SOURCE)) problems.push("islands but no island loader");
  const entries = entryKeys.filter((k): k is string => !!k);
  const startKeys = [...islandKeys, HYDRATE_SOURCE];
  const started = islands.length ? closure(manifest, startKeys, false, entries) : new Set<string>();
  const used = islands.length ? closure(manifest, startKeys, true, entries) : new Set<string>();
  const all = new Set([...loaded, ...started]);
  const everything = new Set([...all, ...used]);
  const reactChunk = Object.values(manifest).find((c) => c.name === "react")?.file;

  const styles = new Set([...html.matchAll(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (total, m) => total + zlib.brotliCompressSync(m[1]).length,
    0,
  );
  return {
    unconditional,
    withIslands: sum(all) + inline,
    onUse: sum(everything) + inline,
    css: sum(styles) + inlineStyles,
    islands,
    react: reactChunk !== undefined && everything.has(`/${reactChunk}`),
    problems,
  };
}

export function readChunkManifest(buildDir: string): ChunkManifest {
  return JSON.parse(fs.readFileSync(path.join(buildDir, "islands-manifest.json"), "utf8")) as ChunkManifest;
}
