// @vitest-environment node
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { factorKeyFile, factorRequired } from "./factor-policy";
import {
  factorContext,
  hashRecoveryCodes,
  loadFactorKey,
  matchRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  qrSvg,
  sealSecret,
  totpCodeAt,
  totpStep,
  totpUri,
} from "./factors";
import { factorNameProblem } from "./screens/factors";

const key = crypto.randomBytes(32);
const STEP = 30_000;
// Well inside a step, so "one step back" is unambiguous.
const NOW = Date.parse("2026-12-01T12:00:10.000Z");

describe("sealed secrets (AES-256-GCM)", () => {
  it("open with the key and the context they were sealed for", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", factorContext(7));
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(key, sealed, factorContext(7))).toBe("JBSWY3DPEHPK3PXP");
    // A fresh nonce every time: the same secret never seals to the same text.
    expect(sealSecret(key, "JBSWY3DPEHPK3PXP", factorContext(7))).not.toBe(sealed);
  });

  it("refuse a changed text, another key, or another person's context", () => {
    const sealed = sealSecret(key, "JBSWY3DPEHPK3PXP", factorContext(7));
    const [v, iv, tag, body] = sealed.split(".");
    const flip = (s: string) => {
      const bytes = Buffer.from(s, "base64url");
      bytes[0] ^= 1;
      return bytes.toString("base64url");
    };
    expect(openSecret(key, [v, iv, tag, flip(body)].join("."), factorContext(7))).toBeUndefined();
    expect(openSecret(key, [v, iv, flip(tag), body].join("."), factorContext(7))).toBeUndefined();
    expect(openSecret(key, [v, flip(iv), tag, body].join("."), factorContext(7))).toBeUndefined();
    expect(openSecret(crypto.randomBytes(32), sealed, factorContext(7))).toBeUndefined();
    expect(openSecret(key, sealed, factorContext(8))).toBeUndefined();
    expect(openSecret(key, "not sealed", factorContext(7))).toBeUndefined();
  });
});

describe("the factor key", () => {
  it("is DESK_FACTOR_KEY when set, else a file of mode 0600 made once, with one warning", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factor-key-"));
    const file = path.join(dir, "sub", "desk-factor.key");
    const hex = "ab".repeat(32);
    const warn = vi.fn();
    expect(loadFactorKey({ hex, file }, { warn }).toString("hex")).toBe(hex);
    expect(warn).not.toHaveBeenCalled();
    expect(fs.existsSync(file)).toBe(false);

    const made = loadFactorKey({ file }, { warn });
    expect(made).toHaveLength(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toMatch(/multi-machine deployments must set DESK_FACTOR_KEY/);
    // The next start reads the same key.
    expect(loadFactorKey({ file }).equals(made)).toBe(true);
    // Written under a temporary name and linked: nothing else is left in the folder.
    expect(fs.readdirSync(path.dirname(file))).toEqual(["desk-factor.key"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses to start on a key file that lost its key (an empty file after a crash), rather than make another", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "factor-key-"));
    const file = path.join(dir, "desk-factor.key");
    fs.writeFileSync(file, "");
    expect(() => loadFactorKey({ file })).toThrow(/does not hold a key of 64 hexadecimal characters/);
    expect(fs.readFileSync(file, "utf8")).toBe("");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("lives beside the SQLite file, or in ./data for PostgreSQL", () => {
    expect(factorKeyFile({ databasePath: "/srv/site/db/leads.sqlite" })).toBe("/srv/site/db/desk-factor.key");
    expect(factorKeyFile({ databasePath: "/srv/x.sqlite", databaseUrl: "postgres://h/db" }, "/app")).toBe("/app/data/desk-factor.key");
  });
});

describe("TOTP codes", () => {
  const secret = newTotpSecret();

  it("are RFC 6238 codes: the RFC's SHA-1 test vector", () => {
    // RFC 6238 appendix B: the ASCII key "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits → 287082.
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCodeAt(rfcSecret, 59_000)).toBe("287082");
  });

  it("take the current step and one back; two back and one ahead are refused", () => {
    const step = Math.floor(NOW / STEP);
    expect(totpStep(secret, totpCodeAt(secret, NOW), NOW)).toBe(step);
    expect(totpStep(secret, totpCodeAt(secret, NOW - STEP), NOW)).toBe(step - 1);
    expect(totpStep(secret, totpCodeAt(secret, NOW - 2 * STEP), NOW)).toBeUndefined();
    expect(totpStep(secret, totpCodeAt(secret, NOW + STEP), NOW)).toBeUndefined();
  });

  it("are read with spaces, and nothing but six digits is a code", () => {
    const code = totpCodeAt(secret, NOW);
    expect(totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, NOW)).toBe(Math.floor(NOW / STEP));
    for (const wrong of ["", "12345", "1234567", "abcdef", `${code}0`]) expect(totpStep(secret, wrong, NOW)).toBeUndefined();
    // Another secret's code.
    expect(totpStep(newTotpSecret(), code, NOW)).toBeUndefined();
  });

  it("are given to the app as an otpauth:// address, and as a QR code of plain SVG", async () => {
    const uri = totpUri(secret, "ada@example.com");
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*ada%40example\.com\?.*secret=/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toMatch(/algorithm=SHA1&digits=6&period=30/);
    const svg = await qrSvg(uri);
    expect(svg).toMatch(/^<svg[^>]*viewBox/);
    // The desk's CSP runs no script and allows no style attribute.
    expect(svg).not.toMatch(/<script|style=|on\w+=/i);
  });
});

describe("recovery codes", () => {
  it("are ten, of 60 random bits each, stored as salted hashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const stored = hashRecoveryCodes(codes).map((c, i) => ({ ...c, id: i + 1 }));
    expect(new Set(stored.map((c) => c.salt)).size).toBe(10);
    for (const c of stored) expect(JSON.stringify(c)).not.toContain(codes[c.id - 1].replace(/-/g, ""));
  });

  it("match the one typed, in any case and grouping, and nothing else", () => {
    const codes = newRecoveryCodes();
    const stored = hashRecoveryCodes(codes).map((c, i) => ({ ...c, id: i + 1 }));
    expect(matchRecoveryCode(codes[3], stored)?.id).toBe(4);
    expect(matchRecoveryCode(codes[3].toLowerCase().replace(/-/g, " "), stored)?.id).toBe(4);
    expect(matchRecoveryCode(newRecoveryCodes()[0], stored)).toBeUndefined();
    expect(matchRecoveryCode("", stored)).toBeUndefined();
    expect(matchRecoveryCode("123456", stored)).toBeUndefined();
    // Once used, the store no longer lists it: the same code then matches nothing.
    expect(
      matchRecoveryCode(
        codes[3],
        stored.filter((c) => c.id !== 4),
      ),
    ).toBeUndefined();
  });
});

describe("policy and names", () => {
  it("asks publishers and admins by default, everyone or no one when set", () => {
    expect(["editor", "publisher", "admin"].map((r) => factorRequired(r as "editor", "publishers"))).toEqual([false, true, true]);
    expect(factorRequired("editor", "everyone")).toBe(true);
    expect(factorRequired("admin", "optional")).toBe(false);
  });

  it("names an app as typed, within limits", () => {
    expect(factorNameProblem("  work phone ")).toEqual({ name: "work phone" });
    expect(factorNameProblem("")).toEqual({ name: "Authenticator app" });
    expect(factorNameProblem("a\u202Eb").problem).toBeDefined();
    expect(factorNameProblem("x".repeat(61)).problem).toBeDefined();
  });
});
