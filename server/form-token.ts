/**
 * The forms' start token: when the server first handed a visitor a form, signed so the client
 * cannot move it. The minimum fill time is measured from it (docs/decisions/0014-form-time-trap.md).
 *
 *   v1.<key id>.<issued at, ms since 1970 in base 36>.<HMAC-SHA256 of the rest, base64url>
 *
 * The key is derived from the store's secret salt, so every instance on one database issues
 * and accepts the same tokens. The key id tells a token made with another key (a database
 * reset, a new IP_HASH_SALT) from a forged one: the first is a visitor's old page, the second
 * is evidence that no person produces.
 */
import crypto from "node:crypto";

const VERSION = "v1";
/** Clocks of two instances may differ a little; a token from further ahead is not ours. */
const MAX_CLOCK_SKEW_MS = 5_000;
/** A page left open longer than this no longer tells us how fast its form was filled. */
export const TOKEN_MAX_AGE_MS = 7 * 86_400_000;

export type TokenCheck =
  /** Ours: issued `ageMs` ago. */
  | { state: "valid"; ageMs: number }
  /** None sent, too old, or made with another key: the time trap does not apply. */
  | { state: "absent" | "expired" | "other-key" }
  /** Not something this server ever issued: a bot's. */
  | { state: "forged" };

export interface FormTokens {
  issue(now?: number): string;
  check(token: string | undefined, now?: number): TokenCheck;
}

export function createFormTokens(secret: string): FormTokens {
  const key = crypto.createHmac("sha256", secret).update("nexora form start token").digest();
  const keyId = crypto.createHmac("sha256", key).update("key id").digest("base64url").slice(0, 6);
  const sign = (body: string) => crypto.createHmac("sha256", key).update(body).digest("base64url");

  return {
    issue(now = Date.now()) {
      const body = `${VERSION}.${keyId}.${now.toString(36)}`;
      return `${body}.${sign(body)}`;
    },
    check(token, now = Date.now()) {
      if (token === undefined || token === "") return { state: "absent" };
      const parts = token.split(".");
      if (parts.length !== 4 || parts[0] !== VERSION || !/^[0-9a-z]{1,12}$/.test(parts[2])) return { state: "forged" };
      if (parts[1] !== keyId) return /^[A-Za-z0-9_-]{6}$/.test(parts[1]) ? { state: "other-key" } : { state: "forged" };
      const expected = Buffer.from(sign(parts.slice(0, 3).join(".")));
      const given = Buffer.from(parts[3]);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { state: "forged" };
      const ageMs = now - parseInt(parts[2], 36);
      if (ageMs < -MAX_CLOCK_SKEW_MS) return { state: "forged" };
      if (ageMs > TOKEN_MAX_AGE_MS) return { state: "expired" };
      return { state: "valid", ageMs: Math.max(0, ageMs) };
    },
  };
}
