// Every environment variable, declared once with its default and description; nothing else reads process.env.
// Values that may hold a password or key are never repeated in a message. The first table of docs/settings.md is settingsTable()'s output (config.test.ts).
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { LevelWithSilent } from "pino";
import type { DeskSettings } from "./desk/router";
import { DEFAULT_DESK_LOAD, type DeskLoad } from "./desk/load-limit";
import { FACTOR_KEY, TWO_FACTOR_POLICIES } from "./desk/factor-policy";
import { validTimeZone } from "./desk/zoned-time";
import { z } from "zod";
import { site } from "../app/content/site";
import type { LeadServiceOptions } from "./lead-service";
import { createLogger, LOG_LEVELS } from "./logger";
import { DEFAULT_RETRY_POLICY } from "./outbox/backoff";
import type { OutboxConfig } from "./outbox/config";
import type { StoreOptions } from "./store";
import { DEFAULT_POSTGRES_TIMEOUTS } from "./store/postgres";
import { LIST_BUDGET_MS } from "./store/sqlite-desk";

// BUILD_DIR is relative to it.
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Blank counts as unset.
const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

function wholeNumber(min: number, max?: number) {
  const expected = max === undefined ? `expected a whole number ≥ ${min}` : `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, expected)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, expected)
        .max(max ?? Number.MAX_SAFE_INTEGER, expected),
    );
}

// A rate: `0.5`, `2`.
const positiveDecimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/, "expected a number above 0 (2, 0.5)")
  .transform(Number)
  .pipe(z.number().gt(0, "expected a number above 0 (2, 0.5)"));

function url(protocols: string[], expected: string, check: (url: URL) => boolean = () => true) {
  return z.string().superRefine((value, ctx) => {
    if (!URL.canParse(value)) {
      ctx.addIssue({ code: "custom", message: `not a URL; expected ${expected}` });
      return;
    }
    const parsed = new URL(value);
    if (!protocols.includes(parsed.protocol)) ctx.addIssue({ code: "custom", message: `expected ${expected}, not ${parsed.protocol}//…` });
    else if (!check(parsed)) ctx.addIssue({ code: "custom", message: `expected ${expected}` });
  });
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// The forms of Express's "trust proxy" that are safe here: see TRUST_PROXY below.
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry) || net.isIP(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  return rest.length === 0 && family !== 0 && /^\d{1,3}$/.test(prefix ?? "") && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  if (value === "0" || value.toLowerCase() === "false") return false;
  if (/^\d{1,3}$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: "custom",
    message:
      "expected 0 (no proxy), the number of proxies in front (1, 2, …), or their addresses or subnets, comma-separated (10.0.0.5, 10.0.0.0/8, loopback, linklocal, uniquelocal)",
  });
  return z.NEVER;
});

const logLevel = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => (LOG_LEVELS as readonly string[]).includes(value), `expected one of ${LOG_LEVELS.join(", ")}`)
  .transform((value) => value as LevelWithSilent);

const hostName = z
  .string()
  .refine(
    (value) => net.isIP(value) !== 0 || /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value),
    "expected an IP address or a host name (0.0.0.0, 127.0.0.1, ::, localhost)",
  );

interface Variable<S extends z.ZodType> {
  /** Gets the trimmed value, undefined when unset or blank. */
  schema: S;
  description: string;
  shownDefault?: string;
  /** May hold a password or a key: never repeat it in a message. */
  secret?: boolean;
}

function variable<S extends z.ZodType>(schema: S, description: string, extra: Omit<Variable<S>, "schema" | "description"> = {}) {
  return { schema: z.preprocess(trimmed, schema), description, ...extra };
}

