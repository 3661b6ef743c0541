// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { createLeadService, type LeadService } from "../../server/lead-service";
import type { FormContext, RequestLog } from "../../server/load-context";
import { requestContext } from "~/lib/request-context.server";
import { privacyNotes } from "@interface/forms";
import { consentText, formAction, formStartLoader, leadSubmitAction } from "./action.server";

let leads: LeadService;
let headers: Record<string, string>;
/** The request's logger (server.ts passes one that stamps the request id on each line). */
let log: { error: Mock<RequestLog["error"]>; warn: Mock<RequestLog["warn"]>; info: Mock<RequestLog["info"]> };

function context(clientIp = "203.0.113.7"): { forms: FormContext } {
  return { forms: { clientIp, leads, log, setResponseHeader: (name, value) => void (headers[name] = value), formStart: () => undefined } };
}

/** A start token the server issued `ms` ago. */
async function tokenFrom(ms: number, service = leads) {
  return (await service.openFormTokens()).issue(Date.now() - ms);
}

let serial = 0;
/** The same form, another message each time (the same post twice is one lead). */
const fresh = (fields: Record<string, string> = {}) => ({ ...contact, message: `Hello ${++serial}`, ...fields });

function post(fields: Record<string, string> | URLSearchParams, { path = "/contact", method = "POST" } = {}) {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method, body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

const contact = {
  kind: "contact",
  formId: "contact-form_R_1_",
  fax_number: "",
  firstName: "Ada",
  email: "ada@example.com",
  message: "Hello",
};

/** Runs the action; a thrown data()/Response becomes the value, as React Router would render it. */
async function run(request: Request, ctx = context()) {
  try {
    return await formAction({ request, context: requestContext(ctx) });
  } catch (thrown) {
    return thrown;
  }
}

function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  return (result as { init?: { status?: number } }).init?.status ?? 200;
}

function dataOf(result: unknown) {
  return (result as { data: unknown }).data;
}

async function rows() {
  return leads.list();
}

/** The newest lead as the desk reads it, with its context. */
async function newestInDesk() {
  const [newest] = await rows();
  return (await leads.store()).desk.getLead(newest.id);
}

beforeEach(() => {
  headers = {};
  log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() };
  leads = createLeadService({ databasePath: ":memory:", rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 2500 });
});
afterEach(() => leads.close());

