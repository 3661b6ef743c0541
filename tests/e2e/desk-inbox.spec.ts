/**
 * Notifications set in the desk and acting on a lead, against production servers: with no channel the desk says nobody
 * is told; an admin sets recipients and a webhook under Notifications and a new lead reaches the test SMTP server and
 * the webhook, both on the lead's timeline; a reply from the desk reaches the lead's address with Reply-To its writer,
 * and nothing a visitor wrote adds a header or a recipient; notes and owners are audited, the owner is told, "Only mine"
 * lists theirs; the leads of one address are linked; the new screens are axe clean at 1440 and 375 px; on PostgreSQL, one
 * instance uses the settings saved on another without a restart.
 */
import http from "node:http";
import type net from "node:net";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { verifyWebhookSignature } from "../../server/outbox/webhook";
import { startTestSmtp, type ReceivedMail } from "../../server/test-smtp";
import { axeViolations } from "./axe";
import { formPost, type FormsServer } from "./forms-support";
import {
  addUser,
  auditRows,
  browserSignIn,
  deskGet,
  deskPage,
  deskPost,
  execSql,
  leadIdOf,
  postgresInstances,
  postLead,
  querySql,
  reflowProblem,
  signIn,
  startDeskServer,
  textOf,
  userIdOf,
  type Session,
} from "./desk-support";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ actionTimeout: 10_000 });

const ADMIN = "admin.inbox@example.com";
const EDITOR = "editor.inbox@example.com";
const KEY = "inbox-e2e-signing-key-0123456789";
const SENDER = "Nexora Leads <leads@nexora.example>";

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let hook: { url: string; received: { headers: http.IncomingHttpHeaders; body: string }[]; server: http.Server };
/** No mail server, nothing set: the desk must say nobody is told. */
let bare: FormsServer;
/** A mail server, no recipients yet; webhooks on this machine allowed (the test receiver listens here). */
let server: FormsServer;

