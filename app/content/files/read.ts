/**
 * `readCollection<typeof teamCollection>("team")` gives a collection's exports, built from its files in the record's order.
 * Reads the disk for code outside Vite (`node --import tsx`, Playwright's test files); in Vite (the build, `npm run dev`
 * (Vite in middleware mode under server.ts), Vitest) scripts/lib/content-plugin.ts stands in, so a build carries its content.
 */
import { contentRoot } from "./source";
import { readExports } from "./validate";
import { COLLECTIONS } from "../collections";
import type { Collection, ExportsOf } from "../schemas/collection";
import { SITE_LOCALE } from "../../i18n/format";

export function readCollection<C extends Collection>(name: C["name"]): ExportsOf<C> {
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`${name} is not a content collection`);
  return readExports(contentRoot(), collection, SITE_LOCALE) as ExportsOf<C>;
}
