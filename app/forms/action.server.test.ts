// @vitest-environment node
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLeadService, type LeadService } from "../../server/lead-service";
import type { FormContext } from "../../server/load-context";
import { formAction, leadSubmitAction } from "./action.server";

let leads: LeadService;
let headers: Record<string, string>;
/** The request's logger (server.ts passes one that stamps the request id on each line). */
let log: { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };

function context(clientIp = "203.0.113.7"): { forms: FormContext } {
  return { forms: { clientIp, leads, log, setResponseHeader: (name, value) => void (headers[name] = value) } };
}

const longAgo = () => String(Date.now() - 60_000);

function post(fields: Record<string, string> | URLSearchParams, { path = "/contact", method = "POST" } = {}) {
  const body = fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  return new Request(`http://localhost${path}`, { method, body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

const contact = {
  kind: "contact",
  formId: "contact-form_R_1_",
  startedAt: "",
  fax_number: "",
  firstName: "Ada",
  email: "ada@example.com",
  message: "Hello",
};

/** Runs the action; a thrown data()/Response becomes the value, as React Router would render it. */
async function run(request: Request, ctx = context()) {
  try {
    return await formAction({ request, context: ctx });
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

beforeEach(() => {
  headers = {};
  log = { error: vi.fn(), warn: vi.fn() };
  leads = createLeadService({ databasePath: ":memory:", rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 2500 });
});
afterEach(() => leads.close());

describe("a valid submission", () => {
  it("is stored and, without JavaScript, redirected to the page's confirmation (303)", async () => {
    const result = await run(post({ ...contact, startedAt: longAgo() }, { path: "/contactDark" }));
    expect(result).toBeInstanceOf(Response);
    expect(statusOf(result)).toBe(303);
    expect((result as Response).headers.get("Location")).toBe("/contactDark?sent=contact#contact-form_R_1_-status");
    expect(await rows()).toMatchObject([{ kind: "contact", status: "new", page: "/contactDark", firstName: "Ada", email: "ada@example.com", message: "Hello" }]);
  });

  it("is redirected even when it carries the island's fill time (the island posts elsewhere)", async () => {
    const result = await run(post({ ...contact, elapsedMs: "4000" }));
    expect(statusOf(result)).toBe(303);
    expect(await rows()).toHaveLength(1);
  });

  it("stores a salted hash of the sender's IP, never the IP itself", async () => {
    await run(post({ ...contact, startedAt: longAgo() }), context("198.51.100.23"));
    const [lead] = await rows();
    expect(JSON.stringify(lead)).not.toContain("198.51.100.23");
    expect(await leads.hashIp("198.51.100.23")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps comments for moderation", async () => {
    await run(post({ kind: "comment", formId: "comment-form", startedAt: longAgo(), firstName: "Ada", email: "a@example.com", message: "Nice" }, { path: "/blog/blog-details" }));
    expect(await rows()).toMatchObject([{ kind: "comment", status: "pending" }]);
  });

  it("keeps one subscriber per e-mail address", async () => {
    for (const email of ["ada@example.com", "ADA@example.com", "ada@example.com"]) {
      const result = await run(post({ kind: "subscribe", formId: "subscribe-form_R_2_", startedAt: longAgo(), email }, { path: "/home2" }));
      expect(statusOf(result)).toBe(303);
    }
    expect((await rows()).filter((r) => r.kind === "subscribe")).toHaveLength(1);
  });

  it("never redirects to another host", async () => {
    const result = await run(post({ ...contact, startedAt: longAgo(), formId: "x" }, { path: "//evil.example/contact" }));
    expect((result as Response).headers.get("Location")).toBe("/evil.example/contact?sent=contact#x-status");
  });
});

describe("an invalid submission", () => {
  it("comes back with status 400, the visitor's values and one message per field", async () => {
    const result = await run(post({ ...contact, startedAt: longAgo(), email: " not-an-email ", message: "" }));
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

  it("refuses fields sent twice", async () => {
    const body = new URLSearchParams({ ...contact, startedAt: longAgo() });
    body.append("email", "other@example.com");
    const result = await run(post(body));
    expect(statusOf(result)).toBe(400);
    expect(dataOf(result)).toMatchObject({ ok: false, formError: expect.stringMatching(/could not read/) });
    expect(await rows()).toHaveLength(0);
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
  it.each([
    ["the honeypot is filled in", { startedAt: longAgo(), fax_number: "555-0100" }],
    ["it was sent within the minimum fill time", { startedAt: String(Date.now() - 500) }],
    ["the enhanced form was sent too fast", { elapsedMs: "900" }],
    ["its start time is missing", { startedAt: "" }],
    ["its start time is in the future", { startedAt: String(Date.now() + 60_000) }],
    ["its start time is not a number", { startedAt: "soon" }],
  ])("store nothing when %s, but answer like a success", async (_, traps) => {
    const result = await run(post({ ...contact, ...traps }));
    expect(statusOf(result)).toBe(303);
    expect(await rows()).toHaveLength(0);
  });
});

describe("rate limit", () => {
  it("allows 5 leads per kind and visitor in 10 minutes, then answers 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect(statusOf(await run(post({ ...contact, startedAt: longAgo() })))).toBe(303);
    const limited = await run(post({ ...contact, startedAt: longAgo() }));
    expect(statusOf(limited)).toBe(429);
    expect(Number(headers["Retry-After"])).toBeGreaterThan(590);
    expect(dataOf(limited)).toMatchObject({ ok: false, values: { email: "ada@example.com" }, formError: expect.stringMatching(/try again in 10 minutes/) });
    expect(await rows()).toHaveLength(5);

    // Other forms and other visitors are not affected.
    const subscribe = { kind: "subscribe", formId: "s", startedAt: longAgo(), email: "ada@example.com" };
    expect(statusOf(await run(post(subscribe)))).toBe(303);
    expect(statusOf(await run(post({ ...contact, startedAt: longAgo() }), context("203.0.113.8")))).toBe(303);
  });

  it("holds when the posts arrive at the same moment", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => run(post({ ...contact, startedAt: longAgo() }))));
    expect(results.map(statusOf).sort()).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    expect(await rows()).toHaveLength(5);
  });

  it("holds across two server instances sharing one database, and across a restart", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "action-instances-"));
    const databasePath = path.join(dir, "leads.sqlite");
    const instance = () => createLeadService({ databasePath, rateLimit: { limit: 5, windowMs: 600_000 }, minFillMs: 2500 });
    const on = (service: LeadService) => ({ forms: { ...context().forms, leads: service } });
    const [a, b] = [instance(), instance()];
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => run(post({ ...contact, startedAt: longAgo() }), on(i % 2 ? a : b))));
    expect(results.map(statusOf).sort()).toEqual([303, 303, 303, 303, 303, 429, 429, 429]);
    expect(await b.list()).toHaveLength(5);
    await Promise.all([a.close(), b.close()]);
    const restarted = instance();
    expect(statusOf(await run(post({ ...contact, startedAt: longAgo() }), on(restarted)))).toBe(429);
    await restarted.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("does not count invalid attempts", async () => {
    for (let i = 0; i < 8; i++) await run(post({ ...contact, startedAt: longAgo(), email: "nope" }));
    expect(statusOf(await run(post({ ...contact, startedAt: longAgo() })))).toBe(303);
  });
});

it("answers 503 with the values kept when the database cannot be used", async () => {
  await leads.close();
  const result = await run(post({ ...contact, startedAt: longAgo() }));
  expect(statusOf(result)).toBe(503);
  // Through the request's logger, not the console: the line carries the request id.
  expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "lead storage failed");
  expect(dataOf(result)).toMatchObject({ ok: false, values: { email: "ada@example.com" }, formError: expect.stringMatching(/could not save/) });
});

describe("the islands' JSON endpoint (leadSubmitAction)", () => {
  function island(fields: Record<string, string>, { page = "/contact", method = "POST", query }: { page?: string; method?: string; query?: string } = {}) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ elapsedMs: "4000", ...fields })) body.append(name, value);
    const search = query ?? `?page=${encodeURIComponent(page)}`;
    return new Request(`http://localhost/forms/submit${search}`, { method, body: method === "GET" ? undefined : body });
  }

  async function answer(request: Request, ctx = context()) {
    const response = await leadSubmitAction({ request, context: ctx });
    return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
  }

  it("stores a valid lead with the page it was sent from, and answers 200 with JSON", async () => {
    const { status, headers: h, body } = await answer(island(contact, { page: "/blog/blog-details-dark" }));
    expect(status).toBe(200);
    expect(h.get("content-type")).toMatch(/^application\/json/);
    expect(h.get("cache-control")).toBe("no-store");
    expect(body).toEqual({ ok: true, kind: "contact", formId: "contact-form_R_1_" });
    expect(await rows()).toMatchObject([{ kind: "contact", page: "/blog/blog-details-dark", email: "ada@example.com" }]);
  });

  it("stores the page as the page table spells it", async () => {
    await answer(island(contact, { page: "/SERVICE/Service-Details-Dark/" }));
    expect(await rows()).toMatchObject([{ page: "/service/service-details-dark" }]);
  });

  it("answers invalid fields with 400 and the values and errors", async () => {
    const { status, body } = await answer(island({ ...contact, email: "nope" }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ ok: false, kind: "contact", values: { email: "nope" }, errors: { email: expect.stringMatching(/valid e-mail/) } });
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
    for (let i = 0; i < 3; i++) expect(statusOf(await run(post({ ...contact, startedAt: longAgo() })))).toBe(303);
    for (let i = 0; i < 2; i++) expect((await answer(island(contact))).status).toBe(200);
    const { status, headers: h, body } = await answer(island(contact));
    expect(status).toBe(429);
    expect(Number(h.get("retry-after"))).toBeGreaterThan(590);
    expect(body).toMatchObject({ ok: false, kind: "contact", errors: {}, formError: expect.stringMatching(/try again in 10 minutes/) });
    expect(await rows()).toHaveLength(5);
  });

  it("answers like a success but stores nothing when the spam traps catch it", async () => {
    const caught: Record<string, string>[] = [{ elapsedMs: "900" }, { fax_number: "555-0100" }];
    for (const traps of caught) {
      const { status, body } = await answer(island({ ...contact, ...traps }));
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
