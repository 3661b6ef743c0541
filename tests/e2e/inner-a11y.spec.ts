import { expect, test } from "@playwright/test";
import { axeViolations } from "./axe";
import { sectionByHeading, visit } from "./inner-support";
import { gotoReady, reveal } from "./shell-helpers";

// Every inner page and its dark twin at rest, at 1440 and 375 px, in every language: a11y.spec.ts. Here: the states a
// visitor opens.

test.describe("inner pages, axe in interactive states", () => {
  for (const path of ["/service/service-details", "/service/service-details-dark"]) {
    test(`${path}: another FAQ open and live search results shown`, async ({ page }) => {
      await gotoReady(page, path);
      const question = sectionByHeading(page, "Frequently Asked Question").locator("summary").nth(2);
      await reveal(question);
      await question.click();
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
