/**
 * Each lead form in Chromium, as visitors use it: with JavaScript on and off, with good and
 * bad input. The production server is this worker's own (see forms-support.ts), so what a
 * submission stored can be read back.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { SUCCESS_MESSAGES } from "../../app/forms/form-copy";
import type { FormKind } from "../../app/forms/schemas";
import { expect, test, type FormsServer } from "./forms-support";

interface FormCase {
  kind: FormKind;
  path: string;
  form: (page: Page) => Locator;
  submit: string;
  /** Valid input by field label; the e-mail field gets a fresh address each time. */
  valid: [RegExp, string][];
  emailLabel: RegExp;
  /** A value the browser accepts but the server refuses (native validation lets it through). */
  serverInvalid: { label: RegExp; value: string; error: RegExp };
}

const cases: FormCase[] = [
  {
    kind: "contact",
    path: "/contact",
    form: (page) => page.locator('form[id^="contact-form"]'),
    submit: "Submit",
    valid: [
      [/^First Name/, "Ada"],
      [/^Last Name/, "Lovelace"],
      [/^Phone/, "+44 20 7946 0958"],
      [/^Subject/, "A new website"],
      [/^Message/, "Hello,\nwe would like a new website."],
    ],
    emailLabel: /^Email/,
    serverInvalid: { label: /^Phone/, value: "call me", error: /full phone number/ },
  },
  {
    kind: "quote",
    path: "/service/service-details-dark",
    form: (page) => page.locator('form[id^="quote-form"]'),
    submit: "Send Request",
    valid: [
      [/^Your Name/, "Grace Hopper"],
      [/^Message/, "Please quote a cloud migration."],
    ],
    emailLabel: /^Email/,
    serverInvalid: { label: /^Phone/, value: "12", error: /full phone number/ },
  },
  {
    kind: "comment",
    path: "/blog/blog-details",
    form: (page) => page.locator("form#comment-form"),
    submit: "Submit Now",
    valid: [
      [/^First Name/, "Alan"],
      [/^Message/, "Great article, thank you!"],
    ],
    emailLabel: /^Email/,
    serverInvalid: { label: /^Email/, value: "alan@example", error: /valid e-mail address/ },
  },
  {
    kind: "subscribe",
    path: "/home2",
    form: (page) => page.locator('form[id^="subscribe-form"]').first(),
    submit: "Subscribe",
    valid: [],
    emailLabel: /^Email address/,
    serverInvalid: { label: /^Email address/, value: "alan@example", error: /valid e-mail address/ },
  },
];

/** Fills the form with valid values; returns the (unique) e-mail address used. */
async function fillValid(c: FormCase, form: Locator, tag: string): Promise<string> {
  const address = `${c.kind}.${tag}.${Date.now()}@example.com`;
  for (const [label, value] of [...c.valid, [c.emailLabel, address] as [RegExp, string]]) await form.getByLabel(label).fill(value);
  return address;
}

// Smooth scrolling (html { scroll-behavior: smooth }) keeps fields moving while Playwright
// scrolls them into view; visitors who prefer reduced motion get instant scrolling, as here.
test.use({ contextOptions: { reducedMotion: "reduce" } });

function stored(server: FormsServer, address: string) {
  return server.leads().filter((lead) => lead.email === address);
}

/** The enhanced form adds its elapsed-time field once React has hydrated it. */
async function waitForHydration(form: Locator) {
  await expect(form.locator('input[name="elapsedMs"]')).toBeAttached({ timeout: 20_000 });
}

/** People take a few seconds to fill in a form; faster posts are dropped as bots. */
async function waitForMinimumFillTime(page: Page) {
  const sinceLoad = await page.evaluate(() => performance.now());
  if (sinceLoad < 2700) await page.waitForTimeout(2700 - sinceLoad);
}

