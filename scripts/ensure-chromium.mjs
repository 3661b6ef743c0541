// Browser tests drive Debian's Chromium. Install it when missing (as root), else explain.
import { ensureDebianPackage } from "./lib/debian-package.mjs";

// The full browser measures; the headless shell runs the browser tests (scripts/lib/chromium.ts).
const binary = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!ensureDebianPackage({ binary, pkg: "chromium", what: "Chromium" })) process.exit(1);
const shell = process.env.TEST_CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!ensureDebianPackage({ binary: shell, pkg: "chromium-headless-shell", what: "Chromium's headless shell" })) process.exit(1);
