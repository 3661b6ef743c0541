import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pageScriptBytes, type ChunkManifest } from "./page-scripts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
fs.mkdirSync(path.join(dir, "assets"));
const write = (name: string, brotli: number) => {
  fs.writeFileSync(path.join(dir, "assets", name), "x".repeat(brotli * 3));
  fs.writeFileSync(path.join(dir, "assets", name + ".br"), "x".repeat(brotli));
};
write("header.js", 800);
write("islands.js", 1200);
write("react.js", 50_000);
write("carousel.js", 2000);
write("embla.js", 7000);
write("video.js", 1000);
write("panel.js", 700);
write("form.js", 5000);
write("app.css", 900);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const manifest: ChunkManifest = {
  "app/client/header.ts": { file: "assets/header.js", isEntry: true },
  "app/client/islands.ts": {
    file: "assets/islands.js",
    isEntry: true,
    dynamicImports: ["_carousel", "_video", "_form", "app/client/hydrate.tsx"],
  },
  _form: { file: "assets/form.js", name: "lead-form.island", imports: ["app/client/hydrate.tsx"] },
  "app/client/hydrate.tsx": { file: "assets/react.js", name: "react" },
  _carousel: {
    file: "assets/carousel.js",
    name: "carousel.island",
    imports: ["app/client/hydrate.tsx", "app/client/islands.ts"],
    dynamicImports: ["_embla"],
  },
  _embla: { file: "assets/embla.js" },
  _video: { file: "assets/video.js", name: "video-dialog.island", imports: ["app/client/hydrate.tsx"], dynamicImports: ["_panel"] },
  _panel: { file: "assets/panel.js" },
};

const head = '<link rel="stylesheet" href="/assets/app.css"/><script type="module" src="/assets/header.js"></script>';
const rules = '<script type="speculationrules">{"prerender":[]}</script>';

describe("pageScriptBytes", () => {
  it("a page without islands: the header module and inline scripts, no React", () => {
    const bytes = pageScriptBytes(`${head}${rules}<script type="application/ld+json">{"a":1}</script>`, dir, manifest);
    expect(bytes.unconditional).toBeGreaterThan(800);
    expect(bytes.unconditional).toBeLessThan(850);
    expect(bytes.withIslands).toBe(bytes.unconditional);
    expect(bytes.onUse).toBe(bytes.unconditional);
    expect(bytes).toMatchObject({ css: 900, islands: [], react: false, problems: [] });
  });

  it("counts an inline stylesheet as its brotli size", () => {
    const css = Array.from({ length: 400 }, (_, i) => `.c${i}{margin:${i}px}`).join("");
    const bytes = pageScriptBytes(`<style>${css}</style>${head}`, dir, manifest);
    expect(bytes.css).toBeGreaterThan(900 + 300);
    expect(bytes.css).toBeLessThan(900 + css.length);
  });

  it("a page with islands: each file once, React counted, what loads on use apart", () => {
    const html = `${head}<div data-island="carousel"></div><div data-island="carousel"></div><div data-island="video-dialog"></div><script type="module" src="/assets/islands.js"></script>`;
    const bytes = pageScriptBytes(html, dir, manifest);
    expect(bytes.unconditional).toBe(2000);
    expect(bytes.withIslands).toBe(800 + 1200 + 50_000 + 2000 + 1000);
    expect(bytes.onUse).toBe(800 + 1200 + 50_000 + 2000 + 7000 + 1000 + 700);
    expect(bytes).toMatchObject({ islands: ["carousel", "video-dialog"], react: true, problems: [] });
  });

  it("names an island without a module and islands without the loader", () => {
    const bytes = pageScriptBytes(`${head}<div data-island="gone"></div>`, dir, manifest);
    expect(bytes.problems).toEqual(['island "gone" has no module app/islands/gone.island.tsx', "islands but no island loader"]);
  });
});
