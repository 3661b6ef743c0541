/**
 * The pages visitors get, at the store's latest content revision (docs/decisions/0033-content-at-render.md). The
 * build's pages are revision "as built"; when the store holds a newer revision, the pages that read a collection it
 * changed are rendered again in the background and all of them are switched in one assignment, so a visitor never gets
 * revision N on one page and N+1 on the next. Every instance follows the store by polling its latest revision number.
 */
import os from "node:os";
import type { ContentView } from "../app/content/files/scope";
import type { RenderedAt } from "./content-render";
import { localePath, splitLocale } from "../shared/locales";
import type { PrerenderedPage } from "./precompressed";
import type { ContentFiles, ContentStore } from "./store/content-types";
import type { SiteSearch } from "../shared/search";
import { isDeepStrictEqual } from "node:util";
import { LINKED_INDEX_URL } from "../app/search/index-file";

export interface LiveContentOptions {
  store: () => Promise<Pick<ContentStore, "latestRevision" | "revision">>;
  /** The content files the build was made from, and its pages (by URL path). */
  built: { files: ContentFiles; pages: ReadonlyMap<string, PrerenderedPage> };
  /** What each built page read, when the build recorded it; a page not named is rendered again on every change. */
  builtReads?: ReadonlyMap<string, readonly string[]>;
  /** One view per language code; throws when the files cannot be rendered (the build's checks refuse them). */
  views(revision: number, files: ContentFiles): Map<string, ContentView> | Promise<Map<string, ContentView>>;
  render(urlPath: string, view: ContentView): Promise<RenderedAt>;
  /** The collection a content file belongs to, as pages' reads name it (server/content-render.ts: collectionOfFile). */
  collectionOf?(file: string): string;
  /** Compresses a rendered page off the main thread, under the policy its inline scripts need. */
  page(html: string, urlPath: string): Promise<PrerenderedPage>;
  /**
   * Writes the pages of a revision where the edge reads them (server/content-releases.ts), before this instance switches
   * to it; a failure leaves the instance on the revision it serves, and the next sync tries again. Also called when
   * nothing changed, so a link another instance moved back is set right.
   */
  release?(revision: number, pages: ReadonlyMap<string, PrerenderedPage>): Promise<unknown>;
  /** Each language's search index as built: its URL, linked into some pages, and the pages it indexes (the table's paths). */
  builtIndexes?: ReadonlyMap<string, { indexUrl: string; paths: readonly string[] }>;
  /** Draws a language's social cards at `revision` where their texts changed (before the pages that link them switch). */
  cards?(code: string, revision: number): Promise<unknown>;
  /** A page rendered at `files` that are not stored (a desk preview), isolated from the revisions being served. */
  preview?(files: ContentFiles, urlPath: string): Promise<string>;
  /** The pages a language's files make beyond the table's (the news items' /blog/<slug>): rendered to be indexed. */
  contentPages?(files: ContentFiles, code: string): string[];
  /** Makes a language's index of `html` (by the table's path) and writes it where assets are served. */
  index?(code: string, html: ReadonlyMap<string, string>, revision: number): Promise<LiveIndex>;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** A language's search index at a revision: the browser's file and the server's search of it. */
export interface LiveIndex {
  indexUrl: string;
  /** Opened on the first search. */
  search(): SiteSearch;
}

const RELINK_PARALLEL = Math.max(1, os.availableParallelism() - 1);

async function eachAtMost<T>(parallel: number, items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
}

/** `html` linking the index at `indexUrl` (a page rendered now names its build's). */
export function linkIndex(html: string, indexUrl: string | undefined): string {
  return indexUrl ? html.replace(LINKED_INDEX_URL.pattern, indexUrl) : html;
}

/**
 * Of the collections whose files changed, those whose exports differ in one language's views (all of them without the
 * view before). A name that is no collection of the view (the search's synonyms) is kept.
 */
export function changedInView(changed: ReadonlySet<string>, before: ContentView | undefined, after: ContentView): Set<string> {
  if (!before) return new Set(changed);
  return new Set(
    [...changed].filter(
      (name) => !Object.hasOwn(after.collections, name) || !isDeepStrictEqual(before.collections[name], after.collections[name]),
    ),
  );
}

/** The news items' pages of a language in a revision's files (an item is in a language when its file is). */
export function newsPagesIn(files: ContentFiles, code: string): string[] {
  const prefix = `news/${code}/`;
  return Object.keys(files)
    .filter((file) => file.startsWith(prefix) && file.endsWith(".md") && !file.slice(prefix.length).includes("/"))
    .map((file) => `/blog/${file.slice(prefix.length, -".md".length)}`);
}

/** What is served: one revision's pages, replaced whole. */
interface Live {
  /** The store's latest revision (0: none stored yet). */
  revision: number;
  /** The revision whose content the pages were last rendered with (0: the build's, when the store holds the same files). */
  renderedAt: number;
  files: ContentFiles;
  views: Map<string, ContentView> | undefined;
  pages: ReadonlyMap<string, PrerenderedPage>;
  reads: ReadonlyMap<string, readonly string[]>;
  /** The search index each language's pages link; `search` absent while it is the build's. */
  indexes: ReadonlyMap<string, { indexUrl: string; search?: () => SiteSearch }>;
}

export interface SyncOutcome {
  revision: number;
  /** The pages rendered again (every language, every twin), sorted. */
  rendered: string[];
  /** The pages whose bytes changed. */
  changed: string[];
}

export interface LiveContent {
  /** The page at `urlPath` and the revision it belongs to. */
  page(urlPath: string): { page: PrerenderedPage; revision: number } | undefined;
  revision(): number;
  /** The revision whose content the pages were last rendered with; 0 while it is the build's. */
  renderedAt(): number;
  /** The view a request rendered now reads (undefined: the build's content). */
  view(code: string): ContentView | undefined;
  /** The search of a language's pages as served (undefined: the build's index). */
  search(code: string): SiteSearch | undefined;
  /** The URL of the index a language's pages link. */
  indexUrl(code: string): string | undefined;
  /** Brings the pages to the store's latest revision; one sync at a time, a call during one waits for the next. */
  sync(): Promise<SyncOutcome | undefined>;
  /** Polls the store every `everyMs`; returns a stop function. */
  follow(everyMs: number): () => void;
  /** The news items' pages of a language as served (within the language: /blog/<slug>). */
  contentPaths(code: string): string[];
  /** The pages of a language (URL paths, sorted) that read a collection as served. */
  readers(collection: string, code: string): string[];
  /** A page as it would be with `files` (never stored, cached or served to visitors); undefined without a renderer. */
  preview?(files: ContentFiles, urlPath: string): Promise<string>;
}

/** The collections whose files differ between `a` and `b`, by `collectionOf` (by default a file's top folder). */
export function changedCollections(
  a: ContentFiles,
  b: ContentFiles,
  collectionOf: (file: string) => string = (file) => file.split("/")[0]!,
): Set<string> {
  const changed = new Set<string>();
  for (const file of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[file] !== b[file]) changed.add(collectionOf(file));
  }
  return changed;
}