for (const c of cases) {
  test.describe(`${c.kind} form`, () => {
    test.describe("with JavaScript", () => {
      test("refuses bad input in place: errors by the fields, focus on the first", async ({ page, formsServer }) => {
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        await waitForHydration(form);
        const before = formsServer.leads().length;
        await form.getByRole("button", { name: c.submit }).click();

        const invalid = form.locator('[aria-invalid="true"]');
        await expect(invalid.first()).toBeFocused();
        const first = invalid.first();
        const describedBy = await first.getAttribute("aria-describedby");
        expect(describedBy).toBeTruthy();
        await expect(form.locator(`[id="${describedBy}"]`)).toHaveText(/^Please /);
        await expect(page).toHaveURL(`${formsServer.url}${c.path}`);
        expect(formsServer.leads()).toHaveLength(before);

        // A value no native constraint catches: the shared schema refuses it before sending.
        await fillValid(c, form, "js-bad");
        await form.getByLabel(c.serverInvalid.label).fill(c.serverInvalid.value);
        await form.getByRole("button", { name: c.submit }).click();
        const field = form.getByLabel(c.serverInvalid.label);
        await expect(field).toBeFocused();
        await expect(field).toHaveAccessibleDescription(c.serverInvalid.error);
      });

      test("sends good input without reloading: pending button, announced success, stored", async ({ page, formsServer }) => {
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        await waitForHydration(form);
        const address = await fillValid(c, form, "js-ok");
        await waitForMinimumFillTime(page);

        // Hold the answer a moment to see the pending state.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/*.data*", async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        });
        await form.getByRole("button", { name: c.submit }).click();
        const button = form.locator('button[type="submit"]');
        await expect(button).toHaveAttribute("aria-disabled", "true");
        await expect(button).toHaveText("Sending…");
        release();

        await expect(form.getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind]);
        await expect(button).toHaveText(c.submit);
        await expect(page).toHaveURL(`${formsServer.url}${c.path}`);
        await expect(form.getByLabel(/Email/).first()).toHaveValue("");
        expect(stored(formsServer, address)).toMatchObject([{ kind: c.kind, page: c.path }]);
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("bad input comes back as a 400 page with the values and the error", async ({ page, formsServer }) => {
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        await fillValid(c, form, "nojs-bad");
        await form.getByLabel(c.serverInvalid.label).fill(c.serverInvalid.value);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST"),
          form.getByRole("button", { name: c.submit }).click(),
        ]);
        expect(response.status()).toBe(400);
        await page.waitForLoadState();
        const field = c.form(page).getByLabel(c.serverInvalid.label);
        await expect(field).toHaveValue(c.serverInvalid.value);
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(c.serverInvalid.error);
        await expect(field).toBeFocused();
        if (c.kind !== "subscribe") await expect(c.form(page).getByLabel(/^Message/)).not.toHaveValue("");
      });

      test("good input is stored and confirmed after a redirect (reload does not resend)", async ({ page, formsServer }) => {
        await page.goto(`${formsServer.url}${c.path}`);
        const address = await fillValid(c, c.form(page), "nojs-ok");
        await c.form(page).getByRole("button", { name: c.submit }).click();
        await expect(page).toHaveURL(new RegExp(`${c.path.replace(/\//g, "\\/")}\\?sent=${c.kind}#${c.kind}-form.*-status$`));
        await expect(c.form(page).getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind]);
        expect(stored(formsServer, address)).toHaveLength(1);
        await page.reload();
        await expect(c.form(page).getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind]);
        expect(stored(formsServer, address)).toHaveLength(1);
      });
    });
  });
}

for (const path of ["/contact", "/service/service-details-dark", "/blog/blog-details", "/home7"]) {
  test(`forms showing errors and confirmations have no axe violations on ${path}`, async ({ page, formsServer }) => {
    await page.goto(`${formsServer.url}${path}`);
    const forms = page.locator("form[method=post]");
    await waitForHydration(forms.first());
    for (let i = 0; i < (await forms.count()); i++) await forms.nth(i).locator('button[type="submit"]').click();
    await expect(forms.first().locator('[aria-invalid="true"]').first()).toBeVisible();
    const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]["page"];
    const { violations } = await new AxeBuilder({ page: axePage })
      .include("form[method=post]")
      .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
