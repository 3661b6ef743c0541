// The sign-in's fallback when the strength estimate fails: its worker is replaced by one that stops.
import { afterEach, describe, expect, it, vi } from "vitest";

const strength = vi.hoisted(() => ({ fail: false }));
vi.mock("./password-strength", async (original) => {
  const real = await original<typeof import("./password-strength")>();
  return {
    ...real,
    strengthOf: (password: string, inputs: string[]) =>
      strength.fail ? Promise.reject(new Error("the password strength worker stopped (exit 1)")) : real.strengthOf(password, inputs),
  };
});

const { passwordProblem, weakAtSignIn } = await import("./secrets");

afterEach(() => void (strength.fail = false));

describe("the password check at sign-in", () => {
  it("asks to change a password today's rules refuse, and lets a strong one through", async () => {
    expect(await weakAtSignIn("password1234", "ada@example.com")).toBe(true);
    expect(await weakAtSignIn("copper kettle drifts at dawn", "ada@example.com")).toBe(false);
  });

  it("signs in anyway, and logs why, when the strength estimate fails: no 503 for a right password", async () => {
    strength.fail = true;
    await expect(passwordProblem("copper kettle drifts at dawn")).rejects.toThrow(/worker stopped/);
    const log = { error: vi.fn() };
    expect(await weakAtSignIn("copper kettle drifts at dawn", "ada@example.com", log)).toBe(false);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "desk: could not judge the password's strength at sign-in");
    // The rules that need no estimate still hold: a too-short password is weak without asking the worker.
    expect(await weakAtSignIn("short", "ada@example.com", log)).toBe(true);
  });
});
