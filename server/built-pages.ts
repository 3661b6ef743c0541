/** The prerendered pages of a build (every index.html under build/client), with their URL paths. */
import fs from "node:fs";
import path from "node:path";

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "assets" && entry.name !== "images") yield* htmlFiles(full);
    } else if (entry.name === "index.html") yield full;
  }
}

/** "build/client/blog/blog-details/index.html" → "/blog/blog-details". */
export function pagePath(clientDir: string, file: string): string {
  const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
  return rel ? `/${rel}` : "/";
}
