// The site runs and is tested on Node 24 (docs/decisions/0030-node-24.md). An older runtime stops here with one line;
// `--exact` (npm test) refuses any other major, so a green run always means "green on 24".
import { fileURLToPath } from "node:url";

export const NEEDED_MAJOR = 24;

/** The line to stop with, or undefined when `found` will do. */
export function runtimeProblem(found, { exact = false, platform = process.platform, arch = process.arch } = {}) {
  const major = Number(found.split(".")[0]);
  if (exact ? major === NEEDED_MAJOR : major >= NEEDED_MAJOR) return undefined;
  const remedy =
    platform === "linux" && arch === "x64" ? "run it through npm (npm install puts Node 24 in node_modules/.bin)" : "install Node 24";
  return `Node ${found} found; this needs Node ${NEEDED_MAJOR}${exact ? "" : " or newer"}: ${remedy}.`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = runtimeProblem(process.versions.node, { exact: process.argv.includes("--exact") });
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
