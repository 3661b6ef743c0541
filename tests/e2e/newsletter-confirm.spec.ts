/**
 * Double opt-in against the production server, as a subscriber and the sales team see it: with SMTP set, a
 * subscription is answered "check your inbox", the subscriber gets a link in their language, opening it changes
 * nothing, the page's button confirms it, and only then does the team hear of the new subscriber.
 */
import fs from "node:fs";
import { freePort } from "../../server/spawn-server";
import { startTestSmtp, type ReceivedMail } from "../../server/test-smtp";
import { axeViolations } from "./axe";
import { expect, formPost, startFormsServer, test, type FormsServer } from "./forms-support";

const forms = (code: string) => JSON.parse(fs.readFileSync(`content/interface/${code}/forms.json`, "utf8")).subscription;
const de = forms("de");
const ar = forms("ar");

/** The confirmation link in a message (its transfer encoding undone), as a path on the test server. */
function linkIn(mail: ReceivedMail): string {
  const [head, encoded] = splitOnce(mail.raw);
  const body = /^Content-Transfer-Encoding: base64$/im.test(head)
    ? Buffer.from(encoded, "base64").toString("utf8")
    : encoded.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /https:\/\/www\.nexora\.example(\/[a-z]{2})?\/newsletter\/confirm\?token=[\w.-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${mail.raw}`);
  return new URL(link).pathname + new URL(link).search;
}

function splitOnce(raw: string): [string, string] {
  const at = raw.search(/\r?\n\r?\n/);
  return [raw.slice(0, at), raw.slice(at).trim()];
}

let server: FormsServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp({ port: await freePort() });
  server = await startFormsServer({
    SMTP_URL: smtp.url,
    LEADS_NOTIFY_TO: "sales@example.com",
    FORM_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

test("a German visitor subscribes, is told to check the inbox, and confirms with the link; then the team hears of it", async ({ page }) => {
  const email = "jonas.optin@example.com";
  await page.goto(`${server.url}/de/home2`);
  const form = page.locator('form[id^="subscribe-form"]').first();
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByRole("button").click();
  await expect(form.getByRole("status")).toHaveText(de.checkInbox);

  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  const path = linkIn(mailTo(email)[0]);
  expect(path).toMatch(/^\/de\/newsletter\/confirm\?token=/);
  const lead = server.leads().find((l) => l.email === email)!;
  // Unconfirmed: the team is not told.
  expect(mailTo("sales@example.com").some((m) => m.raw.includes(`(#${lead.id})`))).toBe(false);

  // Opening the link (a mail scanner does too) changes nothing.
  const opened = await page.goto(`${server.url}${path}`);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonnement bestätigen");
  await expect(page.getByText(de.confirmIntro)).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
  expect(await axeViolations(page)).toEqual([]);
  await page.waitForTimeout(500);
  expect(mailTo("sales@example.com").some((m) => m.raw.includes(`(#${lead.id})`))).toBe(false);

  await page.getByRole("button", { name: de.confirmButton }).click();
  await expect(page.getByRole("status")).toHaveText(de.confirmed);
  await expect
    .poll(() => mailTo("sales@example.com").filter((m) => m.raw.includes(`New subscriber from ${email} (#${lead.id})`)).length, {
      timeout: 15_000,
    })
    .toBe(1);

  // The link again: confirmed already, nothing sent twice.
  await page.goto(`${server.url}${path}`);
  await page.getByRole("button", { name: de.confirmButton }).click();
  await expect(page.getByRole("status")).toHaveText(de.already);
  await page.waitForTimeout(500);
  expect(mailTo("sales@example.com").filter((m) => m.raw.includes(`(#${lead.id})`))).toHaveLength(1);
});

test("without JavaScript: an Arabic subscription comes back with 'check your inbox', and the page confirms with a plain post", async () => {
  const email = "layla.optin@example.com";
  const res = await formPost(server, "/ar/home2", { kind: "subscribe", formId: "subscribe-form_R_ar_", email });
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(location).toMatch(/^\/ar\/home2\?sent=subscribe&confirm=1#subscribe-form_R_ar_-status$/);
  const back = await (await fetch(`${server.url}${location}`)).text();
  expect(back).toContain(ar.checkInbox);

  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  const path = linkIn(mailTo(email)[0]);
  expect(path).toMatch(/^\/ar\/newsletter\/confirm\?/);
  const html = await (await fetch(`${server.url}${path}`)).text();
  expect(html).toContain('<html lang="ar" dir="rtl"');
  expect(html).toContain(ar.confirmButton);
  const token = new URL(path, server.url).searchParams.get("token")!;
  const confirmed = await fetch(`${server.url}/ar/newsletter/confirm`, {
    method: "POST",
    body: new URLSearchParams({ token }),
    headers: { origin: server.url, "sec-fetch-site": "same-origin" },
  });
  expect(confirmed.status).toBe(200);
  expect(await confirmed.text()).toContain(ar.confirmed);
  expect(server.leads().find((l) => l.email === email)).toBeDefined();
});

test("a link changed by one character, or none at all, confirms nothing and says so", async () => {
  const email = "forged.optin@example.com";
  await formPost(server, "/home2", { kind: "subscribe", formId: "s", email });
  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  const path = linkIn(mailTo(email)[0]);
  const forged = path.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
  const en = forms("en");
  for (const [url, status] of [
    [forged, 400],
    ["/newsletter/confirm", 400],
    ["/newsletter/confirm?token=1.zzzzzzzz.x", 400],
  ] as const) {
    const res = await fetch(`${server.url}${url}`);
    expect([url, res.status]).toEqual([url, status]);
    expect(await res.text()).toContain(en.invalid);
  }
  const post = await fetch(`${server.url}/newsletter/confirm`, {
    method: "POST",
    body: new URLSearchParams({ token: new URL(forged, server.url).searchParams.get("token")! }),
    headers: { origin: server.url, "sec-fetch-site": "same-origin" },
  });
  expect(post.status).toBe(400);
  // A post whose body is no form is a client's error too, never the server's.
  for (const [type, body] of [
    ["text/plain", "token=x"],
    ["application/json", '{"token":"x"}'],
    ["multipart/form-data; boundary=b", "token=x"],
    [undefined, undefined],
  ] as const) {
    const res = await fetch(`${server.url}/newsletter/confirm`, {
      method: "POST",
      body,
      headers: { origin: server.url, "sec-fetch-site": "same-origin", ...(type ? { "content-type": type } : {}) },
    });
    expect([type, res.status]).toEqual([type, 400]);
    expect(await res.text()).toContain(en.invalid);
  }
  await fetch(`${server.url}${path}`);
  await new Promise((r) => setTimeout(r, 500));
  const lead = server.leads().find((l) => l.email === email)!;
  expect(mailTo("sales@example.com").some((m) => m.raw.includes(`(#${lead.id})`))).toBe(false);
});
