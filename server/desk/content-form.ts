/**
 * The desk's content forms, generated from the collection records (app/content/collections.ts): each field's
 * control, bounds and required-ness from the schema, its label and hint from the record's form. A posted form is laid
 * over the entry's current data, so what the form does not show (values the spec fixes, and in a translation the
 * figures, links and images taken from English) stays exactly as it was.
 */
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import type { Collection, FieldUi, FieldsUi, FolderCollection } from "../../app/content/schemas/collection";
import { fixed, limits, unwrap, type Schema } from "../../app/content/schemas/schema-walk";
import { isAddress, localized, SAME_IN_EVERY_LOCALE } from "../../app/content/files/locales";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/locales";
import { INTERNAL_HREF } from "../../app/content/schemas/common";
import { COLLECTIONS } from "../../app/content/collections";
import type { ContentFiles } from "../store/content-types";

export type Key = string | number;

export interface FormField {
  type: "field";
  /** The field's place in the file, written as the build's checks name it ("features[2]", "stats[0].value"). */
  path: string;
  keys: Key[];
  label: string;
  hint?: string;
  control: "text" | "textarea" | "markdown" | "number" | "checkbox" | "select" | "date";
  options?: string[];
  required: boolean;
  /** May be left empty (optional, nullable, or an empty text allowed). */
  optional: boolean;
  /** What an emptied optional field holds: null, "", or nothing (the key left out). */
  empty?: null | "";
  step?: string;
  min?: number;
  max?: number;
  value: string;
  /** Links, addresses and paths read left to right in every language. */
  ltr?: boolean;
  /** A picture's address: the form offers the library's pictures. */
  picture?: boolean;
  /** A link within the site: the form offers the page table's pages. */
  page?: boolean;
  /** In a translation: the English text it translates. */
  english?: string;
  /** One of a list of single values: an empty one is dropped. */
  listItem?: boolean;
  /** A Markdown file's body (the field that covers its parsed parts). */
  body?: boolean;
}

export interface FormGroup {
  type: "group";
  path: string;
  keys: Key[];
  label: string;
  hint?: string;
  children: FormNode[];
}

export type FormNode = FormField | FormGroup;

/** One entry of a collection in one language: its file in the store and how the desk names it. */
export interface Entry {
  id: string;
  file: string;
  label: string;
}

const MARKDOWN_FRONT = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;
const LTR_NAMES = /^(href|link|url|src|image|email|tel|phone|slug|icon|id)$/i;

export function pathOf(keys: readonly Key[]): string {
  let out = "";
  for (const key of keys) out += typeof key === "number" ? `[${key}]` : out ? `.${key}` : key;
  return out;
}

/** The entries of a collection in a language, by file name (a single-file collection has one). */
export function entriesOf(collection: Collection, locale: string, files: ContentFiles): Entry[] {
  if (collection.kind === "file") {
    const file = localized(collection.file, locale);
    const id = collection.file
      .split("/")
      .pop()!
      .replace(/\.(json|md)$/, "");
    return Object.hasOwn(files, file) ? [{ id, file, label: collection.form.label }] : [];
  }
  const prefix = `${localized(collection.folder, locale)}/`;
  return Object.keys(files)
    .filter((file) => file.startsWith(prefix) && !file.slice(prefix.length).includes("/") && file.endsWith(collection.extension))
    .sort()
    .map((file) => {
      const id = file.slice(prefix.length, -collection.extension.length);
      return { id, file, label: entryLabel(collection, files[file]!, id) };
    });
}

