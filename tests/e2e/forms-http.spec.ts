/**
 * The form action against the running production server, over HTTP: what is stored, what
 * is refused and how, e-mail notification, and durability across shutdown and restart.
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import { deadSmtpUrl, startTestSmtp } from "../../server/test-smtp";
import {
  expect,
  formPost,
  jsonPost,
  startFormsServer,
  startToken,
  tempDatabasePath,
  test,
  tokenIn,
  validContact,
  type FormsServer,
} from "./forms-support";

function uniqueContact(tag: string) {
  return { ...validContact, email: `${tag}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com` };
}

/** The id of the page's form of that kind, as a browser sends it back: the answer goes into that form. */
async function formIdOn(server: FormsServer, path: string, kind: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return new RegExp(`<form[^>]*id="(${kind}-form[^"]*)"`).exec(html)![1];
}

function storedByEmail(server: FormsServer, email: string) {
  return server.leads().filter((lead) => lead.email === email);
}

test.describe("valid submissions", () => {
  test("are stored and answered with post/redirect/get", async ({ formsServer }) => {
    const fields = uniqueContact("prg");
    const res = await formPost(formsServer, "/contact", fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/contact?sent=contact#${fields.formId}-status`);
    const [lead] = storedByEmail(formsServer, fields.email);
    expect(lead).toMatchObject({
      kind: "contact",
      status: "new",
      page: "/contact",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+44 20 7946 0958",
      subject: "A new website",
      message: "Hello,\r\nwe would like to talk about a new website.",
    });
    expect(lead.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(lead)).not.toContain("127.0.0.1");

    const confirmation = await fetch(`${formsServer.url}/contact?sent=contact`);
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain("Thank you! Your message has been sent.");
  });

  test("from a dark page come back to that page", async ({ formsServer }) => {
    const fields = { kind: "subscribe", formId: "subscribe-form_R_x_", email: `dark.${Date.now()}@example.com` };
    const res = await formPost(formsServer, "/home2", fields);
    expect(res.headers.get("location")).toBe(`/home2?sent=subscribe#subscribe-form_R_x_-status`);
    const quote = { kind: "quote", formId: "q", email: `q.${Date.now()}@example.com`, message: "Price?" };
    const dark = await formPost(formsServer, "/service/service-details-dark", quote);
    expect(dark.headers.get("location")).toBe("/service/service-details-dark?sent=quote#q-status");
    expect(storedByEmail(formsServer, quote.email)).toMatchObject([{ kind: "quote", page: "/service/service-details-dark" }]);
  });

  test("of a comment wait for moderation", async ({ formsServer }) => {
    const email = `comment.${Date.now()}@example.com`;
    const res = await formPost(formsServer, "/blog/blog-details", {
      kind: "comment",
      formId: "comment-form",
      firstName: "Ada",
      email,
      message: "Great read",
    });
    expect(res.status).toBe(303);
    expect(storedByEmail(formsServer, email)).toMatchObject([{ kind: "comment", status: "pending" }]);
  });

  test("with a 5,000-character message in a non-Latin script fit, sent as the form sends it (multipart)", async ({ formsServer }) => {
    const fields = { ...uniqueContact("cjk"), message: "漢".repeat(5000) };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    const res = await fetch(`${formsServer.url}/contact`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: formsServer.url },
    });
    expect(res.status).toBe(303);
    expect(storedByEmail(formsServer, fields.email)).toMatchObject([{ message: fields.message }]);
  });

  test("of the same subscriber keep one row", async ({ formsServer }) => {
    const email = `twice.${Date.now()}@example.com`;
    for (const address of [email, email.toUpperCase()]) {
      expect((await formPost(formsServer, "/home3", { kind: "subscribe", formId: "s", email: address })).status).toBe(303);
    }
    expect(formsServer.leads().filter((lead) => lead.email.toLowerCase() === email)).toHaveLength(1);
  });
});

