// After `react-router build` (scripts/build.ts runs both phases):
// - `locale`: the islands' modules in place of React Router's client build, then each language's search index and
//   social cards;
// - `site`: CSP hashes, sitemap with every language's alternates, compressed copies, edge configuration.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageByPath, pages } from "../app/pages";
import { site } from "../app/content/site";
import { allSocialCards } from "../app/lib/social-card";
import { inLocale } from "../app/i18n/render-locale";
import { LOCALES, localePath } from "../shared/locales";
import { htmlFiles, pagePath } from "../server/built-pages";
import { readContentFolder } from "../server/content-files";
import { BUILT_CONTENT_FILE } from "../server/content-seed";
import { BUILD_ID_FILE, newBuildId } from "../server/content-releases";
import { CONTENT_READS_FILE, recordContentReads } from "../server/content-render";
import { contentRoot } from "../app/content/files/source";
import { compressFiles, PAGE_BROTLI_QUALITY } from "../server/precompressed";
import { hashInlineScripts, type CspHashManifest } from "../server/security-headers";
import { writeEdgeConfig } from "./lib/edge-config";
import { inlineIcons, spriteSymbols } from "../server/inline-icons";
import { islandsOutDir } from "./lib/islands-build";
import { DEFAULT_CACHE_DIR, writeCards } from "../server/og-images";
import { writeSearchIndex } from "./lib/search-index";
import { sitemapXml } from "./lib/sitemap";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const phase = process.argv[2];
const canonicalPaths = [...new Set(pages.map((p) => p.canonical))];
const codesBuilt = () => (process.env.BUILD_LOCALES ?? LOCALES.map((l) => l.code).join(",")).split(",");

function localePhase() {
  // The only scripts pages load (vite.islands.config.ts). React Router's own client build (its runtime, a module per
  // route) is never loaded, since no page is hydrated: removed, so it is neither compressed nor shipped.
  const islandAssets = path.join(islandsOutDir(buildDir), "assets");
  const assetsDir = path.join(clientDir, "assets");
  const unused = fs.readdirSync(assetsDir).filter((name) => name.endsWith(".js"));
  const pagesHtml = [...htmlFiles(clientDir)].map((file) => fs.readFileSync(file, "utf8")).join("\n");
  const linked = unused.filter((name) => pagesHtml.includes(`/assets/${name}`));
  if (linked.length > 0) throw new Error(`pages load React Router's client modules, which no page should: ${linked.join(", ")}`);
  const unusedBytes = unused.reduce((sum, name) => sum + fs.statSync(path.join(assetsDir, name)).size, 0);
  for (const name of unused) fs.rmSync(path.join(assetsDir, name));
  console.log(`postbuild: ${unused.length} modules of React Router's client build removed (${(unusedBytes / 1024).toFixed(0)} KB)`);
  let copied = 0;
  for (const name of fs.readdirSync(islandAssets)) {
    fs.copyFileSync(path.join(islandAssets, name), path.join(clientDir, "assets", name));
    copied++;
  }
  // For the byte budgets of scripts/check-site.ts.
  fs.copyFileSync(path.join(islandsOutDir(buildDir), ".vite/manifest.json"), path.join(buildDir, "islands-manifest.json"));
  console.log(`postbuild: ${copied} browser modules from the islands build`);
  const cards = { ms: 0, rendered: 0, reused: 0 };
  for (const code of codesBuilt()) {
    const made = inLocale(code, () => languagePhase(code));
    cards.ms += made.ms;
    cards.rendered += made.rendered;
    cards.reused += made.reused;
  }
  fs.writeFileSync(path.join(buildDir, "social-cards.json"), JSON.stringify(cards));
}

// A language's search index and social cards, read and written in that language.
function languagePhase(code: string) {
  // Linked into the pages before they are hashed and compressed in the site phase.
  const search = writeSearchIndex(
    buildDir,
    canonicalPaths.filter((p) => pageByPath(p)),
    site().name,
  );
  console.log(
    `postbuild (${code}): search index of ${search.pages} pages, ${search.indexUrl}: ${(search.bytes / 1024).toFixed(1)} KB, ` +
      `${(search.brotliBytes / 1024).toFixed(1)} KB brotli; linked into ${search.linked.length} files`,
  );

  // og:image of every canonical page (app/lib/meta.ts); unchanged cards come from the cache, one per language.
  const cards = writeCards(allSocialCards(), clientDir, path.join(process.env.OG_CACHE_DIR ?? DEFAULT_CACHE_DIR, code));
  const largest = Math.max(...cards.files.map((f) => f.bytes));
  console.log(
    `postbuild (${code}): social cards: ${cards.rendered} rendered, ${cards.reused} reused in ${(cards.ms / 1000).toFixed(2)} s; ` +
      `largest ${(largest / 1024).toFixed(1)} KB`,
  );
  return cards;
}

