/**
 * Property test against the production server: thousands of random and hostile form posts
 * (huge fields, any unicode, control characters, HTML and SQL fragments, duplicate keys,
 * broken bodies) never produce a 5xx, never store an invalid lead, and what is stored is
 * the submitted text, trimmed, byte for byte.
 */
import { Sqlite as Database } from "../../server/store/sqlite-driver";
// node:assert inside the property: Playwright records every expect() as a report step, which
// slows thousands of runs down more and more.
import assert from "node:assert/strict";
import fc from "fast-check";
import { PAGE_PARAM, SUBMIT_PATH } from "../../shared/forms/form-result";
import { FIELD_LIMITS, FORM_FIELDS, isFormKind, phoneDigits, type FieldName, type FormKind } from "../../app/forms/schemas";
import { expect, test } from "./forms-support";

const FIELDS = Object.keys(FIELD_LIMITS) as FieldName[];
const REQUIRED: Record<FormKind, FieldName[]> = {
  contact: ["email", "message"],
  quote: ["email", "message"],
  comment: ["firstName", "email", "message"],
  subscribe: ["email"],
};
const COLUMN: Record<FieldName, string> = {
  firstName: "first_name",
  lastName: "last_name",
  name: "name",
  email: "email",
  phone: "phone",
  subject: "subject",
  message: "message",
};

const hostile = fc.constantFrom(
  "<script>alert(1)</script>",
  "'); DROP TABLE leads;--",
  '" OR 1=1 --',
  "${7*7}{{7*7}}",
  "\u0000",
  "\r\n",
  "\n",
  "\t",
  "\u001b[2J",
  "\u202eevil",
  "\u2028",
  "\ufeff",
  "👩🏽‍💻",
  "é",
  "%00",
  "&amp;",
  " ",
  "@",
  ".",
  "x".repeat(5001),
);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(hostile, fc.string({ maxLength: 10 })), { maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.nat({ max: 12_000 }).map((n) => "y".repeat(n)) },
);

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]$/),
    fc.constantFrom("example.com", "mail.example.co.uk", "xn--bcher-kva.example"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([local, domain]) => `${local}@${domain}`);

/** Values that pass validation often enough to exercise storage, mixed with hostile ones. */
function field(valid: fc.Arbitrary<string>) {
  return fc.oneof({ weight: 6, arbitrary: valid }, { weight: 3, arbitrary: text }, { weight: 1, arbitrary: fc.constant("") });
}
const printable = (max: number) => fc.string({ unit: "grapheme", minLength: 1, maxLength: max });
const plausible: Record<FieldName, fc.Arbitrary<string>> = {
  firstName: field(fc.oneof(fc.constantFrom("Ada", "Zoë", "李", " Grace ", "<b>x</b>"), printable(40))),
  lastName: field(fc.oneof(fc.constantFrom("Lovelace", "O'Brien", "'); DROP TABLE leads;--"), printable(40))),
  name: field(fc.oneof(fc.constantFrom("Ada Lovelace", "<script>alert(1)</script>"), printable(60))),
  email: field(
    fc.oneof(
      simpleEmail,
      simpleEmail.map((e) => ` ${e.toUpperCase()} `),
    ),
  ),
  // Also as Arabic, Persian and full-width keyboards type them (stored as ASCII: decision 27).
  phone: field(
    fc.constantFrom("+49 30 1234567", "(555) 010-0100", "020 7946 0958", "٠٥٥ ١٢٣ ٤٥٦٧", "۰۹۱۲ ۳۴۵ ۶۷۸۹", "＋４９ ３０ １２３４"),
  ),
  subject: field(fc.oneof(fc.constantFrom("Hello", "Re: 'quote' & \"more\""), printable(80))),
  message: field(
    fc.oneof(
      printable(400),
      // Several lines, joined the ways browsers and scripts send line breaks, with tabs.
      fc
        .tuple(fc.array(printable(60), { minLength: 2, maxLength: 6 }), fc.constantFrom("\n", "\r\n", "\r", "\n\t", "\r\n\r\n"))
        .map(([lines, eol]) => lines.join(eol)),
      fc.array(fc.oneof(hostile, printable(30)), { minLength: 1, maxLength: 8 }).map((p) => p.join("")),
    ),
  ),
};

const kindArb = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>("contact", "quote", "comment", "subscribe") },
  { weight: 1, arbitrary: text },
);

