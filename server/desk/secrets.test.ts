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

  it("asks for at least 12 characters, counted as people count them", () => {
    expect(passwordProblem("elevenchars")).toMatch(/at least 12/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
    expect(passwordProblem("😀".repeat(11))).toMatch(/at least 12/);
    expect(passwordProblem("x".repeat(257))).toMatch(/at most/);
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
