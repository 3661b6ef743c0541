/**
 * How the content modules (app/content/*.ts) get their data: `readCollection<typeof
 * teamCollection>("team")` gives the exports of that collection's record (../schemas/team),
 * built from its files in the record's order.
 *
 * This implementation reads the disk when the module loads, for code that runs outside Vite
 * (`node --import tsx` scripts and server modules, Playwright's test files). In Vite (the build,
 * `react-router dev`, Vitest) the content plugin (scripts/lib/content-plugin.ts) stands in for
 * this module: it checks every file first (a bad file fails the build) and puts the exports into
 * the bundle, so a build serves the content it was built with, needs no content folder at run
 * time and carries no zod. Browser builds get a stub that throws: islands get their content as
 * props.
 */
import { contentRoot } from "./source";
import { readExports } from "./validate";
import { COLLECTIONS } from "../collections";
import type { Collection, ExportsOf } from "../schemas/collection";

export function readCollection<C extends Collection>(name: C["name"]): ExportsOf<C> {
  const collection = COLLECTIONS.find((c) => c.name === name);
  if (!collection) throw new Error(`${name} is not a content collection`);
  return readExports(contentRoot(), collection) as ExportsOf<C>;
}
