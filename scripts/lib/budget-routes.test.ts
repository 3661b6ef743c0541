// @vitest-environment node
import { describe, expect, it } from "vitest";
import { budgetRoutes } from "./budget-routes";

describe("budgetRoutes", () => {
  it("measures every English route and the chosen pages in each other language", () => {
    const all = budgetRoutes(undefined);
    expect(all).toContain("/");
    expect(all).toContain("/service/service-details-right");
    expect(all).toContain("/ar/service/service-details-right");
    expect(all).toContain("/de/contact");
    expect(new Set(all).size).toBe(all.length);
  });

  it("takes only the routes asked for, in the table's order", () => {
    expect(budgetRoutes(["/contact", "/"])).toEqual(["/", "/contact"]);
  });

  it("refuses a route it does not measure, so a typo cannot pass by measuring nothing", () => {
    expect(() => budgetRoutes(["/", "/ar/service/service-details-left"])).toThrow(
      /not a measured route: \/ar\/service\/service-details-left/,
    );
  });
});
