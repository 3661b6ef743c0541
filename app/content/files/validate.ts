/**
 * The content validation, derived from the collection records (../collections): every file
 * under content/ against its collection's zod schema, then each collection's exports (what the
 * content modules get) against the spec's counts and order (the record's `checks`). Each
 * problem names the file, the field and the reason:
 *
 *   content/pricing/basic.json: price: Invalid input: expected number, received string
 *
 * Used by the build's content plugin (scripts/lib/content-plugin.ts: any problem fails the
 * build), by the editor's server (`npm run cms`) and by the tests. Node only (fs, zod).
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentParseError, displayName, listFolder, readContentFile } from "./source";
import type { ContentFile } from "./assemble";
import { COLLECTIONS } from "../collections";
import type { Collection, Exports, ExportsOf, FileCollection, FolderCollection, Use } from "../schemas/collection";

/** One problem: the file (or collection folder), the field's path inside it ("" for the whole file) and the reason. */
export interface ContentIssue {
  file: string;
  path: string;
  message: string;
}

export function formatIssue(issue: ContentIssue): string {
  return issue.path ? `${issue.file}: ${issue.path}: ${issue.message}` : `${issue.file}: ${issue.message}`;
}

/** What the validation read: each valid collection's exports (by record name) and the files read (inside content/). */
export interface ContentSnapshot {
  exports: Record<string, Exports>;
  files: string[];
}

/** Thrown by assertValidContent: the message lists every problem, one a line. */
export class ContentValidationError extends Error {
  constructor(readonly issues: ContentIssue[]) {
    super(
      `${issues.length} problem${issues.length === 1 ? "" : "s"} in the content files:\n${issues.map((issue) => `  ${formatIssue(issue)}`).join("\n")}`,
    );
    this.name = "ContentValidationError";
  }
}

const FOLDERS = COLLECTIONS.filter((c): c is FolderCollection => c.kind === "folder");
const SINGLE_FILES = COLLECTIONS.filter((c): c is FileCollection => c.kind === "file");

/** The schema of a content file (`settings/site.json`, `team/01-x.json`) or of a folder's records (`team`). */
export function contentSchema(relative: string): z.ZodType | undefined {
  const single = SINGLE_FILES.find((f) => f.file === relative);
  if (single) return single.schema;
  const folder = relative.split("/")[0];
  return FOLDERS.find((f) => f.folder === folder && (relative === folder || relative.endsWith(f.extension)))?.schema;
}

/** The single content files (`settings/site.json`, `pages/…`) and the folders of records (`team`, …). */
export const CONTENT_FILES = SINGLE_FILES.map((f) => f.file);
export const RECORD_FOLDERS = FOLDERS.map((f) => ({ folder: f.folder, extension: f.extension }));

/** Every folder directly under content/. */
export const COLLECTION_FOLDERS = [...new Set([...SINGLE_FILES.map((f) => f.file.split("/")[0]!), ...FOLDERS.map((f) => f.folder)])].sort();