test.describe("the time trap never discards a person's lead", () => {
  test("a form corrected and sent again at once, without JavaScript, is stored (prerendered page: no start)", async ({ formsServer }) => {
    const formId = await formIdOn(formsServer, "/contact", "contact");
    const fields = { ...uniqueContact("fixed"), formId };
    const first = await formPost(formsServer, "/contact", { ...fields, email: "bad" });
    expect(first.status).toBe(400);
    const html = await first.text();
    // The page sent back holds no new start: the resend is not timed from the answer.
    expect(tokenIn(html, "contact")).toBe("");
    const again = await formPost(formsServer, "/contact", fields);
    expect(again.status).toBe(303);
    expect(storedByEmail(formsServer, fields.email)).toHaveLength(1);
  });

  test("a page rendered for the visitor times its forms from then, and a corrected form keeps that start", async ({ formsServer }) => {
    const page = await (await fetch(`${formsServer.url}/contact?sent=contact`)).text();
    const token = tokenIn(page, "contact");
    expect(token).toMatch(/^v1\./);
    const formId = /<form[^>]*id="(contact-form[^"]*)"/.exec(page)![1];
    const fields = { ...uniqueContact("timed"), formId, formToken: token };
    await new Promise((r) => setTimeout(r, 2_700)); // a person filling it in
    const first = await formPost(formsServer, "/contact", { ...fields, phone: "call me" });
    expect(first.status).toBe(400);
    expect(tokenIn(await first.text(), "contact")).toBe(token);
    const again = await formPost(formsServer, "/contact", fields);
    expect(again.status).toBe(303);
    expect(storedByEmail(formsServer, fields.email)).toHaveLength(1);
  });

  test("the same post sent twice (a double click, a resend) is stored once, both answered as sent", async ({ formsServer }) => {
    const fields = uniqueContact("double");
    const answers = await Promise.all([formPost(formsServer, "/contact", fields), formPost(formsServer, "/contact", fields)]);
    expect(answers.map((r) => r.status)).toEqual([303, 303]);
    expect((await jsonPost(formsServer, "/contact", fields)).status).toBe(200);
    expect(storedByEmail(formsServer, fields.email)).toHaveLength(1);
  });
});

