/**
 * Leads in the desk, against the production server: what visitors typed into the real forms
 * (markup, script, a javascript: address, a spreadsheet formula) is shown as text in every
 * list and detail, in Chromium (no element made, no dialog, no javascript: link) and in the
 * exports (CSV with the UTF-8 BOM and formulas neutralised, JSON with the raw strings); the
 * lists (one per kind with its own columns, newest first, search, status, paging) and the
 * detail's status (opening a new lead marks it read) and previous/next.
 */
import { rawRequest } from "./raw-http";
import { test, expect, type Page } from "@playwright/test";
import type { FormsServer } from "./forms-support";
import {
  addUser,
  browserSignIn,
  decode,
  deskGet,
  deskPage,
  elements,
  leadIdOf,
  postLead,
  signIn,
  startDeskServer,
  storeSnapshot,
  textOf,
  type Session,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const EDITOR = "editor.leads@example.com";

const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(1)>";
const JS_URL = "javascript:alert(1)";
const FORMULA = '=HYPERLINK("http://evil.example","x")';

const XSS = {
  contact: {
    firstName: SCRIPT,
    lastName: IMG,
    email: "xss.contact@example.com",
    phone: "+44 20 7946 0958",
    subject: JS_URL,
    message: FORMULA,
  },
  quote: { name: FORMULA, email: "xss.quote@example.com", message: `${SCRIPT}\n${IMG}\n${JS_URL}` },
  // An e-mail address can hold none of them, but it can start like a formula.
  subscribe: { email: "-2+3@example.com" },
  comment: { firstName: IMG, lastName: JS_URL, email: "xss.comment@example.com", subject: FORMULA, message: SCRIPT },
};

let server: FormsServer;
let editor: Session;
const xssIds = { contact: 0, quote: 0, subscribe: 0, comment: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startDeskServer();
  await addUser(server.storeEnv, EDITOR, "editor");
  for (const kind of ["contact", "quote", "subscribe", "comment"] as const) {
    await postLead(server, kind, XSS[kind]);
    xssIds[kind] = leadIdOf(server, XSS[kind].email);
  }
  editor = await signIn(server, EDITOR);
});

test.afterAll(async () => {
  await server?.stop();
});

/** Fails the test on any dialog or refused script the page shows. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Every attribute value in the page that is a javascript: address. */
const scriptAddresses = () =>
  [...document.querySelectorAll("*")].flatMap((el) =>
    [...el.attributes].filter((a) => /^\s*javascript:/i.test(a.value)).map((a) => `${el.tagName} ${a.name}=${a.value}`),
  );

