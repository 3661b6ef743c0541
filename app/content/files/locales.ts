/**
 * Content per locale: every collection folder holds one folder per locale with the same files, `content/team/de/01-x.json` beside
 * `content/team/en/01-x.json`. English files are checked against their schemas; a translation
 * against its English file: the same keys and list lengths, and no empty text. Its figures, links
 * and identifiers are taken from English when the site is built (the desk's form leaves them out of
 * a translation), so a price or a link is changed once. See docs/decisions/0026-locales.md.
 */
import type { ContentIssue } from "./validate";
import { placeholders } from "../../i18n/format.ts";

/** `team` → `team/de`; `settings/site.json` → `settings/de/site.json`. */
export function localized(relative: string, locale: string): string {
  const [top, ...rest] = relative.split("/");
  return [top, locale, ...rest].join("/");
}

/** Fields whose text is a link, a path or an identifier, never prose: a translation keeps them. */
export const SAME_IN_EVERY_LOCALE: ReadonlySet<string> = new Set([
  "slug",
  "date",
  "image",
  "href",
  "link",
  "url",
  "tel",
  "icon",
  "src",
  "id",
  "grammaticalGender",
]);

/** An address (a path, a URL, an e-mail address), whatever its field is called (a form's "email" label is prose). */
export function isAddress(text: string): boolean {
  return /^(\/|https?:|mailto:|tel:)/.test(text) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}

function keepsEnglish(key: PropertyKey | undefined, english: string, keep: ReadonlySet<string>): boolean {
  if (typeof key === "string" && (SAME_IN_EVERY_LOCALE.has(key) || keep.has(key))) return true;
  return isAddress(english);
}

function kind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : typeof value;
}

function where(at: readonly PropertyKey[]): string {
  let out = "";
  for (const part of at) out += typeof part === "number" ? `[${part}]` : out ? `.${String(part)}` : String(part);
  return out;
}

/**
 * The problems of a translated file against its English original (both parsed): `file` names the
 * translation in the messages; `keep` lists this collection's own fields that stay as in English.
 */
export function translationIssues(
  english: unknown,
  translated: unknown,
  file: string,
  locale: string,
  keep: ReadonlySet<string> = new Set(),
  at: PropertyKey[] = [],
): ContentIssue[] {
  const issue = (message: string, path = at): ContentIssue => ({ file, path: where(path), message });
  if (kind(english) !== kind(translated)) return [issue(`is ${kind(translated)}; the English file has ${kind(english)} here`)];
  if (isPlural(english)) return pluralIssues(english, translated as Record<string, unknown>, locale, issue, at);
  if (Array.isArray(english) && Array.isArray(translated)) {
    if (english.length !== translated.length) {
      return [issue(`has ${translated.length} items; the English file has ${english.length}`)];
    }
    return english.flatMap((item, i) => translationIssues(item, translated[i], file, locale, keep, [...at, i]));
  }
  if (kind(english) === "an object") {
    const en = english as Record<string, unknown>;
    const tr = translated as Record<string, unknown>;
    const issues: ContentIssue[] = [];
    for (const key of Object.keys(en)) {
      if (!Object.hasOwn(tr, key)) issues.push(issue("is missing (the English file has it)", [...at, key]));
      else issues.push(...translationIssues(en[key], tr[key], file, locale, keep, [...at, key]));
    }
    for (const key of Object.keys(tr)) {
      if (!Object.hasOwn(en, key)) issues.push(issue("is not in the English file", [...at, key]));
    }
    return issues;
  }
  if (typeof english === "string" && typeof translated === "string") {
    if (english.trim() !== "" && translated.trim() === "") return [issue("is empty (the English file has text)")];
    const wanted = placeholders(english).sort().join(" ");
    if (placeholders(translated).sort().join(" ") !== wanted) {
      return [
        issue(
          wanted
            ? `must keep ${placeholders(english)
                .map((p) => `{${p}}`)
                .join(", ")} and add no other {placeholder}`
            : "has a {placeholder} the English text does not have",
        ),
      ];
    }
  }
  return [];
}

const PLURAL_CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** `{ "one": "…", "other": "…" }`: a text per plural category (app/i18n/format.ts `plural`). */
function isPlural(value: unknown): value is Record<string, string> {
  if (kind(value) !== "an object") return false;
  const entries = Object.entries(value as Record<string, unknown>);
  return Object.hasOwn(value as object, "other") && entries.every(([key, text]) => PLURAL_CATEGORIES.has(key) && typeof text === "string");
}

/** A plural text has exactly its language's categories (Arabic six, German two), each with English's placeholders at most. */
function pluralIssues(
  english: Record<string, string>,
  translated: Record<string, unknown>,
  locale: string,
  issue: (message: string, path?: PropertyKey[]) => ContentIssue,
  at: PropertyKey[],
): ContentIssue[] {
  const wanted = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const issues: ContentIssue[] = [];
  for (const category of wanted) {
    if (!Object.hasOwn(translated, category))
      issues.push(issue(`is missing (${locale} has the plural forms ${wanted.join(", ")})`, [...at, category]));
  }
  const allowed = new Set(placeholders(english.other!));
  for (const [category, text] of Object.entries(translated)) {
    if (!wanted.includes(category as Intl.LDMLPluralRule)) {
      issues.push(issue(`is not a plural form of ${locale} (${wanted.join(", ")})`, [...at, category]));
    } else if (typeof text !== "string" || text.trim() === "")
      issues.push(issue("is empty (the English file has text)", [...at, category]));
    else if (placeholders(text).some((name) => !allowed.has(name))) {
      issues.push(
        issue(`has a {placeholder} the English text does not have (it may use ${[...allowed].map((p) => `{${p}}`).join(", ")})`, [
          ...at,
          category,
        ]),
      );
    }
  }
  return issues;
}

/** A translation (of the same shape, see translationIssues) with English's figures, flags, links and identifiers. */
export function withEnglishValues(
  english: unknown,
  translated: unknown,
  keep: ReadonlySet<string> = new Set(),
  field?: PropertyKey,
): unknown {
  if (Array.isArray(english) && Array.isArray(translated))
    return english.map((item, i) => withEnglishValues(item, translated[i], keep, field));
  if (isPlural(english)) return translated;
  if (kind(english) === "an object" && kind(translated) === "an object") {
    const tr = translated as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english as Record<string, unknown>).map(([key, value]) => [key, withEnglishValues(value, tr[key], keep, key)]),
    );
  }
  if (typeof english === "string" && typeof translated === "string") return keepsEnglish(field, english, keep) ? english : translated;
  return english;
}
