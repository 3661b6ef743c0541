// Browser tests drive Debian's Chromium. Install it when missing (as root), else explain.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  if (process.getuid?.() === 0) {
    console.log("Chromium not found: installing Debian's chromium package…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
      stdio: "inherit",
    });
  } else {
    console.error("Chromium is missing: run `sudo apt-get install -y chromium` and try again.");
    process.exit(1);
  }
}
