// @vitest-environment node
import { describe, expect, it } from "vitest";
import { accountEmail, accountEmailKey, lookAlikeAccounts } from "./account-email";

describe("a desk account's address", () => {
  it("is keyed by NFKC, trimmed, in lower case", () => {
    expect(accountEmailKey(" Kate@Example.COM ")).toBe("kate@example.com");
    expect(accountEmailKey("\u212Aate@example.com")).toBe("kate@example.com");
    expect(accountEmailKey("ｋａｔｅ@example.com")).toBe("kate@example.com");
    expect(accountEmailKey("k\u0430te@example.com")).not.toBe("kate@example.com");
  });

  it("is stored normalised, its case kept, and refused when it is not an address or holds a look-alike", () => {
    expect(accountEmail(" \u212Aate@Example.com ")).toEqual({ email: "Kate@Example.com" });
    expect(accountEmail("kate@example")).toEqual({ problem: "malformed" });
    expect(accountEmail(`${"a".repeat(243)}@example.com`)).toEqual({ problem: "malformed" });
    expect(accountEmail("k\u0430te@example.com")).toEqual({ problem: "look-alike", character: "U+0430" });
    expect(accountEmail("kate@ex\u200Bample.com")).toEqual({ problem: "look-alike", character: "U+200B" });
    expect(accountEmail("kat\u00E9@example.com")).toEqual({ problem: "look-alike", character: "U+00E9" });
  });

  it("of accounts stored before: the oldest of a key keeps it, later look-alikes get a key no address has", () => {
    const keyed = lookAlikeAccounts([
      { id: 4, email: "kate@example.com" },
      { id: 7, email: "KATE@example.com" },
      { id: 9, email: "bo@example.com" },
    ]);
    expect(keyed).toEqual([
      { id: 4, key: "kate@example.com" },
      { id: 7, key: "kate@example.com (look-alike of 4, #7)", sameAs: 4 },
      { id: 9, key: "bo@example.com" },
    ]);
    expect(accountEmail(keyed[1].key).problem).toBe("malformed");
  });
});