export const VARIABLES = {
  PORT: variable(wholeNumber(1, 65535).default(3000), "TCP port the server listens on (1–65535)"),
  HOST: variable(hostName.default("0.0.0.0"), "address the server listens on: `0.0.0.0` every interface, `127.0.0.1` this machine only"),
  BUILD_DIR: variable(
    z.string().default("build"),
    "the production build the server serves, relative to the project (`npm run build` writes it there too)",
  ),
  NODE_ENV: variable(
    z.enum(["production", "development", "test"], { error: "expected production, development or test" }).default("production"),
    "React Router's mode: `production` (`npm start` sets it), `development` or `test`",
  ),
  TRUST_PROXY: variable(
    trustProxy.default(false),
    "proxies whose `X-Forwarded-For` gives the visitor's address: their number (`1` behind one load balancer) or addresses/subnets (`10.0.0.0/8,loopback`); `0` none",
    { shownDefault: "`0` (none)" },
  ),
  LOG_LEVEL: variable(
    logLevel.default("info"),
    `least severe level logged: ${LOG_LEVELS.slice(0, -1)
      .map((l) => `\`${l}\``)
      .join(", ")} or \`${LOG_LEVELS.at(-1)}\``,
  ),
  DATABASE_URL: variable(
    url(
      ["postgres:", "postgresql:"],
      "postgres://user:password@host:5432/database (or postgresql://…; unset it for SQLite at DATABASE_PATH)",
    ).optional(),
    "`postgres://user:password@host:5432/database` (or `postgresql://…`): the leads in PostgreSQL, shared by every instance, instead of SQLite",
    { shownDefault: "— (SQLite)", secret: true },
  ),
  DATABASE_PATH: variable(
    z.string().default("data/leads.sqlite"),
    "the SQLite file (created with its folder at start), when there is no `DATABASE_URL`",
    {
      shownDefault: "`./data/leads.sqlite`",
    },
  ),
  SQLITE_LIST_TIMEOUT_MS: variable(
    wholeNumber(0).default(LIST_BUDGET_MS),
    "without `DATABASE_URL`: a desk list (leads, comments, deliveries, audit) reads for at most this, then the desk asks for a narrower one (503); SQLite's reads hold the server meanwhile",
  ),
  PG_CONNECT_TIMEOUT_MS: variable(
    wholeNumber(100).default(DEFAULT_POSTGRES_TIMEOUTS.connectMs),
    "with `DATABASE_URL`: a connection to PostgreSQL (or a free one in the pool) within this, or the post gets 503",
  ),
  PG_QUERY_TIMEOUT_MS: variable(
    wholeNumber(100).default(DEFAULT_POSTGRES_TIMEOUTS.queryMs),
    "with `DATABASE_URL`: a statement's answer within this, or it is cancelled (a silent server: given up 0.5 s later) and the post gets 503",
  ),
  PG_IDLE_TIMEOUT_MS: variable(
    wholeNumber(1000).default(DEFAULT_POSTGRES_TIMEOUTS.idleMs),
    "with `DATABASE_URL`: a pooled connection unused this long is closed",
  ),
  MEDIA_BUCKET_URL: variable(
    url(
      ["https:", "http:"],
      "an https:// URL (http:// only on localhost, 127.0.0.1 or [::1])",
      (u) => (u.protocol === "https:" || LOOPBACK_HOSTS.has(u.hostname)) && !u.username && !u.search && !u.hash,
    ).optional(),
    "an S3-compatible bucket for the desk's pictures: `https://<bucket>.s3.<region>.amazonaws.com` or `https://host/<bucket>`; without it they are kept in the database; needs the two keys below",
  ),
  MEDIA_BUCKET_REGION: variable(
    z.string().min(1).default("us-east-1"),
    "with `MEDIA_BUCKET_URL`: the region its signatures name (`auto` for some providers)",
  ),
  MEDIA_BUCKET_KEY_ID: variable(z.string().min(1).optional(), "with `MEDIA_BUCKET_URL`: the access key's id", { secret: true }),
  MEDIA_BUCKET_SECRET: variable(z.string().min(1).optional(), "with `MEDIA_BUCKET_URL`: the access key's secret", { secret: true }),
  LEADS_RETENTION_DAYS: variable(
    wholeNumber(1).optional(),
    "leads older than this many days are deleted when the server starts and then daily, with their notifications",
    { shownDefault: "— (keep forever)" },
  ),
  DESK_AUDIT_DAYS: variable(
    wholeNumber(1).default(365),
    "the desk's audit entries older than this many days are deleted when the server starts and then daily",
  ),
  IP_HASH_SALT: variable(
    z.string().optional(),
    "salt of the visitors' IP hashes; by default a random one is created and kept in the database",
    {
      shownDefault: "— (random)",
      secret: true,
    },
  ),
  FORM_RATE_LIMIT: variable(
    wholeNumber(1).default(5),
    "leads per visitor (IP) and form kind within the window; then 429 with `Retry-After`",
  ),
  FORM_RATE_WINDOW_SECONDS: variable(wholeNumber(1).default(600), "the rate limit's window, in seconds"),
  FORM_MIN_FILL_MS: variable(
    wholeNumber(0).default(2500),
    "a form sent sooner than this after the server's start token is a bot's: normal answer, nothing stored",
  ),
  SEARCH_RATE_BURST: variable(
    wholeNumber(1).default(30),
    "searches (`/search`) one visitor (IP; IPv6 by /64) may make at once; then 429 with `Retry-After`",
  ),
  SEARCH_RATE_PER_SECOND: variable(
    positiveDecimal.default(2),
    "searches per second a visitor's allowance refills by (`0.5`: one every 2 s), up to `SEARCH_RATE_BURST`",
  ),
  SEARCH_RATE_TOTAL: variable(
    wholeNumber(1).default(40),
    "searches per second one instance runs for all visitors together; more get 503 with `Retry-After`, so searches cannot take the CPU the probes and pages need",
  ),
  RENDER_QUEUE_LIMIT: variable(
    wholeNumber(1).default(100),
    "page requests waiting their turn to be rendered (search, other casings, 404s; one starts per event-loop turn), at most; more get 503 with `Retry-After`",
  ),
  CONTENT_POLL_MS: variable(
    wholeNumber(0).default(1000),
    "how often (milliseconds) an instance looks for a newer content revision in the store and switches its pages to it; 0: only at start, and no scheduled publishes run on it",
  ),
  COMPANY_TIME_ZONE: variable(
    z.string().refine(validTimeZone, { error: "expected a time zone name such as Europe/Berlin" }).default("UTC"),
    "the company's time zone (an IANA name such as `Europe/Berlin`): the desk shows and takes scheduled publishing times in it, shows leads' times in it and filters the inbox by its days",
  ),
  CONTENT_RELEASES: variable(
    z.enum(["on", "off"], { error: "expected on or off" }).default("off"),
    "`on` behind the nginx edge: each content revision's pages are written to `build/client/_releases/`, whose `current` link the edge serves them from (docs/running-it-for-real.md); `off`: the edge leaves pages to Node",
  ),
  SMTP_URL: variable(
    url(["smtp:", "smtps:"], "smtp://user:pass@host:587 or smtps://user:pass@host:465").optional(),
    "mail server for the lead e-mails (with `LEADS_NOTIFY_TO`) and the subscribers' confirmation e-mails (double opt-in, always with it): `smtp://user:pass@mail.example.com:587` or `smtps://…:465`",
    { secret: true },
  ),
  LEADS_NOTIFY_TO: variable(z.string().optional(), "recipients of the lead e-mails, comma-separated; with `SMTP_URL`"),
  LEADS_NOTIFY_FROM: variable(z.string().optional(), "sender of the lead and confirmation e-mails", {
    shownDefault: '`"Nexora website" <no-reply@nexora.example>`',
  }),
  SITE_URL: variable(
    url(["https:", "http:"], "the site's public address, https://www.example.com").default(() => site().website.url),
    "the site's public address: the links in the subscribers' confirmation e-mails point there, and the desk's passkeys work at its host only",
  ),
  LEADS_WEBHOOK_URL: variable(
    url(
      ["https:", "http:"],
      "an https:// URL (http:// only on localhost, 127.0.0.1 or [::1])",
      (u) => u.protocol === "https:" || LOOPBACK_HOSTS.has(u.hostname),
    ).optional(),
    "each new lead is POSTed there as signed JSON: `https://…` (`http://` only on localhost, 127.0.0.1, [::1]); needs `LEADS_WEBHOOK_SECRET`",
    { secret: true },
  ),
  LEADS_WEBHOOK_SECRET: variable(
    z.string().min(16, "use at least 16 characters (e.g. openssl rand -hex 32)").optional(),
    "key of the webhook's HMAC-SHA256 signature, ≥ 16 characters (`openssl rand -hex 32`); only with `LEADS_WEBHOOK_URL`",
    { secret: true },
  ),
  LEADS_WEBHOOK_TIMEOUT_MS: variable(wholeNumber(100).default(10_000), "per webhook attempt; no 2xx answer within it is a failed attempt"),
  DESK_WEBHOOK_PRIVATE_HOSTS: variable(
    z.enum(["refuse", "allow"], { error: "expected refuse or allow" }).default("refuse"),
    "`allow`: a webhook set in the desk (Notifications) may point at this machine or a private network (tests, development); `refuse`: only at the internet, checked at each delivery",
  ),
  OUTBOX_RETRY_BASE_MS: variable(
    wholeNumber(1).default(DEFAULT_RETRY_POLICY.baseMs),
    "wait after a delivery's first failure; doubles each time (a random half of it is taken off)",
  ),
  OUTBOX_RETRY_CAP_MS: variable(
    wholeNumber(1).default(DEFAULT_RETRY_POLICY.capMs),
    "longest wait between attempts (15 min); not below `OUTBOX_RETRY_BASE_MS`",
  ),
  OUTBOX_MAX_ATTEMPTS: variable(
    wholeNumber(1).default(DEFAULT_RETRY_POLICY.maxAttempts),
    "a delivery is marked `failed` after this many attempts",
  ),
  OUTBOX_MAX_AGE_HOURS: variable(
    wholeNumber(1).default(DEFAULT_RETRY_POLICY.maxAgeMs / 3_600_000),
    "no attempt later than this after the lead arrived; then `failed`",
  ),
  DESK_IDLE_HOURS: variable(wholeNumber(1, 168).default(8), "a desk session unused this long ends (`/desk`)"),
  DESK_SESSION_DAYS: variable(wholeNumber(1, 90).default(7), "a desk session ends this long after its sign-in, used or not"),
  DESK_SIGNIN_ATTEMPTS: variable(
    wholeNumber(1).default(10),
    "wrong passwords for one desk account within the window; the next attempt gets 429, from any address",
  ),
  DESK_SIGNIN_CLIENT_ATTEMPTS: variable(
    wholeNumber(1).default(30),
    "failed desk sign-ins from one address (IP) within the window, whatever the accounts; then 429",
  ),
  DESK_SIGNIN_WINDOW_MINUTES: variable(wholeNumber(1).default(15), "the window of the two desk sign-in limits, in minutes"),
  DESK_TWO_FACTOR: variable(
    z.enum(TWO_FACTOR_POLICIES, { error: "expected publishers, everyone or optional" }).default("publishers"),
    "who must sign in to the desk with a second factor (an authenticator app): `publishers` (publishers and admins), `everyone`, or `optional`; who must and has none sets one up at sign-in",
  ),
  DESK_FACTOR_KEY: variable(
    z.string().regex(FACTOR_KEY, { error: "expected 64 hexadecimal characters (openssl rand -hex 32)" }).optional(),
    "64 hexadecimal characters (`openssl rand -hex 32`): the key the desk's authenticator secrets are encrypted with (AES-256-GCM), the same on every instance; unset, a key is kept in `desk-factor.key` beside the SQLite file (or in `./data`)",
    { shownDefault: "— (a key file)", secret: true },
  ),
  DESK_RATE_BURST: variable(
    wholeNumber(1).default(DEFAULT_DESK_LOAD.burst),
    "desk requests one session (before sign-in: one address) may make at once; past them 429, refilled by `DESK_RATE_PER_SECOND`",
  ),
  DESK_RATE_PER_SECOND: variable(
    positiveDecimal.default(DEFAULT_DESK_LOAD.perSecond),
    "desk requests per second a session's allowance refills by",
  ),
  DESK_REQUESTS_PER_SECOND: variable(
    positiveDecimal.default(DEFAULT_DESK_LOAD.startsPerSecond),
    "desk requests an instance starts per second, whoever asks; the rest wait their turn",
  ),
  DESK_CONCURRENT_REQUESTS: variable(
    wholeNumber(1).default(DEFAULT_DESK_LOAD.running),
    "desk requests an instance works on at once; the next 64 wait their turn, more get 503 (exports: 2 at once, apart)",
  ),
  OUTBOX_POLL_MS: variable(wholeNumber(10).default(5_000), "how often the outbox worker looks for due retries"),
  OUTBOX_LEASE_MS: variable(
    wholeNumber(1000).default(120_000),
    "how long a claimed delivery is held; longer than `LEADS_WEBHOOK_TIMEOUT_MS`",
  ),
};

