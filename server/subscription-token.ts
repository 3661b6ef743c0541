/**
 * The link in a subscription's confirmation e-mail: `<id>.<expiry, ms in base 36>.<HMAC-SHA256>`, signed with a secret
 * kept in the store (shared by every instance). Stateless to check; the store then confirms the subscription once.
 */
import crypto from "node:crypto";
import { CONFIRM_WITHIN_MS } from "../shared/subscription";

export type TokenCheck = { ok: true; id: number } | { ok: false; reason: "invalid" | "expired" };

const mac = (secret: string, payload: string) =>
  crypto.createHmac("sha256", secret).update(`subscription-confirmation:${payload}`).digest("base64url");

/** Good until CONFIRM_WITHIN_MS after the subscription was made. */
export function confirmationToken(secret: string, id: number, createdAt: string): string {
  const payload = `${id}.${(Date.parse(createdAt) + CONFIRM_WITHIN_MS).toString(36)}`;
  return `${payload}.${mac(secret, payload)}`;
}

export function checkConfirmationToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const match = /^([1-9]\d{0,15})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: "invalid" };
  const [, id, expires, given] = match;
  const expected = Buffer.from(mac(secret, `${id}.${expires}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: "invalid" };
  if (parseInt(expires, 36) <= now) return { ok: false, reason: "expired" };
  return { ok: true, id: Number(id) };
}
