// The lead store's tests and the forms benchmark start a throwaway PostgreSQL cluster with
// Debian's initdb and pg_ctl (tests/support/test-postgres.ts). Install Debian's postgresql
// package when they are missing (as root: CI on a fresh machine), else say what to run.
// The package's own cluster is not started (a policy-rc.d refuses it during the install).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = "/usr/lib/postgresql";

function found() {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : existsSync(root) ? readdirSync(root).map((v) => path.join(root, v, "bin")) : [];
  return dirs.some((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
}

if (!found()) {
  if (process.getuid?.() !== 0) {
    console.error(
      "PostgreSQL is missing (the store's tests start their own throwaway cluster): run `sudo apt-get update && sudo apt-get install -y postgresql` and try again.",
    );
    process.exit(1);
  }
  console.log("PostgreSQL not found: installing Debian's postgresql package (its system cluster is not started)…");
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, "#!/bin/sh\nexit 101\n", { mode: 0o755 });
  try {
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql", { stdio: "inherit" });
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
  if (!found()) {
    console.error("PostgreSQL is still missing after installing Debian's postgresql package.");
    process.exit(1);
  }
}
