// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { openStore } from "../store";
import type { NewLead } from "../store/types";
import { runLeads } from "./leads";
import { terminalText } from "./leads-comments";
import { testDatabase } from "../../tests/support/postgres-for-tests";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-comments-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const comment = (firstName: string, message: string, page = "/blog/blog-details"): NewLead => ({
  kind: "comment",
  page,
  ipHash: "h",
  fields: { firstName, lastName: "Doe", email: `${firstName.toLowerCase()}@example.com`, message },
});

async function leads(argv: string[], env: NodeJS.ProcessEnv = {}) {
  let out = "";
  let err = "";
  const code = await runLeads(argv, { out: (t) => (out += t), err: (t) => (err += t) }, env);
  return { code, out, err };
}

/** The audit log, oldest first, as "actor action target". */
async function auditLog(where: { databasePath: string; databaseUrl?: string }) {
  const store = await openStore(where);
  try {
    return (await store.desk.listAudit({ limit: 100, offset: 0 })).rows
      .sort((a, b) => a.id - b.id)
      .map((e) => `${e.actor} ${e.action} ${e.target}`);
  } finally {
    await store.close();
  }
}

let n = 0;
let db: string;
/** Ids: ada (from the dark twin, two lines), bob, a contact message, cy (oldest). */
let ids: { ada: number; bob: number; contact: number; cy: number };

beforeEach(async () => {
  db = path.join(dir, `leads-${++n}.sqlite`);
  const store = await openStore({ databasePath: db });
  const [ada] = await store.insertLeads(
    [comment("Ada", "Great article!\nSecond line", "/blog/blog-details-dark")],
    [],
    new Date("2025-06-02T09:30:00Z"),
  );
  const [bob] = await store.insertLeads([comment("Bob", "Thanks")], [], new Date("2025-06-03T10:00:00Z"));
  const [contact] = await store.insertLeads(
    [{ kind: "contact", page: "/contact", ipHash: "h", fields: { email: "c@example.com", message: "Hi" } }],
    [],
  );
  const [cy] = await store.insertLeads([comment("Cy", "First!")], [], new Date("2025-06-01T08:00:00Z"));
  ids = { ada: ada.id, bob: bob.id, contact: contact.id, cy: cy.id };
  await store.close();
});

