/**
 * Each lead form in Chromium, as visitors use it: with JavaScript on and off, with good and
 * bad input. The production server is this worker's own (see forms-support.ts), so what a
 * submission stored can be read back.
 */
import { axeViolations } from "./axe";
import type { Locator, Page, Route } from "@playwright/test";
import { SUCCESS_MESSAGES } from "../../app/forms/form-copy";
import type { FormKind } from "../../app/forms/schemas";
import { expect, startFormsServer, test, type FormsServer } from "./forms-support";

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

// Reduced motion, from when it was what made scrolling instant here (a smooth scroll kept fields moving while Playwright
// filled them); every browser test now scrolls at once (TEST_CHROMIUM_FLAGS), and the forms must work either way.
test.use({ contextOptions: { reducedMotion: "reduce" } });

function stored(server: FormsServer, address: string) {
  return server.leads().filter((lead) => lead.email === address);
}

/** The form's island: the container the island loader marks live (data-island-ready). */
function islandOf(page: Page, form: Locator): Locator {
  return page.locator('[data-island="lead-form"]', { has: form });
}

/** Brings the form into view (where the loader starts islands) and waits until its island runs. */
async function waitForIsland(page: Page, form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(islandOf(page, form)).toHaveAttribute("data-island-ready", "", { timeout: 20_000 });
}

/**
 * Errors the page logs (a hydration mismatch is one: the loader logs it), except the browser's
 * note on a response with an error status, which some tests ask for.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Holds back the lead-form island's module until `release()`, as a slow network would. */
async function holdIslandCode(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/lead-form\.island-[^/]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      // Requests of a page since left were cancelled with it.
      for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    },
  };
}

/** Ids in the form and what points at them, to compare the served markup with the hydrated one. */
function idsOf(form: Locator) {
  return form.evaluate((el) => ({
    form: el.id,
    ids: [...el.querySelectorAll("[id]")].map((e) => e.id),
    labels: [...el.querySelectorAll("label")].map((e) => e.htmlFor),
    describedBy: [...el.querySelectorAll("[aria-describedby]")].map((e) => e.getAttribute("aria-describedby")),
  }));
}