type Post = {
  kind: string;
  entries: [string, string][];
  encoding: "urlencoded" | "multipart" | "text" | "none" | "raw";
  raw: Uint8Array;
  honeypot: string;
  /** Sent like the form's island (JSON endpoint) rather than as a plain HTML form. */
  enhanced: boolean;
};

const postArb: fc.Arbitrary<Post> = fc
  .record({
    kind: kindArb,
    fields: fc.record(Object.fromEntries(FIELDS.map((f) => [f, plausible[f]])) as Record<FieldName, fc.Arbitrary<string>>),
    omitted: fc.oneof(
      { weight: 4, arbitrary: fc.constant<FieldName[]>([]) },
      { weight: 1, arbitrary: fc.subarray(FIELDS, { maxLength: 2 }) },
    ),
    duplicates: fc.oneof(
      { weight: 9, arbitrary: fc.constant<string[]>([]) },
      { weight: 1, arbitrary: fc.subarray([...FIELDS, "kind"], { minLength: 1, maxLength: 2 }) },
    ),
    enhanced: fc.boolean(),
    /** Now and then one field alone is larger than the 32 KB body limit. */
    oversized: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom<string>(...FIELDS, "kind", "other"), fc.integer({ min: 32_800, max: 40_000 })) },
    ),
    extra: fc.array(fc.tuple(fc.string({ maxLength: 12 }), text), { maxLength: 3 }),
    honeypot: fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 5 }) }),
    encoding: fc.oneof(
      { weight: 12, arbitrary: fc.constant("urlencoded" as const) },
      { weight: 3, arbitrary: fc.constant("multipart" as const) },
      { weight: 1, arbitrary: fc.constantFrom("text" as const, "none" as const, "raw" as const) },
    ),
    raw: fc.uint8Array({ maxLength: 400 }),
  })
  .map(({ kind, fields, omitted, duplicates, enhanced, oversized, extra, honeypot, encoding, raw }) => {
    const entries: [string, string][] = [
      ["kind", kind],
      ["formId", "prop-form"],
      ["fax_number", honeypot],
      ...(Object.entries(fields) as [string, string][]).filter(([name]) => !omitted.includes(name as FieldName)),
      ...extra,
    ];
    const asIsland = enhanced && encoding !== "raw";
    for (const name of duplicates) entries.push([name, "duplicate@example.com"]);
    if (oversized) entries.push([oversized[0], "z".repeat(oversized[1])]);
    return { kind, entries, encoding, raw, honeypot, enhanced: asIsland };
  });

function request(url: string, post: Post): RequestInit {
  const headers: Record<string, string> = { origin: new URL(url).origin };
  let body: BodyInit;
  if (post.encoding === "multipart") {
    const form = new FormData();
    for (const [k, v] of post.entries) form.append(k, v);
    body = form;
  } else if (post.encoding === "raw") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    const prefix = `kind=contact&email=a%40example.com&message=`;
    body = Buffer.concat([Buffer.from(prefix), Buffer.from(post.raw)]);
  } else {
    body = new URLSearchParams(post.entries).toString();
    if (post.encoding === "urlencoded") headers["content-type"] = "application/x-www-form-urlencoded";
    if (post.encoding === "text") headers["content-type"] = "text/plain";
  }
  return { method: "POST", body, headers, redirect: "manual" };
}

