// Built from the prerendered pages at postbuild: a fingerprinted MiniSearch index for the browser, build/search.json for
// the server's snippets, then the index's URL written where the build left app/search/index-file.ts's placeholder.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import MiniSearch from "minisearch";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { indexOptions, type SearchDocument } from "../../app/search/search-options";
import { compressFile } from "../../server/precompressed";
import { SEARCH_INDEX_PLACEHOLDER, SEARCH_MANIFEST, type SearchManifest } from "../../app/search/index-file";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface IndexedPage extends SearchDocument {
  text: string;
}

// Not the page's own content, including screen-reader-only repeats ("Read More: <title>").
const SKIP_TAGS = new Set([
  "nav",
  "aside",
  "form",
  "label",
  "button",
  "input",
  "select",
  "textarea",
  "dialog",
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "img",
  "picture",
  "video",
  "audio",
  "iframe",
]);
// Any other element's edge separates words ("$9.9" | "per month").
const INLINE_TAGS = new Set([
  "abbr",
  "b",
  "bdi",
  "bdo",
  "code",
  "dfn",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "samp",
  "small",
  "strong",
  "sub",
  "sup",
  "u",
  "var",
  "wbr",
]);
const HEADING = /^h[1-6]$/;

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function skipped(el: Element): boolean {
  if (SKIP_TAGS.has(el.tagName)) return true;
  if (attr(el, "hidden") !== undefined || attr(el, "aria-hidden") === "true") return true;
  return (attr(el, "class") ?? "").split(/\s+/).includes("sr-only");
}

const isElement = (node: Node): node is Element => "tagName" in node;
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function find(node: Node, test: (el: Element) => boolean): Element | undefined {
  if (isElement(node) && test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function collect(node: Node, out: { all: string[]; body: string[]; headings: string[] }, inHeading = false): void {
  if (node.nodeName === "#text") {
    const value = (node as DefaultTreeAdapterMap["textNode"]).value;
    out.all.push(value);
    if (inHeading) out.headings.push(value);
    else out.body.push(value);
    return;
  }
  if (!isElement(node) || skipped(node)) return;
  const block = !INLINE_TAGS.has(node.tagName);
  const heading = inHeading || HEADING.test(node.tagName);
  const gap = (list: string[]) => block && list.push(" ");
  if (block) {
    gap(out.all);
    gap(out.body);
    if (heading) out.headings.push("\n");
  }
  for (const child of node.childNodes) collect(child, out, heading);
  if (block) {
    gap(out.all);
    gap(out.body);
  }
}

export function readPage(html: string, urlPath: string, siteName: string): IndexedPage {
  const document = parse(html);
  const title = find(document, (el) => el.tagName === "title");
  const description = find(document, (el) => el.tagName === "meta" && attr(el, "name") === "description");
  const main = find(document, (el) => el.tagName === "main");
  if (!main) throw new Error(`${urlPath}: no <main> in the prerendered page`);
  const out = { all: [] as string[], body: [] as string[], headings: [] as string[] };
  collect(main, out);
  const titleText = squash(title ? title.childNodes.map((n) => (n as { value?: string }).value ?? "").join("") : "");
  return {
    path: urlPath,
    title: titleText.replace(new RegExp(`\\s*\\|\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), "") || urlPath,
    description: squash(description ? (attr(description, "content") ?? "") : ""),
    headings: out.headings.join("").split("\n").map(squash).filter(Boolean).join("\n"),
    body: squash(out.body.join("")),
    text: squash(out.all.join("")),
  };
}

export function buildIndex(pages: readonly IndexedPage[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(pages.map(({ path, title, headings, body, description }) => ({ path, title, headings, body, description })));
  return index;
}

export function pageFile(clientDir: string, urlPath: string): string {
  return path.join(clientDir, ...urlPath.split("/").filter(Boolean), "index.html");
}

function* filesUnder(dir: string, test: (name: string) => boolean): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, test);
    else if (test(entry.name)) yield full;
  }
}

// React Router's own client bundles, never sent, keep the placeholder.
export function linkSearchIndex(buildDir: string, indexUrl: string): string[] {
  const changed: string[] = [];
  const targets = [
    ...filesUnder(path.join(buildDir, "client"), (name) => name.endsWith(".html")),
    ...filesUnder(path.join(buildDir, "server"), (name) => /\.(m?js)$/.test(name)),
  ];
  for (const file of targets) {
    const text = fs.readFileSync(file, "utf8");
    if (!text.includes(SEARCH_INDEX_PLACEHOLDER)) continue;
    fs.writeFileSync(file, text.replaceAll(SEARCH_INDEX_PLACEHOLDER, indexUrl));
    changed.push(file);
  }
  return changed;
}

export interface SearchIndexReport {
  pages: number;
  indexUrl: string;
  bytes: number;
  brotliBytes: number;
  linked: string[];
}

// A page missing from the build fails it.
export function writeSearchIndex(buildDir: string, paths: readonly string[], siteName: string): SearchIndexReport {
  const clientDir = path.join(buildDir, "client");
  const pages = paths.map((urlPath) => {
    const file = pageFile(clientDir, urlPath);
    if (!fs.existsSync(file)) throw new Error(`search index: ${urlPath} has no prerendered page (${file})`);
    return readPage(fs.readFileSync(file, "utf8"), urlPath, siteName);
  });
  const json = JSON.stringify(buildIndex(pages));
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 12);
  const indexUrl = `/assets/search-index-${hash}.json`;
  const file = path.join(clientDir, indexUrl);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, json);
  compressFile(file);
  const manifest: SearchManifest = { indexUrl, texts: Object.fromEntries(pages.map((p) => [p.path, p.text])) };
  fs.writeFileSync(path.join(buildDir, SEARCH_MANIFEST), JSON.stringify(manifest));
  const linked = linkSearchIndex(buildDir, indexUrl);
  return { pages: pages.length, indexUrl, bytes: Buffer.byteLength(json), brotliBytes: fs.statSync(file + ".br").size, linked };
}