async function startHook() {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const s = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(s.address() as net.AddressInfo).port}/hooks/leads`, received, server: s };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  hook = await startHook();
  [bare, server] = await Promise.all([
    startDeskServer({}),
    startDeskServer({
      SMTP_URL: smtp.url,
      SITE_URL: "https://www.nexora.example",
      DESK_WEBHOOK_PRIVATE_HOSTS: "allow",
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_CAP_MS: "200",
    }),
  ]);
  await Promise.all([bare, server].flatMap((s) => [addUser(s.storeEnv, ADMIN, "admin"), addUser(s.storeEnv, EDITOR, "editor")]));
});

test.afterAll(async () => {
  await Promise.all([bare?.stop(), server?.stop()]);
  await smtp?.close();
  hook?.server.closeAllConnections();
  await new Promise((resolve) => hook?.server.close(resolve));
});

/** The mails to `address` with a subject starting `subject`. */
const mailsTo = (address: string, subject = "") =>
  smtp.received.filter((m) => m.to.includes(address) && new RegExp(`^Subject: ${subject}`, "m").test(m.raw));

/** A page's text as read: no space before a full stop that follows a link. */
const said = (html: string) => textOf(html).replace(/ ([.,])/g, "$1");

/** A message's header block, lines unfolded. */
const headersOf = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 400 ? 900 : 800 } });
  return context.newPage();
}

async function axeClean(page: Page, what: string) {
  expect(await axeViolations(page), `axe on ${what} at ${page.viewportSize()?.width} px`).toEqual([]);
  expect(await reflowProblem(page), `${what} at ${page.viewportSize()?.width} px`).toBe("");
}

test("with no channel configured the desk says so, and refuses a webhook on this machine or a private network", async () => {
  const admin = await signIn(bare, ADMIN);
  const editor = await signIn(bare, EDITOR);
  for (const path of ["/desk", "/desk/deliveries"]) {
    expect(said(await deskPage(bare, admin, path))).toContain("Nobody is told of new leads: set up notifications.");
    expect(await deskPage(bare, admin, path)).toContain('href="/desk/settings/notifications"');
    expect(said(await deskPage(bare, editor, path))).toContain("Nobody is told of new leads: ask an admin to set up notifications.");
  }
  // Only admins: not in an editor's menu, and refused.
  expect(await deskPage(bare, editor, "/desk")).not.toContain('href="/desk/settings/notifications"');
  expect((await deskGet(bare, editor, "/desk/settings/notifications")).status).toBe(403);
  expect((await deskPost(bare, editor, "/desk/settings/notifications", { to_contact: "x@example.com" })).status).toBe(403);

  for (const [url, problem] of [
    ["http://127.0.0.1:9/hook", "must be on the internet"],
    ["https://169.254.169.254/latest/meta-data", "must be on the internet"],
    ["https://[::ffff:10.0.0.1]/hook", "must be on the internet"],
    ["http://hooks.example.com/x", "must start with https://"],
  ]) {
    const res = await deskPost(bare, admin, "/desk/settings/notifications", { webhook_url: url, webhook_format: "slack" });
    expect(res.status, url).toBe(400);
    expect(textOf(await res.text())).toContain(problem);
  }
  const injected = await deskPost(bare, admin, "/desk/settings/notifications", { to_contact: "a@example.com\r\nBcc: x@evil.example" });
  expect(injected.status).toBe(400);
  expect(querySql(bare, "SELECT key FROM notify_settings")).toEqual([]);

  // Without a mail server a lead offers the person's own e-mail program instead of a reply form.
  await postLead(bare, "contact", { firstName: "Ada", email: "ada.bare@example.com", subject: "Prices", message: "How much?" });
  const id = leadIdOf(bare, "ada.bare@example.com");
  const html = await deskPage(bare, admin, `/desk/leads/contact/${id}`);
  expect(html).toContain(`href="mailto:ada.bare@example.com?subject=Re%3A%20Prices"`);
  expect(html).not.toContain(`action="/desk/leads/contact/${id}/reply"`);
  expect((await deskPost(bare, admin, `/desk/leads/contact/${id}/reply`, { subject: "Re: Prices", body: "Hi" })).status).toBe(400);
  expect(querySql(bare, "SELECT id FROM lead_replies")).toEqual([]);
});

test("configured in the desk, a lead reaches the test SMTP server and the webhook, both on its timeline", async ({ browser }) => {
  const page = await newPage(browser, 1440);
  await browserSignIn(page, server, ADMIN);
  await expect(page.getByText("Nobody is told of new leads")).toBeVisible();
  await axeClean(page, "the start page with its notice");

  await page.getByRole("link", { name: "set up notifications" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await axeClean(page, "Notifications");
  await page.getByLabel("Who is told of new contact messages").fill("sales@example.com, boss@example.com");
  await page.getByLabel("Who is told of new quote requests").fill("quotes@example.com");
  await page.getByLabel("Sender of the e-mails").fill(SENDER);
  await page.getByLabel(/Signed JSON/).check();
  await page.getByLabel("Address", { exact: true }).fill(hook.url);
  await page.getByLabel("Signing key (signed JSON only)").fill(KEY);
  await page.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.getByText("The notification settings are saved.")).toBeVisible();
  // Nobody is told of subscribers and comments by e-mail, but the webhook tells of every kind.
  await expect(page.getByText("Nobody is told")).toHaveCount(0);
  // The address and the key are not shown again.
  const html = await page.content();
  expect(html).not.toContain(hook.url);
  expect(html).not.toContain(KEY);
  expect(html).toContain(`${new URL(hook.url).origin}/••••`);
  await axeClean(page, "Notifications, saved");
  const mobile = await newPage(browser, 375);
  await browserSignIn(mobile, server, ADMIN);
  await mobile.goto(`${server.url}/desk/settings/notifications`);
  await axeClean(mobile, "Notifications");

  await postLead(server, "contact", {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada.inbox@example.com",
    subject: "A new website",
    message: "Hello",
  });
  await postLead(server, "quote", { name: "Grace Hopper", email: "grace.inbox@example.com", message: "Cloud migration, please." });
  const contactId = leadIdOf(server, "ada.inbox@example.com");
  await expect.poll(() => mailsTo("sales@example.com", "New contact message").length, { timeout: 15_000 }).toBe(1);
  await expect.poll(() => mailsTo("quotes@example.com", "New quote request").length, { timeout: 15_000 }).toBe(1);
  const [contactMail] = mailsTo("sales@example.com", "New contact message");
  expect(contactMail.to).toEqual(["sales@example.com", "boss@example.com"]);
  expect(headersOf(contactMail)).toContain("From: Nexora Leads <leads@nexora.example>");
  expect(mailsTo("sales@example.com", "New quote request")).toEqual([]);
  await expect.poll(() => hook.received.length, { timeout: 15_000 }).toBe(2);
  for (const { headers, body } of hook.received)
    expect(verifyWebhookSignature(KEY, headers["x-nexora-signature"] as string, body), "the signature").toBe(true);
  expect(hook.received.map((r) => (JSON.parse(r.body) as { lead: { id: number } }).lead.id)).toContain(contactId);

  await page.goto(`${server.url}/desk/leads/contact/${contactId}`);
  const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Timeline" }) });
  await expect(timeline).toContainText("E-mail: delivered (attempt 1)");
  await expect(timeline).toContainText("Webhook: delivered (attempt 1)");
  await axeClean(page, "a lead with its inbox sections");
  await mobile.goto(`${server.url}/desk/leads/contact/${contactId}`);
  await axeClean(mobile, "a lead with its inbox sections");

  const audit = auditRows(await deskPage(server, await signIn(server, ADMIN), "/desk/audit?action=notify-settings"));
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({ actor: ADMIN, action: "notify-settings", target: "notifications" });
  expect(audit[0].detail).toContain("recipients of contact: sales@example.com, boss@example.com");
  expect(audit[0].detail).not.toContain(KEY);
  expect(audit[0].detail).not.toContain(hook.url);
});

test("a reply from the desk reaches the lead, Reply-To its writer, on the timeline; nothing a visitor wrote adds a header", async ({
  browser,
}) => {
  const id = leadIdOf(server, "ada.inbox@example.com");
  // As if stored before the forms refused line breaks: the visitor's name is put into the To header's name.
  execSql(server, "UPDATE leads SET first_name = ? WHERE id = ?", "Eve\r\nBcc: victim@evil.example", id);
  const page = await newPage(browser, 1440);
  await browserSignIn(page, server, ADMIN);
  await page.goto(`${server.url}/desk/leads/contact/${id}`);
  await expect(page.getByLabel("Subject")).toHaveValue("Re: A new website");
  await page.getByLabel("Message", { exact: true }).fill("Dear Ada,\nthank you. Here are our prices.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Your reply is on its way")).toBeVisible();
  await expect.poll(() => mailsTo("ada.inbox@example.com", "Re: A new website").length, { timeout: 15_000 }).toBe(1);
  const [reply] = mailsTo("ada.inbox@example.com", "Re: A new website");
  expect(reply.to).toEqual(["ada.inbox@example.com"]);
  const headers = headersOf(reply);
  expect(headers).toContain(`Reply-To: ${ADMIN}`);
  expect(headers).toContain("From: Nexora Leads <leads@nexora.example>");
  expect(headers).not.toMatch(/^Bcc:/im);
  expect(reply.raw).toContain("thank you. Here are our prices.");

  // A subject with a line break, posted as a client may: still one Subject line, one recipient.
  const admin = await signIn(server, ADMIN);
  const res = await deskPost(server, admin, `/desk/leads/contact/${id}/reply`, {
    subject: "Prices\r\nBcc: victim@evil.example\r\nX-Evil: 1",
    body: "Second.\r\nBcc: victim@evil.example",
  });
  expect(res.status).toBe(303);
  await expect.poll(() => mailsTo("ada.inbox@example.com", "Prices").length, { timeout: 15_000 }).toBe(1);
  const [second] = mailsTo("ada.inbox@example.com", "Prices");
  expect(second.to).toEqual(["ada.inbox@example.com"]);
  expect(headersOf(second)).not.toMatch(/^(Bcc|X-Evil):/im);
  expect(smtp.received.flatMap((m) => m.to)).not.toContain("victim@evil.example");

  // An address that is a list (stored before it was checked) is not written to at all.
  execSql(
    server,
    "UPDATE leads SET email = ? WHERE id = ?",
    "grace.inbox@example.com, victim@evil.example",
    leadIdOf(server, "grace.inbox@example.com"),
  );
  const quoteId = (querySql(server, "SELECT id FROM leads WHERE kind = 'quote'") as { id: number }[])[0].id;
  const refused = await deskPost(server, admin, `/desk/leads/quote/${quoteId}/reply`, { subject: "Re: x", body: "y" });
  expect(refused.status).toBe(400);
  expect(textOf(await deskPage(server, admin, `/desk/leads/quote/${quoteId}`))).toContain(
    "This lead's e-mail address cannot be written to.",
  );

  await page.reload();
  const timeline = page.locator("section", { has: page.getByRole("heading", { name: "Timeline" }) });
  await expect(timeline).toContainText(`Reply written by ${ADMIN}: “Re: A new website”`);
  await expect(timeline).toContainText("Reply e-mail to ada.inbox@example.com: delivered (attempt 1)");
  await expect(timeline).toContainText("Reply e-mail to ada.inbox@example.com: delivered (attempt 1)");
  const audit = auditRows(await deskPage(server, admin, "/desk/audit?action=lead-reply"));
  expect(audit.map((r) => [r.actor, r.target])).toEqual([
    [ADMIN, `lead ${id}`],
    [ADMIN, `lead ${id}`],
  ]);
});

test("notes and an owner, audited; the owner is told and finds it under Only mine; one address's leads linked", async ({ browser }) => {
  const id = leadIdOf(server, "ada.inbox@example.com");
  const admin: Session = await signIn(server, ADMIN);
  expect((await deskPost(server, admin, `/desk/leads/contact/${id}/note`, { note: "Called, no answer. <b>Try Monday</b>" })).status).toBe(
    303,
  );
  expect((await deskPost(server, admin, `/desk/leads/contact/${id}/note`, { note: "   " })).status).toBe(400);
  // Every change needs the session's token: without it, nothing is stored.
  for (const [path, fields] of [
    ["note", { note: "Forged." }],
    ["owner", { owner: String(userIdOf(server, EDITOR)) }],
    ["reply", { subject: "Forged", body: "Forged." }],
  ] as const)
    expect((await deskPost(server, admin, `/desk/leads/contact/${id}/${path}`, fields, { csrf: null })).status, path).toBe(403);
  expect(querySql(server, "SELECT count(*) AS n FROM lead_notes")).toEqual([{ n: 1 }]);
  expect(querySql(server, "SELECT owner_id FROM leads WHERE id = ?", id)).toEqual([{ owner_id: null }]);
  let html = await deskPage(server, admin, `/desk/leads/contact/${id}`);
  expect(textOf(html)).toMatch(new RegExp(`${ADMIN}, \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC Called, no answer\\. <b>Try Monday</b>`));
  expect(html).not.toContain("<b>Try Monday</b>");

  const editorId = userIdOf(server, EDITOR);
  expect((await deskPost(server, admin, `/desk/leads/contact/${id}/owner`, { owner: String(editorId + 1000) })).status).toBe(400);
  expect((await deskPost(server, admin, `/desk/leads/contact/${id}/owner`, { owner: String(editorId) })).status).toBe(303);
  await expect.poll(() => mailsTo(EDITOR, "A lead was given to you").length, { timeout: 15_000 }).toBe(1);
  const told = mailsTo(EDITOR, "A lead was given to you")[0].raw.replace(/=\r?\n/g, "");
  expect(told).toContain(`https://www.nexora.example/desk/leads/contact/${id}`);
  html = await deskPage(server, admin, `/desk/leads/contact/${id}`);
  expect(said(html)).toContain(`Given to ${EDITOR}.`);

  const audit = auditRows(await deskPage(server, admin, "/desk/audit"));
  expect(audit.find((r) => r.action === "lead-note")).toMatchObject({ actor: ADMIN, target: `lead ${id}` });
  expect(audit.find((r) => r.action === "lead-owner")).toMatchObject({ actor: ADMIN, target: `lead ${id}`, detail: `nobody → ${EDITOR}` });

  // Only mine: the editor's own leads.
  await postLead(server, "contact", { firstName: "Other", email: "other.inbox@example.com", message: "Not given to anyone." });
  const editor = await signIn(server, EDITOR);
  const mine = await deskPage(server, editor, "/desk/leads/contact?mine=1");
  expect(mine).toContain(`href="/desk/leads/contact/${id}?mine=1"`);
  expect(textOf(mine)).not.toContain("other.inbox@example.com");
  expect(textOf(await deskPage(server, admin, "/desk/leads/contact?mine=1"))).toContain("No leads in this view.");

  // The same address's other leads, linked from each other.
  await postLead(server, "subscribe", { email: "ada.inbox@example.com" });
  const subscriber = leadIdOf(server, "ada.inbox@example.com");
  html = await deskPage(server, admin, `/desk/leads/contact/${id}`);
  expect(textOf(html)).toContain("1 other lead from this address");
  expect(html).toContain(`href="/desk/leads/subscribe/${subscriber}"`);
  expect(await deskPage(server, admin, `/desk/leads/subscribe/${subscriber}`)).toContain(`href="/desk/leads/contact/${id}"`);

  const page = await newPage(browser, 375);
  await browserSignIn(page, server, EDITOR);
  await page.goto(`${server.url}/desk/leads/contact?mine=1`);
  await expect(page.getByLabel("Only mine")).toBeChecked();
  await axeClean(page, "Only mine");
  await page.goto(`${server.url}/desk/leads/contact/${id}`);
  await expect(page.getByText("Given to you.")).toBeVisible();
  await axeClean(page, "a lead with notes, an owner and a reply");
});

