// @vitest-environment node
/**
 * admin/config.yml (the editor), generated from the content collections, against the content
 * schemas (the build): the committed file is the generated one; every content file and folder
 * has its collection, and every field matches its schema: the same names, required or optional
 * alike, numbers as numbers (whole or not, with their bounds), patterns where the schema has
 * them, images as images, the schema's choices as select lists, lists with the schema's lengths,
 * and what the spec fixes hidden. The generator refuses a form that parts from its schema.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { CONTENT_FILES, RECORD_FOLDERS, contentSchema } from "../app/content/files/validate";
import { localized } from "../app/content/files/locales";
import { DEFAULT_LOCALE, LOCALES } from "../app/i18n/locales";
import { COLLECTIONS } from "../app/content/collections";
import { teamCollection } from "../app/content/schemas/team";
import { siteCollection } from "../app/content/schemas/site";
import { CONFIG_FILE, editorConfig, editorConfigText } from "./lib/cms-config";
import { fixed, limits, unwrap, type Schema } from "../app/content/schemas/schema-walk";

interface Field {
  name: string;
  label?: string;
  widget?: string;
  required?: boolean;
  pattern?: [string, string];
  fields?: Field[];
  field?: Field;
  options?: Array<string | { value: string }>;
  min?: number;
  max?: number;
  allow_add?: boolean;
  allow_remove?: boolean;
  value_type?: "int" | "float";
  media_folder?: string;
  public_folder?: string;
}

interface Collection {
  name: string;
  label: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  fields?: Field[];
  files?: Array<{ name: string; label: string; file: string; fields: Field[]; media_folder?: string; public_folder?: string }>;
  media_folder?: string;
  public_folder?: string;
}

const config = parse(fs.readFileSync("admin/config.yml", "utf8"), { merge: true, maxAliasCount: -1 }) as {
  collections: Collection[];
  local_backend: unknown;
  media_folder: string;
  public_folder: string;
};

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function compareFields(fields: Field[] | undefined, shape: Record<string, Schema>, at: string, problems: string[]): void {
  if (!fields) {
    problems.push(`${at}: has no fields`);
    return;
  }
  // The article's body (Markdown) holds the schema's `intro` and `sections`.
  const names = fields.flatMap((f) => (f.name === "body" && f.widget === "markdown" ? ["intro", "sections"] : [f.name]));
  const keys = Object.keys(shape);
  const missing = keys.filter((k) => !names.includes(k));
  const extra = names.filter((n) => !keys.includes(n));
  if (missing.length) problems.push(`${at}: no field for ${missing.join(", ")}`);
  if (extra.length) problems.push(`${at}: fields the schema does not have: ${extra.join(", ")}`);
  for (const field of fields) {
    if (field.name === "body" && field.widget === "markdown") continue;
    if (shape[field.name]) compareField(field, shape[field.name]!, `${at}.${field.name}`, problems);
  }
}

function compareField(field: Field, original: Schema, at: string, problems: string[]): void {
  const { schema, optional } = unwrap(original);
  const { def } = schema._zod;
  const bag = limits(schema);
  const widget = field.widget ?? "string";
  if (!field.label) problems.push(`${at}: no label`);
  if (widget === "hidden") {
    if (!fixed(schema)) problems.push(`${at}: hidden, but the schema lets it change`);
    return;
  }
  if (fixed(schema)) problems.push(`${at}: the spec fixes it (${def.type}): make it a hidden field`);
  // A text that may be empty is "not required" for the editor, which refuses empty required fields.
  const mayBeEmpty = def.type === "string" && !bag.minimum && !bag.format && !bag.patterns?.size;
  const required = field.required !== false;
  if (required !== !(optional || mayBeEmpty))
    problems.push(`${at}: required is ${required}, the schema says ${optional ? "optional" : mayBeEmpty ? "may be empty" : "required"}`);
  const expect = (ok: boolean, what: string) => void (ok || problems.push(`${at}: ${what}`));
  switch (def.type) {
    case "object":
      expect(widget === "object", `an object in the schema, widget ${widget}`);
      compareFields(field.fields, def.shape!, at, problems);
      break;
    case "array":
    case "tuple": {
      expect(widget === "list", `a list in the schema, widget ${widget}`);
      const min = def.type === "tuple" ? def.items!.length : bag.minimum;
      const max = def.type === "tuple" ? def.items!.length : bag.maximum;
      expect(field.min === min, `min ${field.min}, the schema's ${min}`);
      expect(field.max === max, `max ${field.max}, the schema's ${max}`);
      const element = unwrap(def.type === "tuple" ? def.items![0]! : def.element!).schema;
      if (element._zod.def.type === "object" && !fixed(element)) compareFields(field.fields, element._zod.def.shape!, `${at}[]`, problems);
      else if (field.field) compareField(field.field, element, `${at}[]`, problems);
      else problems.push(`${at}: a list of single values needs \`field\``);
      break;
    }
    case "number":
      expect(widget === "number", `a number in the schema, widget ${widget}`);
      expect(
        field.value_type === (bag.format === "safeint" ? "int" : "float"),
        `value_type ${field.value_type}, the schema's ${bag.format === "safeint" ? "int" : "float"}`,
      );
      {
        const whole = bag.format === "safeint";
        const min =
          bag.exclusiveMinimum !== undefined
            ? bag.exclusiveMinimum + (whole ? 1 : 0)
            : bag.minimum !== undefined && bag.minimum > -SAFE_MAX
              ? bag.minimum
              : undefined;
        expect(field.min === min, `min ${field.min}, the schema's ${min}`);
      }
      expect(
        field.max === (bag.maximum !== undefined && bag.maximum < SAFE_MAX ? bag.maximum : undefined),
        `max ${field.max}, the schema's ${bag.maximum}`,
      );
      break;
    case "enum": {
      expect(widget === "select", `a choice in the schema, widget ${widget}`);
      const options = (field.options ?? []).map((o) => (typeof o === "string" ? o : o.value));
      expect(
        JSON.stringify(options) === JSON.stringify(Object.values(def.entries!)),
        `options ${JSON.stringify(options)}, the schema's ${JSON.stringify(Object.values(def.entries!))}`,
      );
      break;
    }
    case "string": {
      const patterns = [...(bag.patterns ?? [])];
      const image = patterns.some((p) => p.source.includes("images"));
      if (image) expect(widget === "image", `one of the site's images in the schema, widget ${widget}`);
      else if (bag.format === "date") expect(widget === "datetime", `a date in the schema, widget ${widget}`);
      else expect(["string", "text", "select"].includes(widget), `a text in the schema, widget ${widget}`);
      if (patterns.length > 0 && bag.format !== "date")
        expect(Array.isArray(field.pattern) && field.pattern.length === 2, `the schema has a pattern, the field none`);
      if (widget === "image") expect(image, "an image field, but the schema does not ask for one of the site's images");
      break;
    }
    case "boolean":
      expect(widget === "boolean", `a yes/no in the schema, widget ${widget}`);
      break;
    default:
      problems.push(`${at}: schema type ${def.type} has no editor field`);
  }
}

function mediaProblems(where: string, owner: { media_folder?: string; public_folder?: string }): string[] {
  if (!owner.media_folder && !owner.public_folder) return [];
  return owner.media_folder === `/public${owner.public_folder}` && owner.public_folder?.startsWith("/images")
    ? []
    : [`${where}: media_folder ${owner.media_folder} and public_folder ${owner.public_folder} must name the same folder of public/images`];
}

describe("the editor's configuration (admin/config.yml)", () => {
  it("is the file generated from the content collections (`npm run cms:config` writes it)", () => {
    expect(fs.readFileSync(CONFIG_FILE, "utf8")).toBe(editorConfigText(COLLECTIONS));
  });

  it("cannot be generated when a schema field has no editor field, or an editor field no schema field", () => {
    const { role: _role, ...fields } = teamCollection.form.fields;
    const team = { ...teamCollection, form: { ...teamCollection.form, fields: { ...fields, colour: { label: "Colour" } } } };
    const { tel: _tel, ...phone } = siteCollection.form.fields.phones!.fields!;
    const site = {
      ...siteCollection,
      form: {
        ...siteCollection.form,
        fields: { ...siteCollection.form.fields, phones: { ...siteCollection.form.fields.phones!, fields: phone } },
      },
    };
    expect(() => editorConfig([site, team])).toThrow(
      [
        "The editor's forms and the content schemas part:",
        "  site.phones[]: no editor field for tel",
        "  team.colour: an editor field the schema does not have",
        "  team: no editor field for role",
      ].join("\n"),
    );
    expect(() => editorConfig([siteCollection, teamCollection])).not.toThrow();
  });

  it("has a collection for every content folder and file in every language, and no other", () => {
    const codes = LOCALES.map((l) => l.code);
    const folders = config.collections.filter((c) => c.folder).map((c) => [c.folder, c.extension]);
    expect(folders.sort()).toEqual(
      codes.flatMap((code) => RECORD_FOLDERS.map((f) => [`content/${localized(f.folder, code)}`, f.extension.slice(1)])).sort(),
    );
    const files = config.collections.flatMap((c) => c.files ?? []).map((f) => f.file);
    expect(files.sort()).toEqual(codes.flatMap((code) => CONTENT_FILES.map((f) => `content/${localized(f, code)}`)).sort());
  });

  const english = `/${DEFAULT_LOCALE.code}`;
  /** Each collection's (or file's) name, fields and content path with the locale left out, in `code`. */
  const forms = (code: string) =>
    config.collections
      .filter((c) => (c.folder ? c.folder.endsWith(`/${code}`) : c.files![0]!.file.includes(`/${code}/`)))
      .flatMap((c): Array<[string, Field[], string]> =>
        c.folder
          ? [[c.name, c.fields ?? [], c.folder.replace(/^content\//, "").replace(`/${code}`, "")]]
          : (c.files ?? []).map((f) => [`${c.name}/${f.name}`, f.fields, f.file.replace(/^content\//, "").replace(`/${code}/`, "/")]),
      );

  it.each(forms(english.slice(1)))("%s: fields, labels and validation match the schema", (_name, fields, path) => {
    const schema = contentSchema(path) as Schema | undefined;
    expect(schema, path).toBeDefined();
    const problems: string[] = [];
    compareFields(fields, schema!._zod.def.shape!, path, problems);
    expect(problems).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => l.code))(
    "lets a translator (%s) edit the English entries' texts only: same fields, no new or deleted entries or items, links and figures kept",
    (code) => {
      const englishForms = new Map(forms(DEFAULT_LOCALE.code).map(([, fields, path]) => [path, fields]));
      const translations = forms(code);
      expect(translations.map(([, , path]) => path).sort()).toEqual([...englishForms.keys()].sort());
      // A plural text has the language's own forms (Arabic: zero, one, two, few, many, other).
      const pluralForms = new Intl.PluralRules(code).resolvedOptions().pluralCategories.join();
      const names = (fields: Field[]): unknown =>
        fields.map((f) => {
          const inner = f.fields?.map((g) => g.name).join();
          if (inner === "one,other" || inner === pluralForms) return [f.name, "plural"];
          return [f.name, f.fields ? names(f.fields) : f.field ? names([f.field]) : null];
        });
      for (const [name, fields, path] of translations) {
        expect(names(fields), name).toEqual(names(englishForms.get(path)!));
        const walk = (list: Field[]): void => {
          for (const f of list) {
            if (["slug", "image", "href", "link", "date", "price", "order"].includes(f.name))
              expect([name, f.name, f.widget]).toEqual([name, f.name, "hidden"]);
            if (f.widget === "list") expect([name, f.name, f.allow_add, f.allow_remove]).toEqual([name, f.name, false, false]);
            walk([...(f.fields ?? []), ...(f.field ? [f.field] : [])]);
          }
        };
        walk(fields);
      }
      for (const c of config.collections.filter((c) => c.folder?.endsWith(`/${code}`)))
        expect([c.name, c.create, c.delete]).toEqual([c.name, false, false]);
      // Text the spec fixes in English is translated, not hidden.
      const plan = config.collections.find((c) => c.name === `pricing_${code}`)!.fields!;
      expect(plan.find((f) => f.name === "title")!.widget).toBe("string");
    },
  );

  it("picks images from the site's images, saves through `npm run cms` and writes JSON and Markdown the build reads", () => {
    expect([config.media_folder, config.public_folder]).toEqual(["public/images", "/images"]);
    expect(config.local_backend).toBe(true);
    const problems = config.collections.flatMap((c) => [
      ...mediaProblems(c.name, c),
      ...(c.files ?? []).flatMap((f) => mediaProblems(`${c.name}/${f.name}`, f)),
    ]);
    expect(problems).toEqual([]);
    for (const c of config.collections.filter((c) => c.folder)) {
      expect([c.name, c.format]).toEqual([c.name, c.extension === "md" ? "frontmatter" : "json"]);
    }
  });

  it("notices a field that parts from its schema", () => {
    const problems: string[] = [];
    const schema = contentSchema("pricing") as Schema;
    const fields = config.collections
      .find((c) => c.name === "pricing")!
      .fields!.map((f) =>
        f.name === "price"
          ? { ...f, widget: "string" }
          : f.name === "features"
            ? { ...f, max: 7 }
            : f.name === "popular"
              ? { ...f, required: true }
              : f,
      );
    compareFields(
      [...fields.filter((f) => f.name !== "link"), { name: "colour", label: "Colour" }],
      schema._zod.def.shape!,
      "pricing",
      problems,
    );
    expect(problems).toEqual([
      "pricing: no field for link",
      "pricing: fields the schema does not have: colour",
      "pricing.price: a number in the schema, widget string",
      "pricing.features: max 7, the schema's 6",
      "pricing.popular: required is true, the schema says optional",
    ]);

    const team = config.collections
      .find((c) => c.name === "team")!
      .fields!.map((f) =>
        f.name === "role"
          ? { ...f, options: ["Intern", "CEO & Founder"] }
          : f.name === "image"
            ? { ...f, widget: "string" }
            : f.name === "name"
              ? { ...f, widget: "hidden" }
              : f,
      );
    const teamProblems: string[] = [];
    compareFields(team, (contentSchema("team") as Schema)._zod.def.shape!, "team", teamProblems);
    expect(teamProblems).toEqual([
      "team.name: hidden, but the schema lets it change",
      expect.stringMatching(/^team\.role: options \["Intern","CEO & Founder"\], the schema's \["CEO & Founder",/),
      "team.image: one of the site's images in the schema, widget string",
    ]);

    const site = config.collections
      .find((c) => c.name === "settings")!
      .files![0]!.fields.map((f) =>
        f.name === "phones" ? { ...f, fields: f.fields!.map((p) => (p.name === "tel" ? { ...p, pattern: undefined } : p)) } : f,
      );
    const siteProblems: string[] = [];
    compareFields(site, (contentSchema("settings/site.json") as Schema)._zod.def.shape!, "site", siteProblems);
    expect(siteProblems).toEqual(["site.phones[].tel: the schema has a pattern, the field none"]);
  });
});
