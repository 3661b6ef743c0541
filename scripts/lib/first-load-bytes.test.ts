import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { deferBootScripts } from "../../app/lib/deferred-boot";
import { firstLoadBytes } from "./first-load-bytes";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "first-load-"));
fs.mkdirSync(path.join(dir, "assets"));
const write = (name: string, bytes: number) => fs.writeFileSync(path.join(dir, "assets", name), "x".repeat(bytes));
write("entry.js", 5000);
write("entry.js.br", 1000);
write("route.js", 3000);
write("route.js.br", 700);
write("lazy.js.br", 9000); // loaded later (not preloaded): not first load
write("app.css", 4000);
write("app.css.br", 900);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("firstLoadBytes", () => {
  it("adds up the brotli copies of the preloaded modules and the stylesheets, each once", () => {
    const html = [
      '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/route.js"/>',
      '<link rel="modulepreload" href="/assets/entry.js"/>',
      '<script type="module">import("/assets/lazy.js")</script>',
    ].join("");
    expect(firstLoadBytes(html, dir)).toEqual({ js: 1700, css: 900 });
  });

  it("counts the preloaded entry and the modules the deferred boot imports after the first paint", () => {
    const html = deferBootScripts(
      '<link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" href="/assets/route.js"/>' +
        '<script type="module" async="">window.__reactRouterManifest = {};import("/assets/entry.js");</script>',
    );
    expect(html).not.toContain('<link rel="modulepreload" href="/assets/route.js"');
    expect(firstLoadBytes(html, dir)).toEqual({ js: 1700, css: 900 });
  });

  it("counts a file without a brotli copy as it is", () => {
    write("plain.js", 1234);
    expect(firstLoadBytes('<link rel="modulepreload" href="/assets/plain.js"/>', dir).js).toBe(1234);
  });
});
