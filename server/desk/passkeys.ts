// Passkeys (WebAuthn) for desk sign-in (docs/decisions/0022-desk.md), through the kept `@simplewebauthn/server`: the
// options a browser is asked with and the checks of its answers. A passkey is bound to the site's host (SITE_URL):
// the browser offers it nowhere else, and an answer signed for another origin or host is refused here too.
// ./screens/passkeys.tsx answers the requests; ./passkey-client.js is the little script that asks the browser.
import crypto from "node:crypto";
import fs from "node:fs";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { DeskPasskey, DeskUser } from "../store/desk-types";

/** Who the passkeys are for: the site's host (the WebAuthn "relying party") and the one origin answers may come from. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingParty(siteUrl: string, name: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name };
}

// Between the options and the answer: a random token in this cookie, its hash and the challenge in the store.
export const WEBAUTHN_COOKIE = "__Host-desk-webauthn";
/** How long a browser may take to answer (finding a security key, a phone nearby). */
export const CHALLENGE_MS = 5 * 60_000;
const TIMEOUT_MS = 2 * 60_000;
// An answer is a few hundred bytes to a few kilobytes (attestation "none"); more is not an answer.
const MAX_ANSWER = 12_000;
// EdDSA, ES256 and RS256 (COSE numbers), what authenticators make; named here so that the library does not probe
// Node for post-quantum algorithms (an experimental API that warns on every start).
const ALGORITHMS = [-8, -7, -257];
const TRANSPORTS = new Set<string>(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

/** The user handle a passkey keeps: derived from the id under the server's key, so it names no one to the authenticator. */
export function webauthnUserId(key: Buffer, userId: number): Uint8Array<ArrayBuffer> {
  const digest = crypto.createHmac("sha256", key).update(`desk-webauthn-user:${userId}`).digest();
  return new Uint8Array(digest.subarray(0, 16));
}

const transportsOf = (list: string[]) => list.filter((t) => TRANSPORTS.has(t)) as AuthenticatorTransport[];

/** The options of navigator.credentials.create() for adding a passkey, as JSON. */
export async function registrationOptions(rp: RelyingParty, key: Buffer, user: DeskUser, existing: DeskPasskey[]): Promise<string> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.email,
    userID: webauthnUserId(key, user.id),
    timeout: TIMEOUT_MS,
    attestationType: "none",
    supportedAlgorithmIDs: ALGORITHMS,
    // The same authenticator twice would be one factor listed as two.
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    // A passkey the authenticator keeps (resident) can later sign in without the e-mail address.
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  return JSON.stringify(options);
}

/**
 * The options of navigator.credentials.get(): for one person's passkeys (the step after the password), or for any
 * (a sign-in by passkey alone, where the authenticator must check its user: PIN, fingerprint or face).
 */
export async function authenticationOptions(rp: RelyingParty, allow: DeskPasskey[] | undefined): Promise<string> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    allowCredentials: allow?.map((p) => ({ id: p.credentialId, transports: transportsOf(p.transports) })),
    userVerification: allow ? "preferred" : "required",
  });
  return JSON.stringify(options);
}

/** The challenge an options JSON carries, to keep in the store until the answer. */
export const challengeOf = (optionsJson: string): string => (JSON.parse(optionsJson) as { challenge: string }).challenge;

/** The browser's answer as posted in the form's `response` field; undefined when it cannot be one. */
export function parseAnswer<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(raw: string | undefined): T | undefined {
  if (!raw || raw.length > MAX_ANSWER) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<T>;
    const ok =
      typeof value === "object" &&
      value !== null &&
      typeof value.id === "string" &&
      /^[A-Za-z0-9_-]{1,1400}$/.test(value.id) &&
      value.type === "public-key" &&
      typeof value.response === "object" &&
      value.response !== null;
    return ok ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

/** A new passkey from the browser's answer to `challenge`; undefined when the answer does not hold (the reason logged by the caller). */
export async function checkRegistration(
  rp: RelyingParty,
  answer: RegistrationResponseJSON,
  challenge: string,
): Promise<{ passkey: NewPasskey } | { problem: string }> {
  try {
    const result = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return { problem: "not verified" };
    const { credential } = result.registrationInfo;
    return {
      passkey: {
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        signCount: credential.counter,
        transports: transportsOf(credential.transports ?? []),
      },
    };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * Checks the browser's answer to `challenge` with the stored passkey: its origin, host, signature and (with
 * `requireUserVerification`) that the authenticator checked its user. The new counter, or the problem.
 */
export async function checkAuthentication(
  rp: RelyingParty,
  answer: AuthenticationResponseJSON,
  challenge: string,
  passkey: DeskPasskey,
  requireUserVerification: boolean,
): Promise<{ signCount: number; userVerified: boolean } | { problem: string }> {
  try {
    const result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.signCount,
        transports: transportsOf(passkey.transports),
      },
      requireUserVerification,
    });
    if (!result.verified) return { problem: "not verified" };
    return { signCount: result.authenticationInfo.newCounter, userVerified: result.authenticationInfo.userVerified };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/** The script of the passkey pages, read once. */
export const passkeyScript = (() => {
  let text: string | undefined;
  return () => (text ??= fs.readFileSync(new URL("./passkey-client.js", import.meta.url), "utf8"));
})();
