import { describe, expect, it } from "vitest";
import { LOCALES, localePath, splitLocale } from "./locales";

describe("a page's path in a language", () => {
  it("is the page table's path for English and under the language's code for the others", () => {
    expect(localePath("/about", "en")).toBe("/about");
    expect(localePath("/", "en")).toBe("/");
    expect(localePath("/about", "de")).toBe("/de/about");
    expect(localePath("/", "ar")).toBe("/ar");
  });

  it("is found again from a URL path, whatever its casing; only a whole first segment names a language", () => {
    expect(splitLocale("/de/about")).toMatchObject({ locale: { code: "de" }, path: "/about" });
    expect(splitLocale("/DE/About")).toMatchObject({ locale: { code: "de" }, path: "/About" });
    expect(splitLocale("/ar")).toMatchObject({ locale: { code: "ar" }, path: "/" });
    expect(splitLocale("/ar/")).toMatchObject({ locale: { code: "ar" }, path: "/" });
    expect(splitLocale("/ar?sent=contact")).toMatchObject({ locale: { code: "ar" }, path: "/?sent=contact" });
    expect(splitLocale("/details")).toMatchObject({ locale: { code: "en" }, path: "/details" });
    expect(splitLocale("/dear")).toMatchObject({ locale: { code: "en" }, path: "/dear" });
    expect(splitLocale("/en/about")).toMatchObject({ locale: { code: "en" }, path: "/en/about" });
    expect(splitLocale("/fr/about")).toMatchObject({ locale: { code: "en" }, path: "/fr/about" });
    for (const { code } of LOCALES) for (const p of ["/", "/blog/blog-details"]) expect(splitLocale(localePath(p, code)).path).toBe(p);
  });
});
