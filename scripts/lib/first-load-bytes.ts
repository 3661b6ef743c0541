/**
 * Compressed bytes a prerendered page makes the browser download before it is interactive:
 * its module scripts (React Router's modulepreload list, which names every module of the
 * first load; in production pages the preloaded entry and the deferred boot's imports, see
 * app/lib/deferred-boot.ts) and its stylesheets, counted as the build's brotli copies (postbuild). This is
 * what the Lighthouse budgets weigh, less the response headers, and it does not depend on the
 * machine, so CI can hold it on every build (scripts/check-site.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { deferredBootModules } from "../../app/lib/deferred-boot";

export interface FirstLoadBytes {
  js: number;
  css: number;
}

function brotliSize(clientDir: string, href: string): number {
  const file = path.join(clientDir, href);
  return fs.statSync(fs.existsSync(file + ".br") ? file + ".br" : file).size;
}

export function firstLoadBytes(html: string, clientDir: string): FirstLoadBytes {
  const scripts = new Set([
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*? href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...deferredBootModules(html).filter((href) => /^\/assets\/[^"]+\.js$/.test(href)),
  ]);
  const styles = new Set(
    [...html.matchAll(/<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]),
  );
  const sum = (hrefs: Set<string>) => [...hrefs].reduce((total, href) => total + brotliSize(clientDir, href), 0);
  return { js: sum(scripts), css: sum(styles) };
}
