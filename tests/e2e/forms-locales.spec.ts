/**
 * The contact form in German and Arabic, as their visitors use it: labels, errors and the confirmation in the page's
 * language, with JavaScript and without, and the lead recorded with the page it came from (/de/contact).
 */
import type { Page } from "@playwright/test";
import { OTHER_LOCALES, contentIn } from "./locale-support";
import { expect, formPost, test, validContact, type FormsServer } from "./forms-support";

interface FormWords {
  fieldLabels: Record<"firstName" | "lastName" | "email" | "phone" | "subject" | "message", string>;
  submitLabels: { contact: string };
  successMessages: { contact: string };
  validation: { emailInvalid: string; messageRequired: string; phoneInvalid: string };
}

// As the language's phone keyboards type them: Eastern Arabic digits in Arabic, full-width ones (an East Asian layout) in German.
const TYPED_PHONE: Record<string, { typed: string; stored: string; tooShort: string }> = {
  ar: { typed: "٠٥٥ ١٢٣ ٤٥٦٧", stored: "055 123 4567", tooShort: "١٢" },
  de: { typed: "０３０　１２３４５６７", stored: "030 1234567", tooShort: "１２" },
};

test.use({ contextOptions: { reducedMotion: "reduce" } });

async function formIdOn(server: FormsServer, path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return /<form[^>]*id="(contact-form[^"]*)"/.exec(html)![1]!;
}

async function fillContact(page: Page, words: FormWords, email: string) {
  const form = page.locator('form[id^="contact-form"]');
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel(words.fieldLabels.firstName).fill("Lena");
  await form.getByLabel(words.fieldLabels.email).fill(email);
  await form.getByLabel(words.fieldLabels.message).fill("Guten Tag, wir brauchen eine neue Website.");
  return form;
}

for (const locale of OTHER_LOCALES) {
  const words = contentIn<FormWords>(locale.code, "forms");
  const path = `/${locale.code}/contact`;

  test.describe(`the contact form in ${locale.englishName}`, () => {
    test("without JavaScript: errors per field in the language, values kept; a good post is stored with its page", async ({
      formsServer,
    }) => {
      const formId = await formIdOn(formsServer, path);
      const bad = await formPost(formsServer, path, { ...validContact, formId, email: "bad", message: "" });
      expect(bad.status).toBe(400);
      const html = await bad.text();
      expect(html).toContain(`lang="${locale.code}"`);
      for (const message of [words.validation.emailInvalid, words.validation.messageRequired])
        expect(html).toContain(JSON.stringify(message).slice(1, -1).replace(/"/g, "&quot;"));

      const email = `${locale.code}.${Date.now()}@example.com`;
      const good = await formPost(formsServer, path, { ...validContact, formId, email });
      expect(good.status).toBe(303);
      expect(good.headers.get("location")).toBe(`${path}?sent=contact#${formId}-status`);
      expect(formsServer.leads().filter((l) => l.email === email)).toMatchObject([{ kind: "contact", page: path }]);
      const confirmation = await (await fetch(`${formsServer.url}${good.headers.get("location")}`)).text();
      expect(confirmation).toContain(words.successMessages.contact);
    });

    test("a phone number in the digits the visitor's keyboard types is stored as ASCII; too short, the rule in words", async ({
      page,
      formsServer,
    }) => {
      const phone = TYPED_PHONE[locale.code];
      const formId = await formIdOn(formsServer, path);
      const short = await formPost(formsServer, path, { ...validContact, formId, phone: phone.tooShort });
      expect(short.status).toBe(400);
      expect(await short.text()).toContain(words.validation.phoneInvalid.replace(/"/g, "&quot;"));
      const email = `${locale.code}.phone.${Date.now()}@example.com`;
      expect((await formPost(formsServer, path, { ...validContact, formId, email, phone: phone.typed })).status).toBe(303);
      expect(formsServer.leads().filter((l) => l.email === email)).toMatchObject([{ phone: phone.stored }]);

      // With JavaScript: the island runs the same rule.
      await page.goto(`${formsServer.url}${path}`);
      const jsEmail = `${locale.code}.phone.js.${Date.now()}@example.com`;
      const form = await fillContact(page, words, jsEmail);
      await expect(page.locator('[data-island="lead-form"]', { has: form })).toHaveAttribute("data-island-ready", "", { timeout: 20_000 });
      const input = form.getByLabel(words.fieldLabels.phone);
      // An address or a number keeps its order inside a right-to-left page.
      await expect(input).toHaveAttribute("dir", "ltr");
      await expect(form.getByLabel(words.fieldLabels.email)).toHaveAttribute("dir", "ltr");
      await input.fill(phone.tooShort);
      await form.getByRole("button", { name: words.submitLabels.contact }).click();
      await expect(form.getByText(words.validation.phoneInvalid)).toBeVisible();
      await input.fill(phone.typed);
      await page.waitForTimeout(3000);
      await form.getByRole("button", { name: words.submitLabels.contact }).click();
      await expect(page.getByText(words.successMessages.contact)).toBeVisible();
      expect(formsServer.leads().filter((l) => l.email === jsEmail)).toMatchObject([{ phone: phone.stored }]);
    });

    test("with JavaScript: the island says what is wrong and that the message was sent, in the language", async ({ page, formsServer }) => {
      await page.goto(`${formsServer.url}${path}`);
      const form = await fillContact(page, words, "not-an-address@example");
      await expect(page.locator('[data-island="lead-form"]', { has: form })).toHaveAttribute("data-island-ready", "", { timeout: 20_000 });
      await form.getByRole("button", { name: words.submitLabels.contact }).click();
      await expect(form.getByText(words.validation.emailInvalid)).toBeVisible();
      const email = `${locale.code}.js.${Date.now()}@example.com`;
      await form.getByLabel(words.fieldLabels.email).fill(email);
      // The time trap: a form filled faster than a person could is not stored.
      await page.waitForTimeout(3000);
      await form.getByRole("button", { name: words.submitLabels.contact }).click();
      await expect(page.getByText(words.successMessages.contact)).toBeVisible();
      expect(formsServer.leads().filter((l) => l.email === email)).toMatchObject([{ page: path }]);
    });
  });
}