/** Independent of the app's schemas: what any stored lead must satisfy. */
function assertPlausibleLead(kind: FormKind, row: Record<string, string>) {
  for (const field of REQUIRED[kind]) assert.ok(row[COLUMN[field]].length > 0, `${field} is required`);
  for (const field of FIELDS) {
    const value = row[COLUMN[field]];
    assert.ok(value.length <= FIELD_LIMITS[field], `${field} is too long`);
    assert.equal(value, value.trim(), `${field} is not trimmed`);
    assert.doesNotMatch(value, /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/, `${field} has control characters`);
    if (field !== "message") assert.doesNotMatch(value, /[\r\n]/, `${field} has a line break`);
  }
  assert.match(row.email, /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
}

test("random and hostile posts never give a 5xx nor store an invalid lead; stored text is exact", async ({ formsServer }) => {
  test.setTimeout(300_000);
  const db = new Database(formsServer.databasePath, { fileMustExist: true });
  const lastId = db.prepare("SELECT coalesce(max(id), 0) FROM leads").pluck();
  const since = db.prepare("SELECT * FROM leads WHERE id > ? ORDER BY id");
  const subscribed = db.prepare("SELECT count(*) FROM leads WHERE kind = 'subscribe' AND email = ? COLLATE NOCASE").pluck();
  // Each form is posted to a page that has it (another page refuses it: forms-http.spec.ts).
  const formPages = new Map([
    ["quote", "/service/service-details"],
    ["comment", "/blog/blog-details"],
    ["subscribe", "/home2"],
  ]);
  const pageOf = (kind: string) => formPages.get(kind) ?? "/contact";
  const url = (kind: string) => `${formsServer.url}${pageOf(kind)}`;
  const islandUrl = (kind: string) => `${formsServer.url}${SUBMIT_PATH}?${PAGE_PARAM}=${encodeURIComponent(pageOf(kind))}`;
  /** What was stored, by form and trimmed fields: the same post again within the hour is that lead. */
  const storedPosts = new Set<string>();
  const statuses = new Map<number, number>();
  let stored = 0;

  try {
    await fc.assert(
      fc.asyncProperty(postArb, async (post) => {
        const before = lastId.get() as number;
        const kind = post.kind;
        const sentEmail = post.entries.find(([k]) => k === "email")?.[1]?.trim() ?? "";
        const alreadySubscribed = kind === "subscribe" && (subscribed.get(sentEmail) as number) > 0;
        const target = post.enhanced ? islandUrl(kind) : url(post.encoding === "raw" ? "contact" : kind);
        const res = await fetch(target, request(target, post));
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        assert.ok((post.enhanced ? [200, 400, 413] : [303, 400, 413]).includes(res.status), `status ${res.status}`);
        const accepted = res.status === (post.enhanced ? 200 : 303);

        const rows = since.all(before) as Record<string, string>[];
        if (!accepted || post.encoding === "raw" || post.encoding === "text" || post.honeypot !== "") {
          // Refused, unreadable or caught by the honeypot: nothing stored.
          if (post.encoding !== "raw") assert.equal(rows.length, 0, "nothing may be stored");
          for (const row of rows) assertPlausibleLead(row.kind as FormKind, row);
          return;
        }
        assert.ok(isFormKind(kind), "accepted an unknown kind");
        if (alreadySubscribed) {
          assert.equal(rows.length, 0, "a second subscription was stored");
          return;
        }
        const sentFields = FORM_FIELDS[kind as FormKind].map((field) => {
          const sent = post.entries.find(([k]) => k === field)?.[1] ?? "";
          return (post.encoding === "multipart" ? sent.replace(/\r\n?|\n/g, "\r\n") : sent).trim();
        });
        const postKey = JSON.stringify([kind, sentFields]);
        if (storedPosts.has(postKey)) {
          assert.equal(rows.length, 0, "the same post was stored twice");
          return;
        }
        assert.equal(rows.length, 1, "an accepted lead must be stored once");
        storedPosts.add(postKey);
        const [row] = rows;
        stored++;
        assert.equal(row.kind, kind);
        assertPlausibleLead(kind as FormKind, row);
        for (const field of FORM_FIELDS[kind as FormKind]) {
          let sent = post.entries.find(([k]) => k === field)?.[1] ?? "";
          // multipart/form-data turns every line break into CRLF on the client (as browsers do).
          if (post.encoding === "multipart") sent = sent.replace(/\r\n?|\n/g, "\r\n");
          // Byte for byte: the stored text is exactly what was sent, without surrounding space (a phone's digits as ASCII).
          const expected = field === "phone" ? phoneDigits(sent.trim()) : sent.trim();
          assert.deepEqual(Buffer.from(row[COLUMN[field]]), Buffer.from(expected), `${field} differs`);
        }
      }),
      { numRuns: 4000, interruptAfterTimeLimit: 240_000 },
    );
  } finally {
    db.close();
  }
  console.log(`property test: ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(", ")}; ${stored} stored`);
  // The generators must reach every outcome, or the property proves little. (On a slow machine
  // the time limit may cut the run short: the shares matter, not the totals.)
  const runs = [...statuses.values()].reduce((a, b) => a + b, 0);
  expect(runs).toBeGreaterThan(300);
  expect(stored).toBeGreaterThan(runs * 0.05);
  expect(statuses.get(400)).toBeGreaterThan(runs * 0.1);
  expect(statuses.get(200)).toBeGreaterThan(runs * 0.03);
  expect(statuses.get(303)).toBeGreaterThan(runs * 0.03);
  expect(statuses.get(413)).toBeGreaterThan(0);
});