test.describe("what a post says is checked against the site", () => {
  test("the page is stored as the page table spells it, however the address was typed", async ({ formsServer }) => {
    for (const path of ["/CONTACT", "/contact/", "/Contact"]) {
      const fields = uniqueContact("spelling");
      const res = await formPost(formsServer, path, fields);
      expect(res.status, path).toBe(303);
      expect(res.headers.get("location")).toBe(`/contact?sent=contact#${fields.formId}-status`);
      expect(storedByEmail(formsServer, fields.email)).toMatchObject([{ page: "/contact" }]);
    }
  });

  test("a form posted to a page that does not show it is refused (400), nothing stored", async ({ formsServer }) => {
    const email = `misfiled.${Date.now()}@example.com`;
    // A page with no form at all has no action: 405 without JavaScript.
    const posts: [string, Record<string, string>, number][] = [
      ["/contact", { kind: "comment", formId: "comment-form", firstName: "Ada", email, message: "Filed under no article" }, 400],
      ["/service/service-details-center", { kind: "quote", formId: "q", email, message: "Price?" }, 400],
      ["/", { kind: "subscribe", formId: "s", email }, 405],
    ];
    for (const [page, fields, plainStatus] of posts) {
      expect((await formPost(formsServer, page, fields)).status, page).toBe(plainStatus);
      expect((await jsonPost(formsServer, page, fields)).status, page).toBe(400);
    }
    expect(storedByEmail(formsServer, email)).toHaveLength(0);
  });

  test("every page's forms are the ones the page table says it has", async ({ formsServer }) => {
    const { pages } = await import("../../app/pages");
    for (const page of pages) {
      const html = await (await fetch(`${formsServer.url}${page.path}`)).text();
      const kinds = [...new Set([...html.matchAll(/name="kind" value="([a-z]+)"/g)].map((m) => m[1]))].sort();
      expect(kinds, page.path).toEqual([...page.forms].sort());
    }
  });

  test("a field sent twice comes back with every value and that field's error", async ({ formsServer }) => {
    const formId = await formIdOn(formsServer, "/contact", "contact");
    const fields = { ...uniqueContact("dup"), formId };
    const res = await formPost(formsServer, "/contact", [...Object.entries(fields), ["phone", "+1 555 0100"]]);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`value="${fields.email}"`);
    expect(html).toContain(`value="${fields.phone}"`);
    expect(html).toContain("Part of what was sent in this field could not be read.");
    expect(storedByEmail(formsServer, fields.email)).toHaveLength(0);
  });

  test("bytes that are not UTF-8, a NUL and direction overrides come back marked, never echoed raw nor stored", async ({ formsServer }) => {
    const formId = await formIdOn(formsServer, "/contact", "contact");
    const email = `bytes.${Date.now()}@example.com`;
    const raw = await fetch(`${formsServer.url}/contact`, {
      method: "POST",
      body: `kind=contact&formId=${formId}&email=${encodeURIComponent(email)}&firstName=Ad%FF&message=Hello`,
      headers: { "content-type": "application/x-www-form-urlencoded", origin: formsServer.url },
      redirect: "manual",
    });
    expect(raw.status).toBe(400);
    expect(await raw.text()).toContain("Part of what was sent in this field could not be read.");
    const nul = await formPost(formsServer, "/contact", { ...uniqueContact("nul"), formId, email, subject: "Hi\u0000there" });
    expect(nul.status).toBe(400);
    const nulHtml = await nul.text();
    expect(nulHtml).not.toContain("\u0000");
    expect(nulHtml).toContain('value="Hi\ufffdthere"');
    const bidi = await formPost(formsServer, "/contact", { ...uniqueContact("bidi"), formId, email, firstName: "\u202egnp.exe" });
    expect(bidi.status).toBe(400);
    expect(await bidi.text()).toContain("invisible direction marks");
    expect(storedByEmail(formsServer, email)).toHaveLength(0);
  });
});

