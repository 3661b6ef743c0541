/**
 * Static checks of build/client: valid HTML, every internal reference resolves, each page's social card
 * (og:image) is a 1200 × 630 PNG under 100 KB, the per-page script and CSS budgets of
 * docs/decisions/0006-performance-budgets.md (a table per page is printed), and the built search index against the
 * judged query set (docs/decisions/0024-search-relevance.md; a table per query is printed).
 *   npm run test:site
 */
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate } from "html-validate/node";
import { htmlFiles, pagePath } from "../server/built-pages";
import { pageScriptBytes, readChunkManifest } from "./lib/page-scripts";
import { searchPage } from "../app/pages";
import { splitLocale } from "../shared/locales";
import { builtLocales, searchManifestFile } from "../server/locale-builds";
import { loadSiteSearch } from "../app/search/search.server";
import type { SearchManifest } from "../app/search/index-file";
import { JUDGED_SETS, judge, judgedProblems, judgedTable } from "./lib/search-relevance";
import { latinPunctuationInArabic } from "./lib/arabic-punctuation";

// KB of brotli; CSS is 30 KB less ~2 KB of response headers. The search index is fetched when a search box is
// first focused, on top of the islands (12 KB as of decision 24).
// A preloaded font is fetched beside the page before its first paint, and Lighthouse counts it towards LCP, not FCP: one
// on a Latin page, at most 14 KB (the cut Latin font is 12 KB, what every first visit waits for before its brand text),
// none on an Arabic page, whose one font the CSS finds and the browser fetches first (app/fonts/README.md).
const BUDGET_KB = { unconditional: 5, withIslands: 60, css: 28, searchIndex: 16.5, preloadedFont: 14 };

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function resolves(url: string): boolean {
  const { pathname } = new URL(url, "http://site.local");
  const decoded = decodeURIComponent(pathname);
  // Rendered on request (the search boxes' form target), in each language.
  if (splitLocale(decoded).path === searchPage.path) return true;
  const file = path.join(clientDir, decoded);
  if (fs.existsSync(path.join(file, "index.html"))) return true;
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React's output style; its useId() ids start with "_" (valid HTML5 ids).
    "attribute-boolean-style": "off",
    "attr-case": "off",
    "valid-id": ["error", { relaxed: true }],
    // Phone numbers may wrap on narrow screens: a layout choice.
    "tel-non-breaking": "off",
    "void-style": "off",
    "no-inline-style": "off",
    "attribute-empty-style": "off",
    // Long prose lines and SVG presentation are not errors.
    "long-title": "off",
    "no-trailing-whitespace": "off",
    // On purpose: skill bars are role="progressbar", and lists/groups carry aria-label as their name.
    "prefer-native-element": ["error", { exclude: ["progressbar"] }],
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
});

// docs/decisions/0023-social-images.md.
const CARD = { width: 1200, height: 630, maxBytes: 100 * 1024 };
const cardProblems: string[] = [];
const cardsSeen = new Set<string>();

function checkCard(page: string, html: string): void {
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!url) return void cardProblems.push(`${page}: no og:image`);
  const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1];
  if (twitter !== url) cardProblems.push(`${page}: twitter:image ${twitter} is not og:image ${url}`);
  const { pathname } = new URL(url);
  if (cardsSeen.has(pathname)) return;
  cardsSeen.add(pathname);
  const file = path.join(clientDir, decodeURIComponent(pathname));
  if (!fs.existsSync(file)) return void cardProblems.push(`${page}: og:image ${pathname} is not in the build`);
  const png = fs.readFileSync(file);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (png.subarray(1, 4).toString() !== "PNG" || width !== CARD.width || height !== CARD.height)
    cardProblems.push(`${pathname}: not a ${CARD.width} × ${CARD.height} PNG (${width} × ${height})`);
  if (png.length > CARD.maxBytes) cardProblems.push(`${pathname}: ${(png.length / 1024).toFixed(1)} KB > 100 KB`);
}

let htmlErrors = 0;
const broken: string[] = [];
const overBudget: string[] = [];
const table: string[][] = [];
let pagesChecked = 0;
const punctuation: string[] = [];
// Every language's pages load the one islands build's scripts (scripts/build.ts).
const chunks = readChunkManifest(buildDir);
let refsChecked = 0;

