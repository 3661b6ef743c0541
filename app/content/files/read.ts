/**
 * How the content modules (app/content/*.ts) get the content files: `readFolder("team")` gives
 * every file of content/team, `readFile("settings/site.json")` one file, parsed (JSON, or an
 * article's front matter and body).
 *
 * This implementation reads the disk when the module loads, for code that runs outside Vite
 * (`node --import tsx` scripts and server modules, Playwright's test files). In Vite (the build,
 * `react-router dev`, Vitest) the content plugin (scripts/lib/content-plugin.ts) stands in for
 * this module: it validates every file against its schema first (a bad file fails the build)
 * and puts the parsed files into the bundle, so a build serves the content it was built with
 * and needs no content folder at run time. Browser builds get a stub that throws: islands get
 * their content as props.
 */
import path from "node:path";
import { contentRoot, listFolder, readContentFile } from "./source";
import type { ContentFile } from "./assemble";

/** Every file of `content/<folder>/`, sorted by file name, parsed. */
export function readFolder<T>(folder: string): ContentFile<T>[] {
  const dir = path.join(contentRoot(), folder);
  return listFolder(dir).map((name) => ({ file: `${folder}/${name}`, data: readFile<T>(`${folder}/${name}`) }));
}

/** One content file, `content/<file>`, parsed. */
export function readFile<T>(file: string): T {
  const absolute = path.join(contentRoot(), file);
  try {
    return readContentFile(absolute) as T;
  } catch (error) {
    throw new Error(`content/${file}: ${(error as Error).message}`, { cause: error });
  }
}
