// `npm run build`: one pages build per language (its language is a constant: docs/decisions/0026-locales.md), English into
// BUILD_DIR as before and each other language into BUILD_DIR/locales/<code>, whose pages (client/<code>/…), scripts and
// social cards are then copied into English's client folder: one folder of files for nginx, one server bundle per
// language for server.ts. `BUILD_LOCALES=en,de` builds fewer (scripts/bench-build.ts). Each step prints its time.
// The other languages build side by side once English is done: each step is mostly one core's work, so two languages
// on a two-core machine take little longer than one.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "../shared/locales";
import { localeBuildDir } from "../server/locale-builds";
import { islandsOutDir } from "./lib/islands-build";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const wanted = (process.env.BUILD_LOCALES ?? LOCALES.map((l) => l.code).join(",")).split(",").map((c) => c.trim());
const unknown = wanted.filter((c) => !LOCALES.some((l) => l.code === c));
if (unknown.length || !wanted.includes(DEFAULT_LOCALE.code)) {
  console.error(`BUILD_LOCALES: ${unknown.length ? `${unknown.join(", ")} is not a language of shared/locales.ts` : "English is needed"}`);
  process.exit(1);
}
// English first: `react-router build` empties its build folder, the other languages' folders are inside it.
const locales = LOCALES.filter((l) => wanted.includes(l.code));

const started = performance.now();
const times: { step: string; ms: number }[] = [];
function run(step: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const from = performance.now();
  console.log(`build: ${step}`);
  execFileSync(command, [...args], { stdio: "inherit", env: { ...process.env, ...env } });
  times.push({ step, ms: performance.now() - from });
}
const tsx = (script: string, ...args: string[]) => [process.execPath, ["--import", "tsx", script, ...args]] as const;
const bin = (name: string) => path.resolve("node_modules/.bin", name);

const TYPES_RACE = /E(?:NOENT|NOTEMPTY)[^\n]*\.react-router[\\/]types/;

/** One language's steps; its output is held and printed whole when it is done, so two languages' lines do not mix. */
async function buildLocale(code: string): Promise<void> {
  const dir = localeBuildDir(buildDir, code);
  const env = { ...process.env, SITE_LOCALE: code, BUILD_DIR: dir };
  // The browser's scripts carry no words and read the page's language when they run: English's serve every language.
  fs.rmSync(islandsOutDir(dir), { recursive: true, force: true });
  fs.cpSync(islandsOutDir(buildDir), islandsOutDir(dir), { recursive: true });
  const steps: [string, string, readonly string[]][] = [
    [`${code}: pages`, bin("react-router"), ["build"]],
    [`${code}: search index, social cards`, ...tsx("scripts/postbuild.ts", "locale")],
  ];
  let output = "";
  const attempt = async (command: string, args: readonly string[]) => {
    const from = output.length;
    const child = spawn(command, [...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    const code = await new Promise<number | null>((resolve, reject) => child.on("error", reject).on("close", resolve));
    return { code, printed: output.slice(from) };
  };
  try {
    for (const [step, command, args] of steps) {
      const from = performance.now();
      output += `build: ${step}\n`;
      const first = await attempt(command, args);
      let code = first.code;
      // React Router's type generation, which two languages' page builds run side by side, empties and rewrites
      // .react-router/types: one build can find a file the other just removed (ENOENT) or a folder the other just
      // wrote into (ENOTEMPTY, seen on a clean clone). That build is run once more.
      if (code !== 0 && TYPES_RACE.test(first.printed)) {
        output += `build: ${step}: the other language's build rewrote .react-router/types meanwhile; building again\n`;
        code = (await attempt(command, args)).code;
      }
      if (code !== 0) throw new Error(`build: ${step} failed (exit ${code})`);
      times.push({ step, ms: performance.now() - from });
    }
  } finally {
    process.stdout.write(output);
  }
}

run("editor configuration", ...tsx("scripts/cms-config.ts"));
const others = locales.filter((l) => l.code !== DEFAULT_LOCALE.code);
{
  const env = { SITE_LOCALE: DEFAULT_LOCALE.code, BUILD_DIR: buildDir };
  run(`${DEFAULT_LOCALE.code}: browser scripts`, bin("vite"), ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"], env);
  run(`${DEFAULT_LOCALE.code}: pages`, bin("react-router"), ["build"], env);
  run(`${DEFAULT_LOCALE.code}: search index, social cards`, ...tsx("scripts/postbuild.ts", "locale"), env);
}
if (others.length) {
  const from = performance.now();
  const results = await Promise.allSettled(others.map((l) => buildLocale(l.code)));
  times.push({ step: `${others.map((l) => l.code).join(" + ")}, side by side`, ms: performance.now() - from });
  const failed = results.flatMap((r) => (r.status === "rejected" ? [String(r.reason)] : []));
  if (failed.length) {
    console.error(failed.join("\n"));
    process.exit(1);
  }
  for (const locale of others) {
    const from = performance.now();
    mergeLocale(localeBuildDir(buildDir, locale.code), locale.code);
    times.push({ step: `${locale.code}: copied into ${path.relative(process.cwd(), buildDir)}/client`, ms: performance.now() - from });
  }
}
run("site: CSP hashes, sitemap, compression, edge configuration", ...tsx("scripts/postbuild.ts", "site"), {
  BUILD_DIR: buildDir,
  BUILD_LOCALES: locales.map((l) => l.code).join(","),
});

// Only what is the language's own: its pages, its hashed scripts and styles, its social cards; public files are English's.
function mergeLocale(dir: string, code: string) {
  const from = path.join(dir, "client");
  const to = path.join(buildDir, "client");
  fs.cpSync(path.join(from, code), path.join(to, code), { recursive: true });
  fs.cpSync(path.join(from, "assets"), path.join(to, "assets"), { recursive: true, force: false });
  fs.cpSync(path.join(from, "og", code), path.join(to, "og", code), { recursive: true });
}

// The languages built side by side are in the times twice (each step, then their shared wall time): the total is the wall's.
const total = performance.now() - started;
console.log("build: step times");
for (const t of times) console.log(`  ${t.step.padEnd(64)} ${(t.ms / 1000).toFixed(1).padStart(6)} s`);
console.log(`  ${"total".padEnd(64)} ${(total / 1000).toFixed(1).padStart(6)} s`);
fs.writeFileSync(path.join(buildDir, "build-times.json"), JSON.stringify({ locales: locales.map((l) => l.code), times, total }, null, 2));
