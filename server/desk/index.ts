// The desk as the server mounts it (server.ts); its gate and rules are in ./router.ts, each screen in ./screens/ or ./content*.tsx.
import fs from "node:fs";
import path from "node:path";
import type { AllowFor } from "../request-checks";

export { deskRouter, DEFAULT_DESK_SETTINGS, SESSION_COOKIE, type DeskSettings } from "./router";
export { deskRateLimit, deskTurns, DEFAULT_DESK_LOAD, type DeskLoad } from "./load-limit";

/** Every desk address takes GET and POST; the rest of the site keeps what its routes allow. */
export function deskAllow(allowFor: AllowFor): AllowFor {
  return (pathname) => (pathname === "/desk" || pathname.startsWith("/desk/") ? "GET, HEAD, POST" : allowFor(pathname));
}

/** The site's Latin web font in the build, so the desk is set in the same type; none in development. */
export function deskFontUrl(clientDir: string): string | undefined {
  try {
    const file = fs.readdirSync(path.join(clientDir, "assets")).find((f) => /^plus-jakarta-sans-core-wght-.*\.woff2$/.test(f));
    return file ? `/assets/${file}` : undefined;
  } catch {
    return undefined;
  }
}