for (const c of cases) {
  test.describe(`${c.kind} form`, () => {
    test.describe("with JavaScript", () => {
      test("refuses bad input in place: errors by the fields, focus on the first", async ({ page, formsServer }) => {
        const errors = watchConsole(page);
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        await waitForIsland(page, form);
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

        // Corrected and sent again at once: stored (the island waits out the minimum from its start).
        await field.fill("");
        const address = await fillValid(c, form, "js-fixed");
        await form.getByRole("button", { name: c.submit }).click();
        await expect(form.getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind], { timeout: 15_000 });
        expect(stored(formsServer, address)).toMatchObject([{ kind: c.kind, page: c.path }]);
        expect(errors).toEqual([]);
      });

      test("sends good input without reloading: pending button, announced success, stored once", async ({ page, formsServer }) => {
        const errors = watchConsole(page);
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        await waitForIsland(page, form);
        // Sent at once: the island itself waits out the server's minimum fill time.
        const address = await fillValid(c, form, "js-ok");
        // Survives only if the page is not reloaded.
        await page.evaluate(() => ((window as Window & { formsMarker?: string }).formsMarker = "same page"));

        // Hold the answer a moment to see the pending state.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        const posts: string[] = [];
        await page.route(/\/forms\/submit\?/, async (route) => {
          posts.push(route.request().url());
          await held;
          await route.continue();
        });
        await form.getByRole("button", { name: c.submit }).click();
        const button = form.locator('button[type="submit"]');
        await expect(button).toHaveAttribute("aria-disabled", "true");
        await expect(button).toHaveText("Sending…");
        release();

        await expect(form.getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind], { timeout: 15_000 });
        await expect(button).toHaveText(c.submit);
        await expect(button).not.toHaveAttribute("aria-disabled");
        await expect(page).toHaveURL(`${formsServer.url}${c.path}`);
        expect(await page.evaluate(() => (window as Window & { formsMarker?: string }).formsMarker)).toBe("same page");
        expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
        await expect(form.getByLabel(/Email/).first()).toHaveValue("");
        // Opened directly (no referrer): the form's page is where the visitor landed.
        const sentFrom = encodeURIComponent(c.path);
        expect(posts).toEqual([`${formsServer.url}/forms/submit?page=${sentFrom}&landing=${sentFrom}`]);
        expect(stored(formsServer, address)).toMatchObject([{ kind: c.kind, page: c.path }]);
        expect(errors).toEqual([]);
      });

      test("sent before its island's code has arrived, it is posted as plain HTML", async ({ page, formsServer }) => {
        const islandCode = await holdIslandCode(page);
        await page.goto(`${formsServer.url}${c.path}`);
        const form = c.form(page);
        const address = await fillValid(c, form, "early");
        await form.getByRole("button", { name: c.submit }).click();
        await expect(page).toHaveURL(new RegExp(`\\?sent=${c.kind}#${c.kind}-form.*-status$`));
        await expect(c.form(page).getByRole("status")).toHaveText(SUCCESS_MESSAGES[c.kind]);
        expect(stored(formsServer, address)).toMatchObject([{ kind: c.kind, page: c.path }]);
        await expect(islandOf(page, c.form(page))).not.toHaveAttribute("data-island-ready");
        await islandCode.release();
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
    for (let i = 0; i < (await forms.count()); i++) await waitForIsland(page, forms.nth(i));
    for (let i = 0; i < (await forms.count()); i++) await forms.nth(i).locator('button[type="submit"]').click();
    await expect(forms.first().locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await axeViolations(page, { include: "form[method=post]" })).toEqual([]);
  });
}

test.describe("ids and references", () => {
  test("are the same in the served page and once the island runs (a form sent back with errors)", async ({ page, formsServer }) => {
    const errors = watchConsole(page);
    const islandCode = await holdIslandCode(page);
    await page.goto(`${formsServer.url}/contact`);
    const form = page.locator('form[id^="contact-form"]');
    await form.getByLabel(/^Email/).fill("ada@example.com");
    await form.getByLabel(/^Phone/).fill("call me");
    await form.getByLabel(/^Message/).fill("Hello");
    // No island yet: the browser posts the form and the server answers with the page (400).
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Submit" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForLoadState();
    const phone = form.getByLabel(/^Phone/);
    await expect(phone).toBeFocused();
    const served = await idsOf(form);
    expect(served.describedBy).toEqual([`${served.form}-phone-error`]);
    for (const id of [...served.labels, ...served.describedBy]) expect(served.ids).toContain(id);

    await islandCode.release();
    await waitForIsland(page, form);
    expect(await idsOf(form)).toEqual(served);
    await expect(phone).toHaveAccessibleDescription(/full phone number/);
    await expect(phone).toHaveValue("call me");
    expect(errors).toEqual([]);
  });

  test("are unique across a page's islands", async ({ page, formsServer }) => {
    await page.goto(`${formsServer.url}/service/service-details`);
    expect(await page.locator("[data-island]").count()).toBeGreaterThan(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll("[data-island] [id]")].map((e) => e.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

test("the server's refusal (rate limit) is shown in place, focused, with the values kept", async ({ page }) => {
  const server = await startFormsServer({ FORM_RATE_LIMIT: "1" });
  try {
    await page.goto(`${server.url}/contact`);
    const form = page.locator('form[id^="contact-form"]');
    await waitForIsland(page, form);
    const c = cases[0];
    await fillValid(c, form, "limit1");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("status")).toHaveText(SUCCESS_MESSAGES.contact);
    const address = await fillValid(c, form, "limit2");
    await form.getByRole("button", { name: "Submit" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText(/You have sent several messages in a short time/);
    await expect(alert).toBeFocused();
    await expect(form.getByRole("status")).toBeEmpty();
    await expect(form.getByLabel(/^Email/)).toHaveValue(address);
    expect(server.leads()).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`Reply on a blog comment (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("takes the keyboard to the comment form: the next Tab is in its first field", async ({ page, formsServer }) => {
      await page.goto(`${formsServer.url}/blog/blog-details`);
      const reply = page.locator('a[href="#comment-form"]').first();
      await reply.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#comment-form$/);
      const form = page.locator("form#comment-form");
      await expect(form).toBeFocused();
      await expect(form).toBeInViewport();
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(/^First Name/)).toBeFocused();

      // The same with a pointer.
      await page.goto(`${formsServer.url}/blog/blog-details`);
      await page.locator('a[href="#comment-form"]').nth(1).click();
      await page.keyboard.press("Tab");
      await expect(page.locator("form#comment-form").getByLabel(/^First Name/)).toBeFocused();
    });
  });
}
