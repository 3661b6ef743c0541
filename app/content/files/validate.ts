/**
 * The content validation, derived from the collection records (../collections): every file
 * under content/ against its collection's zod schema, then each collection's exports (what the
 * content modules get) against the spec's counts and order (the record's `checks`). Each
 * problem names the file, the field and the reason:
 *
 *   content/pricing/basic.json: price: Invalid input: expected number, received string
 *
 * Used by the build's content plugin (scripts/lib/content-plugin.ts: any problem fails the
 * build), by the server before it stores content (the desk, `npm run content`) and by the tests. Node only (fs, zod).
 */
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ContentParseError, displayName, listFolder, readContentFile } from "./source.ts";
import type { ContentFile } from "./assemble";
import { COLLECTIONS } from "../collections.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../i18n/locales.ts";
import { localized, translationIssues, withEnglishValues } from "./locales.ts";
import type { Collection, Exports, ExportsOf, FileCollection, FolderCollection, Use } from "../schemas/collection";
import { SEARCH_FOLDER, SYNONYMS_FILE, SynonymTableSchema } from "../schemas/search.ts";

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
  /** `locale`'s. */
  exports: Record<string, Exports>;
  /** Every language's, by code (one server build renders them all). */
  byLocale: Record<string, Record<string, Exports>>;
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

/** Interface text (content/interface/) before the collections whose exports use it. */
function evaluationOrder(collections: readonly Collection[]): Collection[] {
  const isInterface = (c: Collection) => c.kind === "file" && c.file.startsWith("interface/");
  return [...collections.filter(isInterface), ...collections.filter((c) => !isInterface(c))];
}

/** The folder directly under content/ that holds a collection. */
function topFolder(collection: Collection): string {
  return (collection.kind === "file" ? collection.file : collection.folder).split("/")[0]!;
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
 * content/search/<locale>/synonyms.json: each language's own search synonym table, checked against its schema only
 * (not a translation of English's: ../schemas/search.ts). Every language has one.
 */
function checkSearchFiles(root: string, localeCodes: readonly string[], issues: ContentIssue[], name: (file: string) => string): void {
  const folder = path.join(root, SEARCH_FOLDER);
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || (entry.isDirectory() && localeCodes.includes(entry.name))) continue;
    issues.push({
      file: name(`${SEARCH_FOLDER}/${entry.name}`),
      path: "",
      message: `is not a locale (content/${SEARCH_FOLDER} holds a folder for each of ${localeCodes.join(", ")})`,
    });
  }
  for (const code of localeCodes) {
    const relative = `${SEARCH_FOLDER}/${code}/${SYNONYMS_FILE}`;
    for (const file of listFolder(path.join(folder, code))) {
      if (file !== SYNONYMS_FILE)
        issues.push({
          file: name(`${SEARCH_FOLDER}/${code}/${file}`),
          path: "",
          message: `is not ${SYNONYMS_FILE}, the one file content/${SEARCH_FOLDER}/${code} holds`,
        });
    }
    if (!fs.existsSync(path.join(root, relative)))
      issues.push({ file: name(relative), path: "", message: "is missing (every language has a search synonym table)" });
    else checkFile(path.join(root, relative), name(relative), SynonymTableSchema, issues);
  }
}

/**
 * Reads and checks every content file under `root` (the content/ folder), in every locale: English
 * against the schemas and the spec's checks, each translation against its English file
 * (./locales). Returns the problems (none when the content is valid) and what was read for
 * `locale` (the exports of that locale's build).
 */
