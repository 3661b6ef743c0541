// The second factor of desk sign-in (docs/decisions/0022-desk.md): authenticator-app codes (TOTP, RFC 6238: SHA-1,
// 6 digits, 30 s) from the kept `otpauth` package, their secrets sealed at rest with AES-256-GCM from node:crypto, and
// one-use recovery codes. No express here: ./screens/factors.tsx answers the requests.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Secret, TOTP, URI } from "otpauth";
import QRCode from "qrcode";
import { site } from "../../app/content/site";
import type { DeskFactorSecret, DeskStore, RecoveryCodeHash, StoredRecoveryCode } from "../store/desk-types";
import { FACTOR_KEY } from "./factor-policy";

export const TOTP_PERIOD_S = 30;
const TOTP_DIGITS = 6;
// 160 bits, the length RFC 4226 recommends for an HMAC-SHA-1 key.
const SECRET_BYTES = 20;
const KEY_BYTES = 32;
const SEALED = /^v1\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]+)$/;

// ——— The key the secrets are sealed with ———

/**
 * The key from DESK_FACTOR_KEY, or else from the file `desk-factor.key` (made on first use, mode 0600). A file is
 * only good for one machine: every instance must open the secrets another one sealed, so the warning says so.
 */
export function loadFactorKey(
  { hex, file }: { hex?: string; file: string },
  log?: { warn(fields: object, message: string): void },
): Buffer {
  if (hex) {
    if (!FACTOR_KEY.test(hex)) throw new Error("DESK_FACTOR_KEY must be 64 hexadecimal characters");
    return Buffer.from(hex, "hex");
  }
  log?.warn(
    { file },
    "desk: DESK_FACTOR_KEY is not set, so the authenticator secrets are sealed with a key kept in this file; multi-machine deployments must set DESK_FACTOR_KEY (the same on every instance)",
  );
  if (!fs.existsSync(file)) writeKeyFile(file);
  const text = fs.readFileSync(file, "utf8").trim();
  if (!FACTOR_KEY.test(text)) throw new Error(`${file} does not hold a key of 64 hexadecimal characters`);
  return Buffer.from(text, "hex");
}

/**
 * A new key, on disk before it is used: written and synced under a temporary name, then linked to `file` (atomic, and
 * refused when another process linked first, whose key then wins), and the folder synced. A file created but never
 * written out (a crash, a volume gone read-only) would otherwise come back empty, and every secret sealed with the key
 * it was to hold would be lost.
 */
function writeKeyFile(file: string) {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString("hex")}`;
  const fd = fs.openSync(temporary, "wx", 0o600);
  try {
    fs.writeSync(fd, `${crypto.randomBytes(KEY_BYTES).toString("hex")}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  const folder = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
}

// ——— Sealing a secret (AES-256-GCM) ———

/**
 * AES-256-GCM with a random 96-bit nonce; `context` (the user's id) is authenticated with it, so a sealed secret copied
 * to another person's row in the database does not open.
 */
export function sealSecret(key: Buffer, plain: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${body.toString("base64url")}`;
}

/** The secret, or undefined when it was changed, sealed under another key or for another context. */
export function openSecret(key: Buffer, sealed: string, context: string): string | undefined {
  const parts = SEALED.exec(sealed);
  if (!parts) return undefined;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(parts[1], "base64url"), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(Buffer.from(parts[2], "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[3], "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

export const factorContext = (userId: number) => `desk-factor:user:${userId}`;

// ——— TOTP ———

/** A new secret, base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The secret in groups of four, for typing it into an app by hand. */
export const groupedSecret = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

function totp(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: `${site().name} desk`,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address the QR code holds. */
export const totpUri = (secret: string, account: string) => URI.stringify(totp(secret, account));

/** The QR code of `uri` as SVG markup: paths only, no script and no style attribute, so the desk's CSP allows it inline. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#0b1533ff", light: "#ffffffff" } });
}

/** What a person typed as a code: digits, spaces dropped ("123 456"). */
export const totpCodeOf = (input: string) => input.replace(/[\s-]/g, "");
export const looksLikeTotp = (input: string) => /^\d{6}$/.test(totpCodeOf(input));

/**
 * The time step of `code` when it is the current step's or the one before (ASVS 6.5.5: at most one step of drift, and
 * none ahead), else undefined. Whether that step was used already is the store's to decide, atomically.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const token = totpCodeOf(code);
  if (!/^\d{6}$/.test(token)) return undefined;
  const otp = totp(secret);
  // The library compares in constant time; window 1 also tries the next step, which is refused here.
  const delta = otp.validate({ token, timestamp: now, window: 1 });
  if (delta === null || delta > 0) return undefined;
  return otp.counter({ timestamp: now }) + delta;
}

/**
 * The person's app whose code `code` is, its step then used up in the store (a replayed code finds it used: at sign-in
 * and when confirming alike); undefined when none. A secret that does not open with `key` matches nothing (`unopened`).
 */
export async function spendTotpCode(
  desk: Pick<DeskStore, "listFactors" | "useFactorStep">,
  key: Buffer,
  userId: number,
  code: string,
  unopened?: (factor: DeskFactorSecret) => void,
): Promise<DeskFactorSecret | undefined> {
  for (const factor of await desk.listFactors(userId)) {
    if (factor.kind !== "totp") continue;
    const secret = openSecret(key, factor.secretEncrypted, factorContext(factor.userId));
    if (secret === undefined) unopened?.(factor);
    const step = secret === undefined ? undefined : totpStep(secret, code);
    if (step !== undefined && (await desk.useFactorStep(factor.id, step))) return factor;
  }
  return undefined;
}

/** The code of `secret` at a time (the tests' authenticator). */
export const totpCodeAt = (secret: string, timestamp: number) => totp(secret).generate({ timestamp });

// ——— Recovery codes ———

export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Ten new codes, each 12 base32 characters (60 random bits) in three groups: "K7QD-M2XA-PL4R". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...crypto.randomBytes(12)].map((byte) => BASE32[byte & 31]);
    return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join("")).join("-");
  });
}

/** A code as typed, in any case, with or without its hyphens and spaces; "" when it cannot be one. */
export function normalRecoveryCode(input: string): string {
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return /^[A-Z2-7]{12}$/.test(code) ? code : "";
}

// A plain salted SHA-256 is enough here: each code holds 60 random bits, so no list or guessing of a stolen hash can
// find it, and a slow hash (argon2) would only make every check of ten codes cost more.
function recoveryHash(salt: string, code: string): string {
  return crypto.createHash("sha256").update(`${salt}:${code}`, "utf8").digest("hex");
}

/** What the store keeps of each code: a random salt of its own and the hash. */
export function hashRecoveryCodes(codes: string[]): RecoveryCodeHash[] {
  return codes.map((code) => {
    const salt = crypto.randomBytes(16).toString("hex");
    return { salt, codeHash: recoveryHash(salt, normalRecoveryCode(code)) };
  });
}

/** The stored code that `input` is, compared in constant time against each; undefined when none. */
export function matchRecoveryCode(input: string, stored: StoredRecoveryCode[]): StoredRecoveryCode | undefined {
  const code = normalRecoveryCode(input);
  if (!code) return undefined;
  let found: StoredRecoveryCode | undefined;
  for (const candidate of stored) {
    const a = Buffer.from(recoveryHash(candidate.salt, code), "hex");
    const b = Buffer.from(candidate.codeHash, "hex");
    // Every candidate is checked, found or not, so the time says nothing about which one matched.
    if (a.length === b.length && crypto.timingSafeEqual(a, b) && !found) found = candidate;
  }
  return found;
}
