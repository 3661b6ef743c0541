// Where each language's build is (scripts/build.ts makes them): English in BUILD_DIR, another language in
// BUILD_DIR/locales/<code>, its pages merged into English's client folder (docs/decisions/0026-locales.md).
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../shared/locales";

export function localeBuildDir(buildDir: string, code: string): string {
  return code === DEFAULT_LOCALE.code ? buildDir : path.join(buildDir, "locales", code);
}

/** The languages a build has: English, and each other language whose server bundle is there. */
export function builtLocales(buildDir: string): Locale[] {
  return LOCALES.filter(
    (l) => l.code === DEFAULT_LOCALE.code || fs.existsSync(path.join(localeBuildDir(buildDir, l.code), "server/index.js")),
  );
}

/** Each language's server bundle in `buildDir`, loaded on first use (once): what renders that language's pages. */
export function localeServerBuilds(buildDir: string, codes: readonly string[]): Map<string, () => Promise<ServerBuild>> {
  return new Map(
    codes.map((code) => {
      const file = pathToFileURL(path.resolve(localeBuildDir(buildDir, code), "server/index.js")).href;
      let loading: Promise<ServerBuild> | undefined;
      return [code, () => (loading ??= import(file) as Promise<ServerBuild>)] as const;
    }),
  );
}
