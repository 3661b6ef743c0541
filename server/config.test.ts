// @vitest-environment node
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  configErrorText,
  loadConfig,
  parseEnv,
  PROJECT_ROOT,
  proxyTrustWarning,
  settingsTable,
  VARIABLES,
  type VariableName,
} from "./config";
import { runServerToExit } from "./spawn-server";
import { channelNames } from "./outbox/config";

const SECRET = "0123456789abcdef0123";
const bucket = {
  MEDIA_BUCKET_URL: "https://pictures.s3.eu-central-1.amazonaws.com",
  MEDIA_BUCKET_KEY_ID: "AKIAEXAMPLE",
  MEDIA_BUCKET_SECRET: "bucket-secret",
};
const webhook = { LEADS_WEBHOOK_URL: "https://crm.example.com/hooks/leads", LEADS_WEBHOOK_SECRET: SECRET };

/** The problems `env` gives (none: []). */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("configuration", () => {
  it("has a default for everything, and no channel", () => {
    const config = loadConfig({});
    expect(config.server).toEqual({
      port: 3000,
      host: "0.0.0.0",
      buildDir: path.join(PROJECT_ROOT, "build"),
      mode: "production",
      trustProxy: false,
      logLevel: "info",
      searchRate: { burst: 30, perSecond: 2, totalPerSecond: 40 },
      renderQueueLimit: 100,
      contentPollMs: 1000,
      contentReleases: false,
    });
    expect(config.store).toEqual({
      databasePath: path.resolve("data/leads.sqlite"),
      databaseUrl: undefined,
      postgresTimeouts: { connectMs: 2_000, queryMs: 3_000, idleMs: 30_000 },
      sqliteListMs: 500,
      mediaBucket: undefined,
    });
    expect(config.outbox).toEqual({
      email: undefined,
      webhook: undefined,
      smtpUrl: undefined,
      from: undefined,
      siteUrl: "https://www.nexora.example",
      webhookTimeoutMs: 10_000,
      privateHooks: false,
      retry: { baseMs: 5_000, capMs: 900_000, maxAttempts: 50, maxAgeMs: 86_400_000 },
      pollMs: 5_000,
      leaseMs: 120_000,
    });
    expect(config.deskLoad).toEqual({ burst: 30, perSecond: 5, running: 2, startsPerSecond: 20, waiting: 64, exports: 2 });
    expect(loadConfig({ DESK_RATE_BURST: "5", DESK_RATE_PER_SECOND: "0.5", DESK_CONCURRENT_REQUESTS: "4" }).deskLoad).toMatchObject({
      burst: 5,
      perSecond: 0.5,
      running: 4,
    });
    expect(config.leads).toEqual({
      ...config.store,
      rateLimit: { limit: 5, windowMs: 600_000 },
      minFillMs: 2500,
      outbox: config.outbox,
      ipSalt: undefined,
      retentionDays: undefined,
      auditRetentionDays: 365,
    });
  });

  it("takes blank values as unset, and ignores variables it does not know", () => {
    const blank = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, "  "]));
    expect(loadConfig({ ...blank, SOMETHING_ELSE: "x" })).toEqual(loadConfig({}));
  });

  it("reads every variable into the options of the server, the store, the lead service and the outbox", () => {
    const config = loadConfig({
      PORT: " 8080 ",
      HOST: "127.0.0.1",
      BUILD_DIR: "build-x",
      NODE_ENV: "development",
      TRUST_PROXY: "1",
      LOG_LEVEL: " Debug ",
      DATABASE_URL: "postgresql://leads:pw@db.internal:5433/leads",
      DATABASE_PATH: "tmp/x.sqlite",
      PG_CONNECT_TIMEOUT_MS: "1500",
      PG_QUERY_TIMEOUT_MS: "2500",
      PG_IDLE_TIMEOUT_MS: "60000",
      SQLITE_LIST_TIMEOUT_MS: "250",
      ...bucket,
      MEDIA_BUCKET_REGION: "eu-central-1",
      LEADS_RETENTION_DAYS: "365",
      DESK_AUDIT_DAYS: "30",
      IP_HASH_SALT: "pepper",
      FORM_RATE_LIMIT: "1000",
      FORM_RATE_WINDOW_SECONDS: "60",
      FORM_MIN_FILL_MS: "0",
      SEARCH_RATE_BURST: "5",
      SEARCH_RATE_PER_SECOND: "0.5",
      SEARCH_RATE_TOTAL: "25",
      RENDER_QUEUE_LIMIT: "7",
      CONTENT_POLL_MS: "250",
      CONTENT_RELEASES: "on",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      LEADS_NOTIFY_TO: "sales@example.com, ceo@example.com",
      LEADS_NOTIFY_FROM: "web@example.com",
      SITE_URL: "https://nexora.example.org",
      ...webhook,
      LEADS_WEBHOOK_TIMEOUT_MS: "3000",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_CAP_MS: "800",
      OUTBOX_MAX_ATTEMPTS: "5",
      OUTBOX_MAX_AGE_HOURS: "2",
      OUTBOX_POLL_MS: "50",
      OUTBOX_LEASE_MS: "4000",
    });
    expect(config.server).toEqual({
      port: 8080,
      host: "127.0.0.1",
      buildDir: path.join(PROJECT_ROOT, "build-x"),
      mode: "development",
      trustProxy: 1,
      logLevel: "debug",
      searchRate: { burst: 5, perSecond: 0.5, totalPerSecond: 25 },
      renderQueueLimit: 7,
      contentPollMs: 250,
      contentReleases: true,
    });
    expect(config.store).toEqual({
      databasePath: path.resolve("tmp/x.sqlite"),
      databaseUrl: "postgresql://leads:pw@db.internal:5433/leads",
      postgresTimeouts: { connectMs: 1500, queryMs: 2500, idleMs: 60_000 },
      sqliteListMs: 250,
      mediaBucket: {
        url: bucket.MEDIA_BUCKET_URL,
        region: "eu-central-1",
        accessKeyId: bucket.MEDIA_BUCKET_KEY_ID,
        secretAccessKey: bucket.MEDIA_BUCKET_SECRET,
      },
    });
    expect(config.outbox).toEqual({
      email: { smtpUrl: "smtps://u:p@mail.example.com:465", to: "sales@example.com, ceo@example.com", from: "web@example.com" },
      confirm: { smtpUrl: "smtps://u:p@mail.example.com:465", from: "web@example.com", siteUrl: "https://nexora.example.org" },
      webhook: { url: webhook.LEADS_WEBHOOK_URL, secret: SECRET, timeoutMs: 3000 },
      smtpUrl: "smtps://u:p@mail.example.com:465",
      from: "web@example.com",
      siteUrl: "https://nexora.example.org",
      webhookTimeoutMs: 3000,
      privateHooks: false,
      retry: { baseMs: 100, capMs: 800, maxAttempts: 5, maxAgeMs: 7_200_000 },
      pollMs: 50,
      leaseMs: 4000,
    });
    expect(config.leads).toMatchObject({
      databaseUrl: config.store.databaseUrl,
      rateLimit: { limit: 1000, windowMs: 60_000 },
      minFillMs: 0,
      ipSalt: "pepper",
      retentionDays: 365,
      auditRetentionDays: 30,
    });
  });

  it("keeps :memory: as it is, and turns e-mail on only with both SMTP_URL and LEADS_NOTIFY_TO", () => {
    expect(loadConfig({ DATABASE_PATH: ":memory:" }).store.databasePath).toBe(":memory:");
    expect(channelNames(loadConfig({ SMTP_URL: "smtp://mail:25" }).outbox)).toEqual([]);
    expect(channelNames(loadConfig({ LEADS_NOTIFY_TO: "sales@example.com" }).outbox)).toEqual([]);
    expect(channelNames(loadConfig({ SMTP_URL: "smtp://mail:25", LEADS_NOTIFY_TO: "a@example.com" }).outbox)).toEqual(["email"]);
    expect(channelNames(loadConfig(webhook).outbox)).toEqual(["webhook"]);
    expect(loadConfig({ DESK_WEBHOOK_PRIVATE_HOSTS: "allow" }).outbox.privateHooks).toBe(true);
  });

  it.each([
    ["0", false],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["loopback", ["loopback"]],
    ["10.0.0.5, 10.0.0.0/8,uniquelocal", ["10.0.0.5", "10.0.0.0/8", "uniquelocal"]],
    ["::1,fd00::/8,linklocal", ["::1", "fd00::/8", "linklocal"]],
  ])("takes TRUST_PROXY=%s as %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).server.trustProxy).toEqual(expected);
  });

  it.each(["fatal", "error", "warn", "info", "debug", "trace", "silent", "WARN"])("takes LOG_LEVEL=%s", (level) => {
    expect(loadConfig({ LOG_LEVEL: level }).server.logLevel).toBe(level.toLowerCase());
  });
});

