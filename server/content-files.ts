/**
 * The content files as a revision holds them (server/store/content-types.ts): read from a folder laid out as content/
 * is, written back to one, and validated with the build's own checks (app/content/files/validate.ts) before a revision
 * is stored, so the store never holds content the site cannot be built from.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkContent, formatIssue } from "../app/content/files/validate";
import type { ContentFiles } from "./store/content-types";

type ContentIssue = ReturnType<typeof checkContent>["issues"][number];

// What a content folder holds; anything else (an editor's backup file, a stray note) is not content.
const CONTENT_FILE = /\.(json|md)$/;

/** Every content file under `root`, by its path inside it with forward slashes; hidden files and folders skipped. */
export function readContentFolder(root: string): ContentFiles {
  const files: ContentFiles = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && CONTENT_FILE.test(entry.name))
        files[path.relative(root, full).split(path.sep).join("/")] = fs.readFileSync(full, "utf8");
    }
  };
  walk(root);
  return files;
}

/** A file's path inside a content folder, refused when it could name a file outside it. */
function safeRelative(file: string): string[] {
  const parts = file.split("/");
  if (!file || parts.some((p) => !p || p === "." || p === ".." || p.includes("\\")) || !CONTENT_FILE.test(file)) {
    throw new Error(`not a content file path: ${JSON.stringify(file)}`);
  }
  return parts;
}

/** Writes `files` under `root` (created if missing); a file of the folder that the revision does not hold is removed. */
export function writeContentFolder(root: string, files: ContentFiles): void {
  const targets = new Map(Object.keys(files).map((file) => [path.join(root, ...safeRelative(file)), file]));
  if (fs.existsSync(root)) {
    for (const existing of Object.keys(readContentFolder(root))) {
      const full = path.join(root, ...existing.split("/"));
      if (!targets.has(full)) fs.rmSync(full);
    }
  }
  for (const [full, file] of targets) {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, files[file]!);
  }
}

/**
 * Runs `check` on `files` laid out as content/ in a folder of its own (the build's checks read folders), with a
 * function that gives an issue's text with its path inside that folder; the folder is gone afterwards.
 */
export function inContentFolder<T>(files: ContentFiles, check: (root: string, describe: (issue: ContentIssue) => string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-content-"));
  const root = path.join(dir, "content");
  try {
    writeContentFolder(root, files);
    return check(root, (issue) => formatIssue({ ...issue, file: path.relative(root, issue.file) || issue.file }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The build's checks on these files, each problem's file named by its path inside the content folder. */
export function contentIssues(files: ContentFiles): ContentIssue[] {
  return inContentFolder(files, (root) =>
    checkContent(root).issues.map((issue) => ({ ...issue, file: path.relative(root, issue.file) || issue.file })),
  );
}

/** The build's checks on these files: each problem as "file: field: reason" (paths inside the content folder). */
export function contentProblems(files: ContentFiles): string[] {
  return contentIssues(files).map(formatIssue);
}