export type VariableName = keyof typeof VARIABLES;

const shape = Object.fromEntries(Object.entries(VARIABLES).map(([name, v]) => [name, v.schema])) as {
  [K in VariableName]: (typeof VARIABLES)[K]["schema"];
};

// Unknown variables are ignored.
export const envSchema = z.object(shape);

export type Env = z.output<typeof envSchema>;

export class ConfigError extends Error {
  /** Each starts with the variable's name. */
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "ConfigError";
  }
}

const isSet = (env: NodeJS.ProcessEnv, name: VariableName) => Boolean(env[name]?.trim());

// Checks that involve two variables: each names the variable to change, and runs once the ones it `uses` parsed.
const CROSS_CHECKS: {
  variable: VariableName;
  uses: VariableName[];
  problem: (values: Env, env: NodeJS.ProcessEnv) => string | undefined;
}[] = [
  {
    variable: "LEADS_WEBHOOK_SECRET",
    uses: [],
    problem: (_, env) =>
      isSet(env, "LEADS_WEBHOOK_URL") && !isSet(env, "LEADS_WEBHOOK_SECRET")
        ? "required with LEADS_WEBHOOK_URL (the key receivers verify the signature with)"
        : undefined,
  },
  {
    variable: "LEADS_WEBHOOK_SECRET",
    uses: [],
    problem: (_, env) =>
      isSet(env, "LEADS_WEBHOOK_SECRET") && !isSet(env, "LEADS_WEBHOOK_URL") ? "set without LEADS_WEBHOOK_URL" : undefined,
  },
  ...(["MEDIA_BUCKET_KEY_ID", "MEDIA_BUCKET_SECRET"] as const).flatMap((variable) => [
    {
      variable,
      uses: [],
      problem: (_: Env, env: NodeJS.ProcessEnv) =>
        isSet(env, "MEDIA_BUCKET_URL") && !isSet(env, variable) ? "required with MEDIA_BUCKET_URL (the bucket's access key)" : undefined,
    },
    {
      variable,
      uses: [],
      problem: (_: Env, env: NodeJS.ProcessEnv) =>
        isSet(env, variable) && !isSet(env, "MEDIA_BUCKET_URL") ? "set without MEDIA_BUCKET_URL" : undefined,
    },
  ]),
  {
    variable: "OUTBOX_RETRY_CAP_MS",
    uses: ["OUTBOX_RETRY_BASE_MS"],
    problem: (values) =>
      values.OUTBOX_RETRY_CAP_MS < values.OUTBOX_RETRY_BASE_MS
        ? `must not be below OUTBOX_RETRY_BASE_MS=${values.OUTBOX_RETRY_BASE_MS}`
        : undefined,
  },
  {
    variable: "OUTBOX_LEASE_MS",
    uses: ["LEADS_WEBHOOK_TIMEOUT_MS"],
    problem: (values, env) =>
      isSet(env, "LEADS_WEBHOOK_URL") && values.OUTBOX_LEASE_MS <= values.LEADS_WEBHOOK_TIMEOUT_MS
        ? `must be longer than LEADS_WEBHOOK_TIMEOUT_MS=${values.LEADS_WEBHOOK_TIMEOUT_MS}, or a slow delivery could be claimed twice`
        : undefined,
  },
];

