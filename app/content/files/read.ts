/**
 * `readCollection<typeof teamCollection>("team")` gives a collection's exports, built from its files in the record's order.
 * Reads the disk for code outside Vite (`node --import tsx`, Playwright's test files); in Vite (the build, `npm run dev`
 * (Vite in middleware mode under server.ts), Vitest) scripts/lib/content-plugin.ts stands in, so a build carries its content.
 * Inside `withContent` (./scope.ts) both give the render's own revision instead.
 */
import { scopedCollection } from "./scope";
import { contentRoot } from "./source";
import { readExports } from "./validate";
import { COLLECTIONS } from "../collections";
import type { Collection, ExportsOf } from "../schemas/collection";
import { siteLocaleCode } from "../../i18n/format";

// Read once per folder and language, as the modules' constants were: accessors call this on every use.
const fromDisk = new Map<string, unknown>();

export function readCollection<C extends Collection>(name: C["name"]): ExportsOf<C> {
  const scoped = scopedCollection(name);
  if (scoped) return scoped as ExportsOf<C>;
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`${name} is not a content collection`);
  const root = contentRoot();
  const key = `${root}\0${name}\0${siteLocaleCode()}`;
  if (!fromDisk.has(key)) fromDisk.set(key, readExports(root, collection, siteLocaleCode()));
  return fromDisk.get(key) as ExportsOf<C>;
}