function entryLabel(collection: Collection, text: string, id: string): string {
  if (collection.kind !== "folder") return collection.form.label;
  try {
    const data = readEntry(collection, text).data;
    for (const key of [collection.form.identifier_field, "title", "name", "question", "heading"]) {
      const value = key ? data[key] : undefined;
      // A date names no entry (the legal pages' "updated").
      if (typeof value === "string" && value.trim() && !/^\d{4}-\d\d-\d\d$/.test(value)) return value;
    }
  } catch {
    // A file that does not parse is named by its file name; its form says what is wrong.
  }
  const words = id.replace(/^\d+-/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The collection, language and entry a content file is, when it is one. */
export function entryOfFile(file: string): { collection: Collection; locale: string; id: string } | undefined {
  for (const collection of COLLECTIONS) {
    for (const { code } of LOCALES) {
      const entry = entriesOf(collection, code, { [file]: "" }).find((e) => e.file === file);
      if (entry) return { collection, locale: code, id: entry.id };
    }
  }
  return undefined;
}

/** An entry's data; a Markdown file's body is kept as its text under the field that covers it. */
export function readEntry(collection: Collection, text: string): { data: Record<string, unknown>; body?: string } {
  if (collection.kind === "folder" && collection.extension === ".md") {
    const match = MARKDOWN_FRONT.exec(text.replace(/^\uFEFF/, ""));
    if (!match) throw new Error("the file does not start with front matter");
    const front = parseYaml(match[1] ?? "") as unknown;
    return { data: front && typeof front === "object" ? (front as Record<string, unknown>) : {}, body: match[2] ?? "" };
  }
  return { data: JSON.parse(text) as Record<string, unknown> };
}

/** The file's text again, as the repository's files are written (two-space JSON, front matter then body). */
export function writeEntry(collection: Collection, data: Record<string, unknown>, body?: string): string {
  if (collection.kind === "folder" && collection.extension === ".md") {
    return `---\n${stringifyYaml(data, { lineWidth: 0 })}---\n${body ?? ""}`;
  }
  // Invisible direction and format controls stay visible in the file, as its authors write them.
  return `${JSON.stringify(data, null, 2).replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;
}

const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

interface Walk {
  translation: boolean;
  locale: string;
  keep: ReadonlySet<string>;
}

/** The form of an entry: its fields in the record's order, with the English text beside each one in a translation. */
export function entryForm(
  collection: Collection,
  locale: string,
  entry: { data: Record<string, unknown>; body?: string },
  english?: { data: Record<string, unknown>; body?: string },
): FormNode[] {
  const walk: Walk = { translation: locale !== DEFAULT_LOCALE.code, locale, keep: new Set(collection.sameInEveryLocale ?? []) };
  const shape = (collection.schema as Schema)._zod.def.shape ?? {};
  const nodes: FormNode[] = [];
  for (const [name, ui] of Object.entries(collection.form.fields)) {
    if (ui.covers) {
      nodes.push({
        type: "field",
        path: name,
        keys: [name],
        label: ui.label,
        hint: ui.hint,
        control: "markdown",
        required: true,
        optional: false,
        body: true,
        value: entry.body ?? "",
        english: walk.translation ? english?.body : undefined,
      });
      continue;
    }
    const schema = shape[name];
    if (!schema) continue;
    const node = formNode(name, schema, ui, entry.data[name], walk.translation ? english?.data[name] : undefined, [name], walk);
    if (node) nodes.push(node);
  }
  return nodes;
}

/**
 * Where a record's form and its schema part: a schema field the form does not name (the desk could not edit it) or a
 * form field the schema does not have, in the collection's fields and in those of its objects and lists of objects.
 * None may (content-form.test.ts runs it on every collection): the form is the desk's only way to the field.
 */
export function formProblems(collections: readonly Collection[] = COLLECTIONS): string[] {
  const problems: string[] = [];
  for (const collection of collections)
    compareFields((collection.schema as Schema)._zod.def.shape ?? {}, collection.form.fields, collection.name, problems);
  return problems;
}

function compareFields(shape: Record<string, Schema>, ui: FieldsUi | undefined, at: string, problems: string[]): void {
  if (!ui) {
    problems.push(`${at}: the form has no fields for it`);
    return;
  }
  const covered = new Set<string>();
  for (const [name, field] of Object.entries(ui)) {
    if (field.covers) field.covers.forEach((key) => covered.add(key));
    else if (!shape[name]) problems.push(`${at}.${name}: a form field the schema does not have`);
    else {
      covered.add(name);
      const { schema } = unwrap(shape[name]);
      const { def } = schema._zod;
      // What the spec fixes is not in the form; a plural text gets its language's forms from the desk.
      if (fixed(schema)) continue;
      if (def.type === "object" && Object.keys(def.shape!).sort().join() !== "one,other")
        compareFields(def.shape!, field.fields, `${at}.${name}`, problems);
      if (def.type === "array" || def.type === "tuple") {
        const element = unwrap(def.type === "tuple" ? def.items![0]! : def.element!).schema;
        if (element._zod.def.type === "object" && !fixed(element))
          compareFields(element._zod.def.shape!, field.fields, `${at}.${name}[]`, problems);
      }
    }
  }
  const missing = Object.keys(shape).filter((key) => !covered.has(key));
  if (missing.length) problems.push(`${at}: no form field for ${missing.join(", ")}`);
}

/** How the schema writes "nothing" for a field: null where nullable, "" where an empty text is allowed, else absent. */
function emptyValue(schema: Schema): null | "" | undefined {
  for (;;) {
    const def = schema._zod.def;
    if (def.type === "nullable") return null;
    if (def.type === "union") {
      const blank = def.options!.map((o) => o._zod.def).find((d) => d.type === "null" || (d.type === "literal" && d.values?.[0] === ""));
      return blank ? (blank.type === "null" ? null : "") : undefined;
    }
    if (def.type !== "optional" && def.type !== "default") return undefined;
    schema = def.innerType!;
  }
}

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : String(value);
}

function isImage(schema: Schema): boolean {
  return [...(limits(schema).patterns ?? [])].some((p) => p.source.includes("images"));
}

/** A translation keeps English's figures, links, images, dates and identifiers: they are not in its form. */
function keptInTranslation(name: Key, schema: Schema, english: unknown, walk: Walk): boolean {
  if (typeof name === "string" && (SAME_IN_EVERY_LOCALE.has(name) || walk.keep.has(name))) return true;
  const { type } = schema._zod.def;
  if (type === "number" || type === "boolean" || type === "null") return true;
  if (type === "string" && (limits(schema).format === "date" || isImage(schema))) return true;
  return typeof english === "string" && isAddress(english);
}

function formNode(name: Key, original: Schema, ui: FieldUi, value: unknown, english: unknown, keys: Key[], walk: Walk): FormNode | null {
  const { schema, optional } = unwrap(original);
  const { def } = schema._zod;
  const bag = limits(schema);
  const path = pathOf(keys);
  if (walk.translation && keptInTranslation(name, schema, english, walk)) return null;
  const translatedFixed = walk.translation && (def.type === "enum" || (def.type === "literal" && typeof def.values?.[0] === "string"));
  if (fixed(schema) && !translatedFixed) return null;
  const base = { type: "field" as const, path, keys, label: ui.label, hint: ui.hint, optional, empty: emptyValue(original) };
  const englishText = walk.translation && typeof english === "string" ? english : undefined;
  if (translatedFixed) {
    return {
      ...base,
      control: "text",
      required: true,
      value: text(value),
      english: englishText,
      hint: ui.hint ?? "Fixed in English: write its translation.",
    };
  }
  switch (def.type) {
    case "object": {
      const shape = def.shape!;
      const plural = Object.keys(shape).sort().join() === "one,other";
      const fields: [string, FieldUi][] = plural
        ? (walk.translation ? new Intl.PluralRules(walk.locale).resolvedOptions().pluralCategories : ["one", "other"]).map((form) => [
            form,
            { label: `Form "${form}"` },
          ])
        : Object.entries(ui.fields ?? {});
      const children: FormNode[] = [];
      const data = (value ?? {}) as Record<string, unknown>;
      const en = (english ?? {}) as Record<string, unknown>;
      for (const [key, childUi] of fields) {
        const child = formNode(
          key,
          plural ? shape.other! : shape[key]!,
          childUi,
          data[key],
          plural ? en.other : en[key],
          [...keys, key],
          walk,
        );
        if (child) children.push(child);
      }
      return children.length ? { type: "group", path, keys, label: ui.label, hint: ui.hint, children } : null;
    }
    case "array":
    case "tuple": {
      const tuple = def.type === "tuple";
      const element = unwrap(tuple ? def.items![0]! : def.element!).schema;
      const items = Array.isArray(value) ? value : [];
      const en = Array.isArray(english) ? english : [];
      const children: FormNode[] = [];
      const objects = element._zod.def.type === "object";
      items.forEach((item, i) => {
        const childUi: FieldUi = objects
          ? { label: `${ui.label_singular ?? ui.label} ${i + 1}`, fields: ui.fields }
          : { ...(ui.field ?? { label: ui.label }), label: `${ui.field?.label ?? ui.label} ${i + 1}` };
        const child = formNode(i, element, childUi, item, en[i], [...keys, i], walk);
        if (!child) return;
        if (child.type === "field") child.listItem = !walk.translation && !tuple;
        children.push(child);
      });
      // One more line for a list of single values, while it may grow (a translation has English's items).
      if (!objects && !tuple && !walk.translation && items.length < (bag.maximum ?? Infinity)) {
        const extra = formNode(
          items.length,
          element,
          { ...(ui.field ?? { label: ui.label }), label: `${ui.field?.label ?? ui.label} ${items.length + 1} (new)` },
          "",
          undefined,
          [...keys, items.length],
          walk,
        );
        if (extra?.type === "field")
          children.push({ ...extra, required: false, listItem: true, hint: "Leave empty to add none; empty one above to remove it." });
      }
      return children.length ? { type: "group", path, keys, label: ui.label, hint: ui.hint, children } : null;
    }
    case "number": {
      const whole = bag.format === "safeint";
      const min = bag.exclusiveMinimum ?? (bag.minimum !== undefined && bag.minimum > -Number.MAX_SAFE_INTEGER ? bag.minimum : undefined);
      const max = bag.maximum !== undefined && bag.maximum < Number.MAX_SAFE_INTEGER ? bag.maximum : undefined;
      const step = typeof ui.step === "number" ? String(ui.step) : whole ? "1" : "any";
      return { ...base, control: "number", required: !optional, value: text(value), step, min, max };
    }
    case "enum":
      return { ...base, control: "select", options: Object.values(def.entries!), required: !optional, value: text(value) };
    case "boolean":
      return { ...base, control: "checkbox", required: false, value: value === true ? "on" : "" };
    case "string": {
      const mayBeEmpty = !bag.minimum && !bag.format && !bag.patterns?.size;
      const image = isImage(schema);
      const control = bag.format === "date" ? "date" : ui.widget === "markdown" ? "markdown" : ui.widget === "text" ? "textarea" : "text";
      return {
        ...base,
        control,
        required: !optional && !mayBeEmpty,
        value: text(value),
        ltr: image || (typeof name === "string" && LTR_NAMES.test(name)) || undefined,
        picture: image || undefined,
        page: [...(bag.patterns ?? [])].some((p) => p.source === INTERNAL_HREF.source) || undefined,
        hint: ui.hint ?? (image ? "The path of one of the site's images, e.g. /images/team/01.svg." : undefined),
        english: englishText,
      };
    }
    default:
      return null;
  }
}

/** Each leaf of a value by its path ("features[2]", "address.city"), as JSON. */
function flatten(value: unknown, at: Key[] = [], out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(item, [...at, i], out));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) flatten(item, [...at, key], out);
  else out.set(pathOf(at), JSON.stringify(value));
  return out;
}

/**
 * The fields of a translation's form whose English text differs between `then` (the English file when the translation
 * was last published) and `now`: what makes a translation out of date. English's figures and links are not in it.
 */
export function englishChanged(
  nodes: readonly FormNode[],
  then: { data: Record<string, unknown>; body?: string } | undefined,
  now: { data: Record<string, unknown>; body?: string },
): string[] {
  const before = then ? flatten(then.data) : new Map<string, string>();
  const after = flatten(now.data);
  return leaves(nodes)
    .filter((f) => (f.body ? then?.body !== now.body : before.get(f.path) !== after.get(f.path)))
    .map((f) => f.path);
}

export function leaves(nodes: readonly FormNode[]): FormField[] {
  return nodes.flatMap((n) => (n.type === "field" ? [n] : leaves(n.children)));
}

/** What a posted value cannot be (the schema's own checks run after, on the whole content). */
export type FieldErrors = Record<string, string>;

/**
 * The posted form laid over the entry's data: numbers read as numbers, empty optional fields left out, empty lines of
 * a list of single values dropped. Values that are not what their field takes are reported and the data not changed.
 */
export function applyForm(
  nodes: readonly FormNode[],
  entry: { data: Record<string, unknown>; body?: string },
  posted: Record<string, unknown>,
): { data: Record<string, unknown>; body?: string; errors: FieldErrors; values: Record<string, string> } {
  const data = structuredClone(entry.data);
  let body = entry.body;
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  const dropped = new Map<string, number[]>();
  for (const field of leaves(nodes)) {
    const raw = posted[`f:${field.path}`];
    if (field.control !== "checkbox" && typeof raw !== "string") continue;
    const textValue = typeof raw === "string" ? raw.replace(/\r\n?/g, "\n") : "";
    values[field.path] = field.control === "checkbox" ? (raw === undefined ? "" : "on") : textValue;
    if (field.body) {
      body = textValue.trimEnd() + "\n";
      continue;
    }
    // Leading and trailing spaces are never meant (the build refuses them).
    const trimmed = textValue.trim();
    const before = getAt(data, field.keys);
    // Left empty as it was: kept exactly (absent, null or "").
    if (trimmed === "" && field.control !== "checkbox" && (before === undefined || before === null || before === "")) continue;
    let next: unknown;
    if (field.control === "checkbox") {
      if (raw === undefined && before === undefined) continue;
      next = raw !== undefined;
    } else if (field.control === "number") {
      if (trimmed === "") {
        if (field.optional) next = field.empty;
        else {
          errors[field.path] = "Enter a number.";
          continue;
        }
      } else {
        // A decimal comma is what a German keyboard types.
        const number = Number(trimmed.replace(",", "."));
        if (!Number.isFinite(number) || !/^-?\d+([.,]\d+)?$/.test(trimmed)) {
          errors[field.path] =
            `Enter a number, such as ${/^\d/.test(field.value) ? field.value : "12"}; "${trimmed.slice(0, 40)}" is not one.`;
          continue;
        }
        next = number;
      }
    } else if (field.listItem && trimmed === "") {
      const list = pathOf(field.keys.slice(0, -1));
      dropped.set(list, [...(dropped.get(list) ?? []), field.keys.at(-1) as number]);
      continue;
    } else if (trimmed === "" && field.optional) next = field.empty;
    else next = trimmed;
    setAt(data, field.keys, next);
  }
  for (const [list, indexes] of dropped) {
    const keys = leaves(nodes)
      .find((f) => f.listItem && pathOf(f.keys.slice(0, -1)) === list)!
      .keys.slice(0, -1);
    const items = getAt(data, keys);
    if (Array.isArray(items))
      setAt(
        data,
        keys,
        items.filter((_, i) => !indexes.includes(i)),
      );
  }
  return { data, body, errors, values };
}

function getAt(data: unknown, keys: readonly Key[]): unknown {
  let at: unknown = data;
  for (const key of keys) at = at && typeof at === "object" ? (at as Record<Key, unknown>)[key] : undefined;
  return at;
}

function setAt(data: Record<string, unknown>, keys: readonly Key[], value: unknown): void {
  let at: Record<Key, unknown> = data;
  keys.slice(0, -1).forEach((key, i) => {
    if (!at[key] || typeof at[key] !== "object") at[key] = typeof keys[i + 1] === "number" ? [] : {};
    at = at[key] as Record<Key, unknown>;
  });
  const last = keys.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(at)) at[last as number] = "";
    else delete at[last];
  } else at[last] = value;
}

/** The fields that place an entry in its list (the team's `order`, the FAQ's `id`). */
const POSITION_KEYS = ["order", "id"];

/**
 * A new entry of a folder collection, shaped as `template` (another entry): its texts emptied, so nothing of that entry
 * is kept by mistake, and its position (`order`, `id`), when it has one, after the last.
 */
export function blankEntry(
  collection: Collection,
  template: { data: Record<string, unknown>; body?: string },
  nextOrder: number,
): { data: Record<string, unknown>; body?: string } {
  const data = structuredClone(template.data);
  for (const field of leaves(entryForm(collection, DEFAULT_LOCALE.code, template))) {
    if (field.body) continue;
    if (field.keys.length === 1 && POSITION_KEYS.includes(String(field.keys[0])) && field.control === "number")
      setAt(data, field.keys, nextOrder);
    else if (["text", "textarea", "markdown", "date"].includes(field.control)) setAt(data, field.keys, "");
  }
  return { data, ...(template.body !== undefined && { body: "" }) };
}

/**
 * The file name (without its extension) a new entry gets: its name as a slug, after its order as the others have it
 * ("13-lena-fischer"), never one that is taken.
 */
export function newEntryId(collection: Collection, data: Record<string, unknown>, taken: readonly string[]): string {
  const identifier = collection.kind === "folder" ? collection.form.identifier_field : undefined;
  const named = [identifier, "title", "name"].map((key) => (key ? data[key] : undefined)).find((v) => typeof v === "string");
  const slug =
    String(named ?? "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "entry";
  const numbered = taken.length > 0 && taken.every((id) => /^\d+-/.test(id));
  const width = numbered ? Math.max(...taken.map((id) => /^(\d+)-/.exec(id)![1]!.length)) : 0;
  const position = POSITION_KEYS.map((key) => data[key]).find((v) => typeof v === "number");
  const base = numbered && position !== undefined ? `${String(position).padStart(width, "0")}-${slug}` : slug;
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

/** "team member" from "Team member": an entry's kind in a sentence. */
export const singular = (collection: FolderCollection) => (collection.form.label_singular ?? "entry").toLowerCase();
