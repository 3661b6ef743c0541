/**
 * Checks a revision and renders its pages on a worker thread (server/content-worker.ts), started at the first publish
 * and kept: the main thread only receives the views (for the pages React Router renders on request) and the finished
 * pages, so visitors' requests are answered while a publish renders (`bench:publish` measures it).
 */
import { Worker } from "node:worker_threads";
import type { ContentView } from "../app/content/files/scope";
import type { RenderedAt } from "./content-render";
import type { ContentFiles } from "./store/content-types";

export type RendererRequest =
  | { id: number; type: "views"; revision: string; files: ContentFiles }
  | { id: number; type: "render"; revision: string; code: string; urlPath: string }
  | { id: number; type: "index"; revision: string; code: string; pages: [string, string][] }
  | { id: number; type: "warm"; files: ContentFiles; indexes: [string, readonly string[]][] }
  | { id: number; type: "cards"; revision: string; code: string }
  | { id: number; type: "preview"; files: ContentFiles; code: string; urlPath: string };

export type RendererAnswer =
  | { id: number; error: string }
  | { id: number; views: [string, ContentView][] }
  | { id: number; html: string; read: string[] }
  | ({ id: number } & WrittenIndex)
  | { id: number; warm: true }
  | { id: number; drawn: number };

/** A language's search index, written under the client folder's /assets/ (json, .br, .gz). */
export interface WrittenIndex {
  indexUrl: string;
  /** The index itself, for the server's search (the file may be removed once no page links it). */
  json: string;
  texts: Record<string, string>;
}

export interface ContentRenderer {
  /** One view per language; rejects with the build's checks' problems. */
  views(revision: number, files: ContentFiles): Promise<Map<string, ContentView>>;
  /** `code`: the page's language (its view must come from `views` of this renderer). */
  render(urlPath: string, code: string, view: ContentView): Promise<RenderedAt>;
  /** A page at files that are not stored (a desk preview): checked and rendered apart from the revisions kept. */
  preview(files: ContentFiles, urlPath: string, code: string): Promise<string>;
  /** Indexes a language's pages (the page table's path → html) at a revision `views` checked, and writes the index. */
  index(revision: number, code: string, pages: ReadonlyMap<string, string>): Promise<WrittenIndex>;
  /** Draws a language's social cards whose texts differ at `revision` from those last drawn; gives how many. */
  cards(revision: number, code: string): Promise<number>;
  /**
   * Starts the thread and does ahead what a first publish would otherwise wait for: loading every language's bundle,
   * checking the built `files` once, reading the indexed pages (by language, the page table's paths), noting the cards
   * the build drew.
   */
  warm(files: ContentFiles, indexes: ReadonlyMap<string, { paths: readonly string[] }>): Promise<void>;
  close(): Promise<void>;
}

export function workerRenderer({ buildDir, locales }: { buildDir: string; locales: string[] }): ContentRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(answer: RendererAnswer): void; reject(error: Error): void }>();

  function started(): Worker {
    if (worker) return worker;
    // The server runs with `--import tsx`; the worker inherits it (execArgv), so it loads TypeScript as the server does.
    const thread = new Worker(new URL("./content-worker.ts", import.meta.url), { workerData: { buildDir, locales } });
    thread.unref();
    thread.on("message", (answer: RendererAnswer) => {
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (!waiting) return;
      if ("error" in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer);
    });
    const fail = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`the content worker stopped (exit code ${code})`)));
    worker = thread;
    return thread;
  }

  function ask<T extends RendererAnswer>(request: Omit<RendererRequest, "id"> & Partial<RendererRequest>): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (answer: RendererAnswer) => void, reject });
      started().postMessage({ ...request, id });
    });
  }

  return {
    async views(revision, files) {
      const answer = await ask<{ id: number; views: [string, ContentView][] }>({ type: "views", revision: String(revision), files });
      return new Map(answer.views);
    },
    async render(urlPath, code, view) {
      const answer = await ask<{ id: number; html: string; read: string[] }>({ type: "render", revision: view.revision, code, urlPath });
      return { html: answer.html, read: answer.read };
    },
    async preview(files, urlPath, code) {
      return (await ask<{ id: number; html: string; read: string[] }>({ type: "preview", files, code, urlPath })).html;
    },
    async index(revision, code, pages) {
      const answer = await ask<{ id: number } & WrittenIndex>({ type: "index", revision: String(revision), code, pages: [...pages] });
      return { indexUrl: answer.indexUrl, json: answer.json, texts: answer.texts };
    },
    async cards(revision, code) {
      return (await ask<{ id: number; drawn: number }>({ type: "cards", revision: String(revision), code })).drawn;
    },
    async warm(files, indexes) {
      await ask({ type: "warm", files, indexes: [...indexes].map(([code, { paths }]) => [code, paths]) });
    },
    async close() {
      await worker?.terminate();
    },
  };
}