describe("TRUST_PROXY and HOST together", () => {
  const warning = (env: NodeJS.ProcessEnv) => proxyTrustWarning(loadConfig(env).server);

  it.each(["0.0.0.0", "::", "0:0:0:0:0:0:0:0"])("warns when a proxy is trusted on every interface (HOST=%s)", (host) => {
    for (const trust of ["1", "loopback", "10.0.0.0/8"]) {
      expect(warning({ TRUST_PROXY: trust, HOST: host })).toMatch(
        /^TRUST_PROXY is set while the server listens on every interface \(HOST=.*\): anyone who reaches this port directly can send X-Forwarded-For/,
      );
    }
    expect(warning({ TRUST_PROXY: "1" })).toContain("HOST=0.0.0.0"); // the default HOST
  });

  it.each([
    [{ TRUST_PROXY: "1", HOST: "127.0.0.1" }],
    [{ TRUST_PROXY: "loopback", HOST: "::1" }],
    [{ TRUST_PROXY: "1", HOST: "10.0.0.5" }],
    [{ HOST: "0.0.0.0" }],
    [{ TRUST_PROXY: "0", HOST: "::" }],
  ])("is quiet for one address, or without a trusted proxy (%o)", (env) => {
    expect(warning(env)).toBeUndefined();
  });
});