// A value that may be a secret is never shown.
function label(name: VariableName, env: NodeJS.ProcessEnv): string {
  const value = env[name]?.trim();
  if (!value || (VARIABLES[name] as Variable<z.ZodType>).secret) return name;
  return `${name}=${value.length > 60 ? `${value.slice(0, 59)}…` : value}`;
}

export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const values: Record<string, unknown> = {};
  const problems = new Map<VariableName, string>();
  for (const name of Object.keys(VARIABLES) as VariableName[]) {
    const result = (VARIABLES[name].schema as z.ZodType).safeParse(env[name]);
    if (result.success) values[name] = result.data;
    else problems.set(name, `${label(name, env)}: ${result.error.issues[0].message}.`);
  }
  for (const check of CROSS_CHECKS) {
    if (problems.has(check.variable) || check.uses.some((name) => problems.has(name))) continue;
    const problem = check.problem(values as Env, env);
    if (problem) problems.set(check.variable, `${label(check.variable, env)}: ${problem}.`);
  }
  const order = Object.keys(VARIABLES);
  if (problems.size) throw new ConfigError([...problems].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b)).map(([, line]) => line));
  return values as Env;
}

export interface ServerConfig {
  port: number;
  host: string;
  buildDir: string;
  mode: "production" | "development" | "test";
  trustProxy: TrustProxy;
  logLevel: LevelWithSilent;
  searchRate: { burst: number; perSecond: number; totalPerSecond: number };
  /** server/render-turns.ts */
  renderQueueLimit: number;
  /** server/live-content.ts */
  contentPollMs: number;
  /** server/content-releases.ts */
  contentReleases: boolean;
}

