/**
 * Support for the lead-form specs: each worker starts its own production server (server.ts
 * on the BUILD_DIR build) on a free port with a throwaway database, so the specs can read
 * back what was stored and choose the rate limit and e-mail settings.
 */
import { test as base } from "@playwright/test";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_PARAM, SUBMIT_PATH, TOKEN_PATH } from "../../app/forms/form-result";
import type { LeadRow } from "../../server/store/types";
import { spawnServer, type SpawnedServer } from "../../server/spawn-server";

export interface FormsServer extends SpawnedServer {
  databasePath: string;
  /** All stored leads, oldest first, with the raw columns. */
  leads(): (LeadRow & { ipHash: string })[];
}

/** A database file in a new temporary folder. */
export function tempDatabasePath(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), "forms-e2e-")), "leads.sqlite");
}

/**
 * Starts server.ts with no rate limit to speak of and the given database, or a throwaway one
 * (deleted when the server stops).
 */
export async function startFormsServer(env: Record<string, string | undefined> = {}, databasePath?: string): Promise<FormsServer> {
  const dbPath = databasePath ?? tempDatabasePath();
  const server = await spawnServer({
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_PATH: dbPath,
    FORM_RATE_LIMIT: "1000000",
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
    ...env,
  });
  return {
    ...server,
    async stop(signal?: NodeJS.Signals) {
      const code = await server.stop(signal);
      if (!databasePath) fs.rmSync(path.dirname(dbPath), { recursive: true, force: true });
      return code;
    },
    databasePath: dbPath,
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

/** A form post as a browser without JavaScript sends it from a prerendered page (same-origin, no start token). */
export function formPost(server: FormsServer, pagePath: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}) {
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
    async ({}, use) => {
      const server = await startFormsServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
