// @vitest-environment node
// A publish of interface text reaches every page only if no server module keeps words from when it loaded: the words
// are read where they are shown (app/i18n/interface/live.ts). This loads every module the server renders with, with
// reads outside a render made to throw, so a module that copies a word at its top level fails here by name.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const APP = path.resolve(import.meta.dirname, "../app");

// Modules the server renders with: app/ but its tests and the browser's own scripts (app/client).
const modules = (fs.readdirSync(APP, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file) && !file.startsWith("client/"))
  .sort();

describe("interface words", () => {
  it("are read where they are shown: a read outside a render throws once strict", async () => {
    vi.resetModules();
    const live = await import("../app/i18n/interface/live");
    const { layout } = await import("@interface/common");
    const { withContent } = await import("../app/content/files/scope");
    live.strictWordReads(true);
    try {
      expect(() => layout.menu).toThrow(/outside a render/);
      const { value } = await withContent(
        { revision: "2", locale: "en", collections: { common: { layout: { menu: "Menü" } } } },
        () => layout.menu,
      );
      expect(value).toBe("Menü");
    } finally {
      live.strictWordReads(false);
    }
  });

  // Nor the language: one build renders every language, each render in its route's (app/i18n/render-locale.ts).
  it("are kept by no server module from its load, nor is the language", { timeout: 120_000 }, async () => {
    expect(modules.length).toBeGreaterThan(100);
    vi.resetModules();
    const live = await import("../app/i18n/interface/live");
    const locale = await import("../app/i18n/render-locale");
    live.strictWordReads(true);
    locale.strictLocaleReads(true);
    const failed: string[] = [];
    try {
      for (const file of modules) {
        try {
          await import(path.join(APP, file));
        } catch (error) {
          failed.push(`${file}: ${(error as Error).message.split("\n")[0]}`);
        }
      }
    } finally {
      live.strictWordReads(false);
      locale.strictLocaleReads(false);
    }
    expect(failed).toEqual([]);
  });
});