test.describe("invalid submissions", () => {
  test("come back as the page, status 400, with the values and a message per field", async ({ formsServer }) => {
    const formId = await formIdOn(formsServer, "/contact", "contact");
    const fields = { ...uniqueContact("invalid"), formId, email: "ada@example", phone: "call me", message: "<b>Keep</b> this & that" };
    const res = await formPost(formsServer, "/contact", fields);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('value="ada@example"');
    expect(html).toContain('value="call me"');
    expect(html).toContain("&lt;b&gt;Keep&lt;/b&gt; this &amp; that</textarea>");
    expect(html).toContain("Please enter a valid e-mail address, for example name@company.com.");
    expect(html).toContain("Please enter a full phone number");
    expect(html).toContain("Please correct the 2 fields marked below.");
    expect(storedByEmail(formsServer, "ada@example")).toHaveLength(0);
  });

  test("of an unknown form are a 400 error page", async ({ formsServer }) => {
    const res = await formPost(formsServer, "/contact", { kind: "survey", email: "a@example.com" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("400");
  });
});

test.describe("refused requests", () => {
  test("a body over 32 KB is answered 413 without being stored", async ({ formsServer }) => {
    const fields = { ...uniqueContact("big"), message: "x".repeat(40 * 1024) };
    const res = await formPost(formsServer, "/contact", fields);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("413 Payload Too Large");
    expect(storedByEmail(formsServer, fields.email)).toHaveLength(0);
  });

  test("a chunked body over 32 KB (no Content-Length) is answered 413", async ({ formsServer }) => {
    const status = await new Promise<number>((resolve, reject) => {
      // http or https (through the edge: npm run test:edge).
      const request = formsServer.url.startsWith("https:") ? https.request : http.request;
      const req = request(
        `${formsServer.url}/contact`,
        { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" } },
        (res) => {
          res.resume();
          resolve(res.statusCode!);
        },
      );
      req.on("error", reject);
      req.write(`kind=contact&email=a%40example.com&message=`);
      for (let i = 0; i < 5; i++) req.write("y".repeat(8 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  test("a cross-site post is answered 403 and not stored", async ({ formsServer }) => {
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }, { origin: "null" }];
    for (const headers of foreign) {
      const fields = uniqueContact("csrf");
      const res = await formPost(formsServer, "/contact", fields, headers);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("403 Forbidden");
      expect(storedByEmail(formsServer, fields.email)).toHaveLength(0);
    }
  });

  test("other methods are answered 405", async ({ formsServer }) => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await fetch(`${formsServer.url}/contact`, {
        method,
        body: "kind=contact",
        headers: { origin: formsServer.url, "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.status, method).toBe(405);
    }
    const noAction = await formPost(formsServer, "/about", uniqueContact("about"));
    expect(noAction.status).toBe(405);
  });

  test("bots' posts look accepted but store nothing, and each discard is logged with its reason", async ({ formsServer }) => {
    const trapped = uniqueContact("honeypot");
    expect((await formPost(formsServer, "/contact", { ...trapped, fax_number: "555-0100" })).status).toBe(303);
    // A start token taken and used at once: faster than the island lets a person send.
    const fast = uniqueContact("fast");
    expect((await formPost(formsServer, "/contact", { ...fast, formToken: await startToken(formsServer) })).status).toBe(303);
    const fastJs = uniqueContact("fastjs");
    const tooFastJs = await jsonPost(formsServer, "/contact", { ...fastJs, formToken: await startToken(formsServer) });
    expect(tooFastJs.status).toBe(200);
    expect(await tooFastJs.json()).toEqual({ ok: true, kind: "contact", formId: fastJs.formId });
    // A start moved back in time: its signature no longer matches.
    const forged = uniqueContact("forged");
    const [v, id, at, sig] = (await startToken(formsServer)).split(".");
    const movedBack = [v, id, (parseInt(at, 36) - 60_000).toString(36), sig].join(".");
    expect((await formPost(formsServer, "/contact", { ...forged, formToken: movedBack })).status).toBe(303);
    for (const email of [trapped.email, fast.email, fastJs.email, forged.email]) expect(storedByEmail(formsServer, email)).toHaveLength(0);
    const discards = formsServer
      .output()
      .split("\n")
      .filter((line) => line.includes("lead discarded as a bot's"))
      .map((line) => JSON.parse(line) as { level: string; reason: string; discarded: number; requestId: string });
    expect(discards.map((d) => d.reason)).toEqual(expect.arrayContaining(["honeypot", "too-fast", "too-fast", "forged-token"]));
    for (const d of discards) expect(d).toMatchObject({ level: "warn", discarded: expect.any(Number), requestId: expect.any(String) });
  });
});

test.describe("the islands' JSON endpoint (/forms/submit)", () => {
  test("stores a valid lead with the page it came from and answers with JSON", async ({ formsServer }) => {
    const quote = { kind: "quote", formId: "quote-form_R_q_", name: "Grace", email: `json.${Date.now()}@example.com`, message: "Price?" };
    // The page as the visitor's address bar spells it; stored as the page table spells it.
    const res = await jsonPost(formsServer, "/Service/service-details-DARK", quote);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ ok: true, kind: "quote", formId: "quote-form_R_q_" });
    expect(storedByEmail(formsServer, quote.email)).toMatchObject([
      { kind: "quote", page: "/service/service-details-dark", name: "Grace" },
    ]);
  });

  test("answers invalid fields with 400 and the errors as JSON", async ({ formsServer }) => {
    const fields = { ...uniqueContact("json-invalid"), email: "ada@example", phone: "call me" };
    const res = await jsonPost(formsServer, "/contact", fields);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      kind: "contact",
      formId: fields.formId,
      values: {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example",
        phone: "call me",
        subject: "A new website",
        message: fields.message,
      },
      errors: {
        email: "Please enter a valid e-mail address, for example name@company.com.",
        phone: "Please enter a full phone number (at least 5 digits) using digits, spaces, +, -, ( and ) only.",
      },
    });
    expect(storedByEmail(formsServer, "ada@example")).toHaveLength(0);
  });

  test("refuses a post that does not name one of our pages, or one of our forms", async ({ formsServer }) => {
    const pages = [
      "",
      "//evil.example/contact",
      "https://evil.example/contact",
      "/\\evil.example",
      "/no-such-page",
      "/contact?x=1",
      "contact",
    ];
    for (const page of pages) {
      const fields = uniqueContact("json-page");
      const res = await jsonPost(formsServer, page, fields);
      expect(res.status, page).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: "Bad Request" });
      expect(storedByEmail(formsServer, fields.email)).toHaveLength(0);
    }
    const noPage = await fetch(`${formsServer.url}/forms/submit`, {
      method: "POST",
      body: new URLSearchParams(uniqueContact("json-nopage")),
      headers: { origin: formsServer.url },
    });
    expect(noPage.status).toBe(400);
    const survey = await jsonPost(formsServer, "/contact", { ...uniqueContact("json-kind"), kind: "survey" });
    expect(survey.status).toBe(400);
  });

  test("is guarded like the pages: foreign origins 403, bodies over 32 KB 413, only POST", async ({ formsServer }) => {
    const foreign = uniqueContact("json-csrf");
    expect((await jsonPost(formsServer, "/contact", foreign, { origin: "https://evil.example" })).status).toBe(403);
    expect((await jsonPost(formsServer, "/contact", foreign, { origin: formsServer.url, "sec-fetch-site": "cross-site" })).status).toBe(
      403,
    );
    const big = { ...uniqueContact("json-big"), message: "x".repeat(40 * 1024) };
    expect((await jsonPost(formsServer, "/contact", big)).status).toBe(413);
    for (const email of [foreign.email, big.email]) expect(storedByEmail(formsServer, email)).toHaveLength(0);

    const get = await fetch(`${formsServer.url}/forms/submit?page=%2Fcontact`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const put = await fetch(`${formsServer.url}/forms/submit?page=%2Fcontact`, {
      method: "PUT",
      body: "kind=contact",
      headers: { origin: formsServer.url, "content-type": "application/x-www-form-urlencoded" },
    });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("POST");
  });

  test("is not a page: not prerendered, not in the sitemap", async ({ formsServer }) => {
    const client = path.join(process.env.BUILD_DIR ?? "build", "client");
    expect(fs.existsSync(path.join(client, "forms"))).toBe(false);
    expect(fs.readFileSync(path.join(client, "sitemap.xml"), "utf8")).not.toContain("/forms");
    expect((await fetch(`${formsServer.url}/forms/submit.data`)).status).not.toBe(200);
  });
});

test("after 5 leads of one kind in 10 minutes, a visitor gets 429 with Retry-After and a readable page", async () => {
  const server = await startFormsServer({ FORM_RATE_LIMIT: undefined, FORM_RATE_WINDOW_SECONDS: undefined });
  try {
    for (let i = 0; i < 5; i++) expect((await formPost(server, "/contact", uniqueContact(`limit${i}`))).status).toBe(303);
    const formId = await formIdOn(server, "/contact", "contact");
    const limited = { ...uniqueContact("limited"), formId };
    const res = await formPost(server, "/contact", limited);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(590);
    const html = await res.text();
    expect(html).toContain("You have sent several messages in a short time. Please try again in 10 minutes");
    // In the form, brought into view without JavaScript, with the visitor's values kept.
    expect(html).toMatch(/role="alert" tabindex="-1" autofocus=""[^>]*><svg[^]*?<\/svg>You have sent several messages/);
    expect(html).toContain(`value="${limited.email}"`);
    expect(html).toContain("<h1"); // the site shell: banner heading, header and footer
    expect(html).toContain("<footer");
    // The island's JSON endpoint counts the same leads.
    const json = await jsonPost(server, "/contact", { ...uniqueContact("limited-json"), formId });
    expect(json.status).toBe(429);
    expect(Number(json.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await json.json()).toMatchObject({
      ok: false,
      kind: "contact",
      formId,
      errors: {},
      formError: expect.stringMatching(/try again in 10 minutes/),
    });
    // Other forms still work.
    expect((await formPost(server, "/home2", { kind: "subscribe", formId: "s", email: "ok@example.com" })).status).toBe(303);
    expect(server.leads()).toHaveLength(6);
  } finally {
    await server.stop();
  }
});

test.describe("notification e-mail", () => {
  test("each new lead is e-mailed through SMTP_URL to LEADS_NOTIFY_TO", async () => {
    const smtp = await startTestSmtp();
    const server = await startFormsServer({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com" });
    try {
      const fields = {
        kind: "quote",
        formId: "q",
        name: "Grace Hopper",
        email: "grace@example.com",
        message: "Please quote a cloud migration.",
      };
      expect((await formPost(server, "/service/service-details", fields)).status).toBe(303);
      const [mail] = await smtp.waitFor(1);
      expect(mail.to).toEqual(["sales@example.com"]);
      expect(mail.raw).toContain("Subject: New quote request from Grace Hopper (#1)");
      expect(mail.raw).toContain("Please quote a cloud migration.");
      await expect.poll(() => server.leads()[0].notifiedAt).not.toBeNull();
    } finally {
      await server.stop();
      await smtp.close();
    }
  });

  test("a dead mail server neither loses nor delays the lead", async () => {
    const server = await startFormsServer({ SMTP_URL: await deadSmtpUrl(), LEADS_NOTIFY_TO: "sales@example.com" });
    try {
      const started = Date.now();
      const res = await formPost(server, "/contact", uniqueContact("deadsmtp"));
      expect(res.status).toBe(303);
      expect(Date.now() - started).toBeLessThan(2000);
      // The answer's time is the claim; the attempt's log line comes when the worker gets to it (later on a busy machine).
      await expect
        .poll(() => server.output(), { timeout: 15_000 })
        .toMatch(/outbox: lead #1 email attempt 1 failed: .*ECONNREFUSED.*; next attempt in/);
      expect(server.leads()).toMatchObject([{ kind: "contact", notifiedAt: null }]);
    } finally {
      await server.stop();
    }
  });
});

// The server process itself, also under test:edge (a restart on the same SQLite file).
test("SIGTERM finishes the request in flight, closes the database, and a restart loses nothing", async () => {
  const databasePath = tempDatabasePath();
  const first = await startFormsServer({}, databasePath, { direct: true });
  const fields = uniqueContact("inflight");
  const body = new URLSearchParams({ fax_number: "", ...fields }).toString();

  // Send the headers and half the body, stop the server, then send the rest.
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(
      `${first.url}/contact`,
      { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        resolve(res.statusCode!);
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 40));
    setTimeout(() => req.end(body.slice(40)), 800);
  });
  await new Promise((r) => setTimeout(r, 300));
  const exit = first.stop("SIGTERM");
  expect(await answer).toBe(303);
  expect(await exit).toBe(0);
  expect(first.output()).toContain("SIGTERM: finishing in-flight requests");

  const second = await startFormsServer({}, databasePath, { direct: true });
  try {
    expect(second.leads().map((lead) => lead.email)).toEqual([fields.email]);
    const again = uniqueContact("after-restart");
    expect((await formPost(second, "/contact", again)).status).toBe(303);
    expect(second.leads().map((lead) => lead.email)).toEqual([fields.email, again.email]);
  } finally {
    await second.stop();
    fs.rmSync(path.dirname(databasePath), { recursive: true, force: true });
  }
});