async function sitePhase() {
  // Before the hashes and compressed copies, which are of the final markup.
  const symbols = spriteSymbols(fs.readFileSync(path.join(clientDir, "icons.svg"), "utf8"));
  const inlined: number[] = [];
  for (const file of htmlFiles(clientDir)) {
    const page = inlineIcons(fs.readFileSync(file, "utf8"), symbols);
    if (page.missing.length > 0) throw new Error(`${file}: icons not in the sprite: ${page.missing.join(", ")} (npm run icons)`);
    fs.writeFileSync(file, page.html);
    inlined.push(page.ids.length);
  }
  console.log(`postbuild: inline icon symbols in ${inlined.length} pages (${Math.min(...inlined)}–${Math.max(...inlined)} each)`);

  const manifest: CspHashManifest = {};
  for (const file of htmlFiles(clientDir)) {
    manifest[pagePath(clientDir, file)] = hashInlineScripts(fs.readFileSync(file, "utf8"));
  }
  fs.writeFileSync(path.join(buildDir, "csp-hashes.json"), JSON.stringify(manifest, null, 2));
  // Names this build's content releases for the edge (server/content-releases.ts).
  fs.writeFileSync(path.join(buildDir, BUILD_ID_FILE), JSON.stringify(newBuildId()));
  // What the server stores as content revision 1 on an empty store (server/content-seed.ts).
  fs.writeFileSync(path.join(buildDir, BUILT_CONTENT_FILE), JSON.stringify(readContentFolder(contentRoot())));

  const origin = site().website.url.replace(/\/$/, "");
  const codes = codesBuilt();
  fs.writeFileSync(path.join(clientDir, "sitemap.xml"), sitemapXml(origin, canonicalPaths, codes));
  // The news items' sitemaps are rendered from the content served (app/routes/blog-sitemap.ts), one per language.
  const sitemaps = [`${origin}/sitemap.xml`, ...codes.map((code) => `${origin}${localePath("/blog/sitemap.xml", code)}`)];
  fs.writeFileSync(path.join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\n${sitemaps.map((s) => `Sitemap: ${s}\n`).join("")}`);
  console.log(`postbuild: CSP hashes for ${Object.keys(manifest).length} pages; sitemap with ${canonicalPaths.length * codes.length} URLs`);

  // Served by server/precompressed.ts and by nginx's gzip_static.
  const assetsDir = path.join(clientDir, "assets");
  const assets = fs
    .readdirSync(assetsDir)
    .filter((name) => /\.(js|css|svg|json)$/.test(name) && !fs.existsSync(path.join(assetsDir, `${name}.br`)))
    .map((name) => path.join(assetsDir, name));
  const pageFiles = [...htmlFiles(clientDir)];
  const compressStarted = performance.now();
  // On the thread pool, while the main thread renders every page again for what it reads: the two overlap.
  const compressing = Promise.all([compressFiles(assets), compressFiles(pageFiles, os.availableParallelism(), PAGE_BROTLI_QUALITY)]).then(
    () => performance.now() - compressStarted,
  );
  // What each page reads, so the server's first publish renders only the pages it touches (server/live-content.ts).
  const reads = await recordContentReads(buildDir, codesBuilt());
  fs.writeFileSync(path.join(buildDir, CONTENT_READS_FILE), JSON.stringify(reads.reads));
  console.log(`postbuild: the content each of ${Object.keys(reads.reads).length} pages reads, in ${(reads.ms / 1000).toFixed(1)} s`);
  const compressMs = await compressing;
  console.log(`postbuild: precompressed ${assets.length} assets and ${pageFiles.length} pages in ${(compressMs / 1000).toFixed(1)} s`);

  const edge = writeEdgeConfig(buildDir);
  console.log(
    `postbuild: edge configuration (${edge.pages} pages from files, ${edge.nodePages} article pages from Node): ` +
      `${path.relative(buildDir, edge.nginx)}, ${path.relative(buildDir, edge.headers)}`,
  );
}

if (phase === "locale") localePhase();
else if (phase === "site") await sitePhase();
else {
  console.error("postbuild: say which phase, `locale` or `site` (npm run build runs both: scripts/build.ts)");
  process.exit(1);
}
