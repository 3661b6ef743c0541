/**
 * A content collection, declared once beside its schema: where its files are, the schema each
 * file must satisfy, the order of its records, what the content modules export, the spec's
 * checks on those exports and the editor's form. Validation (../files/validate), the content
 * modules' exports (../files/read) and the desk's forms (server/desk/content-form.ts) are derived
 * from these records; ../collections lists them. See docs/decisions/0019-content-collections.md.
 */
import type { z } from "zod";
import type { ContentFile } from "../files/assemble";

export type Exports = Record<string, unknown>;

/** A desk form field's label and hint; its control, required-ness, bounds and choices come from the schema. */
export interface FieldUi {
  label: string;
  hint?: string;
  /** Only where the schema cannot say it: `text` (several lines), `markdown`. */
  widget?: string;
  /** A [regular expression, message]; the desk does not read it (the schema's own pattern is checked on save). */
  pattern?: [string, string];
  /** A list item's one-line summary; the desk does not read it. */
  summary?: string;
  /** The fields of an object, or of a list's objects, in the editor's order. */
  fields?: FieldsUi;
  /** The field of a list of single values. */
  field?: FieldUi & { name: string };
  /** A Markdown body stands for these schema fields (parsed from it by ../files/source). */
  covers?: string[];
  /** Further options: `step` for a number; the rest (`choose_url`, `date_format`, a Markdown field's `buttons`…) the desk does not read. */
  [formOption: string]: unknown;
}

export type FieldsUi = Record<string, FieldUi>;

/** A folder collection's form: its name in the desk, what an entry is called and shows, whether entries are added and removed. */
export interface FolderForm {
  label: string;
  label_singular?: string;
  description?: string;
  create?: boolean;
  delete?: boolean;
  identifier_field?: string;
  /** These five are left from the retired editor: the desk does not read them. */
  slug?: string;
  summary?: string;
  sortable_fields?: string[];
  media_folder?: string;
  public_folder?: string;
  /** The desk's starting point for a new entry when the collection has none to copy the shape of. */
  blank?: { data: Record<string, unknown>; body?: string };
  fields: FieldsUi;
}

/** A single file's form: the desk lists it under its `group` (FILE_GROUPS). */
export interface FileForm {
  group: "settings" | "pages" | "interface";
  label: string;
  /** Left from the retired editor: the desk does not read them. */
  media_folder?: string;
  public_folder?: string;
  fields: FieldsUi;
}

/** The kinds of single-file collections, as the desk lists them. */
export const FILE_GROUPS: Record<FileForm["group"], { label: string; description: string }> = {
  settings: { label: "Site settings", description: "The company's name, contact details, map, video and social links." },
  interface: {
    label: "Interface texts",
    description: "The words around the content: buttons, sidebar headings, screen-reader phrases. Keep each {placeholder}.",
  },
  pages: {
    label: "Pages",
    description: "The copy of each page (headings, texts, buttons). Lists of cards are edited in their own collections.",
  },
};

/** Another collection's exports (the team cards show the site's social links). */
export type Use = <C extends Collection>(collection: C) => ExportsOf<C>;

interface Common<E extends Exports> {
  /** Unique; the editor's name for it. */
  name: string;
  /** The spec's counts and order: each export's schema. */
  checks?: { [K in keyof E]?: z.ZodType };
  /** Fields that are identifiers, not text: a translation keeps their English value (links, paths and figures always do). */
  sameInEveryLocale?: string[];
}

export interface FolderCollection<S extends z.ZodType = z.ZodType, E extends Exports = Exports> extends Common<E> {
  kind: "folder";
  /** content/<folder>/*<extension>, one record a file. */
  folder: string;
  extension: ".json" | ".md";
  schema: S;
  /** The records' order (ties: by file name); without it, by file name. */
  order?(a: z.output<S>, b: z.output<S>): number;
  exports(records: ContentFile<z.output<S>>[], use: Use): E;
  /** Exports that list the records in order: a problem in item i is reported on record i's file. */
  recordLists?: Array<keyof E & string>;
  /** A translation may leave an entry out (news items appear in the languages they are written in). */
  translationsOptional?: boolean;
  /** How many files the folder holds, when the spec fixes it without a list export. */
  count?: { length: number; message: string };
  form: FolderForm;
}

export interface FileCollection<S extends z.ZodType = z.ZodType, E extends Exports = Exports> extends Common<E> {
  kind: "file";
  /** content/<file>. */
  file: string;
  schema: S;
  exports(data: z.output<S>, use: Use): E;
  form: FileForm;
}

// (Methods, not function properties: a record with its own schema and exports is still a Collection.)
export type Collection = FolderCollection | FileCollection;

export type ExportsOf<C extends Collection> = ReturnType<C["exports"]>;

export function folderCollection<S extends z.ZodType, E extends Exports>(
  record: Omit<FolderCollection<S, E>, "kind">,
): FolderCollection<S, E> {
  return { kind: "folder", ...record };
}

export function fileCollection<S extends z.ZodType, E extends Exports>(record: Omit<FileCollection<S, E>, "kind">): FileCollection<S, E> {
  return { kind: "file", ...record };
}

/** Records by a numeric field, lowest first. */
export function ascending<K extends string>(key: K) {
  return (a: Record<K, number>, b: Record<K, number>): number => a[key] - b[key];
}
