// Tools the tests and benchmarks take from Debian (Chromium, nginx): installed when missing if
// we are root (CI runs on a fresh machine), otherwise the command to run is printed. A package's
// own service (nginx on port 80) is not started: a policy-rc.d refuses it during the install.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";

/**
 * Makes sure `binary` exists, installing Debian's package `pkg` when it does not.
 * Returns false (after saying what to run) when it is missing and we may not install it.
 */
export function ensureDebianPackage({ binary, pkg, what }) {
  if (existsSync(binary)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing: run \`sudo apt-get install -y ${pkg}\` and try again.`);
    return false;
  }
  console.log(`${what} not found: installing Debian's ${pkg} package…`);
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: "inherit" });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  return existsSync(binary);
}
