/**
 * Support for the lead-form specs: each worker starts its own production server (server.ts
 * on the BUILD_DIR build) on a free port with a throwaway database, so the specs can read
 * back what was stored and choose the rate limit and e-mail settings.
 *
 * Run by `npm run test:edge` (E2E_EDGE set), each such server is instead the edge of
 * docs/running-it-for-real.md: nginx terminating TLS with the build's configuration in front of two
 * instances on a new PostgreSQL database (scripts/lib/edge-nginx.ts), reached over https://.
 */
import { test as base } from "@playwright/test";
import { Sqlite as Database } from "../../server/store/sqlite-driver";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_PARAM, SUBMIT_PATH, TOKEN_PATH } from "../../shared/forms/form-result";
import type { LeadRow } from "../../server/store/types";
import { freePort, spawnServer, type SpawnedServer } from "../../server/spawn-server";
import { edgeRun, startEdge } from "../../scripts/lib/edge-nginx";
import { createDatabase } from "../support/test-postgres";

const edge = edgeRun(process.env.E2E_EDGE);

export interface FormsServer extends SpawnedServer {
  databasePath: string;
  /** The store's variables for another process on the same leads (`npm run leads`). */
  storeEnv: Record<string, string>;
  /** All stored leads, oldest first, with the raw columns. */
  leads(): (LeadRow & { ipHash: string })[];
}

/** A database file in a new temporary folder. */
export function tempDatabasePath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "forms-e2e-")), "leads.sqlite");
}

const LEAD_COLUMNS = `id, kind, status, page, first_name AS "firstName", last_name AS "lastName", name,
  email, phone, subject, message, ip_hash AS "ipHash"`;

/**
 * Starts server.ts with no rate limit to speak of and the given database, or a throwaway one
 * (deleted when the server stops). Under `npm run test:edge` it is the edge in front of two
 * instances (`databasePath` is for restarting on the same SQLite file: `direct` servers only).
 */
export async function startFormsServer(
  env: Record<string, string | undefined> = {},
  databasePath?: string,
  { direct = false }: { direct?: boolean } = {},
): Promise<FormsServer> {
  const serverEnv = {
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    FORM_RATE_LIMIT: "1000000",
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
    ...env,
  };
  if (edge && !direct) {
    if (databasePath) throw new Error("a database file is for servers started with { direct: true }");
    return startEdgeFormsServer(serverEnv);
  }
  const dbPath = databasePath ?? tempDatabasePath();
  const server = await spawnServer({ ...serverEnv, DATABASE_PATH: dbPath });
  return {
    ...server,
    async stop(signal?: NodeJS.Signals) {
      const code = await server.stop(signal);
      if (!databasePath) fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });
      return code;
    },
    databasePath: dbPath,
    storeEnv: { DATABASE_PATH: dbPath },
    leads() {
      const db = new Database(dbPath, { fileMustExist: true });
      try {
        return db
          .prepare(
            `SELECT id, kind, status, created_at AS createdAt, page, first_name AS firstName, last_name AS lastName, name,
               email, phone, subject, message, notified_at AS notifiedAt, ip_hash AS ipHash FROM leads ORDER BY id`,
          )
          .all() as (LeadRow & { ipHash: string })[];
      } finally {
        db.close();
      }
    },
  };
}

