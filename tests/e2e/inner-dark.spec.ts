import { expect, test, type Page } from "@playwright/test";
import { content, innerPages } from "./inner-support";

/**
 * Visible text of the page's own content, whitespace-normalised. Read after a rendered frame: before the first one,
 * Chromium's innerText can leave out a section whose content-visibility it has not decided yet (seen on a busy machine).
 */
async function mainText(page: Page): Promise<string> {
  await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled))));
  return (await content(page).innerText()).replace(/\s+/g, " ").trim();
}

/** Relative luminance of the computed background colour of an element. */
async function luminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const [r, g, b] = getComputedStyle(el)
        .backgroundColor.match(/[\d.]+/g)!
        .slice(0, 3)
        .map((v) => Number(v) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });
}

for (const { path, dark } of innerPages.filter((p) => p.dark)) {
  test(`${dark} shows the content of ${path} in dark colours`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    // Read until two readings a frame apart agree: the expected text must not be one taken mid-layout either.
    let lightText = "";
    await expect.poll(async () => lightText === (lightText = await mainText(page))).toBe(true);
    expect(await luminance(page, "body")).toBeGreaterThan(0.8);
    const lightCard = await luminance(page, "#main .card");

    await page.goto(dark!);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Polled: on a loaded machine the last sections may be laid out a moment after the load event (CI saw the text end
    // mid-page once).
    await expect.poll(() => mainText(page)).toBe(lightText);
    expect(await luminance(page, "body")).toBeLessThan(0.05);
    expect(await luminance(page, "#main .card")).toBeLessThan(Math.min(0.05, lightCard));
  });
}