export interface Config {
  env: Env;
  desk: DeskSettings;
  /** DESK_FACTOR_KEY (hex), or undefined for the key file (server/desk/factors.ts loadFactorKey). */
  deskFactorKey: string | undefined;
  deskLoad: DeskLoad;
  server: ServerConfig;
  store: StoreOptions;
  outbox: OutboxConfig;
  leads: LeadServiceOptions;
}

export function configFrom(env: Env, cwd = process.cwd()): Config {
  const store: StoreOptions = {
    databasePath: env.DATABASE_PATH === ":memory:" ? env.DATABASE_PATH : path.resolve(cwd, env.DATABASE_PATH),
    databaseUrl: env.DATABASE_URL,
    postgresTimeouts: { connectMs: env.PG_CONNECT_TIMEOUT_MS, queryMs: env.PG_QUERY_TIMEOUT_MS, idleMs: env.PG_IDLE_TIMEOUT_MS },
    sqliteListMs: env.SQLITE_LIST_TIMEOUT_MS,
    mediaBucket:
      env.MEDIA_BUCKET_URL && env.MEDIA_BUCKET_KEY_ID && env.MEDIA_BUCKET_SECRET
        ? {
            url: env.MEDIA_BUCKET_URL,
            region: env.MEDIA_BUCKET_REGION,
            accessKeyId: env.MEDIA_BUCKET_KEY_ID,
            secretAccessKey: env.MEDIA_BUCKET_SECRET,
          }
        : undefined,
  };
  const outbox: OutboxConfig = {
    email:
      env.SMTP_URL && env.LEADS_NOTIFY_TO ? { smtpUrl: env.SMTP_URL, to: env.LEADS_NOTIFY_TO, from: env.LEADS_NOTIFY_FROM } : undefined,
    confirm: env.SMTP_URL ? { smtpUrl: env.SMTP_URL, from: env.LEADS_NOTIFY_FROM, siteUrl: env.SITE_URL } : undefined,
    webhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET, timeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS }
        : undefined,
    smtpUrl: env.SMTP_URL,
    from: env.LEADS_NOTIFY_FROM,
    siteUrl: env.SITE_URL,
    webhookTimeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS,
    privateHooks: env.DESK_WEBHOOK_PRIVATE_HOSTS === "allow",
    retry: {
      baseMs: env.OUTBOX_RETRY_BASE_MS,
      capMs: env.OUTBOX_RETRY_CAP_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      maxAgeMs: env.OUTBOX_MAX_AGE_HOURS * 3_600_000,
    },
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  };
  return {
    env,
    server: {
      port: env.PORT,
      host: env.HOST,
      buildDir: path.resolve(PROJECT_ROOT, env.BUILD_DIR),
      mode: env.NODE_ENV,
      trustProxy: env.TRUST_PROXY,
      logLevel: env.LOG_LEVEL,
      searchRate: { burst: env.SEARCH_RATE_BURST, perSecond: env.SEARCH_RATE_PER_SECOND, totalPerSecond: env.SEARCH_RATE_TOTAL },
      renderQueueLimit: env.RENDER_QUEUE_LIMIT,
      contentPollMs: env.CONTENT_POLL_MS,
      contentReleases: env.CONTENT_RELEASES === "on",
    },
    store,
    outbox,
    desk: {
      idleMs: env.DESK_IDLE_HOURS * 3_600_000,
      sessionMs: env.DESK_SESSION_DAYS * 86_400_000,
      accountAttempts: env.DESK_SIGNIN_ATTEMPTS,
      clientAttempts: env.DESK_SIGNIN_CLIENT_ATTEMPTS,
      windowMs: env.DESK_SIGNIN_WINDOW_MINUTES * 60_000,
      timeZone: env.COMPANY_TIME_ZONE,
      twoFactor: env.DESK_TWO_FACTOR,
      siteUrl: env.SITE_URL,
    },
    deskFactorKey: env.DESK_FACTOR_KEY,
    deskLoad: {
      ...DEFAULT_DESK_LOAD,
      burst: env.DESK_RATE_BURST,
      perSecond: env.DESK_RATE_PER_SECOND,
      running: env.DESK_CONCURRENT_REQUESTS,
      startsPerSecond: env.DESK_REQUESTS_PER_SECOND,
    },
    leads: {
      ...store,
      rateLimit: { limit: env.FORM_RATE_LIMIT, windowMs: env.FORM_RATE_WINDOW_SECONDS * 1000 },
      minFillMs: env.FORM_MIN_FILL_MS,
      outbox,
      ipSalt: env.IP_HASH_SALT,
      retentionDays: env.LEADS_RETENTION_DAYS,
      auditRetentionDays: env.DESK_AUDIT_DAYS,
    },
  };
}

