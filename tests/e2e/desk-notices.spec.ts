/**
 * E-mails about one's own desk account (server/desk/notices.ts) with SMTP configured: a sign-in from a browser or a
 * network not seen for the person before is told to them (not the very first, not a known one again), and a
 * failing mail server never stops a sign-in.
 */
import { expect, test } from "@playwright/test";
import { startTestSmtp } from "../../server/test-smtp";
import type { FormsServer } from "./forms-support";
import { addUser, isSignedIn, signIn, startDeskServer } from "./desk-support";

test.describe.configure({ mode: "serial" });

const EDITOR = "editor.notices@example.com";
const LAPTOP = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1";
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: FormsServer;

test.beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startDeskServer({ SMTP_URL: smtp.url, SITE_URL: "https://www.nexora.example" });
  await addUser(server.storeEnv, EDITOR, "editor");
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const mails = () => smtp.received.filter((m) => m.to.includes(EDITOR));

test("a sign-in from a new browser is told to its person, with where to end it; the first and known ones are not", async () => {
  await signIn(server, EDITOR, undefined, { headers: { "user-agent": LAPTOP } });
  await signIn(server, EDITOR, undefined, { headers: { "user-agent": LAPTOP } });
  // Nothing to tell: the first sign-in, then the same browser and network.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(mails()).toEqual([]);

  const phone = await signIn(server, EDITOR, undefined, { headers: { "user-agent": PHONE } });
  expect(await isSignedIn(server, phone)).toBe(true);
  await smtp.waitFor(1);
  const [mail] = mails();
  expect(mail.raw).toContain("Subject: New sign-in to the Nexora desk");
  const body = mail.raw.replace(/=\r?\n/g, "");
  expect(body).toContain("Safari on an iPhone, network");
  expect(body).toContain("https://www.nexora.example/desk/account/sessions");
  await signIn(server, EDITOR, undefined, { headers: { "user-agent": PHONE } });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(mails()).toHaveLength(1);
});

test("with the mail server gone, a new browser still signs in", async () => {
  await smtp.close();
  const tablet = await signIn(server, EDITOR, undefined, {
    headers: { "user-agent": "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1" },
  });
  expect(await isSignedIn(server, tablet)).toBe(true);
});
