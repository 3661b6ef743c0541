/**
 * The pages visitors get, at the store's latest content revision (docs/decisions/0033-content-at-render.md). The
 * build's pages are revision "as built"; when the store holds a newer revision, the pages that read a collection it
 * changed are rendered again in the background and all of them are switched in one assignment, so a visitor never gets
 * revision N on one page and N+1 on the next. Every instance follows the store by polling its latest revision number.
 */
import type { ContentView } from "../app/content/files/scope";
import type { RenderedAt } from "./content-render";
import { splitLocale } from "../shared/locales";
import type { PrerenderedPage } from "./precompressed";
import type { ContentFiles, ContentStore } from "./store/content-types";

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
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
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
  /** Brings the pages to the store's latest revision; one sync at a time, a call during one waits for the next. */
  sync(): Promise<SyncOutcome | undefined>;
  /** Polls the store every `everyMs`; returns a stop function. */
  follow(everyMs: number): () => void;
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
  };
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
    let next: Map<string, ContentView>;
    try {
      next = await views(latest, stored.files);
    } catch (err) {
      refused.add(latest);
      log?.error({ err, revision: latest }, "Content: this revision cannot be rendered by this build; the pages stay as they are");
      return undefined;
    }
    const checkedMs = Math.round(performance.now() - started);
    const affected = [...live.pages.keys()].filter((p) => live.reads.get(p)?.some((c) => changed.has(c)) ?? true).sort();
    log?.info({ revision: latest, pages: affected.length }, "Content: rendering a new revision");
    const pages = new Map(live.pages);
    const reads = new Map(live.reads);
    const changedPages: string[] = [];
    // One page at a time: requests keep being answered between the renders.
    for (const urlPath of affected) {
      const view = next.get(splitLocale(urlPath).locale.code);
      if (!view) throw new Error(`no content view renders ${urlPath}`);
      const { html, read } = await render(urlPath, view);
      reads.set(urlPath, read);
      // The same bytes keep the same page (and its compressed copies and ETags): nothing to compress.
      const before = live.pages.get(urlPath);
      if (before?.identity.body.equals(Buffer.from(html, "utf8"))) continue;
      pages.set(urlPath, await options.page(html, urlPath));
      changedPages.push(urlPath);
    }
    await options.release?.(latest, pages);
    // The switch: one assignment, so a request gets all of the old revision or all of the new.
    live = { revision: latest, renderedAt: latest, files: stored.files, views: next, pages, reads };
    const ms = Math.round(performance.now() - started);
    log?.info({ revision: latest, rendered: affected.length, changed: changedPages.length, checkedMs, ms }, "Content: revision is live");
    return { revision: latest, rendered: affected, changed: changedPages };
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
    sync,
    follow(everyMs) {
      const timer = setInterval(() => {
        sync().catch((err: unknown) => log?.error({ err }, "Content: could not read the store's latest revision"));
      }, everyMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
