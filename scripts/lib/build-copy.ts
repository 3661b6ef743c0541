/**
 * A copy of the build for a run that writes into it (the instances' content releases): hard links, made in a moment,
 * so the build other checks use stays as it was. Inside the project (node_modules/.cache), so its server bundles find
 * the project's packages, and readable by nginx's workers, who run as another user.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { RELEASES_FOLDER } from "../../server/content-releases";

export function buildCopy(builtDir: string, name: string): { buildDir: string; remove(): void } {
  const cacheDir = path.resolve("node_modules", ".cache");
  fs.mkdirSync(cacheDir, { recursive: true });
  const runDir = fs.mkdtempSync(path.join(cacheDir, `${name}-`));
  fs.chmodSync(runDir, 0o755);
  const buildDir = path.join(runDir, "build");
  try {
    execFileSync("cp", ["-al", path.resolve(builtDir), buildDir], { stdio: "ignore" });
  } catch {
    // Another file system than the build's: copied (48 MB or so).
    fs.rmSync(buildDir, { recursive: true, force: true });
    execFileSync("cp", ["-a", path.resolve(builtDir), buildDir]);
  }
  fs.rmSync(path.join(buildDir, "client", RELEASES_FOLDER), { recursive: true, force: true });
  return { buildDir, remove: () => fs.rmSync(runDir, { recursive: true, force: true }) };
}
