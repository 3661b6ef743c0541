// The built pages of each language, read from the build folder (scripts/build.ts merges them into one client folder).
import fs from "node:fs";
import path from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { contentRoot } from "../../app/content/files/source";
import { readExports } from "../../app/content/files/validate";
import { COLLECTIONS } from "../../app/content/collections";
import { htmlFiles, pagePath } from "../../server/built-pages";
import { DEFAULT_LOCALE, LOCALES, splitLocale } from "../../shared/locales";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
export const OTHER_LOCALES = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE.code);

/** A collection's exports in a language, as its build reads them. */
export function contentIn<T = Record<string, unknown>>(code: string, name: string): T {
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`${name} is not a content collection`);
  return readExports(contentRoot(), collection, code) as T;
}

/** Every prerendered page by URL path, with its language. */
export function builtPages(): { path: string; file: string; locale: string; within: string }[] {
  return [...htmlFiles(clientDir)].map((file) => {
    const urlPath = pagePath(clientDir, file);
    const { locale, path: within } = splitLocale(urlPath);
    return { path: urlPath, file, locale: locale.code, within };
  });
}

export function parsePage(file: string) {
  return parse(fs.readFileSync(file, "utf8"));
}

export function elements(node: Node, out: Element[] = []): Element[] {
  if ("tagName" in node) out.push(node);
  const kids = "childNodes" in node ? node.childNodes : [];
  for (const child of kids) elements(child as Node, out);
  if ("content" in node && node.content) elements(node.content as unknown as Node, out);
  return out;
}

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

const SKIP = new Set(["script", "style", "svg", "template"]);
// What a visitor reads or hears: attributes a screen reader or a browser shows.
const READ_ATTRS = ["alt", "aria-label", "title", "placeholder", "aria-description", "aria-roledescription"];
const META = new Set([
  "description",
  "og:title",
  "og:description",
  "og:image:alt",
  "twitter:title",
  "twitter:description",
  "twitter:image:alt",
]);

function clean(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The texts of a page a visitor can read: text runs, readable attributes, the title and the social texts. */
export function readableTexts(file: string): Set<string> {
  const texts = new Set<string>();
  const walk = (node: Node) => {
    if ("tagName" in node) {
      if (SKIP.has(node.tagName)) return;
      for (const name of READ_ATTRS) {
        const value = attr(node, name);
        if (value) texts.add(clean(value));
      }
      if (node.tagName === "meta") {
        const key = attr(node, "name") ?? attr(node, "property");
        const value = attr(node, "content");
        if (key && META.has(key) && value) texts.add(clean(value));
      }
      // Island props: the words an island shows once it runs (not its identifiers and settings: no spaces).
      const props = attr(node, "data-island-props");
      if (props) {
        const words = new Set<string>();
        collectStrings(JSON.parse(props), words);
        for (const w of words) if (/\s/.test(w) && !/^https?:/.test(w)) texts.add(w);
      }
    }
    if (node.nodeName === "#text") {
      const value = clean((node as DefaultTreeAdapterMap["textNode"]).value);
      if (value) texts.add(value);
    }
    for (const child of "childNodes" in node ? node.childNodes : []) walk(child as Node);
  };
  walk(parsePage(file) as unknown as Node);
  return texts;
}

function collectStrings(value: unknown, into: Set<string>) {
  if (typeof value === "string") {
    const v = clean(value);
    if (v) into.add(v);
  } else if (Array.isArray(value)) for (const v of value) collectStrings(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collectStrings(v, into);
}

/** Every text of a language's content files (interface included). */
export function contentStrings(code: string): Set<string> {
  const out = new Set<string>();
  const root = contentRoot();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!full.split(path.sep).includes(code)) continue;
      else if (entry.name.endsWith(".json")) collectStrings(JSON.parse(fs.readFileSync(full, "utf8")), out);
      // An article: its front matter's values and its lines.
      else if (entry.name.endsWith(".md"))
        for (const line of fs.readFileSync(full, "utf8").split("\n")) {
          const value = clean(
            line
              .replace(/^[-#>*\s]+/, "")
              .replace(/^[\w-]+:\s*/, "")
              .replace(/^"|"$/g, ""),
          );
          if (value) out.add(value);
        }
    }
  };
  walk(root);
  return out;
}
