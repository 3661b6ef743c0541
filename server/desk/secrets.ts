// Passwords and the desk's random tokens, with kept libraries only (docs/decisions/0022-desk.md):
// argon2id from @node-rs/argon2 at OWASP's minimum (19 MiB, 2 passes, 1 lane); tokens from node:crypto.
import { hash, verify } from "@node-rs/argon2";
import crypto from "node:crypto";

export const MIN_PASSWORD_LENGTH = 12;
// Far above any real passphrase, and it bounds the hashing work a sign-in can cause.
export const MAX_PASSWORD_LENGTH = 256;

// algorithm 2 is Argon2id (the package exports it as a const enum, which this build cannot inline).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Why a password is refused, or undefined when it is acceptable. Counted in characters, as people count. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize("NFC"), ARGON2);
}

// Verified against when the e-mail is unknown, so both answers take as long.
let decoy: Promise<string> | undefined;

/** The library compares in constant time; an unknown user costs the same hashing work as a known one. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH * 4) return false;
  const target = stored ?? (await (decoy ??= hashPassword(crypto.randomBytes(18).toString("base64url"))));
  try {
    const ok = await verify(target, password.normalize("NFC"));
    return ok && Boolean(stored);
  } catch {
    return false;
  }
}

/** 256 random bits, URL-safe: session ids, CSRF tokens, one-time links. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the store keeps of a session id or a link's token: a leak of the table opens nothing. */
export function tokenHash(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
