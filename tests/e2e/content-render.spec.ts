// A page rendered at a content revision holds that revision's content only, in every language, and says which
// collections it read (server/content-render.ts). Runs against the build's server bundle, no browser.
import { expect, test } from "@playwright/test";
import path from "node:path";
import { contentViews, renderAtRevision } from "../../server/content-render";
import { readContentFolder } from "../../server/content-files";
import { serverBuild } from "../../server/locale-builds";
import type { ContentFiles } from "../../server/store/content-types";

const buildDir = process.env.BUILD_DIR ?? "build";
const build = serverBuild(buildDir);
const seed = readContentFolder(path.resolve("content"));

/** The seed with the Basic plan's price set in every language (each language's file holds its own). */
function withBasicPrice(price: unknown): ContentFiles {
  const files = { ...seed };
  for (const code of ["en", "de", "ar"]) {
    const file = `pricing/${code}/basic.json`;
    files[file] = JSON.stringify({ ...JSON.parse(seed[file]!), price }, null, 2);
  }
  return files;
}

test("two renders side by side, at two revisions: each page holds its own revision's prices", async () => {
  const render = renderAtRevision(build);
  const before = contentViews("1", seed, ["en", "de"]);
  const after = contentViews("2", withBasicPrice(12.5), ["en", "de"]);
  const [old, fresh, german] = await Promise.all([
    render("/", before.get("en")!),
    render("/", after.get("en")!),
    render("/de", after.get("de")!),
  ]);
  const count = (html: string, text: string) => html.split(text).length - 1;
  expect(count(old.html, "$12.5")).toBe(0);
  // Basic moved; Premium keeps the spec's $9.9.
  expect(count(fresh.html, ">$12.5<")).toBeGreaterThan(0);
  expect(count(fresh.html, ">$12.5<") + count(fresh.html, ">$9.9<")).toBe(count(old.html, ">$9.9<"));
  expect(count(fresh.html, ">$9.9<")).toBe(count(fresh.html, ">$12.5<"));
  expect(german.html).toMatch(/>12,50\s\$</);
  // What the home page read: the pricing among them, not the legal pages or the team's detail.
  expect(fresh.read).toContain("pricing");
  expect(fresh.read).not.toContain("legal");
  expect(old.read).toEqual(fresh.read);
});

test("a page that shows no prices reads no pricing, and renders the same at either revision", async () => {
  const render = renderAtRevision(build);
  const a = await render("/team", contentViews("1", seed, ["en"]).get("en")!);
  const b = await render("/team", contentViews("2", withBasicPrice(12.5), ["en"]).get("en")!);
  expect(a.read).not.toContain("pricing");
  expect(a.read).toContain("team");
  expect(b.html).toBe(a.html);
});

test("a revision the build's checks refuse cannot be rendered, and says why", () => {
  expect(() => contentViews("3", withBasicPrice("twelve"), ["en"])).toThrow(/pricing\/en\/basic\.json.*price/);
});
