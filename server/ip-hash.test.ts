import { describe, expect, it } from "vitest";
import { hashIp, newSalt, normalizeIp } from "./ip-hash";

describe("IP hash", () => {
  it("is stable for one salt, differs between salts, and hides the address", () => {
    const salt = newSalt();
    const hash = hashIp("198.51.100.23", salt);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain("198");
    expect(hashIp("198.51.100.23", salt)).toBe(hash);
    expect(hashIp("198.51.100.23", newSalt())).not.toBe(hash);
    expect(hashIp("198.51.100.24", salt)).not.toBe(hash);
  });

  it("treats IPv4-mapped IPv6 addresses as IPv4", () => {
    expect(normalizeIp("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeIp(" 2001:DB8::1 ")).toBe("2001:db8::1");
    const salt = newSalt();
    expect(hashIp("::ffff:10.0.0.1", salt)).toBe(hashIp("10.0.0.1", salt));
  });
});
