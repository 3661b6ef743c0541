/**
 * The checks of a passkey's answers (./passkeys.ts), with a software authenticator that signs whatever an attacker's
 * own client would: the right origin and host pass; another origin, another host, another challenge, another key, an
 * unchecked user where the check is required, and a counter that does not go up are refused.
 */
import { describe, expect, it } from "vitest";
import type { DeskPasskey, DeskUser } from "../store/desk-types";
import { SoftAuthenticator } from "./passkeys.fixture";
import {
  authenticationOptions,
  challengeOf,
  checkAuthentication,
  checkRegistration,
  parseAnswer,
  registrationOptions,
  relyingParty,
  webauthnUserId,
} from "./passkeys";

const rp = relyingParty("https://www.nexora.example/", "Nexora desk");
const key = Buffer.alloc(32, 7);
const user: DeskUser = { id: 4, email: "ada@example.com", role: "admin" } as DeskUser;

/** A passkey added by `authenticator` at the site, as the store keeps it. */
async function added(authenticator: SoftAuthenticator): Promise<DeskPasskey> {
  const challenge = challengeOf(await registrationOptions(rp, key, user, []));
  const checked = await checkRegistration(rp, authenticator.register({ challenge, origin: rp.origin, rpId: rp.id }), challenge);
  if ("problem" in checked) throw new Error(checked.problem);
  return { id: 1, userId: user.id, kind: "passkey", name: "key", createdAt: "", confirmedAt: "", lastUsedAt: null, ...checked.passkey };
}

describe("a passkey's options", () => {
  it("bind it to the site's host, name no one, and ask a sign-in by passkey alone to check its user", async () => {
    expect(rp).toEqual({ id: "www.nexora.example", origin: "https://www.nexora.example", name: "Nexora desk" });
    const create = JSON.parse(await registrationOptions(rp, key, user, [])) as { rp: { id: string }; user: { id: string; name: string } };
    expect(create.rp.id).toBe("www.nexora.example");
    expect(create.user.name).toBe("ada@example.com");
    // The user handle is derived under the server's key: stable, another for each person, and not the database id.
    expect(create.user.id).toBe(Buffer.from(webauthnUserId(key, user.id)).toString("base64url"));
    expect(webauthnUserId(key, 5)).not.toEqual(webauthnUserId(key, 4));
    expect(webauthnUserId(Buffer.alloc(32, 8), 4)).not.toEqual(webauthnUserId(key, 4));
    const alone = JSON.parse(await authenticationOptions(rp, undefined)) as { userVerification: string; allowCredentials?: unknown[] };
    expect(alone.userVerification).toBe("required");
    const second = JSON.parse(await authenticationOptions(rp, [await added(new SoftAuthenticator())])) as {
      allowCredentials: unknown[];
    };
    expect(second.allowCredentials).toHaveLength(1);
    // A fresh challenge each time.
    expect(challengeOf(await authenticationOptions(rp, undefined))).not.toBe(challengeOf(await authenticationOptions(rp, undefined)));
  });
});

describe("adding a passkey", () => {
  it("keeps the credential and its public key, and refuses an answer from another origin or host, or to another challenge", async () => {
    const authenticator = new SoftAuthenticator();
    const passkey = await added(authenticator);
    expect(passkey).toMatchObject({ credentialId: authenticator.id, signCount: 0, transports: ["internal"] });
    expect(passkey.publicKey).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const challenge = challengeOf(await registrationOptions(rp, key, user, []));
    const refused = async (answer: ReturnType<SoftAuthenticator["register"]>, expected = challenge) =>
      checkRegistration(rp, answer, expected);
    expect(await refused(authenticator.register({ challenge, origin: "https://desk.evil.example", rpId: rp.id }))).toEqual({
      problem: expect.stringMatching(/origin/i),
    });
    expect(await refused(authenticator.register({ challenge, origin: rp.origin, rpId: "nexora.example" }))).toEqual({
      problem: expect.stringMatching(/RP ID/i),
    });
    expect(await refused(authenticator.register({ challenge: "b3RoZXI", origin: rp.origin, rpId: rp.id }))).toEqual({
      problem: expect.stringMatching(/challenge/i),
    });
  });
});

