// @vitest-environment node
import { describe, expect, it } from "vitest";
import { TOKEN_MAX_AGE_MS, createFormTokens } from "./form-token";

describe("form start tokens", () => {
  const tokens = createFormTokens("secret one");
  const t0 = 1_800_000_000_000;

  it("are accepted with their age, by any instance with the same secret", () => {
    const token = tokens.issue(t0);
    expect(tokens.check(token, t0 + 3_000)).toEqual({ state: "valid", ageMs: 3_000 });
    expect(createFormTokens("secret one").check(token, t0 + 10)).toEqual({ state: "valid", ageMs: 10 });
  });

  it("tell a token of another key (an old page) from a forged one", () => {
    const other = createFormTokens("secret two").issue(t0);
    expect(tokens.check(other, t0 + 3_000)).toEqual({ state: "other-key" });
    const [v, id, at, sig] = tokens.issue(t0).split(".");
    // The start moved back to look slow: the signature no longer matches.
    expect(tokens.check([v, id, (t0 - 60_000).toString(36), sig].join("."), t0 + 100)).toEqual({ state: "forged" });
    expect(tokens.check([v, id, at, sig.slice(0, -1) + (sig.endsWith("A") ? "B" : "A")].join("."), t0 + 100)).toEqual({ state: "forged" });
    for (const junk of [
      "x",
      "1700000000000",
      "v1...",
      `v2.${id}.${at}.${sig}`,
      `v1.${id}.${at}.${sig}.x`,
      `v1.${id}.ZZ.${sig}`,
      "v1.<b>.1.2",
    ]) {
      expect(tokens.check(junk, t0), junk).toEqual({ state: "forged" });
    }
  });

  it("do not apply when absent or too old, and are forged when from the future", () => {
    expect(tokens.check(undefined)).toEqual({ state: "absent" });
    expect(tokens.check("")).toEqual({ state: "absent" });
    expect(tokens.check(tokens.issue(t0), t0 + TOKEN_MAX_AGE_MS + 1)).toEqual({ state: "expired" });
    expect(tokens.check(tokens.issue(t0 + 60_000), t0)).toEqual({ state: "forged" });
    // A little skew between two instances' clocks is tolerated.
    expect(tokens.check(tokens.issue(t0 + 1_000), t0)).toEqual({ state: "valid", ageMs: 0 });
  });
});
