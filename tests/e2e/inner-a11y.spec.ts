import { expect, test } from "@playwright/test";
import { axeViolations, innerPages, sectionByHeading, visit } from "./inner-support";
import { gotoReady } from "./shell-helpers";

const routes = innerPages.flatMap((p) => (p.dark ? [p.path, p.dark] : [p.path]));

for (const width of [1440, 375]) {
  test.describe(`inner pages, axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of routes) {
      test(path, async ({ page }) => {
        await visit(page, path);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("inner pages, axe in interactive states", () => {
  for (const path of ["/service/service-details", "/service/service-details-dark"]) {
    test(`${path}: another FAQ open and live search results shown`, async ({ page }) => {
      await gotoReady(page, path);
      await sectionByHeading(page, "Frequently Asked Question").locator("summary").nth(2).click();
      const search = sectionByHeading(page, "Search");
      await search.getByRole("searchbox").pressSequentially("cloud");
      await expect(search.getByRole("list", { name: "Search results" }).locator("mark").first()).toBeVisible();
      await expect(search.getByRole("status")).not.toBeEmpty();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of ["/search?q=cloud+migration", "/search", "/search?q=xylophonequartz"]) {
    test(`${path}: the results page`, async ({ page }) => {
      await visit(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("/contact: map placeholder and the loaded map", async ({ page }) => {
    await page.route(/google\.com/, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>map</p>" }));
    await gotoReady(page, "/contact");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.locator("iframe")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