/** Two instances on a new database of the edge run's PostgreSQL cluster, behind their own edge. */
async function startEdgeFormsServer(env: Record<string, string | undefined>): Promise<FormsServer> {
  const { postgresUrl, tlsDir } = edge!;
  const databaseUrl = await createDatabase(postgresUrl);
  // Behind the edge on this machine: the proxy's headers believed from loopback only.
  const nodeEnv = { ...env, DATABASE_URL: databaseUrl, DATABASE_PATH: undefined, TRUST_PROXY: "loopback", HOST: "127.0.0.1" };
  // Two servers and nginx per stack, two stacks at once (a worker each): give them time on a busy machine.
  const nodes = await Promise.all([spawnServer(nodeEnv, 180_000), spawnServer(nodeEnv, 180_000)]);
  const stopNodes = (signal?: NodeJS.Signals) => Promise.all(nodes.map((node) => node.stop(signal)));
  let nginx: Awaited<ReturnType<typeof startEdge>>;
  try {
    nginx = await startEdge({
      buildDir: env.BUILD_DIR ?? "build",
      upstreams: nodes.map((node) => node.url),
      port: await freePort(),
      tls: { cert: fs.readFileSync(path.join(tlsDir, "cert.pem")), key: fs.readFileSync(path.join(tlsDir, "key.pem")) },
    });
  } catch (error) {
    await stopNodes();
    throw error;
  }
  return {
    url: nginx.origin,
    // The first instance (what a test that signals "the server" reaches; the edge ones do not).
    pid: nodes[0].pid,
    async stop(signal?: NodeJS.Signals) {
      // The instances first, while the edge still carries what they are finishing.
      const [code] = await stopNodes(signal);
      await nginx.stop();
      return code;
    },
    output: () => nodes.map((node) => node.output()).join(""),
    databasePath: databaseUrl,
    storeEnv: { DATABASE_URL: databaseUrl },
    leads() {
      // Synchronously, like the SQLite reads: psql, from Debian's postgresql package.
      const json = execFileSync(
        "psql",
        [
          databaseUrl,
          "-XAtq",
          "-c",
          `SELECT coalesce(json_agg(l ORDER BY l.id), '[]') FROM (SELECT ${LEAD_COLUMNS},
           to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           to_char(notified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "notifiedAt" FROM leads) l`,
        ],
        { encoding: "utf8" },
      );
      return JSON.parse(json) as (LeadRow & { ipHash: string })[];
    },
  };
}

/** A form post as a browser without JavaScript sends it from a prerendered page (same-origin, no start token). */
export function formPost(
  server: FormsServer,
  pagePath: string,
  fields: Record<string, string> | [string, string][],
  headers: Record<string, string> = {},
) {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : { fax_number: "", ...fields });
  return fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", ...headers },
  });
}

/**
 * A post as the form's island sends it: multipart, to the JSON endpoint with the form's page
 * (with the start token in `formToken` when the test gives one).
 */
export function jsonPost(server: FormsServer, pagePath: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries({ fax_number: "", formToken: "", ...fields })) body.append(name, value);
  return fetch(`${server.url}${SUBMIT_PATH}?${PAGE_PARAM}=${encodeURIComponent(pagePath)}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", accept: "application/json", ...headers },
  });
}

/** A start token from the server, as the island asks for one (GET TOKEN_PATH). */
export async function startToken(server: FormsServer): Promise<string> {
  const res = await fetch(`${server.url}${TOKEN_PATH}`);
  if (res.status !== 200) throw new Error(`${TOKEN_PATH} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The start token in a page's form of that kind ("" when the page was prerendered). */
export function tokenIn(html: string, kind: string): string {
  const form = new RegExp(`<form[^>]*id="${kind}-form[^"]*"[^]*?</form>`).exec(html)?.[0] ?? "";
  return /name="formToken" value="([^"]*)"/.exec(form)?.[1] ?? "";
}

export const validContact = {
  kind: "contact",
  formId: "contact-form_R_e2e_",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0958",
  subject: "A new website",
  message: "Hello,\r\nwe would like to talk about a new website.",
};

/** One production server per worker, shared by that worker's form specs. */
export const test = base.extend<object, { formsServer: FormsServer }>({
  formsServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const server = await startFormsServer();
      await use(server);
      await server.stop();
    },
    // Its own timeout, not the first test's: under test:edge it starts three processes.
    { scope: "worker", timeout: 240_000 },
  ],
});

export { expect } from "@playwright/test";