describe("signing in with a passkey", () => {
  it("passes the right answer, with its counter", async () => {
    const authenticator = new SoftAuthenticator();
    const passkey = await added(authenticator);
    const challenge = challengeOf(await authenticationOptions(rp, [passkey]));
    expect(
      await checkAuthentication(rp, authenticator.assert({ challenge, origin: rp.origin, rpId: rp.id }), challenge, passkey, true),
    ).toEqual({
      signCount: 1,
      userVerified: true,
    });
  });

  it("refuses another origin, another host, another challenge, another key and an unchecked user where one is required", async () => {
    const authenticator = new SoftAuthenticator();
    const passkey = await added(authenticator);
    const challenge = challengeOf(await authenticationOptions(rp, undefined));
    const check = (answer: ReturnType<SoftAuthenticator["assert"]>, requireUserVerification = true, of = passkey) =>
      checkAuthentication(rp, answer, challenge, of, requireUserVerification);
    const right = { challenge, origin: rp.origin, rpId: rp.id };
    // A sibling host that may name the parent domain as its host: its origin is not the site's.
    expect(await check(authenticator.assert({ ...right, origin: "https://blog.nexora.example" }))).toEqual({
      problem: expect.stringMatching(/origin/i),
    });
    expect(await check(authenticator.assert({ ...right, rpId: "evil.example" }))).toEqual({ problem: expect.stringMatching(/RP ID/i) });
    expect(await check(authenticator.assert({ ...right, challenge: "b3RoZXI" }))).toEqual({ problem: expect.stringMatching(/challenge/i) });
    // Signed by another authenticator, under this passkey's id: the signature does not hold.
    const impostor = new SoftAuthenticator();
    const forged = { ...impostor.assert(right), id: passkey.credentialId, rawId: passkey.credentialId };
    expect(await check(forged)).toEqual({ problem: "not verified" });
    // Presence alone: one factor, refused where the sign-in is by passkey alone, enough after a password.
    const unchecked = authenticator.assert({ ...right, userVerified: false });
    expect(await check(unchecked)).toEqual({ problem: expect.stringMatching(/verif/i) });
    expect(await check(authenticator.assert({ ...right, userVerified: false }), false)).toMatchObject({ userVerified: false });
  });

  it("refuses a counter that did not go up (a copy of the authenticator)", async () => {
    const authenticator = new SoftAuthenticator();
    const passkey = { ...(await added(authenticator)), signCount: 10 };
    const challenge = challengeOf(await authenticationOptions(rp, [passkey]));
    authenticator.counter = 4;
    expect(
      await checkAuthentication(rp, authenticator.assert({ challenge, origin: rp.origin, rpId: rp.id }), challenge, passkey, false),
    ).toEqual({
      problem: expect.stringMatching(/counter/i),
    });
  });
});

describe("a posted answer", () => {
  it("is read only when it is WebAuthn's JSON of a public key, of a sane size", () => {
    const answer = new SoftAuthenticator().assert({ challenge: "Y2g", origin: rp.origin, rpId: rp.id });
    expect(parseAnswer(JSON.stringify(answer))).toEqual(answer);
    for (const raw of [
      undefined,
      "",
      "not json",
      "null",
      "[]",
      JSON.stringify({ ...answer, type: "password" }),
      JSON.stringify({ ...answer, id: "../../etc" }),
      JSON.stringify({ ...answer, response: "x" }),
      JSON.stringify({ ...answer, padding: "x".repeat(20_000) }),
    ]) {
      expect(parseAnswer(raw), String(raw).slice(0, 40)).toBeUndefined();
    }
  });
});