export function liveContent(options: LiveContentOptions): LiveContent {
  const { store, built, views, render, log } = options;
  let live: Live = {
    revision: 0,
    renderedAt: 0,
    files: built.files,
    views: undefined,
    pages: built.pages,
    reads: options.builtReads ?? new Map(),
    indexes: new Map([...(options.builtIndexes ?? [])].map(([code, { indexUrl }]) => [code, { indexUrl }])),
  };
  // A page links its language's index as served: a page rendered now names the build's (its server bundle's).
  const linked = (html: string, code: string, indexes = live.indexes) => linkIndex(html, indexes.get(code)?.indexUrl);
  // Revisions the build's checks refuse (content written for another build): not tried again.
  const refused = new Set<number>();

  async function bringUp(): Promise<SyncOutcome | undefined> {
    const content = await store();
    const latest = await content.latestRevision();
    if (latest === live.revision || latest === 0 || refused.has(latest)) {
      await options.release?.(live.revision, live.pages);
      return undefined;
    }
    const stored = await content.revision(latest);
    if (!stored) return undefined;
    const changed = changedCollections(live.files, stored.files, options.collectionOf);
    if (changed.size === 0) {
      await options.release?.(latest, live.pages);
      live = { ...live, revision: latest };
      return { revision: latest, rendered: [], changed: [] };
    }
    const started = performance.now();
    // A page reads its own language's view only: it is rendered again where a collection it read differs in that
    // language (an English text the other languages translate changes no German page). The served content's views,
    // checked now if the build's are served, and before the new ones (the renderer keeps the last two it checked).
    const before =
      live.views ??
      (await Promise.resolve()
        .then(() => views(live.revision, live.files))
        .catch(() => undefined));
    let next: Map<string, ContentView>;
    try {
      next = await views(latest, stored.files);
    } catch (err) {
      refused.add(latest);
      log?.error({ err, revision: latest }, "Content: this revision cannot be rendered by this build; the pages stay as they are");
      return undefined;
    }
    const changedIn = new Map([...next].map(([code, view]) => [code, changedInView(changed, before?.get(code), view)]));
    const checkedMs = Math.round(performance.now() - started);
    const affected = [...live.pages.keys()]
      .filter((p) => live.reads.get(p)?.some((c) => changedIn.get(splitLocale(p).locale.code)?.has(c) ?? true) ?? true)
      .sort();
    log?.info({ revision: latest, pages: affected.length }, "Content: rendering a new revision");
    const pages = new Map(live.pages);
    const reads = new Map(live.reads);
    const changedPages: string[] = [];
    // One page at a time: requests keep being answered between the renders.
    for (const urlPath of affected) {
      const view = next.get(splitLocale(urlPath).locale.code);
      if (!view) throw new Error(`no content view renders ${urlPath}`);
      const rendered = await render(urlPath, view);
      const html = linked(rendered.html, splitLocale(urlPath).locale.code);
      reads.set(urlPath, rendered.read);
      // The same bytes keep the same page (and its compressed copies and ETags): nothing to compress.
      const before = live.pages.get(urlPath);
      if (before?.identity.body.equals(Buffer.from(html, "utf8"))) continue;
      pages.set(urlPath, await options.page(html, urlPath));
      changedPages.push(urlPath);
    }
    const renderedMs = Math.round(performance.now() - started);
    const indexes = await reindexed(latest, stored.files, next, pages, changedPages);
    const indexedMs = Math.round(performance.now() - started);
    // Pages that link a language's new index name it, or a visitor's search would find the previous revision's words.
    const relinked: [string, string][] = [];
    for (const [urlPath, page] of pages) {
      // Most pages link no index: a byte search spares decoding them.
      if (page.identity.body.indexOf(LINKED_INDEX_URL.prefix) < 0) continue;
      const html = page.identity.body.toString("utf8");
      const next = linked(html, splitLocale(urlPath).locale.code, indexes);
      if (next !== html) relinked.push([urlPath, next]);
    }
    // Compressing is most of it, on zlib's threads: as many at once as leaves a core to answer visitors.
    await eachAtMost(RELINK_PARALLEL, relinked, async ([urlPath, html]) => {
      pages.set(urlPath, await options.page(html, urlPath));
      if (!changedPages.includes(urlPath)) changedPages.push(urlPath);
    });
    if (options.cards && affected.length > 0) for (const code of next.keys()) await options.cards(code, latest);
    await options.release?.(latest, pages);
    // The switch: one assignment, so a request gets all of the old revision or all of the new.
    live = { revision: latest, renderedAt: latest, files: stored.files, views: next, pages, reads, indexes };
    const ms = Math.round(performance.now() - started);
    log?.info(
      { revision: latest, rendered: affected.length, changed: changedPages.length, checkedMs, renderedMs, indexedMs, ms },
      "Content: revision is live",
    );
    return { revision: latest, rendered: affected, changed: changedPages.sort() };
  }

  /** Each language's index, made again where its pages or its synonyms changed. */
  async function reindexed(
    revision: number,
    files: ContentFiles,
    views: Map<string, ContentView>,
    pages: ReadonlyMap<string, PrerenderedPage>,
    changedPages: string[],
  ) {
    const indexes = new Map(live.indexes);
    if (!options.index || !options.builtIndexes) return indexes;
    for (const [code, { paths }] of options.builtIndexes) {
      const synonyms = `search/${code}/synonyms.json`;
      const touched = changedPages.some((p) => splitLocale(p).locale.code === code) || files[synonyms] !== live.files[synonyms];
      if (!touched) continue;
      const html = new Map<string, string>();
      // A news item's page is rendered on request (it shows its comments), so it is rendered here to be indexed.
      for (const p of [...paths, ...(options.contentPages?.(files, code) ?? [])]) {
        const page = pages.get(localePath(p, code));
        // A page served elsewhere (an article, with its comments: server/article-pages.ts) is indexed as built, bare.
        html.set(p, page ? page.identity.body.toString("utf8") : (await render(localePath(p, code), views.get(code)!)).html);
      }
      const made = await options.index(code, html, revision);
      indexes.set(code, { indexUrl: made.indexUrl, search: () => made.search() });
    }
    return indexes;
  }

  let running: Promise<SyncOutcome | undefined> | undefined;
  let queued: Promise<SyncOutcome | undefined> | undefined;
  function sync(): Promise<SyncOutcome | undefined> {
    if (!running) {
      running = bringUp().finally(() => (running = undefined));
      return running;
    }
    // A call during a sync may have seen a newer revision: one more sync after it, shared by every such call.
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync();
      });
    return queued;
  }

  return {
    page(urlPath) {
      const current = live;
      const page = current.pages.get(urlPath);
      return page && { page, revision: current.revision };
    },
    revision: () => live.revision,
    renderedAt: () => live.renderedAt,
    view: (code) => live.views?.get(code),
    search: (code) => live.indexes.get(code)?.search?.(),
    indexUrl: (code) => live.indexes.get(code)?.indexUrl,
    sync,
    contentPaths: (code) => newsPagesIn(live.files, code),
    readers: (collection, code) =>
      [...live.pages.keys()]
        .filter((p) => splitLocale(p).locale.code === code && (live.reads.get(p)?.includes(collection) ?? false))
        .sort(),
    preview:
      options.preview && (async (files, urlPath) => linked(await options.preview!(files, urlPath), splitLocale(urlPath).locale.code)),
    follow(everyMs) {
      const timer = setInterval(() => {
        sync().catch((err: unknown) => log?.error({ err }, "Content: could not read the store's latest revision"));
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
