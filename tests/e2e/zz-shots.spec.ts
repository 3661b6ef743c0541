import { expect, test } from "@playwright/test";
import { startTestSmtp } from "../../server/test-smtp";
import { addUser, browserSignIn, leadIdOf, startDeskServer } from "./desk-support";

test("shots", async ({ page }) => {
  test.setTimeout(120_000);
  const smtp = await startTestSmtp();
  const server = await startDeskServer({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: "sales@example.com" });
  await addUser(server.storeEnv, "ed@example.com", "editor");
  await page.goto(`${server.url}/service/service-details?service=cloud-solution&utm_source=newsletter&utm_campaign=spring`);
  const form = page.locator('form:has(input[name="kind"][value="quote"])');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText("About: Cloud Solution", { exact: true })).toBeVisible();
  await form.getByLabel(/^Your Name/).fill("Samira Haddad");
  await form.getByLabel(/^Email/).fill("samira@example.com");
  await form.getByLabel(/^Message/).fill("We plan a cloud migration of three servers next spring and would like a quote.");
  await form.getByRole("button").click();
  await expect(form.getByRole("status")).toContainText("sent");
  await page.waitForTimeout(1500);
  await browserSignIn(page, server, "ed@example.com");
  const id = leadIdOf(server, "samira@example.com");
  await page.goto(`${server.url}/desk/leads/quote/${id}`);
  for (const w of [1440, 375]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: `/tmp/shot-lead-${w}.png`, fullPage: true });
  }
  await page.goto(`${server.url}/desk/leads/quote`);
  for (const w of [1440, 375]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: `/tmp/shot-inbox-${w}.png`, fullPage: true });
  }
  await server.stop();
  await smtp.close();
});
