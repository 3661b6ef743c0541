/**
 * How the content modules (app/content/*.ts) get their data: `readCollection<typeof
 * teamCollection>("team")` gives the exports of that collection's record (../schemas/team),
 * built from the files in the record's order and checked.
 *
 * This implementation reads and checks the disk when the module loads, for code that runs
 * outside Vite (`node --import tsx` scripts and server modules, Playwright's test files). In Vite
 * (the build, `react-router dev`, Vitest) the content plugin (scripts/lib/content-plugin.ts)
 * stands in for this module and puts the exports into the bundle, so a build serves the content
 * it was built with, needs no content folder at run time and carries no zod. Browser builds get
 * a stub that throws: islands get their content as props.
 */
import { contentRoot } from "./source";
import { checkContent, ContentValidationError, type ContentSnapshot } from "./validate";
import type { Collection, ExportsOf } from "../schemas/collection";

let snapshot: ContentSnapshot | undefined;

export function readCollection<C extends Collection>(name: C["name"]): ExportsOf<C> {
  if (!snapshot) {
    const checked = checkContent(contentRoot());
    if (checked.issues.length > 0) throw new ContentValidationError(checked.issues);
    snapshot = checked.snapshot;
  }
  const exports = snapshot.exports[name];
  if (!exports) throw new Error(`${name} is not a content collection`);
  return exports as ExportsOf<C>;
}
