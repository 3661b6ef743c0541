/**
 * The first start on an empty content store stores the content the build was made from as revision 1 (source "seed"),
 * so the store's history starts with what visitors already see (docs/decisions/0032-content-store.md).
 */
import fs from "node:fs";
import path from "node:path";
import { contentRoot } from "../app/content/files/source";
import { readContentFolder } from "./content-files";
import type { ContentFiles, ContentStore } from "./store/content-types";

/** Where the build keeps the content files it was made from (scripts/postbuild.ts writes it). */
export const BUILT_CONTENT_FILE = "content-files.json";

/** The content files the build in `buildDir` was made from; content/ itself for a build made before they were kept. */
export function builtContentFiles(buildDir: string): ContentFiles {
  const file = path.join(buildDir, BUILT_CONTENT_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8")) as ContentFiles;
  return readContentFolder(contentRoot());
}

/** Stores `files` as revision 1 when the store has none; a second instance starting at once finds it there. */
export async function seedContent(content: ContentStore, files: ContentFiles): Promise<"seeded" | "present"> {
  if ((await content.latestRevision()) > 0) return "present";
  const result = await content.saveRevision({
    files,
    actor: "seed",
    source: "seed",
    message: "The content the site was built from",
    basedOn: null,
  });
  return result.outcome === "saved" ? "seeded" : "present";
}
