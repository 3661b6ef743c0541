// `npm run build`: one build for every language (docs/decisions/0026-locales.md): the browser's scripts, then one
// React Router build whose route table holds every language's routes and prerenders each language's pages (English at
// the root, German under client/de, Arabic under client/ar), then each language's search index and social cards,
// then what the whole site needs. `BUILD_LOCALES=en,de` prerenders fewer languages (scripts/bench-build.ts). Each step
// prints its time.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "../shared/locales";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const wanted = (process.env.BUILD_LOCALES ?? LOCALES.map((l) => l.code).join(",")).split(",").map((c) => c.trim());
const unknown = wanted.filter((c) => !LOCALES.some((l) => l.code === c));
if (unknown.length || !wanted.includes(DEFAULT_LOCALE.code)) {
  console.error(`BUILD_LOCALES: ${unknown.length ? `${unknown.join(", ")} is not a language of shared/locales.ts` : "English is needed"}`);
  process.exit(1);
}
const locales = LOCALES.filter((l) => wanted.includes(l.code));
const env = { BUILD_DIR: buildDir, BUILD_LOCALES: locales.map((l) => l.code).join(",") };

const started = performance.now();
const times: { step: string; ms: number }[] = [];
function run(step: string, command: string, args: readonly string[]) {
  const from = performance.now();
  console.log(`build: ${step}`);
  execFileSync(command, [...args], { stdio: "inherit", env: { ...process.env, ...env } });
  times.push({ step, ms: performance.now() - from });
}
const tsx = (script: string, ...args: string[]) => [process.execPath, ["--import", "tsx", script, ...args]] as const;
const bin = (name: string) => path.resolve("node_modules/.bin", name);

run("browser scripts", bin("vite"), ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"]);
run(`pages (${env.BUILD_LOCALES})`, bin("react-router"), ["build"]);
run("search indexes, social cards", ...tsx("scripts/postbuild.ts", "locale"));
run("site: CSP hashes, sitemap, compression, edge configuration", ...tsx("scripts/postbuild.ts", "site"));

const total = performance.now() - started;
console.log("build: step times");
for (const t of times) console.log(`  ${t.step.padEnd(64)} ${(t.ms / 1000).toFixed(1).padStart(6)} s`);
console.log(`  ${"total".padEnd(64)} ${(total / 1000).toFixed(1).padStart(6)} s`);
fs.writeFileSync(path.join(buildDir, "build-times.json"), JSON.stringify({ locales: locales.map((l) => l.code), times, total }, null, 2));