function formatPath(pathParts: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const part of pathParts) {
    if (typeof part === "number") out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function zodIssues(file: string, error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): ContentIssue[] {
  return error.issues.map((issue) => ({ file, path: formatPath([...prefix, ...issue.path]), message: issue.message }));
}

/** The first place where a schema's output differs from its input (e.g. trimmed text): the page shows the input. */
function firstChange(input: unknown, output: unknown, at: PropertyKey[] = []): { path: PropertyKey[]; message: string } | null {
  if (typeof input === "string" && typeof output === "string") {
    if (input === output) return null;
    return { path: at, message: input.trim() === output ? "starts or ends with spaces" : "is changed by its schema" };
  }
  if (Array.isArray(input) && Array.isArray(output)) {
    for (let i = 0; i < input.length; i++) {
      const change = firstChange(input[i], output[i], [...at, i]);
      if (change) return change;
    }
    return null;
  }
  if (input && output && typeof input === "object" && typeof output === "object") {
    for (const key of Object.keys(input)) {
      if (!(key in output)) return { path: [...at, key], message: "is not a field here (a misspelt name?)" };
      const change = firstChange((input as Record<string, unknown>)[key], (output as Record<string, unknown>)[key], [...at, key]);
      if (change) return change;
    }
    return null;
  }
  return Object.is(input, output) ? null : { path: at, message: "is changed by its schema" };
}

/** Parses one file and checks it against its schema. */
function checkFile(absolute: string, name: string, schema: z.ZodType, issues: ContentIssue[]): unknown {
  let data: unknown;
  try {
    data = readContentFile(absolute);
  } catch (error) {
    if (error instanceof ContentParseError) {
      for (const problem of error.problems) issues.push({ file: name, path: problem.path, message: problem.message });
      return undefined;
    }
    issues.push({ file: name, path: "", message: `cannot be read (${(error as Error).message})` });
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    issues.push(...zodIssues(name, result.error));
    return undefined;
  }
  const change = firstChange(data, result.data);
  if (change) {
    issues.push({ file: name, path: formatPath(change.path), message: change.message });
    return undefined;
  }
  return data;
}

/** A collection another one uses is invalid: its problems are reported already. */
class Unavailable extends Error {}

/** Checks a collection's exports against the spec's counts and order; a problem in a record list names the record's file. */
function checkExports(
  collection: Collection,
  exports: Exports,
  where: string,
  records: ContentFile[],
  issues: ContentIssue[],
  fileName: (file: string) => string,
): void {
  for (const [name, schema] of Object.entries(collection.checks ?? {}) as Array<[string, z.ZodType]>) {
    const result = schema.safeParse(exports[name]);
    if (result.success) continue;
    const listed = collection.kind === "folder" && collection.recordLists?.includes(name);
    for (const issue of result.error.issues) {
      const [index, ...rest] = issue.path;
      const record = listed && typeof index === "number" ? records[index] : undefined;
      if (record) issues.push({ file: fileName(record.file), path: formatPath(rest), message: issue.message });
      else issues.push({ file: where, path: formatPath(issue.path), message: `${name}: ${issue.message}` });
    }
  }
}

/** Records in the collection's order, then by file name. */
function inOrder(collection: FolderCollection, files: ContentFile[]): ContentFile[] {
  const order = collection.order?.bind(collection);
  return [...files].sort((a, b) => (order ? order(a.data, b.data) : 0) || a.file.localeCompare(b.file));
}

/**
 * Reads and checks every content file under `root` (the content/ folder). Returns the problems
 * (none when the content is valid) and what was read.
 */
export function checkContent(
  root: string,
  collections: readonly Collection[] = COLLECTIONS,
): { issues: ContentIssue[]; snapshot: ContentSnapshot } {
  const issues: ContentIssue[] = [];
  const snapshot: ContentSnapshot = { exports: {}, files: [] };
  const name = (file: string) => displayName(path.join(root, file));
  const singles = collections.filter((c): c is FileCollection => c.kind === "file");
  const folders = collections.filter((c): c is FolderCollection => c.kind === "folder");
  const collectionFolders = [...new Set([...singles.map((f) => f.file.split("/")[0]!), ...folders.map((f) => f.folder)])].sort();
  const use: Use = (collection) => {
    const exports = snapshot.exports[collection.name];
    if (!exports) throw new Unavailable(collection.name);
    return exports as ExportsOf<typeof collection>;
  };
  /** The collection's exports, checked; none when it uses an invalid collection. */
  const build = (collection: Collection, where: string, records: ContentFile[], make: () => Exports) => {
    let exports: Exports;
    try {
      exports = make();
    } catch (error) {
      if (error instanceof Unavailable) return;
      throw error;
    }
    const before = issues.length;
    checkExports(collection, exports, where, records, issues, name);
    if (issues.length === before) snapshot.exports[collection.name] = exports;
  };

  if (!fs.existsSync(root)) {
    return { issues: [{ file: displayName(root), path: "", message: "the content folder is missing" }], snapshot };
  }
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    if (!entry.isDirectory() || !collectionFolders.includes(entry.name)) {
      issues.push({
        file: name(entry.name),
        path: "",
        message: `not a content collection (the collections are the folders ${collectionFolders.join(", ")})`,
      });
    }
  }

  for (const folder of new Set(singles.map((f) => f.file.split("/")[0]!))) {
    for (const file of listFolder(path.join(root, folder))) {
      if (!singles.some((f) => f.file === `${folder}/${file}`)) {
        const known = singles.filter((f) => f.file.startsWith(`${folder}/`)).map((f) => path.basename(f.file));
        issues.push({
          file: name(`${folder}/${file}`),
          path: "",
          message: `is not one of the files content/${folder} holds (${known.join(", ")})`,
        });
      }
    }
  }

  for (const collection of collections) {
    if (collection.kind === "file") {
      const absolute = path.join(root, collection.file);
      if (!fs.existsSync(absolute)) {
        issues.push({ file: name(collection.file), path: "", message: "is missing" });
        continue;
      }
      const before = issues.length;
      const data = checkFile(absolute, name(collection.file), collection.schema, issues);
      snapshot.files.push(collection.file);
      if (issues.length === before) build(collection, name(collection.file), [], () => collection.exports(data, use));
      continue;
    }
    const folder = collection.folder;
    const files: ContentFile[] = [];
    const before = issues.length;
    for (const file of listFolder(path.join(root, folder))) {
      const relative = `${folder}/${file}`;
      if (!file.endsWith(collection.extension)) {
        issues.push({
          file: name(relative),
          path: "",
          message: `does not belong here: content/${folder} holds ${collection.extension} files`,
        });
        continue;
      }
      const data = checkFile(path.join(root, relative), name(relative), collection.schema, issues);
      snapshot.files.push(relative);
      if (data !== undefined) files.push({ file: relative, data });
    }
    // Counts and order are checked once every file is valid (a broken file would only add noise).
    if (issues.length > before) continue;
    if (collection.count && files.length !== collection.count.length) {
      issues.push({ file: name(folder), path: "", message: `${folder}: ${collection.count.message}` });
      continue;
    }
    const records = inOrder(collection, files);
    build(collection, name(folder), records, () => collection.exports(records, use));
  }
  return { issues, snapshot };
}

/**
 * One collection's exports read from the disk without the checks (and those of the collections
 * it uses): for code outside Vite, which reads content that the build and the tests check.
 */
export function readExports(root: string, collection: Collection): Exports {
  const read = (file: string): unknown => {
    try {
      return readContentFile(path.join(root, file));
    } catch (error) {
      throw new Error(`content/${file}: ${(error as Error).message}`, { cause: error });
    }
  };
  const use: Use = (other) => readExports(root, other) as ExportsOf<typeof other>;
  if (collection.kind === "file") return collection.exports(read(collection.file), use);
  const files = listFolder(path.join(root, collection.folder))
    .filter((file) => file.endsWith(collection.extension))
    .map((file) => ({ file: `${collection.folder}/${file}`, data: read(`${collection.folder}/${file}`) }));
  return collection.exports(inOrder(collection, files), use);
}

/** Checks the content; throws ContentValidationError listing every problem. Returns what was read. */
export function assertValidContent(root: string): ContentSnapshot {
  const { issues, snapshot } = checkContent(root);
  if (issues.length > 0) throw new ContentValidationError(issues);
  return snapshot;
}
