// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { checkPassword, tokenHash } from "../desk/secrets";
import { openStore } from "../store";
import type { LeadStore } from "../store/types";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { parseBaseUrl, readPassword, runDesk, type PasswordInput } from "./desk";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "desk-cli-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LINK = /^https:\/\/www\.nexora\.example\/desk\/password\?token=([A-Za-z0-9_-]{43})$/m;
const PASSWORD = "a long passphrase here";

let n = 0;
let db: string;
beforeEach(() => {
  db = path.join(dir, `desk-${++n}.sqlite`);
});

/** Fails the test if the command reads standard input when it should not. */
const noInput: PasswordInput = {
  [Symbol.asyncIterator]() {
    throw new Error("standard input was read");
  },
};

async function desk(argv: string[], { env = {}, stdin = noInput, where = ["--db", db] } = {}) {
  let out = "";
  let err = "";
  const code = await runDesk([...argv, ...where], { out: (t) => (out += t), err: (t) => (err += t) }, env, stdin);
  return { code, out, err };
}

const piped = (text: string) => Readable.from([Buffer.from(text, "utf8")]);

async function withStore<T>(fn: (store: LeadStore) => Promise<T>): Promise<T> {
  const store = await openStore({ databasePath: db });
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/** The audit log, oldest first, as "actor action target detail". */
const auditLog = () =>
  withStore(async (store) =>
    (await store.desk.listAudit({ limit: 100, offset: 0 })).rows
      .sort((a, b) => a.id - b.id)
      .map((e) => [e.actor, e.action, e.target, e.detail].join(" | ")),
  );

async function signIn(email: string, at = new Date()) {
  return withStore(async (store) => {
    const user = (await store.desk.findUserByEmail(email))!;
    const idHash = tokenHash(`${email}-${at.toISOString()}`);
    const audit = { actor: email, action: "sign-in", target: "", detail: "" };
    await store.desk.createSession(
      { idHash, userId: user.id, csrfToken: "csrf", expiresAt: new Date(at.getTime() + 86_400_000) },
      audit,
      at,
    );
    return idHash;
  });
}

const sessionAlive = (idHash: string) => withStore(async (store) => Boolean(await store.desk.getSession(idHash, 3_600_000)));

describe("npm run desk -- user add", () => {
  it("creates the database for the first admin and prints a one-time link, valid 24 hours", async () => {
    expect(fs.existsSync(db)).toBe(false);
    const { code, out, err } = await desk(["user", "add", "--email", " Ada@Example.com ", "--role", "admin"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toBe("Added Ada@Example.com as an admin. They set their password with this link, which works once, for 24 hours:");
    expect(lines[1]).toMatch(LINK);
    expect(lines.slice(2)).toEqual([""]);
    const token = LINK.exec(out)![1];
    await withStore(async (store) => {
      const user = await store.desk.passwordTokenUser(tokenHash(token));
      expect(user).toMatchObject({ email: "Ada@Example.com", role: "admin", disabled: false, hasPassword: false });
      expect(await store.desk.passwordTokenUser(tokenHash(token), new Date(Date.now() + 24 * 3_600_000 + 60_000))).toBeUndefined();
    });
    expect(await auditLog()).toEqual([
      "cli | user-add | user Ada@Example.com | admin",
      "cli | user-password-link | user Ada@Example.com | ",
    ]);
  });

  it("points the link at --base-url, without its trailing slash, and accepts only http(s) addresses", async () => {
    const { code, out } = await desk([
      "user",
      "add",
      "--email",
      "bo@example.com",
      "--role",
      "editor",
      "--base-url",
      "http://localhost:3000/",
    ]);
    expect(code).toBe(0);
    expect(out).toContain("Added bo@example.com as an editor.");
    expect(out).toMatch(/^http:\/\/localhost:3000\/desk\/password\?token=[A-Za-z0-9_-]{43}$/m);
    for (const bad of [
      "ftp://example.com",
      "www.example.com",
      "javascript:alert(1)",
      "https://user:pw@example.com",
      "https://example.com/?a=1",
    ]) {
      const result = await desk(["user", "add", "--email", "cy@example.com", "--role", "editor", "--base-url", bad]);
      expect([bad, result.code]).toEqual([bad, 2]);
      expect(result.err).toContain("--base-url:");
    }
    expect(parseBaseUrl(" https://desk.example.com/site// ")).toBe("https://desk.example.com/site");
  });

  it("refuses an address that has access already, in any case (exit 1)", async () => {
    expect((await desk(["user", "add", "--email", "ada@example.com", "--role", "admin"])).code).toBe(0);
    expect(await desk(["user", "add", "--email", "ADA@example.com", "--role", "editor"])).toEqual({
      code: 1,
      out: "",
      err: "ADA@example.com has access already (npm run desk -- user list): nothing changed.\n",
    });
    expect(await auditLog()).toHaveLength(2);
  });

  it("takes a look-alike of an address for that address, and refuses a new address with a letter from another script", async () => {
    expect((await desk(["user", "add", "--email", "kate@example.com", "--role", "admin"])).code).toBe(0);
    // U+212A KELVIN SIGN is a "K" once normalised: the same person.
    expect((await desk(["user", "add", "--email", "\u212Aate@example.com", "--role", "editor"])).code).toBe(1);
    // U+0430 CYRILLIC SMALL LETTER A reads as "a" and is not one.
    const cyrillic = await desk(["user", "add", "--email", "k\u0430te@example.com", "--role", "editor"]);
    expect(cyrillic.code).toBe(2);
    expect(cyrillic.err).toContain("it holds U+0430, which can pass for one of them");
    expect((await desk(["user", "list"])).out.match(/example\.com/g)).toHaveLength(1);
  });

  it("sets the password from standard input instead, less one trailing newline, and prints no link", async () => {
    const { code, out, err } = await desk(["user", "add", "--email", "ada@example.com", "--role", "admin", "--password-stdin"], {
      stdin: piped(`${PASSWORD}\n`),
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toBe(
      "Added ada@example.com as an admin, with the password from standard input: they can sign in at https://www.nexora.example/desk.\n",
    );
    await withStore(async (store) => {
      const user = (await store.desk.findUserByEmail("ada@example.com"))!;
      expect(user.hasPassword).toBe(true);
      expect(await checkPassword(user.passwordHash, PASSWORD)).toBe(true);
    });
    expect(await auditLog()).toEqual(["cli | user-add | user ada@example.com | admin"]);
  });

  it("refuses a short password without adding anyone, and never shows it", async () => {
    const result = await desk(["user", "add", "--email", "ada@example.com", "--role", "admin", "--password-stdin"], {
      stdin: piped("too short!\n"),
    });
    expect(result).toEqual({ code: 1, out: "", err: "The password must have at least 12 characters. Nothing changed.\n" });
    expect(await withStore((store) => store.desk.listUsers())).toEqual([]);
  });

  it("refuses a guessable password, or one with the account's e-mail, with the reason", async () => {
    for (const [password, reason] of [
      ["password1234", /^This password is too easy to guess\. This is similar to a commonly used password\./],
      ["ada@example.com 2026", /^The password must not contain your e-mail address/],
    ] as const) {
      const result = await desk(["user", "add", "--email", "ada@example.com", "--role", "admin", "--password-stdin"], {
        stdin: piped(`${password}\n`),
      });
      expect(result.code, password).toBe(1);
      expect(result.err, password).toMatch(reason);
      expect(result.err, password).toMatch(/ Nothing changed\.\n$/);
      expect(result.err).not.toContain(password);
    }
    expect(await withStore((store) => store.desk.listUsers())).toEqual([]);
  });

  it("refuses to read the password from a terminal, where it would show (exit 2)", async () => {
    const terminal = Object.assign(piped(`${PASSWORD}\n`), { isTTY: true });
    const result = await desk(["user", "add", "--email", "ada@example.com", "--role", "admin", "--password-stdin"], { stdin: terminal });
    expect(result.code).toBe(2);
    expect(result.err).toContain("reads the password from a pipe");
    expect(fs.existsSync(db)).toBe(false);
  });

  it("checks the address and the role (exit 2)", async () => {
    for (const argv of [
      ["user", "add", "--role", "admin"],
      ["user", "add", "--email", "ada", "--role", "admin"],
      ["user", "add", "--email", "ada@example", "--role", "admin"],
      ["user", "add", "--email", "ada@@example.com", "--role", "admin"],
      ["user", "add", "--email", "a da@example.com", "--role", "admin"],
      ["user", "add", "--email", `${"a".repeat(243)}@example.com`, "--role", "admin"],
      ["user", "add", "--email", "ada@example.com"],
      ["user", "add", "--email", "ada@example.com", "--role", "owner"],
    ]) {
      const result = await desk(argv);
      expect([argv, result.code]).toEqual([argv, 2]);
      expect(result.err).toContain("Usage: npm run desk");
    }
    expect(fs.existsSync(db)).toBe(false);
  });
});

describe("readPassword", () => {
  it("strips exactly one trailing newline, \\n or \\r\\n, and reads every chunk", async () => {
    expect(await readPassword(piped(`${PASSWORD}\n`))).toBe(PASSWORD);
    expect(await readPassword(piped(`${PASSWORD}\r\n`))).toBe(PASSWORD);
    expect(await readPassword(piped(`${PASSWORD}\n\n`))).toBe(`${PASSWORD}\n`);
    expect(await readPassword(piped(` ${PASSWORD} `))).toBe(` ${PASSWORD} `);
    expect(await readPassword(Readable.from([Buffer.from("pass"), Buffer.from("wörd ✓\n")]))).toBe("passwörd ✓");
  });
});

describe("npm run desk -- user list, disable, enable, role, password, sign-out", () => {
  beforeEach(async () => {
    expect(
      (await desk(["user", "add", "--email", "ada@example.com", "--role", "admin", "--password-stdin"], { stdin: piped(PASSWORD) })).code,
    ).toBe(0);
    expect(
      (await desk(["user", "add", "--email", "bob@example.com", "--role", "editor", "--password-stdin"], { stdin: piped(PASSWORD) })).code,
    ).toBe(0);
    expect((await desk(["user", "add", "--email", "cy@example.com", "--role", "editor"])).code).toBe(0);
  });

  it("lists e-mail, role, state and last sign-in", async () => {
    await signIn("ada@example.com", new Date("2025-06-02T09:30:00Z"));
    expect((await desk(["user", "disable", "--email", "bob@example.com"])).code).toBe(0);
    const { code, out } = await desk(["user", "list"]);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^E-mail\s+Role\s+State\s+Last sign-in \(UTC\)$/);
    expect(
      lines
        .slice(2, 5)
        .map((l) => l.split(/\s{2,}/))
        .sort(),
    ).toEqual([
      ["ada@example.com", "admin", "active", "2025-06-02 09:30"],
      ["bob@example.com", "editor", "disabled", "never"],
      ["cy@example.com", "editor", "invited", "never"],
    ]);
    expect(lines.slice(5)).toEqual(["", "3 users: 1 active, 1 invited, 1 disabled.", ""]);
  });

  it("says how to add the first admin when nobody has access", async () => {
    db = path.join(dir, "empty.sqlite");
    expect(await desk(["user", "list"])).toEqual({
      code: 0,
      out: "Nobody has access to the desk yet. Add the first admin: npm run desk -- user add --email <address> --role admin\n",
      err: "",
    });
  });

  it("disables someone, ending their sessions, and enables them again; a repeat changes nothing (exit 1)", async () => {
    const session = await signIn("bob@example.com");
    expect(await sessionAlive(session)).toBe(true);
    expect(await desk(["user", "disable", "--email", "BOB@example.com"])).toEqual({
      code: 0,
      out: "Disabled bob@example.com: they cannot sign in, and every session of theirs has ended.\n",
      err: "",
    });
    expect(await sessionAlive(session)).toBe(false);
    expect(await desk(["user", "disable", "--email", "bob@example.com"])).toEqual({
      code: 1,
      out: "",
      err: "Nothing changed: bob@example.com is disabled already.\n",
    });
    expect(await desk(["user", "enable", "--email", "bob@example.com"])).toEqual({
      code: 0,
      out: "Enabled bob@example.com: they can sign in again.\n",
      err: "",
    });
    expect((await desk(["user", "enable", "--email", "bob@example.com"])).code).toBe(1);
    expect((await auditLog()).slice(-3)).toEqual([
      "bob@example.com | sign-in |  | ",
      "cli | user-disable | user bob@example.com | ",
      "cli | user-enable | user bob@example.com | ",
    ]);
  });

  it("changes a role, and warns when no enabled admin is left", async () => {
    expect(await desk(["user", "role", "--email", "bob@example.com", "--role", "admin"])).toEqual({
      code: 0,
      out: "bob@example.com is now an admin (was an editor).\n",
      err: "",
    });
    expect((await desk(["user", "role", "--email", "bob@example.com", "--role", "admin"])).err).toBe(
      "Nothing changed: bob@example.com is an admin already.\n",
    );
    expect((await desk(["user", "role", "--email", "ada@example.com", "--role", "editor"])).out).toBe(
      "ada@example.com is now an editor (was an admin).\n",
    );
    const last = await desk(["user", "disable", "--email", "bob@example.com"]);
    expect(last.code).toBe(0);
    expect(last.out).toContain(
      "\nNo enabled admin is left to manage the desk's people: npm run desk -- user role --email <address> --role admin",
    );
    expect((await auditLog()).filter((e) => e.includes("user-role"))).toEqual([
      "cli | user-role | user bob@example.com | admin",
      "cli | user-role | user ada@example.com | editor",
    ]);
    expect((await desk(["user", "role", "--email", "ada@example.com", "--role", "boss"])).code).toBe(2);
    expect((await desk(["user", "role", "--email", "ada@example.com"])).code).toBe(2);
  });

  it("makes a new one-time link; the older one stops working", async () => {
    const first = LINK.exec((await desk(["user", "password", "--email", "cy@example.com"])).out)![1];
    const { code, out } = await desk(["user", "password", "--email", "cy@example.com"]);
    expect(code).toBe(0);
    expect(out.split("\n")[0]).toBe(
      "A new link for cy@example.com to set their password; it works once, for 24 hours, and older links no longer work:",
    );
    const second = LINK.exec(out)![1];
    await withStore(async (store) => {
      expect(await store.desk.passwordTokenUser(tokenHash(first))).toBeUndefined();
      expect((await store.desk.passwordTokenUser(tokenHash(second)))?.email).toBe("cy@example.com");
    });
    expect((await auditLog()).slice(-2)).toEqual([
      "cli | user-password-link | user cy@example.com | ",
      "cli | user-password-link | user cy@example.com | ",
    ]);
    expect((await auditLog()).join("\n")).not.toContain(second);
  });

  it("refuses a link for someone disabled, since it would not work (exit 1)", async () => {
    await desk(["user", "disable", "--email", "cy@example.com"]);
    expect(await desk(["user", "password", "--email", "cy@example.com"])).toEqual({
      code: 1,
      out: "",
      err: "cy@example.com is disabled, so a link would not work: npm run desk -- user enable --email cy@example.com first.\n",
    });
  });

  it("sets a password from standard input, ending the person's sessions", async () => {
    const session = await signIn("bob@example.com");
    const newPassword = "another passphrase, longer";
    const { code, out, err } = await desk(["user", "password", "--email", "bob@example.com", "--password-stdin"], {
      stdin: piped(`${newPassword}\r\n`),
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toBe("Set a new password for bob@example.com; every session of theirs has ended.\n");
    expect(out + err).not.toContain(newPassword);
    expect(await sessionAlive(session)).toBe(false);
    await withStore(async (store) => {
      const user = (await store.desk.findUserByEmail("bob@example.com"))!;
      expect(await checkPassword(user.passwordHash, newPassword)).toBe(true);
      expect(await checkPassword(user.passwordHash, PASSWORD)).toBe(false);
    });
    expect((await auditLog()).at(-1)).toBe("cli | user-password-set | user bob@example.com | from the command line");
    expect(await auditLog()).not.toContainEqual(expect.stringContaining(newPassword));

    const short = await desk(["user", "password", "--email", "bob@example.com", "--password-stdin"], { stdin: piped("short\n") });
    expect(short).toEqual({ code: 1, out: "", err: "The password must have at least 12 characters. Nothing changed.\n" });
  });

  it("ends every session of someone", async () => {
    const sessions = [await signIn("ada@example.com", new Date(Date.now() - 60_000)), await signIn("ada@example.com")];
    const other = await signIn("bob@example.com");
    expect(await desk(["user", "sign-out", "--email", "ada@example.com"])).toEqual({
      code: 0,
      out: "Ended 2 sessions of ada@example.com.\n",
      err: "",
    });
    for (const session of sessions) expect(await sessionAlive(session)).toBe(false);
    expect(await sessionAlive(other)).toBe(true);
    expect((await desk(["user", "sign-out", "--email", "ada@example.com"])).out).toBe(
      "ada@example.com had no session open: nothing to end.\n",
    );
    expect((await auditLog()).at(-1)).toBe("cli | user-sign-out | user ada@example.com | ");
  });

  it("resets someone's authenticator apps and recovery codes for a lost phone, ending their sessions; it cannot enrol", async () => {
    const ada = await withStore(async (store) => {
      const user = (await store.desk.findUserByEmail("ada@example.com"))!;
      const id = await store.desk.startFactor({ userId: user.id, name: "", secretEncrypted: "sealed" });
      await store.desk.confirmFactor(id, user.id, "phone", 1, { actor: "ada@example.com", action: "factor-add", target: "", detail: "" });
      await store.desk.replaceRecoveryCodes(user.id, [{ salt: "s", codeHash: "h" }], {
        actor: "ada@example.com",
        action: "recovery-codes-made",
        target: "",
        detail: "",
      });
      return user;
    });
    const session = await signIn("ada@example.com");
    const other = await signIn("bob@example.com");
    expect(await desk(["reset-factors", "ADA@example.com"])).toEqual({
      code: 0,
      out:
        "Removed 1 second factor (apps and passkeys) and 1 recovery code of ada@example.com, and ended their sessions. " +
        "They sign in with their password and set up a new app if their role needs one.\n",
      err: "",
    });
    expect(await withStore((store) => store.desk.listFactors(ada.id))).toEqual([]);
    expect(await withStore((store) => store.desk.unusedRecoveryCodes(ada.id))).toEqual([]);
    expect(await sessionAlive(session)).toBe(false);
    expect(await sessionAlive(other)).toBe(true);
    expect((await auditLog()).at(-1)).toBe(
      "cli | factors-reset | user ada@example.com | authenticator apps, passkeys and recovery codes removed; sessions ended",
    );
    // The long form, with nothing left to remove.
    expect((await desk(["user", "reset-factors", "--email", "ada@example.com"])).out).toMatch(
      /^Removed 0 second factors \(apps and passkeys\) and 0 recovery codes/,
    );
    expect((await desk(["reset-factors"])).code).toBe(2);
    expect((await desk(["reset-factors", "nobody@example.com"])).code).toBe(1);
  });

  it("refuses an unknown address (exit 1)", async () => {
    for (const command of ["disable", "enable", "password", "sign-out"]) {
      expect(await desk(["user", command, "--email", "nobody@example.com"])).toEqual({
        code: 1,
        out: "",
        err: "Nobody with the e-mail address nobody@example.com has access to the desk (npm run desk -- user list).\n",
      });
    }
    expect((await desk(["user", "role", "--email", "nobody@example.com", "--role", "admin"])).code).toBe(1);
  });
});

describe("npm run desk: usage, settings and PostgreSQL", () => {
  it("explains bad arguments with exit code 2, and shows its help", async () => {
    for (const argv of [
      [],
      ["users", "list"],
      ["user"],
      ["user", "delete", "--email", "ada@example.com"],
      ["user", "list", "extra"],
      ["user", "list", "--email", "ada@example.com"],
      ["user", "list", "--password-stdin"],
      ["user", "disable", "--email", "ada@example.com", "--role", "admin"],
      ["user", "sign-out", "--email", "ada@example.com", "--password-stdin"],
      ["user", "enable", "--email", "ada@example.com", "--base-url", "https://example.com"],
      ["user", "list", "--frobnicate"],
    ]) {
      const result = await desk(argv);
      expect([argv, result.code]).toEqual([argv, 2]);
      expect(result.err).toContain("Usage: npm run desk -- user <command>");
    }
    const help = await desk(["--help"]);
    expect(help.code).toBe(0);
    for (const command of ["add", "list", "disable", "enable", "role", "password", "sign-out"]) {
      expect(help.out).toContain(`npm run desk -- user ${command}`);
    }
    expect(help.out).toContain("--base-url <url>    where the links point (default: https://www.nexora.example)");
    expect((await desk(["user", "add", "--help"])).code).toBe(0);
    expect(fs.existsSync(db)).toBe(false);
  });

  it("names a wrong setting like the server, with exit code 2", async () => {
    const { code, err } = await desk(["user", "list"], { env: { DATABASE_URL: "mysql://desk:s3cret@db/desk" } });
    expect(code).toBe(2);
    expect(err).toMatch(/^npm run desk cannot run: /);
    expect(err).not.toContain("s3cret");
  });

  it("uses DATABASE_PATH without --db", async () => {
    const result = await desk(["user", "add", "--email", "ada@example.com", "--role", "admin"], { env: { DATABASE_PATH: db }, where: [] });
    expect(result.code).toBe(0);
    expect((await withStore((store) => store.desk.listUsers())).map((u) => u.email)).toEqual(["ada@example.com"]);
  });

  it("keeps the desk's people in PostgreSQL with DATABASE_URL", async () => {
    const env = { DATABASE_URL: await testDatabase() };
    const added = await desk(["user", "add", "--email", "katherine@example.com", "--role", "admin"], { env, where: [] });
    expect(added.code).toBe(0);
    expect(added.out).toMatch(LINK);
    const stdin = piped(`${PASSWORD}\n`);
    expect((await desk(["user", "password", "--email", "KATHERINE@example.com", "--password-stdin"], { env, stdin, where: [] })).code).toBe(
      0,
    );
    expect((await desk(["user", "list"], { env, where: [] })).out).toMatch(/katherine@example\.com\s+admin\s+active\s+never/);
    const store = await openStore({ databasePath: "unused", databaseUrl: env.DATABASE_URL });
    try {
      expect(await checkPassword((await store.desk.findUserByEmail("katherine@example.com"))!.passwordHash, PASSWORD)).toBe(true);
      const actions = (await store.desk.listAudit({ limit: 10, offset: 0 })).rows.map((e) => `${e.actor} ${e.action}`).sort();
      expect(actions).toEqual(["cli user-add", "cli user-password-link", "cli user-password-set"]);
    } finally {
      await store.close();
    }
    expect(fs.existsSync(db)).toBe(false);
  });
});
