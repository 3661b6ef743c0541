/**
 * After `react-router build`: copy in the browser's modules from the islands build, hash the inline scripts of every prerendered page for the
 * Content-Security-Policy (build/csp-hashes.json, read by server.ts), and write
 * sitemap.xml and robots.txt from the page table.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pages } from "../app/pages";
import { site } from "../app/content/site";
import { htmlFiles, pagePath } from "./lib/built-pages";
import { hashInlineScripts, type CspHashManifest } from "../server/security-headers";
import { islandsOutDir } from "./lib/islands-build";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

// The header module, the island loader, the islands and React (vite.islands.config.ts): the
// only scripts pages load. React Router's own client build stays unused beside them.
const islandAssets = path.join(islandsOutDir(buildDir), "assets");
let copied = 0;
for (const name of fs.readdirSync(islandAssets)) {
  fs.copyFileSync(path.join(islandAssets, name), path.join(clientDir, "assets", name));
  copied++;
}
// What each chunk imports, for the byte budgets of scripts/check-site.ts.
fs.copyFileSync(path.join(islandsOutDir(buildDir), ".vite/manifest.json"), path.join(buildDir, "islands-manifest.json"));
console.log(`postbuild: ${copied} browser modules from the islands build`);

const manifest: CspHashManifest = {};
for (const file of htmlFiles(clientDir)) {
  manifest[pagePath(clientDir, file)] = hashInlineScripts(fs.readFileSync(file, "utf8"));
}
fs.writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify(manifest, null, 2));

const origin = site.website.url.replace(/\/$/, "");
const canonicalPaths = [...new Set(pages.map((p) => p.canonical))];
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...canonicalPaths.map((p) => `  <url><loc>${origin}${p === "/" ? "/" : p}</loc></url>`),
  "</urlset>",
  "",
].join("\n");
fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemap);
fs.writeFileSync(
  path.join(clientDir, "robots.txt"),
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
);

console.log(
  `postbuild: CSP hashes for ${Object.keys(manifest).length} pages; sitemap with ${canonicalPaths.length} URLs`,
);

// Precompressed copies of the fingerprinted JS and CSS (served by server/precompressed.ts).
const assetsDir = path.join(clientDir, "assets");
let compressed = 0;
for (const name of fs.readdirSync(assetsDir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const file = path.join(assetsDir, name);
  const body = fs.readFileSync(file);
  fs.writeFileSync(
    file + ".br",
    zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(file + ".gz", zlib.gzipSync(body, { level: 9 }));
  compressed++;
}
console.log(`postbuild: precompressed ${compressed} assets`);
