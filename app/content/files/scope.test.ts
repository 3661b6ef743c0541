import { describe, expect, it } from "vitest";
import { readCollection } from "./read";
import { withContent, renderedRevision } from "./scope";
import { formatNumber, siteLocaleCode } from "../../i18n/format";
import type { Exports } from "../schemas/collection";
import type { pricingCollection } from "../schemas/pricing";

type Pricing = ReturnType<typeof readCollection<typeof pricingCollection>>;
const built = readCollection<typeof pricingCollection>("pricing");
const cheaper: Pricing = { pricingPlans: built.pricingPlans.map((p, i) => (i === 0 ? { ...p, price: "$1.5" } : p)) };

describe("withContent", () => {
  it("gives a render its own revision's collections and names the ones it read", async () => {
    const { value, read } = await withContent(
      { revision: "7", locale: "en", collections: { ...allBuilt(), pricing: cheaper } },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        readCollection("team");
        return { price: readCollection<typeof pricingCollection>("pricing").pricingPlans[0]!.price, revision: renderedRevision() };
      },
    );
    expect(value).toEqual({ price: "$1.5", revision: "7" });
    expect(read).toEqual(["pricing", "team"]);
  });

  it("keeps two renders at two revisions apart, and the build's content outside both", async () => {
    // The first render waits longer, so the second one's scope is entered while the first is still reading.
    const price = (waitMs: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      return readCollection<typeof pricingCollection>("pricing").pricingPlans[0]!.price;
    };
    const [a, b] = await Promise.all([
      withContent({ revision: "1", locale: "en", collections: allBuilt() }, price(10)),
      withContent({ revision: "2", locale: "en", collections: { ...allBuilt(), pricing: cheaper } }, price(1)),
    ]);
    expect([a.value, b.value]).toEqual([built.pricingPlans[0]!.price, "$1.5"]);
    expect(readCollection<typeof pricingCollection>("pricing").pricingPlans[0]!.price).toBe(built.pricingPlans[0]!.price);
    expect(renderedRevision()).toBeUndefined();
  });

  it("renders in the view's language: two renders in two languages side by side each format as theirs", async () => {
    const inLanguage = (locale: string, waitMs: number) =>
      withContent({ revision: "1", locale, collections: allBuilt() }, async () => {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        return [siteLocaleCode(), formatNumber(12500)];
      });
    const [de, ar] = await Promise.all([inLanguage("de", 10), inLanguage("ar", 1)]);
    expect([de.value, ar.value]).toEqual([
      ["de", "12.500"],
      ["ar", new Intl.NumberFormat("ar").format(12500)],
    ]);
    expect(siteLocaleCode()).toBe("en");
  });

  it("refuses a collection the revision does not hold", async () => {
    await expect(withContent({ revision: "1", locale: "en", collections: {} }, () => readCollection("pricing"))).rejects.toThrow(
      "pricing is not a content collection",
    );
  });
});

function allBuilt(): Record<string, Exports> {
  return { pricing: built, team: readCollection("team") };
}
