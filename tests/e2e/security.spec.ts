import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { gotoReady } from "./shell-helpers";

/**
 * The production server's security headers, and proof that the site works under its
 * Content-Security-Policy: no violation is reported on any route, islands start, and
 * the widgets that load third-party frames (video, map) still work.
 */

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"];
  expect(csp, "CSP header").toBeTruthy();
  const d = directives(csp);
  const scriptSrc = d.get("script-src") ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(d.get("object-src")).toEqual(["'none'"]);
  expect(d.get("base-uri")).toEqual(["'none'"]);
  expect(d.get("form-action")).toEqual(["'self'"]);
  expect(d.get("frame-ancestors")).toEqual(["'none'"]);
  for (const host of d.get("frame-src") ?? []) {
    expect(["https://www.youtube-nocookie.com", "https://www.google.com", "https://maps.google.com"]).toContain(host);
  }
  const hsts = headers["strict-transport-security"];
  expect(Number(/max-age=(\d+)/.exec(hsts ?? "")?.[1])).toBeGreaterThanOrEqual(15_552_000);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["cross-origin-opener-policy"]).toBeTruthy();
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test.describe("security headers", () => {
  test("on prerendered pages, with hashes of the page's inline scripts", async ({ request }) => {
    const res = await request.get("/about");
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expectSecurityHeaders(headers);
    const scriptSrc = directives(headers["content-security-policy"]).get("script-src") ?? [];
    const hashes = scriptSrc.filter((s) => s.startsWith("'sha256-"));
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].filter(
      (m) => m[1].length > 0 && !/application\/ld\+json/.test(m[0]),
    );
    // The speculation rules are the one inline script left; the policy names its hash.
    expect(inline.map((m) => /type="([^"]+)"/.exec(m[0])?.[1])).toEqual(["speculationrules"]);
    const sha = createHash("sha256").update(inline[0][1], "utf8").digest("base64");
    expect(hashes).toEqual([`'sha256-${sha}'`]);
  });

  test("on pages rendered on request, with a fresh nonce carried by every inline script", async ({ request }) => {
    const first = await request.get("/ABOUT");
    const second = await request.get("/ABOUT");
    expect(first.status()).toBe(200);
    expectSecurityHeaders(first.headers());
    const nonce = (r: typeof first) =>
      /'nonce-([^']+)'/.exec(directives(r.headers()["content-security-policy"]).get("script-src")?.join(" ") ?? "")?.[1];
    const n1 = nonce(first);
    expect(n1).toBeTruthy();
    expect(nonce(second)).not.toBe(n1);
    const html = await first.text();
    const inlineTags = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>[^<]/g)].filter((m) => !/ld\+json/.test(m[1]));
    expect(inlineTags.length).toBeGreaterThan(0);
    for (const tag of inlineTags) expect(tag[1]).toContain(`nonce="${n1}"`);
  });

  test("on assets, errors, and refused methods", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    for (const res of [
      await request.get(asset!),
      await request.get("/images/logo.svg"),
      await request.get("/no-such-page"),
      await request.post("/team", { form: { a: "b" }, headers: { origin: "http://localhost" } }),
    ]) {
      expectSecurityHeaders(res.headers());
    }
  });
});

async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to (execute|load|frame|connect|apply)/i.test(msg.text())) violations.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return violations;
}

async function reported(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

test.describe("the site works under its CSP", () => {
  // Every page and the error page, in every language: a11y.spec.ts. Here: paths in another case.
  for (const path of ["/ABOUT", "/Blog/Blog-Details"]) {
    test(`no violation on ${path}`, async ({ page }) => {
      const violations = await collectViolations(page);
      await gotoReady(page, path);
      await page.waitForLoadState("networkidle");
      expect([...violations, ...(await reported(page))]).toEqual([]);
    });
  }

  test("page navigation, the video dialog and the map still work", async ({ page }) => {
    const violations = await collectViolations(page);
    await gotoReady(page, "/");
    // Video dialog: the embed host is allowed by frame-src.
    await page
      .getByRole("button", { name: /play|video/i })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com/);
    await page.keyboard.press("Escape");
    // A link is an ordinary page load (prerendered from the press on by the speculation rules).
    await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Blog/);
    await gotoReady(page, "/contact");
    await page.getByRole("button", { name: /show map/i }).click();
    await expect(page.locator("iframe[title]")).toHaveAttribute("src", /google\./);
    expect([...violations, ...(await reported(page))]).toEqual([]);
  });
});
