/** Visitors' IP addresses are never stored: only a keyed (salted) hash of them. */
import { createHmac, randomBytes } from "node:crypto";

export function newSalt(): string {
  return randomBytes(32).toString("hex");
}

/** "::ffff:127.0.0.1" and "127.0.0.1" are the same visitor. */
export function normalizeIp(ip: string): string {
  const trimmed = ip.trim().toLowerCase();
  return trimmed.startsWith("::ffff:") && trimmed.includes(".") ? trimmed.slice(7) : trimmed;
}

export function hashIp(ip: string, salt: string): string {
  return createHmac("sha256", salt)
    .update(normalizeIp(ip) || "unknown")
    .digest("hex")
    .slice(0, 32);
}