describe("wrong values", () => {
  it.each<[NodeJS.ProcessEnv, string]>([
    [{ PORT: "abc" }, "PORT=abc: expected a whole number from 1 to 65535."],
    [{ PORT: "0" }, "PORT=0: expected a whole number from 1 to 65535."],
    [{ PORT: "65536" }, "PORT=65536: expected a whole number from 1 to 65535."],
    [{ PORT: "80.5" }, "PORT=80.5: expected a whole number from 1 to 65535."],
    [{ PORT: "-1" }, "PORT=-1: expected a whole number from 1 to 65535."],
    [{ HOST: "my host" }, "HOST=my host: expected an IP address or a host name (0.0.0.0, 127.0.0.1, ::, localhost)."],
    [{ NODE_ENV: "staging" }, "NODE_ENV=staging: expected production, development or test."],
    [{ TRUST_PROXY: "yes" }, expect.stringMatching(/^TRUST_PROXY=yes: expected 0 \(no proxy\), the number of proxies in front/)],
    [{ TRUST_PROXY: "true" }, expect.stringMatching(/^TRUST_PROXY=true: expected 0 /)],
    [{ TRUST_PROXY: "10.0.0.0/33" }, expect.stringMatching(/^TRUST_PROXY=10\.0\.0\.0\/33: expected 0 /)],
    [{ TRUST_PROXY: "-1" }, expect.stringMatching(/^TRUST_PROXY=-1: expected 0 /)],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL=verbose: expected one of fatal, error, warn, info, debug, trace, silent."],
    [
      { DATABASE_URL: "mysql://x" },
      "DATABASE_URL: expected postgres://user:password@host:5432/database (or postgresql://…; unset it for SQLite at DATABASE_PATH), not mysql://….",
    ],
    [
      { DATABASE_URL: "db.internal/leads" },
      "DATABASE_URL: not a URL; expected postgres://user:password@host:5432/database (or postgresql://…; unset it for SQLite at DATABASE_PATH).",
    ],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL: not a URL; expected smtp://user:pass@host:587 or smtps://user:pass@host:465."],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL: expected smtp://user:pass@host:587 or smtps://user:pass@host:465, not http://…."],
    [
      { ...webhook, LEADS_WEBHOOK_URL: "http://crm.example.com/hook" },
      "LEADS_WEBHOOK_URL: expected an https:// URL (http:// only on localhost, 127.0.0.1 or [::1]).",
    ],
    [
      { ...webhook, LEADS_WEBHOOK_URL: "ftp://crm.example.com/hook" },
      "LEADS_WEBHOOK_URL: expected an https:// URL (http:// only on localhost, 127.0.0.1 or [::1]), not ftp://….",
    ],
    [
      { LEADS_WEBHOOK_URL: webhook.LEADS_WEBHOOK_URL },
      "LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL (the key receivers verify the signature with).",
    ],
    [{ LEADS_WEBHOOK_SECRET: SECRET }, "LEADS_WEBHOOK_SECRET: set without LEADS_WEBHOOK_URL."],
    [{ ...webhook, LEADS_WEBHOOK_SECRET: "short" }, "LEADS_WEBHOOK_SECRET: use at least 16 characters (e.g. openssl rand -hex 32)."],
    [{ FORM_RATE_LIMIT: "lots" }, "FORM_RATE_LIMIT=lots: expected a whole number ≥ 1."],
    [{ FORM_RATE_LIMIT: "-5" }, "FORM_RATE_LIMIT=-5: expected a whole number ≥ 1."],
    [{ FORM_RATE_WINDOW_SECONDS: "0" }, "FORM_RATE_WINDOW_SECONDS=0: expected a whole number ≥ 1."],
    [{ FORM_MIN_FILL_MS: "-1" }, "FORM_MIN_FILL_MS=-1: expected a whole number ≥ 0."],
    [{ FORM_MIN_FILL_MS: "2.5" }, "FORM_MIN_FILL_MS=2.5: expected a whole number ≥ 0."],
    [{ PG_CONNECT_TIMEOUT_MS: "50" }, "PG_CONNECT_TIMEOUT_MS=50: expected a whole number ≥ 100."],
    [{ PG_QUERY_TIMEOUT_MS: "soon" }, "PG_QUERY_TIMEOUT_MS=soon: expected a whole number ≥ 100."],
    [{ PG_IDLE_TIMEOUT_MS: "500" }, "PG_IDLE_TIMEOUT_MS=500: expected a whole number ≥ 1000."],
    [{ SQLITE_LIST_TIMEOUT_MS: "-1" }, "SQLITE_LIST_TIMEOUT_MS=-1: expected a whole number ≥ 0."],
    [
      { ...bucket, MEDIA_BUCKET_URL: "http://s3.example.com/pictures" },
      "MEDIA_BUCKET_URL=http://s3.example.com/pictures: expected an https:// URL (http:// only on localhost, 127.0.0.1 or [::1]).",
    ],
    [{ ...bucket, MEDIA_BUCKET_KEY_ID: undefined }, "MEDIA_BUCKET_KEY_ID: required with MEDIA_BUCKET_URL (the bucket's access key)."],
    [{ ...bucket, MEDIA_BUCKET_SECRET: undefined }, "MEDIA_BUCKET_SECRET: required with MEDIA_BUCKET_URL (the bucket's access key)."],
    [{ MEDIA_BUCKET_SECRET: "k" }, "MEDIA_BUCKET_SECRET: set without MEDIA_BUCKET_URL."],
    [{ LEADS_RETENTION_DAYS: "0" }, "LEADS_RETENTION_DAYS=0: expected a whole number ≥ 1."],
    [{ LEADS_RETENTION_DAYS: "-30" }, "LEADS_RETENTION_DAYS=-30: expected a whole number ≥ 1."],
    [{ LEADS_RETENTION_DAYS: "1.5" }, "LEADS_RETENTION_DAYS=1.5: expected a whole number ≥ 1."],
    [{ LEADS_RETENTION_DAYS: "forever" }, "LEADS_RETENTION_DAYS=forever: expected a whole number ≥ 1."],
    [{ DESK_AUDIT_DAYS: "0" }, "DESK_AUDIT_DAYS=0: expected a whole number ≥ 1."],
    [{ LEADS_WEBHOOK_TIMEOUT_MS: "50" }, "LEADS_WEBHOOK_TIMEOUT_MS=50: expected a whole number ≥ 100."],
    [{ OUTBOX_RETRY_BASE_MS: "soon" }, "OUTBOX_RETRY_BASE_MS=soon: expected a whole number ≥ 1."],
    [{ OUTBOX_RETRY_BASE_MS: "1000", OUTBOX_RETRY_CAP_MS: "500" }, "OUTBOX_RETRY_CAP_MS=500: must not be below OUTBOX_RETRY_BASE_MS=1000."],
    [{ OUTBOX_MAX_ATTEMPTS: "0" }, "OUTBOX_MAX_ATTEMPTS=0: expected a whole number ≥ 1."],
    [{ OUTBOX_MAX_AGE_HOURS: "1e3" }, "OUTBOX_MAX_AGE_HOURS=1e3: expected a whole number ≥ 1."],
    [{ OUTBOX_POLL_MS: "5" }, "OUTBOX_POLL_MS=5: expected a whole number ≥ 10."],
    [{ OUTBOX_LEASE_MS: "999" }, "OUTBOX_LEASE_MS=999: expected a whole number ≥ 1000."],
    [
      { ...webhook, OUTBOX_LEASE_MS: "5000", LEADS_WEBHOOK_TIMEOUT_MS: "5000" },
      "OUTBOX_LEASE_MS=5000: must be longer than LEADS_WEBHOOK_TIMEOUT_MS=5000, or a slow delivery could be claimed twice.",
    ],
  ])("%j → its own message", (env, message) => {
    expect(problems(env)).toEqual([message]);
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it("gives one message per bad variable, several for several, in the table's order", () => {
    const found = problems({
      LEADS_RETENTION_DAYS: "0",
      PORT: "abc",
      DATABASE_URL: "mysql://x",
      SMTP_URL: "mail.example.com",
      LEADS_NOTIFY_TO: "sales@example.com",
      LEADS_WEBHOOK_URL: "not a url",
      OUTBOX_RETRY_BASE_MS: "soon",
      OUTBOX_RETRY_CAP_MS: "0",
      LOG_LEVEL: "loud",
      FORM_MIN_FILL_MS: "-5",
    });
    expect(found.map((line) => line.split(/[=:]/)[0])).toEqual([
      "PORT",
      "LOG_LEVEL",
      "DATABASE_URL",
      "LEADS_RETENTION_DAYS",
      "FORM_MIN_FILL_MS",
      "SMTP_URL",
      "LEADS_WEBHOOK_URL",
      // The webhook without its secret: a second problem, for the other variable.
      "LEADS_WEBHOOK_SECRET",
      "OUTBOX_RETRY_BASE_MS",
      "OUTBOX_RETRY_CAP_MS",
    ]);
    expect(found).toContain("LEADS_WEBHOOK_SECRET: required with LEADS_WEBHOOK_URL (the key receivers verify the signature with).");
    // A check between two variables waits until both parse: no "cap below base" with a base that is not a number.
    expect(found.filter((line) => line.startsWith("OUTBOX_RETRY_CAP_MS"))).toEqual(["OUTBOX_RETRY_CAP_MS=0: expected a whole number ≥ 1."]);
    expect(configErrorText(new ConfigError(found)).split("\n")[0]).toBe(
      "The server cannot start: 10 settings are wrong (see docs/settings.md):",
    );
  });

  it("takes a search rate above 0, whole or decimal", () => {
    expect(loadConfig({ SEARCH_RATE_PER_SECOND: "0.25" }).server.searchRate).toEqual({ burst: 30, perSecond: 0.25, totalPerSecond: 40 });
    for (const value of ["0", "0.0", "-1", "1/s", ".5", "1e3"]) {
      expect(problems({ SEARCH_RATE_PER_SECOND: value })).toEqual([`SEARCH_RATE_PER_SECOND=${value}: expected a number above 0 (2, 0.5).`]);
    }
    expect(problems({ SEARCH_RATE_BURST: "0", RENDER_QUEUE_LIMIT: "x" })).toEqual([
      "SEARCH_RATE_BURST=0: expected a whole number ≥ 1.",
      "RENDER_QUEUE_LIMIT=x: expected a whole number ≥ 1.",
    ]);
  });

  it("allows an http:// webhook on loopback only", () => {
    for (const url of [
      "http://127.0.0.1:9000/hook",
      "http://localhost/hook",
      "http://[::1]:8080/hooks/leads",
      "https://crm.example.com/hook",
    ]) {
      expect(loadConfig({ ...webhook, LEADS_WEBHOOK_URL: url }).outbox.webhook?.url).toBe(url);
    }
    for (const url of [
      "http://crm.example.com/hook",
      "http://10.0.0.5/hook",
      "http://127.0.0.2/hook",
      "http://localhost.example.com/hook",
    ]) {
      expect(problems({ ...webhook, LEADS_WEBHOOK_URL: url })).toEqual([
        expect.stringMatching(/^LEADS_WEBHOOK_URL: expected an https:\/\/ URL/),
      ]);
    }
  });

  it("never repeats a value that may hold a password or a key", () => {
    const found = problems({
      DATABASE_URL: "mysql://leads:s3cret-db@db/leads",
      SMTP_URL: "http://u:s3cret-mail@mail",
      LEADS_WEBHOOK_URL: "http://hooks.example.com/s3cret-token",
      LEADS_WEBHOOK_SECRET: "s3cret-short",
      IP_HASH_SALT: "s3cret-salt",
      PORT: "abc",
    });
    expect(found).toHaveLength(5);
    expect(found.join("\n")).not.toContain("s3cret");
    expect(found).toContain("PORT=abc: expected a whole number from 1 to 65535.");
  });
});

describe("the server with wrong settings", () => {
  it("stops at start with exit code 1, one JSON log line per bad variable and no stack trace", async () => {
    // None of the settings this shell may have: only the three wrong ones (LOG_LEVEL among them).
    const unset = Object.fromEntries(Object.keys(VARIABLES).map((name) => [name, undefined]));
    const run = await runServerToExit({
      ...unset,
      PORT: "abc",
      LOG_LEVEL: "silent-ish",
      DATABASE_URL: "mysql://x",
      BUILD_DIR: "build-config",
    });
    expect(run.signal).toBeNull();
    expect(run.code).toBe(1);
    expect(run.stderr).toBe("");
    const lines = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map(({ level, variable, msg }) => ({ level, variable, msg }))).toEqual([
      { level: "fatal", variable: undefined, msg: "The server cannot start: 3 settings are wrong (see docs/settings.md):" },
      { level: "fatal", variable: "PORT", msg: "PORT=abc: expected a whole number from 1 to 65535." },
      {
        level: "fatal",
        variable: "LOG_LEVEL",
        msg: "LOG_LEVEL=silent-ish: expected one of fatal, error, warn, info, debug, trace, silent.",
      },
      {
        level: "fatal",
        variable: "DATABASE_URL",
        msg: "DATABASE_URL: expected postgres://user:password@host:5432/database (or postgresql://…; unset it for SQLite at DATABASE_PATH), not mysql://….",
      },
    ]);
    expect(lines.every((line) => typeof line.time === "string")).toBe(true);
    expect(run.stdout).not.toMatch(/\bat .*\(.*:\d+:\d+\)/);
  }, 60_000);
});

const SETTINGS_DOC = "docs/settings.md";

/** The lines of the first table after `heading` in docs/settings.md (header and separator included). */
function settingsDocTable(heading: string): string[] {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, SETTINGS_DOC), "utf8");
  const start = doc.split("\n").findIndex((line) => line.trim() === heading);
  expect(start, `${SETTINGS_DOC} has no "${heading}" heading`).toBeGreaterThanOrEqual(0);
  const lines = doc.split("\n").slice(start + 1);
  const first = lines.findIndex((line) => line.startsWith("|"));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith("|"));
  return lines.slice(first, end === -1 ? undefined : end);
}