for (const file of htmlFiles(clientDir)) {
  pagesChecked++;
  const page = pagePath(clientDir, file);
  const html = fs.readFileSync(file, "utf8");
  const report = await validator.validateString(html, file);
  for (const result of report.results) {
    for (const m of result.messages) {
      if (m.severity === 2) {
        htmlErrors++;
        console.error(`${page}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
    }
  }
  checkCard(page, html);
  if (splitLocale(page).locale.code === "ar") {
    for (const at of latinPunctuationInArabic(html)) punctuation.push(`${page}: a Latin comma or semicolon in Arabic text: "${at}"`);
  }
  const bytes = pageScriptBytes(html, clientDir, chunks);
  const kb = (n: number) => n / 1024;
  for (const problem of bytes.problems) overBudget.push(`${page}: ${problem}`);
  if (bytes.unconditional === 0) overBudget.push(`${page}: no header module found`);
  if (kb(bytes.unconditional) > BUDGET_KB.unconditional)
    overBudget.push(`${page}: ${kb(bytes.unconditional).toFixed(1)} KB of script on every visit > ${BUDGET_KB.unconditional}`);
  if (kb(bytes.withIslands) > BUDGET_KB.withIslands)
    overBudget.push(`${page}: ${kb(bytes.withIslands).toFixed(1)} KB of script with its islands > ${BUDGET_KB.withIslands}`);
  if (!bytes.islands.length && bytes.react) overBudget.push(`${page}: loads React without an island`);
  if (kb(bytes.css) > BUDGET_KB.css) overBudget.push(`${page}: ${kb(bytes.css).toFixed(1)} KB of CSS > ${BUDGET_KB.css}`);
  const fontPreloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]);
  const preloadsExpected = splitLocale(page).locale.script === "Latn" ? 1 : 0;
  if (fontPreloads.length !== preloadsExpected)
    overBudget.push(`${page}: ${fontPreloads.length} preloaded fonts (${preloadsExpected} expected)`);
  for (const font of fontPreloads) {
    const size = fs.statSync(path.join(clientDir, font)).size;
    if (kb(size) > BUDGET_KB.preloadedFont)
      overBudget.push(`${page}: preloaded font ${font} is ${kb(size).toFixed(1)} KB > ${BUDGET_KB.preloadedFont}`);
  }
  table.push([
    page,
    kb(bytes.unconditional).toFixed(1),
    kb(bytes.withIslands).toFixed(1),
    kb(bytes.onUse).toFixed(1),
    bytes.react ? "yes" : "no",
    kb(bytes.css).toFixed(1),
    bytes.islands.join(", ") || "-",
  ]);
  const refs = [...html.matchAll(/\s(?:href|src|srcset|action)="([^"]+)"/g)].map((m) => m[1]);
  // In the sidebar search island's JSON props.
  refs.push(...[...html.matchAll(/&quot;indexUrl&quot;:&quot;([^&"]+)&quot;/g)].map((m) => m[1]));
  for (const raw of refs) {
    for (const ref of raw.split(",").map((s) => s.trim().split(/\s+/)[0])) {
      if (!ref || /^(https?:|mailto:|tel:|data:|#|javascript:)/i.test(ref) || ref.startsWith("//")) {
        if (/^javascript:/i.test(ref)) broken.push(`${page} → ${ref} (javascript: URL)`);
        continue;
      }
      refsChecked++;
      const absolute = new URL(ref, `http://site.local${page}`).pathname;
      if (!resolves(absolute)) broken.push(`${page} → ${ref}`);
    }
  }
}

console.log(`Checked ${pagesChecked} pages, ${refsChecked} internal references, ${cardsSeen.size} social cards.`);
const header = ["page", "every visit KB", "with islands KB", "on use KB", "React", "CSS KB", "islands"];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (row: string[]) => row.map((cell, i) => (i > 0 && i < 6 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join("  ");
console.log(
  `\nScript and style per page (brotli; budgets: ${BUDGET_KB.unconditional} KB every visit, ${BUDGET_KB.withIslands} KB with islands, ${BUDGET_KB.css} KB CSS)`,
);
console.log(line(header));
for (const row of table) console.log(line(row));
console.log("");

// What /search and the search box answer, from the index the build wrote for each language, against its judged queries.
const relevance: string[] = [];
for (const { code } of builtLocales(buildDir)) {
  const manifestFile = searchManifestFile(buildDir, code);
  const siteSearch = loadSiteSearch(buildDir, code);
  const judged = JUDGED_SETS[code];
  if (!siteSearch) {
    relevance.push(`${code}: no search index (${manifestFile})`);
    continue;
  }
  if (!judged) {
    relevance.push(`${code}: no judged query set (app/search/judged-queries.${code}.ts)`);
    continue;
  }
  const report = judge((q) => siteSearch.search(q).map((r) => r.path), judged.queries);
  console.log(`\nJudged search queries (${code}):\n${judgedTable(report)}\n`);
  relevance.push(...judgedProblems(report, judged.minMrr).map((p) => `${code}: ${p}`));
  const { indexUrl } = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as SearchManifest;
  const indexKb = fs.statSync(path.join(clientDir, `${indexUrl}.br`)).size / 1024;
  console.log(`Search index (${code}) ${indexUrl}: ${indexKb.toFixed(1)} KB brotli (budget ${BUDGET_KB.searchIndex} KB).`);
  if (indexKb > BUDGET_KB.searchIndex) overBudget.push(`${indexUrl}: ${indexKb.toFixed(1)} KB brotli > ${BUDGET_KB.searchIndex}`);
}
if (overBudget.length) {
  console.error(`\n${overBudget.length} budget problem(s):`);
  for (const line of overBudget) console.error(`  ${line}`);
}
if (broken.length) {
  console.error(`\n${broken.length} broken internal reference(s):`);
  for (const b of [...new Set(broken)]) console.error(`  ${b}`);
}
if (cardProblems.length) {
  console.error(`\n${cardProblems.length} social card problem(s):`);
  for (const p of cardProblems) console.error(`  ${p}`);
}
if (punctuation.length) {
  console.error(`\n${punctuation.length} punctuation problem(s) (Arabic takes "،" and "؛"):`);
  for (const p of punctuation) console.error(`  ${p}`);
}
if (htmlErrors) console.error(`\n${htmlErrors} html-validate error(s).`);
if (relevance.length) {
  console.error(`
${relevance.length} search relevance problem(s):`);
  for (const problem of relevance) console.error(`  ${problem}`);
}
if (htmlErrors || broken.length || overBudget.length || cardProblems.length || relevance.length || punctuation.length) process.exit(1);
console.log(
  "No HTML errors, no broken internal links, no Latin comma in Arabic text, every social card in place, every page within its script and style budgets, " +
    "every judged query answered in the top 3.",
);
