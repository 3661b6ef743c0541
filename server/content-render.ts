/**
 * A page rendered at a content revision (docs/decisions/0033-content-at-render.md): the server build's own request
 * handler, run inside that build's `withContent`, so every collection the page reads is the revision's, and the page
 * says which collections it read (what a publish of one of them must render again).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "react-router";
import { COLLECTIONS } from "../app/content/collections";
import type { ContentView } from "../app/content/files/scope";
import { checkContent } from "../app/content/files/validate";
import { splitLocale } from "../shared/locales";
import { contentRoot } from "../app/content/files/source";
import { htmlFiles, pagePath } from "./built-pages";
import { inContentFolder, readContentFolder } from "./content-files";
import { inlineIcons, spriteSymbols } from "./inline-icons";
import { serverBuild } from "./locale-builds";
import { routerContextOf } from "./load-context";
import type { ContentFiles } from "./store/content-types";

type WithContent = <T>(view: ContentView, render: () => T | Promise<T>) => Promise<{ value: T; read: string[] }>;
type Build = ServerBuild | (() => Promise<ServerBuild>);

/** A revision's content, read and checked as the build reads content/, in each of `locales`. Throws on any problem. */
export function contentViews(revision: string, files: ContentFiles, locales: readonly string[]): Map<string, ContentView> {
  return inContentFolder(files, (root, describe) => {
    // One check reads every language (a translation is checked against English).
    const { issues, snapshot } = checkContent(root, COLLECTIONS);
    if (issues.length > 0) throw new Error(`revision ${revision} cannot be rendered: ${issues.map(describe).join("; ")}`);
    const views = new Map<string, ContentView>();
    for (const code of locales) {
      const collections = snapshot.byLocale[code];
      if (!collections) throw new Error(`revision ${revision} has no content in ${code}`);
      views.set(code, { revision, locale: code, collections });
    }
    return views;
  });
}

export interface RenderedAt {
  html: string;
  /** The collections the page read, sorted (none when rendered with the build's content). */
  read: string[];
}

type RunInContent = <T>(view: ContentView, run: () => T) => T;

/** The server build's own `withContent` and `inContent` (the bundle holds its own copy of app/content/files/scope.ts). */
export function contentScopeOf(build: ServerBuild): { withContent: WithContent; inContent: RunInContent } {
  const entry = build.entry.module as { withContent?: WithContent; inContent?: RunInContent };
  if (!entry.withContent || !entry.inContent) throw new Error("the server build's entry exports no content scope (app/entry.server.tsx)");
  return { withContent: entry.withContent, inContent: entry.inContent };
}

/**
 * A path rendered by the server build at `view` (the build's own content when undefined; the view's language must be
 * the path's), with `values` in its router context (the article pages' comments).
 */
export function renderAtRevision(
  build: Build,
): (urlPath: string, view: ContentView | undefined, values?: Parameters<typeof routerContextOf>[1]) => Promise<RenderedAt> {
  const handle = createRequestHandler(build, "production");
  return async (urlPath, view, values = {}) => {
    const code = splitLocale(urlPath).locale.code;
    if (view && view.locale !== code) throw new Error(`${urlPath} is not in ${view.locale}, the language of the content given`);
    const loaded = typeof build === "function" ? await build() : build;
    const context = await routerContextOf(loaded, values);
    const page = async () => {
      const response = await handle(new Request(new URL(urlPath, "http://localhost")), context);
      if (response.status !== 200) throw new Error(`rendering ${urlPath} answered ${response.status}`);
      return response.text();
    };
    if (!view) return { html: await page(), read: [] };
    // The whole document is rendered before the response resolves (onAllReady), so all of it is inside the scope.
    const { value: html, read } = await contentScopeOf(loaded).withContent(view, page);
    return { html, read };
  };
}

/** Where the build keeps what each page reads (scripts/postbuild.ts writes it; server.ts reads it). */
export const CONTENT_READS_FILE = "content-reads.json";

/** Renders every prerendered page of the build in `buildDir` at its own content, recording the collections each reads. */
export async function recordContentReads(
  buildDir: string,
  codes: readonly string[],
): Promise<{ reads: Record<string, string[]>; ms: number }> {
  const started = performance.now();
  const render = renderAtRevision(serverBuild(buildDir));
  const views = contentViews("build", readContentFolder(contentRoot()), codes);
  const clientDir = path.join(buildDir, "client");
  const reads: Record<string, string[]> = {};
  for (const file of htmlFiles(clientDir)) {
    const urlPath = pagePath(clientDir, file);
    const view = views.get(splitLocale(urlPath).locale.code);
    if (view) reads[urlPath] = (await render(urlPath, view)).read;
  }
  return { reads, ms: performance.now() - started };
}

/** The reads the build recorded; empty for a build made before it recorded them. */
export function builtContentReads(buildDir: string): Map<string, string[]> {
  try {
    return new Map(
      Object.entries(JSON.parse(fs.readFileSync(path.join(buildDir, CONTENT_READS_FILE), "utf8")) as Record<string, string[]>),
    );
  } catch {
    return new Map();
  }
}

/**
 * The collection a content file belongs to (the name pages read it by): "pricing/de/basic.json" → "pricing",
 * "settings/en/site.json" → "site". A file of no collection (the search synonyms) is named by its folder.
 */
export function collectionOfFile(file: string): string {
  const [folder, , ...rest] = file.split("/");
  const inCollection = [folder, ...rest].join("/");
  const found = COLLECTIONS.find((c) => (c.kind === "file" ? c.file === inCollection : c.folder === folder));
  return found?.name ?? folder!;
}

/** `render`, with the icons' symbols written into each page as the build writes them into its prerendered pages. */
export function withInlineIcons<A extends unknown[]>(
  render: (...args: A) => Promise<RenderedAt>,
  clientDir: string,
): (...args: A) => Promise<RenderedAt> {
  const symbols = spriteSymbols(fs.readFileSync(path.join(clientDir, "icons.svg"), "utf8"));
  return async (...args) => {
    const rendered = await render(...args);
    return { ...rendered, html: inlineIcons(rendered.html, symbols).html };
  };
}
