// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openStore } from "../store";
import { testDatabase } from "../../tests/support/postgres-for-tests";
import { csvCell, parseLeadsArgs, parseSince, runLeads, toCsv, toTable } from "./leads";

const now = new Date("2025-06-10T12:00:00Z");

describe("arguments", () => {
  it("understand relative and absolute times", () => {
    expect(parseSince("30m", now).toISOString()).toBe("2025-06-10T11:30:00.000Z");
    expect(parseSince("24h", now).toISOString()).toBe("2025-06-09T12:00:00.000Z");
    expect(parseSince("7d", now).toISOString()).toBe("2025-06-03T12:00:00.000Z");
    expect(parseSince("2025-01-31", now).toISOString()).toBe("2025-01-31T00:00:00.000Z");
    expect(parseSince("2025-01-31T09:15:00Z", now).toISOString()).toBe("2025-01-31T09:15:00.000Z");
    expect(() => parseSince("yesterday", now)).toThrow(/not a time/);
  });

  const store = (env: NodeJS.ProcessEnv = {}) => loadConfig(env).store;

  it("default to a table of the 50 newest, from DATABASE_PATH", () => {
    expect(parseLeadsArgs([], store({ DATABASE_PATH: "x/leads.sqlite" }))).toMatchObject({
      format: "table",
      limit: 50,
      db: path.resolve("x/leads.sqlite"),
    });
    expect(parseLeadsArgs(["--format", "csv"], store()).limit).toBeUndefined();
    expect(parseLeadsArgs([], store()).databaseUrl).toBeUndefined();
    expect(parseLeadsArgs(["--db", "y.sqlite"], store({ DATABASE_PATH: "x/leads.sqlite" })).db).toBe(path.resolve("y.sqlite"));
  });

  it("read DATABASE_URL (PostgreSQL) like the server", () => {
    expect(parseLeadsArgs([], store({ DATABASE_URL: " postgres://leads@db.internal/leads " })).databaseUrl).toBe(
      "postgres://leads@db.internal/leads",
    );
  });

  it.each([
    [["--kind", "newsletter"], /--kind/],
    [["--format", "xml"], /--format/],
    [["--limit", "0"], /--limit/],
    [["--frobnicate"], /Unknown option/],
  ])("refuse %j", (argv, message) => {
    expect(() => parseLeadsArgs(argv, store())).toThrow(message);
  });
});

describe("CSV", () => {
  it("quotes what needs quoting and defuses spreadsheet formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("+49 30 1234567")).toBe("+49 30 1234567");
    expect(csvCell(null)).toBe("");
  });
});

