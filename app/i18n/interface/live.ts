// An interface file's words, read where they are used rather than when a module loads: a render at a revision then
// shows that revision's words (app/content/files/scope.ts), and a publish of interface text reaches every page.
import { readCollection } from "../../content/files/read";
import { renderedRevision } from "../../content/files/scope";
import { shapeOnly } from "../render-locale";
import type { Collection, ExportsOf } from "../../content/schemas/collection";

/** Set by a test: a read outside a render (words a module kept from its load) throws instead of giving the build's. */
let strict = false;

export function strictWordReads(on: boolean): void {
  strict = on;
}

// The shape of a stand-in is the build's: reading it is no word kept.
function unchecked<T>(read: () => T): T {
  const was = strict;
  strict = false;
  try {
    return shapeOnly(read);
  } finally {
    strict = was;
  }
}

/**
 * A stand-in for the value `read` gives, read again on every use. Objects and arrays only: a string cannot be
 * stood in for, so string words are read from their file's object at the place they are shown.
 */
export function live<T extends object>(read: () => T): T {
  const checked = () => {
    if (strict && renderedRevision() === undefined)
      throw new Error("interface words were read outside a render (kept from a module's load?)");
    return read();
  };
  return new Proxy((Array.isArray(unchecked(read)) ? [] : {}) as T, {
    get: (_, key) => Reflect.get(checked(), key),
    has: (_, key) => Reflect.has(checked(), key),
    ownKeys: () => Reflect.ownKeys(checked()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(checked(), key),
  });
}

/** A collection's exports, live. */
export function liveCollection<C extends Collection>(name: C["name"]): ExportsOf<C> {
  return live(() => readCollection<C>(name) as ExportsOf<C> & object);
}
