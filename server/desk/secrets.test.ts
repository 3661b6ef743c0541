import { describe, expect, it } from "vitest";
import { checkPassword, hashPassword, passwordProblem, randomToken, sameToken, tokenHash } from "./secrets";

describe("desk secrets", () => {
  it("hashes with argon2id and checks only the right password", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, "correct horse battery")).toBe(true);
    expect(await checkPassword(stored, "correct horse batterx")).toBe(false);
    expect(await checkPassword(stored, "")).toBe(false);
  });

  it("refuses when there is no stored hash, after the same work", async () => {
    expect(await checkPassword(null, "anything at all here")).toBe(false);
    expect(await checkPassword(undefined, "")).toBe(false);
    expect(await checkPassword("not a hash", "anything at all here")).toBe(false);
  });

  it("asks for at least 12 characters, counted as people count them", async () => {
    expect(await passwordProblem("elevenchars")).toMatch(/at least 12/);
    expect(await passwordProblem("twelve chars")).toBeUndefined();
    expect(await passwordProblem("😀".repeat(11))).toMatch(/at least 12/);
    expect(await passwordProblem("x".repeat(257))).toMatch(/at most/);
  });

  it("counts only what a person sees: twelve spaces, invisible joiners and lone accents are not twelve characters", async () => {
    const visible = /at least 12 characters you can see/;
    expect(await passwordProblem(" ".repeat(12))).toMatch(visible);
    expect(await passwordProblem(`a${"\u200d".repeat(11)}`)).toMatch(visible);
    expect(await passwordProblem(`e${"\u0301".repeat(11)}`)).toMatch(visible);
    expect(await passwordProblem("sun         moon")).toMatch(visible);
    expect(await passwordProblem("\u202eorbit lanterns")).toBeUndefined();
  });

  it("refuses common and guessable passwords and says why", async () => {
    expect(await passwordProblem("aaaaaaaaaaaa")).toMatch(/^This password is too easy to guess\. Repeated characters/);
    expect(await passwordProblem("password1234")).toMatch(
      /^This password is too easy to guess\. This is similar to a commonly used password/,
    );
    for (const common of ["qwertyuiop123", "iloveyou1234", "123456789012", "abcdefghijkl", "Password12345"]) {
      expect(await passwordProblem(common), common).toMatch(/too easy to guess/);
    }
  });

  it("refuses the account's e-mail address, its name part, and the company's name", async () => {
    const email = "kate.miller@example.com";
    expect(await passwordProblem(email, { email })).toMatch(/your e-mail address/);
    expect(await passwordProblem("Kate.Miller-Rocks-99", { email })).toMatch(/your e-mail address/);
    expect(await passwordProblem("Kate.Miller-Rocks-99")).toBeUndefined();
    expect(await passwordProblem("nexora harbor view 2026")).toMatch(/company's name \(Nexora\)/);
    expect(await passwordProblem("ＮＥＸＯＲＡ harbor view")).toMatch(/company's name/);
  });

  it("accepts passphrases and long random strings", async () => {
    for (const good of ["correct horse battery staple", "orbit lantern quietly", "Qm7!vR2#pL9z", "a fresh passphrase of mine"]) {
      expect(await passwordProblem(good, { email: "kate.miller@example.com" }), good).toBeUndefined();
    }
  });

  it("makes 256-bit URL-safe tokens and keeps only their hash", () => {
    const a = randomToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(a);
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(sameToken(a, a)).toBe(true);
    expect(sameToken(a, randomToken())).toBe(false);
    expect(sameToken(a, "")).toBe(false);
  });
});