describe(SETTINGS_DOC, () => {
  const names = (rows: string[]) => rows.slice(2).map((row) => /^\| `([A-Z0-9_]+)`/.exec(row)?.[1] ?? row);

  it("lists exactly the variables config.ts declares in its settings table", () => {
    const listed = names(settingsDocTable("# Settings"));
    const declared = Object.keys(VARIABLES);
    expect(
      listed.filter((name) => !declared.includes(name)),
      `in ${SETTINGS_DOC} but not in server/config.ts`,
    ).toEqual([]);
    expect(
      declared.filter((name) => !listed.includes(name)),
      `in server/config.ts but not in ${SETTINGS_DOC}`,
    ).toEqual([]);
  });

  it("has each variable's default and description from config.ts (node --import tsx server/config.ts prints the table)", () => {
    // Compared cell by cell: the formatter pads the document's columns to one width.
    const cells = (rows: string[]) => rows.map((row) => row.split("|").map((cell) => cell.trim().replace(/^-+$/, "-")));
    expect(cells(settingsDocTable("# Settings"))).toEqual(cells(settingsTable().trimEnd().split("\n")));
    for (const name of Object.keys(VARIABLES) as VariableName[]) expect(VARIABLES[name].description).not.toMatch(/[|\n]/);
  });

  it("lists every variable the tools, the tests and the build read for themselves, in the second table", () => {
    const listed = new Set([
      ...names(settingsDocTable("# Settings")),
      ...names(settingsDocTable("## For the project's own tests and benchmarks")),
    ]);
    const read = new Map<string, string>();
    const files = [
      ...fs.readdirSync(PROJECT_ROOT).filter((f) => /\.config\.ts$/.test(f)),
      ...["scripts", "tests", "app"].flatMap((dir) =>
        fs.readdirSync(path.join(PROJECT_ROOT, dir), { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f)),
      ),
      "server/spawn-server.ts",
    ].filter((f) => /\.(tsx?|mjs)$/.test(f));
    for (const file of files) {
      const text = fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8");
      // (import.meta.env is Vite's, not the environment's.)
      for (const match of text.matchAll(
        /process\.env\.([A-Z][A-Z0-9_]*)|(?<!meta\.)\benv\.([A-Z][A-Z0-9_]*)|wholeNumberEnv\("([A-Z][A-Z0-9_]*)"/g,
      )) {
        read.set(match[1] ?? match[2] ?? match[3], file);
      }
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter(([name]) => !listed.has(name)).map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });
});

describe("who reads the environment", () => {
  it("is config.ts alone in the server and the leads CLI", () => {
    const runtime = [
      "server.ts",
      ...fs.readdirSync(path.join(PROJECT_ROOT, "server"), { recursive: true, encoding: "utf8" }).map((f) => path.join("server", f)),
      ...fs.readdirSync(path.join(PROJECT_ROOT, "app/forms"), { recursive: true, encoding: "utf8" }).map((f) => path.join("app/forms", f)),
    ].filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    // spawn-server.ts passes the test's environment on to the server it starts. Handing
    // process.env to loadConfig (the CLI's default) is no read: only a variable taken out is.
    const allowed = new Set(["server/config.ts", "server/spawn-server.ts"]);
    const reads = /process\.env\s*(\.|\[)|\benv\s*(\.[A-Z]|\[)/;
    expect(runtime.length).toBeGreaterThan(20);
    expect(runtime.filter((file) => !allowed.has(file) && reads.test(fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")))).toEqual([]);
    // …which the check would see:
    expect(["process.env.PORT", "process.env['PORT']", "env.DATABASE_URL", "env[name]"].every((text) => reads.test(text))).toBe(true);
  });
});
