import { describe, expect, it } from "vitest";
import { CONFIRM_WITHIN_MS } from "../shared/subscription";
import { checkConfirmationToken, confirmationToken } from "./subscription-token";

const SECRET = "a-secret-of-the-store";
const created = "2026-11-29T10:00:00.000Z";
const at = (ms: number) => Date.parse(created) + ms;

describe("the confirmation link's token", () => {
  it("names its subscription until seven days after it was made, then has expired", () => {
    const token = confirmationToken(SECRET, 42, created);
    expect(checkConfirmationToken(SECRET, token, at(0))).toEqual({ ok: true, id: 42 });
    expect(checkConfirmationToken(SECRET, token, at(CONFIRM_WITHIN_MS - 1))).toEqual({ ok: true, id: 42 });
    expect(checkConfirmationToken(SECRET, token, at(CONFIRM_WITHIN_MS))).toEqual({ ok: false, reason: "expired" });
  });

  it("is refused when any part of it is changed, cut, or signed with another secret", () => {
    const token = confirmationToken(SECRET, 42, created);
    const [id, expires, mac] = token.split(".");
    const other = (i: number) => String.fromCharCode(mac.charCodeAt(i) === 65 ? 66 : 65);
    const forged = [
      `43.${expires}.${mac}`,
      `${id}.${(parseInt(expires, 36) + 86_400_000).toString(36)}.${mac}`,
      `${id}.${expires}.${other(0)}${mac.slice(1)}`,
      `${id}.${expires}.${mac.slice(0, -1)}`,
      `${id}.${expires}`,
      confirmationToken("another-secret", 42, created),
      "",
      "0.abc.x",
      `${id} .${expires}.${mac}`,
    ];
    for (const token of forged) expect(checkConfirmationToken(SECRET, token, at(0)), token).toEqual({ ok: false, reason: "invalid" });
  });
});
