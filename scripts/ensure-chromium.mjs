// Browser tests drive Debian's Chromium. Install it when missing (as root), else explain.
import { ensureDebianPackage } from "./lib/debian-package.mjs";

const binary = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!ensureDebianPackage({ binary, pkg: "chromium", what: "Chromium" })) process.exit(1);
