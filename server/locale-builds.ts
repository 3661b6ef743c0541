// The build: one server bundle renders every language (the language is the route's: docs/decisions/0026-locales.md);
// each language has its own prerendered pages (client/<code>/…, English at the root) and its own search index.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LOCALES, localePath, type Locale } from "../shared/locales";
import { searchManifestName } from "../app/search/index-file";

/** The languages a build has pages of: English, and each other language whose home page was prerendered. */
export function builtLocales(buildDir: string): Locale[] {
  return LOCALES.filter(
    (l) => l.code === DEFAULT_LOCALE.code || fs.existsSync(path.join(buildDir, "client", localePath("/", l.code), "index.html")),
  );
}

/** The server bundle in `buildDir`, loaded on first use (once). */
export function serverBuild(buildDir: string): () => Promise<ServerBuild> {
  const file = pathToFileURL(path.resolve(buildDir, "server/index.js")).href;
  let loading: Promise<ServerBuild> | undefined;
  return () => (loading ??= import(file) as Promise<ServerBuild>);
}

/** Where the build keeps a language's search manifest (scripts/lib/search-index.ts writes it). */
export function searchManifestFile(buildDir: string, code: string): string {
  return path.join(buildDir, searchManifestName(code));
}
