/**
 * Security headers for every response. The Content-Security-Policy allows scripts only
 * from our origin plus, for inline scripts, either the sha256 hashes of a prerendered
 * file's inline scripts (computed at build time) or a per-request nonce (server-rendered
 * responses). Frames only for the video and map embeds.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export const FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://www.google.com", "https://maps.google.com"];

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(scriptSources: string[]): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptSources],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": FRAME_HOSTS,
    "media-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([k, v]) => `${k} ${v.join(" ")}`)
    .join("; ");
}

/** Headers that do not depend on the response. */
export const staticSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": [
    "accelerometer=()",
    'autoplay=(self "https://www.youtube-nocookie.com")',
    "camera=()",
    "display-capture=()",
    'encrypted-media=(self "https://www.youtube-nocookie.com")',
    'fullscreen=(self "https://www.youtube-nocookie.com")',
    "geolocation=()",
    "gyroscope=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    'picture-in-picture=(self "https://www.youtube-nocookie.com")',
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

/** The desk's passkey pages: the same policy, but this origin may ask for a passkey (WebAuthn) and create one. */
export const passkeyPermissionsPolicy = `${staticSecurityHeaders["Permissions-Policy"].replace(
  "publickey-credentials-get=()",
  "publickey-credentials-get=(self)",
)}, publickey-credentials-create=(self)`;

/**
 * For files that are not pages (scripts, styles, fonts, images, data): nothing in them runs as
 * a document, so their policy can forbid everything and stay short. A page's scripts are
 * governed by the page's policy, not their own; these headers are sent with every one of
 * them, and long ones cost visitors bytes on each request (HTTP/1.1, or HTTP/2 behind a
 * proxy that does not index response headers).
 */
export const subresourceSecurityHeaders: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "Permissions-Policy": "camera=(), geolocation=(), microphone=(), payment=(), usb=()",
};

export type CspHashManifest = Record<string, string[]>;

/** The build writes one entry per prerendered page: its path → the hashes of its inline scripts. */
export function loadCspHashes(buildDir: string): CspHashManifest {
  const file = path.join(buildDir, "csp-hashes.json");
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as CspHashManifest;
  } catch {
    return {};
  }
}

export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
  for (const m of html.matchAll(re)) {
    const attrs = m[1] ?? "";
    const body = m[2] ?? "";
    if (/\ssrc\s*=/.test(attrs) || body.length === 0) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
