/**
 * Support for the lead-form specs: each worker starts its own production server (server.ts
 * on the BUILD_DIR build) on a free port with a throwaway database, so the specs can read
 * back what was stored and choose the rate limit and e-mail settings.
 */
import { test as base } from "@playwright/test";
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { LeadRow } from "../../server/leads-store";

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface FormsServer {
  url: string;
  databasePath: string;
  /** All stored leads, oldest first, with the raw columns. */
  leads(): (LeadRow & { ipHash: string })[];
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  output(): string;
}

/** Starts server.ts; env adds to (or, with undefined, removes from) the inherited environment. */
export async function startFormsServer(env: Record<string, string | undefined> = {}, databasePath?: string): Promise<FormsServer> {
  const port = await freePort();
  const dbPath = databasePath ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "forms-e2e-")), "leads.sqlite");
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
    DATABASE_PATH: dbPath,
    FORM_RATE_LIMIT: "1000000",
    SMTP_URL: undefined,
    LEADS_NOTIFY_TO: undefined,
    ...env,
  };
  for (const key of Object.keys(childEnv)) if (childEnv[key] === undefined) delete childEnv[key];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server.ts"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
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
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    output: () => output,
  };
}

/** A form post as a browser without JavaScript sends it (same-origin, filled in 10 s ago). */
export function formPost(server: FormsServer, pagePath: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}) {
  const body = new URLSearchParams(Array.isArray(fields) ? fields : { startedAt: String(Date.now() - 10_000), fax_number: "", ...fields });
  return fetch(`${server.url}${pagePath}`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { origin: server.url, "sec-fetch-site": "same-origin", ...headers },
  });
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