test.describe("what visitors typed", () => {
  test("is text in every list and detail: no element made, no dialog, no javascript: link", async ({ page }) => {
    const problems = watch(page);
    await browserSignIn(page, server, EDITOR);
    const visits = [
      "/desk",
      "/desk/comments",
      ...(["contact", "quote", "subscribe", "comment"] as const).flatMap((kind) => [
        `/desk/leads/${kind}`,
        `/desk/leads/${kind}/${xssIds[kind]}`,
      ]),
    ];
    for (const path of visits) {
      const res = await page.goto(`${server.url}${path}`);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("img"), path).toHaveCount(0);
      await expect(page.locator("script, [onerror], iframe, object, embed"), path).toHaveCount(0);
      expect(await page.evaluate(scriptAddresses), path).toEqual([]);
      // Markup arrives escaped.
      const html = (await res?.text()) ?? "";
      expect(html, path).not.toContain(SCRIPT);
      expect(html, path).not.toContain(IMG);
    }

    // The detail shows each value as typed.
    await page.goto(`${server.url}/desk/leads/contact/${xssIds.contact}`);
    const fields = page.locator("dl.fields");
    await expect(fields.getByText(SCRIPT, { exact: true })).toBeVisible();
    await expect(fields.getByText(IMG, { exact: true })).toBeVisible();
    await expect(fields.getByText(JS_URL, { exact: true })).toBeVisible();
    await expect(fields.getByText(FORMULA, { exact: true })).toBeVisible();
    await page.goto(`${server.url}/desk/leads/quote`);
    const row = page.locator("tbody tr").filter({ hasText: "xss.quote@example.com" });
    await expect(row.locator("td").nth(1)).toHaveText(FORMULA);
    await expect(row.locator("td.text")).toHaveText(`${SCRIPT}\n${IMG}\n${JS_URL}`);
    await page.goto(`${server.url}/desk/comments`);
    const comment = page.locator("ul.plain > li").filter({ hasText: "xss.comment@example.com" });
    await expect(comment.locator("p.comment")).toHaveText(SCRIPT);
    await expect(comment.locator("h2")).toContainText(`${IMG} ${JS_URL} · xss.comment@example.com`);

    await page.waitForTimeout(200);
    expect(problems).toEqual([]);
  });

  test("the CSV export starts with the BOM, has its header row, and a formula cell starts with '", async ({ page }) => {
    await browserSignIn(page, server, EDITOR);
    const contact = await download(page, "contact", "CSV (comma, ISO dates)");
    expect(contact.name).toMatch(/^leads-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...contact.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = contact.bytes.subarray(3).toString("utf8");
    const [header, ...rows] = csv.split("\r\n");
    const context = "Plan,Service,Came from,Landing page,Campaign,Campaign source,Campaign medium,Campaign term,Campaign content,Language";
    expect(header).toBe(`ID,Received (UTC),Status,First name,Last name,E-mail,Phone,Subject,Message,Page,${context}`);
    const row = rows.find((r) => r.startsWith(`${xssIds.contact},`));
    // Posted in English, with no plan, service or campaign. The phone number's "+" starts a formula too: it gets the apostrophe as well. Each lead is "read": the first test
    // opened it in a browser (the tests of this file run in order).
    expect(row).toMatch(
      new RegExp(
        `^${xssIds.contact},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,read,<script>alert\\(1\\)</script>,<img src=x onerror=alert\\(1\\)>,` +
          `xss\\.contact@example\\.com,'\\+44 20 7946 0958,javascript:alert\\(1\\),"'=HYPERLINK\\(""http://evil\\.example"",""x""\\)",/contact,{10}en$`,
      ),
    );

    const quote = (await download(page, "quote", "CSV (comma, ISO dates)")).bytes.toString("utf8");
    expect(quote.startsWith(`\uFEFFID,Received (UTC),Status,Name,E-mail,Phone,Message,Page,${context}\r\n`)).toBe(true);
    expect(quote).toContain(`,read,"'=HYPERLINK(""http://evil.example"",""x"")",xss.quote@example.com,,`);
    const subscribe = (await download(page, "subscribe", "CSV (comma, ISO dates)")).bytes.toString("utf8");
    expect(subscribe.startsWith(`\uFEFFID,Received (UTC),Status,E-mail,Page,${context},Confirmed (UTC),Consent\r\n`)).toBe(true);
    // No SMTP here, so no double opt-in: confirmed when made. The consent is the line under the form.
    expect(subscribe).toMatch(
      /,read,'-2\+3@example\.com,\/home2,{10}en,\d{4}-\d\d-\d\dT[\d:.]+Z,We use your e-mail address only for our newsletter and delete it when you ask\. See our Privacy Policy\.\r\n/,
    );
  });

  test("the JSON export parses and holds the raw strings", async ({ page }) => {
    await browserSignIn(page, server, EDITOR);
    for (const kind of ["contact", "quote", "subscribe", "comment"] as const) {
      const file = await download(page, kind, "JSON");
      expect(file.name).toMatch(new RegExp(`^leads-${kind}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
      const leads = JSON.parse(file.bytes.toString("utf8")) as Record<string, unknown>[];
      expect(
        leads.find((l) => l.id === xssIds[kind]),
        kind,
        // Opened by the first test.
      ).toMatchObject({ kind, status: "read", ...XSS[kind] });
    }
  });
});

/** Downloads an export the way a person does: the link on the kind's list, in the signed-in browser. */
async function download(page: Page, kind: string, link: string): Promise<{ name: string; bytes: Buffer }> {
  await page.goto(`${server.url}/desk/leads/${kind}`);
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link, exact: true }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** A list page's column headings and its rows' lead ids, in order. */
function listOf(html: string, kind: string): { columns: string[]; ids: number[]; status: string } {
  const head = /<thead>([^]*?)<\/thead>/.exec(html)?.[1] ?? "";
  const columns = [...head.matchAll(/<th[^>]*>([^]*?)<\/th>/g)].map(([, c]) => textOf(c));
  const ids = elements(html, "a")
    .map((a) => new RegExp(`^/desk/leads/${kind}/(\\d+)(\\?|$)`).exec(a.href ?? "")?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number);
  const status = textOf(/<span role="status">([^<]*)<\/span>/.exec(html)?.[1] ?? "");
  return { columns, ids: [...new Set(ids)], status };
}

/** Where the page's link with exactly this text goes (undefined when there is none). */
function linkTo(html: string, label: string): string | undefined {
  const href = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].find(([, , text]) => decode(text) === label)?.[1];
  return href === undefined ? undefined : decode(/href="([^"]*)"/.exec(href)?.[1] ?? "");
}

test.describe("the lists", () => {
  test("one per kind, with the kind's own columns", async () => {
    const expected = {
      contact: ["Received", "First name", "Last name", "E-mail", "Phone", "Subject", "Message", "Status"],
      quote: ["Received", "Name", "E-mail", "Phone", "Message", "Status"],
      subscribe: ["Received", "E-mail", "Confirmed", "Status"],
      comment: ["Received", "First name", "Last name", "E-mail", "Phone", "Subject", "Message", "Status"],
    };
    const titles = { contact: "Contact messages", quote: "Quote requests", subscribe: "Subscribers", comment: "Comments (all)" };
    for (const kind of ["contact", "quote", "subscribe", "comment"] as const) {
      const html = await deskPage(server, editor, `/desk/leads/${kind}`);
      const list = listOf(html, kind);
      expect(list.columns, kind).toEqual(expected[kind]);
      expect(list.ids, kind).toContain(xssIds[kind]);
      // Only that kind's leads.
      for (const other of ["contact", "quote", "subscribe", "comment"] as const) {
        if (other !== kind) expect(list.ids, `${other} in ${kind}`).not.toContain(xssIds[other]);
      }
      expect(textOf(/<h1>([^]*?)<\/h1>/.exec(html)![1])).toBe(titles[kind]);
    }
  });

  test("a visitor's Arabic text runs right to left in the list and the detail (dir=auto), its full stop at its end", async ({ page }) => {
    const email = "arabic.dir@example.com";
    await postLead(server, "contact", { firstName: "ليلى", email, message: "نريد موقعاً جديداً لشركتنا." });
    const id = leadIdOf(server, email);
    await browserSignIn(page, server, EDITOR);
    await page.goto(`${server.url}/desk/leads/contact?q=${encodeURIComponent(email)}`);
    const cell = page.locator("td:not(.card)", { hasText: "نريد موقعاً جديداً" });
    await expect(cell).toHaveAttribute("dir", "auto");
    expect(await cell.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
    await page.goto(`${server.url}/desk/leads/contact/${id}`);
    const message = page.locator("dd", { hasText: "نريد موقعاً جديداً" });
    await expect(message).toHaveAttribute("dir", "auto");
    expect(await message.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
  });

  test("newest first; search by a name or an e-mail, any case, % and _ taken literally", async () => {
    const people = [
      { firstName: "Marie", lastName: "Curie", email: "marie@radium.example" },
      { firstName: "Pierre", lastName: "Curie", email: "pierre@radium.example" },
      { firstName: "Percent", lastName: "100% Sure", email: "percent@numbers.example" },
      { firstName: "Under", lastName: "Score_Name", email: "under@numbers.example" },
    ];
    for (const p of people) await postLead(server, "contact", { ...p, message: "Search me." });
    const [marie, pierre, percent, under] = people.map((p) => leadIdOf(server, p.email));
    const search = async (q: string) =>
      listOf(await deskPage(server, editor, `/desk/leads/contact?q=${encodeURIComponent(q)}`), "contact").ids;

    expect(await search("curie")).toEqual([pierre, marie]);
    expect(await search("CURIE")).toEqual([pierre, marie]);
    expect(await search("Marie Curie")).toEqual([marie]);
    expect(await search("mari")).toEqual([marie]);
    expect(await search("radium.example")).toEqual([pierre, marie]);
    expect(await search("PIERRE@RADIUM")).toEqual([pierre]);
    expect(await search("%")).toEqual([percent]);
    expect(await search("100%")).toEqual([percent]);
    expect(await search("_")).toEqual([under]);
    // As a wildcard, _ would find Marie.
    expect(await search("M_rie")).toEqual([]);
    expect(await search("nobody at all")).toEqual([]);
    const none = await deskPage(server, editor, "/desk/leads/contact?q=nobody");
    expect(none).toContain("No leads in this view.");
    // A quote's name is searched too.
    await postLead(server, "quote", { name: "Katherine Johnson", email: "kj@nasa.example", message: "Orbits." });
    expect(listOf(await deskPage(server, editor, "/desk/leads/quote?q=katherine"), "quote").ids).toEqual([
      leadIdOf(server, "kj@nasa.example"),
    ]);
    // Newest first across the whole list.
    const all = listOf(await deskPage(server, editor, "/desk/leads/contact"), "contact").ids;
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(all.slice(0, 4)).toEqual([under, percent, pierre, marie]);
  });

  test("status from the list, then from the detail (new → read → spam), shown after the redirect", async ({ page }) => {
    await postLead(server, "contact", { firstName: "Statia", lastName: "Status", email: "statia@example.com", message: "File me." });
    const id = leadIdOf(server, "statia@example.com");
    await browserSignIn(page, server, EDITOR);

    await page.goto(`${server.url}/desk/leads/contact?q=statia`);
    const row = page.locator("tbody tr").filter({ hasText: "statia@example.com" });
    await expect(row.getByLabel(`Status of lead ${id}`)).toHaveValue("new");
    await row.getByLabel(`Status of lead ${id}`).selectOption("read");
    await row.getByRole("button", { name: `Set status of lead ${id}` }).click();
    // Back on the same view, filter kept, with the change shown.
    await expect(page).toHaveURL(`${server.url}/desk/leads/contact?q=statia&done=status`);
    await expect(page.getByRole("status").filter({ hasText: "The status was changed." })).toBeVisible();
    await expect(row.getByLabel(`Status of lead ${id}`)).toHaveValue("read");

    await row.getByRole("link", { name: `open lead ${id}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message ${id}`);
    await page.getByLabel(`Status of lead ${id}`).selectOption("spam");
    await page.getByRole("button", { name: `Set status of lead ${id}` }).click();
    await expect(page).toHaveURL(`${server.url}/desk/leads/contact/${id}?q=statia&done=status`);
    await expect(page.getByText("The status was changed.")).toBeVisible();
    await expect(page.getByLabel(`Status of lead ${id}`)).toHaveValue("spam");

    // The status filter agrees.
    expect(listOf(await deskPage(server, editor, "/desk/leads/contact?status=spam"), "contact").ids).toEqual([id]);
    expect(listOf(await deskPage(server, editor, "/desk/leads/contact?q=statia&status=new"), "contact").ids).toEqual([]);
  });

  test("opening a new lead marks it read, audited; another site's link or a bare request does not", async ({ page }) => {
    await postLead(server, "contact", { firstName: "Opal", lastName: "Opened", email: "opal@example.com", message: "Read me." });
    await postLead(server, "contact", { firstName: "Xeno", lastName: "Linked", email: "xeno@example.com", message: "Not by them." });
    const [opal, xeno] = ["opal@example.com", "xeno@example.com"].map((email) => leadIdOf(server, email));
    const statusOf = (id: number) => storeSnapshot(server).leads.find((l) => (l as { id: number }).id === id) as { desk_status: string };
    const opened = () => storeSnapshot(server).audit.filter((a) => (a as { detail: string }).detail === "new → read (opened)");
    const before = opened().length;

    // A link on another site, a prefetch-like request and a script's fetch: the page is shown, the lead stays new.
    const requests: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "same-origin", "sec-fetch-mode": "no-cors" },
      {},
    ];
    for (const headers of requests) {
      const res = await deskGet(server, editor, `/desk/leads/contact/${xeno}`, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await res.text()).toMatch(/<option value="new" selected="">/);
      expect(statusOf(xeno).desk_status).toBe("new");
    }
    // The browser's own prefetches and prerenders, and a HEAD request, with everything else a navigation from the desk.
    // Raw HTTP: fetch() sends its own Sec-Fetch-Mode. The same request without a purpose is the control: it marks.
    const navigate = (id: number, extra: string, method = "GET") =>
      rawRequest(
        server.url,
        `${method} /desk/leads/contact/${id} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nCookie: ${editor.cookie}\r\n` +
          `Sec-Fetch-Site: same-origin\r\nSec-Fetch-Mode: navigate\r\n${extra}Connection: close\r\n\r\n`,
        { head: method === "HEAD" },
      );
    for (const [extra, method] of [
      ["Sec-Purpose: prefetch\r\n", "GET"],
      ["Sec-Purpose: prefetch;prerender\r\n", "GET"],
      ["Purpose: prefetch\r\n", "GET"],
      ["", "HEAD"],
    ] as const) {
      const res = await navigate(xeno, extra, method);
      expect(res.status, `${method} ${extra}`).toBe(200);
      expect(statusOf(xeno).desk_status, `${method} ${extra}`).toBe("new");
    }
    expect((await navigate(xeno, "")).status).toBe(200);
    expect(statusOf(xeno).desk_status).toBe("read");

    // From the desk's own list in a browser.
    await browserSignIn(page, server, EDITOR);
    await page.goto(`${server.url}/desk/leads/contact?q=opal`);
    const row = page.locator("tbody tr").filter({ hasText: "opal@example.com" });
    await expect(row.getByLabel(`Status of lead ${opal}`)).toHaveValue("new");
    await row.getByRole("link", { name: `open lead ${opal}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact message ${opal}`);
    await expect(page.getByLabel(`Status of lead ${opal}`)).toHaveValue("read");
    expect(statusOf(opal).desk_status).toBe("read");
    // Once: opening it again changes nothing and writes no second line.
    await page.reload();
    await expect(page.getByLabel(`Status of lead ${opal}`)).toHaveValue("read");
    expect(opened().slice(before)).toEqual([
      expect.objectContaining({ actor: EDITOR, action: "lead-status", target: `lead ${xeno}` }),
      expect.objectContaining({ actor: EDITOR, action: "lead-status", target: `lead ${opal}` }),
    ]);
    await page.goBack();
    await expect(row.getByLabel(`Status of lead ${opal}`)).toHaveValue("read");
  });

  test("paging: 50 a page, next and previous keep the view; previous/next on the detail", async () => {
    test.setTimeout(120_000);
    const emails = Array.from({ length: 55 }, (_, i) => `pager.${String(i).padStart(2, "0")}@example.com`);
    // In batches, each lead stored before the next batch starts: the order of the e-mails is the order of arrival.
    for (let i = 0; i < emails.length; i += 11) {
      await Promise.all(
        emails
          .slice(i, i + 11)
          .map((email, j) =>
            postLead(server, "contact", { firstName: "Pager", lastName: `No ${i + j}`, email, message: `Page me ${i + j}.` }),
          ),
      );
    }
    // Newest first, as the desk orders them: by arrival, then by id.
    const ids = server
      .leads()
      .filter((l) => l.email.startsWith("pager."))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map((l) => l.id);
    expect(ids).toHaveLength(55);

    const first = await deskPage(server, editor, "/desk/leads/contact?q=pager");
    const page1 = listOf(first, "contact");
    expect(page1.status).toBe("Showing 1–50 of 55");
    expect(page1.ids).toEqual(ids.slice(0, 50));
    expect(first).toContain("page 1 of 2");
    expect(linkTo(first, "Next page")).toBe("/desk/leads/contact?q=pager&page=2");
    expect(linkTo(first, "Previous page")).toBeUndefined();

    const second = await deskPage(server, editor, linkTo(first, "Next page")!);
    const page2 = listOf(second, "contact");
    expect(page2.status).toBe("Showing 51–55 of 55");
    expect(page2.ids).toEqual(ids.slice(50));
    expect(second).toContain("page 2 of 2");
    expect(linkTo(second, "Previous page")).toBe("/desk/leads/contact?q=pager&page=1");
    expect(linkTo(second, "Next page")).toBeUndefined();

    // Past the end (a stale link): sent to the last page with the same filters, never "Showing 101–55 of 55".
    for (const [past, last] of [
      ["/desk/leads/contact?q=pager&page=3", "/desk/leads/contact?q=pager&page=2"],
      ["/desk/leads/contact?page=99999&q=pager&done=status", "/desk/leads/contact?page=2&q=pager"],
      ["/desk/leads/contact?q=no-such-lead-anywhere&page=2", "/desk/leads/contact?q=no-such-lead-anywhere"],
    ]) {
      const res = await deskGet(server, editor, past);
      expect(res.status, past).toBe(303);
      expect(res.headers.get("location"), past).toBe(last);
    }

    // The detail's neighbours, in the same view.
    const detail = async (id: number) => {
      const html = await deskPage(server, editor, `/desk/leads/contact/${id}?q=pager`);
      return { newer: linkTo(html, "← Newer lead"), older: linkTo(html, "Older lead →"), html };
    };
    const newest = await detail(ids[0]);
    expect(newest.newer).toBeUndefined();
    expect(newest.html).toContain("No newer lead");
    expect(newest.older).toBe(`/desk/leads/contact/${ids[1]}?q=pager`);
    const secondNewest = await detail(ids[1]);
    expect(secondNewest.newer).toBe(`/desk/leads/contact/${ids[0]}?q=pager`);
    expect(secondNewest.older).toBe(`/desk/leads/contact/${ids[2]}?q=pager`);
    const oldest = await detail(ids[54]);
    expect(oldest.newer).toBe(`/desk/leads/contact/${ids[53]}?q=pager`);
    expect(oldest.older).toBeUndefined();
    expect(oldest.html).toContain("No older lead");
    // The back link keeps the view.
    expect(linkTo(oldest.html, "← Back to contact messages")).toBe("/desk/leads/contact?q=pager");
  });
});