describe("npm run leads -- comments", () => {
  it("lists the pending comments oldest first: id, date, name, page and the first line of the text", async () => {
    const { code, out } = await leads(["comments", "--db", db]);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(/^ID\s+Received \(UTC\)\s+Name\s+Page\s+Comment \(first line\)$/);
    const rows = lines.slice(2, 5).map((l) => l.split(/\s{2,}/));
    expect(rows).toEqual([
      [String(ids.cy), "2025-06-01 08:00", "Cy Doe", "/blog/blog-details", "First!"],
      [String(ids.ada), "2025-06-02 09:30", "Ada Doe", "/blog/blog-details-dark", "Great article!"],
      [String(ids.bob), "2025-06-03 10:00", "Bob Doe", "/blog/blog-details", "Thanks"],
    ]);
    expect(out).not.toContain("Second line");
    expect(out).toContain("3 pending comments.");
  });

  it("approves one: it leaves the queue; approving it again changes nothing, nor does rejecting it (exit 1)", async () => {
    const approved = await leads(["approve", String(ids.ada), "--db", db]);
    expect(approved).toMatchObject({ code: 0, err: "" });
    expect(approved.out).toBe(
      `Approved comment ${ids.ada} by Ada Doe (sent 2025-06-02 09:30 UTC from /blog/blog-details-dark). ` +
        "It now shows under the article /blog/blog-details and its other layouts, from the next page load.\n",
    );
    const queue = await leads(["comments", "--db", db]);
    expect(queue.out).not.toContain("Ada Doe");
    expect(queue.out).toContain("2 pending comments.");

    const again = await leads(["approve", String(ids.ada), "--db", db]);
    expect(again).toMatchObject({ code: 1, out: "" });
    expect(again.err).toMatch(
      new RegExp(
        `^Nothing changed: comment ${ids.ada} by Ada Doe .* was already approved on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\.\\n$`,
      ),
    );
    // Rejecting a published comment is unpublishing it: the command says which one does that.
    const reject = await leads(["reject", String(ids.ada), "--db", db]);
    expect(reject).toMatchObject({ code: 1, out: "" });
    expect(reject.err).toMatch(
      new RegExp(
        `^Nothing changed: comment ${ids.ada} by Ada Doe .* is approved and published on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC: ` +
          `npm run leads -- unpublish ${ids.ada} takes it off the article\\.\\n$`,
      ),
    );
    const store = await openStore({ databasePath: db });
    expect((await store.approvedComments("/blog/blog-details")).map((c) => c.id)).toEqual([ids.ada]);
    await store.close();
    // Only the change is recorded, as the command line's.
    expect(await auditLog({ databasePath: db })).toEqual([`cli comment-approve comment ${ids.ada}`]);
  });

  it("rejects one: not published, listed with --status rejected, and approving it later publishes it", async () => {
    const rejected = await leads(["reject", String(ids.bob), "--db", db]);
    expect(rejected).toMatchObject({ code: 0, err: "" });
    expect(rejected.out).toBe(
      `Rejected comment ${ids.bob} by Bob Doe (sent 2025-06-03 10:00 UTC from /blog/blog-details). ` +
        `It is not shown; npm run leads -- approve ${ids.bob} would still publish it.\n`,
    );
    expect((await leads(["reject", String(ids.bob), "--db", db])).err).toMatch(/was already rejected on .* UTC\.\n$/);
    const listed = await leads(["comments", "--status", "rejected", "--db", db]);
    expect(listed.out).toContain("Bob Doe");
    expect(listed.out).not.toContain("Cy Doe");
    const all = await leads(["comments", "--status", "all", "--db", db]);
    expect(all.out.split("\n")[0]).toMatch(/^ID\s+Received \(UTC\)\s+Status\s+Name/);
    expect(all.out).toMatch(/rejected\s+Bob Doe/);
    expect(all.out).toContain("3 comments.");
    const store = await openStore({ databasePath: db });
    expect(await store.approvedComments("/blog/blog-details")).toEqual([]);
    await store.close();

    const approved = await leads(["approve", String(ids.bob), "--db", db]);
    expect(approved).toMatchObject({ code: 0, err: "" });
    expect(approved.out).toMatch(new RegExp(`^Published again comment ${ids.bob} by Bob Doe .* It now shows under the article`));
    const after = await openStore({ databasePath: db });
    expect((await after.approvedComments("/blog/blog-details")).map((c) => c.id)).toEqual([ids.bob]);
    await after.close();
    // Turned down by mistake, then published: both decisions in the log, the second as the change back.
    expect(await auditLog({ databasePath: db })).toEqual([
      `cli comment-reject comment ${ids.bob}`,
      `cli comment-republish comment ${ids.bob}`,
    ]);
  });

  it("unpublishes an approved one: it leaves the article, and only an approved comment is unpublished (exit 1)", async () => {
    expect((await leads(["approve", String(ids.ada), "--db", db])).code).toBe(0);
    const before = await openStore({ databasePath: db });
    const version = await before.commentsVersion();
    await before.close();

    const unpublished = await leads(["unpublish", String(ids.ada), "--db", db]);
    expect(unpublished).toEqual({
      code: 0,
      out:
        `Unpublished comment ${ids.ada} by Ada Doe (sent 2025-06-02 09:30 UTC from /blog/blog-details-dark): ` +
        "it leaves the article /blog/blog-details and its other layouts at the next page load; " +
        `npm run leads -- approve ${ids.ada} publishes it again.\n`,
      err: "",
    });
    const store = await openStore({ databasePath: db });
    expect(await store.approvedComments("/blog/blog-details")).toEqual([]);
    expect(await store.commentsVersion()).not.toBe(version);
    await store.close();

    const again = await leads(["unpublish", String(ids.ada), "--db", db]);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(
      new RegExp(
        `^Nothing changed: comment ${ids.ada} by Ada Doe .* was already unpublished on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\.\\n$`,
      ),
    );
    expect((await leads(["approve", String(ids.ada), "--db", db])).out).toMatch(/^Published again comment /);
    expect((await leads(["reject", String(ids.ada), "--db", db])).err).toMatch(
      new RegExp(`is approved and published on .* UTC: npm run leads -- unpublish ${ids.ada} takes it off the article\\.\\n$`),
    );
    expect(await leads(["unpublish", String(ids.bob), "--db", db])).toEqual({
      code: 1,
      out: "",
      err:
        `Nothing changed: comment ${ids.bob} by Bob Doe (sent 2025-06-03 10:00 UTC from /blog/blog-details) ` +
        `is pending, not approved: npm run leads -- reject ${ids.bob} turns it down.\n`,
    });
    await leads(["reject", String(ids.bob), "--db", db]);
    expect((await leads(["unpublish", String(ids.bob), "--db", db])).err).toMatch(/ was rejected on .* UTC, never published\.\n$/);
    expect((await leads(["unpublish", String(ids.contact), "--db", db])).err).toBe(
      `Lead ${ids.contact} is a contact form, not a comment: only an approved comment is unpublished.\n`,
    );
    expect((await leads(["unpublish", "999", "--db", db])).code).toBe(1);
    expect(await auditLog({ databasePath: db })).toEqual([
      `cli comment-approve comment ${ids.ada}`,
      `cli comment-unpublish comment ${ids.ada}`,
      `cli comment-republish comment ${ids.ada}`,
      `cli comment-reject comment ${ids.bob}`,
    ]);
  });

  it("refuses an unknown id and a lead that is not a comment (exit 1), and says why", async () => {
    expect(await leads(["approve", "999", "--db", db])).toEqual({
      code: 1,
      out: "",
      err: "There is no lead with id 999. npm run leads -- comments lists the comments waiting.\n",
    });
    expect(await leads(["reject", String(ids.contact), "--db", db])).toEqual({
      code: 1,
      out: "",
      err: `Lead ${ids.contact} is a contact form, not a comment: only comments are approved or rejected.\n`,
    });
    expect((await leads(["comments", "--db", db])).out).toContain("3 pending comments.");
  });

  it("explains bad arguments with exit code 2", async () => {
    for (const argv of [
      ["approve"],
      ["approve", "abc"],
      ["reject", "1", "2"],
      ["approve", "0"],
      ["comments", "--status", "maybe"],
      ["comments", "7"],
      ["approve", "1", "--status", "all"],
      ["unpublish"],
      ["unpublish", "x"],
    ]) {
      const result = await leads([...argv, "--db", db]);
      expect([argv, result.code]).toEqual([argv, 2]);
      expect(result.err).toContain("Usage:");
    }
    expect((await leads(["approve", "--help"])).out).toContain("npm run leads -- approve <id>");
    expect((await leads(["--help"])).out).toContain("npm run leads -- comments");
    expect((await leads(["--help"])).out).toContain("npm run leads -- unpublish <id>");
  });

  it("says so when there is no database yet, and does not create one", async () => {
    const missing = path.join(dir, "missing.sqlite");
    expect(await leads(["comments", "--db", missing])).toMatchObject({
      code: 0,
      err: `No database at ${missing} yet: no comment has been sent.\n`,
    });
    expect((await leads(["approve", "1", "--db", missing])).code).toBe(1);
    expect(fs.existsSync(missing)).toBe(false);
  });

  it("shows what a visitor wrote without letting it drive the terminal", async () => {
    const store = await openStore({ databasePath: db });
    await store.insertLeads(
      [comment("Eve\u001b[2J", "\u001b]0;owned\u0007<script>alert(1)</script>\u202eevil")],
      [],
      new Date("2025-06-04T00:00:00Z"),
    );
    await store.close();
    const { out } = await leads(["comments", "--db", db]);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(out).toContain("Eve?[2J Doe");
    expect(out).toContain("?]0;owned?<script>alert(1)</script>?evil");
    expect(terminalText("a\tb\r\nc", 10)).toBe("a b c");
    expect(terminalText("x".repeat(12), 10)).toBe(`${"x".repeat(9)}…`);
  });

  it("moderates comments in PostgreSQL with DATABASE_URL", async () => {
    const url = await testDatabase();
    const store = await openStore({ databasePath: "unused", databaseUrl: url });
    const [saved] = await store.insertLeads([comment("Katherine", "Orbits", "/blog/blog-details-right")], []);
    await store.close();
    expect((await leads(["comments"], { DATABASE_URL: url })).out).toContain("Katherine Doe");
    expect((await leads(["approve", String(saved.id)], { DATABASE_URL: url })).code).toBe(0);
    const reopened = await openStore({ databasePath: "unused", databaseUrl: url });
    expect((await reopened.approvedComments("/blog/blog-details")).map((c) => c.firstName)).toEqual(["Katherine"]);
    expect(await reopened.commentsVersion()).not.toBe("0");
    await reopened.close();
    expect((await leads(["unpublish", String(saved.id)], { DATABASE_URL: url })).code).toBe(0);
    expect(await auditLog({ databasePath: "unused", databaseUrl: url })).toEqual([
      `cli comment-approve comment ${saved.id}`,
      `cli comment-unpublish comment ${saved.id}`,
    ]);
  });
});
