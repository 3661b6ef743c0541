/**
 * What each language costs the build: `npm run build` with one, two and three languages (BUILD_LOCALES=en, en,de,
 * en,de,ar), each into a folder of its own with an empty social-card cache, so every card is drawn. Prints the wall
 * time, each language's share, the output's size (files and bytes of the client folder, the server bundle) and the
 * social cards' drawing time. Exits 1 if a build fails or three languages cost more than 1.3× one (one build renders
 * every language: another language adds its pages, index and cards, not another build; docs/decisions/0026-locales.md).
 *   npm run bench:build        BENCH_BUILD_LOCALES (en;en,de;en,de,ar)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const sets = (process.env.BENCH_BUILD_LOCALES ?? "en;en,de;en,de,ar").split(";");
const MAX_GROWTH = 1.3;

function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        files++;
        bytes += fs.statSync(full).size;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { files, bytes };
}

interface Row {
  locales: string;
  seconds: number;
  clientFiles: number;
  clientMb: number;
  serverMb: number;
  cards: number;
  cardSeconds: number;
}

const rows: Row[] = [];
// Inside the project: a server bundle resolves React from the node_modules above it.
fs.mkdirSync(".bench-build", { recursive: true });
const root = fs.mkdtempSync(path.resolve(".bench-build", "run-"));
try {
  for (const locales of sets) {
    const buildDir = path.join(root, locales.replace(/,/g, "-"));
    const ogCache = path.join(root, `og-${locales.replace(/,/g, "-")}`);
    const started = performance.now();
    execFileSync(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, BUILD_DIR: buildDir, BUILD_LOCALES: locales, OG_CACHE_DIR: ogCache },
    });
    const seconds = (performance.now() - started) / 1000;
    const client = folderSize(path.join(buildDir, "client"));
    const server = folderSize(path.join(buildDir, "server")).bytes;
    const stats = JSON.parse(fs.readFileSync(path.join(buildDir, "social-cards.json"), "utf8")) as { ms: number; rendered: number };
    const cards = stats.rendered;
    const cardMs = stats.ms;
    rows.push({
      locales,
      seconds,
      clientFiles: client.files,
      clientMb: client.bytes / 1e6,
      serverMb: server / 1e6,
      cards,
      cardSeconds: cardMs / 1000,
    });
    fs.rmSync(buildDir, { recursive: true, force: true });
    fs.rmSync(path.join(root, `.${path.basename(buildDir)}-islands`), { recursive: true, force: true });
  }
} finally {
  fs.rmSync(path.resolve(".bench-build"), { recursive: true, force: true });
}

const header = ["languages", "build s", "× one", "client files", "client MB", "server MB", "cards", "cards s"];
const base = rows[0]!.seconds;
const table = rows.map((r) => [
  r.locales,
  r.seconds.toFixed(1),
  (r.seconds / base).toFixed(2),
  String(r.clientFiles),
  r.clientMb.toFixed(1),
  r.serverMb.toFixed(2),
  String(r.cards),
  r.cardSeconds.toFixed(2),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
console.log(`\nBuild cost by number of languages (${os.cpus().length} CPUs; each build from a clean folder, cards drawn afresh)`);
console.log(line(header));
for (const row of table) console.log(line(row));
const growth = rows.at(-1)!.seconds / base;
if (rows.length > 1 && growth > MAX_GROWTH) {
  console.error(`\n${rows.at(-1)!.locales} took ${growth.toFixed(2)}× one language's build (budget ${MAX_GROWTH}×)`);
  process.exit(1);
}
