// After `react-router build`: islands' modules, search index, CSP hashes, sitemap, social cards, compressed copies, edge configuration.
import fs from "node:fs";
import path from "node:path";
import { pages } from "../app/pages";
import { site } from "../app/content/site";
import { allSocialCards } from "../app/lib/social-card";
import { htmlFiles, pagePath } from "../server/built-pages";
import { compressFile } from "../server/precompressed";
import { hashInlineScripts, type CspHashManifest } from "../server/security-headers";
import { writeEdgeConfig } from "./lib/edge-config";
import { islandsOutDir } from "./lib/islands-build";
import { writeCards } from "./lib/og-images";
import { writeSearchIndex } from "./lib/search-index";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

// The only scripts pages load (vite.islands.config.ts); React Router's own client build stays unused beside them.
const islandAssets = path.join(islandsOutDir(buildDir), "assets");
let copied = 0;
for (const name of fs.readdirSync(islandAssets)) {
  fs.copyFileSync(path.join(islandAssets, name), path.join(clientDir, "assets", name));
  copied++;
}
// For the byte budgets of scripts/check-site.ts.
fs.copyFileSync(path.join(islandsOutDir(buildDir), ".vite/manifest.json"), path.join(buildDir, "islands-manifest.json"));
console.log(`postbuild: ${copied} browser modules from the islands build`);

// Linked into the pages before they are hashed and compressed below.
const search = writeSearchIndex(buildDir, [...new Set(pages.map((p) => p.canonical))], site.name);
console.log(
  `postbuild: search index of ${search.pages} pages, ${search.indexUrl}: ${(search.bytes / 1024).toFixed(1)} KB, ` +
    `${(search.brotliBytes / 1024).toFixed(1)} KB brotli; linked into ${search.linked.length} files`,
);

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
fs.writeFileSync(path.join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

console.log(`postbuild: CSP hashes for ${Object.keys(manifest).length} pages; sitemap with ${canonicalPaths.length} URLs`);

// og:image of every canonical page (app/lib/meta.ts); unchanged cards come from the cache.
const cards = writeCards(allSocialCards(), clientDir);
const largest = Math.max(...cards.files.map((f) => f.bytes));
console.log(
  `postbuild: social cards: ${cards.rendered} rendered, ${cards.reused} reused in ${(cards.ms / 1000).toFixed(2)} s; ` +
    `largest ${(largest / 1024).toFixed(1)} KB`,
);

// Served by server/precompressed.ts and by nginx's gzip_static.
const assetsDir = path.join(clientDir, "assets");
let compressed = 0;
for (const name of fs.readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  compressFile(path.join(assetsDir, name));
  compressed++;
}
let pagesCompressed = 0;
for (const file of htmlFiles(clientDir)) {
  compressFile(file);
  pagesCompressed++;
}
console.log(`postbuild: precompressed ${compressed} assets and ${pagesCompressed} pages`);

const edge = writeEdgeConfig(buildDir);
console.log(
  `postbuild: edge configuration (${edge.pages} pages from files, ${edge.nodePages} article pages from Node): ` +
    `${path.relative(buildDir, edge.nginx)}, ${path.relative(buildDir, edge.headers)}`,
);