describe("npm run leads", () => {
  let dir: string;
  let db: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
    db = path.join(dir, "leads.sqlite");
    const store = await openStore({ databasePath: db });
    const lead = { page: "/contact", ipHash: "h" };
    await store.insertLeads(
      [
        {
          ...lead,
          kind: "contact",
          fields: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: 'Hi,\nquote "please"' },
        },
      ],
      [],
      new Date(Date.now() - 3 * 86_400_000),
    );
    await store.insertLeads(
      [{ ...lead, kind: "quote", fields: { name: "Grace Hopper", email: "grace@example.com", phone: "+1 555 0100", message: "Cloud 👩🏽‍💻" } }],
      [],
    );
    await store.insertLeads([{ ...lead, kind: "subscribe", fields: { email: "alan@example.com" } }], []);
    await store.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  async function run(...argv: string[]) {
    let out = "";
    let err = "";
    const code = await runLeads([...argv, "--db", db], { out: (t) => (out += t), err: (t) => (err += t) }, {});
    return { code, out, err };
  }

  it("prints a readable table, newest first", async () => {
    const { code, out } = await run();
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Kind\s+Status\s+Name\s+Email\s+Phone\s+Message$/);
    expect(lines[2]).toMatch(/^3\s.*subscribe\s+new\s+alan@example.com/);
    expect(lines[3]).toMatch(/quote\s+new\s+Grace Hopper\s+grace@example.com\s+\+1 555 0100\s+Cloud 👩🏽‍💻$/);
    expect(lines[4]).toMatch(/contact.*Ada Lovelace.*Hi, quote "please"$/);
    expect(out).toContain("3 leads.");
  });

  it("prints what a visitor wrote without letting it drive the terminal (escapes, direction overrides)", () => {
    const row = {
      id: 9,
      createdAt: "2026-01-01T10:00:00.000Z",
      kind: "contact",
      status: "new",
      firstName: "\u202egnp",
      lastName: "",
      name: "",
      email: "x@example.com",
      phone: "",
      subject: "\u001b[2J",
      message: "Hi\u2066 there",
      page: "/contact",
      notifiedAt: null,
    } as const;
    const table = toTable([row as unknown as Parameters<typeof toTable>[0][number]]);
    expect(table).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u202a-\u202e\u2066-\u2069]/);
    expect(table).toContain("?gnp");
    expect(table).toContain("?[2J: Hi? there");
  });

  it("filters by kind and time", async () => {
    expect((await run("--kind", "quote", "--format", "json")).out).toContain("Grace Hopper");
    expect(JSON.parse((await run("--kind", "quote", "--format", "json")).out)).toHaveLength(1);
    expect(JSON.parse((await run("--since", "1d", "--format", "json")).out).map((r: { kind: string }) => r.kind)).toEqual([
      "subscribe",
      "quote",
    ]);
  });

  it("exports JSON with the exact stored text", async () => {
    const rows = JSON.parse((await run("--format", "json")).out);
    expect(rows[2]).toMatchObject({ kind: "contact", firstName: "Ada", message: 'Hi,\nquote "please"', status: "new" });
  });

  it("exports CSV with a header row and one record per lead", async () => {
    const csv = (await run("--format", "csv")).out;
    expect(csv.startsWith("id,received_at,kind,status,first_name,last_name,name,email,phone,subject,message,page,notified_at\r\n")).toBe(
      true,
    );
    expect(csv).toContain('"Hi,\nquote ""please"""');
    expect(csv).toBe(toCsv(JSON.parse((await run("--format", "json")).out)));
  });

  it("writes to a file with --out", async () => {
    const file = path.join(dir, "out.csv");
    const { out, err } = await run("--format", "csv", "--out", file);
    expect(out).toBe("");
    expect(err).toBe(`Wrote 3 leads to ${file}.\n`);
    expect(fs.readFileSync(file, "utf8").split("\r\n")).toHaveLength(5);
  });

  it("says so when there is no database yet, and does not create one", async () => {
    let err = "";
    const missing = path.join(dir, "missing.sqlite");
    const code = await runLeads(["--db", missing], { out: () => undefined, err: (t) => (err += t) }, {});
    expect(code).toBe(0);
    expect(err).toMatch(/No database/);
    expect(fs.existsSync(missing)).toBe(false);
  });

  it("reads PostgreSQL with DATABASE_URL", async () => {
    const url = await testDatabase();
    const store = await openStore({ databasePath: "unused", databaseUrl: url });
    await store.insertLeads(
      [{ page: "/contact", ipHash: "h", kind: "quote", fields: { name: "Katherine Johnson", email: "kj@example.com", message: "Orbits" } }],
      [],
    );
    await store.close();
    let out = "";
    const code = await runLeads(["--format", "json"], { out: (t) => (out += t), err: () => undefined }, { DATABASE_URL: url });
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject([{ kind: "quote", name: "Katherine Johnson", message: "Orbits" }]);
  });

  it("says so when PostgreSQL cannot be reached (exit code 1, no password shown)", async () => {
    let err = "";
    const code = await runLeads(
      [],
      { out: () => undefined, err: (t) => (err += t) },
      { DATABASE_URL: "postgres://leads:s3cret@127.0.0.1:1/leads" },
    );
    expect(code).toBe(1);
    expect(err).toMatch(/Cannot open the leads database \(PostgreSQL 127\.0\.0\.1:1\/leads\): .*ECONNREFUSED/);
    expect(err).not.toContain("s3cret");
  });

  it("names each wrong setting like the server, with exit code 2, before touching the database", async () => {
    let out = "";
    let err = "";
    const env = { DATABASE_URL: "mysql://leads:s3cret@db/leads", FORM_RATE_LIMIT: "lots" };
    const code = await runLeads(["--db", db], { out: (t) => (out += t), err: (t) => (err += t) }, env);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err.split("\n")).toEqual([
      "npm run leads cannot run: 2 settings are wrong (see docs/settings.md):",
      "DATABASE_URL: expected postgres://user:password@host:5432/database (or postgresql://…; unset it for SQLite at DATABASE_PATH), not mysql://….",
      "FORM_RATE_LIMIT=lots: expected a whole number ≥ 1.",
      "",
    ]);
    expect(err).not.toContain("s3cret");
    for (const command of ["backup", "erase", "outbox", "retry"]) {
      expect(await runLeads([command, "--db", db], { out: () => undefined, err: () => undefined }, env)).toBe(2);
    }
  });

  it("explains bad arguments with exit code 2", async () => {
    const { code, err } = await run("--format", "xml");
    expect(code).toBe(2);
    expect(err).toContain("Usage: npm run leads");
  });
});
