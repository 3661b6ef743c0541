/**
 * The content a render reads (docs/decisions/0033-content-at-render.md): a render run inside `withContent` reads that
 * revision's collections through `readCollection`, and learns which collections it read (what a publish re-renders).
 * Outside one, `readCollection` gives the content the build was made with. Server only: the browser gets no content.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Exports } from "../schemas/collection";
import { inLocale } from "../../i18n/render-locale";

/** One revision's collections in one language, as `readCollection` gives them. */
export interface ContentView {
  revision: string;
  /** The language of `collections`: a render at this view is in it. */
  locale: string;
  collections: Readonly<Record<string, Exports>>;
}

interface Scope {
  view: ContentView;
  read: Set<string>;
}

// Per async context, not a module-level value: two renders at two revisions can run side by side.
const scopes = new AsyncLocalStorage<Scope>();

/** Runs `render` reading `view`'s content; gives its result and the names of the collections it read, sorted. */
export async function withContent<T>(view: ContentView, render: () => T | Promise<T>): Promise<{ value: T; read: string[] }> {
  const scope: Scope = { view, read: new Set() };
  const value = await scopes.run(scope, () => inLocale(view.locale, render));
  return { value, read: [...scope.read].sort() };
}

/** The render's own revision of `name`, recorded as read; undefined outside `withContent`. */
export function scopedCollection(name: string): Exports | undefined {
  const scope = scopes.getStore();
  if (!scope) return undefined;
  if (!Object.hasOwn(scope.view.collections, name)) throw new Error(`${name} is not a content collection`);
  scope.read.add(name);
  return scope.view.collections[name];
}

/** The revision being rendered, if any. */
export function renderedRevision(): string | undefined {
  return scopes.getStore()?.view.revision;
}

/** Runs `run` (a request React Router renders now) reading `view`'s content, without recording what it read. */
export function inContent<T>(view: ContentView, run: () => T): T {
  return scopes.run({ view, read: new Set() }, () => inLocale(view.locale, run));
}