export function listensEverywhere(host: string): boolean {
  return host === "0.0.0.0" || (net.isIP(host) === 6 && /^[0:]+$/.test(host));
}

// TRUST_PROXY believes the X-Forwarded-* of the peers it names: on every interface a direct client may pick its own address and scheme (docs/running-it-for-real.md).
export function proxyTrustWarning({ trustProxy, host }: Pick<ServerConfig, "trustProxy" | "host">): string | undefined {
  if (trustProxy === false || !listensEverywhere(host)) return undefined;
  return (
    `TRUST_PROXY is set while the server listens on every interface (HOST=${host}): anyone who reaches this port ` +
    "directly can send X-Forwarded-For and pass the rate limit as any address. Set HOST to the address the proxy " +
    "connects to (127.0.0.1 when it runs on this machine) or close the port to everyone else."
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return configFrom(parseEnv(env));
}

export function configErrorText(error: ConfigError, what = "The server cannot start"): string {
  const n = error.problems.length;
  return `${what}: ${n === 1 ? "a setting is" : `${n} settings are`} wrong (see docs/settings.md):\n${error.problems.join("\n")}\n`;
}

// For the server's start: the problems as JSON log lines and exit code 1, no stack trace.
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // LOG_LEVEL may be one of the wrong settings.
    const logger = createLogger({ level: "fatal" });
    const [heading, ...problems] = configErrorText(error).trimEnd().split("\n");
    logger.fatal(heading);
    for (const problem of problems) logger.fatal({ variable: problem.split(/[=:]/)[0] }, problem);
    process.exit(1);
  }
}

export function shownDefault(name: VariableName): string {
  const v: Variable<z.ZodType> = VARIABLES[name];
  if (v.shownDefault) return v.shownDefault;
  const value = v.schema.parse(undefined);
  return value === undefined ? "—" : `\`${String(value)}\``;
}

export function settingsTable(): string {
  const rows = (Object.keys(VARIABLES) as VariableName[]).map(
    (name) => `| \`${name}\` | ${shownDefault(name)} | ${VARIABLES[name].description} |`,
  );
  return ["| setting | default | meaning |", "| --- | --- | --- |", ...rows].join("\n") + "\n";
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(settingsTable());
}
