/** The prerendered pages of a build (every index.html under build/client), with their URL paths. */
import fs from "node:fs";
import path from "node:path";
import { RELEASES_FOLDER } from "./content-releases";

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The edge's content releases (server/content-releases.ts) hold copies of the pages, not pages of their own.
      if (entry.name !== "assets" && entry.name !== "images" && entry.name !== RELEASES_FOLDER) yield* htmlFiles(full);
    } else if (entry.name === "index.html") yield full;
  }
}

/** "/blog/blog-details" → "build/client/blog/blog-details/index.html" (the inverse of `pagePath`). */
export function pageFile(clientDir: string, urlPath: string): string {
  return path.join(clientDir, ...urlPath.split("/").filter(Boolean), "index.html");
}

/** "build/client/blog/blog-details/index.html" → "/blog/blog-details". */
export function pagePath(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return rel ? `/${rel}` : "/";
}
