/**
 * The language a render is in (docs/decisions/0026-locales.md): one server build renders every language, so the
 * language is the route's (`/de/…`), set for the whole request by the root route's middleware and by
 * app/entry.server.tsx, per async context so two renders in two languages can run side by side. The islands build
 * gets ./render-locale.browser.ts instead (the page's `<html lang>`).
 */
import { AsyncLocalStorage } from "node:async_hooks";

const renders = new AsyncLocalStorage<string>();
let strict = false;

/** For server/live-words.test.ts: a module that keeps a language from when it loaded throws by name. */
export function strictLocaleReads(on: boolean): void {
  strict = on;
}

/** `run` reading the fallback language even when strict: a stand-in's shape (./interface/live.ts), no word kept. */
export function shapeOnly<T>(run: () => T): T {
  const was = strict;
  strict = false;
  try {
    return run();
  } finally {
    strict = was;
  }
}

/** Runs `run` rendering in `code`. */
export function inLocale<T>(code: string, run: () => T): T {
  return renders.run(code, run);
}

/** The language of the render under way, if any. */
export function renderLocale(): string | undefined {
  const code = renders.getStore();
  if (strict && code === undefined) throw new Error("the language was read outside a render");
  return code;
}
