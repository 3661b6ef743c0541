// Passwords and the desk's random tokens, with kept libraries only (docs/decisions/0022-desk.md):
// argon2id from @node-rs/argon2 at OWASP's minimum (19 MiB, 2 passes, 1 lane); tokens from node:crypto.
import { hash, verify } from "@node-rs/argon2";
import crypto from "node:crypto";
import { strengthOf } from "./password-strength";
import { site } from "../../app/content/site";

export const MIN_PASSWORD_LENGTH = 12;
// Far above any real passphrase, and it bounds the hashing work a sign-in can cause.
export const MAX_PASSWORD_LENGTH = 256;

// algorithm 2 is Argon2id (the package exports it as a const enum, which this build cannot inline).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// What a person sees of a password: format and control characters and combining marks take no room, and a run of
// spaces reads as one. Twelve spaces, or one letter and eleven zero-width joiners, are not twelve characters.
function visibleLength(password: string): number {
  const seen = password
    .normalize("NFKC")
    .replace(/[\p{Cf}\p{Cc}\p{M}]/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
  return [...seen].length;
}

// zxcvbn's estimate against its lists of common and leaked passwords, English words, names, keyboard patterns,
// repeats, sequences and dates (docs/decisions/0022-desk.md): 3 is "safely unguessable" (over 10^8 guesses).
const MIN_STRENGTH = 3;

/** What a password must not contain: the company's name, and the account's e-mail address or its name part. */
function ownWords(email: string | undefined): string[] {
  const words = [site().name];
  const address = email?.normalize("NFKC").toLowerCase().trim() ?? "";
  if (address) words.push(address);
  const local = address.split("@")[0] ?? "";
  if ([...local].length >= 3) words.push(local);
  return words;
}

/**
 * Why a password is refused, in words that say what to change, or undefined when it is acceptable (NIST SP 800-63B:
 * length, a list of common and leaked passwords, and the context's own words; no rules about kinds of characters).
 * Counted in characters, as people count.
 */
export async function passwordProblem(password: string, { email }: { email?: string } = {}): Promise<string | undefined> {
  const length = [...password].length;
  if (length > MAX_PASSWORD_LENGTH) return `The password may have at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (visibleLength(password) < MIN_PASSWORD_LENGTH) {
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters you can see: spaces in a row, invisible characters and accents on their own do not count.`;
  }
  const folded = password.normalize("NFKC").toLowerCase();
  for (const word of ownWords(email)) {
    if (folded.includes(word.toLowerCase())) {
      return word === site().name
        ? `The password must not contain the company's name (${site().name}): it is the first thing someone would try.`
        : "The password must not contain your e-mail address or its name part: it is the first thing someone would try.";
    }
  }
  const feedback = await strengthOf(password, ownWords(email));
  if (feedback.score >= MIN_STRENGTH) return undefined;
  const why = feedback.warning ? `${feedback.warning.replace(/\.?$/, ".")} ` : "";
  const how = feedback.suggestions.length > 0 ? ` ${feedback.suggestions.join(" ")}` : "";
  return `This password is too easy to guess. ${why}A few unrelated words make a strong one.${how}`.replace(/\s+/g, " ").trim();
}

/**
 * At sign-in, whether a password set before today's rules is refused by them (the person is then asked to change it).
 * The session exists by then: an estimate that fails (its worker stopped) is logged and counts as "not weak", so the
 * sign-in goes on and the person is asked next time, never turned away with a 503.
 */
export function weakAtSignIn(password: string, email: string, log?: { error(fields: object, message: string): void }): Promise<boolean> {
  return passwordProblem(password, { email }).then(
    (problem) => problem !== undefined,
    (error: unknown) => {
      log?.error({ err: error }, "desk: could not judge the password's strength at sign-in");
      return false;
    },
  );
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