test("a Slack-format webhook gets a short message with a link to the lead, the visitor's mentions and links escaped", async () => {
  const admin = await signIn(server, ADMIN);
  // Only the format changes: a blank address keeps the one saved.
  expect((await deskPost(server, admin, "/desk/settings/notifications", { webhook_format: "slack", webhook_url: "" })).status).toBe(303);
  expect(textOf(await deskPage(server, admin, "/desk/settings/notifications"))).toContain(
    `Now: Slack format to ${new URL(hook.url).origin}/••••`,
  );
  const before = hook.received.length;
  await postLead(server, "contact", {
    firstName: "Mallory",
    email: "mallory.inbox@example.com",
    message: "<!channel> see <https://evil.example|here>",
  });
  const id = leadIdOf(server, "mallory.inbox@example.com");
  await expect.poll(() => hook.received.length, { timeout: 15_000 }).toBe(before + 1);
  const payload = JSON.parse(hook.received.at(-1)!.body) as { text: string };
  expect(payload.text).toContain("New contact message from Mallory (mallory.inbox@example.com)");
  expect(payload.text).toContain("&lt;!channel&gt; see &lt;https://evil.example|here&gt;");
  expect(payload.text).toContain(`<https://www.nexora.example/desk/leads/contact/${id}|Open lead ${id} in the desk>`);
  expect(hook.received.at(-1)!.headers["x-nexora-signature"]).toBeUndefined();
});