export function checkContent(
  root: string,
  collections: readonly Collection[] = COLLECTIONS,
  locale: string = DEFAULT_LOCALE.code,
): { issues: ContentIssue[]; snapshot: ContentSnapshot } {
  const issues: ContentIssue[] = [];
  const snapshot: ContentSnapshot = { exports: {}, byLocale: {}, files: [] };
  const name = (file: string) => displayName(path.join(root, file));
  const singles = collections.filter((c): c is FileCollection => c.kind === "file");
  const collectionFolders = [...new Set(collections.map(topFolder))].sort();
  const english = DEFAULT_LOCALE.code;
  const localeCodes: string[] = LOCALES.map((l) => l.code);
  /** Each English file's data (by its path with the locale left out), for the translations. */
  const originals = new Map<string, unknown>();
  const exportsOf: Record<string, Record<string, Exports>> = {};
  const useIn =
    (code: string): Use =>
    (collection) => {
      const exports = exportsOf[code]?.[collection.name];
      if (!exports) throw new Unavailable(collection.name);
      return exports as ExportsOf<typeof collection>;
    };
  /** The collection's exports, checked in English; none when it uses an invalid collection. */
  const build = (code: string, collection: Collection, where: string, records: ContentFile[], make: (use: Use) => Exports) => {
    let exports: Exports;
    try {
      exports = make(useIn(code));
    } catch (error) {
      if (error instanceof Unavailable) return;
      throw error;
    }
    const before = issues.length;
    // A translation has the English file's lists and figures (./locales), so the spec's counts and order hold; its texts are its own.
    if (code === english) checkExports(collection, exports, where, records, issues, name);
    if (issues.length === before) (exportsOf[code] ??= {})[collection.name] = exports;
  };

  if (!fs.existsSync(root)) {
    return { issues: [{ file: displayName(root), path: "", message: "the content folder is missing" }], snapshot };
  }
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    if (entry.isDirectory() && entry.name === SEARCH_FOLDER) {
      checkSearchFiles(root, localeCodes, issues, name);
      continue;
    }
    if (!entry.isDirectory() || !collectionFolders.includes(entry.name)) {
      issues.push({
        file: name(entry.name),
        path: "",
        message: `not a content collection (the collections are the folders ${collectionFolders.join(", ")})`,
      });
    }
  }
  for (const folder of collectionFolders) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.name.startsWith(".") || (entry.isDirectory() && localeCodes.includes(entry.name))) continue;
      issues.push({
        file: name(`${folder}/${entry.name}`),
        path: "",
        message: entry.isDirectory()
          ? `is not a locale (content/${folder} holds a folder for each of ${localeCodes.join(", ")})`
          : `belongs in a locale folder (content/${folder}/${english}/${entry.name} for English)`,
      });
    }
  }

  for (const code of localeCodes) {
    for (const folder of new Set(singles.map(topFolder))) {
      for (const file of listFolder(path.join(root, folder, code))) {
        if (!singles.some((f) => f.file === `${folder}/${file}`)) {
          const known = singles.filter((f) => f.file.startsWith(`${folder}/`)).map((f) => path.basename(f.file));
          issues.push({
            file: name(`${folder}/${code}/${file}`),
            path: "",
            message: `is not one of the files content/${folder}/${code} holds (${known.join(", ")})`,
          });
        }
      }
    }
  }

  // English first: the translations are checked against it. Interface text first: other collections use it.
  for (const collection of evaluationOrder(collections)) {
    if (collection.kind === "file") {
      const relative = localized(collection.file, english);
      const absolute = path.join(root, relative);
      if (!fs.existsSync(absolute)) {
        issues.push({ file: name(relative), path: "", message: "is missing" });
        continue;
      }
      const before = issues.length;
      const data = checkFile(absolute, name(relative), collection.schema, issues);
      snapshot.files.push(relative);
      if (issues.length === before) {
        originals.set(collection.file, data);
        build(english, collection, name(relative), [], (use) => collection.exports(data, use));
      }
      continue;
    }
    const folder = localized(collection.folder, english);
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
      if (data !== undefined) {
        files.push({ file: relative, data });
        originals.set(`${collection.folder}/${file}`, data);
      }
    }
    // Counts and order are checked once every file is valid (a broken file would only add noise).
    if (issues.length > before) continue;
    if (collection.count && files.length !== collection.count.length) {
      issues.push({ file: name(folder), path: "", message: `${folder}: ${collection.count.message}` });
      continue;
    }
    const records = inOrder(collection, files);
    build(english, collection, name(folder), records, (use) => collection.exports(records, use));
  }

  for (const code of localeCodes.filter((c) => c !== english)) {
    // A problem in English is reported once, not again in each translation: only valid collections are compared.
    for (const collection of evaluationOrder(collections).filter((c) => exportsOf[english]?.[c.name])) {
      const keep = new Set(collection.sameInEveryLocale ?? []);
      const wanted =
        collection.kind === "file"
          ? [collection.file]
          : [...originals.keys()].filter(
              (key) => key.startsWith(`${collection.folder}/`) && !key.slice(collection.folder.length + 1).includes("/"),
            );
      if (collection.kind === "folder") {
        const folder = localized(collection.folder, code);
        for (const file of listFolder(path.join(root, folder))) {
          if (!originals.has(`${collection.folder}/${file}`)) {
            issues.push({
              file: name(`${folder}/${file}`),
              path: "",
              message: `has no English original (content/${localized(collection.folder, english)}/${file})`,
            });
          }
        }
      }
      const files: ContentFile[] = [];
      const before = issues.length;
      for (const key of wanted) {
        if (!originals.has(key)) continue;
        const relative = localized(key, code);
        const absolute = path.join(root, relative);
        if (!fs.existsSync(absolute)) {
          if (collection.kind === "folder" && collection.translationsOptional) continue;
          issues.push({ file: name(relative), path: "", message: `is missing (the translation of content/${localized(key, english)})` });
          continue;
        }
        let data: unknown;
        try {
          data = readContentFile(absolute);
        } catch (error) {
          const problems =
            error instanceof ContentParseError ? error.problems : [{ path: "", message: `cannot be read (${(error as Error).message})` }];
          for (const problem of problems) issues.push({ file: name(relative), path: problem.path, message: problem.message });
          continue;
        }
        snapshot.files.push(relative);
        const problems = translationIssues(originals.get(key), data, name(relative), code, keep);
        issues.push(...problems);
        if (problems.length === 0) files.push({ file: relative, data: withEnglishValues(originals.get(key), data, keep) });
      }
      if (issues.length > before) continue;
      if (collection.kind === "file")
        build(code, collection, name(localized(collection.file, code)), [], (use) => collection.exports(files[0]!.data, use));
      else {
        const records = inOrder(collection, files);
        build(code, collection, name(localized(collection.folder, code)), records, (use) => collection.exports(records, use));
      }
    }
  }
  snapshot.exports = exportsOf[locale] ?? {};
  snapshot.byLocale = exportsOf;
  return { issues, snapshot };
}

