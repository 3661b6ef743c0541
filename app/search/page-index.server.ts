// A language's search index made from its pages as served: at postbuild (scripts/lib/search-index.ts) and again when a
// publish changes them (server/content-worker.ts). Node only (parse5).
import crypto from "node:crypto";
import MiniSearch from "minisearch";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { indexOptionsFor, type SearchDocument, type SearchLanguage } from "./search-options";
import { pageByPath } from "../pages";
import { splitLocale } from "../../shared/locales";
import type { SynonymTable } from "./synonyms";
import { indexUrlOf } from "./index-file";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

/** A run of text between two block elements' edges, where it stands on the page. */
export interface TextBlock {
  text: string;
  heading: boolean;
  /** How much of the page's text the innermost `<section>` (or `<article>` other than a card) around it holds. */
  share: number;
  /** In a card for another page. */
  teaser: boolean;
}

export interface IndexedPage extends SearchDocument {
  text: string;
  /** What the page's own fields are made of; interface labels (a card's "Read More", a call to action) left out. */
  blocks: TextBlock[];
  /** Headings of cards (`<article>`s that link to one other page), by the page each links to. */
  cards: { heading: string; to: string }[];
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

// The one page a card (an `<article>` whose links all lead to one page) stands for.
function cardTarget(article: Element): string | undefined {
  const targets = new Set<string>();
  const scan = (n: Node) => {
    if (!isElement(n) || skipped(n)) return;
    const href = n.tagName === "a" ? attr(n, "href") : undefined;
    if (href?.startsWith("/") && !href.startsWith("//")) {
      // A German page links /de/contact: the page /contact.
      const page = pageByPath(splitLocale(href.replace(/[?#].*$/, "")).path);
      if (page) targets.add(page.canonical);
    }
    n.childNodes.forEach(scan);
  };
  scan(article);
  return targets.size === 1 ? [...targets][0] : undefined;
}

interface Walk {
  heading: boolean;
  /** Text of a control's link ("Read More", "Get A Quote"): says nothing about the page. */
  label: boolean;
  inSentence: boolean;
  /** The `<section>`s and other `<article>`s around, innermost last, by index into `sectionChars`. */
  sections: number[];
  card?: { to: string; headings: string[] };
}

// Blocks with the share of the page their innermost section holds, and the cards' headings by the page they link to.
function readBlocks(main: Element, urlPath: string): Pick<IndexedPage, "blocks" | "cards"> {
  const found: (Omit<TextBlock, "share"> & { section: number })[] = [];
  const sectionChars = [0];
  const cards: IndexedPage["cards"] = [];
  let buffer = "";
  let current: Walk | undefined;
  const flush = () => {
    const text = squash(buffer);
    buffer = "";
    if (!text || !current || current.label) return;
    for (const s of current.sections) sectionChars[s] += text.length;
    const teaser = current.card !== undefined && current.card.to !== urlPath;
    found.push({ text, heading: current.heading, section: current.sections.at(-1)!, teaser });
    if (current.heading && current.card) current.card.headings.push(text);
  };
  const walk = (node: Node, ctx: Walk) => {
    if (node.nodeName === "#text") {
      if (ctx !== current) flush();
      current = ctx;
      buffer += (node as DefaultTreeAdapterMap["textNode"]).value;
      return;
    }
    if (!isElement(node) || skipped(node)) return;
    const inline = INLINE_TAGS.has(node.tagName);
    if (!inline) flush();
    const to = node.tagName === "article" ? cardTarget(node) : undefined;
    const card = to ? { to, headings: [] } : ctx.card;
    const section = node.tagName === "section" || (node.tagName === "article" && !to);
    const next: Walk = {
      heading: ctx.heading || HEADING.test(node.tagName),
      label: ctx.label || (node.tagName === "a" && !ctx.heading && !ctx.inSentence),
      inSentence: ctx.inSentence || node.tagName === "p",
      sections: section ? [...ctx.sections, sectionChars.push(0) - 1] : ctx.sections,
      card,
    };
    const same = (Object.keys(next) as (keyof Walk)[]).every((k) => next[k] === ctx[k]);
    for (const c of node.childNodes) walk(c, same ? ctx : next);
    if (!inline) flush();
    if (to && to !== urlPath) for (const heading of card!.headings) cards.push({ heading, to });
  };
  walk(main, { heading: false, label: false, inSentence: false, sections: [0] });
  flush();
  const page = sectionChars[0] || 1;
  return { blocks: found.map(({ section, ...b }) => ({ ...b, share: sectionChars[section] / page })), cards };
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
  const named = {
    path: urlPath,
    title: titleText.replace(new RegExp(`\\s*\\|\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`), "") || urlPath,
    description: squash(description ? (attr(description, "content") ?? "") : ""),
  };
  // Found by its name and headings only (app/pages.ts): neither its paragraphs nor its summary are searched (the
  // summary is /search's snippet); the browser's index, within its byte budget, carries no more.
  if (pageByPath(urlPath)?.search === "headings") {
    return {
      ...named,
      description: "",
      headings: "",
      body: "",
      text: named.description,
      blocks: readBlocks(main, urlPath).blocks.filter((b) => b.heading),
      cards: [],
    };
  }
  return {
    ...named,
    headings: out.headings.join("").split("\n").map(squash).filter(Boolean).join("\n"),
    body: squash(out.body.join("")),
    text: squash(out.all.join("")),
    ...readBlocks(main, urlPath),
  };
}

// A section holding at least this share of a page's text is what the page is about.
export const MAIN_SECTION_SHARE = 0.5;

const blockKey = (text: string) => text.toLowerCase();

// How much of a page's text is its own, in hundredths: the search trusts the title of a page made of other pages'
// sections (the home pages) less.
function ownShare(own: readonly string[], repeated: readonly string[]): number {
  const length = (texts: readonly string[]) => texts.reduce((n, t) => n + t.length, 0);
  const total = length(own) + length(repeated);
  return total ? Math.round((100 * length(own)) / total) / 100 : 1;
}

/**
 * Each page's fields from its blocks. Text that several pages show (a service card, a team member, a testimonial, a
 * call to action, the sections the home pages share), and a card's teaser for another page, count in full only where
 * the section holding them is most of the page, the page about them; elsewhere they go to `repeated`, which counts
 * little, so long pages made of other pages' sections do not outrank those pages. A block shown twice on one page
 * counts once. Card headings also count for the page the card links to.
 */
export function searchDocuments(pages: readonly IndexedPage[]): SearchDocument[] {
  const onPages = new Map<string, number>();
  for (const page of pages)
    for (const key of new Set(page.blocks.map((b) => blockKey(b.text)))) onPages.set(key, (onPages.get(key) ?? 0) + 1);
  const linked = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const card of page.cards) {
      if (!linked.has(card.to)) linked.set(card.to, new Set());
      linked.get(card.to)!.add(card.heading);
    }
  }
  return pages.map((page) => {
    const seen = new Set<string>();
    const own = new Set<string>();
    const headings: string[] = [];
    const body: string[] = [];
    const repeated: string[] = [];
    for (const b of page.blocks) {
      const key = blockKey(b.text);
      if (seen.has(key)) continue;
      seen.add(key);
      const shared = b.teaser || (onPages.get(key) ?? 0) > 1;
      if (shared && b.share < MAIN_SECTION_SHARE) repeated.push(b.text);
      else {
        own.add(key);
        (b.heading ? headings : body).push(b.text);
      }
    }
    return {
      path: page.path,
      title: page.title,
      description: page.description,
      headings: headings.join("\n"),
      body: body.join(" "),
      // Once: a page's own heading that cards repeat is not counted again.
      linked: [...(linked.get(page.path) ?? [])].filter((h) => !own.has(blockKey(h))).join("\n"),
      repeated: repeated.join(" "),
      own: ownShare([...headings, ...body], repeated),
    };
  });
}

// MiniSearch's JSON with the synonym table beside its own fields, where app/search/site-index.ts reads it.
class IndexWithSynonyms extends MiniSearch<SearchDocument> {
  constructor(
    language: SearchLanguage,
    private readonly table: SynonymTable,
  ) {
    super(indexOptionsFor(language));
  }

  override toJSON(): ReturnType<MiniSearch["toJSON"]> {
    const json: ReturnType<MiniSearch["toJSON"]> & SynonymTable = { ...super.toJSON(), synonyms: this.table.synonyms };
    return json;
  }
}

/** `language`: the pages'; `synonyms`: its table. */
export function indexOf(pages: readonly IndexedPage[], language: SearchLanguage, synonyms: SynonymTable): MiniSearch<SearchDocument> {
  const index = new IndexWithSynonyms(language, synonyms);
  index.addAll(searchDocuments(pages));
  return index;
}

/** The index's JSON and where it is served: named by its own hash, so a changed index is a new file. */
export interface MadeIndex {
  json: string;
  indexUrl: string;
  /** Each page's text (headings included), by path: the server's snippets. */
  texts: Record<string, string>;
}

/** The index of a language's pages, `html` by the page table's path (/about for /de/about). */
export function indexOfPages(
  html: ReadonlyMap<string, string>,
  siteName: string,
  language: SearchLanguage,
  synonyms: SynonymTable,
  read: typeof readPage = readPage,
): MadeIndex {
  const pages = [...html].map(([urlPath, page]) => read(page, urlPath, siteName));
  const json = JSON.stringify(indexOf(pages, language, synonyms));
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 12);
  return { json, indexUrl: indexUrlOf(hash), texts: Object.fromEntries(pages.map((p) => [p.path, p.text])) };
}