test("on PostgreSQL, settings saved on one instance are used by the other without a restart, and its reply goes out", async () => {
  test.setTimeout(180_000);
  const mail = await startTestSmtp();
  const { postgres, a, b } = await postgresInstances([[ADMIN, "admin"]], {
    SMTP_URL: mail.url,
    FORM_MIN_FILL_MS: "0",
    OUTBOX_POLL_MS: "100",
  });
  try {
    const [onA, onB] = [await signIn(a, ADMIN), await signIn(b, ADMIN)];
    expect(said(await deskPage(b, onB, "/desk"))).toContain("Nobody is told of new leads");
    expect((await deskPost(a, onA, "/desk/settings/notifications", { to_quote: "pg.sales@example.com" })).status).toBe(303);
    // Each instance reads the settings at most every 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(said(await deskPage(b, onB, "/desk"))).not.toContain("Nobody is told of new leads:");
    const posted = await formPost(b as FormsServer, "/service/service-details", {
      kind: "quote",
      formId: "quote-form_R_pg1_",
      name: "Grace Hopper",
      email: "grace.pg@example.com",
      message: "Cloud migration, please.",
    });
    expect(posted.status).toBe(303);
    await expect.poll(() => mail.received.filter((m) => m.to.includes("pg.sales@example.com")).length, { timeout: 15_000 }).toBe(1);
    const id = Number(/href="\/desk\/leads\/quote\/(\d+)/.exec(await deskPage(b, onB, "/desk/leads/quote"))?.[1]);
    expect((await deskPost(b, onB, `/desk/leads/quote/${id}/reply`, { subject: "Re: Your quote request", body: "Gladly." })).status).toBe(
      303,
    );
    await expect.poll(() => mail.received.filter((m) => m.to.includes("grace.pg@example.com")).length, { timeout: 15_000 }).toBe(1);
    expect(headersOf(mail.received.find((m) => m.to.includes("grace.pg@example.com"))!)).toContain(`Reply-To: ${ADMIN}`);
    await expect
      .poll(async () => said(await deskPage(a, onA, `/desk/leads/quote/${id}`)), { timeout: 15_000 })
      .toContain("Reply e-mail to grace.pg@example.com: delivered (attempt 1)");
    expect(said(await deskPage(a, onA, `/desk/leads/quote/${id}`))).toContain("E-mail: delivered (attempt 1)");
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await postgres.stop();
    await mail.close();
  }
});