describe("a valid submission", () => {
  it("is stored and, without JavaScript, redirected to the page's confirmation (303)", async () => {
    const result = await run(post(contact));
    expect(result).toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/contact?sent=contact#contact-form_R_1_-status");
    expect(await rows()).toMatchObject([
      { kind: "contact", status: "new", page: "/contact", firstName: "Ada", email: "ada@example.com", message: "Hello" },
    ]);
  });

  it("is stored with its page as the page table spells it, and redirected there", async () => {
    for (const [path, message] of [
      ["/CONTACT", "one"],
      ["/contact/", "two"],
      ["/Contact//", "three"],
      ["/%63ontact", "four"],
    ]) {
      const result = await run(post({ ...contact, message }, { path }));
      expect(statusOf(result), path).toBe(303);
      expect((result as Response).headers.get("Location")).toBe("/contact?sent=contact#contact-form_R_1_-status");
    }
    expect((await rows()).map((r) => r.page)).toEqual(["/contact", "/contact", "/contact", "/contact"]);
  });

  it("is stored once when the same post comes again (a double click, a resend): both answered as sent", async () => {
    for (let i = 0; i < 3; i++) expect(statusOf(await run(post(contact)))).toBe(303);
    expect(await rows()).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "contact", page: "/contact" }),
      "lead already stored: not stored again",
    );
  });

  it("ignores the fill times older pages sent (startedAt, elapsedMs): the client cannot set them", async () => {
    const result = await run(post({ ...contact, startedAt: String(Date.now()), elapsedMs: "5" }));
    expect(statusOf(result)).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it("stores a salted hash of the sender's IP, never the IP itself", async () => {
    await run(post(contact), context("198.51.100.23"));
    const [lead] = await rows();
    expect(JSON.stringify(lead)).not.toContain("198.51.100.23");
    expect(await leads.hashIp("198.51.100.23")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps comments for moderation", async () => {
    await run(
      post(
        { kind: "comment", formId: "comment-form", firstName: "Ada", email: "a@example.com", message: "Nice" },
        { path: "/blog/blog-details" },
      ),
    );
    expect(await rows()).toMatchObject([{ kind: "comment", status: "pending" }]);
  });

  it("keeps one subscriber per e-mail address", async () => {
    for (const email of ["ada@example.com", "ADA@example.com", "ada@example.com"]) {
      const result = await run(post({ kind: "subscribe", formId: "subscribe-form_R_2_", email }, { path: "/home2" }));
      expect(statusOf(result)).toBe(303);
    }
    expect((await rows()).filter((r) => r.kind === "subscribe")).toHaveLength(1);
  });

  it("keeps with a subscription the privacy line its subscriber read under the form, and with nothing else", async () => {
    await run(post({ kind: "subscribe", formId: "s", email: "ada@example.com" }, { path: "/home2" }));
    await run(post({ ...contact, formId: "c" }));
    const store = await leads.store();
    const stored = await rows();
    const subscription = await store.desk.getLead(stored.find((r) => r.kind === "subscribe")!.id);
    const message = await store.desk.getLead(stored.find((r) => r.kind === "contact")!.id);
    const note = privacyNotes.subscribe;
    expect(note).toMatch(/\{link\}.+\{\/link\}/);
    expect([subscription!.kind, subscription!.consentText]).toEqual(["subscribe", consentText(note)]);
    expect(subscription!.consentText).toBe(
      "We use your e-mail address only for our newsletter and delete it when you ask. See our Privacy Policy.",
    );
    expect([message!.kind, message!.consentText]).toEqual(["contact", ""]);
  });

  it("is refused (400) when its path is no page of ours: it never redirects to another host", async () => {
    for (const path of ["//evil.example/contact", "/contact/x", "/%ff"]) {
      expect(statusOf(await run(post({ ...contact, formId: "x" }, { path }))), path).toBe(400);
    }
    expect(await rows()).toHaveLength(0);
  });

  it("is refused (400) when its page has no form of its kind", async () => {
    const posts: [string, Record<string, string>][] = [
      ["/contact", { kind: "comment", formId: "comment-form", firstName: "Ada", email: "a@example.com", message: "Hi" }],
      ["/about", contact],
      ["/service/service-details-center", { kind: "quote", formId: "q", email: "a@example.com", message: "Price?" }],
      ["/", { kind: "subscribe", formId: "s", email: "a@example.com" }],
    ];
    for (const [path, fields] of posts) expect(statusOf(await run(post(fields, { path }))), path).toBe(400);
    expect(await rows()).toHaveLength(0);
  });
});

describe("the context a lead came with", () => {
  it("is read from the page's own address on a plain post: the plan of 'Buy Now' without JavaScript", async () => {
    const result = await run(post(fresh(), { path: "/contact?plan=Standard&utm_source=newsletter&utm_campaign=winter" }));
    expect(statusOf(result)).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/contact?sent=contact#contact-form_R_1_-status");
    expect(await newestInDesk()).toMatchObject({
      plan: "Standard",
      utmSource: "newsletter",
      utmCampaign: "winter",
      service: "",
      referrerHost: "",
      landingPage: "",
      language: "en",
    });
  });

  it("names a service card's service, and keeps an unknown one as bounded text", async () => {
    const quote = (message: string) => ({ kind: "quote", formId: "q", fax_number: "", email: "ada@example.com", message });
    await run(post(quote("one"), { path: "/service/service-details?service=cloud-solution" }));
    expect(await newestInDesk()).toMatchObject({ service: "Cloud Solution" });
    await run(post(quote("two"), { path: `/service/service-details?service=${"quantum ".repeat(40)}` }));
    expect((await newestInDesk())!.service).toBe("quantum ".repeat(40).slice(0, 100).trim());
  });

  it("never refuses a lead for its context: garbage is dropped, an oversized value cut, nothing 5xx", async () => {
    const garbage =
      `plan=%3Cimg%20src%3Dx%3E&service=%00%01&utm_source=${"x".repeat(6000)}&ref=javascript:alert(1)&landing=//evil.example` +
      "&utm_medium=%ZZ&utm_term=%E0%A4&utm_content=%F0%9F%98";
    const result = await run(post(fresh(), { path: `/contact?${garbage}` }));
    expect(statusOf(result)).toBe(303);
    expect(await newestInDesk()).toMatchObject({
      plan: "",
      service: "",
      utmSource: "x".repeat(100),
      // Broken percent-encoding: "%ZZ" is kept as typed; bytes that are no UTF-8 are no text, so nothing.
      utmMedium: "%ZZ",
      utmTerm: "",
      utmContent: "",
      referrerHost: "",
      landingPage: "",
    });
  });
});

describe("an invalid submission", () => {
  it("comes back with status 400, the visitor's values and one message per field", async () => {
    const result = await run(post({ ...contact, email: " not-an-email ", message: "" }));
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toEqual({
      ok: false,
      kind: "contact",
      formId: "contact-form_R_1_",
      values: { firstName: "Ada", email: " not-an-email ", message: "" },
      errors: {
        email: "Please enter a valid e-mail address, for example name@company.com.",
        message: "Please write a message so we know how we can help.",
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it("comes back with every value and an error by a field sent twice", async () => {
    const body = new URLSearchParams(contact);
    body.append("email", "other@example.com");
    const result = await run(post(body));
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toEqual({
      ok: false,
      kind: "contact",
      formId: contact.formId,
      values: { firstName: "Ada", email: "ada@example.com", message: "Hello" },
      errors: { email: expect.stringMatching(/could not be read/) },
    });
    expect(await rows()).toHaveLength(0);
  });

  it("comes back with an error by a field whose bytes are not UTF-8 text, the rest kept", async () => {
    for (const request of [
      new Request("http://localhost/contact", {
        method: "POST",
        body: "kind=contact&formId=f&email=ada%40example.com&firstName=Ad%FF&message=Hello",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      new Request("http://localhost/contact", {
        method: "POST",
        body: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncontact\r\n--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n',
          ),
          Buffer.from('--b\r\nContent-Disposition: form-data; name="message"\r\n\r\nHi '),
          Buffer.from([0xc3, 0x28]),
          Buffer.from("\r\n--b--\r\n"),
        ]),
        headers: { "content-type": "multipart/form-data; boundary=b" },
      }),
    ]) {
      const result = await run(request);
      expect(statusOf(result)).toBe(400);
      const { values, errors } = dataOf(result) as { values: Record<string, string>; errors: Record<string, string> };
      expect(values.email).toBe("ada@example.com");
      expect(Object.keys(errors)).toHaveLength(1);
      expect(Object.values(errors)[0]).toMatch(/could not be read/);
    }
    // A U+FFFD the visitor typed is their text.
    expect(statusOf(await run(post({ ...contact, message: "Hello \ufffd" })))).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it("sends back values that can be shown: NUL and other controls as U+FFFD, with the field's error", async () => {
    const result = await run(post({ ...contact, firstName: "Ada\u0000\u0007", message: "Hi\u0000" }));
    expect(statusOf(result)).toBe(400);
    const data = dataOf(result) as { values: Record<string, string>; errors: Record<string, string> };
    expect(data.values).toMatchObject({ firstName: "Ada\ufffd\ufffd", message: "Hi\ufffd" });
    expect(Object.keys(data.errors).sort()).toEqual(["firstName", "message"]);
    expect(JSON.stringify(data)).not.toMatch(/\\u0000/);
  });

  it("refuses bidirectional overrides and isolates (which can disguise text) with the field's error", async () => {
    for (const char of ["\u202e", "\u202a", "\u2066", "\u2069"]) {
      const result = await run(post({ ...contact, firstName: `Ada${char}`, message: `Hello${char}` }));
      expect(statusOf(result)).toBe(400);
      expect(Object.keys((dataOf(result) as { errors: object }).errors).sort()).toEqual(["firstName", "message"]);
    }
    // Right-to-left text and its marks are text.
    expect(
      statusOf(await run(post({ ...contact, firstName: "\u0639\u0644\u064a\u200f", message: "\u0645\u0631\u062d\u0628\u0627 \u200e(1)" }))),
    ).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it.each([
    ["no kind", { ...contact, kind: "" }],
    ["an unknown kind", { ...contact, kind: "newsletter" }],
  ])("with %s is a 400 error page", async (_, fields) => {
    expect(statusOf(await run(post(fields)))).toBe(400);
  });

  it("that cannot be parsed is a 400 error page", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      body: "--x\r\nbroken",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(statusOf(await run(request))).toBe(400);
  });

  it("larger than 32 KB (even without Content-Length) is refused with 413", async () => {
    const chunk = new TextEncoder().encode("a".repeat(8 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request("http://localhost/contact", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(statusOf(await run(request))).toBe(413);
    expect(headers.Connection).toBe("close");
  });

  it("with another method is refused with 405 and Allow", async () => {
    expect(statusOf(await run(post(contact, { method: "PUT" })))).toBe(405);
    expect(headers.Allow).toBe("GET, HEAD, POST");
  });
});

describe("spam traps", () => {
  it("store nothing when only a bot could have sent it, answer like a success, and log and count why", async () => {
    const forged = (await tokenFrom(60_000)).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const traps: [string, Record<string, string>][] = [
      ["honeypot", { fax_number: "555-0100" }],
      ["forged-token", { formToken: forged }],
      ["forged-token", { formToken: String(Date.now() - 60_000) }],
      ["forged-token", { formToken: (await leads.openFormTokens()).issue(Date.now() + 60_000) }],
      ["too-fast", { formToken: await tokenFrom(5) }],
    ];
    for (const [reason, fields] of traps) {
      const result = await run(post(fresh(fields)));
      expect(statusOf(result), reason).toBe(303);
      expect(log.warn).toHaveBeenLastCalledWith(
        expect.objectContaining({ reason, kind: "contact", page: "/contact" }),
        "lead discarded as a bot's",
      );
    }
    expect(await rows()).toHaveLength(0);
    expect(leads.discardCounts()).toEqual({ honeypot: 1, "forged-token": 3, "too-fast": 1 });
  });

  it("measure from the server's start token, and do not apply without one (a prerendered page)", async () => {
    expect(statusOf(await run(post(fresh({ formToken: await tokenFrom(3_000) }))))).toBe(303);
    expect(statusOf(await run(post(fresh())))).toBe(303);
    // A token of another key (the database was replaced) or long expired: a visitor's old page.
    const otherKey = createLeadService({ databasePath: ":memory:", rateLimit: { limit: 5, windowMs: 1 }, minFillMs: 2500 });
    expect(statusOf(await run(post(fresh({ formToken: await tokenFrom(5, otherKey) }))))).toBe(303);
    await otherKey.close();
    expect(await rows()).toHaveLength(3);
  });

  it("keep a corrected form's first start: fixed and sent again at once, it is stored", async () => {
    const token = await tokenFrom(3_000);
    const first = await run(post({ ...contact, email: "bad", formToken: token }));
    expect(statusOf(first)).toBe(400);
    const kept = dataOf(first) as { start?: { token: string; minFillMs: number } };
    expect(kept.start).toEqual({ token, minFillMs: 2500 });
    expect(statusOf(await run(post({ ...contact, formToken: kept.start!.token })))).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it("send back no start when the first post had none (the trap does not apply on the resend either)", async () => {
    const first = await run(post({ ...contact, email: "bad" }));
    expect(dataOf(first)).not.toHaveProperty("start");
    expect(statusOf(await run(post(contact)))).toBe(303);
    expect(await rows()).toHaveLength(1);
  });
});

describe("start tokens for the islands (formStartLoader)", () => {
  it("are issued as JSON, never cached, and accepted once the minimum has passed", async () => {
    const response = await formStartLoader({ context: requestContext(context()) });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const start = (await response.json()) as { token: string; minFillMs: number };
    expect(start.minFillMs).toBe(2500);
    expect((await leads.openFormTokens()).check(start.token)).toMatchObject({ state: "valid" });
  });

  it("answer 503 in JSON when the store cannot be opened", async () => {
    await leads.close();
    const response = await formStartLoader({ context: requestContext(context()) });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ ok: false, error: "Service Unavailable" });
  });
});

describe("rate limit", () => {
  it("allows 5 leads per kind and visitor in 10 minutes, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect(statusOf(await run(post(fresh())))).toBe(303);
    const limited = await run(post(fresh({ email: "ada@example.com" })));
    expect(statusOf(limited)).toBe(429);
    expect(Number(headers["Retry-After"])).toBeGreaterThan(590);
    expect(dataOf(limited)).toMatchObject({
      ok: false,
      values: { email: "ada@example.com" },
      formError: expect.stringMatching(/try again in 10 minutes/),
    });
    expect(await rows()).toHaveLength(5);

    // Other forms and other visitors are not affected.
    const subscribe = { kind: "subscribe", formId: "s", email: "ada@example.com" };
    expect(statusOf(await run(post(subscribe, { path: "/home2" })))).toBe(303);
    expect(statusOf(await run(post(fresh()), context("203.0.113.8")))).toBe(303);
  });

  it("holds when the posts arrive at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => run(post(fresh()))));
    expect(results.map(statusOf).sort()).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    expect(await rows()).toHaveLength(5);
  });

  it("holds across two server instances sharing one database, and across a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "action-instances-"));
    const databasePath = path.join(dir, "leads.sqlite");
    const instance = () => createLeadService({ databasePath, rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 2500 });
    const on = (service: LeadService) => ({ forms: { ...context().forms, leads: service } });
    const [a, b] = [instance(), instance()];
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => run(post(fresh()), on(i % 2 ? a : b))));
    expect(results.map(statusOf).sort()).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    expect(await b.list()).toHaveLength(5);
    await Promise.all([a.close(), b.close()]);
    const restarted = instance();
    expect(statusOf(await run(post(fresh()), on(restarted)))).toBe(429);
    await restarted.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("does not count invalid attempts", async () => {
    for (let i = 0; i < 8; i++) await run(post(fresh({ email: "nope" })));
    expect(statusOf(await run(post(fresh())))).toBe(303);
  });
});

it("answers 503 with the values kept when the database cannot be used", async () => {
  await leads.close();
  const result = await run(post(contact));
  expect(statusOf(result)).toBe(503);
  // Through the request's logger, not the console: the line carries the request id.
  expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "lead storage failed");
  expect(dataOf(result)).toMatchObject({
    ok: false,
    values: { email: "ada@example.com" },
    formError: expect.stringMatching(/could not save/),
  });
});

describe("the islands' JSON endpoint (leadSubmitAction)", () => {
  function island(
    fields: Record<string, string>,
    { page = "/contact", method = "POST", query }: { page?: string; method?: string; query?: string } = {},
  ) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const search = query ?? `?page=${encodeURIComponent(page)}`;
    return new Request(`http://localhost/forms/submit${search}`, { method, body: method === "GET" ? undefined : body });
  }

  async function answer(request: Request, ctx = context()) {
    const response = await leadSubmitAction({ request, context: requestContext(ctx) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  it("stores a valid lead with the page it was sent from, and answers 200 with JSON", async () => {
    const comment = { ...contact, kind: "comment", formId: "comment-form", formToken: await tokenFrom(3_000) };
    const { status, headers: h, body } = await answer(island(comment, { page: "/blog/blog-details-dark" }));
    expect(status).toBe(200);
    expect(h.get("content-type")).toMatch(/^application\/json/);
    expect(h.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ ok: true, kind: "comment", formId: "comment-form" });
    expect(await rows()).toMatchObject([{ kind: "comment", page: "/blog/blog-details-dark", email: "ada@example.com" }]);
  });

  it("stores the context the island sends with the submit address", async () => {
    const query = "?page=%2Fservice%2Fservice-details&service=cloud-solution&ref=www.google.com&landing=%2Fservice&utm_medium=cpc";
    const quote = { kind: "quote", formId: "q", email: "ada@example.com", message: "Cloud?" };
    expect((await answer(island(quote, { query }))).status).toBe(200);
    expect(await newestInDesk()).toMatchObject({
      page: "/service/service-details",
      service: "Cloud Solution",
      referrerHost: "www.google.com",
      landingPage: "/service",
      utmMedium: "cpc",
      language: "en",
    });
  });

  it("stores the page as the page table spells it", async () => {
    await answer(
      island({ kind: "quote", formId: "q", email: "ada@example.com", message: "Price?" }, { page: "/SERVICE/Service-Details-Dark/" }),
    );
    expect(await rows()).toMatchObject([{ page: "/service/service-details-dark" }]);
  });

  it("answers invalid fields with 400 and the values and errors", async () => {
    const { status, body } = await answer(island({ ...contact, email: "nope" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      ok: false,
      kind: "contact",
      values: { email: "nope" },
      errors: { email: expect.stringMatching(/valid e-mail/) },
    });
    expect(await rows()).toHaveLength(0);
  });

  it.each([
    ["no page", ""],
    ["an empty page", "?page="],
    ["another host", `?page=${encodeURIComponent("//evil.example/contact")}`],
    ["a URL", `?page=${encodeURIComponent("https://evil.example/contact")}`],
    ["a backslash path", `?page=${encodeURIComponent("/\\evil.example")}`],
    ["a path that is not a page", "?page=%2Fwp-admin"],
    ["two pages", "?page=%2Fcontact&page=%2Fabout"],
  ])("refuses a post with %s (400, nothing stored)", async (_, query) => {
    const { status, body } = await answer(island(contact, { query }));
    expect(status).toBe(400);
    expect(body).toEqual({ ok: false, error: "Bad Request" });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses an unknown form with 400", async () => {
    expect((await answer(island({ ...contact, kind: "survey" }))).status).toBe(400);
  });

  it("answers 413 (and closes) for a body over 32 KB", async () => {
    const { status, headers: h, body } = await answer(island({ ...contact, message: "x".repeat(40 * 1024) }));
    expect(status).toBe(413);
    expect(h.get("connection")).toBe("close");
    expect(body).toEqual({ ok: false, error: "Payload Too Large" });
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const { status, headers: h } = await answer(island(contact, { method: "PUT" }));
    expect(status).toBe(405);
    expect(h.get("allow")).toBe("POST");
  });

  it("shares the rate limit with the page: 429 with Retry-After and the form's answer", async () => {
    for (let i = 0; i < 3; i++) expect(statusOf(await run(post(fresh())))).toBe(303);
    for (let i = 0; i < 2; i++) expect((await answer(island(fresh()))).status).toBe(200);
    const { status, headers: h, body } = await answer(island(fresh()));
    expect(status).toBe(429);
    expect(Number(h.get("retry-after"))).toBeGreaterThan(590);
    expect(body).toMatchObject({ ok: false, kind: "contact", errors: {}, formError: expect.stringMatching(/try again in 10 minutes/) });
    expect(await rows()).toHaveLength(5);
  });

  it("answers like a success but stores nothing when the spam traps catch it", async () => {
    const caught: Record<string, string>[] = [{ formToken: await tokenFrom(900) }, { fax_number: "555-0100" }, { formToken: "v1.<b>.1.x" }];
    for (const traps of caught) {
      const { status, body } = await answer(island(fresh(traps)));
      expect(status).toBe(200);
      expect(body).toMatchObject({ ok: true });
    }
    expect(await rows()).toHaveLength(0);
  });

  it("answers 503 with the form's answer when the database cannot be used", async () => {
    await leads.close();
    const { status, body } = await answer(island(contact));
    expect(status).toBe(503);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "lead storage failed");
    expect(body).toMatchObject({ ok: false, formError: expect.stringMatching(/could not save/) });
  });
});

describe("without server.ts's load context", () => {
  it("stores nothing and fails loudly: no lead service of its own to fall back on", async () => {
    await expect(formAction({ request: post(fresh()), context: requestContext({}) })).rejects.toThrow(
      /no lead service in the load context/,
    );
    await expect(leadSubmitAction({ request: post(fresh()) })).rejects.toThrow(/no lead service in the load context/);
    await expect(formStartLoader({ context: undefined })).rejects.toThrow(/no lead service in the load context/);
    expect(await rows()).toEqual([]);
  });
});