/**
 * One collection's exports read from the disk without the checks (and those of the collections
 * it uses): for code outside Vite, which reads content that the build and the tests check.
 */
export function readExports(root: string, collection: Collection, locale: string = DEFAULT_LOCALE.code): Exports {
  const parse = (file: string, code: string) => readContentFile(path.join(root, localized(file, code)));
  const keep = new Set(collection.sameInEveryLocale ?? []);
  const read = (file: string): unknown => {
    try {
      const data = parse(file, locale);
      return locale === DEFAULT_LOCALE.code ? data : withEnglishValues(parse(file, DEFAULT_LOCALE.code), data, keep);
    } catch (error) {
      throw new Error(`content/${file}: ${(error as Error).message}`, { cause: error });
    }
  };
  const use: Use = (other) => readExports(root, other, locale) as ExportsOf<typeof other>;
  if (collection.kind === "file") return collection.exports(read(collection.file), use);
  const files = listFolder(path.join(root, localized(collection.folder, locale)))
    .filter((file) => file.endsWith(collection.extension))
    .map((file) => ({ file: `${collection.folder}/${file}`, data: read(`${collection.folder}/${file}`) }));
  return collection.exports(inOrder(collection, files), use);
}

/** Checks the content; throws ContentValidationError listing every problem. Returns what was read. */
export function assertValidContent(root: string, locale: string = DEFAULT_LOCALE.code): ContentSnapshot {
  const { issues, snapshot } = checkContent(root, COLLECTIONS, locale);
  if (issues.length > 0) throw new ContentValidationError(issues);
  return snapshot;
}
