/**
 * A desk list on SQLite that runs past SQLITE_LIST_TIMEOUT_MS stops (server/store/sqlite-desk.ts) and the desk answers
 * 503 with what to do; the rest of the desk and the site are answered. Here the time is 0, so any list reading more
 * than a few rows stops.
 */
import { expect, test } from "@playwright/test";
import type { FormsServer } from "./forms-support";
import { addUser, deskGet, execSql, signIn, startDeskServer, textOf } from "./desk-support";

const ADMIN = "admin.list-time@example.com";
let server: FormsServer;

test.beforeAll(async () => {
  server = await startDeskServer({ SQLITE_LIST_TIMEOUT_MS: "0" });
  await addUser(server.storeEnv, ADMIN, "admin");
  execSql(
    server,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
     INSERT INTO leads (kind, status, created_at, email, message, ip_hash)
     SELECT 'contact', 'new', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' minutes'), 'person' || i || '@example.com', 'Hello', 'h' FROM n`,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

test("a list past its time gets 503 with what to do; the start page, a lead and /healthz are answered", async () => {
  const session = await signIn(server, ADMIN);
  const list = await deskGet(server, session, "/desk/leads/contact?q=nobody");
  expect(list.status).toBe(503);
  expect(list.headers.get("retry-after")).toBe("30");
  const text = textOf(await list.text());
  expect(text).toContain("This list took too long to read");
  expect(text).toContain("Narrow it with a search or a filter, or try again in a minute.");

  expect((await deskGet(server, session, "/desk")).status).toBe(200);
  // One lead is no list: its page (and its neighbours in the unfiltered list, a row each) is answered.
  const lead = await deskGet(server, session, "/desk/leads/contact/1");
  expect(lead.status).toBe(200);
  expect(textOf(await lead.text())).toContain("person1@example.com");
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect(server.output()).toContain("desk: a list ran past its time");
});
